// The positional side of fire and discipline that no other rule file covers: which weapon a
// unit fires and how far it reaches (built on rules/fire_ranges.h, with the riflemen's 17",
// S11.13-5, and the mounted skirmishers' carbines, S16.3h), and when a unit is flanked
// (DT-MOD-FLANKED) given what the table measured. Visibility (rules/weather_roll.h),
// bounce-through (rules/artillery.h), overhead fire (rules/overhead_fire.h) and screens
// (rules/screen_fire.h) are the fire rules' own.
#pragma once

#include <optional>
#include <string_view>

#include "model/distance.h"
#include "model/fire.h"
#include "model/rule_options.h"

namespace grognard::rules {

enum class Weapon {
  none,           // cannot fire: cavalry in close order (CAV-FIRE-1), a limbered battery
  musket,         // volley, F-RANGE-2
  musket_square,  // volley from a square, F-RANGE-1
  skirmish,       // skirmisher fire, F-RANGE-3
  rifles,         // select riflemen, S11.13-5
  carbine,        // mounted skirmishers, S16.3h
  gun,            // a battery: bands by calibre, F-RANGE-ART
};

// The band a range falls in, or nothing beyond the weapon's reach (no fire, DECISIONS §7-8).
// Small arms have one band, "close"; carbines "effective" to 6" and "long" to 9" (S16.3h);
// guns close (canister), effective and long (F-RANGE-ART). A range on a band's bound is in it.
std::optional<model::RangeBand> band_of(Weapon w, model::Calibre calibre, double range,
                                        model::Scale scale);

// The longest range of the weapon, engine inches (0 for none).
double weapon_reach(Weapon w, model::Calibre calibre, model::Scale scale);

// The clause that prints the weapon's range.
std::string_view reach_clause(Weapon w, model::Calibre calibre);

// DT-MOD-FLANKED-1 (G-50): a unit is flanked when at least half of an enemy unit lies behind the
// line of its front edge (its flank or rear) and within 9" of it, with no river, building or
// friendly unit in between. Exceptions: a garrison cannot be flanked (DT-MOD-FLANKED-4); cavalry
// in a charge ignores infantry and artillery (DT-MOD-FLANKED-3); a square has no flank or rear
// (our reading: it faces every way).
inline constexpr model::RuleDistance kFlankReach{9, 15};
struct FlankFacts {
  double share_behind = 0;  // of the enemy unit, behind the front line and within 9"
  bool blocked = false;     // a river, building or friendly unit in between
  bool tested_in_square = false;
  bool tested_garrison = false;
  bool tested_cavalry_in_charge = false;
  bool enemy_infantry_or_artillery = false;
};
struct FlankFinding {
  bool flanked = false;
  std::string_view clause;  // why it is, or why it is not
  bool exception = false;   // a garrison, a square or cavalry in a charge is never flanked
                            // (DT-MOD-FLANKED-3, DT-MOD-FLANKED-4, G-50)
};
FlankFinding flanked_by(const FlankFacts& f);

}  // namespace grognard::rules
