#include "game/light_battalion.h"

#include <algorithm>

#include "game/legal_orders.h"
#include "rules/movement.h"
#include "rules/skirmish_positions.h"

namespace grognard::game {

namespace {

// A full move in skirmish order (PR-MOVE-2): how far the line goes forward (S11.6.1-c).
double skirmish_move(const Unit& u) {
  rules::Mover m = mover_of(u);
  m.formation = model::Formation::skirmish;
  m.skirmisher = true;
  return rules::full_move(m).inches;
}

// The least distance from the command companies' front to the line's front: the line's own
// depth and 3" between the bases (S11.6.2).
double least_ahead(const GameState& s, const Unit& u) {
  return u.base_depth + model::rule_inches(rules::kLightBaseMin, s.options.scale);
}

}  // namespace

int company_figures(const Unit& u) {
  return u.light_company > 0 ? u.light_company : 6;
}

int firing_figures(const Unit& u) {
  return deployed(u) ? std::max(0, u.body.figures - u.command_figures) : u.body.figures;
}

rules::Battalion battalion_of(const Unit& u) {
  return rules::Battalion{u.body.quality, u.body.figures, company_figures(u)};
}

rules::LightBattalionRally rally_of(const GameState& s, const Board& b, int id) {
  const Unit& u = unit(s, id);
  rules::LightBattalionRally r;
  r.quality = u.body.quality;
  const Brigade& brigade = s.brigades[static_cast<std::size_t>(u.brigade)];
  r.superior_general_attached =
      u.general_attached && brigade.rating == rules::GeneralRating::superior;
  r.options = s.options;
  const auto p = static_cast<std::size_t>(b.piece[static_cast<std::size_t>(id)]);
  for (const Unit& e : s.units) {
    if (e.side == u.side || !e.on_table()) continue;
    const auto q = static_cast<std::size_t>(b.piece[static_cast<std::size_t>(e.id)]);
    const double d = b.table.distance(p, q, 1, table::kAnyGroup);
    const auto reach = rules::charge_reach(mover_of(e));
    if (reach && d <= reach->inches + 1e-9) r.enemy_within_charge_distance = true;
    if (d <= 0.3) {
      r.enemy_reached_command_companies = true;
      r.enemy_within_charge_distance = true;  // touching is within any reach
    }
  }
  return r;
}

std::optional<table::Point> line_front(const GameState& s, const Unit& u, double x, double y) {
  const table::Point from(u.x, u.y);
  const table::Vec want{x - u.x, y - u.y};
  const double ahead = table::dot(want, table::heading(u.facing));
  if (ahead < least_ahead(s, u) - 1e-9) return std::nullopt;
  const double full = skirmish_move(u);
  const double asked = table::length(want);
  if (asked <= full + 1e-9) return table::Point(x, y);
  // As far as a full move goes, if that is still far enough ahead.
  const table::Vec went = table::unit(want) * full;
  if (table::dot(went, table::heading(u.facing)) < least_ahead(s, u) - 1e-9) return std::nullopt;
  return table::Point(from.x() + went.x, from.y() + went.y);
}

table::Point straight_ahead(const Unit& u) {
  const table::Vec go = table::heading(u.facing) * skirmish_move(u);
  return table::Point(u.x + go.x, u.y + go.y);
}

}  // namespace grognard::game
