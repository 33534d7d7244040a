// A melee measured on the table: who fights at what (PR-MELEE-*), for the melee phase and for a
// player weighing a charge.
#pragma once

#include "game/board.h"
#include "game/state.h"
#include "rules/melee.h"

namespace grognard::game {

// The melee `charger` would fight against `target` where they stand: cover of the defender's
// ground (PR-MELEE-11), supports within 3" (PR-MELEE-7).
rules::Melee melee_of(const GameState& s, const Board& b, int charger, int target);

}  // namespace grognard::game
