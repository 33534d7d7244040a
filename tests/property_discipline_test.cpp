// Properties over random situations of the discipline test, the light battalion rally and the
// brigade morale test: exact probabilities sum to 1, the computer's dice agree with the exact
// distribution (chi-square at p = 1e-6, tests/sampling.h), and the invariants of the results.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "rules/brigade_morale.h"
#include "rules/discipline_test.h"
#include "rules/light_battalion_rally.h"
#include "rules/unit_status.h"
#include "sampling.h"

namespace grognard {
namespace {

using model::Formation;
using model::Grade;
using model::UnitStatus;
using model::UnitType;
using rules::DisciplineOutcome;
using rules::DisciplineTest;
using rules::DtResult;
using rules::Trigger;

Formation formation_for(UnitType t) {
  switch (t) {
    case UnitType::infantry:
      return *rc::gen::element(Formation::line, Formation::column, Formation::mass_column,
                               Formation::square);
    case UnitType::cavalry:
      return *rc::gen::element(Formation::line, Formation::column);
    case UnitType::artillery:
      return *rc::gen::element(Formation::limbered, Formation::unlimbered);
    default:
      return Formation::skirmish;
  }
}

// A random test the rules allow (at most three tests, to keep exact odds quick).
DisciplineTest random_test() {
  DisciplineTest t;
  t.type = *rc::gen::element(UnitType::infantry, UnitType::cavalry, UnitType::artillery,
                             UnitType::skirmish_screen, UnitType::light_battalion_skirmish);
  t.formation = formation_for(t.type);
  t.grade = *rc::gen::element(Grade::elite, Grade::veteran, Grade::line, Grade::recruit);
  if (t.type == UnitType::skirmish_screen && *rc::gen::arbitrary<bool>()) {
    t.brigade_qualities = *rc::gen::container<std::vector<model::Quality>>(
        *rc::gen::inRange(1, 6),
        rc::gen::element(model::Quality::guard, model::Quality::elite, model::Quality::veteran,
                         model::Quality::line, model::Quality::second_rate,
                         model::Quality::conscript));
  }
  t.size =
      *rc::gen::element(model::UnitSize::small, model::UnitSize::standard, model::UnitSize::large);
  t.damage = model::Damage::halves(*rc::gen::inRange(0, 30));
  const bool skirmisher = model::is_skirmisher(t.type);
  t.status = skirmisher ? *rc::gen::element(UnitStatus::ordered, UnitStatus::falling_back,
                                            UnitStatus::retreating, UnitStatus::broken)
                        : *rc::gen::element(UnitStatus::ordered, UnitStatus::unformed,
                                            UnitStatus::falling_back, UnitStatus::retreating,
                                            UnitStatus::broken);
  t.unformed = !skirmisher && *rc::gen::arbitrary<bool>();
  t.general_attached = *rc::gen::arbitrary<bool>();
  t.flanked = *rc::gen::arbitrary<bool>();
  t.charged_in_rear = *rc::gen::arbitrary<bool>();
  t.garrison = *rc::gen::arbitrary<bool>();
  t.charge_situation = *rc::gen::arbitrary<bool>();
  t.flanked_only_by_foot = *rc::gen::arbitrary<bool>();
  t.evading = !skirmisher && *rc::gen::arbitrary<bool>();
  t.line_to_square_vs_cavalry =
      t.type == UnitType::infantry && t.formation == Formation::line && *rc::gen::arbitrary<bool>();
  if (t.type == UnitType::cavalry && t.charge_situation && *rc::gen::arbitrary<bool>()) {
    t.squadrons = *rc::gen::inRange(1, 4);
    t.enemy_squadrons = *rc::gen::inRange(1, 13);
  }
  const int n = *rc::gen::inRange(0, 4);
  for (int i = 0; i < n; ++i) {
    t.triggers.push_back(
        *rc::gen::element(Trigger::fire, Trigger::skirmisher_double_six, Trigger::rear_charge));
  }
  t.options.retreat_d3 = *rc::gen::element(model::RetreatD3::suffer, model::RetreatD3::recover);
  t.options.standard_battery_disperse = *rc::gen::element(8, 18);
  return t;
}

auto discipline_rule(const DisciplineTest& t) {
  return [t](dice::Roller& r) {
    rules::Events off(false);
    return rules::resolve_discipline_test(t, r, off).outcome;
  };
}

RC_GTEST_PROP(PropertyDiscipline, DisciplineTestProbabilitiesSumToOne, ()) {
  const DisciplineTest t = random_test();
  RC_PRE(rules::discipline_problem(t) == rules::DtProblem::none);
  const auto d = dice::enumerate(discipline_rule(t));
  RC_ASSERT(std::abs(d.total() - 1.0) < 1e-12);
  for (const auto& [o, p] : d.outcomes) {
    RC_ASSERT(p > 0.0);
    // Damage is either suffered or recovered, never both, and never recovered below none.
    RC_ASSERT(o.suffered.in_halves() == 0 || o.recovered.in_halves() == 0);
    RC_ASSERT(o.recovered <= t.damage);
    // Broken only for a unit already retreating or broken, and then always (DT-NOTE-2).
    const bool retreating = t.status == UnitStatus::retreating || t.status == UnitStatus::broken;
    RC_ASSERT((o.result == DtResult::broken) == retreating);
    // Skirmishers and evaders are never Unformed (DT-RESULT-4S).
    if (model::is_skirmisher(t.type) || t.evading) RC_ASSERT(o.result != DtResult::unformed);
    // The D3 goes with a Retreat and nothing else.
    if (o.result != DtResult::retreat) RC_ASSERT(o.suffered.in_halves() == 0);
    if (o.result == DtResult::retreat) RC_ASSERT(o.suffered.in_halves() % 2 == 0);
  }
}

RC_GTEST_PROP(PropertyDiscipline, DisciplineTestSampledAgreesWithExact, ()) {
  const DisciplineTest t = random_test();
  RC_PRE(rules::discipline_problem(t) == rules::DtProblem::none);
  const auto rule = discipline_rule(t);
  const auto exact = dice::enumerate(rule);
  const auto seed = *rc::gen::arbitrary<std::uint64_t>();
  RC_ASSERT(testing::sampled_against_exact(rule, exact, 4000, seed).agrees());
}

// The unit machine applied to every outcome keeps its invariants: a unit is dispersed exactly
// when its damage reached its limit or a battery gave way.
RC_GTEST_PROP(PropertyDiscipline, StatusAfterTheTestIsConsistent, ()) {
  const DisciplineTest t = random_test();
  RC_PRE(rules::discipline_problem(t) == rules::DtProblem::none);
  rules::UnitState u;
  u.type = t.type;
  u.quality = model::Quality::line;
  u.size = t.size;
  u.formation = t.formation;
  u.status = t.status == UnitStatus::ordered && t.unformed ? UnitStatus::unformed : t.status;
  u.damage = t.damage;
  const rules::Moment when{model::Phase::fire, t.options};
  for (const auto& [o, p] : dice::enumerate(discipline_rule(t)).outcomes) {
    rules::Events off(false);
    const auto step =
        rules::apply_discipline_result(u, o, {rules::ChargeRole::none, false}, when, off);
    RC_ASSERT(step.ok());
    const rules::UnitState& after = step.value().unit;
    RC_ASSERT(after.damage.in_halves() == std::max(0, u.damage.in_halves() + o.change_in_halves()));
    if (o.result == DtResult::retreat && after.status != UnitStatus::dispersed) {
      RC_ASSERT(after.status == UnitStatus::retreating);
    }
    if (after.status == UnitStatus::dispersed) {
      RC_ASSERT(step.value().has(rules::Signal::removed));
      RC_ASSERT(step.value().change.has_value());
    }
  }
}

RC_GTEST_PROP(PropertyDiscipline, RallySampledAgreesWithExact, ()) {
  rules::LightBattalionRally r;
  r.quality = *rc::gen::element(model::Quality::guard, model::Quality::elite,
                                model::Quality::veteran, model::Quality::line,
                                model::Quality::second_rate, model::Quality::conscript);
  r.superior_general_attached = *rc::gen::arbitrary<bool>();
  auto rule = [r](dice::Roller& roller) {
    rules::Events off(false);
    return rules::resolve_light_battalion_rally(r, roller, off);
  };
  const auto exact = dice::enumerate(rule);
  RC_ASSERT(std::abs(exact.total() - 1.0) < 1e-12);
  for (const auto& [res, p] : exact.outcomes)
    RC_ASSERT(res.rallied == (res.final_score >= res.needed));
  const auto seed = *rc::gen::arbitrary<std::uint64_t>();
  RC_ASSERT(testing::sampled_against_exact(rule, exact, 4000, seed).agrees());
}

RC_GTEST_PROP(PropertyDiscipline, BrigadeMoraleSampledAgreesWithExact, ()) {
  rules::BrigadeMoraleTest t;
  t.status = *rc::gen::element(model::BrigadeStatus::obeying, model::BrigadeStatus::faltering,
                               model::BrigadeStatus::wavering, model::BrigadeStatus::falling_back);
  t.grade = *rc::gen::element(Grade::elite, Grade::veteran, Grade::line, Grade::recruit);
  t.general = *rc::gen::element(rules::GeneralRating::poor, rules::GeneralRating::average,
                                rules::GeneralRating::good, rules::GeneralRating::superior);
  t.general_lost = *rc::gen::arbitrary<bool>();
  t.retreating = *rc::gen::inRange(0, 4);
  t.broken = *rc::gen::inRange(0, 3);
  t.lost = *rc::gen::inRange(0, 5);
  auto rule = [t](dice::Roller& roller) {
    rules::Events off(false);
    return rules::resolve_brigade_morale_test(t, roller, off);
  };
  const auto exact = dice::enumerate(rule);
  RC_ASSERT(std::abs(exact.total() - 1.0) < 1e-12);
  for (const auto& [res, p] : exact.outcomes) {
    RC_ASSERT(res.status == rules::after_step(t.status, res.step));
    // Never more than two statuses worse, never more than one better but on a double six.
    const int from = static_cast<int>(t.status);
    const int to = static_cast<int>(res.status);
    RC_ASSERT(to - from <= 2);
    if (res.step != rules::MoraleStep::rallied) RC_ASSERT(from - to <= 1);
  }
  const auto seed = *rc::gen::arbitrary<std::uint64_t>();
  RC_ASSERT(testing::sampled_against_exact(rule, exact, 4000, seed).agrees());
}

// The chi-square check has power here too: a discipline test whose 2D6 is read one higher one
// time in ten is caught.
TEST(PropertyDiscipline, ChiSquareRejectsABiasedDisciplineTest) {
  DisciplineTest t;
  t.grade = Grade::recruit;
  t.damage = model::Damage::points(4);
  const auto exact = dice::enumerate(discipline_rule(t));
  int calls = 0;
  auto biased = [&](dice::Roller& r) {
    auto o = discipline_rule(t)(r);
    if (++calls % 10 == 0 && o.result == DtResult::unformed) o = DisciplineOutcome{};
    return o;
  };
  EXPECT_FALSE(testing::sampled_against_exact(biased, exact, 20000, 5).agrees());
  EXPECT_TRUE(testing::sampled_against_exact(discipline_rule(t), exact, 20000, 5).agrees());
}

}  // namespace
}  // namespace grognard
