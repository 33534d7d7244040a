// Battles per second (issue 6): the built-in battle played to its end by two AI commanders,
// every phase through the chance engine. On one thread and on two (each thread plays its own
// battles with its own seeds, as `grognard simulate --threads 2` does); items_per_second is
// battles per second over all threads.
#include <benchmark/benchmark.h>

#include <atomic>

#include "engine/battle.h"

namespace {

using namespace grognard;

void BM_DefaultBattle(benchmark::State& state) {
  const game::GameState start = engine::default_battle();
  static std::atomic<std::uint64_t> next_seed{1};
  for (auto _ : state) {
    // The same 50 battles cycle in every run, so one and two threads play alike battles.
    const engine::BattleReport r = engine::play_battle(start, 1 + next_seed++ % 50);
    benchmark::DoNotOptimize(r.state.turn);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_DefaultBattle)->Unit(benchmark::kMillisecond)->UseRealTime()->Threads(1)->Threads(2);

// Setting up the built-in battle from its embedded scenario file.
void BM_DefaultBattleSetup(benchmark::State& state) {
  for (auto _ : state) {
    const game::GameState s = engine::default_battle();
    benchmark::DoNotOptimize(s.units.size());
  }
}
BENCHMARK(BM_DefaultBattleSetup)->Unit(benchmark::kMicrosecond);

}  // namespace
