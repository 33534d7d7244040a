// Where a brigade's general rides (PR-GEN-1): with the unit he is attached to, else behind the
// middle of his brigade. The rules ask nothing of a general's place (the project's command rules
// count ADCs, not distances); the table's pictures show him with his men.
#include <algorithm>
#include <cmath>

#include "game/turn.h"

namespace grognard::game::detail {

void place_generals(Turn& t) {
  GameState& s = t.s;
  for (std::size_t bi = 0; bi < s.brigades.size(); ++bi) {
    Brigade& b = s.brigades[bi];
    if (b.general.empty()) continue;
    double x = 0;
    double y = 0;
    table::Vec ahead{0, 0};
    int n = 0;
    const Unit* attached = nullptr;
    for (const Unit& u : s.units) {
      if (u.brigade != static_cast<int>(bi) || !u.on_table()) continue;
      if (u.general_attached) attached = &u;
      x += u.x;
      y += u.y;
      ahead = ahead + table::heading(u.facing);
      ++n;
    }
    if (n == 0) continue;  // nothing left to lead: he stays where he was
    // 1. With the unit he is attached to: at its front edge centre (DT-MOD-GENERAL).
    // 2. Else 4" behind the middle of his brigade, on the table.
    table::Vec at{x / n, y / n};
    if (attached != nullptr) {
      at = table::Vec{attached->x, attached->y};
    } else if (table::length(ahead) > 1e-9) {
      at = at - table::unit(ahead) * 4.0;
    }
    b.general_x = std::clamp(at.x, 0.0, s.ground->width);
    b.general_y = std::clamp(at.y, 0.0, s.ground->depth);
  }
}

}  // namespace grognard::game::detail
