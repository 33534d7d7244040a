// Volleys (seed 003): rows (F-ROW), roll modifiers and damage dice (F-MOD-1..12), halvings
// (DECISIONS §5), Fate (DECISIONS §4), the volley example (EX-F-VOLLEY). Each test is named after
// the clause it checks; expected values are exact.
#include <gtest/gtest.h>

#include <cmath>

#include "fire_test_util.h"

namespace grognard::rules {
namespace {

using firetest::dice_for;
using firetest::line_volley;
using firetest::volley_with;
using model::Damage;
using model::Formation;
using model::Nation;
using model::Quality;
using model::TargetType;
using model::UnitSize;

std::vector<std::string_view> clauses(const Tally& t) {
  std::vector<std::string_view> c;
  for (const auto& i : t.items()) c.push_back(i.clause);
  return c;
}

// EX-F-VOLLEY: a standard French line unit moved to close with British line, rolled 8 (not a
// double) with no modifiers: the Poor volley, column 8, 2 damage; no DT, no LFD, no Fate.
TEST(Volley, EX_F_VOLLEY_MovedLineUnitRolls8ForTwoDamage) {
  Volley v = line_volley();
  v.size = UnitSize::standard;
  v.moved = true;
  v.target.type = TargetType::infantry;
  v.target.formation = Formation::line;
  EXPECT_EQ(volley_row(v).row, FireRow::poor);
  EXPECT_EQ(volley_modifiers(v).total(), 0);
  EXPECT_EQ(volley_damage_dice(v).total(), 0);
  Events events;
  const auto r = volley_with(v, {3, 5}, &events);
  EXPECT_EQ(r.score, 8);
  EXPECT_EQ(r.damage, Damage::points(2));
  EXPECT_FALSE(r.discipline_test);
  EXPECT_FALSE(r.lost_fire_discipline);
  EXPECT_FALSE(r.fate);
  EXPECT_TRUE(firetest::has_clause(events, "F-MOD-6a"));
  EXPECT_TRUE(firetest::has_clause(events, "F-TABLE-POOR-8"));
}

TEST(Volley, F_ROW_1_EliteVeteransAndBritishUseTheSuperiorRow) {
  Volley v = line_volley();
  for (Quality q : {Quality::guard, Quality::elite, Quality::veteran}) {
    v.quality = q;
    EXPECT_EQ(volley_row(v).row, FireRow::superior);
  }
  v.quality = Quality::line;
  for (Nation n : {Nation::british, Nation::kgl}) {
    v.nation = n;
    EXPECT_EQ(volley_row(v).row, FireRow::superior);
    EXPECT_EQ(clauses(volley_row(v).reasons), (std::vector<std::string_view>{"F-ROW-1"}));
  }
}

TEST(Volley, F_ROW_2_LineUsesTheStandardRow) {
  Volley v = line_volley();
  EXPECT_EQ(volley_row(v).row, FireRow::standard);
  EXPECT_EQ(clauses(volley_row(v).reasons), (std::vector<std::string_view>{"F-ROW-2"}));
}

TEST(Volley, F_ROW_3_RecruitsUseThePoorRow) {
  Volley v = line_volley();
  for (Quality q : {Quality::second_rate, Quality::conscript}) {
    v.quality = q;
    EXPECT_EQ(volley_row(v).row, FireRow::poor);
    EXPECT_EQ(clauses(volley_row(v).reasons), (std::vector<std::string_view>{"F-ROW-3"}));
  }
}

TEST(Volley, F_ROW_4_G_14_AnyPoorConditionWinsOverQuality) {
  Volley v = line_volley();
  v.quality = Quality::guard;
  v.moved = true;
  EXPECT_EQ(volley_row(v).row, FireRow::poor);
  Volley b = line_volley();
  b.nation = Nation::british;
  b.quality = Quality::conscript;
  EXPECT_EQ(volley_row(b).row, FireRow::poor);
  // Every reason is reported.
  Volley all = line_volley();
  all.quality = Quality::conscript;
  all.size = UnitSize::small;
  all.moved = true;
  all.unformed = true;
  all.lost_fire_discipline = true;
  EXPECT_EQ(
      clauses(volley_row(all).reasons),
      (std::vector<std::string_view>{"F-ROW-3", "F-MOD-5", "F-MOD-6a", "F-MOD-4", "F-LFD-1"}));
}

TEST(Volley, F_MOD_5_C_14_SmallBattalionsUseThePoorRowWithNoModifier) {
  Volley v = line_volley();
  v.quality = Quality::veteran;
  v.size = UnitSize::small;
  EXPECT_EQ(volley_row(v).row, FireRow::poor);
  EXPECT_EQ(volley_modifiers(v).total(), 0);
}

TEST(Volley, F_MOD_6a_MovedFirersUseThePoorRowWithNoModifier) {
  Volley v = line_volley();
  v.moved = true;
  EXPECT_EQ(volley_row(v).row, FireRow::poor);
  EXPECT_EQ(volley_modifiers(v).total(), 0);
}

TEST(Volley, F_MOD_6c_F_LFD_1_LostFireDisciplineUsesThePoorRow) {
  Volley v = line_volley();
  v.quality = Quality::elite;
  v.lost_fire_discipline = true;
  EXPECT_EQ(volley_row(v).row, FireRow::poor);
  EXPECT_EQ(volley_modifiers(v).total(), 0);
}

TEST(Volley, F_MOD_4_UnformedFirersMinus2AndThePoorRow) {
  Volley v = line_volley();
  v.unformed = true;
  EXPECT_EQ(volley_row(v).row, FireRow::poor);
  EXPECT_EQ(clauses(volley_modifiers(v)), (std::vector<std::string_view>{"F-MOD-4"}));
  EXPECT_EQ(volley_modifiers(v).total(), -2);
  // 10 - 2 = 8 on the Poor row: 2 damage.
  EXPECT_EQ(volley_with(v, {4, 6}).damage, Damage::points(2));
}

TEST(Volley, F_MOD_3a_OwnDamage4To7IsMinus1) {
  Volley v = line_volley();
  for (int d : {4, 5, 7}) {
    v.damage = Damage::points(d);
    EXPECT_EQ(volley_modifiers(v).total(), -1) << d;
    EXPECT_EQ(clauses(volley_modifiers(v)), (std::vector<std::string_view>{"F-MOD-3a"}));
  }
  v.damage = Damage::halves(7);  // 3.5: the whole part is 3, still Fresh (DECISIONS §3)
  EXPECT_EQ(volley_modifiers(v).total(), 0);
}

TEST(Volley, F_MOD_3b_SmallOrStandardWith8PlusIsMinus2) {
  Volley v = line_volley();
  v.damage = Damage::points(8);
  EXPECT_EQ(volley_modifiers(v).total(), -2);
  EXPECT_EQ(clauses(volley_modifiers(v)), (std::vector<std::string_view>{"F-MOD-3b"}));
  v.size = UnitSize::small;
  v.damage = Damage::points(9);
  EXPECT_EQ(volley_modifiers(v).total(), -2);
}

TEST(Volley, F_MOD_3c_G_13_LargeOrEliteWith10PlusIsMinus2And8To9IsMinus1) {
  Volley v = line_volley();
  v.size = UnitSize::large;
  v.damage = Damage::points(9);
  EXPECT_EQ(volley_modifiers(v).total(), -1);
  v.damage = Damage::points(10);
  EXPECT_EQ(volley_modifiers(v).total(), -2);
  EXPECT_EQ(clauses(volley_modifiers(v)), (std::vector<std::string_view>{"F-MOD-3c"}));
  Volley e = line_volley();
  e.quality = Quality::elite;
  e.damage = Damage::points(8);
  EXPECT_EQ(volley_modifiers(e).total(), -1);
  e.damage = Damage::points(14);
  EXPECT_EQ(volley_modifiers(e).total(), -2);
}

TEST(Volley, F_MOD_9_SkirmishersOrAnUnlimberedBatteryMinus2) {
  Volley v = line_volley();
  v.target.type = TargetType::skirmishers;
  v.target.formation = Formation::skirmish;
  EXPECT_EQ(volley_modifiers(v).total(), -2);
  EXPECT_EQ(clauses(volley_modifiers(v)), (std::vector<std::string_view>{"F-MOD-9"}));
  v.target.type = TargetType::artillery;
  v.target.formation = Formation::unlimbered;
  EXPECT_EQ(volley_modifiers(v).total(), -2);
  v.target.formation = Formation::limbered;  // only a deployed battery is hard to hit
  EXPECT_EQ(volley_modifiers(v).total(), 0);
}

TEST(Volley, F_MOD_10_TargetInCoverMinus1) {
  Volley v = line_volley();
  v.target.cover = model::Cover::cover;
  EXPECT_EQ(volley_modifiers(v).total(), -1);
  EXPECT_EQ(clauses(volley_modifiers(v)), (std::vector<std::string_view>{"F-MOD-10"}));
  // 8 - 1 = 7 on the Standard row: 2 damage.
  EXPECT_EQ(volley_with(v, {2, 6}).damage, Damage::points(2));
}

TEST(Volley, F_MOD_CUM_AllModifiersAddUp) {
  Volley v = line_volley();
  v.unformed = true;
  v.damage = Damage::points(8);
  v.target.type = TargetType::skirmishers;
  v.target.formation = Formation::skirmish;
  v.target.cover = model::Cover::cover;
  EXPECT_EQ(volley_modifiers(v).total(), -7);
  EXPECT_EQ(volley_with(v, {6, 6}).score, 5);
}

TEST(Volley, F_MOD_12_DECISIONS_7_AGarrisonHalvesInsteadOfMinus1) {
  Volley v = line_volley();
  v.quality = Quality::veteran;
  v.target.garrison = true;
  v.target.cover = model::Cover::cover;
  EXPECT_EQ(volley_modifiers(v).total(), 0);  // one protection, not two
  EXPECT_EQ(clauses(volley_halvings(v)), (std::vector<std::string_view>{"F-MOD-12"}));
  // Superior 9: 4 damage, halved: 2.
  EXPECT_EQ(volley_with(v, {3, 6}).damage, Damage::points(2));
  // Superior 7: 3 damage, halved to a half point: 1.5.
  EXPECT_EQ(volley_with(v, {1, 6}).damage, Damage::halves(3));
  Volley b = line_volley();
  b.target.cover = model::Cover::building;  // a building is a garrison too
  EXPECT_EQ(volley_modifiers(b).total(), 0);
  EXPECT_EQ(volley_halvings(b).size(), 1u);
}

TEST(Volley, F_MOD_1_EliteFirersOneDamageDie) {
  Volley v = line_volley();
  v.quality = Quality::elite;
  EXPECT_EQ(clauses(volley_damage_dice(v)), (std::vector<std::string_view>{"F-MOD-1"}));
  v.quality = Quality::guard;
  EXPECT_EQ(volley_damage_dice(v).total(), 1);
  v.quality = Quality::veteran;
  EXPECT_EQ(volley_damage_dice(v).total(), 0);
  // Superior 6 (2) + a DD of 4 (1) = 3.
  v.quality = Quality::elite;
  EXPECT_EQ(volley_with(v, {1, 5, 4}).damage, Damage::points(3));
  EXPECT_EQ(volley_with(v, {1, 5, 3}).damage, Damage::points(2));
}

TEST(Volley, F_MOD_2_LargeBattalionInLineOneDamageDie) {
  Volley v = line_volley();
  v.size = UnitSize::large;
  EXPECT_EQ(clauses(volley_damage_dice(v)), (std::vector<std::string_view>{"F-MOD-2"}));
  v.formation = Formation::column;
  EXPECT_EQ(volley_damage_dice(v).total(), 0);
}

TEST(Volley, F_MOD_7_FreshFirersAtInfantryInColumnWithin3Inches) {
  Volley v = line_volley();
  v.target.formation = Formation::column;
  v.range = 3;
  EXPECT_EQ(clauses(volley_damage_dice(v)), (std::vector<std::string_view>{"F-MOD-7"}));
  v.range = 3.1;
  EXPECT_EQ(volley_damage_dice(v).total(), 0);
  v.range = 1;
  v.damage = Damage::points(4);  // no longer Fresh (DMG-FRESH)
  EXPECT_EQ(volley_damage_dice(v).total(), 0);
  v.damage = Damage::points(3);
  EXPECT_EQ(volley_damage_dice(v).total(), 1);
  v.target.type = TargetType::cavalry;  // infantry only
  EXPECT_EQ(volley_damage_dice(v).total(), 0);
  // In cm the printed 5 cm: 3 inches of engine distance.
  Volley c = line_volley();
  c.options.scale = model::Scale::cm;
  c.target.formation = Formation::column;
  c.range = 3;  // 5 cm
  EXPECT_EQ(volley_damage_dice(c).total(), 1);
}

TEST(Volley, F_MOD_8_SquareOrMassColumnTwoDamageDice) {
  Volley v = line_volley();
  v.target.formation = Formation::square;
  EXPECT_EQ(clauses(volley_damage_dice(v)), (std::vector<std::string_view>{"F-MOD-8"}));
  EXPECT_EQ(volley_damage_dice(v).total(), 2);
  v.target.formation = Formation::mass_column;
  v.range = 6;
  EXPECT_EQ(volley_damage_dice(v).total(), 2);
}

TEST(Volley, F_MOD_MC_3_MassColumnWithin3InchesAddsBothDice) {
  Volley v = line_volley();
  v.quality = Quality::guard;
  v.size = UnitSize::large;
  v.target.formation = Formation::mass_column;
  v.range = 2;
  EXPECT_EQ(clauses(volley_damage_dice(v)),
            (std::vector<std::string_view>{"F-MOD-1", "F-MOD-2", "F-MOD-7", "F-MOD-8"}));
  EXPECT_EQ(volley_damage_dice(v).total(), 5);
}

TEST(Volley, F_MOD_11_FirersInColumnOrSquareHalveRoundingDownToAWholePoint) {
  Volley v = line_volley();
  v.quality = Quality::veteran;
  v.formation = Formation::column;
  // Superior 8: 3 + DT; halved 1.5, rounded down to 1.
  const auto r = volley_with(v, {2, 6});
  EXPECT_EQ(r.damage, Damage::points(1));
  EXPECT_TRUE(r.discipline_test);
  v.formation = Formation::square;
  v.range = 3;
  EXPECT_EQ(volley_with(v, {2, 6}).damage, Damage::points(1));
  v.formation = Formation::mass_column;
  EXPECT_EQ(volley_with(v, {3, 6}).damage, Damage::points(2));  // 4 halved
  EXPECT_EQ(clauses(volley_halvings(v)), (std::vector<std::string_view>{"F-MOD-11"}));
}

TEST(Volley, DECISIONS_5_HalvingsMultiplyOnTheWholeDamage) {
  Volley v = line_volley();
  v.quality = Quality::elite;
  v.formation = Formation::column;
  v.target.garrison = true;
  v.weather = model::Weather::rain;
  EXPECT_EQ(volley_halvings(v).size(), 3u);
  // Superior 12 (6) + 1 DD = 7; /8 = 0.875, rounded down to a whole point: 0.
  EXPECT_EQ(volley_with(v, {6, 6, 5}).damage, Damage());
  Volley w = line_volley();
  w.quality = Quality::elite;
  w.target.garrison = true;
  w.weather = model::Weather::snow;
  // 7 / 4 = 1.75, rounded down to a half point: 1.5.
  EXPECT_EQ(volley_with(w, {6, 6, 5}).damage, Damage::halves(3));
}

TEST(Volley, F_TABLE_POOR_5_F_LFD_2_RecruitsLoseFireDisciplineAt5OrLess) {
  Volley v = line_volley();
  v.quality = Quality::conscript;
  for (int s : {2, 3, 4, 5}) {
    const auto r = volley_with(v, dice_for(s));
    EXPECT_TRUE(r.lost_fire_discipline) << s;
    EXPECT_EQ(r.damage, Damage()) << s;
  }
  EXPECT_FALSE(volley_with(v, dice_for(6)).lost_fire_discipline);
}

TEST(Volley, G_09_PoorRow5HasNoEffectForOtherFirers) {
  Volley v = line_volley();
  v.unformed = true;  // Poor row, -2
  Events events;
  const auto r = volley_with(v, {3, 4}, &events);  // 7 - 2 = 5
  EXPECT_EQ(r.score, 5);
  EXPECT_FALSE(r.lost_fire_discipline);
  EXPECT_EQ(r.damage, Damage());
  EXPECT_TRUE(firetest::has_clause(events, "G-09"));
}

TEST(Volley, F_TABLE_LFD_NoTableDamageButDamageDiceStillCount) {
  Volley v = line_volley();
  v.target.formation = Formation::square;  // +2 DD
  const auto r = volley_with(v, {1, 2, 4, 6});
  EXPECT_TRUE(r.lost_fire_discipline);
  EXPECT_EQ(r.damage, Damage::points(2));  // DECISIONS §4
}

TEST(Volley, DECISIONS_4_ADamageDieScoresOn4Plus) {
  Volley v = line_volley();
  v.target.formation = Formation::square;
  EXPECT_EQ(volley_with(v, {2, 3, 3, 4}).damage, Damage::points(2));  // 5: 1, and 1 DD
  v.options.damage_die_hits_on = 6;
  EXPECT_EQ(volley_with(v, {2, 3, 5, 6}).damage, Damage::points(2));
  EXPECT_EQ(volley_with(v, {2, 3, 5, 5}).damage, Damage::points(1));
}

TEST(Volley, F_TABLE_DT_CellsWithADisciplineTest) {
  Volley v = line_volley();
  EXPECT_FALSE(volley_with(v, {2, 6}).discipline_test);  // Standard 8: 3
  EXPECT_TRUE(volley_with(v, {3, 6}).discipline_test);   // Standard 9: 3/DT
  const auto d = volley_odds(v);
  // Standard: 9 or more = 10/36.
  EXPECT_NEAR(d.probability([](const VolleyResult& r) { return r.discipline_test; }), 10.0 / 36,
              1e-15);
}

TEST(Volley, F_TABLE_FATE_DoubleSixIsFate) {
  Volley v = line_volley();
  const auto r = volley_with(v, {6, 6});
  EXPECT_TRUE(r.fate);
  EXPECT_EQ(r.general, GeneralFate::none);
  EXPECT_NEAR(volley_odds(v).probability([](const VolleyResult& x) { return x.fate; }), 1.0 / 36,
              1e-15);
  // Unmodified: a double six with -3 of modifiers is still Fate.
  v.target.cover = model::Cover::cover;
  v.unformed = true;
  EXPECT_TRUE(volley_with(v, {6, 6}).fate);
}

TEST(Volley, DECISIONS_4_TheGeneralAttachedToTheTargetRollsForHisFate) {
  Volley v = line_volley();
  v.target.general = true;
  EXPECT_EQ(volley_with(v, {6, 6, 1}).general, GeneralFate::killed);
  EXPECT_EQ(volley_with(v, {6, 6, 2}).general, GeneralFate::wounded);
  EXPECT_EQ(volley_with(v, {6, 6, 3}).general, GeneralFate::wounded);
  EXPECT_EQ(volley_with(v, {6, 6, 4}).general, GeneralFate::unhurt);
  EXPECT_EQ(volley_with(v, {6, 6, 6}).general, GeneralFate::unhurt);
  EXPECT_EQ(volley_with(v, {5, 6}).general, GeneralFate::none);  // no Fate, no roll
  const auto d = volley_odds(v);
  EXPECT_NEAR(d.probability([](const VolleyResult& r) { return r.general == GeneralFate::killed; }),
              1.0 / 216, 1e-15);
  EXPECT_NEAR(
      d.probability([](const VolleyResult& r) { return r.general == GeneralFate::wounded; }),
      2.0 / 216, 1e-15);
}

TEST(Volley, S16_4_SmokeHalvesOnADoubleOtherThanDoubleSix) {
  Volley v = line_volley();
  v.quality = Quality::veteran;
  v.options.smoke = true;
  const auto r = volley_with(v, {4, 4});  // Superior 8: 3 + DT, halved 1.5
  EXPECT_TRUE(r.smoke);
  EXPECT_EQ(r.damage, Damage::halves(3));
  const auto six = volley_with(v, {6, 6});  // double six: Fate, not smoke
  EXPECT_FALSE(six.smoke);
  EXPECT_EQ(six.damage, Damage::points(6));
  v.options.smoke = false;
  EXPECT_EQ(volley_with(v, {4, 4}).damage, Damage::points(3));
  v.options.smoke = true;
  EXPECT_NEAR(volley_odds(v).probability([](const VolleyResult& x) { return x.smoke; }), 5.0 / 36,
              1e-15);
}

TEST(Volley, S16_7_4_RainAndDownpourHalveVolleysExceptFromBuildings) {
  Volley v = line_volley();
  v.quality = Quality::veteran;
  for (auto w : {model::Weather::rain, model::Weather::downpour}) {
    v.weather = w;
    EXPECT_EQ(clauses(volley_halvings(v)), (std::vector<std::string_view>{"S16.7-4"}));
    EXPECT_EQ(volley_with(v, {3, 6}).damage, Damage::points(2));  // 4 halved
  }
  v.in_building = true;
  EXPECT_EQ(volley_halvings(v).size(), 0u);
  v.in_building = false;
  v.options.weather = false;
  EXPECT_EQ(volley_halvings(v).size(), 0u);
  v.options.weather = true;
  v.weather = model::Weather::changeable;  // G-52: no effect of its own
  EXPECT_EQ(volley_halvings(v).size(), 0u);
}

TEST(Volley, S16_7_5_SnowHalvesVolleys) {
  Volley v = line_volley();
  v.weather = model::Weather::snow;
  EXPECT_EQ(clauses(volley_halvings(v)), (std::vector<std::string_view>{"S16.7-5"}));
  EXPECT_EQ(volley_with(v, {3, 6}).damage, Damage::halves(3));  // 3 halved
}

TEST(Volley, G_54_ABattalionGunAddsADamageDieOnlyUnderItsOption) {
  Volley v = line_volley();
  v.battalion_gun = BattalionGun{1};
  EXPECT_EQ(volley_damage_dice(v).total(), 0);  // default (A): figures only
  v.options.battalion_gun_damage_die = true;
  EXPECT_EQ(clauses(volley_damage_dice(v)), (std::vector<std::string_view>{"G-54"}));
  v.options.battalion_guns = model::BattalionGuns::off;
  EXPECT_EQ(volley_damage_dice(v).total(), 0);
}

TEST(Volley, ExactOddsSumToOneAndMatchTheRow) {
  Volley v = line_volley();
  const auto d = volley_odds(v);
  EXPECT_NEAR(d.total(), 1.0, 1e-12);
  // Standard row: LFD on 4 or less = (1 + 2 + 3) / 36.
  EXPECT_NEAR(d.probability([](const VolleyResult& r) { return r.lost_fire_discipline; }), 6.0 / 36,
              1e-15);
  // Expected damage: 5,6 -> 1 (4+5)/36; 7 -> 2 (6); 8 -> 3 (5); 9 -> 3 (4); 10-11 -> 4 (3+2);
  // 12 -> 5 (1).
  const double e = (9 * 1 + 6 * 2 + 5 * 3 + 4 * 3 + 5 * 4 + 1 * 5) / 36.0;
  EXPECT_NEAR(d.expectation([](const VolleyResult& r) { return r.damage.as_points(); }), e, 1e-12);
}

}  // namespace
}  // namespace grognard::rules
