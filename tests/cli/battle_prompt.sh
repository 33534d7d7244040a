# grognard battle --side / --dice hand: a human commanding a side and rolling the dice from a
# script of commands, as docs/cli.md "Commanding a side" shows it.
. "$(dirname "$0")/lib.bash"
out=$(mktemp -d)

# A side the battle does not have, or dice that are not "hand": exit 2, naming the option.
expect_status 2 "$G" battle "${LINE_AI[@]}" --seed 5 --side Prussians --lang en
expect_err 'error: --side: no side "Prussians" in this battle: give French, British, or 0 or 1'
expect_status 2 "$G" battle "${LINE_AI[@]}" --seed 5 --dice feet --lang en
expect_err '--dice'

# Turn 1 as the French: the lists, an order withdrawn, a screen, the odds of a volley, a refused
# fire with its clause, a fire confirmed; then the end of input, and the battle plays to its end.
cat >"$out/turn1" <<'EOF'
units
orders Bat
done
done
orders 1/31
move 1 30 12
move 2 44 50
undo
screen 0
given
done
orders 1
odds 1 8
fire 3 6
fire 1 8
yes
done
EOF
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 5 --side French --lang en <"$out/turn1"
expect_out 'You command French. Type help for the commands.'
expect_out 'French, command phase> units'
expect_out '   4  Batterie à pied 6/1: obeys orders, unlimbered, (53.0, 5.0) facing 0°, figures 12, damage 0'
expect_out '   2. assault_fire 4           assault fire this turn (two ADCs)'
expect_out '   5. move 0 X Y [FACING]      move at most 6" in open ground'
expect_out '   6. screen 0 1 2 3           send the light companies of 1/31e Ligne, 2/31e Ligne, 3/31e Ligne, 1/12e Léger forward as a skirmish screen'
expect_out 'order withdrawn: 3/31e Ligne: move towards (44, 50), facing 0°'
expect_out 'order given: 1/31e Ligne: send the light companies of 1/31e Ligne, 3/31e Ligne, 1/12e Léger forward as a skirmish screen'
expect_out '  [S11.2c] Brigade Godinot: skirmish screen forms, 18 figures, first-class skirmishers'
expect_out '   2. fire 1 8                 fire at Light companies and 5/60th, 7" away'
expect_out '2/31e Ligne fires at Light companies and 5/60th, 7" away:'
expect_out 'Volley: exact odds'
expect_out '       1   25.000% ##########'
expect_out 'Expected damage: 0.611'
expect_out '[F-RANGE-2] 1/12e Léger: order refused: out of range'
expect_out 'give this order? (yes/no)> yes'
expect_out 'order given: 2/31e Ligne: fire at Light companies and 5/60th, 7" away'
expect_out '  [PR-FIRE-1] 2/31e Ligne fires at Light companies and 5/60th at 7"'
expect_out 'end of input: the orders given go out'
if ! grep -qE '^(Winner: |The battle is drawn)' /tmp/cli.out.$$; then
  echo "FAIL: the battle did not finish"; fails=$((fails+1))
fi

# A charge at one of yours: the answers allowed, a bad answer asked again, then the answer.
{ yes done | head -21; echo maybe; echo fire; } >"$out/charge"
expect_status 0 "$G" battle --seed 11 --side french --ai British=line --lang en <"$out/charge"
expect_out '3/31e Ligne is charged by 2/88th Foot, 6" away. How does it answer?'
expect_out '  1. fire    stand and fire a closing volley'
expect_out 'answer with a number from 1 to 2 or a word: fire, stand'
expect_out '  [PR-CHARGE-4] 3/31e Ligne fires at 2/88th Foot as it charges in'

# Russian, the side by its Russian name; quit leaves at once.
printf 'orders 1-й\nquit\n' >"$out/quit"
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 5 --side Французы --lang ru <"$out/quit"
expect_out 'Вы командуете стороной «Французы».'
expect_out '«1-й» — это может быть'
expect_out 'Вы покидаете сражение на ходу 1.'

# A light battalion deploys (S11.5, S11.6.1): too many companies refused, as many as it may given.
printf 'done\ndone\ndeploy 3 4\ndeploy 3\ndone\nquit\n' >"$out/deploy"
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 5 --side french --lang en <"$out/deploy"
expect_out '[S11.5-2] 1/12e Léger: order refused: more companies than its quality lets it deploy'
expect_out 'order given: 1/12e Léger: send 3 of its companies forward as skirmishers, the line to (62, 15)'
expect_out '  [S11.5-2] companies deployed as skirmishers: 3 (18 figures); 18 figures stay as command companies'

# --report with --side: the page of the battle as far as it went, the table at the start.
printf 'quit\n' >"$out/quit_en"
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 5 --side french --lang en --report "$out/prompt.html" <"$out/quit_en"
expect_out "Report written: $out/prompt.html"
if ! grep -q '<svg' "$out/prompt.html"; then
  echo "FAIL: the report of a battle at the prompt has no table"; fails=$((fails+1))
fi

# Dice by hand: each roll named by its clause; a face out of 1..6 and the wrong count are refused
# and asked again; after the end of input the computer rolls and the battle goes on to its end.
printf '4 5\n7\n1 2 3\n6\n' >"$out/dice"
expect_status 0 "$G" battle "${LINE_AI[@]}" --seed 7 --dice hand --lang en <"$out/dice"
expect_out '[S16.7-2] 2D6 (2 D6)> 4 5'
expect_out '  [S16.7-2] dice for the weather 2D6: 4 5'
expect_out '"7" is not a die: a die shows 1 to 6'
expect_out 'this roll needs 1 D6 (1D6), you gave 3'
expect_out '  [PR-CMD-3] French: dice for the initiative 1D6: 6'
expect_out 'end of input: from here on the computer rolls the dice'
if ! grep -qE '^(Winner: |The battle is drawn)' /tmp/cli.out.$$; then
  echo "FAIL: the battle with hand dice did not finish"; fails=$((fails+1))
fi

# With nothing to read, --dice hand plays the battle --seed plays: the same narration.
"$G" battle "${LINE_AI[@]}" --seed 7 --lang en | grep -E '^(  \[|== |Winner|The battle)' >"$out/ai"
"$G" battle "${LINE_AI[@]}" --seed 7 --dice hand --lang en </dev/null | grep -E '^(  \[|== |Winner|The battle)' >"$out/hand"
if ! cmp -s "$out/ai" "$out/hand"; then
  echo "FAIL: --dice hand with no input differs from --seed 7"; diff "$out/ai" "$out/hand" | head; fails=$((fails+1))
fi

rm -rf "$out"
finish
