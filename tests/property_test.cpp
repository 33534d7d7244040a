// Properties over random situations: probabilities sum to 1, and the computer's dice agree with
// the exact distribution (chi-square at p = 1e-6; the negative control shows the test can fail).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "rules/skirmish_fire.h"
#include "sampling.h"

namespace grognard {
namespace {

using model::Cover;
using model::SkirmisherClass;
using model::Weather;

rules::SkirmishFire random_skirmish_fire() {
  rules::SkirmishFire f;
  f.figures = *rc::gen::inRange(1, 61);
  f.cls =
      *rc::gen::element(SkirmisherClass::first, SkirmisherClass::second, SkirmisherClass::rifles);
  f.target_cover = *rc::gen::element(Cover::open, Cover::cover, Cover::building);
  f.weather = *rc::gen::element(Weather::fair, Weather::changeable, Weather::rain,
                                Weather::downpour, Weather::snow);
  f.firer_in_building = *rc::gen::arbitrary<bool>();
  f.options.smoke = *rc::gen::arbitrary<bool>();
  f.options.weather = *rc::gen::arbitrary<bool>();
  return f;
}

auto skirmish_rule(const rules::SkirmishFire& f) {
  return [f](dice::Roller& r) {
    rules::Events off(false);
    return rules::resolve_skirmish_fire(f, r, off);
  };
}

RC_GTEST_PROP(Property, SkirmishFireProbabilitiesSumToOne, ()) {
  const auto f = random_skirmish_fire();
  const auto d = dice::enumerate(skirmish_rule(f));
  RC_ASSERT(std::abs(d.total() - 1.0) < 1e-12);
  for (const auto& o : d.outcomes) RC_ASSERT(o.second > 0.0);
}

RC_GTEST_PROP(Property, SkirmishFireSampledAgreesWithExact, ()) {
  const auto f = random_skirmish_fire();
  const auto rule = skirmish_rule(f);
  const auto exact = dice::enumerate(rule);
  const auto seed = *rc::gen::arbitrary<std::uint64_t>();
  const auto chi = testing::sampled_against_exact(rule, exact, 4000, seed);
  RC_ASSERT(chi.agrees());
}

// The chi-square check has power: a rule whose dice are biased (one face in twelve re-read as
// a six) is caught.
TEST(Property, ChiSquareRejectsABiasedRule) {
  rules::SkirmishFire f;
  f.figures = 18;
  const auto exact = dice::enumerate(skirmish_rule(f));
  int calls = 0;
  auto biased = [&](dice::Roller& r) {
    auto result = skirmish_rule(f)(r);
    if (++calls % 12 == 0) {
      ++result.hits;
      result.damage += model::Damage::points(1);
    }
    return result;
  };
  const auto chi = testing::sampled_against_exact(biased, exact, 20000, 11);
  EXPECT_FALSE(chi.agrees()) << chi.statistic << " <= " << chi.bound();
  // The same sample size passes for the true rule.
  EXPECT_TRUE(testing::sampled_against_exact(skirmish_rule(f), exact, 20000, 11).agrees());
}

TEST(Property, ChiSquareBoundMatchesTables) {
  testing::ChiSquare c;
  c.degrees = 5;
  EXPECT_NEAR(c.bound(), 35.888, 0.01);  // the 1e-6 quantile of chi-square(5)
  c.degrees = 1;
  EXPECT_NEAR(c.bound(), 23.928, 0.01);
  c.degrees = 20;
  EXPECT_NEAR(c.bound(), 65.421, 0.01);
}

}  // namespace
}  // namespace grognard
