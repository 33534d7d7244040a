// Exact odds of skirmisher fire for 1..60 figures (issue: under 20 microseconds for 60).
#include <benchmark/benchmark.h>

#include "dice/enumerate.h"
#include "rules/skirmish_fire.h"

namespace {

using namespace grognard;

void BM_SkirmishFireOdds(benchmark::State& state) {
  rules::SkirmishFire fire;
  fire.figures = static_cast<int>(state.range(0));
  fire.cls = model::SkirmisherClass::first;
  fire.target_cover = model::Cover::cover;
  fire.options.smoke = true;
  for (auto _ : state) {
    auto d = dice::enumerate([&](dice::Roller& r) {
      rules::Events off(false);
      return rules::resolve_skirmish_fire(fire, r, off);
    });
    benchmark::DoNotOptimize(d);
  }
}
BENCHMARK(BM_SkirmishFireOdds)->DenseRange(6, 60, 6)->Arg(1)->Unit(benchmark::kMicrosecond);

// Second class, the worst case in dice per figure bar riflemen (who are at most 12).
void BM_SkirmishFireOddsRiflesRate(benchmark::State& state) {
  rules::SkirmishFire fire;
  fire.figures = static_cast<int>(state.range(0));
  fire.cls = model::SkirmisherClass::rifles;  // one pair per 4: 15 pairs for 60 figures
  for (auto _ : state) {
    auto d = dice::enumerate([&](dice::Roller& r) {
      rules::Events off(false);
      return rules::resolve_skirmish_fire(fire, r, off);
    });
    benchmark::DoNotOptimize(d);
  }
}
BENCHMARK(BM_SkirmishFireOddsRiflesRate)->Arg(60)->Unit(benchmark::kMicrosecond);

}  // namespace
