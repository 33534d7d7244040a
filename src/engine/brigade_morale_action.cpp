// The brigade_morale_test action: the project's brigade morale test (BM-*, docs/rules.md),
// with the optional rule S16.6 deciding when an Obeying brigade tests.
#include <fmt/format.h>

#include "engine/action_list.h"
#include "engine/situation.h"
#include "rules/brigade_morale.h"

namespace grognard::engine {

namespace {

using model::BrigadeStatus;

constexpr int kMaxUnits = 40;

struct Reading {
  rules::BrigadeMoraleTest test;
  rules::BrigadeState brigade;
  rules::MoraleReason reason = rules::MoraleReason::status;
  model::Quality quality = model::Quality::line;
  bool averaged = false;
};

const FieldSpec& description() {
  static const FieldSpec d = situation_spec(
      "brigade_morale_test",
      {object_field(
           "brigade", "Brigade", "Бригада",
           {choice_field("status", "Brigade status", "Статус бригады",
                         ids(model::kBrigadeStatusNames))
                .required("wavering")
                .term("brigade")
                .clause("BM-TRIGGER-1"),
            choice_field("quality", "Quality", "Мораль", ids(model::kQualityNames))
                .example("line")
                .clause("BM-MOD"),
            list_field(
                "unit_qualities", "Qualities of its units (instead of quality)",
                "Мораль её подразделений (вместо морали)", 1, kMaxUnits,
                choice_field("", "Quality", "Мораль", ids(model::kQualityNames)).term("quality"))
                .clause("BM-MOD"),
            choice_field("general", "Brigadier", "Бригадный генерал",
                         ids(rules::kGeneralRatingNames))
                .defaults("average")
                .clause("BM-MOD"),
            boolean_field("general_lost", "Brigadier lost", "Генерал потерян").clause("BM-MOD"),
            integer_field("units", "Units", "Подразделений", 1, kMaxUnits).required(4),
            integer_field("lost", "Units lost", "Потеряно", 0, kMaxUnits).defaults(0),
            integer_field("retreating", "Units retreating", "Отступают", 0, kMaxUnits).defaults(0),
            integer_field("broken", "Units broken", "Бегут", 0, kMaxUnits).defaults(0)})
           .required(),
       object_field("situation", "Situation", "Обстановка",
                    {boolean_field("neighbour_broken", "A neighbouring brigade broke",
                                   "Разбита соседняя бригада")
                         .clause("S16.6")})});
  return d;
}

Reading read_situation(const json& j) {
  Fields s(j, description(), "");
  s.text("action");
  Reading r;
  const model::RuleOptions options = read_options(s);
  Fields b = s.object("brigade");
  r.brigade.status = b.choice("status", model::kBrigadeStatusNames);
  if (b.has("unit_qualities")) {
    if (b.has("quality")) {
      fail(b.path_of("quality"), "give either \"quality\" or \"unit_qualities\", not both",
           "укажите либо \"quality\", либо \"unit_qualities\", но не оба");
    }
    r.test.unit_qualities = b.choices("unit_qualities", model::kQualityNames);
    r.averaged = true;
  } else {
    r.quality = b.choice("quality", model::kQualityNames);
  }
  r.test.grade = model::grade_of(r.quality);
  r.test.general = b.choice("general", rules::kGeneralRatingNames);
  r.test.general_lost = b.boolean("general_lost");
  r.brigade.units = b.integer("units");
  r.brigade.lost = b.integer("lost");
  r.brigade.retreating = b.integer("retreating");
  r.brigade.broken = b.integer("broken");
  if (r.brigade.lost >= r.brigade.units) {
    fail(b.path_of("lost"), "a brigade that lost every unit is broken and takes no test (S16.6-2)",
         "бригада, потерявшая все подразделения, разбита и не тестируется (S16.6-2)");
  }
  if (r.brigade.lost + r.brigade.retreating + r.brigade.broken > r.brigade.units) {
    fail(b.path_of("units"),
         fmt::format("lost, retreating and broken units add up to more than {} units",
                     r.brigade.units),
         fmt::format("потерянных, отступающих и бегущих больше, чем {} подразделений",
                     r.brigade.units));
  }
  b.finish();
  bool neighbour_broken = false;
  if (s.has("situation")) {
    Fields m = s.object("situation");
    neighbour_broken = m.boolean("neighbour_broken");
    m.finish();
  }
  s.finish();

  if (r.brigade.status == BrigadeStatus::sauve_qui_peut) {
    fail("brigade.status", "a brigade in Sauve qui Peut takes no more tests (BM-TRIGGER-2)",
         "бригада в Sauve qui Peut больше не тестируется (BM-TRIGGER-2)");
  }
  const auto reason = rules::brigade_test_due(r.brigade, neighbour_broken, options);
  if (!reason) {
    fail("brigade.status",
         "an Obeying brigade takes no brigade morale test (BM-TRIGGER-1); with the rule option "
         "brigade_morale (S16.6) it tests when it lost more than half its units or a "
         "neighbouring brigade broke",
         "бригада, Подчиняющаяся Приказам, не проходит тест бригадной морали (BM-TRIGGER-1); с "
         "опцией brigade_morale (S16.6) — когда потеряла более половины подразделений или "
         "разбита соседняя бригада");
  }
  r.reason = *reason;
  r.test.status = r.brigade.status;
  r.test.retreating = r.brigade.retreating;
  r.test.broken = r.brigade.broken;
  r.test.lost = r.brigade.lost;
  return r;
}

ojson brigade_json(const Reading& r, model::Grade tested_as) {
  ojson b;
  b["status"] = model::name_of(model::kBrigadeStatusNames, r.brigade.status);
  if (!r.averaged) b["quality"] = model::name_of(model::kQualityNames, r.quality);
  b["tested_as"] = model::name_of(model::kGradeNames, tested_as);
  b["units"] = r.brigade.units;
  b["lost"] = r.brigade.lost;
  b["retreating"] = r.brigade.retreating;
  b["broken"] = r.brigade.broken;
  b["demoralised"] = rules::demoralised(r.brigade);
  b["reason"] = rules::reason_clause(r.reason);
  return b;
}

bool improves(BrigadeStatus from, BrigadeStatus to) {
  return static_cast<int>(to) < static_cast<int>(from);
}

OddsReport odds(const json& j) {
  const Reading r = read_situation(j);
  const auto dist = dice::enumerate([&](dice::Roller& roller) {
    rules::Events off(false);
    return rules::resolve_brigade_morale_test(r.test, roller, off).status;
  });
  const rules::BmModifiers mods = rules::brigade_morale_modifiers(r.test);
  OddsReport report;
  ojson& out = report.json;
  out["action"] = "brigade_morale_test";
  out["brigade"] = brigade_json(r, mods.tested_as);
  out["modifier"] = mods.total();
  ojson result = ojson::object();
  for (const auto& n : model::kBrigadeStatusNames) {
    result[std::string(n.id)] = dist.probability([&](BrigadeStatus s) { return s == n.value; });
  }
  out["result"] = result;
  const BrigadeStatus from = r.brigade.status;
  out["p"]["improves"] = dist.probability([&](BrigadeStatus s) { return improves(from, s); });
  out["p"]["worsens"] = dist.probability([&](BrigadeStatus s) { return improves(s, from); });
  return report;
}

ojson roll(const json& j, dice::Roller& dice, rules::Events& events) {
  const Reading r = read_situation(j);
  events.add("bm.reason", rules::reason_clause(r.reason));
  const rules::BrigadeMoraleResult res = rules::resolve_brigade_morale_test(r.test, dice, events);
  const auto step = rules::brigade_after_test(r.brigade, res, events);
  const rules::BmModifiers mods = rules::brigade_morale_modifiers(r.test);
  ojson out;
  out["action"] = "brigade_morale_test";
  out["brigade"] = brigade_json(r, mods.tested_as);
  out["modifier"] = mods.total();
  out["roll"] = res.roll;
  out["final"] = res.final_score;
  out["result"] = model::name_of(model::kBrigadeStatusNames, res.status);
  out["step"] = model::name_of(rules::kMoraleStepNames, res.step);
  out["flags"]["improves"] = improves(r.brigade.status, res.status);
  out["flags"]["worsens"] = improves(res.status, r.brigade.status);
  out["flags"]["broken_brigade"] = step.ok() && step.value().now_broken;
  return out;
}

}  // namespace

Action brigade_morale_action() {
  return Action{
      "brigade_morale_test",
      "BM-TRIGGER-1",
      "Brigade morale test",
      "Тест бригадной морали",
      "one 2D6 (two dice)",
      "один бросок 2D6 (два кубика)",
      &odds,
      &roll,
      &description,
  };
}

}  // namespace grognard::engine
