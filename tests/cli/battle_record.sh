#!/usr/bin/env bash
# `grognard battle --record` / `--replay` (PR-RECORD-1): a battle commanded at the prompt, with
# dice typed by hand, is written down and plays again exactly; a record that does not fit is
# refused with exit status 2.
source "$(dirname "$0")/lib.bash"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# An AI battle: the record is the seed; the replay tells the same battle.
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 9 --lang en --record "$out/ai.json"
cp /tmp/cli.out.$$ "$out/ai.txt"
expect_out "Battle record written: $out/ai.json"
expect_status 0 "$G" battle --replay "$out/ai.json" --lang en
expect_out 'The replay ends where the record does: the same battle.'
if ! diff <(grep -v '^Battle record' "$out/ai.txt") <(grep -v '^The replay' /tmp/cli.out.$$) >/dev/null; then
  echo "FAIL: the replay tells another battle"; fails=$((fails+1))
fi

# The French at the prompt deploy their light battalion, then leave at turn 3; the replay stops
# where they did.
printf 'done\ndone\ndeploy 3\ndone\ndone\ndone\ndone\ndone\ndone\nquit\n' >"$out/orders"
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 4 --side french --lang en --record "$out/side.json" <"$out/orders"
expect_out 'You leave the battle at turn 3.'
expect_status 0 "$G" battle --replay "$out/side.json" --lang en
expect_out '[S11.6.1-c] 1/12e Léger: the skirmish line goes 9" forward of the command companies'
expect_out 'The replay ends where the record does: the same battle.'

# A saved game goes on identically: left at turn 3 and resumed with no more orders, it ends in
# the state the same orders give played in one go.
: >"$out/none"
cp "$out/side.json" "$out/side_copy.json"
expect_status 0 "$G" battle --resume "$out/side.json" --lang en --record "$out/resumed.json" <"$out/none"
expect_out 'The battle goes on from its record (it was left at turn 3).'
head -n -1 "$out/orders" >"$out/orders_no_quit"
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 4 --side french --lang en --record "$out/whole.json" <"$out/orders_no_quit"
if [ "$(grep '"end_hash"' "$out/resumed.json")" != "$(grep '"end_hash"' "$out/whole.json")" ]; then
  echo "FAIL: the resumed battle ends elsewhere than the battle played in one go"; fails=$((fails+1))
fi
sed 's/"kind": "orders",/"kind": "squadrons", "squadrons": 0,/' "$out/side.json" >"$out/unfit.json"
expect_status 2 "$G" battle --resume "$out/unfit.json" --lang en <"$out/none"
expect_err 'error: --resume: decisions[0]: the battle asks for orders here, the record has squadrons (the recorded orders or dice do not fit this battle'
expect_status 2 "$G" battle --resume "$out/unfit.json" --lang ru <"$out/none"
expect_err 'ошибка: --resume: decisions[0]: записанные приказы или кубики не подходят к этому сражению'
# Saves resume into their own file unless --record names another: take a fresh copy.
cp "$out/side_copy.json" "$out/side.json"
expect_status 2 "$G" battle --resume "$out/whole.json" --lang en
expect_err 'the recorded battle was played to its end'

# Dice typed by hand come back from the record.
printf '4 5\n6\n2\n1 1\n' >"$out/dice"
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 7 --dice hand --lang ru --record "$out/hand.json" <"$out/dice"
expect_status 0 "$G" battle --replay "$out/hand.json" --lang ru
expect_out '[S16.7-2] кубики на погоду 2Д6: 4 5'
expect_out 'Повтор заканчивается там же, где запись: это то же сражение.'

# Another scenario, a record with its dice changed, a broken file: exit status 2, the reason.
expect_status 2 "$G" battle "$(dirname "$0")/../data/squadrons_guns.toml" --replay "$out/ai.json" --lang en
expect_err 'the record is of another battle'
sed 's/"seed": 7/"seed": 8/' "$out/hand.json" >"$out/other_seed.json"
expect_status 2 "$G" battle --replay "$out/other_seed.json" --lang en
expect_err 'error: --replay:'
echo '{"grognard_record": 1, "scenario": ""}' >"$out/bad.json"
expect_status 2 "$G" battle --replay "$out/bad.json" --lang en
expect_err 'seed: missing'
expect_status 2 "$G" battle --replay "$out/nothing.json" --lang en
expect_err 'cannot read'
expect_status 2 "$G" battle --replay "$out/ai.json" --side french
expect_err '--side excludes --replay'

finish
