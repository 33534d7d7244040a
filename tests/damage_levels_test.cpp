// TBL-DAMAGE: every row, on both sides of every threshold.
#include <gtest/gtest.h>

#include "rules/damage_levels.h"

namespace grognard::rules {
namespace {

using model::Arm;
using model::Damage;
using model::Grade;
using model::UnitSize;

struct Row {
  DamageClass unit;
  int level1, level2, disperse;
  const char* clause;
};

void check(const Row& r, const model::RuleOptions& o = {}) {
  const DamageRow row = damage_row(r.unit, o);
  EXPECT_EQ(row.clause, std::string_view(r.clause));
  EXPECT_EQ(damage_level(r.unit, Damage::points(r.level1 - 1), o), 0) << r.clause;
  EXPECT_EQ(damage_level(r.unit, Damage::halves(2 * r.level1 - 1), o), 0) << r.clause;
  EXPECT_EQ(damage_level(r.unit, Damage::points(r.level1), o), 1) << r.clause;
  EXPECT_EQ(damage_level(r.unit, Damage::points(r.level2 - 1), o), 1) << r.clause;
  EXPECT_EQ(damage_level(r.unit, Damage::points(r.level2), o), 2) << r.clause;
  EXPECT_FALSE(dispersed_by_damage(r.unit, Damage::halves(2 * r.disperse - 1), o)) << r.clause;
  EXPECT_TRUE(dispersed_by_damage(r.unit, Damage::points(r.disperse), o)) << r.clause;
}

TEST(DamageLevels, DMG_ELITE) {
  for (auto size : {UnitSize::small, UnitSize::standard, UnitSize::large}) {
    check({{Arm::infantry, size, Grade::elite}, 4, 10, 15, "DMG-ELITE"});
    check({{Arm::cavalry, size, Grade::elite}, 4, 10, 15, "DMG-ELITE"});
  }
}
TEST(DamageLevels, DMG_LARGE) {
  check({{Arm::infantry, UnitSize::large, Grade::line}, 4, 10, 15, "DMG-LARGE"});
}
TEST(DamageLevels, DMG_STD) {
  check({{Arm::infantry, UnitSize::standard, Grade::veteran}, 4, 8, 12, "DMG-STD"});
  check({{Arm::cavalry, UnitSize::standard, Grade::line}, 4, 8, 12, "DMG-STD"});
}
TEST(DamageLevels, DMG_SMALL) {
  check({{Arm::infantry, UnitSize::small, Grade::recruit}, 4, 8, 10, "DMG-SMALL"});
}
TEST(DamageLevels, DMG_RECRUIT) {
  check({{Arm::infantry, UnitSize::large, Grade::recruit}, 4, 10, 12, "DMG-RECRUIT"});
  check({{Arm::infantry, UnitSize::standard, Grade::recruit}, 4, 8, 10, "DMG-RECRUIT"});
}
TEST(DamageLevels, DMG_BATT_LARGE) {
  check({{Arm::artillery, UnitSize::large, Grade::line}, 4, 8, 10, "DMG-BATT-LARGE"});
  check({{Arm::artillery, UnitSize::standard, Grade::elite}, 4, 8, 10, "DMG-BATT-LARGE"});
}
TEST(DamageLevels, DMG_BATT_STD_G_05_DispersesAt8ByDefault) {
  check({{Arm::artillery, UnitSize::standard, Grade::line}, 4, 6, 8, "DMG-BATT-STD"});
  model::RuleOptions printed;
  printed.standard_battery_disperse = 18;
  check({{Arm::artillery, UnitSize::standard, Grade::line}, 4, 6, 18, "DMG-BATT-STD"}, printed);
}
TEST(DamageLevels, DMG_FRESH_ZeroToThree) {
  const DamageClass u{Arm::infantry, UnitSize::standard, Grade::line};
  EXPECT_EQ(damage_level(u, Damage::points(3), {}), 0);
  EXPECT_EQ(damage_level(u, Damage::halves(7), {}), 0);  // 3.5 reads as 3
}

}  // namespace
}  // namespace grognard::rules
