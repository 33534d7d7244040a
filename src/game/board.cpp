#include "game/board.h"

#include <algorithm>
#include <mutex>

#include "game/legal_orders.h"
#include "game/light_battalion.h"
#include "scenario/approach.h"

namespace grognard::game {

namespace {

table::Piece piece_of(const Unit& u) {
  return scenario::piece_of(u, u.side);
}

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
  auto b = std::make_shared<TableState>(TableState{terrain_of(*s.ground), {}, {}, {}});
  b->piece.assign(s.units.size(), -1);
  b->placed.resize(s.units.size());
  for (const Unit& u : s.units) {
    b->placed[static_cast<std::size_t>(u.id)] = placement_of(u);
    if (!u.on_table()) continue;
    b->piece[static_cast<std::size_t>(u.id)] = static_cast<int>(b->table.add(piece_of(u)));
    b->index.push_back(u.id);
  }
  b->table.index();  // a position may be shared between threads: no lazy indexing later
  return b;
}

}  // namespace

Board board_of(const GameState& s) {
  std::shared_ptr<TableState>& cached = s.position;
  if (!cached || cached->placed.size() > s.units.size()) {
    cached = lay_out(s);
    return Board(cached);
  }
  // Which units moved since the position was laid; a unit that left the table (or came back)
  // changes the pieces' numbering, so the table is laid anew.
  std::vector<std::size_t> moved;
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Placement now = placement_of(s.units[i]);
    if (i < cached->placed.size() && now == cached->placed[i]) continue;
    const bool was_on = i < cached->placed.size() && cached->placed[i].on_table;
    if (was_on != now.on_table && (was_on || i < cached->placed.size())) {
      cached = lay_out(s);
      return Board(cached);
    }
    moved.push_back(i);
  }
  if (moved.empty()) return Board(cached);
  // Copy on write: a Board or another state still holding this version keeps it unchanged.
  if (cached.use_count() > 1) cached = std::make_shared<TableState>(*cached);
  TableState& b = *cached;
  b.placed.resize(s.units.size());
  b.piece.resize(s.units.size(), -1);
  for (std::size_t i : moved) {
    const Unit& u = s.units[i];
    b.placed[i] = placement_of(u);
    if (!u.on_table()) continue;  // a new unit that is not on the table
    if (b.piece[i] >= 0) {
      b.table.replace(static_cast<std::size_t>(b.piece[i]), piece_of(u));
    } else {
      b.piece[i] = static_cast<int>(b.table.add(piece_of(u)));
      b.index.push_back(u.id);
    }
  }
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
