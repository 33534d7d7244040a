#include "engine/situation.h"

#include <fmt/format.h>

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
    {"smoke", [](Fields& f, model::RuleOptions& o) { o.smoke = f.boolean_or("smoke", o.smoke); }},
    {"weather",
     [](Fields& f, model::RuleOptions& o) { o.weather = f.boolean_or("weather", o.weather); }},
    {"standard_battery_disperse",
     [](Fields& f, model::RuleOptions& o) {
       o.standard_battery_disperse = f.integer("standard_battery_disperse", 8, 18);
       if (o.standard_battery_disperse != 8 && o.standard_battery_disperse != 18) {
         fail(f.path_of("standard_battery_disperse"), "expected 8 or 18", "ожидается 8 или 18");
       }
     }},
    {"approach_limits",
     [](Fields& f, model::RuleOptions& o) {
       o.approach_limits = f.choice("approach_limits", model::kApproachLimitsNames);
     }},
    {"lb_line_of_sight",
     [](Fields& f, model::RuleOptions& o) {
       o.lb_line_of_sight = f.boolean_or("lb_line_of_sight", o.lb_line_of_sight);
     }},
    // Fire options (issue 3).
    {"damage_die_hits_on",
     [](Fields& f, model::RuleOptions& o) {
       o.damage_die_hits_on = f.integer("damage_die_hits_on", 4, 6);
     }},
    {"horse_artillery_penalty",
     [](Fields& f, model::RuleOptions& o) {
       o.horse_artillery_penalty = f.integer("horse_artillery_penalty", 2, 4);
       if (o.horse_artillery_penalty == 3) {
         fail(f.path_of("horse_artillery_penalty"), "expected 4 or 2", "ожидается 4 или 2");
       }
     }},
    {"screen_gap",
     [](Fields& f, model::RuleOptions& o) { o.screen_gap = f.integer("screen_gap", 2, 3); }},
    {"redoubts",
     [](Fields& f, model::RuleOptions& o) { o.redoubts = f.boolean_or("redoubts", o.redoubts); }},
    {"battalion_guns",
     [](Fields& f, model::RuleOptions& o) {
       o.battalion_guns = f.choice("battalion_guns", model::kBattalionGunsNames);
     }},
    {"battalion_gun_damage_die",
     [](Fields& f, model::RuleOptions& o) {
       o.battalion_gun_damage_die =
           f.boolean_or("battalion_gun_damage_die", o.battalion_gun_damage_die);
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
     [](Fields& f, model::RuleOptions& o) {
       o.brigade_morale = f.boolean_or("brigade_morale", o.brigade_morale);
     }},
    {"squadron_charges",
     [](Fields& f, model::RuleOptions& o) {
       o.squadron_charges = f.boolean_or("squadron_charges", o.squadron_charges);
     }},
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

double read_distance(Fields& f, std::string_view key, model::Scale scale) {
  return model::to_inches(f.number(key, 0.0, 10000.0), scale);
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
