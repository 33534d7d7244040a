// The discipline test (Проверка Дисциплины, seed 003 "МОРАЛЬ / ПРОВЕРКА ДИСЦИПЛИНЫ"; CLAUSES.md
// §5, DECISIONS §9): when a unit tests (DT-TRIGGER-*), its modifiers (TBL-DTMOD), its results
// (TBL-DTRES) with the double-six recovery and the skirmisher / evader exception, a retreating
// unit breaking without a roll (DT-NOTE-2), and several tests at once taking the worst
// (DT-PROC-2). The squadron-charge modifier of the optional rule S16.2-4 is one of its modifiers.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "dice/basic_nodes.h"
#include "dice/roller.h"
#include "model/damage.h"
#include "model/formation.h"
#include "model/quality.h"
#include "model/rule_options.h"
#include "model/status.h"
#include "model/unit_size.h"
#include "model/unit_type.h"
#include "rules/events.h"

namespace grognard::rules {

// Why a unit tests. `unnamed` is a test the caller needs without saying why (DT-PROC-1).
enum class Trigger : std::uint8_t {
  unnamed,
  fire,                   // DT-TRIGGER-0: a fire result marked /DT
  skirmisher_double_six,  // DT-TRIGGER-1: skirmisher dice show a double six
  cavalry_charge,         // DT-TRIGGER-2: infantry in line, or forming square, charged by cavalry
  rear_charge,            // DT-TRIGGER-3: charged in the rear
  evade,                  // DT-TRIGGER-4: the unit evades a charge
  opportunity_charge,     // DT-TRIGGER-5: cavalry making an opportunity charge
  square_move,            // DT-TRIGGER-6: moving in square with enemy cavalry within 9"
};

// The names a situation uses; `unnamed` has none.
inline constexpr std::array<model::Name<Trigger>, 7> kTriggerNames{{
    {Trigger::fire, "fire"},
    {Trigger::skirmisher_double_six, "skirmisher_double_six"},
    {Trigger::cavalry_charge, "cavalry_charge"},
    {Trigger::rear_charge, "rear_charge"},
    {Trigger::evade, "evade"},
    {Trigger::opportunity_charge, "opportunity_charge"},
    {Trigger::square_move, "square_move"},
}};

// The clause that makes the unit test: "DT-TRIGGER-0" .. "DT-TRIGGER-6", "DT-PROC-1".
std::string_view trigger_clause(Trigger t);

// Results from best to worst, the order in which DT-PROC-2 takes the worst. `broken` is only
// for a unit that was already retreating (or broken): it does not roll (DT-NOTE-2).
enum class DtResult : std::uint8_t { ordered, unformed, retreat, broken };

inline constexpr std::array<model::Name<DtResult>, 4> kDtResultNames{{
    {DtResult::ordered, "ordered"},
    {DtResult::unformed, "unformed"},
    {DtResult::retreat, "retreat"},
    {DtResult::broken, "broken"},
}};

// At most this many tests at once (four triggers at one moment is already far-fetched).
inline constexpr int kMaxTests = 4;

struct DisciplineTest {
  // The unit.
  model::UnitType type = model::UnitType::infantry;
  model::Grade grade = model::Grade::line;
  // A brigade skirmish screen tests at the average quality of its brigade's units (DT-NOTE-1,
  // G-24): when this list is not empty it replaces `grade`.
  std::vector<model::Quality> brigade_qualities;
  model::UnitSize size = model::UnitSize::standard;
  model::Formation formation = model::Formation::line;
  model::Damage damage;
  model::UnitStatus status = model::UnitStatus::ordered;
  bool unformed = false;  // marked Unformed (a close-order unit falling back is, STATUS-FB-2)
  bool general_attached = false;
  // The moment of the test.
  bool flanked = false;               // DT-MOD-FLANKED-1
  bool charged_in_rear = false;       // DT-MOD-FLANKED-2: counts as flanked
  bool garrison = false;              // DT-MOD-FLANKED-4: cannot be flanked
  bool charge_situation = false;      // the test is taken charging or defending against a charge
  bool flanked_only_by_foot = false;  // the flankers are infantry and/or artillery only
  bool evading = false;               // DT-RESULT-4S
  bool line_to_square_vs_cavalry = false;  // DT-MOD-SQUARE
  // S16.2-4 (optional rule, in use when both are given): squadrons (or figures) of this cavalry
  // and of the enemy cavalry it charges or countercharges; 0 = not counted.
  int squadrons = 0;
  int enemy_squadrons = 0;
  // One test per trigger; empty means one unnamed test.
  std::vector<Trigger> triggers;
  model::RuleOptions options;
};

// Why a test cannot be taken as described: the rules forbid the situation.
enum class DtProblem : std::uint8_t {
  none,
  dispersed,                  // STATUS-DISP-0: out of play
  too_many_tests,             // more than kMaxTests
  skirmisher_unformed,        // S11.25-1, STATUS-UNF-7: skirmishers are never Unformed
  skirmisher_evades,          // S11.25-2: skirmishers evade without a test (DECISIONS §12)
  square_change_not_in_line,  // DT-MOD-SQUARE: only infantry in line changes to square
  cavalry_charge_target,      // DT-TRIGGER-2: only infantry in line or forming square
  opportunity_not_cavalry,    // DT-TRIGGER-5: only cavalry
  opportunity_not_ordered,    // STATUS-OBEY-2: only cavalry that obeys orders
  square_move_not_square,     // DT-TRIGGER-6: only a unit in square
  squadrons_not_cavalry,      // S16.2-4: squadrons are cavalry
  squadrons_not_charging,     // S16.2-4: the -2 is on the test to charge or countercharge
  squadrons_half_given,       // S16.2-4: both counts, or neither
  formation_not_for_type,     // a formation the unit type does not stand in
};

// The first problem of the test, or none. resolve_discipline_test requires none.
DtProblem discipline_problem(const DisciplineTest& test);

// The grade a screen tests at: the mean of its brigade's units' quality modifiers (elite +2,
// veteran +1, line 0, recruit -1), rounded to the nearest, a tie going down (DT-NOTE-1, G-24).
// Requires a non-empty list.
model::Grade average_grade(std::span<const model::Quality> qualities);

// One step higher for an attached general: recruit tests as line, line as veteran, veteran as
// elite; elite stays elite (DT-MOD-GENERAL, G-26).
model::Grade grade_with_general(model::Grade g);

// One modifier of TBL-DTMOD as it applies, with the clause and the event that report it.
// Informative entries with value 0 (recruits in column, a flank that does not count, a screen
// ignoring its damage) are listed too, so that a roll shows them.
struct DtModifier {
  std::string_view clause;
  std::string_view key;  // event key, "dt.mod.quality"
  int value = 0;
  EventArg a{};  // event arguments: the grade, the damage, ...
  EventArg b{};
};

struct DtModifiers {
  std::array<DtModifier, 12> list{};
  int count = 0;
  model::Grade tested_as = model::Grade::line;  // after DT-NOTE-1 and DT-MOD-GENERAL
  [[nodiscard]] int total() const;              // DT-MOD-CUM: they all add up
  // The modifiers that apply. Not on a temporary: the span would outlive it.
  [[nodiscard]] std::span<const DtModifier> items() const& {
    return {list.data(), static_cast<std::size_t>(count)};
  }
  std::span<const DtModifier> items() const&& = delete;
};

// Every modifier of the test (DT-MOD-*, S16.2-4). Requires no problem.
DtModifiers discipline_modifiers(const DisciplineTest& test);

// The result of one roll of the test: an unmodified double six obeys orders and recovers
// (DT-RESULT-66); 7+ obeys (DT-RESULT-7); 4-6 Unformed (DT-RESULT-4), but a skirmisher or an
// evading unit retreats (DT-RESULT-4S); 3 or less retreats (DT-RESULT-3).
struct SingleTest {
  DtResult result = DtResult::ordered;
  bool double_six = false;     // recovers 1 damage if this is the result applied
  std::string_view clause;     // DT-RESULT-66, -7, -4, -4S or -3
  std::string_view key;        // event key: "dt.result.66", "dt.result.4s" ...
  bool three_or_less = false;  // DT-RESULT-3: the retreat's D3 is rolled under it
};
SingleTest read_result(dice::Pair roll, int final_score, bool skirmisher_or_evading);

// What the test does to the unit. Damage is never recovered below zero.
struct DisciplineOutcome {
  DtResult result = DtResult::ordered;
  model::Damage suffered;   // 1D3 on a Retreat (retreat_d3 = suffer)
  model::Damage recovered;  // 1 on a double six; 1D3 on a Retreat with retreat_d3 = recover
  [[nodiscard]] int change_in_halves() const {
    return suffered.in_halves() - recovered.in_halves();
  }
  auto operator<=>(const DisciplineOutcome&) const = default;
};

struct DisciplineResult {
  DisciplineOutcome outcome;
  int tests = 0;                        // tests rolled (0: a retreating unit breaks without one)
  std::array<int, kMaxTests> rolls{};   // unmodified 2D6 of each test
  std::array<int, kMaxTests> finals{};  // final score of each test
  int modifier = 0;
  auto operator<=>(const DisciplineResult&) const = default;
};

// Takes the test(s): 2D6 per test in the order of the triggers (DT-PROC-1), the worst result
// applies (DT-PROC-2, G-23); a double six recovers only if it is the result applied (with every
// test a double six, 1 damage once); a Retreat applied rolls one D6 read as 1D3 (G-06). A
// retreating or broken unit rolls nothing and is Broken (DT-NOTE-2, STATUS-RETREAT-9,
// STATUS-BROKEN-1). Requires discipline_problem(test) == none.
DisciplineResult resolve_discipline_test(const DisciplineTest& test, dice::Roller& dice,
                                         Events& events);

}  // namespace grognard::rules
