// Damage thresholds by unit size and arm (TBL-DAMAGE, seed 003 "Урон"): the level that drives
// the fire modifiers (F-MOD-3, F-MOD-A4) and the discipline-test modifiers (DT-MOD-DMG,
// DT-MOD-ARTDMG), and the damage at which a unit is dispersed (STATUS-DISP-1).
#pragma once

#include <string_view>

#include "model/damage.h"
#include "model/quality.h"
#include "model/rule_options.h"
#include "model/troops.h"
#include "model/unit_size.h"

namespace grognard::rules {

// Who a row of TBL-DAMAGE is for.
struct DamageClass {
  model::Arm arm = model::Arm::infantry;
  model::UnitSize size = model::UnitSize::standard;
  model::Grade grade = model::Grade::line;  // elite units have their own row
};

struct DamageRow {
  int level1;    // from this much damage: -1
  int level2;    // from this much: -2
  int disperse;  // at this much: dispersed
  std::string_view clause;
};

// The row of TBL-DAMAGE for a unit. Elite infantry and cavalry of any size use DMG-ELITE; large
// or elite batteries DMG-BATT-LARGE; a standard battery DMG-BATT-STD with the
// `standard_battery_disperse` option (8 by default, G-05); recruit large and standard battalions
// disperse earlier (DMG-RECRUIT). Small batteries use the standard battery's row.
DamageRow damage_row(const DamageClass& unit, const model::RuleOptions& options);

// 0 while Fresh (0-3 damage, DMG-FRESH), 1 at level 1, 2 at level 2; reads whole points.
int damage_level(const DamageClass& unit, model::Damage damage, const model::RuleOptions& options);

// True when the unit's damage has reached its dispersal value (DMG-DISPERSE).
bool dispersed_by_damage(const DamageClass& unit, model::Damage damage,
                         const model::RuleOptions& options);

}  // namespace grognard::rules
