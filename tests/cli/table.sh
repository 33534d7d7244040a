# grognard check | draw | situation | targets on scenario files, as docs/cli.md shows them.
. "$(dirname "$0")/lib.bash"
here="$(cd "$(dirname "$0")/.." && pwd)"
data="$here/data"
example="$here/../scenarios/peninsula.toml"
out=$(mktemp -d)

# The example is clean: exit 0.
expect_status 0 "$G" check "$example" --lang en
expect_out 'peninsula.toml: no positional rule is broken'
expect_status 0 "$G" check "$example" --lang ru
expect_out 'ни одно позиционное правило не нарушено'

# A table with broken rules: exit 1, each with its clause and distance.
expect_status 1 "$G" check "$data/broken_positions.toml" --lang en
expect_out '[S11.3c-1] Voltigeurs (fr-screen): base 3 stands 19.5" from the nearest close-order infantry, artillery or general of its brigade, more than 18"'
expect_out '[S11.21-1] Voltigeurs (fr-screen): base 1 stands 2" from 1/43rd (br-43), closer than 3" to formed infantry'
expect_out '[S11.22-1] Voltigeurs (fr-screen): base 1 stands 2" from 1/43rd (br-43)'
expect_out '-> [S11.22-1] falls back '
expect_out 'straight away from 1/43rd (br-43)'
expect_out '[S11.21-2] Voltigeurs (fr-screen): base 3 stands 8" from'
expect_out '[S11.24c-1] Rifles (br-rifles): base 1 is in base contact with 2/14e (fr-2)'
expect_status 1 "$G" check "$data/broken_positions.toml" --lang ru
expect_out '[S11.3c-1] Вольтижеры (fr-screen): база 3 стоит в 19.5" от ближайшей пехоты в сомкнутом строю'
expect_status 1 "$G" check "$data/broken_positions.toml" --json
expect_out '"clause": "S11.3c-1"'
expect_out '"measured": 19.5'
expect_out '"limit": 18.0'
expect_out '"kind": "straight_back"'

# cm mode: distances in cm.
expect_status 0 "$G" check "$data/cm_table.toml" --lang en
expect_out 'cm_table.toml: no positional rule is broken'

# Bad files: exit 2 and file:line:column: field: reason.
expect_status 2 "$G" check "$data/bad_syntax.toml" --lang en
expect_err 'bad_syntax.toml:6:8: TOML syntax: '
expect_status 2 "$G" check "$data/bad_unknown_unit.toml" --lang en
expect_err 'bad_unknown_unit.toml:28:1: generals[1].attached_to: unknown unit "1/14e"'
expect_status 2 "$G" check "$data/bad_unknown_unit.toml" --lang ru
expect_err 'ошибка: '
expect_err 'bad_unknown_unit.toml:28:1: generals[1].attached_to: неизвестное подразделение "1/14e"'
expect_status 2 "$G" draw "$data/bad_overlap.toml" -o "$out/x.svg" --lang en
expect_err 'bad_overlap.toml:33:1: units[2].at: base 5 of "1-43rd" overlaps base 1 of "1-14e" (line 26) by 0.25 sq in'
expect_status 2 "$G" check "$data/bad_off_table.toml" --lang en
expect_err 'bad_off_table.toml:24:1: units[1].at: "1-14e" stands off the table: a corner of its base 4 is at (72.25, 10.00), outside the 72 x 48 in table'
expect_status 2 "$G" check "$data/bad_cyrillic_key.toml" --lang en
expect_err 'bad_cyrillic_key.toml:9:8: a non-ASCII character outside a string'
expect_status 2 "$G" check "$data/bad_issue_190.toml" --lang en
expect_err 'bad_issue_190.toml:4:1: a non-ASCII character right after a backslash'
expect_status 2 "$G" check "$data/no_such_file.toml" --lang en
expect_err 'no_such_file.toml: cannot read the file'
expect_status 2 "$G" check "$data/bad_syntax.toml" --json --lang en
expect_out '"line": 6'
expect_status 2 "$G" check

# draw: an SVG with the table, the terrain, every base and its label.
expect_status 0 "$G" draw "$example" -o "$out/table.svg" --arcs --ranges --lang en
expect_out 'written'
if ! grep -q '<svg xmlns="http://www.w3.org/2000/svg"' "$out/table.svg"; then echo "FAIL: no svg"; fails=$((fails+1)); fi
for word in 'Arapiles village' 'Voltigeur screen' '1st KGL Light' 'General Pack' 'clip-path="url(#table)"'; do
  if ! grep -qF "$word" "$out/table.svg"; then echo "FAIL: svg lacks $word"; fails=$((fails+1)); fi
done
expect_status 0 "$G" draw "$data/broken_positions.toml" --check --lang ru
expect_out 'S11.3c-1'
expect_out 'Вольтижеры'
expect_status 0 "$G" draw "$data/cm_table.toml" --units fr-guns --ranges --lang en
expect_out '75 cm'
expect_status 2 "$G" draw "$example" --units nobody
expect_err 'unknown unit "nobody"'

# situation: the JSON situation and the facts behind it.
expect_status 0 "$G" situation "$example" fr-voltigeurs br-skirmishers --lang en
expect_out '[S11.16] Light companies and 5/60th (br-skirmishers) is in the 45° fire arc'
expect_out '"action": "skirmish_fire"'
expect_status 0 "$G" situation "$example" fr-voltigeurs br-skirmishers --json
expect_out '"allowed": true'
expect_out '"clause": "S11.18"'
"$G" situation "$example" fr-voltigeurs br-skirmishers --bare > "$out/sit.json"
expect_status 0 "$G" odds "@$out/sit.json" --json
expect_out '"action": "skirmish_fire"'
expect_status 0 "$G" situation "$example" fr-1-14 --lang en
expect_out '"action": "discipline_test"'
expect_status 0 "$G" situation "$example" "Вольтижеры" "лёгкие роты и 5/60-й" --lang ru
expect_out 'в секторе стрельбы 45°'
expect_status 2 "$G" situation "$example" fr-voltigeurs nobody
expect_err 'TARGET: unknown unit "nobody"'
expect_status 2 "$G" situation "$example" fr-voltigeurs fr-1-14
expect_err 'on the same side'

# targets: every unit's fire targets.
expect_status 0 "$G" targets "$example" --lang en
expect_out 'Voltigeur screen (fr-voltigeurs) (skirmisher fire):'
expect_status 0 "$G" targets "$example" fr-voltigeurs --json
expect_out '"target": "br-skirmishers"'

rm -rf "$out"
finish
