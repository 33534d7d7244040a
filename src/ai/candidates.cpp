#include "ai/candidates.h"

#include <algorithm>
#include <cmath>

#include "game/board.h"
#include "game/legal_orders.h"
#include "rules/fire_ranges.h"
#include "table/geometry.h"
#include "table/table.h"

namespace grognard::ai {

namespace {

using game::Order;
using game::OrderKind;

std::string_view why_of(OrderKind k) {
  switch (k) {
    case OrderKind::hold:
      return "ai.hold";
    case OrderKind::move:
      return "ai.move";
    case OrderKind::change_formation:
      return "ai.formation";
    case OrderKind::reform:
      return "ai.reform";
    case OrderKind::form_screen:
      return "ai.screen";
    case OrderKind::reinforce_screen:
      return "ai.reinforce";
    case OrderKind::deploy:
      return "ai.deploy";
    case OrderKind::rally_battalion:
      return "ai.rally";
    case OrderKind::abandon_gun:
      return "ai.abandon";
    case OrderKind::fire:
      return "ai.fire";
    case OrderKind::charge:
      return "ai.charge";
    case OrderKind::assault_fire:
      return "ai.assault_fire";
    case OrderKind::resupply:
      return "ai.resupply";
  }
  return "ai.hold";
}

// The nearest enemy on the table (formed only: not skirmishers), or -1.
int nearest_enemy(const game::GameState& s, const game::Board& b, const game::Unit& u,
                  bool formed_only) {
  int best = -1;
  double d = 1e18;
  for (const game::Unit& e : s.units) {
    if (e.side == u.side || !e.on_table()) continue;
    if (formed_only && model::is_skirmisher(e.type)) continue;
    const double x = game::distance(b, u.id, e.id);
    if (x < d) {
      d = x;
      best = e.id;
    }
  }
  return best;
}

// A move of `u` from where it stands `go` inches along `dir`, facing `face`.
Order move_by(const game::Unit& u, table::Vec dir, double go, double face) {
  Order o = game::make_order(OrderKind::move, u.id);
  o.x = u.x + dir.x * go;
  o.y = u.y + dir.y * go;
  o.facing = std::fmod(std::round(face) + 360.0, 360.0);
  return o;
}

double bearing_to(double x, double y, const game::Unit& e) {
  return table::bearing_of(table::Vec{e.x - x, e.y - y});
}

// Moves: up to a gap from the nearest formed enemy (volley range, or out of it), straight back,
// into the nearest cover, onto ground the side scores.
void moves(const game::GameState& s, const game::Board& b, const game::Unit& u,
           std::vector<Candidate>& out) {
  const double reach = game::move_allowance(u);
  if (reach <= 0) return;
  const int near = nearest_enemy(s, b, u, false);
  if (near < 0) return;
  const int formed = nearest_enemy(s, b, u, true);
  const game::Unit& aim = game::unit(s, formed >= 0 ? formed : near);
  const double gap = game::distance(b, u.id, aim.id);
  const table::Vec to = table::unit(table::Vec{aim.x - u.x, aim.y - u.y});
  const double face = table::bearing_of(to);
  const bool guns = model::arm_of(u.type) == model::Arm::artillery;
  // Artillery closes to its effective range; foot to a volley's, skirmishers to their own.
  const double close =
      guns ? model::rule_inches(rules::band_reach(u.calibre, model::RangeBand::effective),
                                s.options.scale) -
                 2.0
      : model::is_skirmisher(u.type) ? 7.0
                                     : 5.0;
  for (const auto& [keep, why] : {std::pair{close, "ai.close"}, std::pair{12.0, "ai.stand_off"}}) {
    const double go = std::clamp(gap - keep, 0.0, reach);
    if (go > 0.5) out.push_back({move_by(u, to, go, face), why});
  }
  out.push_back({move_by(u, table::Vec{-to.x, -to.y}, reach, face), "ai.retire"});
  // Cover within a move: the middle of the nearest wood, built-up area or cover.
  double best = 1e18;
  std::optional<table::Point> cover;
  for (const table::Feature& f : s.ground->features) {
    if (f.kind != table::TerrainKind::wood && f.kind != table::TerrainKind::built_up &&
        f.kind != table::TerrainKind::cover) {
      continue;
    }
    const table::Point c = table::centroid(f.area);
    const double d = std::hypot(c.x() - u.x, c.y() - u.y);
    if (d < best && d > 0.5 && d <= reach) {
      best = d;
      cover = c;
    }
  }
  if (cover) {
    Order o = game::make_order(OrderKind::move, u.id);
    o.x = cover->x();
    o.y = cover->y();
    o.facing = std::fmod(std::round(bearing_to(o.x, o.y, aim)) + 360.0, 360.0);
    out.push_back({o, "ai.cover"});
  }
  // Ground the side scores at the turn limit (PR-VICTORY-2): towards it, a move at most.
  for (const game::Goal& g : s.goals) {
    if (g.side != u.side || g.kind != game::GoalKind::hold) continue;
    const table::Point c =
        table::centroid(s.ground->features[static_cast<std::size_t>(g.feature)].area);
    const double d = std::hypot(c.x() - u.x, c.y() - u.y);
    if (d < 0.5) continue;
    const table::Vec dir{(c.x() - u.x) / d, (c.y() - u.y) / d};
    Order o = move_by(u, dir, std::min(d, reach), 0);
    o.facing = std::fmod(std::round(bearing_to(o.x, o.y, aim)) + 360.0, 360.0);
    out.push_back({o, "ai.ground"});
  }
}

}  // namespace

std::vector<Candidate> candidates(const game::GameState& s, int side, int unit,
                                  const std::optional<Order>& drill, std::size_t most) {
  const game::Unit& u = game::unit(s, unit);
  // In the order they are kept when there are more than `most`, and preferred on equal values:
  // the manual's order, holding, the blows (fire, charge), the moves, then the rest (formations,
  // screens, deployments).
  std::vector<Candidate> all;
  if (drill && drill->kind != OrderKind::hold && !game::order_refusal(s, side, *drill)) {
    all.push_back({*drill, "ai.drill"});
  }
  all.push_back({game::make_order(OrderKind::hold, unit), "ai.hold"});
  const std::vector<Order> legal = game::legal_orders(s, unit);
  std::vector<Candidate> rest;
  bool may_move = false;
  int deploys = 0;
  int rallies = 0;
  for (const Order& o : legal) {
    switch (o.kind) {
      case OrderKind::hold:
        break;
      case OrderKind::move:
        may_move = true;
        break;
      case OrderKind::fire:
        all.push_back({o, why_of(o.kind)});
        break;
      case OrderKind::charge: {
        Order c = o;
        if (u.squadrons > 0) c.squadrons = u.squadrons;  // the whole regiment, written down
        all.push_back({c, why_of(o.kind)});
        break;
      }
      case OrderKind::deploy:
        if (deploys++ == 0) rest.push_back({o, why_of(o.kind)});  // the most companies
        break;
      case OrderKind::rally_battalion:
        if (rallies++ < 2) rest.push_back({o, why_of(o.kind)});
        break;
      default:
        rest.push_back({o, why_of(o.kind)});
        break;
    }
  }
  if (may_move) {
    const game::Board b = game::board_of(s);
    std::vector<Candidate> m;
    moves(s, b, u, m);
    for (Candidate& c : m) {
      if (!game::order_refusal(s, side, c.order)) all.push_back(std::move(c));
    }
  }
  for (Candidate& c : rest) all.push_back(std::move(c));
  // Each order once (the drill's may be among the legal ones), in the order found.
  std::vector<Candidate> out;
  for (Candidate& c : all) {
    const bool seen =
        std::any_of(out.begin(), out.end(), [&](const Candidate& x) { return x.order == c.order; });
    if (!seen && out.size() < most) out.push_back(std::move(c));
  }
  return out;
}

}  // namespace grognard::ai
