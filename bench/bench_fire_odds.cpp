// Exact odds of fire (issue 3): the worst artillery case, assault fire at a mass column by a
// large elite battery at close range (2 + 1 + 1 + 2 damage dice, and the elite die with a DT),
// must take under 50 microseconds; with it, a volley and the whole engine call for comparison.
#include <benchmark/benchmark.h>

#include "dice/enumerate.h"
#include "engine/api.h"
#include "rules/artillery.h"
#include "rules/volley.h"

namespace {

using namespace grognard;

rules::ArtilleryFire worst_artillery() {
  rules::ArtilleryFire a;
  a.calibre = model::Calibre::heavy;
  a.quality = model::Quality::elite;  // the elite die with a DT: one more die on half the rolls
  a.size = model::UnitSize::large;
  a.nation = model::Nation::russian;
  a.assault_fire = true;
  a.range = 6;  // close: canister
  a.target.type = model::TargetType::infantry;
  a.target.formation = model::Formation::mass_column;
  a.target.general = true;  // Fate rolls the general's D6 too
  a.options.smoke = true;
  return a;
}

void BM_ArtilleryOddsWorstCase(benchmark::State& state) {
  const rules::ArtilleryFire a = worst_artillery();
  for (auto _ : state) {
    auto d = rules::artillery_fire_odds(a);
    benchmark::DoNotOptimize(d);
  }
}
BENCHMARK(BM_ArtilleryOddsWorstCase)->Unit(benchmark::kMicrosecond);

// The same through the engine: JSON in, the report's distributions out.
void BM_ArtilleryOddsWorstCaseEngine(benchmark::State& state) {
  const auto situation = engine::json::parse(R"({"action": "artillery_fire",
      "firer": {"calibre": "12", "quality": "elite", "size": "large", "nation": "russian",
                "assault_fire": true},
      "target": {"type": "infantry", "formation": "mass_column", "general": true},
      "range": 6, "rules": {"smoke": true}})");
  for (auto _ : state) {
    auto r = engine::odds(situation);
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_ArtilleryOddsWorstCaseEngine)->Unit(benchmark::kMicrosecond);

// A large elite battalion's volley at a mass column within 3": 4 damage dice.
void BM_VolleyOdds(benchmark::State& state) {
  rules::Volley v;
  v.quality = model::Quality::guard;
  v.size = model::UnitSize::large;
  v.range = 2;
  v.target.formation = model::Formation::mass_column;
  v.options.smoke = true;
  for (auto _ : state) {
    auto d = rules::volley_odds(v);
    benchmark::DoNotOptimize(d);
  }
}
BENCHMARK(BM_VolleyOdds)->Unit(benchmark::kMicrosecond);

// Roundshot bouncing through six units behind: one more die per unit.
void BM_ArtilleryOddsSixBehind(benchmark::State& state) {
  rules::ArtilleryFire a;
  a.range = 20;
  a.assault_fire = true;
  a.target.formation = model::Formation::column;
  a.behind.assign(rules::kMaxBehind, rules::BehindUnit{model::TargetType::infantry, 3});
  for (auto _ : state) {
    auto d = rules::artillery_fire_odds(a);
    benchmark::DoNotOptimize(d);
  }
}
BENCHMARK(BM_ArtilleryOddsSixBehind)->Unit(benchmark::kMicrosecond);

}  // namespace
