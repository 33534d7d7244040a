// S11.22: skirmishers fall back the moment a close-order enemy comes within 3", as a bonus move
// (S11.22-6). Where they go: straight away from the enemy until every base is 3" clear
// (S11.21's limit, which 3" exactly meets); if they cannot keep the distance that way, to the
// rear of a friendly close-order unit, to its flank, or into cover (S11.22-4); if the friend
// they would go behind is in melee, they retreat instead (S11.22-5).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "scenario/fire_position.h"

namespace grognard::scenario {

enum class FallBack {
  not_needed,     // no close-order enemy within 3"
  straight_back,  // away from the enemy (S11.22-1)
  behind_friend,  // to the rear of a friendly close-order unit (S11.22-4)
  flank_of_friend,
  into_cover,
  retreat,  // the friend is in melee: the skirmishers retreat instead (S11.22-5)
  blocked,  // nowhere to go on this table
};

struct FallBackPlan {
  FallBack kind = FallBack::not_needed;
  std::string_view clause;
  std::vector<std::size_t> threats;        // enemy units that trigger it
  table::Vec move;                         // the same displacement for every base
  double distance = 0;                     // its length, engine inches
  std::optional<std::size_t> friend_unit;  // a unit as the position numbers it
  std::optional<std::size_t> cover;        // terrain feature
};

// Straight back goes at most this far (engine inches) before the other places are tried.
inline constexpr double kFallBackSearch = 24;

// Where skirmisher `unit` falls back in `position` (a scenario's Field, or a battle's board): the
// referee's `check` and the battle ask this one derivation. Every base ends more than 3" from
// every close-order enemy (S11.22-1 fires at 3" exactly), on the table and on no other base.
// Nothing is needed for a unit that is not skirmishers or is off the table.
FallBackPlan plan_fall_back(const FirePosition& position, std::size_t unit);

}  // namespace grognard::scenario
