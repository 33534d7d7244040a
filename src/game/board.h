// The battle's table: the units of a state laid out as bases on the tabletop (table::Table),
// and the measurements the turn sequence makes between them.
//
// One position per state version: the state keeps its table (and the table's R-tree) and brings
// it up to date when asked, re-laying only the units whose placement changed since. Nothing
// rebuilds the table for a query, so a step loop that moves one unit re-indexes that unit alone.
#pragma once

#include <memory>
#include <vector>

#include "game/state.h"
#include "rules/skirmish_positions.h"
#include "scenario/laid_units.h"
#include "table/footprint.h"
#include "table/table.h"

namespace grognard::game {

// What decides a unit's bases, its footprint and its bases where it stands: the one unit
// model's (scenario/table_unit.h).
using scenario::bases_of;
using scenario::footprint_of;
using scenario::Placement;
using scenario::placement_of;
using scenario::stance_of;

// Every unit still on the table, as table pieces (the laying the referee's Field shares,
// scenario/laid_units.h); piece i is units[index[i]]. The battle lays no generals: every piece
// is a unit.
struct TableState : scenario::LaidUnits {};

// The position of one state version, cheap to copy: it keeps that version alive, unchanged,
// while the state moves on (a later board_of() of the state lays the changes on a copy).
class Board {
 public:
  explicit Board(std::shared_ptr<const TableState> p)
      : position_(std::move(p)),
        table(position_->table),
        index(position_->index),
        piece(position_->piece) {}
  Board(const Board& o) : Board(o.position_) {}
  // The laying itself, as the referee's Field has it (scenario/laid_units.h).
  [[nodiscard]] const scenario::LaidUnits& laid() const { return *position_; }
  Board& operator=(const Board&) = delete;
  ~Board() = default;

 private:
  std::shared_ptr<const TableState> position_;

 public:
  const table::Table& table;
  const std::vector<int>& index;
  const std::vector<int>& piece;
};

// The state's position now. Cheap when nothing moved since the last call; otherwise it
// re-lays the units that moved (and rebuilds only when a unit left the table).
Board board_of(const GameState& s);

// S11.22-1 as the battle applies it (the enemy moved, so in any ground): each enemy unit that
// makes skirmisher `id` fall back now, formed infantry or cavalry 3" or less from one of its
// bases, measured by scenario/approach.h; nearest first. Requires `id` on the board.
struct FallBackDue {
  int enemy = -1;
  rules::Breach breach;
};
std::vector<FallBackDue> fall_back_due(const GameState& s, const Board& b, int id);

// Edge-to-edge distance between two units on the board.
double distance(const Board& b, int unit_a, int unit_b);

// Where a full Retreat (or Fall Back, or Broken) move of unit `id` would take it from where it
// stands (STATUS-RETREAT-1, -2): straight away from the nearest enemy on the table (the lowest
// id among equals), or towards its side's own edge when there is none; as far as its arm
// retreats (rules::retreat_move). `leaves_table`: the move ends off the table, and the unit is
// dispersed (STATUS-DISP-8). The battle moves a retreating unit along this path, and whoever
// wants to know which units a failed test would lose asks the same. Requires `id` on the board.
struct RetreatPath {
  table::Vec away;    // unit vector
  double inches = 0;  // the full move
  double x = 0;       // where the move ends, were nothing in the way
  double y = 0;
  bool leaves_table = false;
};
RetreatPath retreat_path(const GameState& s, const Board& b, int id);

}  // namespace grognard::game
