// How good a position is for one side, as the searching commander (search_commander.h) weighs
// the ends of its look-ahead. A battle is won when the enemy gives way, every brigade of it
// falling back or fleeing (PR-VICTORY-1), so the evaluation's first term is the exact chance of
// that within the next two brigade morale tests (game/brigade_odds.h), for the enemy less for
// the side, in thousandths of a battle. Then what the turn limit counts: losses in PR-VICTORY-1's
// points (a unit lost 100, a point of damage 1), units out of good order, and the ground a
// scenario scores (PR-VICTORY-2), worth more as the turn limit nears; the points equal, the
// margin of losses as the chance that it still decides the battle at the limit (PR-VICTORY-1),
// which counts for more as the limit nears; and what each side's fire and charges threaten from
// where they stand (fire_threat, charge_threat), half counted. A battle
// that is over is worth kWon or -kWon (0 drawn), plus a hundredth of its margin in points and
// losses (at most kWon / 100), so that of two won ends the wider is preferred.
#pragma once

#include "game/state.h"

namespace grognard::ai {

inline constexpr double kWon = 1000.0;
// What a discipline test forced by fire costs the unit tested, on average over its results, in
// the points of Losses::status: most are passed, some leave it Unformed, a few fall back.
inline constexpr double kFireTestCost = 8;

// The value of `state` for `side` (0 or 1): positive when it stands better than the enemy.
double evaluate(const game::GameState& state, int side);

// The chance that `side` gives way at the next two brigade morale tests (its brigades taken as
// independent): 1 when it has already, or has no unit left.
double give_way_odds(const game::GameState& state, int side);

// What losing unit `unit` (dispersed, or sent off the table) would cost its side, in the
// evaluation's points: the unit (100, PR-VICTORY-1) less the damage it already counts, and what
// it does to its brigade: Faltering at once (BRIG-FALTER-3; a worse status stays), tested from
// then on with one more unit lost (BM-MOD-LOST) or dissolved when Demoralised (STATUS-DISP-9),
// the side's odds of giving way within two tests changing by so much (kWon times the change,
// the brigade's morale cost with it). Requires 0 <= unit < state.units.size().
double unit_lost_cost(const game::GameState& state, int unit);

// What `side`'s fire threatens where the units stand: for each of its units that may fire now,
// the exact odds (fire_odds.h) of its best fire among the targets it may choose (range, arc,
// sight and priority as game::fire_targets finds them), valued as its expected damage plus a
// share of a status for the chance of a discipline test, and the unit lost (unit_lost_cost) by
// the chance that its damage reaches the target's dispersal value (STATUS-DISP-1) or, for a
// target whose retreat would end off the table (game::retreat_path, STATUS-DISP-8), that the
// test sends it back (DT-RESULT-3, -4S). Cover, a column's or square's exposure and range bands
// enter through those odds. A unit is lost once: the chances that each firer's fire costs it
// combine (1 - the product of the chances that none does), however many may fire at it.
double fire_threat(const game::GameState& state, int side);

// What `side`'s charges threaten where the units stand: for each of its units that may charge
// now (game::charge_refusal: reach, status, squares, batteries), the best of its charges by the
// exact odds of the melee as it stands, contact assumed (rules::melee_margin_odds): what the
// loser gives up by each margin (retreat, break, or lost, unit_lost_cost, when ridden down or
// when its retreat would end off the table) less what the winner pays.
double charge_threat(const game::GameState& state, int side);

// What `side` has lost so far, in PR-VICTORY-1's points.
struct Losses {
  double units = 0;   // 100 per unit off the table, damage on those still on it (PR-VICTORY-1)
  double status = 0;  // units not in good order: Unformed, falling back, retreating, broken
  double morale = 0;  // brigades faltering or wavering, beyond the odds of giving way
  [[nodiscard]] double total() const { return units + status + morale; }
};
Losses losses_of(const game::GameState& state, int side);

}  // namespace grognard::ai
