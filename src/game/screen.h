// What a battalion can still give to its brigade's skirmish screen (S11.1b, S11.2, S11.4).
#pragma once

#include "game/state.h"

namespace grognard::game {

// The figures `u` can send to a screen now, 0 for none: a line battalion its light company,
// once (S11.2-ELIG); a light battalion one company at a time while what it has sent stays within
// half of the battalion, three quarters for Guard and Elite (S11.1b, S11.4a).
int company_to_send(const Unit& u);

}  // namespace grognard::game
