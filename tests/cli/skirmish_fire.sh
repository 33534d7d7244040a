# grognard odds / roll / rules for skirmisher fire, as the README and docs/cli.md show them.
. "$(dirname "$0")/lib.bash"
A='{"action": "skirmish_fire", "firer": {"figures": 18, "class": "first"}, "target": {"cover": "open"}, "weather": "fair", "rules": {"smoke": false}}'

expect_status 0 "$G" odds "$A" --json
expect_out '"action": "skirmish_fire"'
expect_out '"0": 0.3348979766803841'
expect_out '"discipline_test": 0.081039951989026'
expect_out '"expected_damage": 1.0'

expect_status 0 "$G" odds "$A" --lang en
expect_out 'Skirmisher fire: exact odds'
expect_out '33.490%'
expect_status 0 "$G" odds "$A" --lang ru
expect_out 'Стрельба застрельщиков: точные шансы'
expect_out 'Проверка Дисциплины (ПД)'
expect_status 0 env LANG=ru_RU.UTF-8 "$G" odds "$A"
expect_out 'Урон цели'

expect_status 0 "$G" roll "$A" --dice 6,6,1,2,3,4 --json
expect_out '"damage": 2'
expect_out '"discipline_test": true'
expect_out '"clause": "DT-TRIGGER-1"'
expect_status 0 "$G" roll "$A" --dice 6,6,1,2,3,4 --lang en
expect_out '[S11.14-3] dice 3×2D6: 6 6 1 2 3 4'
expect_out 'a pair shows double six'

# The same seed, the same roll.
"$G" roll "$A" --seed 42 --json > /tmp/cli.seed1.$$
"$G" roll "$A" --seed 42 --json > /tmp/cli.seed2.$$
if ! cmp -s /tmp/cli.seed1.$$ /tmp/cli.seed2.$$; then echo "FAIL: seed 42 differs"; fails=$((fails+1)); fi
rm -f /tmp/cli.seed1.$$ /tmp/cli.seed2.$$

# From a file and from standard input.
f=$(mktemp); echo "$A" > "$f"
expect_status 0 "$G" odds "@$f" --json
expect_out '"expected_damage": 1.0'
expect_status 0 sh -c "echo '$A' | '$G' odds - --json"
expect_out '"expected_damage": 1.0'
rm -f "$f"

# Bad input: exit status 2 and one line naming the field.
expect_status 2 "$G" odds '{"action": "skirmish_fire", "firer": {"figures": -3, "class": "first"}}'
expect_err 'error: firer.figures: expected an integer from 1 to 200, got -3'
expect_status 2 "$G" odds '{"action": "skirmish_fire", "firer": {"figures": 18, "class": "first"}, "rules": {"smok": true}}' --lang ru
expect_err 'ошибка: rules.smok: неизвестное поле'
expect_status 2 "$G" odds '{"action": '
expect_err 'error: action: malformed JSON at byte 12'
expect_status 2 "$G" odds '@/nonexistent/file.json'
expect_err 'situation: cannot read file'
expect_status 2 "$G" roll "$A" --dice 6,6,1
expect_err 'error: --dice: too few dice: this roll needs 6 dice'
expect_status 2 "$G" roll "$A" --dice 6,6,x
expect_err '--dice: expected dice 1 to 6'
expect_status 2 "$G" roll "$A" --dice 6,6,1,2,3,4 --seed 3
expect_status 2 "$G" odds "$A" --lang de
expect_status 2 "$G" frobnicate
expect_status 2 "$G" odds '{"action": "skirmish_fire", "firer": {"figures": 18, "class": "first"}}' --json --json-extra
expect_status 0 "$G" --help

expect_status 0 "$G" rules --lang en
expect_out 'smoke'
expect_out '[S16.4]'
expect_status 0 "$G" rules --json
expect_out '"name": "scale"'

expect_status 0 "$G" demo --lang en
expect_out 'Example A'
expect_out 'exact odds'
expect_out 'seed'
finish
