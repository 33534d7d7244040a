// The built-in battle (issue 6): the seeds' own examples on a 6' x 4' Peninsular table. A French
// brigade of three 36-figure line battalions that throws forward its voltigeurs (EX-11.3A) and a
// légère battalion, against a British brigade of two 30-figure line battalions, a 24-figure KGL
// light battalion and 14 attached skirmishers (EX-11.3B), each with a foot battery; a village, a
// wood, a hill and a stream.
#pragma once

#include <string_view>

#include "game/state.h"
#include "scenario/scenario.h"

namespace grognard::game {

// The scenario file of the built-in battle (scenarios/default.toml, embedded in the binary).
std::string_view peninsular_scenario_text();

// That scenario, loaded.
scenario::Scenario peninsular_scenario();

// The starting state, before any die is rolled; seed it with seed_dice().
GameState peninsular_battle();

}  // namespace grognard::game
