# grognard odds / roll for a melee (project rules PR-MELEE-*).
. "$(dirname "$0")/lib.bash"
M='{"action": "melee", "attacker": {"arm": "cavalry", "quality": "veteran", "formation": "column"}, "defender": {"formation": "line"}}'
expect_status 0 "$G" odds "$M" --json
expect_out '"attacker_wins"'
expect_out '"ridden_down"'
expect_status 0 "$G" odds "$M" --lang ru
expect_out 'Рукопашная схватка: точные шансы'
expect_status 0 "$G" roll "$M" --dice 6,6,1,1,3 --lang en
expect_out 'the attacker wins by'
expect_out 'ridden down'
expect_status 0 "$G" roll "$M" --dice 6,6,1,1,3 --json
expect_out '"defender_status": "dispersed"'
expect_status 2 "$G" roll "$M" --dice 6,6,1,1
expect_err 'this roll needs 5 dice'
expect_status 2 "$G" odds '{"action": "melee", "attacker": {"arm": "navy"}, "defender": {}}'
expect_err 'attacker.arm'
expect_status 2 "$G" odds '{"action": "melee", "attacker": {}, "defender": {"redoubt": 30}}'
expect_err 'defender.redoubt'
finish
