// Chapter XI skirmisher fire (S11.10-S11.15), with smoke (S16.4) and weather (S16.7).
// Each test is named after the clause it checks; expected values are exact.
#include <gtest/gtest.h>

#include <cmath>

#include "dice/enumerate.h"
#include "dice/given_dice.h"
#include "rules/skirmish_fire.h"
#include "rules/skirmisher_class.h"

namespace grognard::rules {
namespace {

using model::Cover;
using model::Damage;
using model::Nation;
using model::Quality;
using model::SkirmisherClass;
using model::Troops;
using model::Weather;

SkirmishFireResult with_dice(const SkirmishFire& f, std::vector<dice::Face> faces,
                             Events* events = nullptr) {
  dice::Replay replay(std::move(faces));
  Events off(false);
  const auto r = resolve_skirmish_fire(f, replay, events ? *events : off);
  EXPECT_EQ(replay.missing(), 0);
  EXPECT_EQ(replay.unused(), 0);
  return r;
}

auto odds(const SkirmishFire& f) {
  return dice::enumerate([&](dice::Roller& r) {
    Events off(false);
    return resolve_skirmish_fire(f, r, off);
  });
}

double binom(int n, int k, double p) {
  double c = 1;
  for (int i = 0; i < k; ++i) c = c * (n - i) / (i + 1);
  return c * std::pow(p, k) * std::pow(1 - p, n - k);
}

TEST(SkirmishFire, S11_14_1_OnePairPerSixFiguresFirstClass) {
  EXPECT_EQ(skirmish_dice(18, SkirmisherClass::first), (SkirmishDice{3, 0}));
  EXPECT_EQ(skirmish_dice(7, SkirmisherClass::first), (SkirmishDice{1, 0}));
}

TEST(SkirmishFire, S11_12_0_OnePairPerEightFiguresSecondClass) {
  EXPECT_EQ(skirmish_dice(8, SkirmisherClass::second), (SkirmishDice{1, 0}));
  EXPECT_EQ(skirmish_dice(9, SkirmisherClass::second), (SkirmishDice{1, 0}));
  EXPECT_EQ(skirmish_dice(10, SkirmisherClass::second), (SkirmishDice{1, 1}));
}

TEST(SkirmishFire, S11_13_1_RiflemenRollOnePairPerFourFigures) {
  EXPECT_EQ(skirmish_dice(12, SkirmisherClass::rifles), (SkirmishDice{3, 0}));
  EXPECT_EQ(skirmish_dice(6, SkirmisherClass::rifles), (SkirmishDice{1, 1}));
}

TEST(SkirmishFire, S11_14_2_RemainderOfTwoOrMoreAddsASingleDie) {
  EXPECT_EQ(skirmish_dice(5, SkirmisherClass::first), (SkirmishDice{0, 1}));
  EXPECT_EQ(skirmish_dice(8, SkirmisherClass::first), (SkirmishDice{1, 1}));
  EXPECT_EQ(skirmish_dice(13, SkirmisherClass::first), (SkirmishDice{2, 0}));
}

TEST(SkirmishFire, G_33_OneFigureRollsNothing) {
  for (auto cls : {SkirmisherClass::first, SkirmisherClass::second, SkirmisherClass::rifles}) {
    EXPECT_EQ(skirmish_dice(1, cls), (SkirmishDice{0, 0}));
  }
  SkirmishFire f;
  f.figures = 1;
  const auto d = odds(f);
  ASSERT_EQ(d.outcomes.size(), 1u);
  EXPECT_EQ(d.outcomes[0].first.damage, Damage());
}

TEST(SkirmishFire, S11_15_3_EverySixIsOneHit) {
  SkirmishFire f;
  f.figures = 20;  // 3 pairs + 1 single (EX-11.3B)
  const auto r = with_dice(f, {6, 2, 3, 6, 1, 1, 6});
  EXPECT_EQ(r.hits, 3);
  EXPECT_EQ(r.damage, Damage::points(3));
  EXPECT_FALSE(r.discipline_test);
}

TEST(SkirmishFire, S11_15_1_NoTableNoModifiers_DamageIsBinomialInSixes) {
  SkirmishFire f;
  f.figures = 18;
  const auto d = odds(f).map([](const SkirmishFireResult& r) { return r.damage; });
  ASSERT_EQ(d.outcomes.size(), 7u);
  for (int k = 0; k <= 6; ++k) {
    EXPECT_EQ(d.outcomes[static_cast<std::size_t>(k)].first, Damage::points(k));
    EXPECT_NEAR(d.outcomes[static_cast<std::size_t>(k)].second, binom(6, k, 1.0 / 6), 1e-15);
  }
}

TEST(SkirmishFire, S11_14_3_DT_TRIGGER_1_DoubleSixInAPairForcesADisciplineTest) {
  SkirmishFire f;
  f.figures = 20;
  EXPECT_TRUE(with_dice(f, {1, 2, 6, 6, 3, 4, 5}).discipline_test);
  // Sixes in different pairs, or in the single die, are no double six.
  EXPECT_FALSE(with_dice(f, {1, 6, 6, 2, 3, 4, 6}).discipline_test);
  EXPECT_NEAR(odds(f).probability([](const auto& r) { return r.discipline_test; }),
              1 - std::pow(35.0 / 36, 3), 1e-15);
}

TEST(SkirmishFire, G_34_OneDisciplineTestHoweverManyDoubleSixes) {
  SkirmishFire f;
  f.figures = 12;
  const auto r = with_dice(f, {6, 6, 6, 6});
  EXPECT_TRUE(r.discipline_test);
  EXPECT_EQ(r.hits, 4);
}

TEST(SkirmishFire, S11_15_4_CoverOrBuildingHalvesKeepingHalfPoints) {
  SkirmishFire f;
  f.figures = 18;
  f.target_cover = Cover::cover;
  EXPECT_EQ(with_dice(f, {6, 1, 6, 2, 6, 3}).damage, Damage::halves(3));  // 3 hits -> 1.5
  f.target_cover = Cover::building;
  EXPECT_EQ(with_dice(f, {6, 1, 2, 2, 3, 3}).damage, Damage::halves(1));  // 1 hit -> 0.5
}

TEST(SkirmishFire, S16_4_SmokeHalvesOnceOnAnyOtherDouble) {
  SkirmishFire f;
  f.figures = 18;
  f.options.smoke = true;
  const auto r = with_dice(f, {6, 1, 2, 2, 3, 3});  // two other doubles: halved once
  EXPECT_TRUE(r.smoke);
  EXPECT_EQ(r.damage, Damage::halves(1));
  // A double six is not smoke.
  const auto six = with_dice(f, {6, 6, 1, 2, 3, 4});
  EXPECT_FALSE(six.smoke);
  EXPECT_EQ(six.damage, Damage::points(2));
  // The option is off by default.
  SkirmishFire plain;
  plain.figures = 18;
  EXPECT_FALSE(with_dice(plain, {6, 1, 2, 2, 3, 3}).smoke);
  // P(some pair is a double 1-1..5-5) with 3 pairs = 1 - (31/36)^3.
  EXPECT_NEAR(odds(f).probability([](const auto& x) { return x.smoke; }),
              1 - std::pow(31.0 / 36, 3), 1e-15);
}

TEST(SkirmishFire, S16_7_4_RainHalvesSmallArmsFireExceptFromBuildings) {
  SkirmishFire f;
  f.figures = 18;
  f.weather = Weather::rain;
  EXPECT_EQ(with_dice(f, {6, 6, 6, 1, 2, 3}).damage, Damage::halves(3));
  f.weather = Weather::downpour;
  EXPECT_EQ(with_dice(f, {6, 6, 6, 1, 2, 3}).damage, Damage::halves(3));
  f.firer_in_building = true;
  EXPECT_EQ(with_dice(f, {6, 6, 6, 1, 2, 3}).damage, Damage::points(3));
  f.firer_in_building = false;
  f.weather = Weather::changeable;
  EXPECT_EQ(with_dice(f, {6, 6, 6, 1, 2, 3}).damage, Damage::points(3));
  f.weather = Weather::rain;
  f.options.weather = false;  // the optional rule switched off
  EXPECT_EQ(with_dice(f, {6, 6, 6, 1, 2, 3}).damage, Damage::points(3));
}

TEST(SkirmishFire, S16_7_5_SnowHalvesAndHalvingsMultiply) {
  SkirmishFire f;
  f.figures = 18;
  f.weather = Weather::snow;
  f.target_cover = Cover::cover;
  // 3 hits, halved twice: 0.75 rounds down to 0.5 (DECISIONS §5).
  Events events(true);
  EXPECT_EQ(with_dice(f, {6, 6, 6, 1, 2, 3}, &events).damage, Damage::halves(1));
  bool snow = false;
  for (const Event& e : events.list()) snow = snow || e.clause == "S16.7-5";
  EXPECT_TRUE(snow);
}

TEST(SkirmishFire, S11_13_5_F_RANGE_3_Ranges) {
  EXPECT_DOUBLE_EQ(skirmish_range(SkirmisherClass::first).inches, 12.0);
  EXPECT_DOUBLE_EQ(skirmish_range(SkirmisherClass::first).cm, 20.0);
  EXPECT_DOUBLE_EQ(skirmish_range(SkirmisherClass::rifles).inches, 17.0);
  EXPECT_DOUBLE_EQ(skirmish_range(SkirmisherClass::rifles).cm, 28.0);
}

TEST(SkirmishFire, EventsCiteEveryStep) {
  SkirmishFire f;
  f.figures = 18;
  f.target_cover = Cover::cover;
  Events events(true);
  with_dice(f, {6, 6, 1, 2, 3, 4}, &events);
  std::vector<std::string_view> clauses;
  for (const Event& e : events.list()) clauses.push_back(e.clause);
  EXPECT_EQ(clauses, (std::vector<std::string_view>{"S11.14-1", "S11.15-3", "DT-TRIGGER-1",
                                                    "S11.15-4", "S11.15-3"}));
}

// EX-11.3A: the French voltigeur screen of 18 figures, line quality, is first class: 3 pairs.
TEST(SkirmishFire, EX_11_3A_VoltigeurScreen) {
  const auto c = derive_class(Nation::french, Quality::line, Troops::line);
  EXPECT_EQ(c.cls, SkirmisherClass::first);
  EXPECT_EQ(skirmish_dice(18, c.cls), (SkirmishDice{3, 0}));
}

// EX-11.3B: 8 British light infantry + 6 of the 60th + 6 KGL = 20 figures, first class:
// 3 pairs and one single D6.
TEST(SkirmishFire, EX_11_3B_ReinforcedBritishScreen) {
  const CompanyClass companies[] = {
      {8, derive_class(Nation::british, Quality::veteran, Troops::light).cls},
      {6, derive_class(Nation::british, Quality::veteran, Troops::rifles).cls},
      {6, derive_class(Nation::kgl, Quality::veteran, Troops::light).cls},
  };
  const auto c = majority_class(companies);
  EXPECT_EQ(c.cls, SkirmisherClass::first);
  EXPECT_EQ(skirmish_dice(20, c.cls), (SkirmishDice{3, 1}));
}

// EX-11.6: the Prussian veteran fusiliers' firing line of 16 figures: 2 pairs + 1 D6.
TEST(SkirmishFire, EX_11_6_FusilierFiringLine) {
  const auto c = derive_class(Nation::prussian, Quality::veteran, Troops::light);
  EXPECT_EQ(c.cls, SkirmisherClass::first);
  EXPECT_EQ(skirmish_dice(16, c.cls), (SkirmishDice{2, 1}));
}

TEST(SkirmisherClass, S11_11_2_FirstClassNationsOfLineQualityOrBetter) {
  for (auto n : {Nation::french, Nation::british, Nation::prussian, Nation::minor_german}) {
    for (auto q : {Quality::guard, Quality::elite, Quality::veteran, Quality::line}) {
      const auto c = derive_class(n, q, Troops::light);
      EXPECT_EQ(c.cls, SkirmisherClass::first);
      EXPECT_EQ(c.clause, "S11.11-2");
    }
  }
  EXPECT_EQ(derive_class(Nation::austrian, Quality::line, Troops::jager).cls,
            SkirmisherClass::first);
  // Austrians other than Jäger are not on the list.
  EXPECT_EQ(derive_class(Nation::austrian, Quality::line, Troops::line).cls,
            SkirmisherClass::second);
}

TEST(SkirmisherClass, S11_12a_SecondRateAndConscriptsAreSecondClass) {
  EXPECT_EQ(derive_class(Nation::french, Quality::conscript, Troops::line).clause, "S11.12a");
  EXPECT_EQ(derive_class(Nation::british, Quality::second_rate, Troops::light).cls,
            SkirmisherClass::second);
}

TEST(SkirmisherClass, S11_12b_GrenzerRussianSpanishNeapolitanAreSecondClass) {
  EXPECT_EQ(derive_class(Nation::austrian, Quality::elite, Troops::grenzer).clause, "S11.12b");
  for (auto n : {Nation::russian, Nation::spanish, Nation::neapolitan}) {
    EXPECT_EQ(derive_class(n, Quality::guard, Troops::light).cls, SkirmisherClass::second);
  }
}

TEST(SkirmisherClass, S11_12c_IrregularsAreSecondClass) {
  EXPECT_EQ(derive_class(Nation::prussian, Quality::veteran, Troops::irregular).clause, "S11.12c");
}

TEST(SkirmisherClass, S11_12d_ThirdRankIsSecondClass) {
  EXPECT_EQ(derive_class(Nation::prussian, Quality::line, Troops::third_rank).clause, "S11.12d");
}

TEST(SkirmisherClass, G_32_UnlistedNationsFirstClassWhenRegularLinePlus) {
  const auto c = derive_class(Nation::portuguese, Quality::line, Troops::light);
  EXPECT_EQ(c.cls, SkirmisherClass::first);
  EXPECT_EQ(c.clause, "G-32");
  EXPECT_EQ(derive_class(Nation::portuguese, Quality::conscript, Troops::light).cls,
            SkirmisherClass::second);
}

TEST(SkirmisherClass, S11_10_2_MixedScreenTakesTheMajorityClass) {
  const CompanyClass mostly_first[] = {{12, SkirmisherClass::first}, {8, SkirmisherClass::second}};
  EXPECT_EQ(majority_class(mostly_first).cls, SkirmisherClass::first);
  const CompanyClass mostly_second[] = {{6, SkirmisherClass::first}, {8, SkirmisherClass::second}};
  EXPECT_EQ(majority_class(mostly_second).cls, SkirmisherClass::second);
}

TEST(SkirmisherClass, G_32_TieTakesTheLowerClass) {
  const CompanyClass tie[] = {{8, SkirmisherClass::first}, {8, SkirmisherClass::second}};
  const auto c = majority_class(tie);
  EXPECT_EQ(c.cls, SkirmisherClass::second);
  EXPECT_EQ(c.clause, "G-32");
}

TEST(SkirmisherClass, S11_13_3_RiflemenAloneKeepTheirRate_MixedCountAsFirst) {
  const CompanyClass alone[] = {{12, SkirmisherClass::rifles}};
  EXPECT_EQ(majority_class(alone).cls, SkirmisherClass::rifles);
  const CompanyClass mixed[] = {{6, SkirmisherClass::rifles}, {8, SkirmisherClass::second}};
  EXPECT_EQ(majority_class(mixed).cls, SkirmisherClass::second);
  const CompanyClass mixed2[] = {{10, SkirmisherClass::rifles}, {8, SkirmisherClass::second}};
  EXPECT_EQ(majority_class(mixed2).cls, SkirmisherClass::first);
}

TEST(SkirmisherClass, S11_13_2_S11_13_6_RiflemenLimits) {
  EXPECT_EQ(rifles_problem(Nation::british, 12, 1812), RiflesProblem::none);
  EXPECT_EQ(rifles_problem(Nation::british, 13, 1812), RiflesProblem::too_many);
  EXPECT_EQ(rifles_problem(Nation::british, 12, 1808), RiflesProblem::too_early);
  EXPECT_EQ(rifles_problem(Nation::british, 12, 1809), RiflesProblem::none);
  EXPECT_EQ(rifles_problem(Nation::french, 6, 1812), RiflesProblem::not_british);
}

}  // namespace
}  // namespace grognard::rules
