// The tabletop at scale: 2 x N units on a table whose area grows with N, with woods and
// villages; the table placed (every base, the R-trees) and every unit's fire targets derived
// (range, band, arc, line of sight, units in the way, screens, units behind, priority). Growth
// from 2 x 30 to 2 x 300 should be no worse than n log n: (600 log 600) / (60 log 60) = 15.6.
#include <benchmark/benchmark.h>

#include <cmath>
#include <random>

#include "scenario/field.h"
#include "scenario/targets.h"
#include "table/footprint.h"

namespace {

using namespace grognard;

// Each side deploys its units in cells of 6" x 4" (a battalion's frontage and depth with room
// around it), rows behind rows, the two front rows 14" apart; the table grows with the armies,
// so the density of units, and so what each unit has within reach, is the same for every N.
scenario::Scenario battle(int per_side) {
  constexpr double cell_w = 6;
  constexpr double cell_d = 4;
  constexpr double gap = 14;
  constexpr double margin = 6;
  const int columns = static_cast<int>(std::ceil(std::sqrt(per_side * 1.5)));
  const int rows = (per_side + columns - 1) / columns;
  scenario::Scenario s;
  s.width = columns * cell_w + 2 * margin;
  s.depth = 2 * rows * cell_d + gap + 2 * margin;
  s.armies = {{"fr", {"French", "Французы"}, model::Nation::french, "", {}},
              {"br", {"British", "Британцы"}, model::Nation::british, "", {}}};
  s.brigades = {{"fr1", "fr", {}, model::BrigadeStatus::obeying, {}},
                {"br1", "br", {}, model::BrigadeStatus::obeying, {}}};
  std::mt19937 rng(1811);
  std::uniform_real_distribution<double> jitter(-0.4, 0.4);
  const double mid = s.depth / 2;
  // Terrain: a wood and a village in every fifth cell of the middle ground and the deployments.
  int id = 0;
  for (int r = -rows; r <= rows; r += 2) {
    for (int c = (r + rows) % 5; c < columns; c += 5) {
      const double x = margin + (c + 0.5) * cell_w;
      const double y = mid + r * cell_d + (r < 0 ? -gap / 2 : gap / 2) * (r == 0 ? 0 : 1);
      scenario::Terrain t;
      t.id = "t" + std::to_string(id++);
      t.feature.kind = (c + r) % 2 == 0 ? table::TerrainKind::wood : table::TerrainKind::built_up;
      t.feature.area = table::make_polygon(
          {{x - 2.5, y - 0.6}, {x + 2.5, y - 0.6}, {x + 2.5, y + 0.6}, {x - 2.5, y + 0.6}});
      s.terrain.push_back(t);
    }
  }
  // One unit in five a skirmish screen, one in ten a battery, the rest line battalions.
  for (int side = 0; side < 2; ++side) {
    for (int i = 0; i < per_side; ++i) {
      const int row = i / columns;
      const int col = i % columns;
      const double x = margin + (col + 0.5) * cell_w + jitter(rng);
      const double front = mid + (side == 0 ? -1 : 1) * (gap / 2 + row * cell_d);
      scenario::Unit u;
      u.id = (side == 0 ? "f" : "b") + std::to_string(i);
      u.brigade = side == 0 ? "fr1" : "br1";
      u.body.nation = side == 0 ? model::Nation::french : model::Nation::british;
      u.body.figures = 24;
      u.body.initial_strength = 24;
      table::FootprintSpec spec;
      spec.width = 1.2;
      spec.depth = 0.8;
      spec.bases = 3;
      if (i % 10 == 5) {
        u.body.arm = model::Arm::artillery;
        u.type = model::UnitType::artillery;
        u.body.formation = model::Formation::unlimbered;
        spec.bases = 2;
      } else if (i % 5 == 0) {
        u.body.formation = model::Formation::skirmish;
        u.type = model::UnitType::skirmish_screen;
        spec.layout = table::Layout::open_order;
        spec.gap = 0.8;
      }
      scenario::place(u, table::footprint(table::Point(x, front), side == 0 ? 0 : 180, spec), {});
      s.units.push_back(u);
    }
  }
  return s;
}

void BM_FireTargetsOfEveryUnit(benchmark::State& state) {
  const scenario::Scenario s = battle(static_cast<int>(state.range(0)));
  std::size_t lines = 0;
  for (auto _ : state) {
    const scenario::Field field(s);  // places every base and builds the R-trees
    lines = 0;
    for (std::size_t u = 0; u < s.units.size(); ++u) {
      const scenario::Targets t = scenario::fire_targets(field, u);
      lines += t.lines.size();
      benchmark::DoNotOptimize(t);
    }
  }
  state.counters["units"] = static_cast<double>(s.units.size());
  state.counters["target_lines"] = static_cast<double>(lines);
}
BENCHMARK(BM_FireTargetsOfEveryUnit)->Arg(30)->Arg(100)->Arg(300)->Unit(benchmark::kMillisecond);

// The two halves apart: placing the table, and deriving the targets on a placed table.
void BM_PlaceTheTable(benchmark::State& state) {
  const scenario::Scenario s = battle(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    const scenario::Field field(s);
    benchmark::DoNotOptimize(field.table().near(0, 1));  // builds the R-trees
  }
}
BENCHMARK(BM_PlaceTheTable)->Arg(30)->Arg(300)->Unit(benchmark::kMillisecond);

void BM_DeriveTargetsOnAPlacedTable(benchmark::State& state) {
  const scenario::Scenario s = battle(static_cast<int>(state.range(0)));
  const scenario::Field field(s);
  for (auto _ : state) {
    for (std::size_t u = 0; u < s.units.size(); ++u) {
      benchmark::DoNotOptimize(scenario::fire_targets(field, u));
    }
  }
}
BENCHMARK(BM_DeriveTargetsOnAPlacedTable)->Arg(30)->Arg(300)->Unit(benchmark::kMillisecond);

}  // namespace
