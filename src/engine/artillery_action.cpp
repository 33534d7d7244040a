// The artillery_fire action: JSON situation -> rules::ArtilleryFire, odds and roll
// (docs/cli.md).
#include <fmt/format.h>

#include "engine/action_list.h"
#include "engine/fire_situation.h"
#include "rules/artillery.h"
#include "rules/fire_ranges.h"
#include "rules/fire_steps.h"

namespace grognard::engine {

namespace {

using model::RangeBand;

void check_range(const rules::ArtilleryFire& a) {
  if (rules::artillery_band(a.calibre, a.range, a.options.scale)) return;
  const rules::ArtilleryRanges& r = rules::artillery_ranges(a.calibre);
  const int tape = rules::reach_on_tape(r.long_range, a.options.scale);
  const std::string calibre(model::name_of(model::kCalibreNames, a.calibre));
  fail("range",
       fmt::format("out of range: a {} pdr battery reaches {} {} ({})", calibre, tape,
                   unit_en(a.options.scale), r.clause),
       fmt::format("вне дистанции: батарея {} фунт. бьёт на {} {} ({})", calibre, tape,
                   unit_ru(a.options.scale), r.clause));
}

const FieldSpec& description() {
  static const FieldSpec d = [] {
    std::vector<FieldSpec> target = target_fields();
    target.push_back(
        list_field(
            "behind", "Units behind the target", "Подразделения позади цели", 0, rules::kMaxBehind,
            object_field(
                "", "Unit behind", "Подразделение позади",
                {choice_field("type", "Unit", "Подразделение", ids(model::kTargetTypeNames))
                     .required("infantry")
                     .term("type"),
                 distance_field("distance", "Distance behind the target", "Расстояние позади цели")
                     .required(4)}))
            .clause("ART-BOUNCE-1"));
    return situation_spec(
        "artillery_fire",
        {weather_field(),
         distance_field("range", "Range", "Дистанция").required(12).clause("TBL-RANGE"),
         object_field(
             "firer", "Battery firing", "Стреляющая батарея",
             {choice_field("calibre", "Calibre (pdr)", "Калибр (фунт.)", ids(model::kCalibreNames))
                  .required("6-9")
                  .clause("TBL-RANGE"),
              choice_field("quality", "Quality", "Мораль", ids(model::kQualityNames))
                  .defaults("line"),
              choice_field("size", "Size", "Размер", ids(model::kUnitSizeNames))
                  .defaults("standard")
                  .clause("ART-LARGE-1"),
              choice_field("nation", "Nation", "Нация", ids(model::kNationNames)).defaults("other"),
              damage_field(99.5),
              boolean_field("moved", "Moved or unlimbered", "Двигалась или снималась с передков")
                  .clause("F-MOD-A5"),
              boolean_field("horse", "Horse artillery", "Конная артиллерия").clause("F-MOD-A6"),
              boolean_field("unformed", "Unformed", "Не Построена"),
              boolean_field("low_ammo", "Low on ammunition", "Мало боеприпасов")
                  .clause("ART-LOWAMMO-1"),
              boolean_field("assault_fire", "Assault fire", "Штурмовой огонь")
                  .clause("ART-ASSAULT"),
              boolean_field("first_fatigue_ignored", "First FD ignored", "Первый УУ игнорируется")
                  .clause("ART-ELITE-1"),
              integer_field("level", "Height level", "Уровень высоты", -20, 20)
                  .defaults(0)
                  .clause("ART-OVERHEAD-1"),
              list_field(
                  "over", "Friendly units fired over", "Свои, через которых стреляют", 0, 8,
                  object_field(
                      "", "Unit fired over", "Свои под огнём поверх голов",
                      {integer_field("level", "Height level", "Уровень высоты", -20, 20)
                           .defaults(0),
                       distance_field("from_battery", "From the battery", "От батареи").required(4),
                       distance_field("from_target", "From the target", "От цели").required(4)}))
                  .clause("ART-OVERHEAD-1")})
             .required(),
         object_field("target", "Target", "Цель", std::move(target)).required()});
  }();
  return d;
}

// Friendly units fired over (ART-OVERHEAD-1..3), a friendly skirmish screen included (G-39).
void read_over(Fields& firer, rules::ArtilleryFire& a) {
  if (!firer.has("over")) return;
  const json& list = firer.array("over");
  const RangeBand band = rules::artillery_fire_band(a);
  for (std::size_t i = 0; i < list.size(); ++i) {
    Fields u = firer.element("over", i);
    rules::FiredOver over;
    over.level = u.integer("level");
    over.from_battery = read_distance(u, "from_battery", a.options.scale);
    over.from_target = read_distance(u, "from_target", a.options.scale);
    u.finish();
    const rules::OverheadFinding f = rules::overhead_fire(a.level, over, band, a.options.scale);
    const int clear = rules::reach_on_tape(rules::kOverheadClearance, a.options.scale);
    switch (f.problem) {
      case rules::OverheadProblem::none:
        break;
      case rules::OverheadProblem::canister:
        fail(u.path_of("from_battery"),
             fmt::format("only roundshot is fired overhead, and at this range the battery fires "
                         "canister ({})",
                         f.clause),
             fmt::format("поверх голов стреляют только ядрами, а на этой дистанции батарея бьёт "
                         "картечью ({})",
                         f.clause));
      case rules::OverheadProblem::not_lower:
        fail(u.path_of("level"),
             fmt::format("a battery fires over a friendly unit only when it stands lower than "
                         "the battery (level {}) ({})",
                         a.level, f.clause),
             fmt::format("стрелять поверх голов можно, только если свои стоят ниже батареи "
                         "(уровень {}) ({})",
                         a.level, f.clause));
      case rules::OverheadProblem::near_battery:
      case rules::OverheadProblem::near_target: {
        const bool battery = f.problem == rules::OverheadProblem::near_battery;
        fail(u.path_of(battery ? "from_battery" : "from_target"),
             fmt::format("the friendly unit fired over must be at least {} {} from {} ({})", clear,
                         unit_en(a.options.scale), battery ? "the battery's front" : "the target",
                         f.clause),
             fmt::format("свои, через которых стреляют, должны быть не ближе {} {} {} ({})", clear,
                         unit_ru(a.options.scale), battery ? "к фронту батареи" : "к цели",
                         f.clause));
      }
    }
    a.over.push_back(over);
  }
}

rules::ArtilleryFire read_situation(const json& j) {
  Fields s(j, description(), "");
  s.text("action");
  rules::ArtilleryFire a;
  a.options = read_options(s);
  a.weather = s.choice("weather", model::kWeatherNames);
  a.range = read_distance(s, "range", a.options.scale);

  Fields firer = s.object("firer");
  a.calibre = firer.choice("calibre", model::kCalibreNames);
  check_range(a);
  check_visibility(a.range, a.weather, a.options);
  a.quality = firer.choice("quality", model::kQualityNames);
  a.size = firer.choice("size", model::kUnitSizeNames);
  a.nation = firer.choice("nation", model::kNationNames);
  a.damage = read_damage(firer);
  check_not_dispersed(firer, model::Arm::artillery, a.size, a.quality, a.damage, a.options);
  a.moved = firer.boolean("moved");
  a.horse = firer.boolean("horse");
  a.unformed = firer.boolean("unformed");
  a.low_ammo = firer.boolean("low_ammo");
  a.assault_fire = firer.boolean("assault_fire");
  a.first_fatigue_ignored = firer.boolean("first_fatigue_ignored");
  if (a.first_fatigue_ignored && !rules::elite_battery(a) && !rules::large_battery(a)) {
    fail(firer.path_of("first_fatigue_ignored"),
         "only elite and large batteries ignore their first FD (ART-ELITE-1, ART-LARGE-1)",
         "первый УУ игнорируют только Элитные и Большие батареи (ART-ELITE-1, ART-LARGE-1)");
  }
  a.level = firer.integer("level");
  read_over(firer, a);
  firer.finish();

  Fields target = s.object("target");
  a.target = read_target(target, a.options);
  if (target.has("behind")) {
    const json& list = target.array("behind");
    for (std::size_t i = 0; i < list.size(); ++i) {
      Fields u = target.element("behind", i);
      rules::BehindUnit b;
      b.type = u.choice("type", model::kTargetTypeNames);
      b.distance = read_distance(u, "distance", a.options.scale);
      u.finish();
      a.behind.push_back(b);
    }
  }
  target.finish();
  s.finish();
  return a;
}

std::string_view band_id(RangeBand band) {
  return model::name_of(model::kRangeBandNames, band);
}

ojson firer_json(const rules::ArtilleryFire& a) {
  const RangeBand band = rules::artillery_fire_band(a);
  ojson f;
  f["band"] = band_id(band);
  f["ammunition"] = model::roundshot(band) ? "roundshot" : "canister";
  f["modifier"] = rules::artillery_modifiers(a).total();
  f["damage_dice"] = rules::artillery_damage_dice(a, false).total();
  if (rules::elite_battery(a)) f["elite_die_with_dt"] = true;
  f["halvings"] = static_cast<int>(rules::artillery_halvings(a).size());
  return f;
}

bool screen_takes_damage(const rules::ArtilleryFire& a) {
  return a.target.screen && a.target.type == model::TargetType::infantry &&
         rules::artillery_fire_band(a) == RangeBand::close;
}

OddsReport odds_of(const rules::ArtilleryFire& a) {
  const auto dist = rules::artillery_fire_odds(a);
  using R = rules::ArtilleryResult;
  OddsReport report;
  ojson& out = report.json;
  out["action"] = "artillery_fire";
  out["firer"] = firer_json(a);
  out["damage"] = damage_map(dist.map([](const R& r) { return r.damage; }));
  out["expected_damage"] = dist.expectation([](const R& r) { return r.damage.as_points(); });
  if (screen_takes_damage(a)) {
    out["screen_damage"] = damage_map(dist.map([](const R& r) { return r.screen_damage; }));
    out["expected_screen_damage"] =
        dist.expectation([](const R& r) { return r.screen_damage.as_points(); });
  }
  for (int f = 0; f <= 2; ++f) {
    out["fatigue"][std::to_string(f)] =
        dist.probability([f](const R& r) { return r.fatigue == f; });
  }
  if (a.target.redoubt) {
    ojson& red = out["redoubt"];
    for (int d = 0; d <= a.target.redoubt->defence; ++d) {
      const double p = dist.probability([d](const R& r) { return r.redoubt == d; });
      if (p > 0) red[std::to_string(d)] = p;
    }
  }
  ojson& p = out["p"];
  p["discipline_test"] = dist.probability([](const R& r) { return r.discipline_test; });
  p["fate"] = dist.probability([](const R& r) { return r.fate; });
  p["smoke"] = dist.probability([](const R& r) { return r.smoke; });
  p["low_ammo"] = dist.probability([](const R& r) { return r.low_ammo; });
  p["no_ammo"] = dist.probability([](const R& r) { return r.no_ammo; });
  if (rules::fatigue_damage(a).ignored) {
    p["fatigue_ignored"] = dist.probability([](const R& r) { return r.fatigue_ignored; });
  }
  if (a.target.general) general_odds(p, dist);
  for (std::size_t i = 0; i < a.behind.size(); ++i) {
    p[fmt::format("bounce_{}", i + 1)] =
        dist.probability([i](const R& r) { return r.bounce[i] > 0; });
  }
  return report;
}

OddsReport odds(const json& j) {
  return odds_of(read_situation(j));
}

ojson roll(const json& j, dice::Roller& dice, rules::Events& events) {
  const rules::ArtilleryFire a = read_situation(j);
  const rules::ArtilleryResult r = rules::resolve_artillery_fire(a, dice, events);
  ojson out;
  out["action"] = "artillery_fire";
  out["firer"] = firer_json(a);
  out["score"] = r.score;
  out["damage"] = damage_value(r.damage);
  if (screen_takes_damage(a)) out["screen_damage"] = damage_value(r.screen_damage);
  out["fatigue"] = r.fatigue;
  if (a.target.redoubt) out["redoubt"] = r.redoubt;
  if (!a.behind.empty()) {
    ojson b = ojson::array();
    for (std::size_t i = 0; i < a.behind.size(); ++i) b.push_back(r.bounce[i]);
    out["bounce"] = b;
  }
  if (r.general != rules::GeneralFate::none) {
    out["general"] = model::name_of(rules::kGeneralFateNames, r.general);
  }
  ojson& f = out["flags"];
  f["discipline_test"] = r.discipline_test;
  f["fate"] = r.fate;
  f["smoke"] = r.smoke;
  f["low_ammo"] = r.low_ammo;
  f["no_ammo"] = r.no_ammo;
  if (rules::fatigue_damage(a).ignored) f["fatigue_ignored"] = r.fatigue_ignored;
  return out;
}

}  // namespace

OddsReport artillery_fire_report(const rules::ArtilleryFire& a) {
  return odds_of(a);
}

Action artillery_fire_action() {
  return Action{
      "artillery_fire",
      "ART-PROC-1",
      "Artillery fire",
      "Стрельба артиллерии",
      "the 2D6 of the battery, then the damage dice, then one damage die for each unit behind "
      "that bounce-through reaches (in the order of target.behind), then the redoubt's D6, then "
      "the general's D6 on a double six when a general is attached to the target",
      "2D6 батареи, затем Кубики Урона, затем по одному КУ за каждое подразделение позади цели, "
      "до которого долетает отскок (в порядке target.behind), затем D6 редута, затем D6 "
      "генерала при двойной шестёрке, если к цели присоединён генерал",
      &odds,
      &roll,
      &description,
  };
}

}  // namespace grognard::engine
