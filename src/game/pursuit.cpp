// Following up a won melee (PR-MELEE-21, rules/pursuit.h) on the table.
#include <algorithm>

#include "game/legal_orders.h"
#include "game/turn.h"
#include "rules/pursuit.h"

namespace grognard::game::detail {

namespace {

// How far the nearest enemy stands from unit `id`; a large number when there is none.
double nearest_enemy_gap(const GameState& s, int id) {
  const Board b = board_of(s);
  const std::vector<int> enemies = enemies_by_distance(s, b, id);
  return enemies.empty() ? 1e18 : distance(b, id, enemies.front());
}

}  // namespace

bool follow_up_melee(Turn& t, int winner, int loser) {
  GameState& s = t.s;
  const Unit w = unit(s, winner);
  const Unit& l = unit(s, loser);
  const auto f = rules::follow_up(rules::MeleeWinnerState{w.type, w.body.status, w.held},
                                  l.body.status, rules::full_move(mover_of(w)).inches);
  if (!f) return false;
  const table::Vec toward =
      l.on_table() ? table::unit(table::Vec{l.x - w.x, l.y - w.y}) : table::heading(w.facing);
  const double facing = l.on_table() ? table::bearing_of(toward) : w.facing;
  // 1. Cavalry in order rides down a broken enemy within its reach (PR-MELEE-21b).
  if (f->cuts_down && l.on_table() && distance(board_of(s), winner, loser) <= f->inches + 1e-9) {
    for (double k = f->inches; k >= 0; k -= 0.25) {
      if (place(s, winner, w.x + toward.x * k, w.y + toward.y * k, facing) &&
          distance(board_of(s), winner, loser) <= 0.3) {
        note(t, "game.pursuit_caught", f->clause, rules::unit_arg(winner), rules::unit_arg(loser));
        rules::Events e(true);
        auto step = rules::ridden_down(status_view(unit(s, loser)), moment(t), e);
        append(t, e);
        apply(t, loser, step);
        return true;
      }
    }
    place(s, winner, w.x, w.y, w.facing);
  }
  // 2. Otherwise it takes the ground, as far as it may without closing to within 1" of any
  //    enemy (no contact outside a charge, PR-MOVE-13).
  for (double k = std::min(f->inches, 3.0); k > 0; k -= 0.5) {
    if (place(s, winner, w.x + toward.x * k, w.y + toward.y * k, facing) &&
        nearest_enemy_gap(s, winner) >= 1.0) {
      note(t, "game.takes_ground", "PR-MELEE-21a", rules::unit_arg(winner),
           rules::num(static_cast<int>(k)));
      return true;
    }
    place(s, winner, w.x, w.y, w.facing);
  }
  return false;
}

}  // namespace grognard::game::detail
