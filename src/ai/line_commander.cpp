#include "ai/line_commander.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "dice/enumerate.h"
#include "game/battalion_gun.h"
#include "game/battle.h"
#include "game/board.h"
#include "game/fire.h"
#include "game/legal_orders.h"
#include "game/light_battalion.h"
#include "game/melee.h"
#include "game/screen.h"
#include "game/squadrons.h"
#include "rules/fire_ranges.h"
#include "rules/movement.h"

namespace grognard::ai {

namespace {

using game::GameState;
using game::make_order;
using game::Order;
using game::OrderKind;
using game::Unit;
using model::Formation;
using model::UnitStatus;

bool artillery(const Unit& u) {
  return model::arm_of(u.type) == model::Arm::artillery;
}
bool skirmisher(const Unit& u) {
  return model::is_skirmisher(u.type);
}

int nearest_enemy(const GameState& s, const game::Board& b, const Unit& u, bool formed_only) {
  int best = -1;
  double d = 1e18;
  for (const Unit& e : s.units) {
    if (e.side == u.side || !e.on_table()) continue;
    if (formed_only && skirmisher(e)) continue;
    const double x = game::distance(b, u.id, e.id);
    if (x < d) {
      d = x;
      best = e.id;
    }
  }
  return best;
}

// A move of `u` towards unit `e` that stops `keep` inches short of it.
Order advance(const game::Board& b, const Unit& u, const Unit& e, double keep) {
  const table::Vec dir = table::unit(table::Vec{e.x - u.x, e.y - u.y});
  const double gap = game::distance(b, u.id, e.id);
  const double go = std::clamp(gap - keep, 0.0, rules::full_move(game::mover_of(u)).inches);
  Order o;
  o.kind = OrderKind::move;
  o.unit = u.id;
  o.x = u.x + dir.x * go;
  o.y = u.y + dir.y * go;
  o.facing = table::bearing_of(dir);
  return o;
}

void command_orders(const GameState& s, int side, std::vector<Order>& out) {
  const game::Board b = game::board_of(s);
  for (const Unit& u : s.units) {
    if (u.side != side || !u.on_table() || !artillery(u)) continue;
    if (u.low_ammo) {
      out.push_back(make_order(OrderKind::resupply, u.id));
      continue;
    }
    // Assault fire at a target within effective range (ART-MODE-2).
    if (u.body.formation != Formation::unlimbered) continue;
    const double effective = model::rule_inches(
        rules::band_reach(u.calibre, model::RangeBand::effective), s.options.scale);
    for (int t : game::fire_targets(s, b, u.id)) {
      if (game::distance(b, u.id, t) <= effective) {
        out.push_back(make_order(OrderKind::assault_fire, u.id));
        break;
      }
    }
  }
}

void charge_orders(const GameState& s, int side, double threshold, std::vector<Order>& out) {
  if (s.turn < 2) return;
  const game::Board b = game::board_of(s);
  for (const Unit& u : s.units) {
    if (u.side != side || !u.on_table() || artillery(u) || skirmisher(u)) continue;
    if (u.body.status != UnitStatus::ordered || u.body.formation == Formation::square) continue;
    const auto reach = rules::charge_reach(game::mover_of(u));
    if (!reach) continue;
    double best_p = threshold;
    int best = -1;
    for (const Unit& e : s.units) {
      if (e.side == side || !e.on_table()) continue;
      if (game::distance(b, u.id, e.id) > reach->inches) continue;
      const rules::Melee melee = game::melee_of(s, b, u.id, e.id);
      const auto odds = rules::melee_winner_odds(melee);
      const double p =
          odds.probability([](rules::MeleeWinner w) { return w == rules::MeleeWinner::attacker; });
      if (p > best_p) {
        best_p = p;
        best = e.id;
      }
    }
    if (best >= 0) {
      Order o = make_order(OrderKind::charge, u.id, best);
      // S16.2: the whole regiment, written down (a body held back only risks S16.2-4's -2).
      if (game::squadron_charge(s, u.id, best)) o.squadrons = u.squadrons;
      out.push_back(o);
    }
  }
}

// S16.1f: a battalion that has lost four or more figures, with an enemy within 6" (a charge or a
// melee is coming), leaves its gun: worn down, it can no longer cover the crew, and a battalion
// pushed back loses the gun anyway (S16.1g-2). The period practice was to leave guns before
// the fight rather than lose them in it.
void abandon_orders(const GameState& s, int side, std::vector<Order>& out) {
  const game::Board b = game::board_of(s);
  for (const Unit& u : s.units) {
    if (u.side != side || !u.on_table() || u.battalion_gun <= 0) continue;
    if (game::abandon_refusal(s, u.id) || game::figures_lost(u) < 4) continue;
    const int e = nearest_enemy(s, b, u, false);
    if (e >= 0 && game::distance(b, u.id, e) <= 6.0) {
      out.push_back(make_order(OrderKind::abandon_gun, u.id));
    }
  }
}

// Enemy cavalry fit to charge `u` next turn: in good order and within its charge reach
// (PR-MOVE-12) and a little more, for it may close first.
bool cavalry_threat(const GameState& s, const game::Board& b, const Unit& u) {
  for (const Unit& e : s.units) {
    if (e.side == u.side || !e.on_table() || model::arm_of(e.type) != model::Arm::cavalry) continue;
    if (e.body.status != UnitStatus::ordered || skirmisher(e) || e.cossack) continue;
    const auto reach = rules::charge_reach(game::mover_of(e));
    if (reach && game::distance(b, u.id, e.id) <= reach->inches + 3.0) return true;
  }
  return false;
}

// A formed light battalion goes forward as skirmishers (S11.5) once formed enemy is within 24"
// but not yet within 10" (its line needs room ahead), unless it is busy feeding the screen.
bool should_deploy(const GameState& s, const game::Board& b, const Unit& u,
                   const std::vector<Order>& given) {
  if (!u.light_battalion || u.type != model::UnitType::infantry || u.moved) return false;
  if (u.body.formation == Formation::square) return false;
  for (const Order& o : given) {
    if (o.unit == u.id) return false;
  }
  if (rules::most_companies(game::battalion_of(u)) < 1) return false;
  const int e = nearest_enemy(s, b, u, true);
  if (e < 0) return false;
  const double gap = game::distance(b, u.id, e);
  return gap <= 24.0 && gap > 10.0;
}

// A deployed light battalion closes up again (S11.7) when its reserve is spent or its line is
// down to less than a company, or enemy cavalry is within 15" of it, and no enemy blocks the
// rally (S11.7-5).
bool should_rally(const GameState& s, const game::Board& b, const Unit& u) {
  if (rules::rally_refusal(game::rally_of(s, b, u.id))) return false;
  // The reserve is spent once the command companies are down to one company (S11.6-LOSS-2):
  // every further loss thins the line.
  if (u.command_figures <= game::company_figures(u)) return true;
  if (game::firing_figures(u) < game::company_figures(u)) return true;
  for (const Unit& e : s.units) {
    if (e.side == u.side || !e.on_table() || model::arm_of(e.type) != model::Arm::cavalry) continue;
    if (game::distance(b, u.id, e.id) <= 15.0) return true;
  }
  return false;
}

// Formed foot that may hold ground: a battalion in good order or Unformed, not skirmishing.
bool holds_ground(const Unit& u) {
  return u.on_table() && model::arm_of(u.type) == model::Arm::infantry && !skirmisher(u) &&
         !game::deployed(u) &&
         (u.body.status == UnitStatus::ordered || u.body.status == UnitStatus::unformed);
}

// LinePlan::take_ground: for each unit of `side` sent to take ground, the feature it goes to
// (indices into s.ground->features), -1 for the rest. Each piece of ground a side scores by
// holding it (its own goal or the enemy's: held by neither, the enemy scores nothing) gets the
// `per_feature` battalions nearest its middle, ties to the lower id; a battalion goes to one.
std::vector<int> ground_takers(const GameState& s, int side, int per_feature) {
  std::vector<int> to(s.units.size(), -1);
  if (per_feature <= 0) return to;
  std::vector<int> features;
  for (const game::Goal& g : s.goals) {
    if (g.kind != game::GoalKind::hold) continue;
    if (std::find(features.begin(), features.end(), g.feature) == features.end()) {
      features.push_back(g.feature);
    }
  }
  for (int f : features) {
    const table::Point c = table::centroid(s.ground->features[static_cast<std::size_t>(f)].area);
    for (int k = 0; k < per_feature; ++k) {
      int best = -1;
      double d = 1e18;
      for (const Unit& u : s.units) {
        if (u.side != side || !holds_ground(u) || to[static_cast<std::size_t>(u.id)] >= 0) continue;
        const double x = std::hypot(c.x() - u.x, c.y() - u.y);
        if (x < d) {
          d = x;
          best = u.id;
        }
      }
      if (best < 0) break;
      to[static_cast<std::size_t>(best)] = f;
    }
  }
  return to;
}

// A battalion sent to take ground: inside it, it stands (nothing); short of it, it marches for
// its middle, facing the nearest formed enemy (the move stops where the going or the table
// stop it, PR-MOVE-9, PR-MOVE-13).
std::optional<Order> take_ground(const GameState& s, const game::Board& b, const Unit& u,
                                 const table::Feature& f) {
  if (game::stands_on(u, f)) return std::nullopt;
  const table::Point c = table::centroid(f.area);
  Order o = make_order(OrderKind::move, u.id);
  o.x = c.x();
  o.y = c.y();
  const int e = nearest_enemy(s, b, u, true);
  const table::Vec dir = e >= 0 ? table::Vec{game::unit(s, e).x - c.x(), game::unit(s, e).y - c.y()}
                                : table::Vec{c.x() - u.x, c.y() - u.y};
  o.facing = std::fmod(std::round(table::bearing_of(dir)) + 360.0, 360.0);
  return o;
}

void movement_orders(const GameState& s, int side, const LinePlan& plan, std::vector<Order>& out) {
  const game::Board b = game::board_of(s);
  const std::vector<int> takers = ground_takers(s, side, plan.take_ground);
  abandon_orders(s, side, out);
  // The first turn: every brigade throws its light companies forward as one screen (S11.2).
  if (s.turn == 1) {
    for (std::size_t bi = 0; bi < s.brigades.size(); ++bi) {
      if (s.brigades[bi].side != side) continue;
      Order o = make_order(OrderKind::form_screen, -1);
      for (const Unit& u : s.units) {
        if (u.brigade == static_cast<int>(bi) && u.on_table() && u.light_company > 0 &&
            !u.light_battalion) {
          if (o.unit < 0) o.unit = u.id;
          o.from.push_back(u.id);
        }
      }
      if (o.unit >= 0) out.push_back(o);
    }
  }
  // A screen thinner than three pairs of dice (18 figures, S11.14) takes a company from a light
  // battalion of its brigade, as the KGL does in EX-11.3B; the battalion still has half a move.
  for (const Unit& screen : s.units) {
    if (screen.side != side || !screen.on_table() ||
        screen.type != model::UnitType::skirmish_screen || screen.body.figures >= 18) {
      continue;
    }
    for (const Unit& u : s.units) {
      if (u.side == side && u.brigade == screen.brigade && u.on_table() && u.light_battalion &&
          u.body.status == UnitStatus::ordered && u.engaged_with < 0 && !u.moved &&
          game::company_to_send(u) > 0) {
        out.push_back(make_order(OrderKind::reinforce_screen, u.id, screen.id));
        break;
      }
    }
  }
  std::vector<int> sending;  // battalions that send companies to a screen stay put (S11.3b-2)
  for (const Order& o : out) sending.insert(sending.end(), o.from.begin(), o.from.end());
  for (const Unit& u : s.units) {
    if (u.side != side || !u.on_table() || u.acted || u.charged) continue;
    if (std::find(sending.begin(), sending.end(), u.id) != sending.end()) continue;
    if (u.body.status == UnitStatus::unformed) {
      out.push_back(make_order(OrderKind::reform, u.id));
      continue;
    }
    if (u.body.status != UnitStatus::ordered || u.engaged_with >= 0) continue;
    const int e = nearest_enemy(s, b, u, false);
    if (e < 0) continue;
    const Unit& enemy = game::unit(s, e);
    const double gap = game::distance(b, u.id, e);
    if (artillery(u)) {
      const double effective = model::rule_inches(
          rules::band_reach(u.calibre, model::RangeBand::effective), s.options.scale);
      if (u.body.formation == Formation::limbered) {
        if (gap <= effective) {
          Order o = make_order(OrderKind::change_formation, u.id);
          o.formation = Formation::unlimbered;
          out.push_back(o);
        } else {
          out.push_back(advance(b, u, enemy, effective - 2));
        }
      }
      continue;
    }
    if (game::deployed(u) && should_rally(s, b, u)) {
      Order o = make_order(OrderKind::rally_battalion, u.id);
      o.formation = Formation::column;
      out.push_back(o);
      continue;
    }
    if (skirmisher(u)) {
      out.push_back(advance(b, u, enemy, plan.skirmisher_keep));  // inside 12": out of volley reach
      continue;
    }
    if (model::arm_of(u.type) == model::Arm::cavalry) {
      if (gap > 12) out.push_back(advance(b, u, enemy, 10.0));
      continue;
    }
    // Infantry forms square while enemy cavalry could charge it (and leaves it once none
    // can), then closes to volley range.
    const bool threatened = cavalry_threat(s, b, u);
    if (threatened != (u.body.formation == Formation::square)) {
      Order o = make_order(OrderKind::change_formation, u.id);
      o.formation = threatened ? Formation::square : Formation::line;
      out.push_back(o);
      continue;
    }
    if (threatened) continue;  // in square: it stays put
    if (const int f = takers[static_cast<std::size_t>(u.id)]; f >= 0) {
      if (auto go = take_ground(s, b, u, s.ground->features[static_cast<std::size_t>(f)])) {
        out.push_back(*go);
      }
      continue;
    }
    if (should_deploy(s, b, u, out)) {
      Order o = make_order(OrderKind::deploy, u.id);
      const table::Point ahead = game::straight_ahead(u);
      o.x = ahead.x();
      o.y = ahead.y();
      o.facing = u.facing;
      out.push_back(o);
      continue;
    }
    const int formed = nearest_enemy(s, b, u, true);
    const Unit& aim = formed >= 0 ? game::unit(s, formed) : enemy;
    if (!plan.advance || game::distance(b, u.id, aim.id) <= plan.infantry_stop) continue;
    const Order go = advance(b, u, aim, plan.infantry_keep);
    // A battalion keeps its gun out of woods and towns, where it would be left (S16.1d).
    const table::Segment path(table::Point(u.x, u.y), table::Point(go.x, go.y));
    if (!game::battalion_gun_of(s, u) || !game::gun_blocked(b, path)) out.push_back(go);
  }
}

void fire_orders(const GameState& s, int side, std::vector<Order>& out) {
  const game::Board b = game::board_of(s);
  for (const Unit& u : s.units) {
    if (u.side != side || !u.on_table() || u.fired) continue;
    const std::vector<int> targets = game::fire_targets(s, b, u.id);
    if (!targets.empty()) out.push_back(make_order(OrderKind::fire, u.id, targets.front()));
  }
}

}  // namespace

std::vector<Order> LineCommander::orders(const GameState& state, int side) {
  std::vector<Order> out;
  switch (state.phase) {
    case model::Phase::command:
      command_orders(state, side, out);
      break;
    case model::Phase::charge:
      charge_orders(state, side, plan_.charge_threshold, out);
      break;
    case model::Phase::movement:
      movement_orders(state, side, plan_, out);
      break;
    case model::Phase::fire:
      fire_orders(state, side, out);
      break;
    case model::Phase::melee:
      break;
  }
  return out;
}

rules::Response LineCommander::answer_charge(const GameState& /*state*/, int /*target*/,
                                             int /*charger*/,
                                             std::span<const rules::Response> allowed) {
  for (rules::Response r : {rules::Response::form_square, rules::Response::stand_and_fire}) {
    if (std::find(allowed.begin(), allowed.end(), r) != allowed.end()) return r;
  }
  return allowed.front();
}

int LineCommander::squadrons_for(const GameState& state, int unit, int /*enemy*/) {
  return game::unit(state, unit).squadrons;  // the whole regiment meets the charge (S16.2-1)
}

}  // namespace grognard::ai
