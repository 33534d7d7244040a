#include "rules/damage_levels.h"

namespace grognard::rules {

using model::Arm;
using model::Grade;
using model::UnitSize;

DamageRow damage_row(const DamageClass& unit, const model::RuleOptions& options) {
  if (unit.arm == Arm::artillery) {
    if (unit.size == UnitSize::large || unit.grade == Grade::elite) {
      return {4, 8, 10, "DMG-BATT-LARGE"};
    }
    return {4, 6, options.standard_battery_disperse, "DMG-BATT-STD"};
  }
  if (unit.grade == Grade::elite) return {4, 10, 15, "DMG-ELITE"};
  const bool recruit = unit.grade == Grade::recruit;
  switch (unit.size) {
    case UnitSize::large:
      return {4, 10, recruit ? 12 : 15, recruit ? "DMG-RECRUIT" : "DMG-LARGE"};
    case UnitSize::standard:
      return {4, 8, recruit ? 10 : 12, recruit ? "DMG-RECRUIT" : "DMG-STD"};
    case UnitSize::small:
      return {4, 8, 10, "DMG-SMALL"};
  }
  return {4, 8, 12, "DMG-STD"};
}

int damage_level(const DamageClass& unit, model::Damage damage, const model::RuleOptions& options) {
  const DamageRow row = damage_row(unit, options);
  const int d = damage.whole();
  if (d >= row.level2) return 2;
  if (d >= row.level1) return 1;
  return 0;
}

bool dispersed_by_damage(const DamageClass& unit, model::Damage damage,
                         const model::RuleOptions& options) {
  return damage.whole() >= damage_row(unit, options).disperse;
}

}  // namespace grognard::rules
