// Rallying a deployed light battalion (chapter XI 11.7, 11.8; DECISIONS §2 lb_rally_block).
#include <gtest/gtest.h>

#include "dice/enumerate.h"
#include "dice/given_dice.h"
#include "rules/light_battalion_rally.h"

namespace grognard::rules {
namespace {

using model::Quality;

LightBattalionRally battalion(Quality q) {
  LightBattalionRally r;
  r.quality = q;
  return r;
}

double p_rallied(const LightBattalionRally& r) {
  return dice::enumerate([&](dice::Roller& roller) {
           Events off(false);
           return resolve_light_battalion_rally(r, roller, off).rallied;
         })
      .probability([](bool rallied) { return rallied; });
}

RallyResult with_dice(const LightBattalionRally& r, std::vector<dice::Face> faces) {
  dice::Replay replay(std::move(faces));
  Events off(false);
  const auto res = resolve_light_battalion_rally(r, replay, off);
  EXPECT_EQ(replay.missing(), 0);
  EXPECT_EQ(replay.unused(), 0);
  return res;
}

TEST(RallyTest, S11_8_E_EliteAndGuardRallyOnSeven) {
  EXPECT_EQ(rally_row(Quality::guard).needed, 7);
  EXPECT_EQ(rally_row(Quality::elite).clause, "S11.8-E");
  EXPECT_NEAR(p_rallied(battalion(Quality::elite)), 21.0 / 36, 1e-15);
  EXPECT_TRUE(with_dice(battalion(Quality::guard), {3, 4}).rallied);
  EXPECT_FALSE(with_dice(battalion(Quality::guard), {2, 4}).rallied);
}

TEST(RallyTest, S11_8_V_VeteransAndLineRallyOnEight) {
  EXPECT_EQ(rally_row(Quality::veteran).needed, 8);
  EXPECT_EQ(rally_row(Quality::line).clause, "S11.8-V");
  EXPECT_NEAR(p_rallied(battalion(Quality::line)), 15.0 / 36, 1e-15);
}

TEST(RallyTest, S11_8_R_SecondRateAndRecruitsRallyOnNine) {
  EXPECT_EQ(rally_row(Quality::second_rate).needed, 9);
  EXPECT_EQ(rally_row(Quality::conscript).clause, "S11.8-R");
  EXPECT_NEAR(p_rallied(battalion(Quality::conscript)), 10.0 / 36, 1e-15);
}

TEST(RallyTest, S11_8_2_ASuperiorGeneralAddsOne) {
  LightBattalionRally r = battalion(Quality::veteran);
  r.superior_general_attached = true;
  EXPECT_NEAR(p_rallied(r), 21.0 / 36, 1e-15);
  const auto res = with_dice(r, {3, 4});
  EXPECT_EQ(res.roll, 7);
  EXPECT_EQ(res.final_score, 8);
  EXPECT_TRUE(res.rallied);
}

TEST(RallyTest, S11_7_1_EqualToTheNumberSucceeds) {
  const auto res = with_dice(battalion(Quality::line), {2, 6});
  EXPECT_EQ(res.final_score, 8);
  EXPECT_EQ(res.needed, 8);
  EXPECT_TRUE(res.rallied);
}

TEST(RallyTest, S11_7_2_AFailureStaysInSkirmishOrder) {
  Events events;
  dice::Replay replay({1, 6});
  const auto res = resolve_light_battalion_rally(battalion(Quality::line), replay, events);
  EXPECT_FALSE(res.rallied);
  bool again = false;
  for (const Event& e : events.list()) again |= e.clause == "S11.7-2";
  EXPECT_TRUE(again);
}

TEST(RallyTest, S11_7_5_BlockedWithinChargeDistanceByDefault) {
  LightBattalionRally r = battalion(Quality::line);
  r.enemy_within_charge_distance = true;
  ASSERT_TRUE(rally_refusal(r).has_value());
  EXPECT_EQ(rally_refusal(r)->clause, "S11.7-5");
  EXPECT_EQ(rally_refusal(r)->key, "refusal.rally.charge_distance");
}

TEST(RallyTest, S11_7_5_ReachReadingBlocksOnlyWhenTheEnemyReachesThem) {
  LightBattalionRally r = battalion(Quality::line);
  r.options.lb_rally_block = model::LbRallyBlock::reach;
  r.enemy_within_charge_distance = true;
  EXPECT_FALSE(rally_refusal(r).has_value());
  r.enemy_reached_command_companies = true;
  EXPECT_EQ(rally_refusal(r)->key, "refusal.rally.reached");
  r.enemy_within_charge_distance = false;  // reached but not within charge distance: nonsense
  EXPECT_EQ(rally_refusal(r)->key, "refusal.rally.contradiction");
}

TEST(RallyTest, S11_7_3_S11_7_4_ReformsAtTheCommandCompaniesInAnyFormation) {
  UnitState u;
  u.type = model::UnitType::light_battalion_skirmish;
  u.formation = model::Formation::skirmish;
  Events e;
  const auto step =
      rally_light_battalion(u, model::Formation::column, {model::Phase::movement, {}}, e);
  ASSERT_TRUE(step.ok());
  EXPECT_EQ(step.value().unit.type, model::UnitType::infantry);
  EXPECT_EQ(step.value().unit.formation, model::Formation::column);
  EXPECT_EQ(step.value().unit.status, model::UnitStatus::ordered);
  EXPECT_TRUE(step.value().has(Signal::rally_at_command_companies));
}

TEST(RallyTest, S11_6_MORALE_ADeployedBattalionTestsAsOneUnit) {
  // One discipline test for the whole battalion, its command companies and line together: a
  // light_battalion_skirmish is one unit, with its own damage (no DT-MOD-SKIRM).
  DisciplineTest t;
  t.type = model::UnitType::light_battalion_skirmish;
  t.formation = model::Formation::skirmish;
  t.damage = model::Damage::points(4);
  EXPECT_EQ(discipline_modifiers(t).total(), -1);
}

}  // namespace
}  // namespace grognard::rules
