// The brigade status machine (seed 003 "Дрогнувшие Бригады", CLAUSES.md §7.7): every cause of
// Faltering with its exceptions, Demoralised brigades (STATUS-DISP-9), and a game-loop walk of
// the whole ladder together with the unit machine.
#include <gtest/gtest.h>

#include "dice/given_dice.h"
#include "rules/brigade_morale.h"
#include "rules/brigade_status.h"

namespace grognard::rules {
namespace {

using model::BrigadeStatus;
using model::Phase;
using model::UnitStatus;

BrigadeState brigade(int units, BrigadeStatus s = BrigadeStatus::obeying) {
  BrigadeState b;
  b.units = units;
  b.status = s;
  return b;
}

UnitChange change(UnitStatus from, UnitStatus to, Phase phase = Phase::fire,
                  Dispersal d = Dispersal::none, bool skirmisher_or_cossack = false,
                  bool by_brigade = false) {
  return UnitChange{from, to, phase, d, skirmisher_or_cossack, by_brigade};
}

struct Row {
  const char* clause;
  BrigadeState before;
  UnitChange unit;
  BrigadeStatus status;  // afterwards
  int retreating;
  int broken;
  int lost;
  bool dissolve = false;
};

TEST(BrigadeTest, EveryFalteringCauseAndItsExceptions) {
  using S = UnitStatus;
  using B = BrigadeStatus;
  BrigadeState one_retreating = brigade(4);
  one_retreating.retreating = 1;
  BrigadeState one_broken = brigade(4, B::faltering);
  one_broken.broken = 1;
  const Row table[] = {
      {"BRIG-FALTER-1 one retreating unit is not enough", brigade(4),
       change(S::ordered, S::retreating), B::obeying, 1, 0, 0},
      {"BRIG-FALTER-1 / STATUS-RETREAT-13 the second", one_retreating,
       change(S::unformed, S::retreating), B::faltering, 2, 0, 0},
      {"BRIG-FALTER-4 retreating skirmishers do not count", one_retreating,
       change(S::ordered, S::retreating, Phase::fire, Dispersal::none, true), B::obeying, 1, 0, 0},
      {"BRIG-FALTER-2 / STATUS-BROKEN-6", brigade(4), change(S::retreating, S::broken),
       B::faltering, -1, 1, 0},
      {"BRIG-FALTER-4 broken skirmishers do count", brigade(4),
       change(S::ordered, S::broken, Phase::fire, Dispersal::none, true), B::faltering, 0, 1, 0},
      {"BRIG-FALTER-3 / STATUS-DISP-10", brigade(4),
       change(S::ordered, S::dispersed, Phase::fire, Dispersal::damage_limit), B::faltering, 0, 0,
       1},
      {"BRIG-FALTER-4 dispersed skirmishers do count", brigade(4),
       change(S::ordered, S::dispersed, Phase::charge, Dispersal::overrun, true), B::faltering, 0,
       0, 1},
      {"BRIG-FALTER-3 not in the Command phase", one_broken,
       change(S::broken, S::dispersed, Phase::command, Dispersal::broken_at_rally), B::faltering, 0,
       0, 1},
      {"BRIG-FALTER-3 Command phase, obeying brigade", brigade(4),
       change(S::retreating, S::dispersed, Phase::command, Dispersal::damage_limit), B::obeying, -1,
       0, 1},
      {"BRIG-FALTER-5 / ART-NOAMMO-3", brigade(4),
       change(S::ordered, S::dispersed, Phase::fire, Dispersal::no_ammunition), B::obeying, 0, 0,
       1},
      {"BRIG-UNAFFECTED Unformed", brigade(4), change(S::ordered, S::unformed), B::obeying, 0, 0,
       0},
      {"BRIG-UNAFFECTED / STATUS-FB-11 Fall Back", brigade(4), change(S::unformed, S::falling_back),
       B::obeying, 0, 0, 0},
      {"a worse status stays", brigade(4, B::wavering), change(S::ordered, S::broken), B::wavering,
       0, 1, 0},
      {"changes the brigade caused are not triggers", brigade(4, B::wavering),
       change(S::broken, S::dispersed, Phase::fire, Dispersal::broken_brigade_worse, false, true),
       B::wavering, 0, -1, 1},
      {"a rally takes a retreating unit off the count", one_retreating,
       change(S::retreating, S::unformed, Phase::command), B::obeying, 0, 0, 0},
  };
  for (const Row& r : table) {
    SCOPED_TRACE(r.clause);
    BrigadeState before = r.before;
    // Negative expected counts mean "one fewer than before": give the brigade that unit.
    if (r.retreating < 0) before.retreating = 1;
    if (r.broken < 0) before.broken = 1;
    Events events;
    const auto got = brigade_on_unit_change(before, r.unit, events);
    ASSERT_TRUE(got.ok()) << got.refusal().key;
    const BrigadeStep& step = got.value();
    EXPECT_EQ(step.brigade.status, r.status);
    EXPECT_EQ(step.brigade.retreating, r.retreating < 0 ? 0 : r.retreating);
    EXPECT_EQ(step.brigade.broken, r.broken < 0 ? 0 : r.broken);
    EXPECT_EQ(step.brigade.lost, r.lost);
    EXPECT_EQ(step.dissolve, r.dissolve);
    EXPECT_EQ(step.change.has_value(), r.status != before.status);
  }
}

TEST(BrigadeTest, BRIG_FALTER_1_TwoRetreatingCossacksDoNotCount) {
  BrigadeState b = brigade(5);
  Events e;
  for (int i = 0; i < 3; ++i) {
    b = brigade_on_unit_change(
            b,
            change(UnitStatus::ordered, UnitStatus::retreating, Phase::fire, Dispersal::none, true),
            e)
            .value()
            .brigade;
  }
  EXPECT_EQ(b.status, BrigadeStatus::obeying);
  EXPECT_EQ(b.retreating, 0);
}

TEST(BrigadeTest, BM_DEMORALISED_MoreThanHalfItsUnitsLost) {
  BrigadeState b = brigade(6);
  b.lost = 3;
  EXPECT_FALSE(demoralised(b));
  b.lost = 4;
  EXPECT_TRUE(demoralised(b));
  BrigadeState odd = brigade(5);
  odd.lost = 3;
  EXPECT_TRUE(demoralised(odd));
}

TEST(BrigadeTest, STATUS_DISP_9_ADemoralisedBrigadeDissolvesOnAFalteringTrigger) {
  BrigadeState b = brigade(5, BrigadeStatus::faltering);
  b.lost = 3;
  Events e;
  const auto step = brigade_on_unit_change(b, change(UnitStatus::ordered, UnitStatus::broken), e);
  ASSERT_TRUE(step.ok());
  EXPECT_TRUE(step.value().dissolve);
  EXPECT_TRUE(step.value().now_broken);
  EXPECT_TRUE(step.value().brigade.broken_brigade);
  bool reported = false;
  for (const Event& ev : e.list()) reported |= ev.clause == "STATUS-DISP-9";
  EXPECT_TRUE(reported);
}

TEST(BrigadeTest, G_21_TheTriggerThatDemoralisesDoesNotAlsoDissolve) {
  BrigadeState b = brigade(5);
  b.lost = 2;  // not yet demoralised; this dispersal makes it so
  Events e;
  const auto step = brigade_on_unit_change(
      b, change(UnitStatus::ordered, UnitStatus::dispersed, Phase::fire, Dispersal::left_table), e);
  EXPECT_FALSE(step.value().dissolve);
  EXPECT_EQ(step.value().brigade.status, BrigadeStatus::faltering);
  EXPECT_TRUE(demoralised(step.value().brigade));
}

TEST(BrigadeTest, S16_6_2_ABrigadeWithNoUnitLeftIsBroken) {
  BrigadeState b = brigade(2, BrigadeStatus::faltering);
  b.lost = 1;
  b.retreating = 1;
  Events e;
  const auto step =
      brigade_on_unit_change(b,
                             change(UnitStatus::retreating, UnitStatus::dispersed, Phase::command,
                                    Dispersal::retreating_brigade_gives_way),
                             e);
  EXPECT_TRUE(step.value().now_broken);
  EXPECT_TRUE(step.value().brigade.broken_brigade);
}

// A unit fielded in the status a scenario gives it is counted as it stands (BM-COUNT), a
// retreating skirmisher or Cossack not among the retreating (BRIG-FALTER-4); its break then
// counts from there and makes the brigade falter (BRIG-FALTER-2), not refused as unknown.
TEST(BrigadeTest, BM_COUNT_AUnitFieldedOutOfOrderIsCountedAsItStands) {
  BrigadeState b = brigade(0);
  b = fielded(b, UnitStatus::ordered, false);
  b = fielded(b, UnitStatus::retreating, false);
  b = fielded(b, UnitStatus::retreating, true);
  b = fielded(b, UnitStatus::broken, false);
  b = fielded(b, UnitStatus::dispersed, false);
  EXPECT_EQ(b.units, 5);
  EXPECT_EQ(b.retreating, 1);
  EXPECT_EQ(b.broken, 1);
  EXPECT_EQ(b.lost, 1);
  EXPECT_EQ(b.status, BrigadeStatus::obeying);  // the scenario's own
  Events e;
  const auto step =
      brigade_on_unit_change(fielded(brigade(1), UnitStatus::retreating, false),
                             change(UnitStatus::retreating, UnitStatus::broken, Phase::charge), e);
  ASSERT_TRUE(step.ok());
  EXPECT_EQ(step.value().brigade.status, BrigadeStatus::faltering);
  EXPECT_EQ(step.value().brigade.retreating, 0);
  EXPECT_EQ(step.value().brigade.broken, 1);
}

TEST(BrigadeTest, BM_COUNT_AUnitTheBrigadeDoesNotKnowIsRefused) {
  Events e;
  EXPECT_EQ(
      brigade_on_unit_change(brigade(4), change(UnitStatus::retreating, UnitStatus::broken), e)
          .refusal()
          .clause,
      "BM-COUNT");
  BrigadeState full = brigade(1);
  full.lost = 1;
  EXPECT_FALSE(
      brigade_on_unit_change(full, change(UnitStatus::ordered, UnitStatus::dispersed), e).ok());
  EXPECT_FALSE(
      brigade_on_unit_change(brigade(3), change(UnitStatus::dispersed, UnitStatus::ordered), e)
          .ok());
}

// A game loop in miniature: four battalions of a line brigade go through a bad afternoon, every
// unit change fed to the brigade, every brigade change fed back to the units.
class Loop {
 public:
  explicit Loop(int units) {
    brigade_.units = units;
    units_.resize(static_cast<std::size_t>(units));
  }
  UnitState& unit(int i) { return units_[static_cast<std::size_t>(i)]; }
  const BrigadeState& brigade() const { return brigade_; }

  // Applies a unit step and whatever follows from it for the brigade.
  void apply(int i, const Checked<UnitStep>& step, Phase phase) {
    ASSERT_TRUE(step.ok()) << step.refusal().key;
    unit(i) = step.value().unit;
    if (!step.value().change) return;
    const auto b = brigade_on_unit_change(brigade_, *step.value().change, events_);
    ASSERT_TRUE(b.ok()) << b.refusal().key;
    brigade_ = b.value().brigade;
    if (b.value().dissolve) {
      for (int k = 0; k < size(); ++k)
        apply(k, brigade_dissolved(unit(k), {phase, {}}, events_), phase);
    }
    if (b.value().change) brigade_changed_for_all(*b.value().change, i, phase);
  }
  void brigade_changed_for_all(const BrigadeChange& c, int caused_by, Phase phase) {
    for (int k = 0; k < size(); ++k) {
      apply(k, brigade_changed(unit(k), c.from, c.to, k == caused_by, {phase, {}}, events_), phase);
    }
  }
  // The Command phase: the brigade tests with the given dice, then every unit's rally check.
  void command_phase(std::vector<dice::Face> faces) {
    if (brigade_test_due(brigade_, false, {})) {
      dice::Replay replay(std::move(faces));
      const auto test = morale_test_of(brigade_, model::Grade::line, GeneralRating::average, false);
      const auto result = resolve_brigade_morale_test(test, replay, events_);
      const auto b = brigade_after_test(brigade_, result, events_);
      ASSERT_TRUE(b.ok());
      brigade_ = b.value().brigade;
      if (b.value().change) brigade_changed_for_all(*b.value().change, -1, Phase::command);
    }
    for (int k = 0; k < size(); ++k) {
      if (unit(k).status == UnitStatus::dispersed) continue;  // off the table
      apply(k, rally(unit(k), brigade_.status, {Phase::command, {}}, events_), Phase::command);
    }
  }
  Events& events() { return events_; }
  int size() const { return static_cast<int>(units_.size()); }

 private:
  std::vector<UnitState> units_;
  BrigadeState brigade_;
  Events events_;
};

DisciplineOutcome retreat(int d3) {
  return {DtResult::retreat, model::Damage::points(d3), {}};
}

TEST(BrigadeTest, WalkObeyingFalteringWaveringFallingBackSauveQuiPeut) {
  Loop loop(4);
  const Moment fire{Phase::fire, {}};
  // Turn 1: two battalions retreat under fire: Faltering (BRIG-FALTER-1).
  loop.apply(0, apply_discipline_result(loop.unit(0), retreat(1), {}, fire, loop.events()),
             Phase::fire);
  EXPECT_EQ(loop.brigade().status, BrigadeStatus::obeying);
  loop.apply(1, apply_discipline_result(loop.unit(1), retreat(2), {}, fire, loop.events()),
             Phase::fire);
  EXPECT_EQ(loop.brigade().status, BrigadeStatus::faltering);
  EXPECT_EQ(loop.brigade().retreating, 2);
  // Command phase: -2 for two retreating; 2D6 = 6, final 4: one worse, Wavering. The retreating
  // units cannot rally and suffer 1 damage each (STATUS-RETREAT-12).
  loop.command_phase({3, 3});
  EXPECT_EQ(loop.brigade().status, BrigadeStatus::wavering);
  EXPECT_EQ(loop.unit(0).status, UnitStatus::retreating);
  EXPECT_EQ(loop.unit(0).damage, model::Damage::points(2));
  EXPECT_EQ(loop.unit(1).damage, model::Damage::points(3));
  // A third battalion breaks under a charge while retreating... it first retreats, then is
  // charged: Broken (STATUS-RETREAT-8). The brigade is already worse than Faltering.
  loop.apply(2, apply_discipline_result(loop.unit(2), retreat(1), {}, fire, loop.events()),
             Phase::fire);
  loop.apply(2, charged(loop.unit(2), Charger::close_order, {Phase::charge, {}}, loop.events()),
             Phase::charge);
  EXPECT_EQ(loop.unit(2).status, UnitStatus::broken);
  EXPECT_EQ(loop.brigade().status, BrigadeStatus::wavering);
  // Command phase: -2 retreating, -1 broken; 2D6 = 5, final 2: two worse, Sauve qui Peut. The
  // retreating and broken units are dispersed (STATUS-DISP-3, -4), the last battalion routs
  // (BM-EFFECT-SQP) and the brigade is broken (S16.6-2).
  loop.command_phase({1, 4});
  EXPECT_EQ(loop.brigade().status, BrigadeStatus::sauve_qui_peut);
  EXPECT_TRUE(loop.brigade().broken_brigade);
  EXPECT_EQ(loop.unit(0).status, UnitStatus::dispersed);
  EXPECT_EQ(loop.unit(1).status, UnitStatus::dispersed);
  EXPECT_EQ(loop.unit(2).status, UnitStatus::dispersed);
  EXPECT_EQ(loop.unit(3).status, UnitStatus::dispersed);  // retreating in a routed brigade
  EXPECT_EQ(loop.brigade().lost, 4);
  // No more tests (BM-TRIGGER-2).
  EXPECT_FALSE(brigade_test_due(loop.brigade(), true, {}).has_value());
}

TEST(BrigadeTest, WalkFalteringBackToObeyingAndTheUnitsRally) {
  Loop loop(3);
  const Moment fire{Phase::fire, {}};
  loop.apply(0, apply_discipline_result(loop.unit(0), retreat(1), {}, fire, loop.events()),
             Phase::fire);
  loop.apply(
      0, apply_discipline_result(loop.unit(0), {DtResult::broken, {}, {}}, {}, fire, loop.events()),
      Phase::fire);
  EXPECT_EQ(loop.brigade().status, BrigadeStatus::faltering);  // BRIG-FALTER-2
  EXPECT_EQ(loop.unit(0).status, UnitStatus::broken);          // G-20: not dispersed by it
  // Command phase: -1 broken; 2D6 = 9, final 8: one better, Obeying; the broken unit rallies
  // (STATUS-BROKEN-4).
  loop.command_phase({4, 5});
  EXPECT_EQ(loop.brigade().status, BrigadeStatus::obeying);
  EXPECT_EQ(loop.unit(0).status, UnitStatus::unformed);
  EXPECT_TRUE(loop.unit(0).reform_any_formation);
  EXPECT_EQ(loop.brigade().broken, 0);
}

TEST(BrigadeTest, WalkFalteringHoldsAndTheBrokenUnitIsDispersedWithoutANewFaltering) {
  Loop loop(3);
  const Moment fire{Phase::fire, {}};
  loop.apply(1, apply_discipline_result(loop.unit(1), retreat(1), {}, fire, loop.events()),
             Phase::fire);
  loop.apply(1, charged(loop.unit(1), Charger::close_order, {Phase::charge, {}}, loop.events()),
             Phase::charge);
  // -1 broken; 2D6 = 7, final 6: holds Faltering; the broken unit is dispersed at the rally
  // (STATUS-BROKEN-5), in the Command phase: no new trigger (BRIG-FALTER-3).
  loop.command_phase({3, 4});
  EXPECT_EQ(loop.brigade().status, BrigadeStatus::faltering);
  EXPECT_EQ(loop.unit(1).status, UnitStatus::dispersed);
  EXPECT_EQ(loop.brigade().lost, 1);
  EXPECT_FALSE(demoralised(loop.brigade()));
}

TEST(BrigadeTest, WalkFallingBackBrigadeFallsBackItsUnits) {
  Loop loop(3);
  loop.apply(
      0, apply_discipline_result(loop.unit(0), retreat(1), {}, {Phase::fire, {}}, loop.events()),
      Phase::fire);
  loop.apply(
      1, apply_discipline_result(loop.unit(1), retreat(1), {}, {Phase::fire, {}}, loop.events()),
      Phase::fire);
  // -2 retreating; 2D6 = 3, final 1: two worse: Faltering -> Falling Back. The retreating units
  // are dispersed (STATUS-DISP-4); the third falls back (BM-EFFECT-FB).
  loop.command_phase({1, 2});
  EXPECT_EQ(loop.brigade().status, BrigadeStatus::falling_back);
  EXPECT_EQ(loop.unit(0).status, UnitStatus::dispersed);
  EXPECT_EQ(loop.unit(1).status, UnitStatus::dispersed);
  EXPECT_EQ(loop.unit(2).status, UnitStatus::falling_back);
  EXPECT_TRUE(demoralised(loop.brigade()));  // 2 of 3 lost
  // Next turn it halts Unformed; a voluntary Fall Back is free to refuse an advance.
  Events e;
  const UnitState halted = new_turn(loop.unit(2), e).value().unit;
  EXPECT_EQ(halted.status, UnitStatus::unformed);
  EXPECT_EQ(
      refuse_order(halted, Order::advance, {Phase::movement, {}}, loop.brigade().status)->clause,
      "STATUS-UNF-3");
}

TEST(BrigadeTest, WalkDemoralisedBrigadeDissolves) {
  Loop loop(3);
  const Moment fire{Phase::fire, {}};
  loop.apply(0, left_table(loop.unit(0), {Phase::movement, {}}, loop.events()), Phase::movement);
  loop.apply(1, take_damage(loop.unit(1), model::Damage::points(12), fire, loop.events()),
             Phase::fire);
  EXPECT_TRUE(demoralised(loop.brigade()));  // 2 of 3 lost
  EXPECT_EQ(loop.brigade().status, BrigadeStatus::faltering);
  // The last battalion breaks: a Faltering trigger in a Demoralised brigade (STATUS-DISP-9).
  loop.apply(2, apply_discipline_result(loop.unit(2), retreat(1), {}, fire, loop.events()),
             Phase::fire);
  loop.apply(2, charged(loop.unit(2), Charger::close_order, {Phase::charge, {}}, loop.events()),
             Phase::charge);
  EXPECT_EQ(loop.unit(2).status, UnitStatus::dispersed);
  EXPECT_TRUE(loop.brigade().broken_brigade);
  EXPECT_EQ(loop.brigade().lost, 3);
}

}  // namespace
}  // namespace grognard::rules
