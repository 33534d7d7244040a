// The rally_test action: a light battalion deployed as skirmishers rallies back into close
// order (S11.7, S11.8).
#include "engine/action_list.h"
#include "engine/situation.h"
#include "rules/light_battalion_rally.h"

namespace grognard::engine {

namespace {

const FieldSpec& description() {
  static const FieldSpec d = situation_spec(
      "rally_test",
      {object_field("unit", "Light battalion", "Легкий батальон",
                    {quality_field().clause("S11.8"),
                     boolean_field("superior_general_attached", "Superior general attached",
                                   "При батальоне Превосходный генерал")
                         .clause("S11.8")})
           .required(),
       object_field(
           "situation", "Situation", "Обстановка",
           {boolean_field("enemy_within_charge_distance",
                          "Enemy within charge distance of the command companies",
                          "Противник на дистанции атаки от командных рот")
                .clause("S11.7-5"),
            boolean_field("enemy_reached_command_companies", "Enemy reached the command companies",
                          "Противник достиг командных рот")
                .clause("S11.7-5")})});
  return d;
}

rules::LightBattalionRally read_situation(const json& j) {
  Fields s(j, description(), "");
  s.text("action");
  rules::LightBattalionRally r;
  r.options = read_options(s);
  Fields u = s.object("unit");
  r.quality = u.choice("quality", model::kQualityNames);
  r.superior_general_attached = u.boolean("superior_general_attached");
  u.finish();
  if (s.has("situation")) {
    Fields m = s.object("situation");
    r.enemy_within_charge_distance = m.boolean("enemy_within_charge_distance");
    r.enemy_reached_command_companies = m.boolean("enemy_reached_command_companies");
    m.finish();
  }
  s.finish();
  if (const auto refusal = rules::rally_refusal(r)) {
    if (refusal->key == "refusal.rally.contradiction") {
      fail("situation.enemy_within_charge_distance",
           "an enemy that reached the command companies is within charge distance of them",
           "противник, достигший командных рот, находится на дистанции атаки от них");
    }
    if (refusal->key == "refusal.rally.reached") {
      fail("situation.enemy_reached_command_companies",
           "rally impossible: an enemy has reached the command companies (S11.7-5)",
           "сбор невозможен: противник достиг командных рот (S11.7-5)");
    }
    fail("situation.enemy_within_charge_distance",
         "rally impossible: an enemy is within charge distance of the command companies "
         "(S11.7-5)",
         "сбор невозможен: противник на дистанции атаки от командных рот (S11.7-5)");
  }
  return r;
}

ojson unit_json(const rules::LightBattalionRally& r) {
  ojson u;
  u["quality"] = model::name_of(model::kQualityNames, r.quality);
  u["needed"] = rules::rally_row(r.quality).needed;
  u["modifier"] = r.superior_general_attached ? 1 : 0;
  return u;
}

OddsReport odds(const json& j) {
  const rules::LightBattalionRally r = read_situation(j);
  const auto dist = dice::enumerate([&](dice::Roller& roller) {
    rules::Events off(false);
    return rules::resolve_light_battalion_rally(r, roller, off).rallied;
  });
  OddsReport report;
  report.json["action"] = "rally_test";
  report.json["unit"] = unit_json(r);
  report.json["p"]["rallied"] = dist.probability([](bool rallied) { return rallied; });
  return report;
}

ojson roll(const json& j, dice::Roller& dice, rules::Events& events) {
  const rules::LightBattalionRally r = read_situation(j);
  const rules::RallyResult res = rules::resolve_light_battalion_rally(r, dice, events);
  ojson out;
  out["action"] = "rally_test";
  out["unit"] = unit_json(r);
  out["roll"] = res.roll;
  out["final"] = res.final_score;
  out["flags"]["rallied"] = res.rallied;
  return out;
}

}  // namespace

Action rally_action() {
  return Action{
      "rally_test",
      "S11.7-1",
      "Light battalion rally test",
      "Тест на Сбор легкого батальона",
      "one 2D6 (two dice)",
      "один бросок 2D6 (два кубика)",
      &odds,
      &roll,
      &description,
  };
}

}  // namespace grognard::engine
