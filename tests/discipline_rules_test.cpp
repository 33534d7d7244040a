// The discipline test (seed 003 "ПРОВЕРКА ДИСЦИПЛИНЫ", CLAUSES.md §5, DECISIONS §9): every
// trigger, every modifier, every result, the seed's worked examples. Each test is named after
// its clause; expected values are exact.
#include <gtest/gtest.h>

#include "dice/enumerate.h"
#include "dice/given_dice.h"
#include "rules/discipline_test.h"

namespace grognard::rules {
namespace {

using model::Damage;
using model::Formation;
using model::Grade;
using model::Quality;
using model::UnitSize;
using model::UnitStatus;
using model::UnitType;

DisciplineTest unit(Grade g = Grade::line, int damage = 0) {
  DisciplineTest t;
  t.type = UnitType::infantry;
  t.grade = g;
  t.size = UnitSize::standard;
  t.formation = Formation::line;
  t.damage = Damage::points(damage);
  return t;
}

DisciplineResult with_dice(const DisciplineTest& t, std::vector<dice::Face> faces,
                           Events* events = nullptr) {
  EXPECT_EQ(discipline_problem(t), DtProblem::none);
  dice::Replay replay(std::move(faces));
  Events off(false);
  const auto r = resolve_discipline_test(t, replay, events ? *events : off);
  EXPECT_EQ(replay.missing(), 0);
  EXPECT_EQ(replay.unused(), 0);
  return r;
}

auto odds(const DisciplineTest& t) {
  return dice::enumerate([&](dice::Roller& r) {
    Events off(false);
    return resolve_discipline_test(t, r, off).outcome;
  });
}

int total(const DisciplineTest& t) {
  return discipline_modifiers(t).total();
}

// The one modifier with `clause`, or a marker value when there is none.
int modifier(const DisciplineTest& t, std::string_view clause) {
  const DtModifiers mods = discipline_modifiers(t);
  for (const DtModifier& m : mods.items()) {
    if (m.clause == clause) return m.value;
  }
  return 99;
}

double p(int ways) {
  return ways / 36.0;
}

// --- The seed's worked examples -----------------------------------------------------------------

// EX-DT-RECRUITS: French recruits in line took 3 damage from Russian guns (a /DT result) and now
// have 4; they roll 5: -1 recruits in line, -1 for 4 damage, final 3: Retreat.
TEST(DisciplineTest, EX_DT_RECRUITS_FrenchRecruitsRoll5Final3Retreat) {
  DisciplineTest t = unit(Grade::recruit, 4);
  t.triggers = {Trigger::fire};
  EXPECT_EQ(modifier(t, "DT-MOD-RECRUIT-1"), -1);
  EXPECT_EQ(modifier(t, "DT-MOD-DMG"), -1);
  EXPECT_EQ(total(t), -2);
  Events events;
  const auto r = with_dice(t, {2, 3, 1}, &events);  // 2D6 = 5, then the D3 of the Retreat
  EXPECT_EQ(r.tests, 1);
  EXPECT_EQ(r.rolls[0], 5);
  EXPECT_EQ(r.modifier, -2);
  EXPECT_EQ(r.finals[0], 3);
  EXPECT_EQ(r.outcome.result, DtResult::retreat);
  // The example is silent on the 1D3 (G-06); DECISIONS §9: suffered. A die of 1 is 1 damage.
  EXPECT_EQ(r.outcome.suffered, Damage::points(1));
  bool retreat_reported = false;
  for (const Event& e : events.list()) retreat_reported |= e.clause == "DT-RESULT-3";
  EXPECT_TRUE(retreat_reported);
}

// C-19: had the battalion only 3 damage, it would be Fresh: -1 only, final 4, Unformed. The
// example's "currently has 4 damage" is what makes it Retreat.
TEST(DisciplineTest, C_19_WithThreeDamageTheRecruitsWouldOnlyBeUnformed) {
  const auto r = with_dice(unit(Grade::recruit, 3), {2, 3});
  EXPECT_EQ(r.finals[0], 4);
  EXPECT_EQ(r.outcome.result, DtResult::unformed);
}

// EX-DT-DMG8: a unit with 8 damage tests at -2 (small or standard); large or elite: -1 at 8, -2
// at 10.
TEST(DisciplineTest, EX_DT_DMG8_EightDamageIsMinusTwo) {
  for (auto size : {UnitSize::small, UnitSize::standard}) {
    DisciplineTest t = unit(Grade::line, 8);
    t.size = size;
    EXPECT_EQ(modifier(t, "DT-MOD-DMG"), -2);
  }
  DisciplineTest large = unit(Grade::line, 8);
  large.size = UnitSize::large;
  EXPECT_EQ(modifier(large, "DT-MOD-DMG"), -1);
  large.damage = Damage::points(10);
  EXPECT_EQ(modifier(large, "DT-MOD-DMG"), -2);
  DisciplineTest elite = unit(Grade::elite, 9);
  EXPECT_EQ(modifier(elite, "DT-MOD-DMG"), -1);
  elite.damage = Damage::points(10);
  EXPECT_EQ(modifier(elite, "DT-MOD-DMG"), -2);
}

// EX-DT-UNFFLANK: Unformed and Flanked: -2 in all.
TEST(DisciplineTest, EX_DT_UNFFLANK_UnformedAndFlankedIsMinusTwo) {
  DisciplineTest t = unit();
  t.unformed = true;
  t.flanked = true;
  EXPECT_EQ(total(t), -2);
}

// --- Modifiers (TBL-DTMOD) --------------------------------------------------------------------

TEST(DisciplineTest, DT_MOD_ELITE_PlusTwoForGuardAndElite) {
  EXPECT_EQ(modifier(unit(model::grade_of(Quality::guard)), "DT-MOD-ELITE"), 2);
  EXPECT_EQ(modifier(unit(model::grade_of(Quality::elite)), "DT-MOD-ELITE"), 2);
}
TEST(DisciplineTest, DT_MOD_VET_PlusOne) {
  EXPECT_EQ(modifier(unit(Grade::veteran), "DT-MOD-VET"), 1);
}
TEST(DisciplineTest, DT_MOD_LINE_Zero) {
  EXPECT_EQ(modifier(unit(Grade::line), "DT-MOD-LINE"), 0);
  EXPECT_EQ(total(unit(Grade::line)), 0);
}
TEST(DisciplineTest, DT_MOD_RECRUIT_1_MinusOneForSecondRateAndConscripts) {
  EXPECT_EQ(modifier(unit(model::grade_of(Quality::second_rate)), "DT-MOD-RECRUIT-1"), -1);
  EXPECT_EQ(modifier(unit(model::grade_of(Quality::conscript)), "DT-MOD-RECRUIT-1"), -1);
}
TEST(DisciplineTest, DT_MOD_RECRUIT_2_NoPenaltyInColumnOrSquare) {
  for (auto f : {Formation::column, Formation::mass_column, Formation::square}) {
    DisciplineTest t = unit(Grade::recruit);
    t.formation = f;
    EXPECT_EQ(total(t), 0);
    EXPECT_EQ(modifier(t, "DT-MOD-RECRUIT-2"), 0);
    EXPECT_EQ(modifier(t, "DT-MOD-RECRUIT-1"), 99);
  }
  DisciplineTest cavalry = unit(Grade::recruit);
  cavalry.type = UnitType::cavalry;
  cavalry.formation = Formation::column;
  EXPECT_EQ(total(cavalry), 0);
  cavalry.formation = Formation::line;
  EXPECT_EQ(total(cavalry), -1);
}
TEST(DisciplineTest, DT_MOD_GENERAL_TestsOneStepHigher) {
  DisciplineTest t = unit(Grade::recruit);
  t.general_attached = true;
  EXPECT_EQ(total(t), 0);  // recruits as line
  t.grade = Grade::line;
  EXPECT_EQ(total(t), 1);  // line as veterans
  t.grade = Grade::veteran;
  EXPECT_EQ(total(t), 2);  // veterans as elite
  EXPECT_EQ(discipline_modifiers(t).tested_as, Grade::elite);
}
TEST(DisciplineTest, G_26_EliteWithAGeneralStaysElite) {
  DisciplineTest t = unit(Grade::elite);
  t.general_attached = true;
  EXPECT_EQ(total(t), 2);
  EXPECT_EQ(grade_with_general(Grade::elite), Grade::elite);
}
TEST(DisciplineTest, DT_MOD_GENERAL_DoesNotChangeTheDamageRow) {
  // A veteran standard battalion with a general tests as elite, but its damage stays on the
  // standard row: 8 damage is -2, not the elite row's -1.
  DisciplineTest t = unit(Grade::veteran, 8);
  t.general_attached = true;
  EXPECT_EQ(modifier(t, "DT-MOD-DMG"), -2);
  EXPECT_EQ(total(t), 0);
}
TEST(DisciplineTest, DT_MOD_UNFORMED_MinusOne) {
  DisciplineTest t = unit();
  t.unformed = true;
  EXPECT_EQ(modifier(t, "DT-MOD-UNFORMED"), -1);
  DisciplineTest marked = unit();
  marked.status = UnitStatus::unformed;
  EXPECT_EQ(total(marked), -1);
}
TEST(DisciplineTest, STATUS_FB_2_AFallingBackCloseOrderUnitTestsUnformed) {
  DisciplineTest t = unit();
  t.status = UnitStatus::falling_back;
  EXPECT_EQ(modifier(t, "DT-MOD-UNFORMED"), -1);
  DisciplineTest screen = unit();
  screen.type = UnitType::skirmish_screen;
  screen.formation = Formation::skirmish;
  screen.status = UnitStatus::falling_back;
  EXPECT_EQ(modifier(screen, "DT-MOD-UNFORMED"), 99);
}
TEST(DisciplineTest, DT_MOD_FLANKED_1_MinusOne) {
  DisciplineTest t = unit();
  t.flanked = true;
  EXPECT_EQ(modifier(t, "DT-MOD-FLANKED-1"), -1);
}
TEST(DisciplineTest, DT_MOD_FLANKED_2_ARearChargeCountsAsFlankedOnce) {
  DisciplineTest t = unit();
  t.charged_in_rear = true;
  EXPECT_EQ(modifier(t, "DT-MOD-FLANKED-2"), -1);
  t.flanked = true;  // flanked and charged in the rear: still one -1
  EXPECT_EQ(total(t), -1);
}
TEST(DisciplineTest, DT_MOD_FLANKED_3_CavalryInAChargeIgnoresFootOnItsFlank) {
  DisciplineTest t = unit();
  t.type = UnitType::cavalry;
  t.flanked = true;
  t.charge_situation = true;
  t.flanked_only_by_foot = true;
  EXPECT_EQ(total(t), 0);
  EXPECT_EQ(modifier(t, "DT-MOD-FLANKED-3"), 0);
  t.flanked_only_by_foot = false;  // flanked by cavalry: counts
  EXPECT_EQ(total(t), -1);
  t.flanked_only_by_foot = true;
  t.charge_situation = false;  // not in a charge: counts
  EXPECT_EQ(total(t), -1);
  DisciplineTest infantry = unit();  // infantry never ignores it
  infantry.flanked = true;
  infantry.charge_situation = true;
  infantry.flanked_only_by_foot = true;
  EXPECT_EQ(total(infantry), -1);
}
TEST(DisciplineTest, DT_MOD_FLANKED_4_AGarrisonCannotBeFlanked) {
  DisciplineTest t = unit();
  t.flanked = true;
  t.charged_in_rear = true;
  t.garrison = true;
  EXPECT_EQ(total(t), 0);
  EXPECT_EQ(modifier(t, "DT-MOD-FLANKED-4"), 0);
}
TEST(DisciplineTest, DT_MOD_SQUARE_LineToSquareMinusOneLargeMinusTwo) {
  DisciplineTest t = unit();
  t.line_to_square_vs_cavalry = true;
  EXPECT_EQ(modifier(t, "DT-MOD-SQUARE"), -1);
  t.size = UnitSize::large;
  EXPECT_EQ(modifier(t, "DT-MOD-SQUARE"), -2);
  t.formation = Formation::column;
  EXPECT_EQ(discipline_problem(t), DtProblem::square_change_not_in_line);
  t.formation = Formation::line;
  t.type = UnitType::cavalry;
  EXPECT_EQ(discipline_problem(t), DtProblem::square_change_not_in_line);
}
TEST(DisciplineTest, DT_MOD_DMG_ByTheDamageTable) {
  EXPECT_EQ(total(unit(Grade::line, 3)), 0);   // Fresh (DMG-FRESH)
  EXPECT_EQ(total(unit(Grade::line, 4)), -1);  // level 1
  EXPECT_EQ(total(unit(Grade::line, 7)), -1);
  EXPECT_EQ(total(unit(Grade::line, 8)), -2);  // level 2
  DisciplineTest half = unit();
  half.damage = Damage::halves(7);  // 3.5 reads as 3
  EXPECT_EQ(total(half), 0);
}
TEST(DisciplineTest, DT_MOD_ARTDMG_BatteriesFourAndSixOrEight) {
  DisciplineTest t = unit(Grade::line, 4);
  t.type = UnitType::artillery;
  t.formation = Formation::unlimbered;
  EXPECT_EQ(modifier(t, "DT-MOD-ARTDMG"), -1);
  t.damage = Damage::points(6);
  EXPECT_EQ(modifier(t, "DT-MOD-ARTDMG"), -2);
  t.size = UnitSize::large;  // large battery: -2 only from 8
  EXPECT_EQ(modifier(t, "DT-MOD-ARTDMG"), -1);
  t.damage = Damage::points(8);
  EXPECT_EQ(modifier(t, "DT-MOD-ARTDMG"), -2);
  t.size = UnitSize::standard;
  t.grade = Grade::elite;
  t.damage = Damage::points(7);  // elite battery: -1 at 7
  EXPECT_EQ(total(t), 2 - 1);
}
TEST(DisciplineTest, DT_MOD_SKIRM_TheBrigadeSkirmishLineIgnoresItsDamage) {
  DisciplineTest screen = unit(Grade::line, 9);
  screen.type = UnitType::skirmish_screen;
  screen.formation = Formation::skirmish;
  EXPECT_EQ(total(screen), 0);
  EXPECT_EQ(modifier(screen, "DT-MOD-SKIRM"), 0);
  DisciplineTest battalion = screen;  // a deployed light battalion does not ignore it
  battalion.type = UnitType::light_battalion_skirmish;
  EXPECT_EQ(total(battalion), -2);
}
TEST(DisciplineTest, DT_MOD_CUM_EveryModifierAddsUp) {
  DisciplineTest t = unit(Grade::recruit, 8);
  t.unformed = true;
  t.flanked = true;
  t.line_to_square_vs_cavalry = true;
  t.size = UnitSize::large;  // large: 8 damage is -1, square -2
  EXPECT_EQ(total(t), -1 - 1 - 1 - 2 - 1);
}
TEST(DisciplineTest, DT_NOTE_1_AScreenTestsAtItsBrigadesAverageQuality) {
  DisciplineTest screen = unit();
  screen.type = UnitType::skirmish_screen;
  screen.formation = Formation::skirmish;
  screen.brigade_qualities = {Quality::elite, Quality::line, Quality::line};  // 2/3: veteran
  EXPECT_EQ(discipline_modifiers(screen).tested_as, Grade::veteran);
  EXPECT_EQ(total(screen), 1);
  screen.general_attached = true;  // then one step higher
  EXPECT_EQ(total(screen), 2);
}
TEST(DisciplineTest, G_24_AverageRoundsToNearestTiesDown) {
  const std::vector<Quality> half_up{Quality::veteran, Quality::line};      // 0.5 -> line
  const std::vector<Quality> half_down{Quality::line, Quality::conscript};  // -0.5 -> recruit
  const std::vector<Quality> third{Quality::line, Quality::line, Quality::conscript};     // -1/3
  const std::vector<Quality> guards{Quality::guard, Quality::elite, Quality::conscript};  // 1
  EXPECT_EQ(average_grade(half_up), Grade::line);
  EXPECT_EQ(average_grade(half_down), Grade::recruit);
  EXPECT_EQ(average_grade(third), Grade::line);
  EXPECT_EQ(average_grade(guards), Grade::veteran);
}

// --- Results (TBL-DTRES) ----------------------------------------------------------------------

TEST(DisciplineTest, DT_RESULT_66_DoubleSixObeysAndRecoversWhateverTheModifiers) {
  DisciplineTest t = unit(Grade::recruit, 9);  // -1 recruits, -2 damage
  t.unformed = true;
  t.flanked = true;
  EXPECT_EQ(total(t), -5);
  const auto r = with_dice(t, {6, 6});
  EXPECT_EQ(r.finals[0], 7);
  EXPECT_EQ(r.outcome.result, DtResult::ordered);
  EXPECT_EQ(r.outcome.recovered, Damage::points(1));
  EXPECT_EQ(r.outcome.change_in_halves(), -2);
  // -6 would make 12 a final 6, still obeying orders on the double six.
  t.garrison = false;
  t.line_to_square_vs_cavalry = true;
  EXPECT_EQ(with_dice(t, {6, 6}).outcome.result, DtResult::ordered);
}
TEST(DisciplineTest, DT_RESULT_66_NothingToRecoverBelowNone) {
  EXPECT_EQ(with_dice(unit(), {6, 6}).outcome.recovered, Damage());
  DisciplineTest half = unit();
  half.damage = Damage::halves(1);
  EXPECT_EQ(with_dice(half, {6, 6}).outcome.recovered, Damage::halves(1));
}
TEST(DisciplineTest, DT_RESULT_7_SevenOrMoreObeysOrders) {
  const auto r = with_dice(unit(), {3, 4});
  EXPECT_EQ(r.finals[0], 7);
  EXPECT_EQ(r.outcome, (DisciplineOutcome{DtResult::ordered, {}, {}}));
  EXPECT_EQ(with_dice(unit(Grade::veteran), {1, 5}).outcome.result, DtResult::ordered);
}
TEST(DisciplineTest, DT_RESULT_4_FourToSixUnformed) {
  EXPECT_EQ(with_dice(unit(), {2, 4}).outcome.result, DtResult::unformed);  // 6
  EXPECT_EQ(with_dice(unit(), {1, 3}).outcome.result, DtResult::unformed);  // 4
  EXPECT_EQ(with_dice(unit(), {3, 3}).outcome, (DisciplineOutcome{DtResult::unformed, {}, {}}));
}
TEST(DisciplineTest, DT_RESULT_4S_SkirmishersAndEvadersRetreatOnFourToSix) {
  for (auto type : {UnitType::skirmish_screen, UnitType::light_battalion_skirmish}) {
    DisciplineTest t = unit();
    t.type = type;
    t.formation = Formation::skirmish;
    const auto r = with_dice(t, {2, 3, 6});
    EXPECT_EQ(r.outcome.result, DtResult::retreat);
    EXPECT_EQ(r.outcome.suffered, Damage::points(3));
  }
  DisciplineTest evading = unit();
  evading.type = UnitType::cavalry;
  evading.evading = true;
  evading.triggers = {Trigger::evade};
  EXPECT_EQ(with_dice(evading, {3, 3, 3}).outcome,
            (DisciplineOutcome{DtResult::retreat, Damage::points(2), {}}));
  // 7+ still obeys them.
  EXPECT_EQ(with_dice(evading, {3, 4}).outcome.result, DtResult::ordered);
}
TEST(DisciplineTest, STATUS_UNF_7_SkirmishersAreNeverUnformed) {
  DisciplineTest t = unit();
  t.type = UnitType::skirmish_screen;
  t.formation = Formation::skirmish;
  t.unformed = true;
  EXPECT_EQ(discipline_problem(t), DtProblem::skirmisher_unformed);
  const auto d = odds([] {
    DisciplineTest s = unit();
    s.type = UnitType::light_battalion_skirmish;
    s.formation = Formation::skirmish;
    return s;
  }());
  EXPECT_EQ(
      d.probability([](const DisciplineOutcome& o) { return o.result == DtResult::unformed; }),
      0.0);
}
TEST(DisciplineTest, DT_RESULT_3_ThreeOrLessRetreatsAndSuffersD3) {
  // 1D3 from one D6: 1-2 = 1, 3-4 = 2, 5-6 = 3.
  const int d3_of[] = {0, 1, 1, 2, 2, 3, 3};
  for (int face = 1; face <= 6; ++face) {
    const auto r = with_dice(unit(), {1, 2, face});
    EXPECT_EQ(r.outcome.result, DtResult::retreat);
    EXPECT_EQ(r.outcome.suffered, Damage::points(d3_of[face])) << face;
  }
}
TEST(DisciplineTest, G_06_RetreatD3RecoverOptionHealsAtMostTheDamage) {
  DisciplineTest t = unit(Grade::line, 2);
  t.options.retreat_d3 = model::RetreatD3::recover;
  const auto r = with_dice(t, {1, 1, 6});  // 1D3 = 3, but only 2 to recover
  EXPECT_EQ(r.outcome, (DisciplineOutcome{DtResult::retreat, {}, Damage::points(2)}));
  EXPECT_EQ(r.outcome.change_in_halves(), -4);
}
TEST(DisciplineTest, DT_PROC_1_ExactOddsOfAFreshLineBattalion) {
  const auto d = odds(unit(Grade::line, 2));
  auto prob = [&](DtResult res) {
    return d.probability([res](const DisciplineOutcome& o) { return o.result == res; });
  };
  EXPECT_NEAR(prob(DtResult::ordered), p(21), 1e-15);   // 7+ (6-6 included)
  EXPECT_NEAR(prob(DtResult::unformed), p(12), 1e-15);  // 4, 5, 6
  EXPECT_NEAR(prob(DtResult::retreat), p(3), 1e-15);    // 2, 3
  EXPECT_NEAR(d.probability([](const DisciplineOutcome& o) { return o.change_in_halves() == -2; }),
              p(1), 1e-15);
  EXPECT_NEAR(d.probability([](const DisciplineOutcome& o) { return o.change_in_halves() == 6; }),
              p(1), 1e-15);  // retreat (3/36) and 1D3 = 3 (1/3)
  EXPECT_NEAR(d.total(), 1.0, 1e-15);
}

// --- A retreating unit, several tests ---------------------------------------------------------

TEST(DisciplineTest, DT_NOTE_2_ARetreatingUnitBreaksWithoutARoll) {
  DisciplineTest t = unit(Grade::elite);
  t.status = UnitStatus::retreating;
  const auto r = with_dice(t, {});
  EXPECT_EQ(r.tests, 0);
  EXPECT_EQ(r.outcome, (DisciplineOutcome{DtResult::broken, {}, {}}));
  const auto d = odds(t);
  ASSERT_EQ(d.outcomes.size(), 1u);
  EXPECT_EQ(d.outcomes[0].first.result, DtResult::broken);
}
TEST(DisciplineTest, STATUS_RETREAT_9_SeveralTestsStillNoRoll) {
  DisciplineTest t = unit();
  t.status = UnitStatus::retreating;
  t.triggers = {Trigger::fire, Trigger::rear_charge};
  EXPECT_EQ(with_dice(t, {}).outcome.result, DtResult::broken);
}
TEST(DisciplineTest, STATUS_BROKEN_1_ABrokenUnitStaysBrokenWithoutARoll) {
  DisciplineTest t = unit();
  t.status = UnitStatus::broken;
  EXPECT_EQ(with_dice(t, {}).outcome.result, DtResult::broken);
}
TEST(DisciplineTest, DT_PROC_2_TheWorstOfSeveralTestsApplies) {
  DisciplineTest t = unit();
  t.triggers = {Trigger::fire, Trigger::skirmisher_double_six};
  const auto r = with_dice(t, {5, 5, 1, 1, 4});  // 10: obeys; 2: retreat; then one D3 = 2
  EXPECT_EQ(r.tests, 2);
  EXPECT_EQ(r.finals[0], 10);
  EXPECT_EQ(r.finals[1], 2);
  EXPECT_EQ(r.outcome, (DisciplineOutcome{DtResult::retreat, Damage::points(2), {}}));
  EXPECT_EQ(with_dice(t, {2, 3, 4, 4}).outcome.result, DtResult::unformed);  // 5 and 8
}
TEST(DisciplineTest, G_23_ADoubleSixRecoversOnlyIfItIsTheResultApplied) {
  DisciplineTest t = unit(Grade::line, 3);
  t.triggers = {Trigger::fire, Trigger::fire};
  EXPECT_EQ(with_dice(t, {6, 6, 4, 4}).outcome, (DisciplineOutcome{DtResult::ordered, {}, {}}));
  EXPECT_EQ(with_dice(t, {6, 6, 6, 6}).outcome,
            (DisciplineOutcome{DtResult::ordered, {}, Damage::points(1)}));
}
TEST(DisciplineTest, DT_PROC_2_FourTestsAtMost) {
  DisciplineTest t = unit();
  t.triggers = {Trigger::fire, Trigger::fire, Trigger::fire, Trigger::fire, Trigger::fire};
  EXPECT_EQ(discipline_problem(t), DtProblem::too_many_tests);
}

// --- Triggers ---------------------------------------------------------------------------------

TEST(DisciplineTest, DT_TRIGGER_ClausesOfEveryTrigger) {
  EXPECT_EQ(trigger_clause(Trigger::fire), "DT-TRIGGER-0");
  EXPECT_EQ(trigger_clause(Trigger::skirmisher_double_six), "DT-TRIGGER-1");
  EXPECT_EQ(trigger_clause(Trigger::cavalry_charge), "DT-TRIGGER-2");
  EXPECT_EQ(trigger_clause(Trigger::rear_charge), "DT-TRIGGER-3");
  EXPECT_EQ(trigger_clause(Trigger::evade), "DT-TRIGGER-4");
  EXPECT_EQ(trigger_clause(Trigger::opportunity_charge), "DT-TRIGGER-5");
  EXPECT_EQ(trigger_clause(Trigger::square_move), "DT-TRIGGER-6");
  EXPECT_EQ(trigger_clause(Trigger::unnamed), "DT-PROC-1");
}
TEST(DisciplineTest, DT_TRIGGER_2_InfantryInLineOrFormingSquareChargedByCavalry) {
  DisciplineTest t = unit();
  t.triggers = {Trigger::cavalry_charge};
  EXPECT_EQ(discipline_problem(t), DtProblem::none);
  t.formation = Formation::column;  // forming square from column
  EXPECT_EQ(discipline_problem(t), DtProblem::none);
  t.formation = Formation::square;  // already in square: no test
  EXPECT_EQ(discipline_problem(t), DtProblem::cavalry_charge_target);
  t.formation = Formation::line;
  t.type = UnitType::cavalry;
  EXPECT_EQ(discipline_problem(t), DtProblem::cavalry_charge_target);
}
TEST(DisciplineTest, DT_TRIGGER_4_AnEvadingUnitTestsButNotSkirmishers) {
  DisciplineTest t = unit();
  t.evading = true;
  t.triggers = {Trigger::evade};
  EXPECT_EQ(discipline_problem(t), DtProblem::none);
  t.type = UnitType::skirmish_screen;
  t.formation = Formation::skirmish;
  EXPECT_EQ(discipline_problem(t), DtProblem::skirmisher_evades);  // S11.25-2, DECISIONS §12
}
TEST(DisciplineTest, DT_TRIGGER_5_OnlyCavalryInGoodOrderChargesAtOpportunity) {
  DisciplineTest t = unit();
  t.type = UnitType::cavalry;
  t.triggers = {Trigger::opportunity_charge};
  EXPECT_EQ(discipline_problem(t), DtProblem::none);
  t.unformed = true;
  EXPECT_EQ(discipline_problem(t), DtProblem::opportunity_not_ordered);
  t.unformed = false;
  t.status = UnitStatus::retreating;
  EXPECT_EQ(discipline_problem(t), DtProblem::opportunity_not_ordered);
  t.status = UnitStatus::ordered;
  t.type = UnitType::infantry;
  EXPECT_EQ(discipline_problem(t), DtProblem::opportunity_not_cavalry);
}
TEST(DisciplineTest, DT_TRIGGER_6_MovingInSquare) {
  DisciplineTest t = unit();
  t.triggers = {Trigger::square_move};
  EXPECT_EQ(discipline_problem(t), DtProblem::square_move_not_square);
  t.formation = Formation::square;
  EXPECT_EQ(discipline_problem(t), DtProblem::none);
}
TEST(DisciplineTest, DT_TRIGGER_0_1_3_AnyUnitMayTest) {
  for (auto trigger : {Trigger::fire, Trigger::skirmisher_double_six, Trigger::rear_charge}) {
    for (auto type : {UnitType::infantry, UnitType::cavalry, UnitType::artillery,
                      UnitType::skirmish_screen, UnitType::light_battalion_skirmish}) {
      DisciplineTest t = unit();
      t.type = type;
      t.formation = type == UnitType::artillery  ? Formation::unlimbered
                    : model::is_skirmisher(type) ? Formation::skirmish
                                                 : Formation::line;
      t.triggers = {trigger};
      EXPECT_EQ(discipline_problem(t), DtProblem::none);
    }
  }
}
TEST(DisciplineTest, STATUS_DISP_0_ADispersedUnitTakesNoTest) {
  DisciplineTest t = unit();
  t.status = UnitStatus::dispersed;
  EXPECT_EQ(discipline_problem(t), DtProblem::dispersed);
}
TEST(DisciplineTest, FormationsEachTypeStandsIn) {
  DisciplineTest t = unit();
  t.type = UnitType::cavalry;
  t.formation = Formation::square;
  EXPECT_EQ(discipline_problem(t), DtProblem::formation_not_for_type);
  t.type = UnitType::skirmish_screen;
  t.formation = Formation::line;
  EXPECT_EQ(discipline_problem(t), DtProblem::formation_not_for_type);
}

// --- S16.2-4: squadrons outnumbered 3:1 -------------------------------------------------------

TEST(DisciplineTest, S16_2_4_SquadronsChargingAtThreeToOneTestAtMinusTwo) {
  DisciplineTest t = unit();
  t.type = UnitType::cavalry;
  t.charge_situation = true;
  t.squadrons = 1;
  t.enemy_squadrons = 3;
  EXPECT_EQ(modifier(t, "S16.2-4"), -2);
  t.enemy_squadrons = 2;
  EXPECT_EQ(modifier(t, "S16.2-4"), 99);
  t.squadrons = 2;
  t.enemy_squadrons = 6;
  EXPECT_EQ(total(t), -2);
  t.charge_situation = false;
  EXPECT_EQ(discipline_problem(t), DtProblem::squadrons_not_charging);
  t.triggers = {Trigger::opportunity_charge};
  EXPECT_EQ(discipline_problem(t), DtProblem::none);
  t.type = UnitType::infantry;
  t.triggers.clear();
  t.charge_situation = true;
  EXPECT_EQ(discipline_problem(t), DtProblem::squadrons_not_cavalry);
  t.type = UnitType::cavalry;
  t.enemy_squadrons = 0;
  EXPECT_EQ(discipline_problem(t), DtProblem::squadrons_half_given);
}

}  // namespace
}  // namespace grognard::rules
