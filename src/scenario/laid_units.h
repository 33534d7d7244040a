// Units laid on the table as its pieces, and the maps between units and pieces: the one laying
// that the referee's Field (a scenario's units) and the battle's board (a state's units) share
// (issue 11), so that both lay the same pieces in the same order and bring them up to date the
// same way. Units are any container of TableUnit (scenario::Unit, game::Unit) indexed by the
// unit's number; the caller says each unit's side.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "scenario/table_unit.h"
#include "table/table.h"

namespace grognard::scenario {

struct LaidUnits {
  table::Table table;
  std::vector<int> index;         // piece -> unit; -1 for a piece that is no unit (a general)
  std::vector<int> piece;         // unit -> piece; -1 while the unit is off the table
  std::vector<Placement> placed;  // unit -> the placement its piece was laid for

  // The unit of a piece, nothing for a piece that is no unit.
  [[nodiscard]] std::optional<std::size_t> unit_at(std::size_t p) const {
    if (index[p] < 0) return std::nullopt;
    return static_cast<std::size_t>(index[p]);
  }
  // The piece of a unit, nothing when it is off the table (or unknown to this laying).
  [[nodiscard]] std::optional<std::size_t> piece_of_unit(std::size_t unit) const {
    if (unit >= piece.size() || piece[unit] < 0) return std::nullopt;
    return static_cast<std::size_t>(piece[unit]);
  }
};

// `terrain` with every unit of `units` that is on the table laid on it as a piece, in the
// units' order; `side_of(i)` is unit i's side.
template <class Units, class SideOf>
LaidUnits lay_units(const table::Table& terrain, const Units& units, SideOf side_of) {
  LaidUnits laid{terrain, {}, {}, {}};
  laid.piece.assign(units.size(), -1);
  laid.placed.resize(units.size());
  for (std::size_t i = 0; i < units.size(); ++i) {
    const TableUnit& u = units[i];
    laid.placed[i] = placement_of(u);
    if (!u.on_table()) continue;
    laid.piece[i] = static_cast<int>(laid.table.add(piece_of(u, side_of(i))));
    laid.index.push_back(static_cast<int>(i));
  }
  return laid;
}

// The units whose placement changed since `laid` was laid (new units included), or nothing when
// the pieces must be numbered anew by lay_units: a unit left the table or came back to it, or a
// unit known to `laid` is gone from `units`.
template <class Units>
std::optional<std::vector<std::size_t>> moved_units(const LaidUnits& laid, const Units& units) {
  if (laid.placed.size() > units.size()) return std::nullopt;
  std::vector<std::size_t> moved;
  for (std::size_t i = 0; i < units.size(); ++i) {
    const bool known = i < laid.placed.size();
    const Placement now = placement_of(units[i]);
    if (known && now == laid.placed[i]) continue;
    if (known && laid.placed[i].on_table != now.on_table) return std::nullopt;
    moved.push_back(i);
  }
  return moved;
}

// Re-lays the `moved` units (moved_units' answer) of `units` where they stand now: a unit's piece
// is replaced, a new unit on the table is added as the last piece. Only those units' bases are
// indexed again.
template <class Units, class SideOf>
void relay_units(LaidUnits& laid, const Units& units, const std::vector<std::size_t>& moved,
                 SideOf side_of) {
  laid.placed.resize(units.size());
  laid.piece.resize(units.size(), -1);
  for (const std::size_t i : moved) {
    const TableUnit& u = units[i];
    laid.placed[i] = placement_of(u);
    if (!u.on_table()) continue;  // a new unit that is not on the table
    if (laid.piece[i] >= 0) {
      laid.table.replace(static_cast<std::size_t>(laid.piece[i]), piece_of(u, side_of(i)));
    } else {
      laid.piece[i] = static_cast<int>(laid.table.add(piece_of(u, side_of(i))));
      laid.index.push_back(static_cast<int>(i));
    }
  }
}

}  // namespace grognard::scenario
