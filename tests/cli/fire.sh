# grognard odds / roll for volleys, artillery, weather and redoubts, as docs/cli.md shows them.
. "$(dirname "$0")/lib.bash"
V='{"action": "volley", "firer": {"quality": "veteran", "nation": "british", "size": "standard", "formation": "line", "damage": 0, "moved": false, "unformed": false, "lost_fire_discipline": false, "in_building": false}, "target": {"type": "infantry", "formation": "column", "cover": "open", "garrison": false}, "range": 2.5, "weather": "fair", "rules": {"smoke": false}}'
A='{"action": "artillery_fire", "firer": {"calibre": "6-9", "quality": "line", "size": "standard", "nation": "french", "damage": 0, "moved": false, "horse": false, "unformed": false, "low_ammo": false, "assault_fire": false, "first_fatigue_ignored": false}, "target": {"type": "infantry", "formation": "line", "cover": "open", "garrison": false}, "range": 30, "rules": {}}'

# The issue's volley: exact odds, JSON and text in both languages.
expect_status 0 "$G" odds "$V" --json
expect_out '"action": "volley"'
expect_out '"row": "superior"'
expect_out '"discipline_test": 0.41666666666666'
expect_out '"lost_fire_discipline": 0.08333333333333'
expect_out '"fate": 0.02777777777777'
expect_status 0 "$G" odds "$V" --lang en
expect_out 'Volley: exact odds'
expect_out 'Superior volley'
expect_out 'Lost fire discipline (LFD)'
expect_status 0 "$G" odds "$V" --lang ru
expect_out 'Залп: точные шансы'
expect_out 'Отличный Залп'

# EX-F-VOLLEY: French line that moved rolls 8: the Poor volley, 2 damage.
E='{"action": "volley", "firer": {"quality": "line", "nation": "french", "moved": true}, "target": {"type": "infantry"}, "range": 4}'
expect_status 0 "$G" roll "$E" --dice 3,5 --lang en
expect_out '[F-MOD-6a] the firers moved: Poor volley'
expect_out '[F-TABLE-POOR] dice 2D6: 3 5'
expect_out '[F-TABLE-POOR-8] Poor volley, column 8: 2 damage'
expect_out 'damage to the target: 2'
expect_status 0 "$G" roll "$E" --dice 3,5 --lang ru
expect_out '[F-MOD-6a] стрелки Двигались: «Худший Залп»'
expect_out '[F-TABLE-POOR-8] Худший Залп, колонка 8: 2 Урона'
expect_status 0 "$G" roll "$E" --dice 3,5 --json
expect_out '"damage": 2'
expect_out '"clause": "F-TABLE-POOR-8"'

# The issue's battery, and EX-ART-ASSAULT: assault fire at long range, 8, then DD 2 and 6.
expect_status 0 "$G" odds "$A" --json
expect_out '"action": "artillery_fire"'
expect_out '"fatigue": {'
expect_out '"low_ammo": 0.02777777777777'
expect_out '"no_ammo": 0.0'
X='{"action": "artillery_fire", "firer": {"calibre": "6-9", "nation": "french", "assault_fire": true}, "target": {"type": "infantry"}, "range": 40}'
expect_status 0 "$G" roll "$X" --dice 3,5,2,6 --lang en
expect_out '[F-TABLE-AL-8] battery fire, long range, column 8: 1 damage'
expect_out '[F-MOD-A3] assault fire: +2 DD'
expect_out '[DECISIONS §4] dice 2DD: 2 6'
expect_out 'table 1 + damage dice 1 = 2'
expect_status 0 "$G" roll "$X" --dice 3,5,2,6 --lang ru
expect_out 'Стрельба Батареи, Дальняя дистанция, колонка 8: 1 Урона'
expect_out 'Штурмовой огонь: +2 КУ'
expect_status 2 "$G" roll "$X" --dice 3,5,2
expect_err 'error: --dice: too few dice: this roll needs 4 dice'

# Weather and redoubts.
expect_status 0 "$G" odds '{"action": "weather", "season": "favourable"}' --json
expect_out '"rain": 0.02777777777777'
expect_status 0 "$G" roll '{"action": "weather", "season": "unfavourable", "turn": 4}' --dice 6,6 --lang en
expect_out 'heavy snow'
expect_status 0 "$G" roll '{"action": "weather", "season": "unfavourable", "turn": 4}' --dice 6,6 --json
expect_out '"next_roll_turn": 10'
expect_status 0 "$G" odds '{"action": "redoubt_hit", "defence": 12}' --json
expect_out '"11": 0.5'
expect_status 0 "$G" roll '{"action": "redoubt_hit", "defence": 12}' --dice 6 --lang ru
expect_out 'фактор защиты -2: теперь 10 из 12'

# Bad input: exit status 2 and one line naming the field.
expect_status 2 "$G" odds '{"action": "volley", "firer": {"quality": "line"}, "target": {"type": "infantry"}, "range": 10}'
expect_err 'error: range: out of range: a musket volley reaches 9 in (F-RANGE-2)'
expect_status 2 "$G" odds '{"action": "volley", "firer": {"quality": "line"}, "target": {"type": "infantry"}, "range": 10}' --lang ru
expect_err 'ошибка: range: вне дистанции'
expect_status 2 "$G" odds '{"action": "artillery_fire", "firer": {"calibre": "6-9"}, "target": {"type": "infantry"}, "range": 60}'
expect_err 'error: range: out of range: a 6-9 pdr battery reaches 55 in (F-RANGE-ART-2)'
expect_status 2 "$G" odds '{"action": "artillery_fire", "firer": {"calibre": "9"}, "target": {"type": "infantry"}, "range": 6}'
expect_err 'error: firer.calibre: expected one of 3-4|6-9|12, got "9"'
expect_status 2 "$G" odds '{"action": "volley", "firer": {"quality": "line"}, "target": {"type": "cavalry", "formation": "square"}, "range": 4}'
expect_err 'error: target.formation:'
expect_status 2 "$G" odds '{"action": "volley", "firer": {"quality": "line", "through_friendly_screen": true}, "target": {"type": "infantry"}, "range": 4}'
expect_err 'error: firer.through_friendly_screen: no infantry fires through a friendly skirmish screen (S11.26a)'
expect_status 2 "$G" odds '{"action": "weather", "season": "spring"}' --json
expect_out '"field": "season"'
expect_status 2 "$G" odds '{"action": "redoubt_hit", "defence": 12, "rules": {"redoubts": false}}'
expect_err 'error: rules.redoubts:'

# The fire options are listed.
expect_status 0 "$G" rules --lang en
expect_out 'damage_die_hits_on'
expect_out 'horse_artillery_penalty'
expect_out 'battalion_guns'
finish
