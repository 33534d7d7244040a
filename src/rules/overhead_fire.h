// Overhead fire (ART-OVERHEAD-1..3): when a battery may fire over a friendly unit, a friendly
// skirmish screen included (G-39 (A)).
#pragma once

#include <string_view>

#include "model/distance.h"
#include "model/fire.h"

namespace grognard::rules {

// A friendly unit in the line of fire. Terrain levels are integers; "lower" is a strictly lower
// level (G-49). Distances in engine inches.
struct FiredOver {
  int level = 0;
  double from_battery = 0;  // from the firing battery's front
  double from_target = 0;   // from the target, in any direction
};

// 15 cm [9"]: the friendly unit must be no nearer to the battery's front or to the target
// (ART-OVERHEAD-2; "не ближе 15см", so exactly 9" is allowed).
inline constexpr model::RuleDistance kOverheadClearance{9, 15};

enum class OverheadProblem { none, not_lower, near_battery, near_target, canister };

struct OverheadFinding {
  OverheadProblem problem;
  std::string_view clause;
};

// Whether a battery standing at `battery_level` may fire in `band` over `unit`: only roundshot
// (ART-OVERHEAD-3), over a unit lower than the battery (ART-OVERHEAD-1) and at least 9" from
// both the battery's front and the target (ART-OVERHEAD-2).
OverheadFinding overhead_fire(int battery_level, const FiredOver& unit, model::RangeBand band,
                              model::Scale scale);

}  // namespace grognard::rules
