// Infantry volleys of General d'Armée (seed 003): the row of TBL-FIRE (F-ROW), the roll
// modifiers and damage dice of TBL-FIREMOD (F-MOD-1..12), the cell, halvings (DECISIONS §5),
// Fate (DECISIONS §4), with the screen rules (S11.19, S11.20, S11.26b) and the chapter XVI
// options smoke (S16.4), weather (S16.7), redoubts (S16.5) and battalion guns (S16.1).
#pragma once

#include <optional>

#include "dice/enumerate.h"
#include "dice/roller.h"
#include "model/damage.h"
#include "model/formation.h"
#include "model/nation.h"
#include "model/quality.h"
#include "model/rule_options.h"
#include "model/unit_size.h"
#include "model/weather.h"
#include "rules/battalion_guns.h"
#include "rules/events.h"
#include "rules/fire_fate.h"
#include "rules/fire_table.h"
#include "rules/fire_tally.h"
#include "rules/fire_target.h"

namespace grognard::rules {

struct Volley {
  // The firing battalion.
  model::Quality quality = model::Quality::line;
  model::Nation nation = model::Nation::french;
  model::UnitSize size = model::UnitSize::standard;
  model::Formation formation = model::Formation::line;  // line, column, mass_column, square
  model::Damage damage;                                 // its own damage
  bool moved = false;  // moved in any way, formation changes included (F-MOD-6b)
  bool unformed = false;
  bool lost_fire_discipline = false;
  bool in_building = false;                   // fires from a building: not halved by rain (S16.7-4)
  std::optional<BattalionGun> battalion_gun;  // S16.1
  FireTarget target;
  double range = 0;  // engine inches; requires the volley's reach (F-RANGE-1, F-RANGE-2)
  model::Weather weather = model::Weather::fair;
  model::RuleOptions options;
};

struct VolleyResult {
  int score = 0;                      // the final (modified) 2D6 score
  model::Damage damage;               // damage to the target unit
  model::Damage screen_damage;        // damage to the enemy screen in front of it (S11.19, S11.20)
  bool discipline_test = false;       // the unit struck takes a DT (F-TABLE-DT)
  bool lost_fire_discipline = false;  // the firers lose fire discipline (F-TABLE-LFD)
  bool fate = false;                  // unmodified double six (F-TABLE-FATE)
  bool smoke = false;                 // smoke halved the damage (S16.4)
  GeneralFate general = GeneralFate::none;
  auto operator<=>(const VolleyResult&) const = default;
};

// The row and every reason for it: Poor if the firer is a recruit, small, moved, unformed or has
// lost fire discipline; else Superior if elite, guard, veteran or British; else Standard
// (F-ROW-1..4, DECISIONS §7, G-14). Reasons are terms with clauses (value unused).
struct VolleyRow {
  FireRow row = FireRow::standard;
  Tally reasons;
};
VolleyRow volley_row(const Volley& v);

// What the volley strikes and how the screen in front of the target shares it.
ScreenFinding volley_screen(const Volley& v);
// The target the dice are read against: the screen when the volley strikes it (S11.19-3).
FireTarget volley_struck(const Volley& v);

// Roll modifiers (F-MOD-3, F-MOD-4, F-MOD-9, F-MOD-10, S16.5-2), all zero or negative.
Tally volley_modifiers(const Volley& v);

// Damage dice (F-MOD-1, F-MOD-2, F-MOD-7, F-MOD-8, G-54).
Tally volley_damage_dice(const Volley& v);

// Halvings known before the roll: firer in column or square (F-MOD-11), a garrison (F-MOD-12),
// rain, downpour or snow unless the firer is in a building (S16.7-4, S16.7-5). Smoke depends on
// the dice and is added by the rule.
Tally volley_halvings(const Volley& v);

// What the rule knows before any die is rolled: computed once for the exact odds, which run the
// rule once per path of dice.
struct VolleyPlan {
  ScreenFinding screen;
  VolleyRow row;
  Tally modifiers;
  Tally damage_dice;
  Tally halvings;                // without smoke, which depends on the dice
  bool general_at_risk = false;  // a general with the unit struck (not behind a struck screen)
};
VolleyPlan plan_volley(const Volley& v);

// Resolves one volley, rolling through `dice`: 2D6, then the damage dice, then the general's
// fate D6 on a double six when a general is attached to the target.
VolleyResult resolve_volley(const Volley& v, dice::Roller& dice, Events& events);
// The same with its plan made beforehand; requires plan == plan_volley(v).
VolleyResult resolve_volley(const Volley& v, const VolleyPlan& plan, dice::Roller& dice,
                            Events& events);

// The exact distribution of the results (the plan made once).
dice::Distribution<VolleyResult> volley_odds(const Volley& v);

}  // namespace grognard::rules
