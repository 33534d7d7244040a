# grognard odds / roll for the discipline test, the light battalion rally and the brigade morale
# test, in English and Russian, as docs/cli.md shows them.
. "$(dirname "$0")/lib.bash"
R='{"action": "discipline_test", "unit": {"type": "infantry", "quality": "conscript", "size": "standard", "formation": "line", "damage": 4, "unformed": false, "general_attached": false, "status": "ordered"}, "situation": {"flanked": false, "evading": false, "line_to_square_vs_cavalry": false}}'

# EX-DT-RECRUITS: roll 5, -2, final 3: Retreat.
expect_status 0 "$G" roll "$R" --dice 2,3,1 --json
expect_out '"finals": ['
expect_out '"result": "retreat"'
expect_out '"status_after": "retreating"'
expect_out '"clause": "DT-RESULT-3"'
expect_status 0 "$G" roll "$R" --dice 2,3,1 --lang en
expect_out '[DT-PROC-1] 2D6 5, modifiers -2: final score 3'
expect_out '[DT-RESULT-3] 3 or less: Retreat and 1D3 damage'
expect_status 0 "$G" roll "$R" --dice 2,3,1 --lang ru
expect_out 'Проверка Дисциплины: бросок'
expect_out '3 и менее: Отступает и теряет 1Д3 Урона'
expect_out 'Статус после проверки: Отступление'

expect_status 0 "$G" odds "$R" --json
expect_out '"ordered": 0.2777777777777778'
expect_out '"-1": 0.0277777777777777'
expect_out '"broken": 0.0'
expect_status 0 "$G" odds "$R" --lang en
expect_out 'Discipline test: exact odds'
expect_out '44.444%'
expect_status 0 "$G" odds "$R" --lang ru
expect_out 'Проверка Дисциплины: точные шансы'

# A retreating unit breaks without dice (DT-NOTE-2).
B='{"action": "discipline_test", "unit": {"type": "infantry", "quality": "line", "size": "standard", "formation": "line", "damage": 0, "status": "retreating"}}'
expect_status 0 "$G" roll "$B" --seed 3 --json
expect_out '"result": "broken"'
expect_out '"dice": []'

# Several tests: the worst applies (DT-PROC-2); the dice order is each test's 2D6, then the D3.
M='{"action": "discipline_test", "unit": {"type": "cavalry", "quality": "veteran", "size": "standard", "formation": "line", "damage": 0}, "situation": {"triggers": ["fire", "rear_charge"], "flanked_by": "cavalry"}}'
expect_status 0 "$G" roll "$M" --dice 6,5,1,1,2 --lang en
expect_out 'several tests: the worst result applies: Retreat'
expect_status 2 "$G" roll "$M" --dice 6,5,1,1
expect_err 'error: --dice: too few dice: this roll needs 5 dice'

# The light battalion rally test (S11.7, S11.8).
L='{"action": "rally_test", "unit": {"quality": "veteran", "superior_general_attached": true}}'
expect_status 0 "$G" odds "$L" --json
expect_out '"rallied": 0.583333333333333'
expect_status 0 "$G" roll "$L" --dice 3,4 --lang ru
expect_out 'Тест на Сбор легкого батальона: бросок'
expect_out 'собран'
expect_status 2 "$G" odds '{"action": "rally_test", "unit": {"quality": "line"}, "situation": {"enemy_within_charge_distance": true}}'
expect_err 'error: situation.enemy_within_charge_distance: rally impossible'
expect_status 0 "$G" odds '{"action": "rally_test", "unit": {"quality": "line"}, "situation": {"enemy_within_charge_distance": true}, "rules": {"lb_rally_block": "reach"}}' --json
expect_out '"rallied": 0.4166666666666667'

# The brigade morale test (BM-*) and S16.6.
T='{"action": "brigade_morale_test", "brigade": {"status": "faltering", "quality": "line", "units": 4, "broken": 1}}'
expect_status 0 "$G" odds "$T" --json
expect_out '"obeying": 0.2777777777777778'
expect_out '"reason": "BM-TRIGGER-1"'
expect_status 0 "$G" roll "$T" --dice 1,1 --lang en
expect_out 'Brigade morale test: roll'
expect_out '[BM-RESULT-2]'
expect_status 0 "$G" roll "$T" --dice 4,5 --lang ru
expect_out 'Подчиняется Приказам'
expect_status 2 "$G" odds '{"action": "brigade_morale_test", "brigade": {"status": "obeying", "quality": "line", "units": 4, "lost": 3}}' --lang ru
expect_err 'ошибка: brigade.status:'
expect_status 0 "$G" odds '{"action": "brigade_morale_test", "brigade": {"status": "obeying", "quality": "line", "units": 4, "lost": 3}, "rules": {"brigade_morale": true}}' --json
expect_out '"reason": "S16.6-1"'

# Bad input: exit status 2 and one line naming the field, in both languages.
expect_status 2 "$G" odds '{"action": "discipline_test", "unit": {"type": "infantry", "quality": "line", "size": "standard", "formation": "line", "damage": 0.3}}'
expect_err 'error: unit.damage: damage is kept in half points, got 0.3'
expect_status 2 "$G" odds '{"action": "discipline_test", "unit": {"type": "skirmish_screen", "quality": "line", "size": "small", "damage": 0}, "situation": {"evading": true}}' --lang ru
expect_err 'ошибка: situation.evading: Застрельщики, атакованные сомкнутым строем, Уклоняются без Проверки Дисциплины (S11.25-2)'
expect_status 2 "$G" odds '{"action": "discipline_test", "unit": {"type": "infantry", "quality": "line", "size": "standard", "formation": "line", "damage": 0}, "situation": {"triggers": ["volley"]}}' --json
expect_out '"field": "situation.triggers[0]"'
expect_status 2 "$G" odds '{"action": "discipline_test", "unit": {"type": "infantry", "quality": "line", "size": "standard", "formation": "line", "damage": 0, "status": "dispersed"}}'
expect_err 'error: unit.status: a dispersed unit is out of play'

expect_status 0 "$G" rules --lang en
expect_out 'retreat_d3'
expect_out 'lb_rally_block'
expect_out '[S16.6]'
finish
