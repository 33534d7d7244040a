#include "engine/situation.h"

#include <cmath>

#include <fmt/format.h>

#include "model/quality.h"
#include "model/weather.h"
#include "rules/redoubt.h"

namespace grognard::engine {

namespace {

using Setter = void (*)(Fields&, model::RuleOptions&);

struct OptionReader {
  std::string_view name;
  Setter set;
};

// One reader per entry of model::kRuleOptions.
constexpr OptionReader kReaders[] = {
    {"scale",
     [](Fields& f, model::RuleOptions& o) { o.scale = f.choice("scale", model::kScaleNames); }},
    {"smoke", [](Fields& f, model::RuleOptions& o) { o.smoke = f.boolean("smoke"); }},
    {"weather", [](Fields& f, model::RuleOptions& o) { o.weather = f.boolean("weather"); }},
    {"standard_battery_disperse",
     [](Fields& f, model::RuleOptions& o) {
       o.standard_battery_disperse = f.integer("standard_battery_disperse");
     }},
    {"approach_limits",
     [](Fields& f, model::RuleOptions& o) {
       o.approach_limits = f.choice("approach_limits", model::kApproachLimitsNames);
     }},
    {"lb_line_of_sight",
     [](Fields& f, model::RuleOptions& o) { o.lb_line_of_sight = f.boolean("lb_line_of_sight"); }},
    // Fire options (issue 3).
    {"damage_die_hits_on",
     [](Fields& f, model::RuleOptions& o) {
       o.damage_die_hits_on = f.integer("damage_die_hits_on");
     }},
    {"horse_artillery_penalty",
     [](Fields& f, model::RuleOptions& o) {
       o.horse_artillery_penalty = f.integer("horse_artillery_penalty");
     }},
    {"screen_gap",
     [](Fields& f, model::RuleOptions& o) { o.screen_gap = f.integer("screen_gap"); }},
    {"redoubts", [](Fields& f, model::RuleOptions& o) { o.redoubts = f.boolean("redoubts"); }},
    {"battalion_guns",
     [](Fields& f, model::RuleOptions& o) {
       o.battalion_guns = f.choice("battalion_guns", model::kBattalionGunsNames);
     }},
    {"battalion_gun_damage_die",
     [](Fields& f, model::RuleOptions& o) {
       o.battalion_gun_damage_die = f.boolean("battalion_gun_damage_die");
     }},
    // Discipline, status and brigade morale (issue 4).
    {"retreat_d3",
     [](Fields& f, model::RuleOptions& o) {
       o.retreat_d3 = f.choice("retreat_d3", model::kRetreatD3Names);
     }},
    {"lb_rally_block",
     [](Fields& f, model::RuleOptions& o) {
       o.lb_rally_block = f.choice("lb_rally_block", model::kLbRallyBlockNames);
     }},
    {"brigade_morale",
     [](Fields& f, model::RuleOptions& o) { o.brigade_morale = f.boolean("brigade_morale"); }},
    {"squadron_charges",
     [](Fields& f, model::RuleOptions& o) { o.squadron_charges = f.boolean("squadron_charges"); }},
};

}  // namespace

model::RuleOptions read_options(Fields& situation) {
  model::RuleOptions options;
  if (!situation.has("rules")) return options;
  Fields rules = situation.object("rules");
  for (const OptionReader& r : kReaders) {
    if (rules.has(r.name)) r.set(rules, options);
  }
  rules.finish();
  return options;
}

FieldSpec weather_field() {
  return choice_field("weather", "Weather", "Погода", ids(model::kWeatherNames))
      .defaults("fair")
      .clause("S16.7");
}

FieldSpec distance_field(std::string key, std::string_view en, std::string_view ru) {
  return number_field(std::move(key), en, ru, 0.0, 10000.0).distance();
}

FieldSpec damage_field(double max) {
  return number_field("damage", "Damage already suffered", "Полученный Урон", 0.0, max)
      .defaults(0)
      .step(0.5)
      .clause("DMG-LEVELS");
}

FieldSpec quality_field() {
  return choice_field("quality", "Quality", "Мораль", ids(model::kQualityNames)).required("line");
}

model::Damage read_damage(Fields& f) {
  return model::Damage::halves(static_cast<int>(std::lround(f.number("damage") * 2.0)));
}

std::vector<FieldSpec> redoubt_fields() {
  return {
      integer_field("defence", "Protection factor now", "Фактор защиты сейчас", 0,
                    rules::kRedoubtMax)
          .required(12)
          .clause("S16.5-1"),
      integer_field("initial", "Protection factor built (default: now)",
                    "Исходный фактор защиты (по умолчанию: текущий)", rules::kRedoubtMin,
                    rules::kRedoubtMax)
          .clause("S16.5-4"),
  };
}

rules::Redoubt read_redoubt(Fields& r) {
  rules::Redoubt out;
  out.defence = r.integer("defence");
  if (r.has("initial") || out.defence < rules::kRedoubtMin) {
    out.initial = r.integer("initial");
  } else {
    out.initial = out.defence;
  }
  if (out.defence > out.initial) {
    fail(r.path_of("defence"),
         fmt::format("the factor now ({}) cannot exceed the factor built ({})", out.defence,
                     out.initial),
         fmt::format("фактор защиты ({}) не может быть больше исходного ({})", out.defence,
                     out.initial));
  }
  return out;
}

double read_distance(Fields& f, std::string_view key, model::Scale scale) {
  return model::to_inches(f.number(key), scale);
}

ojson damage_map(const dice::Distribution<model::Damage>& d) {
  ojson m = ojson::object();
  for (const auto& [damage, p] : d.outcomes) m[damage.to_string()] = p;
  return m;
}

ojson damage_value(model::Damage d) {
  if (d.in_halves() % 2 == 0) return d.whole();
  return d.as_points();
}

}  // namespace grognard::engine
