#include "game/board.h"

#include <algorithm>
#include <mutex>

#include "game/legal_orders.h"
#include "game/light_battalion.h"
#include "scenario/approach.h"

namespace grognard::game {

namespace {

// The terrain alone, laid once per ground and shared by every position on it.
const table::Table& terrain_of(const Ground& g) {
  std::call_once(g.table_once, [&g] {
    auto t = std::make_shared<table::Table>(g.width, g.depth);
    for (const table::Feature& f : g.features) t->add(f);
    g.table = std::move(t);
  });
  return *g.table;
}

std::shared_ptr<TableState> lay_out(const GameState& s) {
  auto b = std::make_shared<TableState>(TableState{scenario::lay_units(
      terrain_of(*s.ground), s.units, [&s](std::size_t i) { return s.units[i].side; })});
  b->table.index();  // a position may be shared between threads: no lazy indexing later
  return b;
}

}  // namespace

Board board_of(const GameState& s) {
  std::shared_ptr<TableState>& cached = s.position;
  if (!cached) {
    cached = lay_out(s);
    return Board(cached);
  }
  const std::optional<std::vector<std::size_t>> moved = scenario::moved_units(*cached, s.units);
  if (!moved) {
    cached = lay_out(s);
    return Board(cached);
  }
  if (moved->empty()) return Board(cached);
  // Copy on write: a Board or another state still holding this version keeps it unchanged.
  if (cached.use_count() > 1) cached = std::make_shared<TableState>(*cached);
  scenario::relay_units(*cached, s.units, *moved, [&s](std::size_t i) { return s.units[i].side; });
  return Board(cached);
}

std::vector<FallBackDue> fall_back_due(const GameState& s, const Board& b, int id) {
  const auto p = static_cast<std::size_t>(b.piece[static_cast<std::size_t>(id)]);
  const std::vector<bool> sheltered = scenario::sheltered_bases(b.table, p);
  std::vector<FallBackDue> out;
  for (const table::Near& n : b.table.near(p, scenario::breach_reach(s.options))) {
    const Unit& e = unit(s, b.index[n.piece]);
    if (e.side == unit(s, id).side) continue;
    const auto due =
        scenario::enemy_breaches(b.table, p, sheltered, n.piece, stance_of(e), s.options).fall_back;
    if (due) out.push_back(FallBackDue{e.id, *due});
  }
  return out;
}

double distance(const Board& b, int unit_a, int unit_b) {
  return b.table.distance(static_cast<std::size_t>(b.piece[static_cast<std::size_t>(unit_a)]),
                          static_cast<std::size_t>(b.piece[static_cast<std::size_t>(unit_b)]));
}

RetreatPath retreat_path(const GameState& s, const Board& b, int id) {
  const Unit& u = unit(s, id);
  RetreatPath r;
  r.inches = rules::retreat_move(mover_of(u)).inches;
  r.away = u.side == 0 ? table::Vec{0, -1} : table::Vec{0, 1};
  int nearest = -1;
  double gap = 0;
  for (const Unit& e : s.units) {
    if (e.side == u.side || !e.on_table()) continue;
    const double d = distance(b, id, e.id);
    if (nearest < 0 || d < gap) {
      nearest = e.id;
      gap = d;
    }
  }
  if (nearest >= 0) {
    const Unit& e = unit(s, nearest);
    const table::Vec d{u.x - e.x, u.y - e.y};
    if (table::length(d) > 1e-9) r.away = table::unit(d);
  }
  r.x = u.x + r.away.x * r.inches;
  r.y = u.y + r.away.y * r.inches;
  r.leaves_table = r.x < 0 || r.y < 0 || r.x > s.ground->width || r.y > s.ground->depth;
  return r;
}

}  // namespace grognard::game
