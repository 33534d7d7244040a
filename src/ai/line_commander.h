// The line commander: an AI player that fights a brigade action the way the manuals taught. It
// throws its light companies forward as a screen on the first turn, keeps skirmishers out of
// reach of formed enemy, brings its guns into effective range and unlimbers them, advances its
// battalions to volley range, fires at the nearest target it may, forms square against cavalry,
// re-forms unformed units, and charges only when the exact odds of the melee favour it.
#pragma once

#include "game/player.h"

namespace grognard::ai {

// How the line commander fights: the manual's drill and its distances. The defaults are the
// manual's (and the `line` level's); the searching commander weighs other plans for its own side
// by playing them on to the end of the battle (search_commander.h).
struct LinePlan {
  double charge_threshold = 0.6;  // charges when the attacker wins the melee with this chance
  bool advance = true;            // battalions close with the enemy, or hold their ground
  double infantry_stop = 7.5;     // a battalion this near formed enemy stands
  double infantry_keep = 6.0;     // farther, it advances to stop this far short of it
  double skirmisher_keep = 7.0;   // skirmishers stop this far short of the nearest enemy
  // Battalions sent to take and hold each piece of ground a side scores at the turn limit
  // (PR-VICTORY-2), its own or the enemy's: the nearest formed foot march to its middle and
  // stand there once inside. 0: none (the manual fights the enemy, not for ground).
  int take_ground = 0;
  bool operator==(const LinePlan&) const = default;
};

class LineCommander final : public game::Player {
 public:
  LineCommander() = default;
  explicit LineCommander(LinePlan plan) : plan_(plan) {}

  std::vector<game::Order> orders(const game::GameState& state, int side) override;
  rules::Response answer_charge(const game::GameState& state, int target, int charger,
                                std::span<const rules::Response> allowed) override;
  int squadrons_for(const game::GameState& state, int unit, int enemy) override;

 private:
  LinePlan plan_;
};

}  // namespace grognard::ai
