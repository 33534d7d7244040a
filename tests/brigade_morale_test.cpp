// The project's brigade morale test (BM-*, docs/rules.md "Brigade morale"; G-15, DECISIONS
// §11) and the optional rule S16.6.
#include <gtest/gtest.h>

#include <algorithm>

#include "dice/enumerate.h"
#include "dice/given_dice.h"
#include "rules/brigade_morale.h"

namespace grognard::rules {
namespace {

using model::BrigadeStatus;
using model::Grade;

BrigadeMoraleTest test(BrigadeStatus s = BrigadeStatus::faltering, Grade g = Grade::line) {
  BrigadeMoraleTest t;
  t.status = s;
  t.grade = g;
  return t;
}

BrigadeMoraleResult with_dice(const BrigadeMoraleTest& t, std::vector<dice::Face> faces) {
  dice::Replay replay(std::move(faces));
  Events off(false);
  const auto r = resolve_brigade_morale_test(t, replay, off);
  EXPECT_EQ(replay.missing(), 0);
  EXPECT_EQ(replay.unused(), 0);
  return r;
}

auto odds(const BrigadeMoraleTest& t) {
  return dice::enumerate([&](dice::Roller& r) {
    Events off(false);
    return resolve_brigade_morale_test(t, r, off).status;
  });
}

int total(const BrigadeMoraleTest& t) {
  return brigade_morale_modifiers(t).total();
}

BrigadeState state(BrigadeStatus s, int units, int lost = 0) {
  BrigadeState b;
  b.status = s;
  b.units = units;
  b.lost = lost;
  return b;
}

TEST(BrigadeMoraleTest, BM_TRIGGER_1_FalteringWaveringAndFallingBackBrigadesTest) {
  for (auto s : {BrigadeStatus::faltering, BrigadeStatus::wavering, BrigadeStatus::falling_back}) {
    EXPECT_EQ(brigade_test_due(state(s, 4), false, {}), MoraleReason::status);
  }
  EXPECT_FALSE(brigade_test_due(state(BrigadeStatus::obeying, 4), false, {}).has_value());
  EXPECT_EQ(reason_clause(MoraleReason::status), "BM-TRIGGER-1");
}

TEST(BrigadeMoraleTest, BM_TRIGGER_2_SauveQuiPeutNeverTestsAgain) {
  model::RuleOptions s16_6;
  s16_6.brigade_morale = true;
  EXPECT_FALSE(brigade_test_due(state(BrigadeStatus::sauve_qui_peut, 4, 3), true, s16_6));
  Events e;
  EXPECT_EQ(brigade_after_test(state(BrigadeStatus::sauve_qui_peut, 4), {}, e).refusal().clause,
            "BM-TRIGGER-2");
}

TEST(BrigadeMoraleTest, S16_6_1_ABrigadeThatLostMoreThanHalfTestsEveryTurn) {
  model::RuleOptions s16_6;
  s16_6.brigade_morale = true;
  EXPECT_EQ(brigade_test_due(state(BrigadeStatus::obeying, 4, 3), false, s16_6),
            MoraleReason::lost_half);
  EXPECT_FALSE(brigade_test_due(state(BrigadeStatus::obeying, 4, 2), false, s16_6));  // half
  EXPECT_FALSE(brigade_test_due(state(BrigadeStatus::obeying, 4, 3), false, {}));     // option off
  EXPECT_EQ(reason_clause(MoraleReason::lost_half), "S16.6-1");
}

TEST(BrigadeMoraleTest, S16_6_2_ABrokenBrigadeMakesItsNeighboursTest) {
  model::RuleOptions s16_6;
  s16_6.brigade_morale = true;
  EXPECT_EQ(brigade_test_due(state(BrigadeStatus::obeying, 4), true, s16_6),
            MoraleReason::neighbour_broken);
  EXPECT_FALSE(brigade_test_due(state(BrigadeStatus::obeying, 4), true, {}));
  EXPECT_EQ(reason_clause(MoraleReason::neighbour_broken), "S16.6-2");
}

TEST(BrigadeMoraleTest, BM_MOD_QUALITY_AsTheDisciplineTest) {
  EXPECT_EQ(total(test(BrigadeStatus::faltering, Grade::elite)), 2);
  EXPECT_EQ(total(test(BrigadeStatus::faltering, Grade::veteran)), 1);
  EXPECT_EQ(total(test(BrigadeStatus::faltering, Grade::line)), 0);
  EXPECT_EQ(total(test(BrigadeStatus::faltering, Grade::recruit)), -1);
  BrigadeMoraleTest averaged = test();
  averaged.unit_qualities = {model::Quality::guard, model::Quality::line, model::Quality::line};
  EXPECT_EQ(brigade_morale_modifiers(averaged).tested_as, Grade::veteran);
}

TEST(BrigadeMoraleTest, BM_MOD_GENERAL_RatingOrLost) {
  BrigadeMoraleTest t = test();
  t.general = GeneralRating::superior;
  EXPECT_EQ(total(t), 1);
  t.general = GeneralRating::good;
  EXPECT_EQ(total(t), 0);
  t.general = GeneralRating::poor;
  EXPECT_EQ(total(t), -1);
  t.general_lost = true;
  EXPECT_EQ(total(t), -2);
}

TEST(BrigadeMoraleTest, BM_MOD_RETREAT_BROKEN_LOST_MinusOneEach) {
  BrigadeMoraleTest t = test();
  t.retreating = 2;
  EXPECT_EQ(total(t), -2);
  t.broken = 1;
  EXPECT_EQ(total(t), -3);
  t.lost = 2;
  EXPECT_EQ(total(t), -5);
  const BrigadeState b = [] {
    BrigadeState s = state(BrigadeStatus::wavering, 6, 1);
    s.retreating = 1;
    s.broken = 1;
    return s;
  }();
  EXPECT_EQ(total(morale_test_of(b, Grade::veteran, GeneralRating::superior, false)), 1 + 1 - 3);
}

TEST(BrigadeMoraleTest, BM_RESULT_66_RalliesToObeyingWhateverTheModifiers) {
  BrigadeMoraleTest t = test(BrigadeStatus::falling_back, Grade::recruit);
  t.lost = 3;
  const auto r = with_dice(t, {6, 6});
  EXPECT_EQ(r.step, MoraleStep::rallied);
  EXPECT_EQ(r.status, BrigadeStatus::obeying);
  EXPECT_EQ(r.final_score, 8);
}

TEST(BrigadeMoraleTest, BM_RESULT_8_EightOrMoreOneStatusBetter) {
  EXPECT_EQ(with_dice(test(BrigadeStatus::faltering), {3, 5}).status, BrigadeStatus::obeying);
  EXPECT_EQ(with_dice(test(BrigadeStatus::wavering), {2, 6}).status, BrigadeStatus::faltering);
  EXPECT_EQ(with_dice(test(BrigadeStatus::falling_back), {4, 5}).status, BrigadeStatus::wavering);
  EXPECT_EQ(with_dice(test(BrigadeStatus::obeying), {5, 6}).status, BrigadeStatus::obeying);
}

TEST(BrigadeMoraleTest, BM_RESULT_5_FiveToSevenHolds) {
  EXPECT_EQ(with_dice(test(BrigadeStatus::wavering), {3, 4}).step, MoraleStep::holds);  // 7
  EXPECT_EQ(with_dice(test(BrigadeStatus::wavering), {1, 4}).status, BrigadeStatus::wavering);
}

TEST(BrigadeMoraleTest, BM_RESULT_3_ThreeOrFourOneStatusWorse) {
  EXPECT_EQ(with_dice(test(BrigadeStatus::faltering), {1, 3}).status, BrigadeStatus::wavering);
  EXPECT_EQ(with_dice(test(BrigadeStatus::obeying), {1, 2}).status, BrigadeStatus::faltering);
}

TEST(BrigadeMoraleTest, BM_RESULT_2_TwoOrLessTwoStatusesWorse) {
  EXPECT_EQ(with_dice(test(BrigadeStatus::faltering), {1, 1}).status, BrigadeStatus::falling_back);
  BrigadeMoraleTest t = test(BrigadeStatus::falling_back);
  t.broken = 3;
  EXPECT_EQ(with_dice(t, {2, 3}).status, BrigadeStatus::sauve_qui_peut);  // bottom of the ladder
}

TEST(BrigadeMoraleTest, BM_ExactOddsOfAFalteringLineBrigadeWithABrokenUnit) {
  BrigadeMoraleTest t = test();
  t.broken = 1;
  const auto d = odds(t);
  auto p = [&](BrigadeStatus s) { return d.probability([s](BrigadeStatus x) { return x == s; }); };
  EXPECT_NEAR(p(BrigadeStatus::obeying), 10.0 / 36, 1e-15);      // 2D6 9+ (6-6 included)
  EXPECT_NEAR(p(BrigadeStatus::faltering), 16.0 / 36, 1e-15);    // 6-8
  EXPECT_NEAR(p(BrigadeStatus::wavering), 7.0 / 36, 1e-15);      // 4-5
  EXPECT_NEAR(p(BrigadeStatus::falling_back), 3.0 / 36, 1e-15);  // 2-3
  EXPECT_NEAR(d.total(), 1.0, 1e-15);
}

// The table of odds in docs/rules.md "Brigade morale".
TEST(BrigadeMoraleTest, BM_TheOddsTableOfTheRulesDocument) {
  struct Line {
    BrigadeStatus status;
    int retreating, broken, lost;
    int better, holds, worse, two_worse;  // in 36ths
  };
  const Line table[] = {
      {BrigadeStatus::faltering, 0, 1, 0, 10, 16, 7, 3},
      {BrigadeStatus::faltering, 2, 0, 0, 6, 15, 9, 6},
      {BrigadeStatus::wavering, 1, 1, 1, 3, 12, 11, 10},
  };
  for (const Line& l : table) {
    BrigadeMoraleTest t = test(l.status);
    t.retreating = l.retreating;
    t.broken = l.broken;
    t.lost = l.lost;
    const auto d = dice::enumerate([&](dice::Roller& r) {
      Events off(false);
      return resolve_brigade_morale_test(t, r, off).step;
    });
    auto p = [&](std::initializer_list<MoraleStep> steps) {
      return d.probability(
          [&](MoraleStep s) { return std::find(steps.begin(), steps.end(), s) != steps.end(); });
    };
    EXPECT_NEAR(p({MoraleStep::rallied, MoraleStep::better}), l.better / 36.0, 1e-15);
    EXPECT_NEAR(p({MoraleStep::holds}), l.holds / 36.0, 1e-15);
    EXPECT_NEAR(p({MoraleStep::worse}), l.worse / 36.0, 1e-15);
    EXPECT_NEAR(p({MoraleStep::much_worse}), l.two_worse / 36.0, 1e-15);
  }
  BrigadeMoraleTest elite = test(BrigadeStatus::faltering, Grade::elite);
  elite.broken = 1;
  EXPECT_NEAR(odds(elite).probability([](BrigadeStatus s) { return s == BrigadeStatus::obeying; }),
              21.0 / 36, 1e-15);
}

TEST(BrigadeMoraleTest, AfterStepWalksTheLadder) {
  using B = BrigadeStatus;
  EXPECT_EQ(after_step(B::sauve_qui_peut, MoraleStep::worse), B::sauve_qui_peut);
  EXPECT_EQ(after_step(B::wavering, MoraleStep::much_worse), B::sauve_qui_peut);
  EXPECT_EQ(after_step(B::falling_back, MoraleStep::rallied), B::obeying);
  EXPECT_EQ(after_step(B::obeying, MoraleStep::better), B::obeying);
}

TEST(BrigadeMoraleTest, BM_EFFECT_SQP_ReachingSauveQuiPeutBreaksTheBrigade) {
  Events e;
  BrigadeMoraleResult r;
  r.step = MoraleStep::worse;
  const auto step = brigade_after_test(state(BrigadeStatus::falling_back, 4), r, e);
  ASSERT_TRUE(step.ok());
  EXPECT_EQ(step.value().brigade.status, BrigadeStatus::sauve_qui_peut);
  EXPECT_TRUE(step.value().now_broken);
  EXPECT_EQ(step.value().change,
            (BrigadeChange{BrigadeStatus::falling_back, BrigadeStatus::sauve_qui_peut}));
  bool effect = false;
  for (const Event& ev : e.list()) effect |= ev.clause == "BM-EFFECT-SQP";
  EXPECT_TRUE(effect);
}

TEST(BrigadeMoraleTest, BM_RESULT_5_HoldingChangesNothing) {
  Events e;
  BrigadeMoraleResult r;
  r.step = MoraleStep::holds;
  const auto step = brigade_after_test(state(BrigadeStatus::wavering, 4), r, e);
  EXPECT_FALSE(step.value().change.has_value());
  EXPECT_FALSE(step.value().now_broken);
}

}  // namespace
}  // namespace grognard::rules
