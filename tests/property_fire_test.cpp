// Properties of volleys and artillery over random situations: the exact distribution sums to 1,
// and the computer's dice agree with it (chi-square at p = 1e-6, tests/sampling.h).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "rules/artillery.h"
#include "rules/fire_ranges.h"
#include "rules/volley.h"
#include "sampling.h"

namespace grognard {
namespace {

using model::Cover;
using model::Formation;
using model::TargetType;

rules::FireTarget random_target(bool artillery) {
  rules::FireTarget t;
  t.type = *rc::gen::element(TargetType::infantry, TargetType::cavalry, TargetType::artillery,
                             TargetType::skirmishers);
  switch (t.type) {
    case TargetType::infantry:
      t.formation = *rc::gen::element(Formation::line, Formation::column, Formation::mass_column,
                                      Formation::square);
      break;
    case TargetType::cavalry:
      t.formation = *rc::gen::element(Formation::line, Formation::column);
      break;
    case TargetType::artillery:
      t.formation = *rc::gen::element(Formation::limbered, Formation::unlimbered);
      break;
    case TargetType::skirmishers:
      t.formation = Formation::skirmish;
      break;
  }
  t.garrison = *rc::gen::arbitrary<bool>();
  t.general = *rc::gen::arbitrary<bool>();
  const bool has_redoubt = (t.type == TargetType::infantry || t.type == TargetType::artillery) &&
                           *rc::gen::inRange(0, 4) == 0;
  if (has_redoubt) {
    const int initial = *rc::gen::inRange(6, 19);
    t.redoubt = rules::Redoubt{*rc::gen::inRange(0, initial + 1), initial};
  } else {
    t.cover = *rc::gen::element(Cover::open, Cover::cover, Cover::building);
  }
  if ((t.type == TargetType::infantry || t.type == TargetType::cavalry) &&
      *rc::gen::inRange(0, 3) == 0) {
    t.screen = rules::Screen{static_cast<double>(*rc::gen::inRange(0, 8)), Cover::open};
  }
  (void)artillery;
  return t;
}

model::RuleOptions random_options() {
  model::RuleOptions o;
  o.smoke = *rc::gen::arbitrary<bool>();
  o.weather = *rc::gen::arbitrary<bool>();
  o.damage_die_hits_on = *rc::gen::inRange(4, 7);
  o.screen_gap = *rc::gen::inRange(2, 4);
  o.redoubts = *rc::gen::arbitrary<bool>();
  o.battalion_gun_damage_die = *rc::gen::arbitrary<bool>();
  return o;
}

rules::Volley random_volley() {
  rules::Volley v;
  v.quality = *rc::gen::element(model::Quality::guard, model::Quality::elite,
                                model::Quality::veteran, model::Quality::line,
                                model::Quality::second_rate, model::Quality::conscript);
  v.nation = *rc::gen::element(model::Nation::french, model::Nation::british,
                               model::Nation::russian, model::Nation::kgl);
  v.size =
      *rc::gen::element(model::UnitSize::small, model::UnitSize::standard, model::UnitSize::large);
  v.formation = *rc::gen::element(Formation::line, Formation::column, Formation::mass_column,
                                  Formation::square);
  v.damage = model::Damage::halves(*rc::gen::inRange(0, 20));
  v.moved = *rc::gen::arbitrary<bool>();
  v.unformed = *rc::gen::arbitrary<bool>();
  v.lost_fire_discipline = *rc::gen::arbitrary<bool>();
  v.in_building = *rc::gen::arbitrary<bool>();
  if (*rc::gen::arbitrary<bool>()) v.battalion_gun = rules::BattalionGun{1};
  v.target = random_target(false);
  const int reach = v.formation == Formation::square ? 3 : 9;
  v.range = *rc::gen::inRange(0, reach * 2 + 1) / 2.0;
  v.weather =
      *rc::gen::element(model::Weather::fair, model::Weather::changeable, model::Weather::rain,
                        model::Weather::downpour, model::Weather::snow);
  v.options = random_options();
  return v;
}

rules::ArtilleryFire random_artillery() {
  rules::ArtilleryFire a;
  a.calibre =
      *rc::gen::element(model::Calibre::light, model::Calibre::medium, model::Calibre::heavy);
  a.quality =
      *rc::gen::element(model::Quality::guard, model::Quality::elite, model::Quality::veteran,
                        model::Quality::line, model::Quality::conscript);
  a.size = *rc::gen::element(model::UnitSize::standard, model::UnitSize::large);
  a.damage = model::Damage::points(*rc::gen::inRange(0, 8));
  a.moved = *rc::gen::arbitrary<bool>();
  a.horse = *rc::gen::arbitrary<bool>();
  a.unformed = *rc::gen::arbitrary<bool>();
  a.low_ammo = *rc::gen::arbitrary<bool>();
  a.assault_fire = *rc::gen::arbitrary<bool>();
  a.first_fatigue_ignored = *rc::gen::arbitrary<bool>();
  a.target = random_target(true);
  const int reach = static_cast<int>(rules::artillery_ranges(a.calibre).long_range.inches);
  a.range = *rc::gen::inRange(0, reach + 1);
  const int behind = *rc::gen::inRange(0, 3);
  for (int i = 0; i < behind; ++i) {
    a.behind.push_back({*rc::gen::element(TargetType::infantry, TargetType::skirmishers),
                        static_cast<double>(*rc::gen::inRange(0, 9))});
  }
  a.options = random_options();
  a.options.horse_artillery_penalty = *rc::gen::element(2, 4);
  return a;
}

auto volley_rule(const rules::Volley& v) {
  return [v](dice::Roller& r) {
    rules::Events off(false);
    return rules::resolve_volley(v, r, off);
  };
}

auto artillery_rule(const rules::ArtilleryFire& a) {
  return [a](dice::Roller& r) {
    rules::Events off(false);
    return rules::resolve_artillery_fire(a, r, off);
  };
}

RC_GTEST_PROP(PropertyFire, VolleyProbabilitiesSumToOne, ()) {
  const auto v = random_volley();
  const auto d = dice::enumerate(volley_rule(v));
  // The planned odds are the same distribution.
  const auto planned = rules::volley_odds(v);
  RC_ASSERT(planned.outcomes.size() == d.outcomes.size());
  for (std::size_t i = 0; i < d.outcomes.size(); ++i) {
    RC_ASSERT(planned.outcomes[i].first == d.outcomes[i].first);
    RC_ASSERT(std::abs(planned.outcomes[i].second - d.outcomes[i].second) < 1e-15);
  }
  RC_ASSERT(std::abs(d.total() - 1.0) < 1e-12);
  for (const auto& o : d.outcomes) {
    RC_ASSERT(o.second > 0.0);
    RC_ASSERT(o.first.score <= 12);
    RC_ASSERT(o.first.damage.in_halves() >= 0);
  }
}

RC_GTEST_PROP(PropertyFire, VolleySampledAgreesWithExact, ()) {
  const auto rule = volley_rule(random_volley());
  const auto exact = dice::enumerate(rule);
  const auto seed = *rc::gen::arbitrary<std::uint64_t>();
  const auto chi = testing::sampled_against_exact(rule, exact, 4000, seed);
  RC_ASSERT(chi.agrees());
}

RC_GTEST_PROP(PropertyFire, ArtilleryProbabilitiesSumToOne, ()) {
  const auto a = random_artillery();
  const auto d = dice::enumerate(artillery_rule(a));
  RC_ASSERT(std::abs(d.total() - 1.0) < 1e-12);
  const auto planned = rules::artillery_fire_odds(a);
  RC_ASSERT(planned.outcomes.size() == d.outcomes.size());
  for (std::size_t i = 0; i < d.outcomes.size(); ++i) {
    RC_ASSERT(planned.outcomes[i].first == d.outcomes[i].first);
    RC_ASSERT(std::abs(planned.outcomes[i].second - d.outcomes[i].second) < 1e-15);
  }
  for (const auto& o : d.outcomes) {
    RC_ASSERT(o.second > 0.0);
    RC_ASSERT(o.first.fatigue >= 0 && o.first.fatigue <= 2);
    RC_ASSERT(!(o.first.low_ammo && o.first.no_ammo));
  }
}

RC_GTEST_PROP(PropertyFire, ArtillerySampledAgreesWithExact, ()) {
  const auto rule = artillery_rule(random_artillery());
  const auto exact = dice::enumerate(rule);
  const auto seed = *rc::gen::arbitrary<std::uint64_t>();
  const auto chi = testing::sampled_against_exact(rule, exact, 4000, seed);
  RC_ASSERT(chi.agrees());
}

// The check has power here too: a battery whose damage dice are read one face too generously
// (a 3 scores) is caught against the true odds.
TEST(PropertyFire, ChiSquareRejectsABiasedBattery) {
  rules::ArtilleryFire a;
  a.range = 6;
  a.assault_fire = true;
  a.target.formation = Formation::square;
  const auto exact = dice::enumerate(artillery_rule(a));
  rules::ArtilleryFire biased = a;
  biased.options.damage_die_hits_on = 3;
  const auto chi = testing::sampled_against_exact(artillery_rule(biased), exact, 20000, 5);
  EXPECT_FALSE(chi.agrees()) << chi.statistic << " <= " << chi.bound();
  EXPECT_TRUE(testing::sampled_against_exact(artillery_rule(a), exact, 20000, 5).agrees());
}

}  // namespace
}  // namespace grognard
