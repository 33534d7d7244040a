#include "rules/skirmish_fire.h"

#include "dice/skirmish_volley.h"

namespace grognard::rules {

using model::SkirmisherClass;

int figures_per_pair(SkirmisherClass cls) {
  switch (cls) {
    case SkirmisherClass::first:
      return 6;
    case SkirmisherClass::second:
      return 8;
    case SkirmisherClass::rifles:
      return 4;
  }
  return 6;
}

SkirmishDice skirmish_dice(int figures, SkirmisherClass cls) {
  const int per = figures_per_pair(cls);
  return SkirmishDice{figures / per, figures % per >= 2 ? 1 : 0};
}

model::RuleDistance skirmish_range(SkirmisherClass cls) {
  return cls == SkirmisherClass::rifles ? model::RuleDistance{17, 28} : model::RuleDistance{12, 20};
}

namespace {
std::string_view class_term(SkirmisherClass cls) {
  switch (cls) {
    case SkirmisherClass::first:
      return "class.first";
    case SkirmisherClass::second:
      return "class.second";
    case SkirmisherClass::rifles:
      return "class.rifles";
  }
  return "class.first";
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
}  // namespace

SkirmishFireResult resolve_skirmish_fire(const SkirmishFire& fire, dice::Roller& dice,
                                         Events& events) {
  SkirmishFireResult r;

  // 1. Count the dice: one pair per 6, 8 or 4 figures; a remainder of 2+ adds a single D6.
  const SkirmishDice count = skirmish_dice(fire.figures, fire.cls);
  events.add("skirmish_fire.dice", fire.cls == SkirmisherClass::rifles ? "S11.13-1" : "S11.14-1",
             num(fire.figures), term(class_term(fire.cls)), num(figures_per_pair(fire.cls)),
             num(count.pairs), num(count.singles));

  // 2. Roll each pair separately, so that a double six can be seen (S11.14-3).
  const dice::VolleyResult volley =
      dice::roll(dice, dice::SkirmishVolley(count.pairs, count.singles), "S11.14-3");

  // 3. No table, no range or formation modifiers: every six is one hit (S11.15-1..3).
  r.hits = volley.hits;
  events.add("skirmish_fire.hits", "S11.15-3", num(r.hits));

  // 4. A double six in any pair makes the target take one discipline test (DT-TRIGGER-1).
  r.discipline_test = volley.double_six;
  if (r.discipline_test) events.add("skirmish_fire.double_six", "DT-TRIGGER-1");

  // 5. Halvings multiply; the result rounds down to a half point (DECISIONS §5).
  int halvings = 0;
  if (fire.target_cover != model::Cover::open) {
    ++halvings;
    events.add(
        "fire.halved.cover", "S11.15-4",
        term(fire.target_cover == model::Cover::building ? "cover.building" : "cover.cover"));
  }
  if (fire.options.smoke && volley.other_double) {
    ++halvings;
    r.smoke = true;
    events.add("fire.halved.smoke", "S16.4");
  }
  if (fire.options.weather && model::wet(fire.weather) && !fire.firer_in_building) {
    ++halvings;
    events.add("fire.halved.weather", fire.weather == model::Weather::snow ? "S16.7-5" : "S16.7-4",
               term(weather_term(fire.weather)));
  }
  r.damage = model::halve(model::Damage::points(r.hits), halvings, false);
  events.add("fire.damage", "S11.15-3", dmg(r.damage));
  return r;
}

}  // namespace grognard::rules
