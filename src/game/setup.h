// A battle set up from a scenario (issue 6): the scenario's armies become the two sides, its
// brigades and their generals the brigades, its units the units, where the file placed them,
// its terrain the ground, its season, turn limit and victory conditions the battle's.
#pragma once

#include <cstddef>
#include <vector>

#include "game/state.h"
#include "scenario/error.h"
#include "scenario/scenario.h"

namespace grognard::game {

// The starting state of a battle on `scenario`, before any die is rolled (seed it with
// seed_dice()). Unit i of the state is unit i of the scenario; a brigade's general is the
// scenario's general of that brigade (his rating sets the ADCs, PR-CMD-1).
// Errors (naming the file, line and field): not exactly two armies; an army with no unit; a unit
// already dispersed, or a light battalion deployed as skirmishers (a battle starts it formed:
// the game deploys it, S11.5); more than one general for a brigade.
scenario::Loaded<GameState> battle_from(const scenario::Scenario& scenario);

// Where each unit of `state` stands, as the bases of a scenario: the starting scenario with its
// units moved, re-formed, damaged and counted as they are now, and the units formed since
// (skirmish screens) added. Used to draw the table during a battle (scenario/draw.h).
// Requires `state` to have been set up from `start`.
scenario::Scenario scenario_now(const GameState& state, const scenario::Scenario& start);

}  // namespace grognard::game
