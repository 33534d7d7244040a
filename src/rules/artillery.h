// Artillery fire of General d'Armée (seed 003 "СПЕЦИАЛЬНЫЕ ПРАВИЛА АРТИЛЛЕРИИ"): range bands,
// the battery rows of TBL-FIRE, the modifiers and damage dice of TBL-FIREMOD, fatigue damage,
// ammunition, bounce-through and overhead fire (ART-*, DECISIONS §8), with the screen rules
// (S11.19) and the chapter XVI options smoke (S16.4) and redoubts (S16.5).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "dice/enumerate.h"
#include "dice/roller.h"
#include "model/damage.h"
#include "model/fire.h"
#include "model/nation.h"
#include "model/quality.h"
#include "model/rule_options.h"
#include "model/unit_size.h"
#include "model/weather.h"
#include "rules/events.h"
#include "rules/fire_fate.h"
#include "rules/fire_tally.h"
#include "rules/fire_target.h"
#include "rules/overhead_fire.h"
#include "rules/screen_fire.h"

namespace grognard::rules {

// A unit near the target, at least half of it directly behind the target as seen from the
// battery (ART-BOUNCE-3): what it is and how far behind the target (engine inches).
struct BehindUnit {
  model::TargetType type = model::TargetType::infantry;
  double distance = 0;
};

inline constexpr std::size_t kMaxBehind = 6;
// Bounce-through reaches units no further than 10 cm [6"] behind the target (ART-BOUNCE-1).
inline constexpr model::RuleDistance kBounceReach{6, 10};

struct ArtilleryFire {
  // The firing battery.
  model::Calibre calibre = model::Calibre::medium;
  model::Quality quality = model::Quality::line;     // elite or guard: an elite battery
  model::UnitSize size = model::UnitSize::standard;  // large: 12 guns (ART-LARGE)
  model::Nation nation = model::Nation::french;
  model::Damage damage;
  bool moved = false;  // unlimbered, pivoted or manhandled this turn (F-MOD-A5)
  bool horse = false;  // horse artillery (F-MOD-A6)
  bool unformed = false;
  bool low_ammo = false;               // already on Low ammunition (ART-LOWAMMO-2)
  bool assault_fire = false;           // ordered by two ADCs (ART-MODE-2, ART-MODE-3)
  bool first_fatigue_ignored = false;  // an elite or large battery has used its free FD
  int level = 0;                       // terrain level, for overhead fire (G-49)
  FireTarget target;
  double range = 0;                // engine inches; requires a range within the long band
  std::vector<BehindUnit> behind;  // at most kMaxBehind
  std::vector<FiredOver> over;     // friendly units fired over; the caller checked them
  model::Weather weather = model::Weather::fair;
  model::RuleOptions options;
};

struct ArtilleryResult {
  int score = 0;                 // the final (modified) 2D6 score
  model::Damage damage;          // to the target unit
  model::Damage screen_damage;   // to an enemy screen in front of it (canister, S11.19-5)
  int fatigue = 0;               // damage the battery suffers (ART-FATIGUE-1)
  bool fatigue_ignored = false;  // this was the elite or large battery's free FD
  bool discipline_test = false;
  bool fate = false;
  bool smoke = false;
  bool low_ammo = false;  // the battery goes to Low ammunition (ART-LOWAMMO-1)
  bool no_ammo = false;   // it runs out and leaves the table (ART-NOAMMO-1..3)
  GeneralFate general = GeneralFate::none;
  int redoubt = -1;  // the redoubt's factor after the fire; -1 when there is none
  std::array<std::int8_t, kMaxBehind> bounce{};  // bounce damage to each unit behind
  auto operator<=>(const ArtilleryResult&) const = default;
};

bool elite_battery(const ArtilleryFire& a);
bool large_battery(const ArtilleryFire& a);

// The band the range falls in (F-RANGE-ART-1..3). Requires a range within the long band.
model::RangeBand artillery_fire_band(const ArtilleryFire& a);

// Roll modifiers (F-MOD-A4..A7, F-MOD-A10, F-MOD-A11, S16.5-2), all zero or negative.
Tally artillery_modifiers(const ArtilleryFire& a);

// Damage dice (F-MOD-A1..A3, F-MOD-A8, F-MOD-A9); the elite battery's die only when the result
// carries a discipline test (F-MOD-A1, DECISIONS §4).
Tally artillery_damage_dice(const ArtilleryFire& a, bool discipline_test);

// Halvings known before the roll: a garrison (F-MOD-12, DECISIONS §7). Weather never halves
// artillery (DECISIONS §5); smoke depends on the dice and is added by the rule.
Tally artillery_halvings(const ArtilleryFire& a);

// The fatigue an FD result costs: 1, or 2 under assault fire (ART-FATIGUE-1, F-TABLE-FD-2); an
// elite or large battery's first FD costs one less (ART-ELITE-1, ART-LARGE-1).
struct Fatigue {
  int damage = 0;
  bool ignored = false;  // the first FD was ignored
  std::string_view clause;
};
Fatigue fatigue_damage(const ArtilleryFire& a);

// Whether the unit behind takes a bounce die: roundshot only, not skirmishers, within 6"
// (ART-BOUNCE-1). The clause that decides is returned in `clause`.
bool bounce_affects(const ArtilleryFire& a, const BehindUnit& unit, std::string_view& clause);

// What the rule knows before any die is rolled: computed once for the exact odds, which run the
// rule once per path of dice.
struct ArtilleryPlan {
  model::RangeBand band = model::RangeBand::long_range;
  Tally modifiers;
  Tally damage_dice;       // without the elite battery's die
  bool elite_die = false;  // an elite battery: one more die with a DT (F-MOD-A1)
  Tally halvings;          // without smoke, which depends on the dice
  ScreenFinding screen;
  Fatigue fatigue;  // what an FD result would cost
  std::array<bool, kMaxBehind> bounces{};
  std::array<std::string_view, kMaxBehind> bounce_clauses{};
};
ArtilleryPlan plan_artillery_fire(const ArtilleryFire& a);

// Resolves one artillery fire action, rolling through `dice`: 2D6; the damage dice; one damage
// die per unit behind that bounce-through reaches; the redoubt's D6; the general's fate D6.
ArtilleryResult resolve_artillery_fire(const ArtilleryFire& a, dice::Roller& dice, Events& events);
// The same with its plan made beforehand; requires plan == plan_artillery_fire(a).
ArtilleryResult resolve_artillery_fire(const ArtilleryFire& a, const ArtilleryPlan& plan,
                                       dice::Roller& dice, Events& events);

// The exact distribution of the results (the plan made once).
dice::Distribution<ArtilleryResult> artillery_fire_odds(const ArtilleryFire& a);

}  // namespace grognard::rules
