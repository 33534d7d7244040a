// One function per action file; actions.cpp lists them.
#pragma once

#include "engine/action.h"

namespace grognard::rules {
struct Volley;
struct SkirmishFire;
struct ArtilleryFire;
}  // namespace grognard::rules

namespace grognard::engine {

Action skirmish_fire_action();
Action volley_action();
Action artillery_fire_action();
Action weather_action();
Action redoubt_hit_action();
Action melee_action();
Action discipline_action();
Action rally_action();
Action brigade_morale_action();

// The odds of a fire the game derived from the table (battle.h fire_odds), in the shape the
// action's `odds` gives for the same situation read from JSON.
OddsReport volley_report(const rules::Volley& v);
OddsReport skirmish_fire_report(const rules::SkirmishFire& fire);
OddsReport artillery_fire_report(const rules::ArtilleryFire& a);

}  // namespace grognard::engine
