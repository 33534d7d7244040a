# grognard battle on a scenario with a battalion gun and squadron charges (S16.1, S16.2): the
# `abandon` order refused with its clause, a charge by squadrons, the squadrons written down at
# the prompt without seeing the charger's count, then both revealed.
. "$(dirname "$0")/lib.bash"
out=$(mktemp -d)
scenario="$(dirname "$0")/../data/squadrons_guns.toml"

cat >"$out/orders" <<'CMDS'
units
done
charge hussars dragoons 5
charge hussars dragoons 2
given
done
abandon gunners
done
CMDS
expect_status 0 "$G" battle "${LINE_AI[@]}" "$scenario" --seed 1 --side 0 --lang en <"$out/orders"
expect_out 'figures 24, damage 0, battalion gun, crew 4'
expect_out 'figures 12, damage 0, 3 squadrons'
expect_out '[S16.2-1] hussars: order refused: more squadrons than the regiment has'
expect_out 'order given: hussars: charge dragoons, 16" away, 2 squadrons'
expect_out 'charge 1 3 2'
expect_out '[S16.2-2] the written counts revealed: hussars charges with 2 squadrons, dragoons meets it with 4'
expect_out '[S16.1f] gunners: order refused: the battalion has lost fewer than four figures'

# The dragoons charge the hussars: a count out of range is asked again, then both are revealed
# and the single squadron, outnumbered 4:1, tests at -2 (S16.2-4).
{ yes done | head -5; echo 9; echo 1; echo stand; } >"$out/squadrons"
expect_status 0 "$G" battle "${LINE_AI[@]}" "$scenario" --seed 1 --side 0 --lang en <"$out/squadrons"
expect_out "hussars is charged by dragoons. Write down how many of its 3 squadrons meet the charge; the charger's count is revealed with yours"
expect_out 'a number from 1 to 3, or all (an empty line: the whole regiment)'
expect_out '[S16.2-2] the written counts revealed: dragoons charges with 4 squadrons, hussars meets it with 1'
expect_out '[S16.2-4] hussars: 1 squadron charging 4, outnumbered 3:1: -2'

# The table drawn marks the gun and the squadrons.
expect_status 0 "$G" draw "$scenario" -o "$out/table.svg" --lang en
if ! grep -q 'battalion gun 1' "$out/table.svg" || ! grep -q '3 squadrons' "$out/table.svg"; then
  echo "FAIL: the drawing lacks the battalion gun or the squadrons"; fails=$((fails+1))
fi

rm -rf "$out"
finish
