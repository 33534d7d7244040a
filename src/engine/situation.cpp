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
