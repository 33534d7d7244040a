#!/usr/bin/env bash
# The command line's own errors (issue 16): one `error:` line like every other error (a JSON
# error object under --json), exit status 2; every number flag range-checked; `--dice ""`
# refused; a line break in a quoted key still one line; a failed write to standard output is an
# error; bad scenarios (a stray byte in JSON, a quote after a number in TOML, too many turns, a
# table too big) refused with valid UTF-8.
source "$(dirname "$0")/lib.bash"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
S='{"action": "skirmish_fire", "firer": {"figures": 18, "class": "first"}}'

one_error_line() {  # the last command's stderr is one line beginning with TEXT
  local text
  text=$(cat /tmp/cli.err.$$)
  if [ "$(wc -l </tmp/cli.err.$$)" -ne 1 ] || [[ "$text" != "$1"* ]]; then
    echo "FAIL: stderr is not one line beginning '$1':"; cat /tmp/cli.err.$$; fails=$((fails+1))
  fi
}
valid_utf8_out() {
  if ! iconv -f UTF-8 -t UTF-8 </tmp/cli.out.$$ >/dev/null 2>&1 ||
     ! iconv -f UTF-8 -t UTF-8 </tmp/cli.err.$$ >/dev/null 2>&1; then
    echo "FAIL: output is not valid UTF-8"; fails=$((fails+1))
  fi
}

expect_status 2 "$G" odds
one_error_line 'error: SITUATION is required'
expect_status 2 "$G" odds --json --frobnicate "$S"
one_error_line 'error: The following argument was not expected: --frobnicate'
expect_out '"error": {'
expect_out '"field": "arguments"'
expect_status 2 "$G" roll "$S" --seed -1 --lang ru
one_error_line 'ошибка: --seed: ожидается целое число от 0 до 18446744073709551615, получено "-1" (справка: --help)'
expect_status 2 "$G" roll "$S" --seed 18446744073709551616
one_error_line 'error: --seed'
expect_status 2 "$G" battle "${LINE_AI[@]}" --seed -1
one_error_line 'error: --seed'
expect_status 2 "$G" simulate "${LINE_AI[@]}" --seed x
one_error_line 'error: --seed'
expect_status 0 "$G" roll "$S" --seed 18446744073709551615 --lang en
expect_status 2 "$G" roll "$S" --dice "" --lang en
one_error_line 'error: --dice: expected dice 1 to 6 separated by commas'
expect_status 2 "$G" odds '{"action": "skirmish_fire", "fi\nrer": 1}' --lang en
# Each error of the situation is one line (two here: firer missing, the odd key unknown), the
# line break in the key written \n.
if grep -vq '^error: ' /tmp/cli.err.$$ || [ "$(wc -l </tmp/cli.err.$$)" -ne 2 ]; then
  echo "FAIL: a key with a line break gives more than one line"; cat /tmp/cli.err.$$; fails=$((fails+1))
fi
expect_err 'error: fi\nrer: unknown field' 

# Standard output that cannot be written: an error, not exit 0.
if [ -w /dev/full ]; then
  "$G" odds "$S" --lang en >/dev/full 2>"$out/err"; st=$?
  [ "$st" -eq 2 ] || { echo "FAIL: odds > /dev/full exited $st"; fails=$((fails+1)); }
  grep -qF 'error: cannot write the standard output: no space left on the device' "$out/err" ||
    { echo "FAIL: odds > /dev/full said:"; cat "$out/err"; fails=$((fails+1)); }
  "$G" battle "${LINE_AI[@]}" --seed 3 --lang en >/dev/full 2>"$out/err"; st=$?
  [ "$st" -eq 2 ] || { echo "FAIL: battle > /dev/full exited $st"; fails=$((fails+1)); }
  # A file that is a device is written in place, never replaced.
  "$G" battle "${LINE_AI[@]}" --seed 3 --lang en --record /dev/full >/dev/null 2>"$out/err"; st=$?
  [ "$st" -eq 2 ] && [ -c /dev/full ] || { echo "FAIL: --record /dev/full exited $st"; fails=$((fails+1)); }
  grep -qF 'error: --record: cannot write /dev/full: no space left on the device' "$out/err" ||
    { echo "FAIL: --record /dev/full said:"; cat "$out/err"; fails=$((fails+1)); }
  expect_status 2 "$G" draw "$(dirname "$0")/../data/cm_table.toml" -o /dev/full --lang en
  expect_err 'cannot write the file: no space left on the device'
fi
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 3 --lang en --record /dev/null
[ -c /dev/null ] || { echo "FAIL: /dev/null was replaced"; fails=$((fails+1)); }
if false; then :
fi

# A JSON scenario with a stray byte that is not UTF-8: `check --json` answers in valid UTF-8.
printf '{"table": {"width": 72, "depth": 48}, "units": [\xff]}' >"$out/stray.json"
expect_status 2 "$G" check "$out/stray.json" --json --lang ru
valid_utf8_out
expect_out '"line": 1'
expect_status 2 "$G" check "$out/stray.json" --lang en
one_error_line 'error: '
valid_utf8_out
# A number right before a quoted Russian name: refused by the guard (toml++ 3.3 would reach
# undefined behaviour).
printf '[table]\nwidth = 72\ndepth = 48\n[[units]]\nfigures = 30"Гренадеры"\n' >"$out/quote.toml"
expect_status 2 "$G" check "$out/quote.toml" --lang en
expect_err 'quote.toml:5:13: a quote where no string can begin'
# Bounds: a 999-turn battle on a 10,000" table is refused, naming the field.
printf '[scenario]\nturn_limit = 999\n[table]\nwidth = 72\ndepth = 48\n' >"$out/turns.toml"
expect_status 2 "$G" battle "${LINE_AI[@]}" "$out/turns.toml" --lang en
expect_err 'turns.toml:2:1: scenario.turn_limit: expected an integer from 0 to 100, got 999'
printf '[table]\nwidth = 10000\ndepth = 10000\n' >"$out/table.toml"
expect_status 2 "$G" check "$out/table.toml" --lang en
expect_err 'table.width: at most 1440" (3657.6 cm), got 10000"'
expect_status 2 "$G" check "$out" --lang en
expect_err 'a folder, not a file'

finish
