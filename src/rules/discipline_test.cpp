#include "rules/discipline_test.h"

#include <algorithm>
#include <climits>

#include "rules/damage_levels.h"
#include "rules/squadron_charge.h"

namespace grognard::rules {

using model::Formation;
using model::Grade;
using model::UnitStatus;
using model::UnitType;

namespace {

// TBL-DTMOD, the quality column.
struct QualityRow {
  Grade grade;
  int modifier;
  std::string_view clause;
};
constexpr QualityRow kQualityRows[] = {
    {Grade::elite, 2, "DT-MOD-ELITE"},
    {Grade::veteran, 1, "DT-MOD-VET"},
    {Grade::line, 0, "DT-MOD-LINE"},
    {Grade::recruit, -1, "DT-MOD-RECRUIT-1"},
};

// TBL-DTRES, from the top: the first row whose minimum the final score reaches. The unmodified
// double six (DT-RESULT-66) comes before the table.
struct ResultRow {
  int min_final;
  SingleTest usual;
  SingleTest skirmisher_or_evader;  // DT-RESULT-4S, STATUS-UNF-7
};
constexpr ResultRow kResultRows[] = {
    {7,
     {DtResult::ordered, false, "DT-RESULT-7", "dt.result.7"},
     {DtResult::ordered, false, "DT-RESULT-7", "dt.result.7"}},
    {4,
     {DtResult::unformed, false, "DT-RESULT-4", "dt.result.4"},
     {DtResult::retreat, false, "DT-RESULT-4S", "dt.result.4s"}},
    {INT_MIN,
     {DtResult::retreat, false, "DT-RESULT-3", "dt.result.3", true},
     {DtResult::retreat, false, "DT-RESULT-3", "dt.result.3", true}},
};

constexpr const QualityRow& quality_row(Grade g) {
  for (const QualityRow& r : kQualityRows) {
    if (r.grade == g) return r;
  }
  return kQualityRows[2];
}

constexpr int grade_value(Grade g) {
  return quality_row(g).modifier;
}

std::string_view grade_term(Grade g) {
  switch (g) {
    case Grade::elite:
      return "grade.elite";
    case Grade::veteran:
      return "grade.veteran";
    case Grade::line:
      return "grade.line";
    case Grade::recruit:
      return "grade.recruit";
  }
  return "grade.line";
}

std::string_view trigger_term(Trigger t) {
  switch (t) {
    case Trigger::unnamed:
      return "trigger.unnamed";
    case Trigger::fire:
      return "trigger.fire";
    case Trigger::skirmisher_double_six:
      return "trigger.skirmisher_double_six";
    case Trigger::cavalry_charge:
      return "trigger.cavalry_charge";
    case Trigger::rear_charge:
      return "trigger.rear_charge";
    case Trigger::evade:
      return "trigger.evade";
    case Trigger::opportunity_charge:
      return "trigger.opportunity_charge";
    case Trigger::square_move:
      return "trigger.square_move";
  }
  return "trigger.unnamed";
}

std::string_view formation_term(Formation f) {
  switch (f) {
    case Formation::column:
      return "formation.column";
    case Formation::mass_column:
      return "formation.mass_column";
    case Formation::square:
      return "formation.square";
    default:
      return "formation.line";
  }
}

std::string_view result_term(DtResult r) {
  switch (r) {
    case DtResult::ordered:
      return "dt.ordered";
    case DtResult::unformed:
      return "dt.unformed";
    case DtResult::retreat:
      return "dt.retreat";
    case DtResult::broken:
      return "dt.broken";
  }
  return "dt.ordered";
}

bool has_trigger(const DisciplineTest& t, Trigger which) {
  return std::find(t.triggers.begin(), t.triggers.end(), which) != t.triggers.end();
}

bool marked_unformed(const DisciplineTest& t) {
  return t.unformed || t.status == UnitStatus::unformed ||
         (t.status == UnitStatus::falling_back && !model::is_skirmisher(t.type));
}

// Worse results rank higher; an ordered result that recovers is the best of all (G-23).
int rank(const SingleTest& s) {
  if (s.result == DtResult::ordered) return s.double_six ? 0 : 1;
  return static_cast<int>(s.result) + 1;
}

model::Damage at_most(model::Damage d, model::Damage limit) {
  return d < limit ? d : limit;
}

}  // namespace

std::string_view trigger_clause(Trigger t) {
  switch (t) {
    case Trigger::unnamed:
      return "DT-PROC-1";
    case Trigger::fire:
      return "DT-TRIGGER-0";
    case Trigger::skirmisher_double_six:
      return "DT-TRIGGER-1";
    case Trigger::cavalry_charge:
      return "DT-TRIGGER-2";
    case Trigger::rear_charge:
      return "DT-TRIGGER-3";
    case Trigger::evade:
      return "DT-TRIGGER-4";
    case Trigger::opportunity_charge:
      return "DT-TRIGGER-5";
    case Trigger::square_move:
      return "DT-TRIGGER-6";
  }
  return "DT-PROC-1";
}

DtProblem discipline_problem(const DisciplineTest& t) {
  const bool skirmisher = model::is_skirmisher(t.type);
  if (t.status == UnitStatus::dispersed) return DtProblem::dispersed;
  if (t.triggers.size() > static_cast<std::size_t>(kMaxTests)) return DtProblem::too_many_tests;
  if (!model::formation_allowed(t.type, t.formation)) return DtProblem::formation_not_for_type;
  if (skirmisher && (t.unformed || t.status == UnitStatus::unformed)) {
    return DtProblem::skirmisher_unformed;
  }
  if (skirmisher && has_trigger(t, Trigger::evade)) return DtProblem::skirmisher_evades;
  if (t.line_to_square_vs_cavalry &&
      (t.type != UnitType::infantry || t.formation != Formation::line)) {
    return DtProblem::square_change_not_in_line;
  }
  if (has_trigger(t, Trigger::cavalry_charge) &&
      (t.type != UnitType::infantry || t.formation == Formation::square)) {
    return DtProblem::cavalry_charge_target;
  }
  if (has_trigger(t, Trigger::opportunity_charge)) {
    if (t.type != UnitType::cavalry) return DtProblem::opportunity_not_cavalry;
    if (t.status != UnitStatus::ordered || t.unformed) return DtProblem::opportunity_not_ordered;
  }
  if (has_trigger(t, Trigger::square_move) && t.formation != Formation::square) {
    return DtProblem::square_move_not_square;
  }
  if ((t.squadrons > 0) != (t.enemy_squadrons > 0)) return DtProblem::squadrons_half_given;
  if (t.squadrons > 0) {
    if (t.type != UnitType::cavalry) return DtProblem::squadrons_not_cavalry;
    if (!t.charge_situation && !has_trigger(t, Trigger::opportunity_charge)) {
      return DtProblem::squadrons_not_charging;
    }
  }
  return DtProblem::none;
}

Grade average_grade(std::span<const model::Quality> qualities) {
  int sum = 0;
  for (model::Quality q : qualities) sum += grade_value(model::grade_of(q));
  const int n = static_cast<int>(qualities.size());
  // Floor division, then round up only past the half (a tie goes down).
  int v = sum >= 0 ? sum / n : -((-sum + n - 1) / n);
  const int remainder = sum - v * n;
  if (2 * remainder > n) ++v;
  for (const QualityRow& r : kQualityRows) {
    if (r.modifier == v) return r.grade;
  }
  return Grade::line;
}

Grade grade_with_general(Grade g) {
  switch (g) {
    case Grade::recruit:
      return Grade::line;
    case Grade::line:
      return Grade::veteran;
    case Grade::veteran:
    case Grade::elite:
      return Grade::elite;
  }
  return g;
}

int DtModifiers::total() const {
  int t = 0;
  for (const DtModifier& m : items()) t += m.value;
  return t;
}

DtModifiers discipline_modifiers(const DisciplineTest& t) {
  DtModifiers m;
  auto add = [&m](std::string_view clause, std::string_view key, int value, EventArg a = {},
                  EventArg b = {}) {
    m.list[static_cast<std::size_t>(m.count++)] = DtModifier{clause, key, value, a, b};
  };

  // Quality: a screen tests at its brigade's average (DT-NOTE-1); an attached general makes the
  // unit test one step higher (DT-MOD-GENERAL); recruits in column or square lose their -1
  // (DT-MOD-RECRUIT-2).
  Grade grade = t.grade;
  if (!t.brigade_qualities.empty()) {
    grade = average_grade(t.brigade_qualities);
    add("DT-NOTE-1", "dt.mod.screen_quality", 0, term(grade_term(grade)));
  }
  if (t.general_attached) {
    const Grade higher = grade_with_general(grade);
    add("DT-MOD-GENERAL", "dt.mod.general", 0, term(grade_term(grade)), term(grade_term(higher)));
    grade = higher;
  }
  m.tested_as = grade;
  const QualityRow& q = quality_row(grade);
  if (grade == Grade::recruit && model::column_or_square(t.formation)) {
    add("DT-MOD-RECRUIT-2", "dt.mod.recruit_formation", 0, term(formation_term(t.formation)));
  } else {
    add(q.clause, "dt.mod.quality", q.modifier, term(grade_term(grade)));
  }

  // Unformed -1 (DT-MOD-UNFORMED).
  if (marked_unformed(t)) add("DT-MOD-UNFORMED", "dt.mod.unformed", -1);

  // Flanked -1; a charge into the rear counts as flanked, once (DT-MOD-FLANKED-1, -2); cavalry in
  // a charge ignores infantry and artillery on its flank (-3); a garrison cannot be flanked (-4).
  if (t.flanked || t.charged_in_rear) {
    if (t.garrison) {
      add("DT-MOD-FLANKED-4", "dt.mod.flank_garrison", 0);
    } else if (t.type == UnitType::cavalry && t.charge_situation && t.flanked_only_by_foot) {
      add("DT-MOD-FLANKED-3", "dt.mod.flank_cavalry", 0);
    } else if (t.charged_in_rear) {
      add("DT-MOD-FLANKED-2", "dt.mod.rear", -1);
    } else {
      add("DT-MOD-FLANKED-1", "dt.mod.flanked", -1);
    }
  }

  // Changing from line to square when charged by cavalry: -1, a large battalion -2
  // (DT-MOD-SQUARE).
  if (t.line_to_square_vs_cavalry) {
    add("DT-MOD-SQUARE", "dt.mod.square", t.size == model::UnitSize::large ? -2 : -1);
  }

  // Damage by the unit's row of TBL-DAMAGE (DT-MOD-DMG, DT-MOD-ARTDMG); the brigade skirmish
  // line ignores its damage (DT-MOD-SKIRM).
  if (t.type == UnitType::skirmish_screen) {
    if (t.damage.in_halves() > 0) add("DT-MOD-SKIRM", "dt.mod.screen_damage", 0, dmg(t.damage));
  } else {
    const DamageClass cls{model::arm_of(t.type), t.size, t.grade};
    const int level = damage_level(cls, t.damage, t.options);
    if (level > 0) {
      const bool battery = t.type == UnitType::artillery;
      add(battery ? "DT-MOD-ARTDMG" : "DT-MOD-DMG",
          battery ? "dt.mod.artillery_damage" : "dt.mod.damage", -level, dmg(t.damage), num(level));
    }
  }

  // A body of squadrons outnumbered 3:1 by the cavalry it charges: -2 (S16.2-4).
  if (const int s = squadron_charge_modifier(t.squadrons, t.enemy_squadrons); s != 0) {
    add("S16.2-4", "dt.mod.squadron", s, num(t.squadrons), num(t.enemy_squadrons));
  }
  return m;
}

SingleTest read_result(dice::Pair roll, int final_score, bool skirmisher_or_evading) {
  if (roll.double_six()) return {DtResult::ordered, true, "DT-RESULT-66", "dt.result.66"};
  for (const ResultRow& r : kResultRows) {
    if (final_score >= r.min_final) return skirmisher_or_evading ? r.skirmisher_or_evader : r.usual;
  }
  return kResultRows[2].usual;
}

DisciplineResult resolve_discipline_test(const DisciplineTest& t, dice::Roller& dice,
                                         Events& events) {
  DisciplineResult r;

  // 0. A retreating unit does not test: it breaks (DT-NOTE-2, STATUS-RETREAT-9); a broken unit
  //    acts as a retreating one and stays broken (STATUS-BROKEN-1).
  if (t.status == UnitStatus::retreating || t.status == UnitStatus::broken) {
    const bool retreating = t.status == UnitStatus::retreating;
    events.add(retreating ? "dt.retreating_breaks" : "dt.broken_no_test",
               retreating ? "DT-NOTE-2" : "STATUS-BROKEN-1");
    r.outcome.result = DtResult::broken;
    return r;
  }

  // 1. The modifiers, which all add up (TBL-DTMOD, DT-MOD-CUM).
  const DtModifiers mods = discipline_modifiers(t);
  for (const DtModifier& m : mods.items()) events.add(m.key, m.clause, m.a, m.b, num(m.value));
  r.modifier = mods.total();
  events.add("dt.modifier", "DT-MOD-CUM", num(r.modifier));

  // 2. Roll 2D6 for each test and read TBL-DTRES (DT-PROC-1); skirmishers and evading units
  //    treat 4-6 as a Retreat (DT-RESULT-4S, STATUS-UNF-7).
  const bool skirmisher_or_evading = model::is_skirmisher(t.type) || t.evading;
  const std::vector<Trigger> one{Trigger::unnamed};
  const std::vector<Trigger>& triggers = t.triggers.empty() ? one : t.triggers;
  SingleTest worst;
  int worst_rank = -1;
  bool any_three_or_less = false;
  for (Trigger trigger : triggers) {
    if (trigger == Trigger::unnamed) {
      events.add("dt.test", trigger_clause(trigger));
    } else {
      events.add("dt.trigger", trigger_clause(trigger), term(trigger_term(trigger)));
    }
    const dice::Pair roll = dice::roll(dice, dice::TwoD6(), "DT-PROC-1");
    const int final_score = roll.sum() + r.modifier;
    const SingleTest s = read_result(roll, final_score, skirmisher_or_evading);
    const auto i = static_cast<std::size_t>(r.tests++);
    r.rolls[i] = roll.sum();
    r.finals[i] = final_score;
    events.add("dt.score", "DT-PROC-1", num(roll.sum()), num(r.modifier), num(final_score));
    events.add(s.key, s.clause);
    any_three_or_less = any_three_or_less || s.three_or_less;
    if (rank(s) > worst_rank) {
      worst = s;
      worst_rank = rank(s);
    }
  }
  r.outcome.result = worst.result;

  // 3. Several tests: the worst applies (DT-PROC-2, G-23).
  if (r.tests > 1) events.add("dt.worst", "DT-PROC-2", term(result_term(worst.result)));

  // 4. A double six applied recovers 1 damage, never below none (DT-RESULT-66).
  if (worst.result == DtResult::ordered && worst.double_six) {
    r.outcome.recovered = at_most(model::Damage::points(1), t.damage);
    events.add(r.outcome.recovered.in_halves() > 0 ? "dt.recover" : "dt.recover_none",
               "DT-RESULT-66", dmg(r.outcome.recovered));
  }

  // 5. A Retreat "loses 1D3 damage": suffered by default, recovered under retreat_d3 = recover
  //    (DT-RESULT-3, DT-RESULT-4S, G-06, DECISIONS §9).
  if (worst.result == DtResult::retreat) {
    const int d3 = dice::roll(dice, dice::D3(), any_three_or_less ? "DT-RESULT-3" : "DT-RESULT-4S");
    if (t.options.retreat_d3 == model::RetreatD3::suffer) {
      r.outcome.suffered = model::Damage::points(d3);
      events.add("dt.d3.suffer", "DECISIONS §9", num(d3));
    } else {
      r.outcome.recovered = at_most(model::Damage::points(d3), t.damage);
      events.add("dt.d3.recover", "G-06", num(d3), dmg(r.outcome.recovered));
    }
  }
  return r;
}

}  // namespace grognard::rules
