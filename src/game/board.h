// The battle's table: the units of a state laid out as bases on the tabletop (table::Table),
// and the measurements the turn sequence makes between them.
#pragma once

#include <vector>

#include "game/state.h"
#include "table/footprint.h"
#include "table/table.h"

namespace grognard::game {

// The footprint of a unit in its formation (PR-TURN-2): line and unlimbered guns one rank;
// column two bases abreast; mass column a block; square four faces; skirmish order one rank 3"
// apart (S11.6.2's least spacing); a limbered battery one base behind the other.
table::FootprintSpec footprint_of(const Unit& u);

// The bases of a unit where it stands; a deployed light battalion's skirmish line first, then
// its command companies (S11.6).
std::vector<table::Base> bases_of(const Unit& u);

// Every unit still on the table, as table pieces; piece i is units[index[i]].
struct Board {
  table::Table table;
  std::vector<int> index;   // piece -> unit id
  std::vector<int> piece;   // unit id -> piece, or -1 when the unit is off the table
};

Board board_of(const GameState& s);

// Edge-to-edge distance between two units on the board.
double distance(const Board& b, int unit_a, int unit_b);

}  // namespace grognard::game
