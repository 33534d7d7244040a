// The volley action: JSON situation -> rules::Volley, odds and roll (docs/cli.md).
#include <fmt/format.h>

#include "engine/action_list.h"
#include "engine/fire_situation.h"
#include "rules/fire_ranges.h"
#include "rules/fire_steps.h"
#include "rules/volley.h"

namespace grognard::engine {

namespace {

using model::Formation;

const FieldSpec& description() {
  static const FieldSpec d = [] {
    return situation_spec(
        "volley",
        {object_field(
             "firer", "Battalion firing", "Стреляющий батальон",
             {quality_field().clause("F-TABLE"),
              choice_field("nation", "Nation", "Нация", ids(model::kNationNames))
                  .defaults("other")
                  .clause("F-ROW-1"),
              choice_field("size", "Size", "Размер", ids(model::kUnitSizeNames))
                  .defaults("standard"),
              choice_field("formation", "Formation", "Строй", ids(model::kFormationNames))
                  .defaults("line")
                  .clause("F-TABLE"),
              damage_field(99.5),
              boolean_field("moved", "Moved this turn", "Двигался в этот ход").clause("F-ROW-4"),
              boolean_field("unformed", "Unformed", "Не Построен").clause("F-ROW-4"),
              boolean_field("lost_fire_discipline", "Lost fire discipline",
                            "Потерял огневую дисциплину")
                  .clause("F-ROW-4"),
              boolean_field("in_building", "Fires from a building", "Стреляет из здания"),
              gun_field("battalion_gun", "Battalion gun", "Батальонное орудие"),
              boolean_field("through_friendly_screen", "Through a friendly screen",
                            "Сквозь свою цепь")
                  .clause("S11.26a")})
             .required(),
         object_field("target", "Target", "Цель", target_fields()).required(), weather_field(),
         distance_field("range", "Range", "Дистанция").required(6).clause("F-RANGE-1")});
  }();
  return d;
}

rules::Volley read_situation(const json& j) {
  Fields s(j, description(), "");
  s.text("action");
  rules::Volley v;
  v.options = read_options(s);

  Fields firer = s.object("firer");
  v.quality = firer.choice("quality", model::kQualityNames);
  v.nation = firer.choice("nation", model::kNationNames);
  v.size = firer.choice("size", model::kUnitSizeNames);
  v.formation = firer.choice("formation", model::kFormationNames);
  if (v.formation != Formation::line && !model::column_or_square(v.formation)) {
    fail(firer.path_of("formation"),
         fmt::format("a volley is fired in line|column|mass_column|square, got \"{}\"",
                     model::name_of(model::kFormationNames, v.formation)),
         fmt::format("залп даётся в строю line|column|mass_column|square, получено \"{}\"",
                     model::name_of(model::kFormationNames, v.formation)));
  }
  v.damage = read_damage(firer);
  check_not_dispersed(firer, model::Arm::infantry, v.size, v.quality, v.damage, v.options);
  v.moved = firer.boolean("moved");
  v.unformed = firer.boolean("unformed");
  v.lost_fire_discipline = firer.boolean("lost_fire_discipline");
  v.in_building = firer.boolean("in_building");
  v.battalion_gun = read_battalion_gun(firer, v.options);
  if (firer.boolean("through_friendly_screen")) {
    fail(firer.path_of("through_friendly_screen"),
         "no infantry fires through a friendly skirmish screen (S11.26a)",
         "пехота не стреляет сквозь свою цепь застрельщиков (S11.26a)");
  }
  firer.finish();

  Fields target = s.object("target");
  v.target = read_target(target, v.options);
  if (target.has("behind")) {
    fail(target.path_of("behind"), "bounce-through is for artillery roundshot (ART-BOUNCE-1)",
         "отскок бывает только у артиллерийских ядер (ART-BOUNCE-1)");
  }
  target.finish();

  v.weather = s.choice("weather", model::kWeatherNames);
  v.range = read_distance(s, "range", v.options.scale);
  const rules::WeaponRange& reach = rules::volley_range(v.formation == Formation::square);
  if (!rules::within(v.range, reach.reach, v.options.scale)) {
    const int tape = rules::reach_on_tape(reach.reach, v.options.scale);
    const bool square = v.formation == Formation::square;
    fail("range",
         fmt::format("out of range: {} reaches {} {} ({})",
                     square ? "musket fire from a square" : "a musket volley", tape,
                     unit_en(v.options.scale), reach.clause),
         fmt::format("вне дистанции: {} на {} {} ({})",
                     square ? "мушкеты в Каре стреляют" : "мушкетный Залп бьёт", tape,
                     unit_ru(v.options.scale), reach.clause));
  }
  check_visibility(v.range, v.weather, v.options);
  s.finish();
  return v;
}

std::string_view row_id(rules::FireRow row) {
  switch (row) {
    case rules::FireRow::superior:
      return "superior";
    case rules::FireRow::standard:
      return "standard";
    default:
      return "poor";
  }
}

ojson firer_json(const rules::Volley& v) {
  ojson f;
  f["row"] = row_id(rules::volley_row(v).row);
  f["modifier"] = rules::volley_modifiers(v).total();
  f["damage_dice"] = rules::volley_damage_dice(v).total();
  f["halvings"] = static_cast<int>(rules::volley_halvings(v).size());
  if (v.battalion_gun) {
    f["battalion_gun_figures"] =
        rules::battalion_gun_figures(*v.battalion_gun, v.options.battalion_guns);
  }
  return f;
}

bool involves_screen(const rules::Volley& v) {
  const auto e = rules::volley_screen(v).effect;
  return e == rules::ScreenEffect::strikes_screen || e == rules::ScreenEffect::first_to_screen;
}

// What the volley struck: the screen in front of the target (S11.19-3) or the target.
std::string_view struck_id(const rules::Volley& v) {
  return rules::volley_screen(v).effect == rules::ScreenEffect::strikes_screen ? "screen"
                                                                               : "target";
}

OddsReport odds_of(const rules::Volley& v) {
  const auto dist = rules::volley_odds(v);
  using R = rules::VolleyResult;
  OddsReport report;
  ojson& out = report.json;
  out["action"] = "volley";
  out["firer"] = firer_json(v);
  if (v.target.screen) out["struck"] = struck_id(v);
  out["damage"] = damage_map(dist.map([](const R& r) { return r.damage; }));
  out["expected_damage"] = dist.expectation([](const R& r) { return r.damage.as_points(); });
  if (involves_screen(v)) {
    out["screen_damage"] = damage_map(dist.map([](const R& r) { return r.screen_damage; }));
    out["expected_screen_damage"] =
        dist.expectation([](const R& r) { return r.screen_damage.as_points(); });
  }
  ojson& p = out["p"];
  p["discipline_test"] = dist.probability([](const R& r) { return r.discipline_test; });
  p["lost_fire_discipline"] = dist.probability([](const R& r) { return r.lost_fire_discipline; });
  p["fate"] = dist.probability([](const R& r) { return r.fate; });
  p["smoke"] = dist.probability([](const R& r) { return r.smoke; });
  if (rules::volley_struck(v).general) general_odds(p, dist);
  return report;
}

OddsReport odds(const json& j) {
  return odds_of(read_situation(j));
}

ojson roll(const json& j, dice::Roller& dice, rules::Events& events) {
  const rules::Volley v = read_situation(j);
  const rules::VolleyResult r = rules::resolve_volley(v, dice, events);
  ojson out;
  out["action"] = "volley";
  out["firer"] = firer_json(v);
  if (v.target.screen) out["struck"] = struck_id(v);
  out["score"] = r.score;
  out["damage"] = damage_value(r.damage);
  if (involves_screen(v)) out["screen_damage"] = damage_value(r.screen_damage);
  if (r.general != rules::GeneralFate::none) {
    out["general"] = model::name_of(rules::kGeneralFateNames, r.general);
  }
  out["flags"]["discipline_test"] = r.discipline_test;
  out["flags"]["lost_fire_discipline"] = r.lost_fire_discipline;
  out["flags"]["fate"] = r.fate;
  out["flags"]["smoke"] = r.smoke;
  return out;
}

}  // namespace

OddsReport volley_report(const rules::Volley& v) {
  return odds_of(v);
}

Action volley_action() {
  return Action{
      "volley",
      "F-TABLE",
      "Volley",
      "Залп",
      "the 2D6 of the volley, then the damage dice, then the general's D6 on a double six "
      "when a general is attached to the target",
      "2D6 залпа, затем Кубики Урона, затем D6 генерала при двойной шестёрке, если к цели "
      "присоединён генерал",
      &odds,
      &roll,
      &description,
  };
}

}  // namespace grognard::engine
