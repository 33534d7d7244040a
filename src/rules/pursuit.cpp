#include "rules/pursuit.h"

namespace grognard::rules {

using model::UnitStatus;
using model::UnitType;

std::optional<FollowUp> follow_up(const MeleeWinnerState& winner, UnitStatus loser,
                                  double full_move) {
  // 1. Only an enemy that gave way leaves ground to follow.
  const bool gave_way = loser == UnitStatus::retreating || loser == UnitStatus::broken ||
                        loser == UnitStatus::dispersed || loser == UnitStatus::falling_back;
  if (!gave_way) return std::nullopt;
  // 2. Only close-order foot and horse in good order and free to move follow (PR-MELEE-21c).
  if (winner.status != UnitStatus::ordered || winner.held) return std::nullopt;
  if (winner.type != UnitType::infantry && winner.type != UnitType::cavalry) return std::nullopt;
  // 3. Cavalry rides down a broken enemy it reaches (PR-MELEE-21b) ...
  if (winner.type == UnitType::cavalry && loser == UnitStatus::broken) {
    return FollowUp{full_move, true, "PR-MELEE-21b"};
  }
  // 4. ... otherwise the winner takes the ground (PR-MELEE-21a).
  return FollowUp{3.0, false, "PR-MELEE-21a"};
}

}  // namespace grognard::rules
