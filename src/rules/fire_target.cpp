#include "rules/fire_target.h"

namespace grognard::rules {

using model::Formation;
using model::TargetType;

bool formation_allowed(TargetType type, Formation f) {
  switch (type) {
    case TargetType::infantry:
      return f == Formation::line || f == Formation::column || f == Formation::mass_column ||
             f == Formation::square;
    case TargetType::cavalry:
      return f == Formation::line || f == Formation::column;
    case TargetType::artillery:
      return f == Formation::limbered || f == Formation::unlimbered;
    case TargetType::skirmishers:
      return f == Formation::skirmish;
  }
  return false;
}

Formation default_formation(TargetType type) {
  switch (type) {
    case TargetType::infantry:
    case TargetType::cavalry:
      return Formation::line;
    case TargetType::artillery:
      return Formation::unlimbered;
    case TargetType::skirmishers:
      return Formation::skirmish;
  }
  return Formation::line;
}

bool garrisoned(const FireTarget& t) {
  return t.garrison || t.cover == model::Cover::building;
}

bool column_target(const FireTarget& t) {
  return t.formation == Formation::column || t.formation == Formation::mass_column;
}

void add_target_modifiers(Tally& mods, const FireTarget& t, const model::RuleOptions& options,
                          bool artillery) {
  if (t.type == TargetType::skirmishers) {
    mods.add("mod.target_skirmishers", -2, artillery ? "F-MOD-A10" : "F-MOD-9");
  } else if (t.type == TargetType::artillery && t.formation == Formation::unlimbered) {
    mods.add("mod.target_unlimbered", -2, artillery ? "F-MOD-A10" : "F-MOD-9");
  }
  if (garrisoned(t)) return;  // halved instead (F-MOD-12, DECISIONS §7)
  if (t.redoubt && options.redoubts) {
    const Redoubt& r = *t.redoubt;
    if (redoubt_destroyed(r)) {
      mods.add("mod.redoubt_destroyed", 0, "S16.5-6");
    } else if (redoubt_halved(r)) {
      mods.add("mod.redoubt_halved", redoubt_cover_modifier(r), "S16.5-5");
    } else {
      mods.add("mod.redoubt", redoubt_cover_modifier(r), "S16.5-2");
    }
    return;
  }
  if (t.cover == model::Cover::cover || t.redoubt) {
    mods.add("mod.cover", -1, artillery ? "F-MOD-A11" : "F-MOD-10");
  }
}

FireTarget screen_as_target(const FireTarget& t) {
  FireTarget s;
  s.type = TargetType::skirmishers;
  s.formation = Formation::skirmish;
  s.cover = t.screen ? t.screen->cover : model::Cover::open;
  return s;
}

model::Damage apply_halvings(model::Damage d, const Tally& halvings, bool whole) {
  return model::halve(d, static_cast<int>(halvings.size()), whole);
}

std::string_view weather_term(model::Weather w) {
  switch (w) {
    case model::Weather::fair:
      return "weather.fair";
    case model::Weather::changeable:
      return "weather.changeable";
    case model::Weather::rain:
      return "weather.rain";
    case model::Weather::downpour:
      return "weather.downpour";
    case model::Weather::snow:
      return "weather.snow";
  }
  return "weather.fair";
}

}  // namespace grognard::rules
