// The discipline_test action: JSON situation -> rules::DisciplineTest, odds and roll; the result
// is then applied to the unit by the unit-status machine, so the report also shows the unit's
// status afterwards (dispersed at its damage limit, a battery lost in a charge ...).
#include <algorithm>
#include <cstdlib>

#include <fmt/format.h>

#include "engine/action_list.h"
#include "engine/situation.h"
#include "rules/discipline_test.h"
#include "rules/unit_status.h"

namespace grognard::engine {

namespace {

using model::UnitStatus;
using model::UnitType;
using rules::DtProblem;
using rules::DtResult;
using rules::Trigger;

constexpr double kMaxDamage = 60;

// Who flanks the unit: cavalry ignores infantry and artillery on its flank in a charge
// (DT-MOD-FLANKED-3).
enum class Flankers { cavalry, foot };
constexpr std::array<model::Name<Flankers>, 2> kFlankersNames{{
    {Flankers::cavalry, "cavalry"},
    {Flankers::foot, "foot"},
}};

constexpr std::array<model::Name<rules::ChargeRole>, 3> kChargeRoleNames{{
    {rules::ChargeRole::none, "none"},
    {rules::ChargeRole::lead, "lead"},
    {rules::ChargeRole::support, "support"},
}};

struct Reading {
  rules::DisciplineTest test;
  rules::UnitState unit;  // for the status machine
  rules::ResultContext context;
  model::Quality quality = model::Quality::line;  // as given, or the screen's average
  bool triggers_given = false;
  std::string triggers_path;
};

model::Quality quality_of(model::Grade g) {
  switch (g) {
    case model::Grade::elite:
      return model::Quality::elite;
    case model::Grade::veteran:
      return model::Quality::veteran;
    case model::Grade::line:
      return model::Quality::line;
    case model::Grade::recruit:
      return model::Quality::conscript;
  }
  return model::Quality::line;
}

const FieldSpec& description() {
  static const FieldSpec d = situation_spec(
      "discipline_test",
      {object_field(
           "unit", "Unit tested", "Проверяемое подразделение",
           {choice_field("type", "Unit", "Подразделение", ids(model::kUnitTypeNames))
                .required("infantry")
                .clause("DT-PROC-1"),
            choice_field("quality", "Quality", "Мораль", ids(model::kQualityNames))
                .example("line")
                .clause("TBL-DTMOD"),
            list_field(
                "brigade_qualities", "Brigade's qualities (skirmish screen)",
                "Мораль бригады (экран застрельщиков)", 1, 40,
                choice_field("", "Quality", "Мораль", ids(model::kQualityNames)).term("quality"))
                .clause("DT-NOTE-1"),
            choice_field("size", "Size", "Размер", ids(model::kUnitSizeNames))
                .required("standard")
                .clause("DT-MOD"),
            choice_field("formation", "Formation", "Строй", ids(model::kFormationNames))
                .example("line")
                .clause("DT-MOD"),
            damage_field(kMaxDamage).clause("DT-MOD"),
            choice_field("status", "Status", "Статус", ids(model::kUnitStatusNames))
                .defaults("ordered")
                .clause("STATUS"),
            boolean_field("unformed", "Unformed", "Не Построен").clause("STATUS-UNF-1"),
            boolean_field("general_attached", "General attached", "Генерал при подразделении")
                .clause("DT-MOD")})
           .required(),
       object_field(
           "situation", "Moment of the test", "Обстоятельства проверки",
           {boolean_field("flanked", "Flanked", "Атакован во фланг").clause("DT-MOD-FLANKED"),
            boolean_field("evading", "Evading", "Уклоняется").clause("DT-TRIGGER-4"),
            boolean_field("line_to_square_vs_cavalry", "Line forms square against cavalry",
                          "Линия строит Каре против кавалерии")
                .clause("DT-MOD-SQUARE"),
            boolean_field("charged_in_rear", "Charged in the rear", "Атакован с тыла")
                .clause("DT-TRIGGER-3"),
            boolean_field("garrison", "Garrison", "Гарнизон").clause("DT-MOD"),
            boolean_field("charge", "Test to charge", "Проверка на атаку").clause("DT-TRIGGER"),
            choice_field("charge_role", "Role in the charge", "Роль в атаке", ids(kChargeRoleNames))
                .defaults("none"),
            list_field(
                "triggers", "Tests, in order", "Проверки по порядку", 1, rules::kMaxTests,
                choice_field("", "Test", "Проверка", ids(rules::kTriggerNames)).term("trigger"))
                .clause("DT-TRIGGER"),
            object_field("squadrons", "Squadrons charging", "Эскадроны в атаке",
                         {integer_field("own", "Own", "Свои", 1, 100).required(2),
                          integer_field("enemy", "Enemy", "Противника", 1, 300).required(6)})
                .clause("S16.2-4"),
            choice_field("flanked_by", "Flanked by", "Во фланг атакует", ids(kFlankersNames))
                .clause("DT-MOD-FLANKED-3")})});
  return d;
}

// The field that names a trigger of kind `t`: the trigger in the list, or the fact it came from.
std::string trigger_field(const Reading& r, Trigger t, std::string_view fact) {
  if (!r.triggers_given) return std::string(fact);
  for (std::size_t i = 0; i < r.test.triggers.size(); ++i) {
    if (r.test.triggers[i] == t) return fmt::format("{}[{}]", r.triggers_path, i);
  }
  return std::string(fact);
}

[[noreturn]] void report(const Reading& r, DtProblem p) {
  const std::string type(model::name_of(model::kUnitTypeNames, r.test.type));
  const std::string formation(model::name_of(model::kFormationNames, r.test.formation));
  switch (p) {
    case DtProblem::none:
      break;
    case DtProblem::dispersed:
      fail("unit.status", "a dispersed unit is out of play and takes no test (STATUS-DISP-0)",
           "Рассеянное подразделение выведено из игры и не проходит проверку (STATUS-DISP-0)");
    case DtProblem::too_many_tests:
      fail(r.triggers_path, fmt::format("at most {} tests at once", rules::kMaxTests),
           fmt::format("не больше {} проверок одновременно", rules::kMaxTests));
    case DtProblem::formation_not_for_type:
      fail("unit.formation", fmt::format("a unit of type {} does not stand in {}", type, formation),
           fmt::format("подразделение типа {} не бывает в построении {}", type, formation));
    case DtProblem::skirmisher_unformed:
      fail(r.test.status == UnitStatus::unformed ? "unit.status" : "unit.unformed",
           "skirmishers are never Unformed (S11.25-1, STATUS-UNF-7)",
           "Застрельщики никогда не бывают Не Построенными (S11.25-1, STATUS-UNF-7)");
    case DtProblem::skirmisher_evades:
      fail(trigger_field(r, Trigger::evade, "situation.evading"),
           "skirmishers charged by close order evade without a discipline test (S11.25-2)",
           "Застрельщики, атакованные сомкнутым строем, Уклоняются без Проверки Дисциплины "
           "(S11.25-2)");
    case DtProblem::square_change_not_in_line:
      fail("situation.line_to_square_vs_cavalry",
           "only infantry in line changes from line to square (DT-MOD-SQUARE)",
           "перестраивается из Линии в Каре только пехота в Линии (DT-MOD-SQUARE)");
    case DtProblem::cavalry_charge_target:
      fail(trigger_field(r, Trigger::cavalry_charge, r.triggers_path),
           "a cavalry charge tests infantry in line or forming square (DT-TRIGGER-2)",
           "атака кавалерии требует проверки от пехоты в Линии или строящей Каре (DT-TRIGGER-2)");
    case DtProblem::opportunity_not_cavalry:
      fail(trigger_field(r, Trigger::opportunity_charge, r.triggers_path),
           "only cavalry makes an opportunity charge (DT-TRIGGER-5)",
           "Атаку при Возможности проводит только кавалерия (DT-TRIGGER-5)");
    case DtProblem::opportunity_not_ordered:
      fail(trigger_field(r, Trigger::opportunity_charge, r.triggers_path),
           "only cavalry that obeys orders may make an opportunity charge (STATUS-OBEY-2, "
           "STATUS-UNF-1)",
           "Атаку при Возможности может начать только кавалерия, Подчиняющаяся Приказам "
           "(STATUS-OBEY-2, STATUS-UNF-1)");
    case DtProblem::square_move_not_square:
      fail(trigger_field(r, Trigger::square_move, r.triggers_path),
           "DT-TRIGGER-6 is for a unit moving in square", "DT-TRIGGER-6 — для движения в Каре");
    case DtProblem::squadrons_not_cavalry:
      fail("situation.squadrons", "squadrons are cavalry (S16.2-4)",
           "эскадроны бывают только у кавалерии (S16.2-4)");
    case DtProblem::squadrons_not_charging:
      fail("situation.squadrons",
           "the -2 of S16.2-4 is on the test to charge or countercharge: give situation.charge "
           "or the opportunity_charge trigger",
           "-2 по S16.2-4 — при проверке на атаку или контратаку: укажите situation.charge или "
           "opportunity_charge");
    case DtProblem::squadrons_half_given:
      fail("situation.squadrons", "give both counts (S16.2-4)", "укажите оба числа (S16.2-4)");
  }
  fail("situation", "cannot take the test", "проверка невозможна");
}

Reading read_situation(const json& j) {
  Fields s(j, description(), "");
  s.text("action");
  Reading r;
  rules::DisciplineTest& t = r.test;
  t.options = read_options(s);

  // The unit.
  Fields u = s.object("unit");
  t.type = u.choice("type", model::kUnitTypeNames);
  if (u.has("brigade_qualities")) {
    if (t.type != UnitType::skirmish_screen) {
      fail(u.path_of("brigade_qualities"),
           "only a brigade skirmish screen tests at its brigade's average quality (DT-NOTE-1)",
           "только Бригадная Линия Застрельщиков проверяется по средней морали бригады "
           "(DT-NOTE-1)");
    }
    if (u.has("quality")) {
      fail(u.path_of("quality"), "give either \"quality\" or \"brigade_qualities\", not both",
           "укажите либо \"quality\", либо \"brigade_qualities\", но не оба");
    }
    t.brigade_qualities = u.choices("brigade_qualities", model::kQualityNames);
    r.quality = quality_of(rules::average_grade(t.brigade_qualities));
  } else {
    r.quality = u.choice("quality", model::kQualityNames);
  }
  t.grade = model::grade_of(r.quality);
  t.size = u.choice("size", model::kUnitSizeNames);
  if (model::is_skirmisher(t.type)) {
    t.formation = u.choice_or("formation", model::kFormationNames, model::Formation::skirmish);
  } else {
    t.formation = u.choice("formation", model::kFormationNames);
  }
  t.damage = read_damage(u);
  t.status = u.choice("status", model::kUnitStatusNames);
  t.unformed = u.boolean("unformed");
  if (u.has("unformed") && !t.unformed && t.status == UnitStatus::unformed) {
    fail(u.path_of("unformed"), "false contradicts status \"unformed\"",
         "false противоречит статусу \"unformed\"");
  }
  t.general_attached = u.boolean("general_attached");
  u.finish();

  // The moment of the test.
  bool charge = false;
  if (s.has("situation")) {
    Fields m = s.object("situation");
    t.flanked = m.boolean("flanked");
    t.evading = m.boolean("evading");
    t.line_to_square_vs_cavalry = m.boolean("line_to_square_vs_cavalry");
    t.charged_in_rear = m.boolean("charged_in_rear");
    t.garrison = m.boolean("garrison");
    charge = m.boolean("charge");
    r.context.role = m.choice("charge_role", kChargeRoleNames);
    if (m.has("triggers")) {
      r.triggers_given = true;
      r.triggers_path = m.path_of("triggers");
      t.triggers = m.choices("triggers", rules::kTriggerNames);
    }
    if (m.has("squadrons")) {
      Fields q = m.object("squadrons");
      t.squadrons = q.integer("own");
      t.enemy_squadrons = q.integer("enemy");
      q.finish();
    }
    // Cavalry flanked in a charge ignores foot on its flank (DT-MOD-FLANKED-3): who flanks it
    // must then be said.
    auto named = [&t](Trigger k) {
      return std::find(t.triggers.begin(), t.triggers.end(), k) != t.triggers.end();
    };
    const bool in_rear = t.charged_in_rear || named(Trigger::rear_charge);
    const bool in_charge = charge || r.context.role != rules::ChargeRole::none || in_rear ||
                           t.evading || named(Trigger::cavalry_charge) || named(Trigger::evade) ||
                           named(Trigger::opportunity_charge);
    const bool needs_flankers = t.type == UnitType::cavalry && (t.flanked || in_rear) && in_charge;
    if (m.has("flanked_by") || needs_flankers) {
      t.flanked_only_by_foot = m.choice("flanked_by", kFlankersNames) == Flankers::foot;
    }
    m.finish();
  }
  s.finish();

  // Facts that are tests in their own right: with no list of triggers, an evading unit takes
  // the evade test (DT-TRIGGER-4) and a unit charged in the rear the rear-charge test
  // (DT-TRIGGER-3).
  if (!r.triggers_given) {
    if (t.charged_in_rear) t.triggers.push_back(Trigger::rear_charge);
    if (t.evading) t.triggers.push_back(Trigger::evade);
  }
  auto listed = [&t](Trigger k) {
    return std::find(t.triggers.begin(), t.triggers.end(), k) != t.triggers.end();
  };
  if (listed(Trigger::evade)) t.evading = true;
  if (listed(Trigger::rear_charge)) t.charged_in_rear = true;
  t.charge_situation = charge || r.context.role != rules::ChargeRole::none ||
                       listed(Trigger::cavalry_charge) || listed(Trigger::rear_charge) ||
                       listed(Trigger::evade) || listed(Trigger::opportunity_charge);
  r.context.from_charge_or_melee = t.charge_situation;

  if (const DtProblem p = rules::discipline_problem(t); p != DtProblem::none) report(r, p);

  // The unit as the status machine sees it.
  r.unit.type = t.type;
  r.unit.quality = r.quality;
  r.unit.size = t.size;
  r.unit.formation = t.formation;
  r.unit.status = t.status == UnitStatus::ordered && t.unformed ? UnitStatus::unformed : t.status;
  r.unit.damage = t.damage;
  r.unit.general_attached = t.general_attached;
  return r;
}

// Signed damage in half points as the contract's key: "-1", "0", "0.5", "3".
std::string signed_key(int halves) {
  const int a = std::abs(halves);
  return (halves < 0 ? "-" : "") + model::Damage::halves(a).to_string();
}

ojson signed_value(int halves) {
  if (halves % 2 == 0) return halves / 2;
  return halves / 2.0;
}

ojson unit_json(const Reading& r, model::Grade tested_as) {
  const rules::DisciplineTest& t = r.test;
  ojson u;
  u["type"] = model::name_of(model::kUnitTypeNames, t.type);
  u["quality"] = model::name_of(model::kQualityNames, r.quality);
  u["tested_as"] = model::name_of(model::kGradeNames, tested_as);
  u["size"] = model::name_of(model::kUnitSizeNames, t.size);
  u["formation"] = model::name_of(model::kFormationNames, t.formation);
  u["damage_before"] = damage_value(t.damage);
  u["status"] = model::name_of(model::kUnitStatusNames, r.unit.status);
  return u;
}

int tests_of(const rules::DisciplineTest& t) {
  if (t.status == UnitStatus::retreating || t.status == UnitStatus::broken) return 0;
  return t.triggers.empty() ? 1 : static_cast<int>(t.triggers.size());
}

// The unit's status after the outcome (the status machine, without narration).
UnitStatus status_after(const Reading& r, const rules::DisciplineOutcome& o) {
  rules::Events off(false);
  const rules::Moment when{model::Phase::fire, r.test.options};
  const auto step = rules::apply_discipline_result(r.unit, o, r.context, when, off);
  return step.ok() ? step.value().unit.status : r.unit.status;
}

OddsReport odds(const json& j) {
  const Reading r = read_situation(j);
  const auto dist = dice::enumerate([&](dice::Roller& roller) {
    rules::Events off(false);
    return rules::resolve_discipline_test(r.test, roller, off).outcome;
  });
  const rules::DtModifiers mods = rules::discipline_modifiers(r.test);
  OddsReport report;
  ojson& out = report.json;
  out["action"] = "discipline_test";
  out["unit"] = unit_json(r, mods.tested_as);
  out["tests"] = tests_of(r.test);
  out["modifier"] = tests_of(r.test) > 0 ? mods.total() : 0;
  ojson result = ojson::object();
  for (const auto& n : rules::kDtResultNames) {
    result[std::string(n.id)] =
        dist.probability([&](const rules::DisciplineOutcome& o) { return o.result == n.value; });
  }
  out["result"] = result;
  const auto change =
      dist.map([](const rules::DisciplineOutcome& o) { return o.change_in_halves(); });
  ojson damage = ojson::object();
  for (const auto& [halves, p] : change.outcomes) damage[signed_key(halves)] = p;
  out["damage"] = damage;
  out["expected_damage"] = change.expectation([](int h) { return h / 2.0; });
  const auto status =
      dist.map([&](const rules::DisciplineOutcome& o) { return status_after(r, o); });
  ojson st = ojson::object();
  for (const auto& [s, p] : status.outcomes)
    st[std::string(model::name_of(model::kUnitStatusNames, s))] = p;
  out["status_after"] = st;
  out["p"]["recovered"] = dist.probability([](const rules::DisciplineOutcome& o) {
    return o.result == DtResult::ordered && o.recovered.in_halves() > 0;
  });
  out["p"]["dispersed"] =
      status.probability([](UnitStatus s) { return s == UnitStatus::dispersed; });
  return report;
}

ojson roll(const json& j, dice::Roller& dice, rules::Events& events) {
  const Reading r = read_situation(j);
  const rules::DisciplineResult res = rules::resolve_discipline_test(r.test, dice, events);
  const rules::Moment when{model::Phase::fire, r.test.options};
  const auto step = rules::apply_discipline_result(r.unit, res.outcome, r.context, when, events);
  const rules::DtModifiers mods = rules::discipline_modifiers(r.test);
  ojson out;
  out["action"] = "discipline_test";
  out["unit"] = unit_json(r, mods.tested_as);
  out["tests"] = res.tests;
  out["modifier"] = res.tests > 0 ? res.modifier : 0;
  ojson rolls = ojson::array();
  ojson finals = ojson::array();
  for (int i = 0; i < res.tests; ++i) {
    rolls.push_back(res.rolls[static_cast<std::size_t>(i)]);
    finals.push_back(res.finals[static_cast<std::size_t>(i)]);
  }
  out["rolls"] = rolls;
  out["finals"] = finals;
  out["result"] = model::name_of(rules::kDtResultNames, res.outcome.result);
  out["damage"] = signed_value(res.outcome.change_in_halves());
  const rules::UnitState after = step.ok() ? step.value().unit : r.unit;
  out["damage_after"] = damage_value(after.damage);
  out["status_after"] = model::name_of(model::kUnitStatusNames, after.status);
  out["flags"]["recovered"] =
      res.outcome.result == DtResult::ordered && res.outcome.recovered.in_halves() > 0;
  out["flags"]["dispersed"] = after.status == UnitStatus::dispersed;
  return out;
}

}  // namespace

Action discipline_action() {
  return Action{
      "discipline_test",
      "DT-PROC-1",
      "Discipline test",
      "Проверка Дисциплины",
      "2D6 for each test in the order of situation.triggers (two dice per test), then one D6 "
      "read as a D3 (1-2 = 1, 3-4 = 2, 5-6 = 3) when the result applied is a Retreat; a "
      "retreating or broken unit rolls nothing",
      "2D6 на каждую проверку в порядке situation.triggers (по два кубика), затем один D6 как "
      "1Д3 (1-2 = 1, 3-4 = 2, 5-6 = 3), если применяется результат Отступление; отступающее или "
      "бегущее подразделение ничего не бросает",
      &odds,
      &roll,
      &description,
  };
}

}  // namespace grognard::engine
