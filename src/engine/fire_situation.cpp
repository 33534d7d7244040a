#include "engine/fire_situation.h"

#include <cmath>

#include <fmt/format.h>

#include "rules/damage_levels.h"
#include "rules/fire_ranges.h"
#include "rules/weather_roll.h"

namespace grognard::engine {

using model::TargetType;

namespace {

std::string formation_choices(TargetType type) {
  std::string s;
  for (const auto& n : model::kFormationNames) {
    if (!rules::formation_allowed(type, n.value)) continue;
    if (!s.empty()) s += '|';
    s += n.id;
  }
  return s;
}

}  // namespace

std::vector<FieldSpec> target_fields() {
  return {
      choice_field("type", "Target", "Цель", ids(model::kTargetTypeNames)).required("infantry"),
      choice_field("formation", "Formation (default: by type)", "Строй (по умолчанию: по типу)",
                   ids(model::kFormationNames)),
      choice_field("cover", "Cover", "Укрытие", ids(model::kCoverNames))
          .defaults("open")
          .clause("F-MOD-10"),
      boolean_field("garrison", "Garrisons a building", "Гарнизон здания"),
      boolean_field("general", "General attached", "Генерал при подразделении")
          .clause("F-TABLE-FATE"),
      object_field("redoubt", "In a redoubt", "В редуте", redoubt_fields()).clause("S16.5"),
      object_field("screen", "Screened by skirmishers", "Прикрыта застрельщиками",
                   {distance_field("gap", "Gap from screen to target", "Расстояние от цепи до цели")
                        .required(4),
                    choice_field("cover", "Screen's cover", "Укрытие цепи", ids(model::kCoverNames))
                        .defaults("open")})
          .clause("S11.19"),
      gun_field("battalion_gun", "Battalion gun with the target", "Батальонное орудие при цели"),
  };
}

std::optional<rules::BattalionGun> read_battalion_gun(Fields& f,
                                                      const model::RuleOptions& options) {
  const json* raw = f.raw("battalion_gun");
  if (raw == nullptr || (raw->is_boolean() && !raw->get<bool>())) return std::nullopt;
  rules::BattalionGun gun;
  if (raw->is_object()) {
    Fields g(*raw, *f.spec().find("battalion_gun"), f.path_of("battalion_gun"));
    gun.guns = g.integer("guns");
    g.finish();
  } else if (!raw->is_boolean()) {
    fail(f.path_of("battalion_gun"), "expected true, false or {\"guns\": 1|2}, got " + shown(*raw),
         "ожидается true, false или {\"guns\": 1|2}, получено " + shown_ru(*raw));
  }
  if (options.battalion_guns == model::BattalionGuns::off) {
    fail(f.path_of("battalion_gun"),
         "the battalion guns rule (S16.1) is off (rules.battalion_guns)",
         "правило батальонных орудий (S16.1) выключено (rules.battalion_guns)");
  }
  return gun;
}

rules::FireTarget read_target(Fields& target, const model::RuleOptions& options) {
  rules::FireTarget t;
  t.type = target.choice("type", model::kTargetTypeNames);
  t.formation =
      target.choice_or("formation", model::kFormationNames, rules::default_formation(t.type));
  if (!rules::formation_allowed(t.type, t.formation)) {
    const std::string type(model::name_of(model::kTargetTypeNames, t.type));
    const std::string f(model::name_of(model::kFormationNames, t.formation));
    fail(target.path_of("formation"),
         fmt::format("{} stands in {}, got \"{}\"", type, formation_choices(t.type), f),
         fmt::format("{}: допустимый строй {}, получено \"{}\"", type, formation_choices(t.type),
                     f));
  }
  t.cover = target.choice("cover", model::kCoverNames);
  t.garrison = target.boolean("garrison");
  t.general = target.boolean("general");
  if (target.has("redoubt")) {
    if (t.type != TargetType::infantry && t.type != TargetType::artillery) {
      fail(target.path_of("redoubt"), "only infantry or a battery holds a redoubt (S16.5)",
           "редут занимает только пехота или батарея (S16.5)");
    }
    if (t.cover != model::Cover::open) {
      fail(target.path_of("cover"),
           "a redoubt is the target's cover (S16.5-2): leave cover out or give \"open\"",
           "редут и есть укрытие цели (S16.5-2): не указывайте cover или укажите \"open\"");
    }
    Fields r = target.object("redoubt");
    t.redoubt = read_redoubt(r);
    r.finish();
  }
  if (target.has("screen")) {
    if (t.type == TargetType::artillery || t.type == TargetType::skirmishers) {
      fail(target.path_of("screen"), "a skirmish screen covers close-order infantry (S11.19-1)",
           "застрельщики прикрывают пехоту в сомкнутом строю (S11.19-1)");
    }
    Fields s = target.object("screen");
    rules::Screen screen;
    screen.gap = read_distance(s, "gap", options.scale);
    screen.cover = s.choice("cover", model::kCoverNames);
    s.finish();
    t.screen = screen;
  }
  if (target.has("battalion_gun")) {
    if (t.type != TargetType::infantry) {
      fail(target.path_of("battalion_gun"), "battalion guns go with infantry battalions (S16.1)",
           "батальонные орудия придаются пехотным батальонам (S16.1)");
    }
    t.battalion_gun = read_battalion_gun(target, options).has_value();
  }
  return t;
}

void check_not_dispersed(Fields& firer, model::Arm arm, model::UnitSize size,
                         model::Quality quality, model::Damage damage,
                         const model::RuleOptions& options) {
  const rules::DamageClass unit{arm, size, model::grade_of(quality)};
  if (!rules::dispersed_by_damage(unit, damage, options)) return;
  const rules::DamageRow row = rules::damage_row(unit, options);
  fail(firer.path_of("damage"),
       fmt::format("a unit with {} damage is dispersed ({}: {}+) and cannot fire",
                   damage.to_string(), row.clause, row.disperse),
       fmt::format("подразделение с уроном {} рассеяно ({}: {}+) и не может стрелять",
                   damage.to_string(), row.clause, row.disperse));
}

std::string unit_en(model::Scale scale) {
  return scale == model::Scale::inch ? "in" : "cm";
}

std::string unit_ru(model::Scale scale) {
  return scale == model::Scale::inch ? "дюйм." : "см";
}

void check_visibility(double range, model::Weather weather, const model::RuleOptions& options) {
  if (!options.weather) return;
  const auto seen = rules::visibility(weather);
  if (!seen || rules::within(range, *seen, options.scale)) return;
  const int tape = static_cast<int>(options.scale == model::Scale::cm ? seen->cm : seen->inches);
  const auto clause = rules::visibility_clause(weather);
  const std::string w(model::name_of(model::kWeatherNames, weather));
  fail("range",
       fmt::format("beyond what can be seen in {}: {} {} ({})", w, tape, unit_en(options.scale),
                   clause),
       fmt::format("дальше видимости ({}): {} {} ({})", w, tape, unit_ru(options.scale), clause));
}

}  // namespace grognard::engine
