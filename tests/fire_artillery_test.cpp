// Artillery (seed 003): range bands (F-RANGE-ART), modifiers and damage dice (F-MOD-A1..A11),
// fatigue (ART-FATIGUE, ART-ELITE, ART-LARGE), ammunition (ART-LOWAMMO, ART-NOAMMO),
// bounce-through (ART-BOUNCE), overhead fire (ART-OVERHEAD), the assault-fire example
// (EX-ART-ASSAULT). Each test is named after the clause it checks; values are exact.
#include <gtest/gtest.h>

#include "fire_test_util.h"
#include "rules/fire_ranges.h"

namespace grognard::rules {
namespace {

using firetest::artillery_with;
using firetest::battery;
using firetest::dice_for;
using model::Calibre;
using model::Damage;
using model::Formation;
using model::Quality;
using model::RangeBand;
using model::Scale;
using model::TargetType;
using model::UnitSize;

std::vector<std::string_view> clauses(const Tally& t) {
  std::vector<std::string_view> c;
  for (const auto& i : t.items()) c.push_back(i.clause);
  return c;
}

// EX-ART-ASSAULT: a French battery (neither elite nor large) fires assault fire at long range at
// Russian line infantry; 2D6 = 8 (not a double), no modifiers: 1 damage; the two assault dice
// show 2 and 6: +1; 2 damage in all. No DT, no FD, no low ammunition.
TEST(Artillery, EX_ART_ASSAULT_AssaultFireAtLongRangeTwoDamage) {
  ArtilleryFire a = battery(40);
  a.nation = model::Nation::french;
  a.assault_fire = true;
  a.target.type = TargetType::infantry;
  a.target.formation = Formation::line;
  EXPECT_EQ(artillery_fire_band(a), RangeBand::long_range);
  EXPECT_EQ(artillery_modifiers(a).total(), 0);
  EXPECT_EQ(artillery_damage_dice(a, false).total(), 2);
  Events events;
  const auto r = artillery_with(a, {3, 5, 2, 6}, &events);
  EXPECT_EQ(r.score, 8);
  EXPECT_EQ(r.damage, Damage::points(2));
  EXPECT_FALSE(r.discipline_test);
  EXPECT_EQ(r.fatigue, 0);
  EXPECT_FALSE(r.low_ammo);
  EXPECT_FALSE(r.fate);
  EXPECT_TRUE(firetest::has_clause(events, "F-TABLE-AL-8"));
  EXPECT_TRUE(firetest::has_clause(events, "F-MOD-A3"));
}

TEST(Artillery, F_RANGE_ART_1_ThreeToFourPounderBands) {
  EXPECT_EQ(artillery_band(Calibre::light, 12, Scale::inch), RangeBand::close);
  EXPECT_EQ(artillery_band(Calibre::light, 12.1, Scale::inch), RangeBand::effective);
  EXPECT_EQ(artillery_band(Calibre::light, 21, Scale::inch), RangeBand::effective);
  EXPECT_EQ(artillery_band(Calibre::light, 50, Scale::inch), RangeBand::long_range);
  EXPECT_FALSE(artillery_band(Calibre::light, 50.5, Scale::inch).has_value());
}

TEST(Artillery, F_RANGE_ART_2_SixToNinePounderBands) {
  EXPECT_EQ(artillery_band(Calibre::medium, 0, Scale::inch), RangeBand::close);
  EXPECT_EQ(artillery_band(Calibre::medium, 24, Scale::inch), RangeBand::effective);
  EXPECT_EQ(artillery_band(Calibre::medium, 24.5, Scale::inch), RangeBand::long_range);
  EXPECT_EQ(artillery_band(Calibre::medium, 55, Scale::inch), RangeBand::long_range);
  EXPECT_FALSE(artillery_band(Calibre::medium, 56, Scale::inch).has_value());
  // C-20, DECISIONS §1: in cm the printed 85 cm, not 55 * 5 / 3 = 91.7 cm.
  EXPECT_EQ(artillery_band(Calibre::medium, 85 * 3.0 / 5, Scale::cm), RangeBand::long_range);
  EXPECT_FALSE(artillery_band(Calibre::medium, 86 * 3.0 / 5, Scale::cm).has_value());
  EXPECT_EQ(artillery_band(Calibre::medium, 40 * 3.0 / 5, Scale::cm), RangeBand::effective);
}

TEST(Artillery, F_RANGE_ART_3_TwelvePounderBands) {
  EXPECT_EQ(artillery_band(Calibre::heavy, 15, Scale::inch), RangeBand::close);
  EXPECT_EQ(artillery_band(Calibre::heavy, 30, Scale::inch), RangeBand::effective);
  EXPECT_EQ(artillery_band(Calibre::heavy, 65, Scale::inch), RangeBand::long_range);
  EXPECT_FALSE(artillery_band(Calibre::heavy, 66, Scale::inch).has_value());
  EXPECT_EQ(artillery_band(Calibre::heavy, 65, Scale::inch_as_cm), RangeBand::long_range);
}

TEST(Artillery, F_RANGE_ART_4_CloseIsCanisterTheRestRoundshot) {
  EXPECT_FALSE(model::roundshot(RangeBand::close));
  EXPECT_TRUE(model::roundshot(RangeBand::effective));
  EXPECT_TRUE(model::roundshot(RangeBand::long_range));
}

TEST(Artillery, F_MOD_A1_ART_ELITE_3_EliteBatteryDieOnlyWithADisciplineTest) {
  ArtilleryFire a = battery(6);
  a.quality = Quality::elite;
  EXPECT_EQ(artillery_damage_dice(a, false).total(), 0);
  EXPECT_EQ(clauses(artillery_damage_dice(a, true)), (std::vector<std::string_view>{"F-MOD-A1"}));
  // Close 6: 2, no DT, no die.
  EXPECT_EQ(artillery_with(a, {1, 5}).damage, Damage::points(2));
  // Close 7: 2/DT, and the elite die: a 4 adds 1.
  EXPECT_EQ(artillery_with(a, {1, 6, 4}).damage, Damage::points(3));
  a.quality = Quality::guard;
  EXPECT_EQ(artillery_with(a, {1, 6, 3}).damage, Damage::points(2));
}

TEST(Artillery, F_MOD_A2_ART_LARGE_2_LargeBatteryFiringCanisterOneDie) {
  ArtilleryFire a = battery(6);
  a.size = UnitSize::large;
  EXPECT_EQ(clauses(artillery_damage_dice(a, false)), (std::vector<std::string_view>{"F-MOD-A2"}));
  a.range = 18;
  EXPECT_EQ(artillery_damage_dice(a, false).total(), 0);
}

TEST(Artillery, F_MOD_A3_ART_MODE_3_AssaultFireTwoDice) {
  ArtilleryFire a = battery(18);
  a.assault_fire = true;
  EXPECT_EQ(clauses(artillery_damage_dice(a, false)), (std::vector<std::string_view>{"F-MOD-A3"}));
  EXPECT_EQ(artillery_damage_dice(a, false).total(), 2);
}

TEST(Artillery, F_MOD_A4a_BatteryDamage4To5Minus1) {
  ArtilleryFire a = battery(18);
  a.damage = Damage::points(4);
  EXPECT_EQ(clauses(artillery_modifiers(a)), (std::vector<std::string_view>{"F-MOD-A4a"}));
  EXPECT_EQ(artillery_modifiers(a).total(), -1);
  a.damage = Damage::points(5);
  EXPECT_EQ(artillery_modifiers(a).total(), -1);
  a.damage = Damage::points(3);
  EXPECT_EQ(artillery_modifiers(a).total(), 0);
}

TEST(Artillery, F_MOD_A4b_StandardBatteryWith6PlusMinus2) {
  ArtilleryFire a = battery(18);
  a.damage = Damage::points(6);
  EXPECT_EQ(clauses(artillery_modifiers(a)), (std::vector<std::string_view>{"F-MOD-A4b"}));
  EXPECT_EQ(artillery_modifiers(a).total(), -2);
}

TEST(Artillery, F_MOD_A4c_LargeOrEliteBatteryWith8PlusMinus2And6To7Minus1) {
  ArtilleryFire a = battery(18);
  a.size = UnitSize::large;
  a.damage = Damage::points(7);
  EXPECT_EQ(artillery_modifiers(a).total(), -1);
  a.damage = Damage::points(8);
  EXPECT_EQ(clauses(artillery_modifiers(a)), (std::vector<std::string_view>{"F-MOD-A4c"}));
  EXPECT_EQ(artillery_modifiers(a).total(), -2);
  ArtilleryFire e = battery(18);
  e.quality = Quality::elite;
  e.damage = Damage::points(6);
  EXPECT_EQ(artillery_modifiers(e).total(), -1);
}

TEST(Artillery, F_MOD_A5_UnlimberedPivotedOrManhandledMinus2) {
  ArtilleryFire a = battery(18);
  a.moved = true;
  EXPECT_EQ(clauses(artillery_modifiers(a)), (std::vector<std::string_view>{"F-MOD-A5"}));
  EXPECT_EQ(artillery_modifiers(a).total(), -2);
}

TEST(Artillery, F_MOD_A6_C_15_HorseArtilleryThatMovedMinus4OrMinus2ByOption) {
  ArtilleryFire a = battery(18);
  a.horse = true;
  EXPECT_EQ(artillery_modifiers(a).total(), 0);  // horse artillery that did not move
  a.moved = true;
  EXPECT_EQ(clauses(artillery_modifiers(a)), (std::vector<std::string_view>{"F-MOD-A6"}));
  EXPECT_EQ(artillery_modifiers(a).total(), -4);
  a.options.horse_artillery_penalty = 2;
  EXPECT_EQ(artillery_modifiers(a).total(), -2);
}

TEST(Artillery, F_MOD_A7_UnformedAndLowAmmunitionMinus2Each) {
  ArtilleryFire a = battery(18);
  a.unformed = true;
  EXPECT_EQ(artillery_modifiers(a).total(), -2);
  a.low_ammo = true;
  EXPECT_EQ(clauses(artillery_modifiers(a)),
            (std::vector<std::string_view>{"F-MOD-A7", "ART-LOWAMMO-2"}));
  EXPECT_EQ(artillery_modifiers(a).total(), -4);
}

TEST(Artillery, ART_LOWAMMO_2_LowAmmunitionMinus2) {
  ArtilleryFire a = battery(18);
  a.low_ammo = true;
  EXPECT_EQ(artillery_modifiers(a).total(), -2);
  // Effective 7 - 2 = 5: 1.
  EXPECT_EQ(artillery_with(a, {3, 4}).damage, Damage::points(1));
}

TEST(Artillery, F_MOD_A8_ColumnAtCloseOrEffectiveRangeOneDie) {
  ArtilleryFire a = battery(6);
  a.target.formation = Formation::column;
  EXPECT_EQ(clauses(artillery_damage_dice(a, false)), (std::vector<std::string_view>{"F-MOD-A8"}));
  a.range = 24;
  EXPECT_EQ(artillery_damage_dice(a, false).total(), 1);
  a.range = 25;  // long
  EXPECT_EQ(artillery_damage_dice(a, false).total(), 0);
  a.range = 18;
  a.target.type = TargetType::cavalry;  // "an infantry or cavalry column"
  EXPECT_EQ(artillery_damage_dice(a, false).total(), 1);
}

TEST(Artillery, F_MOD_A9_C_18_SquareOrMassColumnTwoDiceAtAnyRange) {
  ArtilleryFire a = battery(50);
  a.target.formation = Formation::square;
  EXPECT_EQ(clauses(artillery_damage_dice(a, false)), (std::vector<std::string_view>{"F-MOD-A9"}));
  EXPECT_EQ(artillery_damage_dice(a, false).total(), 2);
  a.target.formation = Formation::mass_column;  // long range: no column die
  EXPECT_EQ(artillery_damage_dice(a, false).total(), 2);
  a.range = 6;  // close: the column die too (F-MOD-MC-3)
  EXPECT_EQ(clauses(artillery_damage_dice(a, false)),
            (std::vector<std::string_view>{"F-MOD-A8", "F-MOD-A9"}));
}

TEST(Artillery, F_MOD_A10_SkirmishersOrUnlimberedBatteryMinus2) {
  ArtilleryFire a = battery(18);
  a.target.type = TargetType::skirmishers;
  a.target.formation = Formation::skirmish;
  EXPECT_EQ(clauses(artillery_modifiers(a)), (std::vector<std::string_view>{"F-MOD-A10"}));
  a.target.type = TargetType::artillery;
  a.target.formation = Formation::unlimbered;
  EXPECT_EQ(artillery_modifiers(a).total(), -2);
  a.target.formation = Formation::limbered;
  EXPECT_EQ(artillery_modifiers(a).total(), 0);
}

TEST(Artillery, F_MOD_A11_TargetInCoverMinus1) {
  ArtilleryFire a = battery(18);
  a.target.cover = model::Cover::cover;
  EXPECT_EQ(clauses(artillery_modifiers(a)), (std::vector<std::string_view>{"F-MOD-A11"}));
  EXPECT_EQ(artillery_modifiers(a).total(), -1);
}

TEST(Artillery, F_MOD_12_DECISIONS_7_AGarrisonHalvesArtilleryToo) {
  ArtilleryFire a = battery(6);
  a.target.garrison = true;
  a.target.cover = model::Cover::cover;
  EXPECT_EQ(artillery_modifiers(a).total(), 0);
  EXPECT_EQ(clauses(artillery_halvings(a)), (std::vector<std::string_view>{"F-MOD-12"}));
  // Close 8: 3, halved to a half point: 1.5.
  EXPECT_EQ(artillery_with(a, {2, 6}).damage, Damage::halves(3));
}

TEST(Artillery, DECISIONS_5_WeatherNeverHalvesArtillery) {
  ArtilleryFire a = battery(6);
  a.weather = model::Weather::snow;
  EXPECT_EQ(artillery_halvings(a).size(), 0u);
  EXPECT_EQ(artillery_with(a, {2, 6}).damage, Damage::points(3));
}

TEST(Artillery, ART_FATIGUE_1_AnFDResultCostsTheBattery1) {
  ArtilleryFire a = battery(18);
  const auto r = artillery_with(a, {1, 2});
  EXPECT_EQ(r.fatigue, 1);
  EXPECT_EQ(r.damage, Damage());
  // FD is a final modified score of 3 or less: 5 - 2 (skirmishers) = 3.
  a.target.type = TargetType::skirmishers;
  a.target.formation = Formation::skirmish;
  EXPECT_EQ(artillery_with(a, {2, 3}).fatigue, 1);
  const auto d = artillery_fire_odds(battery(18));
  EXPECT_NEAR(d.probability([](const ArtilleryResult& x) { return x.fatigue == 1; }), 3.0 / 36,
              1e-15);
}

TEST(Artillery, F_TABLE_FD_2_UnderAssaultFireFDCosts2) {
  ArtilleryFire a = battery(18);
  a.assault_fire = true;
  const auto r = artillery_with(a, {1, 2, 4, 4});
  EXPECT_EQ(r.fatigue, 2);
  EXPECT_EQ(r.damage, Damage::points(2));  // the assault dice still count (DECISIONS §4)
}

TEST(Artillery, ART_ELITE_1_EliteBatteryIgnoresItsFirstFD) {
  ArtilleryFire a = battery(18);
  a.quality = Quality::elite;
  auto r = artillery_with(a, {1, 2});
  EXPECT_EQ(r.fatigue, 0);
  EXPECT_TRUE(r.fatigue_ignored);
  a.assault_fire = true;  // under assault fire it suffers 1, not 2
  r = artillery_with(a, {1, 2, 1, 1});
  EXPECT_EQ(r.fatigue, 1);
  EXPECT_TRUE(r.fatigue_ignored);
}

TEST(Artillery, ART_ELITE_2_LaterFDApplyNormally) {
  ArtilleryFire a = battery(18);
  a.quality = Quality::elite;
  a.first_fatigue_ignored = true;
  auto r = artillery_with(a, {1, 2});
  EXPECT_EQ(r.fatigue, 1);
  EXPECT_FALSE(r.fatigue_ignored);
  a.assault_fire = true;
  EXPECT_EQ(artillery_with(a, {1, 2, 1, 1}).fatigue, 2);
}

TEST(Artillery, ART_LARGE_1_C_17_LargeBatteriesIgnoreTheirFirstFDToo) {
  ArtilleryFire a = battery(18);
  a.size = UnitSize::large;
  EXPECT_EQ(fatigue_damage(a).clause, "ART-LARGE-1");
  EXPECT_EQ(artillery_with(a, {1, 2}).fatigue, 0);
  a.first_fatigue_ignored = true;
  EXPECT_EQ(artillery_with(a, {1, 2}).fatigue, 1);
}

TEST(Artillery, ART_LOWAMMO_1_AnUnmodifiedDoubleOneIsLowAmmunition) {
  ArtilleryFire a = battery(18);
  const auto r = artillery_with(a, {1, 1});
  EXPECT_TRUE(r.low_ammo);
  EXPECT_FALSE(r.no_ammo);
  EXPECT_EQ(r.fatigue, 1);  // a double 1 always lands on FD too
  EXPECT_FALSE(artillery_with(a, {1, 2}).low_ammo);
  EXPECT_NEAR(
      artillery_fire_odds(a).probability([](const ArtilleryResult& x) { return x.low_ammo; }),
      1.0 / 36, 1e-15);
}

TEST(Artillery, ART_NOAMMO_1_ADoubleOneWhileLowIsNoAmmunition) {
  ArtilleryFire a = battery(18);
  a.low_ammo = true;
  Events events;
  const auto r = artillery_with(a, {1, 1}, &events);
  EXPECT_TRUE(r.no_ammo);
  EXPECT_FALSE(r.low_ammo);
  EXPECT_TRUE(firetest::has_clause(events, "ART-NOAMMO-3"));  // the brigade does not falter
  EXPECT_FALSE(artillery_with(a, {1, 2}).no_ammo);
}

TEST(Artillery, ART_BOUNCE_1_2_EveryUnitBehindBarSkirmishersRollsADamageDie) {
  ArtilleryFire a = battery(18);  // effective: roundshot
  a.behind = {{TargetType::infantry, 4},
              {TargetType::skirmishers, 2},
              {TargetType::cavalry, 6},
              {TargetType::artillery, 6.5}};
  std::string_view clause;
  EXPECT_TRUE(bounce_affects(a, a.behind[0], clause));
  EXPECT_EQ(clause, "ART-BOUNCE-1");
  EXPECT_FALSE(bounce_affects(a, a.behind[1], clause));  // skirmishers
  EXPECT_TRUE(bounce_affects(a, a.behind[2], clause));   // 6" is within
  EXPECT_FALSE(bounce_affects(a, a.behind[3], clause));  // beyond 6"
  // Dice: 2D6, then one die each for units 1 and 3.
  const auto r = artillery_with(a, {3, 5, 4, 3});
  EXPECT_EQ(r.bounce[0], 1);
  EXPECT_EQ(r.bounce[1], 0);
  EXPECT_EQ(r.bounce[2], 0);
  EXPECT_EQ(r.bounce[3], 0);
  EXPECT_EQ(r.damage, Damage::points(2));  // effective 8
  const auto d = artillery_fire_odds(a);
  EXPECT_NEAR(d.probability([](const ArtilleryResult& x) { return x.bounce[0] == 1; }), 0.5, 1e-15);
  EXPECT_NEAR(d.probability([](const ArtilleryResult& x) { return x.bounce[2] == 1; }), 0.5, 1e-15);
}

TEST(Artillery, ART_BOUNCE_1_CanisterDoesNotBounce) {
  ArtilleryFire a = battery(6);
  a.behind = {{TargetType::infantry, 2}};
  std::string_view clause;
  EXPECT_FALSE(bounce_affects(a, a.behind[0], clause));
  EXPECT_EQ(clause, "F-TABLE-BOUNCE");
  EXPECT_EQ(artillery_with(a, {3, 5}).bounce[0], 0);
}

TEST(Artillery, ART_BOUNCE_3_C_16_TenCentimetresInCm) {
  ArtilleryFire a = battery(30 * 3.0 / 5);  // 30 cm: effective
  a.options.scale = Scale::cm;
  std::string_view clause;
  EXPECT_TRUE(bounce_affects(a, {TargetType::infantry, 10 * 3.0 / 5}, clause));
  EXPECT_FALSE(bounce_affects(a, {TargetType::infantry, 11 * 3.0 / 5}, clause));
}

TEST(Artillery, ART_OVERHEAD_1_OnlyOverAUnitLowerThanTheBattery) {
  const FiredOver low{0, 12, 12};
  EXPECT_EQ(overhead_fire(1, low, RangeBand::effective, Scale::inch).problem,
            OverheadProblem::none);
  EXPECT_EQ(overhead_fire(0, low, RangeBand::effective, Scale::inch).problem,
            OverheadProblem::not_lower);
}

TEST(Artillery, ART_OVERHEAD_2_NotWithin9InchesOfTheBatteryOrTheTarget) {
  EXPECT_EQ(overhead_fire(1, {0, 8.5, 12}, RangeBand::long_range, Scale::inch).problem,
            OverheadProblem::near_battery);
  EXPECT_EQ(overhead_fire(1, {0, 12, 8}, RangeBand::long_range, Scale::inch).problem,
            OverheadProblem::near_target);
  EXPECT_EQ(overhead_fire(1, {0, 9, 9}, RangeBand::long_range, Scale::inch).problem,
            OverheadProblem::none);  // "не ближе 15см[9”]": exactly 9" is allowed
  EXPECT_EQ(overhead_fire(1, {0, 15 * 3.0 / 5, 9}, RangeBand::long_range, Scale::cm).problem,
            OverheadProblem::none);
}

TEST(Artillery, ART_OVERHEAD_3_OnlyRoundshotOverhead) {
  EXPECT_EQ(overhead_fire(1, {0, 12, 12}, RangeBand::close, Scale::inch).problem,
            OverheadProblem::canister);
}

TEST(Artillery, G_51_ADoubleOneIsSmokeAndLowAmmunition) {
  ArtilleryFire a = battery(6);
  a.options.smoke = true;
  a.target.formation = Formation::square;  // 2 DD, both score: 2, halved: 1
  const auto r = artillery_with(a, {1, 1, 5, 6});
  EXPECT_TRUE(r.smoke);
  EXPECT_TRUE(r.low_ammo);
  EXPECT_EQ(r.damage, Damage::points(1));
}

TEST(Artillery, F_TABLE_FATE_DoubleSixAndTheGeneral) {
  ArtilleryFire a = battery(6);
  a.target.general = true;
  const auto r = artillery_with(a, {6, 6, 1});
  EXPECT_TRUE(r.fate);
  EXPECT_EQ(r.general, GeneralFate::killed);
  EXPECT_EQ(r.damage, Damage::points(5));
}

TEST(Artillery, WorstCaseDiceCount) {
  // Assault fire at a mass column by a large elite battery at close range: 2 + 1 + 1 + 2 dice,
  // and the elite die with a DT.
  ArtilleryFire a = battery(6);
  a.calibre = Calibre::heavy;
  a.size = UnitSize::large;
  a.quality = Quality::elite;
  a.assault_fire = true;
  a.target.formation = Formation::mass_column;
  EXPECT_EQ(artillery_damage_dice(a, false).total(), 6);
  EXPECT_EQ(artillery_damage_dice(a, true).total(), 7);
  const auto d = artillery_fire_odds(a);
  EXPECT_NEAR(d.total(), 1.0, 1e-12);
  // Close 12: 5/DT + 7 dice all scoring = 12 damage, the most there is.
  EXPECT_NEAR(
      d.probability([](const ArtilleryResult& x) { return x.damage == Damage::points(12); }),
      1.0 / 36 / 128, 1e-15);
}

}  // namespace
}  // namespace grognard::rules
