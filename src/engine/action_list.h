// One function per action file; actions.cpp lists them.
#pragma once

#include "engine/action.h"

namespace grognard::engine {

Action skirmish_fire_action();
Action melee_action();

}  // namespace grognard::engine
