// The answers the searching commander weighs for one unit in the current phase: a handful of
// the orders the game would accept (legal_orders.h), each with what it is meant to do. Every
// candidate is legal in the state given; the first is always to hold, the second the line
// commander's own order for the unit when it has one, so that the search starts from the
// manual's answer and moves away from it only when the look-ahead finds better.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "game/order.h"
#include "game/state.h"

namespace grognard::ai {

struct Candidate {
  game::Order order;
  // What it is for, a term of the text layer ("ai.hold", "ai.drill", "ai.close", "ai.stand_off",
  // "ai.retire", "ai.cover", "ai.ground", or the order's own kind "ai.fire", "ai.charge", ...).
  std::string_view why;
};

// At most `most` candidates for `unit` of `side` in state.phase, holding first; `drill` is the
// line commander's order for it (if any). Requires the unit to be the side's.
std::vector<Candidate> candidates(const game::GameState& s, int side, int unit,
                                  const std::optional<game::Order>& drill, std::size_t most = 8);

}  // namespace grognard::ai
