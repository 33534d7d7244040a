// Terrain on the table: areas of one kind, each a polygon. Hills carry a height level (G-49:
// integer levels, higher is higher), redoubts a defence factor (S16.5). Rivers and streams are
// areas too (a scenario may give them as a line with a width).
#pragma once

#include <array>

#include "model/names.h"
#include "table/geometry.h"

namespace grognard::table {

enum class TerrainKind { open, rough, wood, built_up, cover, river, stream, hill, redoubt };

inline constexpr std::array<model::Name<TerrainKind>, 9> kTerrainNames{{
    {TerrainKind::open, "open"},
    {TerrainKind::rough, "rough"},
    {TerrainKind::wood, "wood"},
    {TerrainKind::built_up, "built_up"},
    {TerrainKind::cover, "cover"},
    {TerrainKind::river, "river"},
    {TerrainKind::stream, "stream"},
    {TerrainKind::hill, "hill"},
    {TerrainKind::redoubt, "redoubt"},
}};

struct Feature {
  TerrainKind kind = TerrainKind::open;
  Polygon area;
  int height = 0;   // hills: the level of the hilltop (1, 2, ...); the table itself is level 0
  int defence = 0;  // redoubts: protection factor 6-18 (S16.5-1)
};

// Woods and built-up areas block a line of sight that passes through them (hills block by
// height, Table::sight).
constexpr bool blocks_sight(TerrainKind k) {
  return k == TerrainKind::wood || k == TerrainKind::built_up;
}

}  // namespace grognard::table
