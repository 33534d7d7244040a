#include "scenario/flank.h"

#include "rules/skirmish_positions.h"

namespace grognard::scenario {

bool FlankMeasure::flanks(bool square) const {
  return !square && !blocked() && share >= 0.5 - rules::kTapeTolerance;
}

FlankMeasure measure_flank(const table::Table& t, std::size_t piece, std::size_t enemy,
                           double reach, std::optional<table::MultiPolygon>& zone,
                           const std::function<bool(std::size_t)>& blocks) {
  FlankMeasure m;
  if (!t.ahead_of_front(piece, enemy)) {
    if (!zone) zone = t.flank_rear_zone(piece, reach);
    m.share = t.fraction_inside(enemy, *zone);
  }
  const table::Segment between(t.centre(piece), t.centre(enemy));
  for (std::size_t q : t.crossing(between, piece, enemy)) {
    if (blocks(q)) {
      m.blocked_by_piece = q;
      break;
    }
  }
  // A river or a built-up area in between; not one the unit or the enemy stands in.
  for (table::TerrainKind k :
       {table::TerrainKind::river, table::TerrainKind::stream, table::TerrainKind::built_up}) {
    for (std::size_t hit : t.features_crossing(between, k)) {
      const table::Polygon& area = t.feature(hit).area;
      if (m.blocked_by_terrain || t.touches(piece, area) || t.touches(enemy, area)) continue;
      m.blocked_by_terrain = hit;
    }
  }
  return m;
}

}  // namespace grognard::scenario
