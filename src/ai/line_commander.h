// The line commander: an AI player that fights a brigade action the way the manuals taught. It
// throws its light companies forward as a screen on the first turn, keeps skirmishers out of
// reach of formed enemy, brings its guns into effective range and unlimbers them, advances its
// battalions to volley range, fires at the nearest target it may, forms square against cavalry,
// re-forms unformed units, and charges only when the exact odds of the melee favour it.
#pragma once

#include "game/player.h"

namespace grognard::ai {

class LineCommander final : public game::Player {
 public:
  // Charges when the attacker wins the melee with at least this probability.
  explicit LineCommander(double charge_threshold = 0.6) : charge_threshold_(charge_threshold) {}

  std::vector<game::Order> orders(const game::GameState& state, int side) override;
  rules::Response answer_charge(const game::GameState& state, int target, int charger,
                                std::span<const rules::Response> allowed) override;
  int squadrons_for(const game::GameState& state, int unit, int enemy) override;

 private:
  double charge_threshold_;
};

}  // namespace grognard::ai
