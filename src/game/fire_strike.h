// Carrying out what the screen rules return for one fire (S11.19-3..5, S11.20-2): the log names
// the screen and the unit behind it, the screen takes its share of the damage. Used by the fire
// phase and by the closing volley of the charge phase, so that a screen acts alike in both.
#pragma once

#include "game/turn.h"
#include "model/damage.h"
#include "rules/screen_fire.h"
#include "scenario/targets.h"

namespace grognard::game::detail {

// Says the screen's finding for fire along `line` in the log and deals `to_screen` to the screen
// in front of the target, if there is one. Returns the unit the fire struck: the screen when the
// fire hit it instead of the target (S11.19-3), else the target.
int screen_takes(Turn& t, const scenario::FireLine& line, const rules::ScreenFinding& finding,
                 model::Damage to_screen);

}  // namespace grognard::game::detail
