#include "ai/random_commander.h"

#include <cmath>
#include <numbers>

#include <pcg_random.hpp>

#include "game/legal_orders.h"
#include "table/geometry.h"

namespace grognard::ai {

std::uint64_t decision_seed(std::uint64_t seed, std::initializer_list<std::int64_t> names) {
  const auto mix = [](std::uint64_t z) {
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30U)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27U)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31U);
  };
  std::uint64_t h = mix(seed);
  for (std::int64_t n : names) h = mix(h ^ static_cast<std::uint64_t>(n));
  return h;
}

namespace {

// A uniform number in [0, n); requires n > 0.
std::size_t pick(pcg32& g, std::size_t n) {
  return static_cast<std::size_t>(g(static_cast<std::uint32_t>(n)));
}

double uniform(pcg32& g) {
  return static_cast<double>(g()) / 4294967296.0;
}

}  // namespace

std::vector<game::Order> RandomCommander::orders(const game::GameState& s, int side) {
  std::vector<game::Order> out;
  for (const game::Unit& u : s.units) {
    if (u.side != side || !u.on_table()) continue;
    pcg32 g(decision_seed(s.seed, {s.turn, static_cast<int>(s.phase), side, u.id}));
    const std::vector<game::Order> legal = game::legal_orders(s, u.id);
    if (legal.empty()) continue;
    game::Order o = legal[pick(g, legal.size())];
    if (o.kind == game::OrderKind::move) {
      // Anywhere within its move, facing anywhere: a place that turns out blocked is refused
      // by the game and the unit stays.
      const double r = game::move_allowance(u) * std::sqrt(uniform(g));
      const double a = 2 * std::numbers::pi * uniform(g);
      o.x = u.x + r * std::cos(a);
      o.y = u.y + r * std::sin(a);
      o.facing = std::floor(360 * uniform(g));
      if (game::order_refusal(s, side, o)) continue;
    }
    if (o.kind != game::OrderKind::hold) out.push_back(o);
  }
  return out;
}

rules::Response RandomCommander::answer_charge(const game::GameState& s, int target, int charger,
                                               std::span<const rules::Response> allowed) {
  pcg32 g(decision_seed(s.seed, {s.turn, static_cast<int>(s.phase), target, charger, 1}));
  return allowed[pick(g, allowed.size())];
}

int RandomCommander::squadrons_for(const game::GameState& s, int unit, int enemy) {
  const int most = game::unit(s, unit).squadrons;
  if (most <= 0) return 0;
  pcg32 g(decision_seed(s.seed, {s.turn, static_cast<int>(s.phase), unit, enemy, 2}));
  return 1 + static_cast<int>(pick(g, static_cast<std::size_t>(most)));
}

}  // namespace grognard::ai
