// Skirmisher fire, chapter XI (S11.14, S11.15) with the optional smoke (S16.4) and weather
// (S16.7) rules, per DECISIONS §§5-6.
#pragma once

#include "dice/roller.h"
#include "model/damage.h"
#include "model/distance.h"
#include "model/rule_options.h"
#include "model/skirmisher_class.h"
#include "model/weather.h"
#include "rules/events.h"

namespace grognard::rules {

// How many 2D6 pairs and single D6 a skirmish unit rolls (S11.14-1, S11.14-2).
struct SkirmishDice {
  int pairs = 0;
  int singles = 0;
  bool operator==(const SkirmishDice&) const = default;
};

// Figures per pair: 6 first class (S11.11-1), 8 second class (S11.12-0), 4 riflemen
// (S11.13-1).
int figures_per_pair(model::SkirmisherClass cls);

// Whole pairs only; a remainder of two or more figures adds one single D6 (S11.14-2, G-33).
// Requires figures >= 0.
SkirmishDice skirmish_dice(int figures, model::SkirmisherClass cls);

// Longest range of skirmisher fire: 12" (F-RANGE-3), 17" for riflemen (S11.13-5).
model::RuleDistance skirmish_range(model::SkirmisherClass cls);

struct SkirmishFire {
  int figures = 0;  // skirmisher figures that fire; requires 0 <= figures <= 256
  model::SkirmisherClass cls = model::SkirmisherClass::first;
  model::Cover target_cover = model::Cover::open;
  model::Weather weather = model::Weather::fair;
  bool firer_in_building = false;  // fire from a building is not halved by rain (S16.7-4)
  model::RuleOptions options;
};

struct SkirmishFireResult {
  int hits = 0;                  // sixes rolled, before any halving (S11.15-3)
  model::Damage damage;          // damage to the target after halvings (DECISIONS §5)
  bool discipline_test = false;  // a pair showed double six (DT-TRIGGER-1, G-34)
  bool smoke = false;            // smoke halved the damage (S16.4)
  auto operator<=>(const SkirmishFireResult&) const = default;
};

// Resolves one skirmish fire action, rolling through `dice` and reporting each step.
SkirmishFireResult resolve_skirmish_fire(const SkirmishFire& fire, dice::Roller& dice,
                                         Events& events);

}  // namespace grognard::rules
