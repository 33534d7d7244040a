// A battle played with a picture of every turn: the state at the start and at the end of each
// turn, for the HTML report (`grognard battle --report`).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/battle.h"

namespace grognard::engine {

struct BattleRecord {
  BattleReport report;                 // the final state and the whole log
  std::vector<game::GameState> turns;  // [0]: the start; [k]: the end of turn k
};

// Plays `start` from `seed` to its end as play_battle() does (the same seed gives the same log)
// and keeps the state after every turn.
BattleRecord record_battle(game::GameState start, std::uint64_t seed,
                           std::array<game::Player*, 2> players = {nullptr, nullptr},
                           const game::HandDice& hand = {});

}  // namespace grognard::engine
