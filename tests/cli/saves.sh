#!/usr/bin/env bash
# Saves that survive (issue 16): the record is journalled after every answer, so a battle
# killed with SIGKILL at the prompt resumes exactly from its last answer; a rewrite that fails
# (a file-size limit standing for a full disk) leaves the previous save whole and resumable;
# outputs are checked before the battle starts; `--resume` refuses a record that does not fit.
source "$(dirname "$0")/lib.bash"
out=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill -9 $pid 2>/dev/null; rm -rf "$out"' EXIT
end_hash() { grep '"end_hash"' "$1"; }
decisions() { grep -c '"kind": "orders"' "$1" 2>/dev/null || echo 0; }

# The battle in one sitting, for comparison: the French deploy their light battalion at turn 2.
printf 'done\ndone\ndeploy 3\ndone\ndone\ndone\ndone\ndone\ndone\n' >"$out/all"
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 4 --side french --lang en --record "$out/whole.json" <"$out/all"

# The same battle killed with SIGKILL at the prompt after two answers and the order to deploy,
# not yet sent with `done`: the journal holds them all, and the battle resumes from there.
mkfifo "$out/fifo"
"$G" battle "${LINE_AI[@]}" --seed 4 --side french --lang en --record "$out/killed.json" <"$out/fifo" \
  >"$out/killed.out" 2>&1 &
pid=$!
exec 3>"$out/fifo"
printf 'done\ndone\ndeploy 3\n' >&3
for _ in $(seq 300); do grep -q '"pending"' "$out/killed.json" 2>/dev/null && break; sleep 0.1; done
sleep 0.2
kill -9 $pid
wait $pid 2>/dev/null
pid=
exec 3>&-
if [ "$(decisions "$out/killed.json")" -ne 2 ] || ! grep -q '"interrupted": true' "$out/killed.json" ||
   ! grep -q '"kind": "deploy"' "$out/killed.json"; then
  echo "FAIL: the journal does not hold the answers and the order given"; cat "$out/killed.json"; fails=$((fails+1))
fi
ls -a "$out" | grep -q '\.tmp' && { echo "FAIL: a temporary file is left"; fails=$((fails+1)); }
printf 'done\ndone\ndone\ndone\ndone\ndone\n' >"$out/rest"
expect_status 0 "$G" battle --resume "$out/killed.json" --lang en <"$out/rest"
expect_out 'The battle goes on from its record (it was left at turn 1).'
expect_out 'order given: 1/12e Léger: '
expect_out 'Battle record written: '"$out/killed.json"
if [ "$(end_hash "$out/killed.json")" != "$(end_hash "$out/whole.json")" ]; then
  echo "FAIL: the resumed battle ends elsewhere than the battle played in one go"; fails=$((fails+1))
fi
if grep -q '"interrupted": true' "$out/killed.json"; then
  echo "FAIL: the finished record is still marked interrupted"; fails=$((fails+1))
fi

# A save left with quit, then a rewrite under a file-size limit of 1 KiB (a full disk): the
# save fails with a warning and an error at the end, and the previous save is whole and resumes.
{ printf 'done\ndone\ndeploy 3\n'; for _ in $(seq 14); do echo done; done; echo quit; } >"$out/left"
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 4 --side french --lang en --record "$out/save.json" <"$out/left"
[ "$(stat -c %s "$out/save.json")" -gt 1024 ] || { echo "FAIL: the save is too small for the test"; fails=$((fails+1)); }
cp "$out/save.json" "$out/save.before"
(ulimit -f 1; "$G" battle --resume "$out/save.json" --lang en <"$out/rest" >/dev/null 2>"$out/full.err")
st=$?
[ "$st" -eq 2 ] || { echo "FAIL: a save that cannot be written exited $st"; fails=$((fails+1)); }
grep -qF "warning: --record: cannot write $out/save.json: the file is larger than allowed; the battle goes on" "$out/full.err" ||
  { echo "FAIL: no warning for the failed save:"; cat "$out/full.err"; fails=$((fails+1)); }
grep -qF "error: --record: cannot write $out/save.json: the file is larger than allowed" "$out/full.err" ||
  { echo "FAIL: no error for the failed save:"; cat "$out/full.err"; fails=$((fails+1)); }
cmp -s "$out/save.json" "$out/save.before" || { echo "FAIL: the previous save was changed"; fails=$((fails+1)); }
expect_status 0 "$G" battle --resume "$out/save.json" --lang en --record "$out/after.json" <"$out/rest"
expect_out 'The battle goes on from its record (it was left at turn '

# Outputs are checked before the battle starts: nothing typed is lost to a path that cannot be
# written.
expect_status 2 "$G" battle "${LINE_AI[@]}" --seed 4 --side french --lang en --record "$out/r.json" \
  --report "$out/no/such/folder/r.html" <"$out/all"
expect_err "error: --report: cannot write $out/no/such/folder/r.html: no such folder"
if grep -q 'Orders of' /tmp/cli.out.$$; then echo "FAIL: the battle started"; fails=$((fails+1)); fi
expect_status 2 "$G" battle "${LINE_AI[@]}" --seed 4 --record "$out" --lang en
expect_err "error: --record: cannot write $out: it is a folder"

# --resume refuses a record that does not fit, as --replay does, naming the first answer.
python_free_edit() { sed "$1" "$out/save.json" >"$out/$2"; }
# An extra order with y = 1e308: refused when read.
python_free_edit '0,/"orders": \[\]/s//"orders": [{"kind": "move", "unit": 3, "at": [10, 1e308], "facing": 0}]/' extra.json
expect_status 2 "$G" battle --resume "$out/extra.json" --lang en </dev/null
expect_err 'error: --resume: '"$out"'/extra.json: decisions[0].orders[0].at[1]: expected a number from -144000 to 144000'
# An extra order that reads but the game refuses: the first answer that does not apply.
python_free_edit '0,/"orders": \[\]/s//"orders": [{"kind": "hold", "unit": 9}]/' refused.json
expect_status 2 "$G" battle --resume "$out/refused.json" --lang en </dev/null
expect_err 'error: --resume: decisions[0]: orders[0]: the game refuses it (PR-TURN-3, refusal.not_yours)'
# An edited order that still fits: the record's end hash no longer matches.
python_free_edit 's/"companies": \([0-9]\)/"companies": 1/' edited.json
if ! cmp -s "$out/edited.json" "$out/save.json"; then
  expect_status 2 "$G" battle --resume "$out/edited.json" --lang en </dev/null
  expect_err 'the replay ends in another state than the recorded battle'
fi

finish
