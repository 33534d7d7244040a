// Skirmish screens and fire (S11.19, S11.20, S11.26a-b; G-39, G-40), as rules over a given
// situation: whom a shot at a screened unit strikes, and how its damage is shared.
#pragma once

#include <string_view>

#include "model/damage.h"
#include "model/distance.h"
#include "model/fire.h"
#include "model/weather.h"

namespace grognard::rules {

// The kind of fire, as the screen rules tell them apart.
enum class FireKind { musketry, roundshot, canister };

enum class ScreenEffect {
  none,             // no screen in front of the target
  cannot_screen,    // skirmishers cannot screen cavalry: no effect (S11.19-2)
  strikes_screen,   // infantry fire hits the screen, not the unit behind (S11.19-3, S11.26b)
  first_to_screen,  // the unit is hit, but the screen takes the first point (S11.19-5,
                    // S11.20-2, G-40)
  passes_through,   // roundshot passes through the screen without effect (S11.19-4)
};

struct ScreenFinding {
  ScreenEffect effect = ScreenEffect::none;
  std::string_view clause;
  bool too_close = false;  // the screen stands within the gap (S11.20-1), so it only takes the
                           // first hit (S11.20-2) instead of screening
};

// The screen's distance (`gap`, engine inches) in front of the target it covers; the screen is
// ineffective at `screen_gap` inches or closer (S11.20-1: the option `screen_gap`, 2" or 3";
// in cm the seeds' 5 cm for 3", 2" * 5 / 3 for 2").
struct Screen {
  double gap = 0;
  model::Cover cover = model::Cover::open;  // what the screen itself stands in
};

model::RuleDistance screen_gap_distance(int screen_gap_inches);

// What a screen in front of a target of `type` does to fire of `kind`. A screen covers
// close-order infantry only (S11.19-1); cavalry is never screened (S11.19-2).
ScreenFinding screen_effect(FireKind kind, model::TargetType type, const Screen& screen,
                            int screen_gap_inches, model::Scale scale);

// Damage shared between the screen and the unit behind it: the first whole point goes to the
// screen, the rest to the unit; a result of ½ or 1 goes all to the screen (G-40).
struct DamageSplit {
  model::Damage screen;
  model::Damage unit;
  auto operator<=>(const DamageSplit&) const = default;
};
DamageSplit first_point_to_screen(model::Damage total);

// Fire through a friendly screen: infantry never (S11.26a); artillery only as overhead fire,
// the screen being the friendly unit fired over (G-39 (A)).
enum class FriendlyScreen { forbidden, overhead };
FriendlyScreen through_friendly_screen(FireKind kind);

}  // namespace grognard::rules
