// The unit model: quality grades, damage in half points, halving, strength and size.
#include <gtest/gtest.h>

#include "model/damage.h"
#include "model/distance.h"
#include "model/quality.h"
#include "model/unit.h"
#include "model/unit_size.h"

namespace grognard::model {
namespace {

TEST(Model, Decisions3_QualityMapsToGdaGrades) {
  EXPECT_EQ(grade_of(Quality::guard), Grade::elite);
  EXPECT_EQ(grade_of(Quality::elite), Grade::elite);
  EXPECT_EQ(grade_of(Quality::veteran), Grade::veteran);
  EXPECT_EQ(grade_of(Quality::line), Grade::line);
  EXPECT_EQ(grade_of(Quality::second_rate), Grade::recruit);
  EXPECT_EQ(grade_of(Quality::conscript), Grade::recruit);
  EXPECT_EQ(parse_name(kQualityNames, "recruit"), Quality::conscript);
  EXPECT_EQ(name_of(kQualityNames, Quality::conscript), "conscript");
  EXPECT_EQ(parse_name(kQualityNames, "Line"), std::nullopt);
}

TEST(Model, Decisions3_DamageIsKeptInHalfPoints) {
  const Damage d = Damage::halves(5);
  EXPECT_EQ(d.whole(), 2);
  EXPECT_EQ(d.to_string(), "2.5");
  EXPECT_EQ(Damage::points(3).to_string(), "3");
  EXPECT_EQ(Damage().to_string(), "0");
  EXPECT_EQ(Damage::halves(1).to_string(), "0.5");
}

TEST(Model, Decisions5_HalvingsMultiplyAndRoundDownToAHalfPoint) {
  EXPECT_EQ(halve(Damage::points(3), 1, false), Damage::halves(3));  // 1.5
  EXPECT_EQ(halve(Damage::points(3), 2, false), Damage::halves(1));  // 0.75 -> 0.5
  EXPECT_EQ(halve(Damage::points(1), 2, false), Damage::halves(0));  // 0.25 -> 0
  EXPECT_EQ(halve(Damage::points(5), 0, false), Damage::points(5));
}

TEST(Model, F_MOD_11_ColumnOrSquareFirersRoundDownToAWholePoint) {
  EXPECT_EQ(halve(Damage::points(3), 1, true), Damage::points(1));  // 1.5 -> 1
  EXPECT_EQ(halve(Damage::points(5), 2, true), Damage::points(1));  // 1.25 -> 1
  EXPECT_EQ(halve(Damage::points(1), 1, true), Damage::points(0));
  EXPECT_TRUE(column_or_square(Formation::mass_column));
  EXPECT_FALSE(column_or_square(Formation::line));
}

TEST(Model, Decisions3_EveryWholePointRemovesAFigure) {
  Unit u;
  u.figures = 30;
  inflict(u, Damage::halves(1));
  EXPECT_EQ(u.figures, 30);
  inflict(u, Damage::halves(1));
  EXPECT_EQ(u.figures, 29);
  inflict(u, Damage::points(40));
  EXPECT_EQ(u.figures, 0);
}

// EX-11.3A: three 36-figure battalions each send a 6-figure voltigeur company.
TEST(Model, EX_11_3A_S11_3_STR_DetachingReducesInitialStrength) {
  Unit battalion;
  battalion.figures = 36;
  battalion.initial_strength = 36;
  detach_to_screen(battalion, 6);
  EXPECT_EQ(battalion.figures, 30);
  EXPECT_EQ(battalion.initial_strength, 30);
}

// EX-11.3B: the 24-figure KGL light battalion sends one 6-figure company: 18.
TEST(Model, EX_11_3B_ReinforcingReducesInitialStrength) {
  Unit kgl;
  kgl.figures = 24;
  kgl.initial_strength = 24;
  detach_to_screen(kgl, 6);
  EXPECT_EQ(kgl.initial_strength, 18);
}

// EX-11.4 / S11.4-STR: repeated detachments are cumulative, 36 -> 30 -> 24.
TEST(Model, EX_11_4_S11_4_STR_RepeatedDetachmentsAreCumulative) {
  Unit leger;
  leger.figures = 36;
  leger.initial_strength = 36;
  detach_to_screen(leger, 6);
  EXPECT_EQ(leger.initial_strength, 30);
  detach_to_screen(leger, 6);
  EXPECT_EQ(leger.initial_strength, 24);
}

TEST(Model, G_29_SizeDerivedFromInitialStrength) {
  EXPECT_EQ(derive_size(Arm::infantry, 20), UnitSize::small);
  EXPECT_EQ(derive_size(Arm::infantry, 21), UnitSize::standard);
  EXPECT_EQ(derive_size(Arm::infantry, 36), UnitSize::standard);
  EXPECT_EQ(derive_size(Arm::infantry, 40), UnitSize::large);
  EXPECT_EQ(derive_size(Arm::cavalry, 7), UnitSize::small);
  EXPECT_EQ(derive_size(Arm::cavalry, 16), UnitSize::large);
  EXPECT_EQ(derive_size(Arm::artillery, 99), UnitSize::standard);
  EXPECT_EQ(derive_size(Arm::infantry, 30, SizeBounds{30, 50}), UnitSize::small);
}

TEST(Model, Decisions1_ScaleUsesTheSeedsPrintedCentimetres) {
  const RuleDistance tether{18, 30};
  EXPECT_DOUBLE_EQ(rule_inches(tether, Scale::inch), 18.0);
  EXPECT_DOUBLE_EQ(rule_inches(tether, Scale::cm), 18.0);  // 30 cm at 5 cm = 3"
  EXPECT_DOUBLE_EQ(rule_inches(tether, Scale::inch_as_cm), 18.0);
  const RuleDistance long_6pdr{55, 85};
  EXPECT_DOUBLE_EQ(from_inches(rule_inches(long_6pdr, Scale::cm), Scale::cm), 85.0);
  EXPECT_DOUBLE_EQ(to_inches(30.0, Scale::cm), 18.0);
  EXPECT_DOUBLE_EQ(inches_only(9).cm, 15.0);
}

}  // namespace
}  // namespace grognard::model
