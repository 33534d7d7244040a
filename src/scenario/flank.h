// DT-MOD-FLANKED-1, G-50: how much of an enemy unit stands on a unit's flank or rear within 9",
// and what stands in between (a friendly unit, or a river, stream or built-up area that neither
// unit stands in). The one measurement of a flank: `grognard situation` reports it fact by fact
// and the battle's discipline tests take it.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>

#include "table/table.h"

namespace grognard::scenario {

struct FlankMeasure {
  double share = 0;  // of the enemy's area behind the unit's front line and within reach
  std::optional<std::size_t> blocked_by_piece;
  std::optional<std::size_t> blocked_by_terrain;  // a feature
  [[nodiscard]] bool blocked() const {
    return blocked_by_piece.has_value() || blocked_by_terrain.has_value();
  }
  // True when the enemy flanks the unit: at least half of it there (tape tolerance), nothing in
  // between, and the unit not a square (a square has no flank or rear: our reading).
  [[nodiscard]] bool flanks(bool square) const;
};

// The enemy piece `enemy` against the unit's piece `piece`. `zone` is drawn on first need as
// t.flank_rear_zone(piece, reach) and kept for the next enemy; `blocks(q)` is true for a piece q
// that stands between them as a friend of the unit (a unit of its side; not a general).
FlankMeasure measure_flank(const table::Table& t, std::size_t piece, std::size_t enemy,
                           double reach, std::optional<table::MultiPolygon>& zone,
                           const std::function<bool(std::size_t)>& blocks);

}  // namespace grognard::scenario
