#include "game/board.h"

#include <algorithm>

#include "game/light_battalion.h"

namespace grognard::game {

using model::Formation;

table::FootprintSpec footprint_of(const Unit& u) {
  table::FootprintSpec spec;
  spec.bases = u.bases;
  spec.width = u.base_width;
  spec.depth = u.base_depth;
  switch (u.body.formation) {
    case Formation::line:
      spec.layout = table::Layout::line;
      break;
    case Formation::column:
      spec.layout = table::Layout::column;
      break;
    case Formation::mass_column:
      spec.layout = table::Layout::mass_column;
      break;
    case Formation::square:
      spec.layout = table::Layout::square;
      break;
    case Formation::skirmish:
      spec.layout = table::Layout::open_order;
      spec.gap = 3.0;
      break;
    case Formation::limbered:
      spec.layout = table::Layout::file;
      break;
    case Formation::unlimbered:
      spec.layout = table::Layout::line;
      spec.gap = 0.5;
      break;
  }
  return spec;
}

std::vector<table::Base> bases_of(const Unit& u) {
  std::vector<table::Base> bases =
      table::footprint(table::Point(u.x, u.y), u.facing, footprint_of(u));
  if (deployed(u)) {
    const std::vector<table::Base> command = command_bases_of(u);
    bases.insert(bases.end(), command.begin(), command.end());
  }
  return bases;
}

Board board_of(const GameState& s) {
  Board b{table::Table(s.ground->width, s.ground->depth), {}, {}};
  for (const table::Feature& f : s.ground->features) b.table.add(f);
  b.piece.assign(s.units.size(), -1);
  for (const Unit& u : s.units) {
    if (!u.on_table()) continue;
    table::Piece p;
    p.side = u.side;
    p.open_order = u.body.formation == Formation::skirmish;
    p.bases = bases_of(u);
    if (deployed(u)) {
      // The skirmish line is group 0, the command companies group 1 (table::Piece).
      p.group.assign(p.bases.size(), 0);
      const auto line = static_cast<std::ptrdiff_t>(p.bases.size() - command_bases_of(u).size());
      std::fill(p.group.begin() + line, p.group.end(), 1);
    }
    b.piece[static_cast<std::size_t>(u.id)] = static_cast<int>(b.table.add(std::move(p)));
    b.index.push_back(u.id);
  }
  return b;
}

double distance(const Board& b, int unit_a, int unit_b) {
  return b.table.distance(static_cast<std::size_t>(b.piece[static_cast<std::size_t>(unit_a)]),
                          static_cast<std::size_t>(b.piece[static_cast<std::size_t>(unit_b)]));
}

}  // namespace grognard::game
