#include "ai/evaluation.h"

#include <algorithm>

#include "game/battle.h"
#include "game/brigade_odds.h"

namespace grognard::ai {

namespace {

// What a unit's status costs beyond its damage, in PR-VICTORY-1's points (a unit lost is 100).
// A broken unit is close to lost (dispersed at once if its brigade falters, STATUS-BROKEN-5);
// one falling back or retreating is out of the fight for a turn or more and tests again; an
// Unformed one loses a move to re-form.
double status_cost(model::UnitStatus s) {
  switch (s) {
    case model::UnitStatus::ordered:
    case model::UnitStatus::dispersed:  // counted as lost
      return 0;
    case model::UnitStatus::unformed:
      return 6;
    case model::UnitStatus::falling_back:
      return 25;
    case model::UnitStatus::retreating:
      return 35;
    case model::UnitStatus::broken:
      return 60;
  }
  return 0;
}

// Beyond the odds of giving way: a faltering or wavering brigade's units may not rally when they
// retreat (STATUS-RETREAT-12), and a wavering one's may not charge or advance.
double morale_cost(model::BrigadeStatus s) {
  switch (s) {
    case model::BrigadeStatus::faltering:
      return 20;
    case model::BrigadeStatus::wavering:
      return 40;
    case model::BrigadeStatus::obeying:
    case model::BrigadeStatus::falling_back:  // in the odds of giving way
    case model::BrigadeStatus::sauve_qui_peut:
      return 0;
  }
  return 0;
}

bool gone(model::BrigadeStatus s) {
  return s == model::BrigadeStatus::falling_back || s == model::BrigadeStatus::sauve_qui_peut;
}

// The chance that brigade `bi` falls back or flees within two tests.
double fall_back_odds(const game::GameState& s, int bi) {
  double p = 0;
  for (const auto& [status, q] : game::brigade_morale_odds(s, bi).outcomes) {
    if (gone(status)) {
      p += q;
      continue;
    }
    for (const auto& [then, r] : game::brigade_morale_odds(s, bi, status).outcomes) {
      if (gone(then)) p += q * r;
    }
  }
  return p;
}

}  // namespace

double give_way_odds(const game::GameState& s, int side) {
  bool any_unit = false;
  for (const game::Unit& u : s.units) any_unit = any_unit || (u.side == side && u.on_table());
  if (!any_unit) return 1.0;
  double p = 1.0;
  bool any = false;
  for (std::size_t bi = 0; bi < s.brigades.size(); ++bi) {
    if (s.brigades[bi].side != side) continue;
    any = true;
    p *= fall_back_odds(s, static_cast<int>(bi));
  }
  return any ? p : 0.0;
}

Losses losses_of(const game::GameState& s, int side) {
  Losses l;
  l.units = game::battle_losses(s, side);
  for (const game::Unit& u : s.units) {
    if (u.side == side) l.status += status_cost(u.body.status);
  }
  for (const game::Brigade& b : s.brigades) {
    if (b.side == side) l.morale += morale_cost(b.morale.status);
  }
  return l;
}

double evaluate(const game::GameState& s, int side) {
  if (s.over) {
    if (!s.winner) return 0;
    return *s.winner == side ? kWon : -kWon;
  }
  double v = kWon * (give_way_odds(s, 1 - side) - give_way_odds(s, side));
  v += losses_of(s, 1 - side).total() - losses_of(s, side).total();
  if (!s.goals.empty()) {
    // Points decide before losses at the turn limit (PR-VICTORY-2): ground held now is worth
    // more as the limit nears, when there is less time to take it back.
    const double t = std::clamp(static_cast<double>(s.turn) / std::max(1, s.turn_limit), 0.0, 1.0);
    const double per_point = 40.0 + 600.0 * t * t * t;
    v += per_point * (game::victory_points(s, side) - game::victory_points(s, 1 - side));
  }
  return v;
}

}  // namespace grognard::ai
