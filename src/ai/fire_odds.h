// The exact odds of a fire the searching commander weighs, summed up: the damage it does on
// average, the chance that it makes the unit struck test its discipline and the chance that its
// damage disperses the unit struck (STATUS-DISP-1). From the same
// situations the fire phase resolves (game/fire.h) and the rules' exact distributions.
#pragma once

#include <optional>

#include "game/board.h"
#include "game/state.h"
#include "scenario/targets.h"

namespace grognard::ai {

struct FireOdds {
  double expected_damage = 0;  // points, to the target and any screen in front of it
  double p_test = 0;           // probability of a discipline test (F-TABLE-DT, DT-TRIGGER-1)
  // Probability that the damage to the target brings it to its dispersal value (TBL-DAMAGE,
  // STATUS-DISP-1): the unit lost, whatever its test would have been.
  double p_lost = 0;
};

// The odds of `unit`'s fire at `target` where they stand, or nothing when it cannot fire at it
// (game::cannot_fire). Requires both ids to exist.
std::optional<FireOdds> fire_odds(const game::GameState& s, const game::Board& b, int unit,
                                  int target);

// The same for a fire the caller knows may be fired, measured to its strike at least
// (game::fire_line, scenario::LineDetail::strike): this spares measuring the line again. The
// units behind the target, which LineDetail::full adds, do not change the damage to the target
// and its screen. Nothing when the firer fires nothing.
std::optional<FireOdds> fire_odds(const game::GameState& s, const game::Board& b,
                                  const scenario::FireLine& line);

}  // namespace grognard::ai
