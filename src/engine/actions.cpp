#include "engine/action.h"

#include "engine/action_list.h"

namespace grognard::engine {

std::span<const Action> actions() {
  static const Action list[] = {
      skirmish_fire_action(), volley_action(),      artillery_fire_action(),
      weather_action(),       redoubt_hit_action(), melee_action(),
      discipline_action(),    rally_action(),       brigade_morale_action(),
  };
  return list;
}

}  // namespace grognard::engine
