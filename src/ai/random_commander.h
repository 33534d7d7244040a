// The random commander: the baseline an AI must beat. Each of its units gives one of the orders
// the game would accept for it now (legal_orders.h), chosen uniformly, a move to a place chosen
// uniformly within its move; it meets a charge with any answer open to it and writes down any
// number of squadrons. Its choices come from the battle's seed and the question, not from the
// battle's dice, so the same seed gives the same battle and a record replays.
#pragma once

#include <cstdint>

#include "game/player.h"

namespace grognard::ai {

class RandomCommander final : public game::Player {
 public:
  std::vector<game::Order> orders(const game::GameState& state, int side) override;
  rules::Response answer_charge(const game::GameState& state, int target, int charger,
                                std::span<const rules::Response> allowed) override;
  int squadrons_for(const game::GameState& state, int unit, int enemy) override;
};

// A well-mixed 64-bit number from the battle's seed and the numbers that name a decision, so
// that a commander's choices depend on the question alone (splitmix64).
std::uint64_t decision_seed(std::uint64_t seed, std::initializer_list<std::int64_t> names);

}  // namespace grognard::ai
