// The target of a volley or a battery (seed 003 "Цель пехоты" / "Цель артиллерии"): what it
// is, how it stands, what protects it; and the modifiers and halvings it brings to the roll,
// which volleys and artillery share (F-MOD-9, F-MOD-10, F-MOD-12, F-MOD-A10, F-MOD-A11, S16.5).
#pragma once

#include <optional>

#include "model/damage.h"
#include "model/fire.h"
#include "model/formation.h"
#include "model/rule_options.h"
#include "model/weather.h"
#include "rules/fire_tally.h"
#include "rules/redoubt.h"
#include "rules/screen_fire.h"

namespace grognard::rules {

struct FireTarget {
  model::TargetType type = model::TargetType::infantry;
  model::Formation formation = model::Formation::line;
  model::Cover cover = model::Cover::open;
  bool garrison = false;           // garrison of a town, building or strongpoint (F-MOD-12)
  bool general = false;            // a general is attached: he risks Fate (DECISIONS §4)
  bool battalion_gun = false;      // the target has a battalion gun (S16.1e)
  std::optional<Redoubt> redoubt;  // the target holds a redoubt (S16.5)
  std::optional<Screen> screen;    // an enemy skirmish screen in front of it (S11.19)
};

// Formations a target can stand in: infantry line, column, mass column or square; cavalry line
// or column; a battery limbered or unlimbered; skirmishers in skirmish order.
bool formation_allowed(model::TargetType type, model::Formation formation);
model::Formation default_formation(model::TargetType type);

// Garrisoned in a town, building or strongpoint: `garrison`, or cover "building" (DECISIONS §7).
bool garrisoned(const FireTarget& t);

// An infantry column for the damage-die modifiers: a column, or a mass column, whose battalions
// are columns too (F-MOD-MC-1); the mass column's +2 comes on top (F-MOD-MC-3).
bool column_target(const FireTarget& t);

// Adds the target's roll modifiers: skirmishers or an unlimbered battery -2 (F-MOD-9 /
// F-MOD-A10); cover -1 (F-MOD-10 / F-MOD-A11), a redoubt's cover by S16.5 (with the `redoubts`
// option; without it a redoubt is plain cover). A garrison gets no -1: it halves instead (one
// protection, not two, DECISIONS §7).
void add_target_modifiers(Tally& mods, const FireTarget& t, const model::RuleOptions& options,
                          bool artillery);

// The screen in front of `t` as the target of fire that strikes it (S11.19-3): skirmishers in
// the screen's own cover, with no general, garrison, redoubt or screen of their own.
FireTarget screen_as_target(const FireTarget& t);

// Halves `d` once per halving in `halvings`, rounding down to a half point, or to a whole point
// when `whole` (firer in column or square, F-MOD-11); halvings multiply (DECISIONS §5).
model::Damage apply_halvings(model::Damage d, const Tally& halvings, bool whole);

// The text layer's term for a weather.
std::string_view weather_term(model::Weather w);

}  // namespace grognard::rules
