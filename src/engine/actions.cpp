#include "engine/action.h"

#include "engine/action_list.h"

namespace grognard::engine {

std::span<const Action> actions() {
  static const Action list[] = {
      skirmish_fire_action(),
      melee_action(),
  };
  return list;
}

}  // namespace grognard::engine
