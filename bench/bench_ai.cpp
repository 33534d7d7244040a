// The searching commander's speed (issue 14): decisions and look-ahead nodes per second, and the
// longest time it takes over one phase of the default battle on one core, which must stay
// within a second for the default level. A decision is one unit's order (or one charge answer)
// weighed among its candidates; a node is one answer given inside a look-ahead.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>

#include "ai/commanders.h"
#include "ai/line_commander.h"
#include "ai/search_commander.h"
#include "engine/battle.h"
#include "game/battle.h"
#include "game/match.h"

namespace {

using namespace grognard;

// A search commander's side against the line commander, through a whole default battle,
// timing each phase the search side answers.
struct Played {
  ai::SearchCount count;
  double longest_phase_s = 0;
};

Played play(std::uint64_t seed, int search_side) {
  game::GameState s = engine::default_battle();
  game::seed_dice(s, seed);
  ai::SearchCommander search(ai::default_search());
  ai::LineCommander line;
  game::Players players;
  players.side[static_cast<std::size_t>(search_side)] = &search;
  players.side[static_cast<std::size_t>(1 - search_side)] = &line;
  game::MatchOptions options;
  options.pause_between_phases = true;
  game::Match m(s, options);
  game::Log log;
  std::size_t seen = 0;
  Played p;
  using Clock = std::chrono::steady_clock;
  Clock::time_point phase_began = Clock::now();
  game::drive(m, players, log, seen, [&](const game::Match& x) {
    if (x.question().kind == game::QuestionKind::next_phase) {
      const double took = std::chrono::duration<double>(Clock::now() - phase_began).count();
      p.longest_phase_s = std::max(p.longest_phase_s, took);
      phase_began = Clock::now();
    }
    return false;
  });
  p.count = search.count();
  return p;
}

void BM_SearchBattle(benchmark::State& state) {
  std::uint64_t seed = 1;
  std::int64_t decisions = 0;
  std::int64_t nodes = 0;
  std::int64_t rollouts = 0;
  double longest = 0;
  for (auto _ : state) {
    const Played p = play(seed, static_cast<int>(seed % 2));
    ++seed;
    decisions += p.count.decisions;
    nodes += p.count.nodes;
    rollouts += p.count.rollouts;
    longest = std::max(longest, p.longest_phase_s);
  }
  state.counters["decisions_per_s"] =
      benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
  state.counters["nodes_per_s"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
  state.counters["lookaheads_per_s"] =
      benchmark::Counter(static_cast<double>(rollouts), benchmark::Counter::kIsRate);
  state.counters["longest_phase_s"] = longest;
}
BENCHMARK(BM_SearchBattle)->Unit(benchmark::kMillisecond)->Iterations(8)->UseRealTime();

// The line commander's battle for comparison (bench_battle measures it in full).
void BM_LineBattle(benchmark::State& state) {
  std::uint64_t seed = 1;
  for (auto _ : state) {
    const engine::BattleReport r = engine::play_battle(engine::default_battle(), seed++);
    benchmark::DoNotOptimize(r.state.turn);
  }
}
BENCHMARK(BM_LineBattle)->Unit(benchmark::kMillisecond);

}  // namespace
