// Conformance, the chance side: at every fire and melee phase of random battles, each fire the
// game could order and each melee it fights is resolved both ways, the exact distribution from
// the chance engine and the computer's dice sampled many times, and the two must agree
// (chi-square at p = 1e-6, tests/sampling.h). The battles then go on as the AI plays them.
#include <gtest/gtest.h>

#include "game/battle.h"
#include "game/fire.h"
#include "game/melee.h"
#include "game/peninsular.h"
#include "line_battle.h"
#include "sampling.h"

namespace grognard::game {
namespace {

#if defined(__SANITIZE_ADDRESS__)
// The sanitizer build (-O0) is ~50 times slower: one battle, a long one (battle 504 has charges
// and melees; 501 is over in a few turns).
constexpr std::uint64_t kFirst = 4;
constexpr std::uint64_t kBattles = 1;
constexpr long kSamples = 400;
#else
constexpr std::uint64_t kFirst = 1;
constexpr std::uint64_t kBattles = 10;
constexpr long kSamples = 2000;
#endif

template <class Rule>
void agrees(Rule rule, std::uint64_t seed, const std::string& what) {
  const auto exact = dice::enumerate(rule);
  ASSERT_NEAR(exact.total(), 1.0, 1e-12) << what;
  const testing::ChiSquare chi = testing::sampled_against_exact(rule, exact, kSamples, seed);
  EXPECT_TRUE(chi.agrees()) << what << ": chi-square " << chi.statistic << " > " << chi.bound();
}

// Every fire of every unit at its nearest target, as the fire phase would derive it.
int check_fire(const GameState& s, std::uint64_t seed, const std::string& where) {
  const Board b = board_of(s);
  int checked = 0;
  for (const Unit& u : s.units) {
    if (!u.on_table()) continue;
    const std::vector<int> targets = fire_targets(s, b, u.id);
    if (targets.empty()) continue;
    const int t = targets.front();
    const std::string what = where + " " + u.name + " at " + unit(s, t).name;
    switch (fire_kind(u)) {
      case FireKind::volley: {
        const rules::Volley v = volley_of(s, b, u.id, t);
        agrees(
            [&](dice::Roller& r) {
              rules::Events off(false);
              return rules::resolve_volley(v, r, off);
            },
            seed + u.id, what);
        break;
      }
      case FireKind::skirmish: {
        const rules::SkirmishFire f = skirmish_fire_of(s, b, u.id, t);
        agrees(
            [&](dice::Roller& r) {
              rules::Events off(false);
              return rules::resolve_skirmish_fire(f, r, off);
            },
            seed + u.id, what);
        break;
      }
      case FireKind::artillery: {
        std::vector<int> behind;
        const rules::ArtilleryFire a = artillery_fire_of(s, b, u.id, t, behind);
        agrees(
            [&](dice::Roller& r) {
              rules::Events off(false);
              return rules::resolve_artillery_fire(a, r, off);
            },
            seed + u.id, what);
        break;
      }
      case FireKind::none:
        continue;
    }
    ++checked;
  }
  return checked;
}

// Every melee the phase will fight: each charger in contact with its target.
int check_melee(const GameState& s, std::uint64_t seed, const std::string& where) {
  const Board b = board_of(s);
  int checked = 0;
  for (const Unit& u : s.units) {
    if (!u.on_table() || !u.charged || u.engaged_with < 0) continue;
    if (!unit(s, u.engaged_with).on_table()) continue;
    const rules::Melee m = melee_of(s, b, u.id, u.engaged_with);
    agrees(
        [&](dice::Roller& r) {
          rules::Events off(false);
          return rules::resolve_melee(m, r, off);
        },
        seed + u.id, where + " melee " + u.name);
    ++checked;
  }
  return checked;
}

TEST(BattleSampling, SampledAgreesWithExactAtEveryFireAndMeleePhase) {
  int fires = 0;
  int melees = 0;
  for (std::uint64_t seed = kFirst; seed < kFirst + kBattles; ++seed) {
    grognard::testing::play_line_battle(peninsular_battle(), 500 + seed, [&](const GameState& s) {
      const std::string where =
          "battle " + std::to_string(500 + seed) + " turn " + std::to_string(s.turn);
      if (s.phase == model::Phase::fire) fires += check_fire(s, seed * 1000 + s.turn, where);
      if (s.phase == model::Phase::melee) melees += check_melee(s, seed * 1000 + s.turn, where);
      return !::testing::Test::HasFailure();
    });
    if (::testing::Test::HasFailure()) return;
  }
  // The checks ran on real fire and real melees, not on nothing.
  EXPECT_GT(fires, 10);
  EXPECT_GT(melees, 0);
}

}  // namespace
}  // namespace grognard::game
