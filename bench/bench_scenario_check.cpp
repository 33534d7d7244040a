// Bounded work on any scenario within the input size limit (docs/limits.md): what `grognard
// check` does with a file (load: parse, read, place every base and refuse the first overlap;
// then every positional rule), on scenarios generated here:
//  - Stacked: n units on one spot. All n^2 / 2 pairs overlap; the loader used to measure each
//    (800 units: 29 s). It now stops at the first: the time should grow like n log n.
//  - Spread: n units in a grid on a table big enough for them, none overlapping, loaded and
//    checked in full; the largest is close to the 1 MiB limit.
// Each must stay within a couple of seconds at the largest n.
#include <benchmark/benchmark.h>

#include <cmath>
#include <string>

#include "model/limits.h"
#include "scenario/check.h"
#include "scenario/field.h"
#include "scenario/load.h"

namespace {

using namespace grognard;

std::string head(double width, double depth) {
  return "[table]\nwidth = " + std::to_string(width) + "\ndepth = " + std::to_string(depth) +
         "\n[[armies]]\nid = \"f\"\nnation = \"french\"\n[[armies]]\nid = \"b\"\n"
         "nation = \"british\"\n[[brigades]]\nid = \"fb\"\narmy = \"f\"\n[[brigades]]\n"
         "id = \"bb\"\narmy = \"b\"\n";
}

std::string unit(int i, double x, double y, bool french) {
  return "[[units]]\nid = \"u" + std::to_string(i) + "\"\nbrigade = \"" + (french ? "fb" : "bb") +
         "\"\nfigures = 24\nat = [" + std::to_string(x) + ", " + std::to_string(y) + "]\n" +
         (french ? "" : "facing = 180\n");
}

std::string stacked(int n) {
  std::string s = head(72, 48);
  for (int i = 0; i < n; ++i) s += unit(i, 36, 24, i % 2 == 0);
  return s;
}

// Battalions of 24 figures in line (4 bases, 6" wide) in cells of 10" x 6", the French in the
// near half facing up, the British in the far half facing down, 30" apart.
std::string spread(int n) {
  const int columns = static_cast<int>(std::ceil(std::sqrt(n)));
  const int rows = (n / 2 + columns - 1) / columns;
  const double width = columns * 10.0 + 10;
  const double depth = 2 * rows * 6.0 + 40;
  std::string s = head(width, depth);
  for (int i = 0; i < n; ++i) {
    const bool french = i % 2 == 0;
    const int k = i / 2;
    const double x = 8 + (k % columns) * 10.0;
    const double row = 4 + (k / columns) * 6.0;
    s += unit(i, x, french ? row : depth - row, french);
  }
  return s;
}

void check(benchmark::State& state, const std::string& text, bool loads) {
  for (auto _ : state) {
    const auto r = scenario::load_scenario_text(text, "bench.toml");
    if (r.ok() != loads) state.SkipWithError(r.ok() ? "loaded" : r.error().message(false).c_str());
    if (r.ok()) {
      const scenario::Field field(r.value());
      benchmark::DoNotOptimize(scenario::check_positions(field));
    }
  }
  state.counters["units"] = static_cast<double>(state.range(0));
  state.counters["KiB"] = static_cast<double>(text.size()) / 1024;
}

void BM_CheckStacked(benchmark::State& state) {
  check(state, stacked(static_cast<int>(state.range(0))), false);
}
BENCHMARK(BM_CheckStacked)
    ->Arg(400)
    ->Arg(800)
    ->Arg(3200)
    ->Arg(10000)
    ->Unit(benchmark::kMillisecond);

void BM_CheckSpread(benchmark::State& state) {
  check(state, spread(static_cast<int>(state.range(0))), true);
}
BENCHMARK(BM_CheckSpread)
    ->Arg(400)
    ->Arg(1600)
    ->Arg(3200)
    ->Arg(10000)
    ->Unit(benchmark::kMillisecond);

}  // namespace
