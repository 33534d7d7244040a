#include "rules/overhead_fire.h"

namespace grognard::rules {

OverheadFinding overhead_fire(int battery_level, const FiredOver& unit, model::RangeBand band,
                              model::Scale scale) {
  if (!model::roundshot(band)) return {OverheadProblem::canister, "ART-OVERHEAD-3"};
  if (unit.level >= battery_level) return {OverheadProblem::not_lower, "ART-OVERHEAD-1"};
  const double clearance = model::rule_inches(kOverheadClearance, scale) - 1e-9;
  if (unit.from_battery < clearance) return {OverheadProblem::near_battery, "ART-OVERHEAD-2"};
  if (unit.from_target < clearance) return {OverheadProblem::near_target, "ART-OVERHEAD-2"};
  return {OverheadProblem::none, "ART-OVERHEAD-1"};
}

}  // namespace grognard::rules
