// A battle played phase by phase between two line commanders, for tests that look at the
// positions it passes through.
#pragma once

#include <cstdint>
#include <utility>

#include "ai/line_commander.h"
#include "game/battle.h"

namespace grognard::testing {

// Plays battle `s` with its dice seeded by `seed`, both sides commanded by ai::LineCommander,
// and shows `visit` the state at the start of every phase until `visit` returns false or the
// battle ends.
template <class Visit>
void play_line_battle(game::GameState s, std::uint64_t seed, Visit visit) {
  game::seed_dice(s, seed);
  ai::LineCommander a;
  ai::LineCommander b;
  game::Players players;
  players.side = {&a, &b};
  game::Log log;
  while (!s.over) {
    if (!visit(std::as_const(s))) return;
    game::play_phase(s, players, log);
  }
}

// The log of battle `s` played to its end with its dice seeded by `seed`, both sides commanded
// by ai::LineCommander.
inline game::Log line_battle_log(game::GameState s, std::uint64_t seed) {
  game::seed_dice(s, seed);
  ai::LineCommander a;
  ai::LineCommander b;
  game::Players players;
  players.side = {&a, &b};
  game::Log log;
  game::play_battle(s, players, log);
  return log;
}

}  // namespace grognard::testing
