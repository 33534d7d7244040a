# Issue 15's rough edges of the command line: each refused as a user would want it.
. "$(dirname "$0")/lib.bash"
example="$(dirname "$0")/../../scenarios/peninsula.toml"
out=$(mktemp -d)

# draw writes SVG only: another extension is refused, and nothing is written.
expect_status 2 "$G" draw "$example" -o "$out/table.png" --lang en
expect_err 'draw writes SVG only, not .png'
[ -e "$out/table.png" ] && { echo "FAIL: table.png was written"; fails=$((fails+1)); }
expect_status 2 "$G" draw "$example" -o "$out/table.png" --lang ru
expect_err 'draw пишет только SVG'
expect_status 0 "$G" draw "$example" -o "$out/table.SVG" --lang en
expect_status 0 "$G" draw "$example" -o "$out/table" --lang en

# --arcs alone draws every unit's arcs (as it always did); --arcs UNIT,UNIT only theirs.
"$G" draw "$example" --arcs > "$out/all.svg"
"$G" draw "$example" --arcs fr-voltigeurs > "$out/one.svg"
"$G" draw "$example" --arcs=fr-voltigeurs,br-1-43 --ranges > "$out/two.svg"
all=$(grep -c 'fill-opacity="0.12"' "$out/all.svg")
one=$(grep -c 'fill-opacity="0.12"' "$out/one.svg")
two=$(grep -c 'fill-opacity="0.12"' "$out/two.svg")
if [ "$one" -ne 1 ] || [ "$two" -ne 2 ] || [ "$all" -le 2 ]; then
  echo "FAIL: --arcs drew $all, $one, $two arcs (want many, 1, 2)"; fails=$((fails+1))
fi
expect_status 2 "$G" draw "$example" --arcs nobody --lang en
expect_err '--arcs: unknown unit "nobody"'

# Seeds and counts outside their range: exit 2, never wrapped.
for cmd in "battle" "simulate -n 1"; do
  expect_status 2 "$G" $cmd --seed -1
  expect_err 'expected a whole number from 0 to 18446744073709551615, got "-1"'
done
expect_status 2 "$G" roll '{"action": "skirmish_fire", "firer": {"figures": 6, "class": "first"}}' --seed -1
expect_status 2 "$G" simulate "${LINE_AI[@]}" -n 0
expect_status 2 "$G" simulate "${LINE_AI[@]}" -n 2 --threads 0
expect_status 2 "$G" battle "${LINE_AI[@]}" --seed 18446744073709551616

# In Russian, the command line's own refusals are Russian too.
expect_status 2 "$G" simulate "${LINE_AI[@]}" -n 0 --lang ru
expect_err 'ошибка: -n: ожидается целое число от 1 до 1000000, получено 0'
expect_status 2 "$G" battle "${LINE_AI[@]}" --seed -1 --lang ru
expect_err 'ошибка: --seed: ожидается целое число от 0 до 18446744073709551615, получено "-1"'

# An unknown command is named, with the list; so is a missing one.
expect_status 2 "$G" frobnicate
expect_err 'unknown command "frobnicate"; the commands are: odds, roll, rules'
expect_err 'simulate'
expect_status 2 "$G" frobnicate --lang ru
expect_err 'неизвестная команда «frobnicate»'
expect_status 2 "$G" frobnicate --json
expect_out '"field": "command"'
expect_status 2 "$G"
expect_err 'a command is required: odds, roll'

# simulate speaks Russian, and draws no progress bar into a pipe or file.
expect_status 0 "$G" simulate "${LINE_AI[@]}" -n 3 --lang ru
expect_out 'сражений 3, зёрна 0..2'
expect_out 'Французы'
if grep -q 'battles \[' /tmp/cli.err.$$; then echo "FAIL: a progress bar when piped"; fails=$((fails+1)); fi
if command -v script >/dev/null; then
  script -qc "$G simulate -n 4 ${LINE_AI[*]} --lang en" /dev/null > "$out/tty.txt"
  grep -q 'battles \[' "$out/tty.txt" || { echo "FAIL: no progress bar on a terminal"; fails=$((fails+1)); }
fi

# A situation with several missing or bad fields: every one of them at once.
expect_status 2 "$G" odds '{"action": "volley", "firer": {}, "target": {"formation": "blob"}, "weather": "dry"}' --lang en
expect_err 'error: firer.quality: is required'
expect_err 'error: target.type: is required'
expect_err 'error: target.formation: expected one of'
expect_err 'error: weather: expected one of fair'
expect_err 'error: range: is required'
expect_status 2 "$G" odds '{"action": "volley", "firer": {}, "target": {}}' --json
expect_out '"error": {'
expect_out '"errors": ['
expect_out '"field": "range"'
# One error alone keeps the one-object shape.
expect_status 2 "$G" odds '{"action": "skirmish_fire", "firer": {"figures": 500, "class": "first"}}' --json
expect_out '"field": "firer.figures"'
if grep -q '"errors"' /tmp/cli.out.$$; then echo "FAIL: errors list for a single error"; fails=$((fails+1)); fi

# The prompt: the enemy's fire is not shown as the player's; the title in the player's language;
# a roll typed by hand says what it is for before the faces are asked for.
printf 'odds 8 1\nquit\n' >"$out/odds"
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 5 --side French --lang en <"$out/odds"
expect_out "Light companies and 5/60th is the enemy's: odds are shown for the fire of your own units"
# A facing is a bearing from 0 to 359 in whole degrees: 400 is 40.
printf 'done\ndone\nmove 1 30 12 400\ngiven\nquit\n' >"$out/facing"
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 5 --side French --lang en <"$out/facing"
expect_out 'order given: 2/31e Ligne: move towards (30, 12), facing 40°'
printf 'quit\n' >"$out/quit"
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 5 --side French --lang ru <"$out/quit"
expect_out 'Сражение на Полуострове: вольтижеры против стрелков, зерно 5'
printf '3 4\nquit\n' >"$out/dice"
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 5 --dice hand --lang en <"$out/dice"
expect_out '[S16.7-2] dice for the weather 2D6'
expect_out '[PR-CMD-3] French: dice for the initiative 1D6'
expect_out '[PR-CMD-3] 1D6 (1 D6)> quit'
# In Russian the dice asked for are written as the narration writes them (1Д6, not 1D6).
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 5 --dice hand --lang ru <"$out/dice"
expect_out '[PR-CMD-3] Французы: кубики на инициативу 1Д6'
expect_out '[PR-CMD-3] 1Д6 (1 Д6)> quit'

rm -rf "$out"
finish
