// The rules' invariants of a battle state (PR-INV-*): what must hold after every phase whatever
// the dice. A conformance test plays many battles and checks them all the way through.
#pragma once

#include <string>
#include <vector>

#include "game/state.h"

namespace grognard::game {

// Every invariant that `s` breaks, one line each; empty when it is sound:
// figures never negative and never above the initial strength (PR-INV-1); damage never
// negative, and below the dispersal value for a unit still on the table (PR-INV-2, DMG-DISPERSE);
// a formation the unit's type may take (PR-INV-3); a dispersed unit not engaged (PR-INV-4);
// after the movement phase, no skirmisher 3" or less from formed enemy infantry or cavalry
// unless it is in melee (PR-INV-5, S11.22-1); a deployed light battalion's
// command companies within its figures, and none for any other unit (PR-INV-6, S11.6-LOSS).
std::vector<std::string> broken_invariants(const GameState& s);

}  // namespace grognard::game
