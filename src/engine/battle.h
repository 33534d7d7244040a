// The engine's battle API for front ends: the built-in scenario, and a battle played to its end
// by AI commanders (or any game::Player a front end supplies, such as a human at a prompt).
#pragma once

#include <functional>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/action.h"
#include "game/battle.h"
#include "game/log.h"
#include "game/record.h"
#include "game/state.h"
#include "model/ai_level.h"

namespace grognard::engine {

// The built-in Peninsular battle (game/peninsular.h).
game::GameState default_battle();

// How the computer commands the sides no player commands: a level per side (model/ai_level.h)
// and whether the searching commander says why it answers as it does (`--explain`).
struct AiSides {
  std::array<model::AiLevel, 2> level{model::AiLevel::line, model::AiLevel::line};
  bool explain = false;
};

struct BattleReport {
  game::GameState state;  // at the end
  game::Log log;
};

// Plays `start` from `seed` to its end. A side with no player given is commanded by the AI at
// the level `ai` gives it.
BattleReport play_battle(game::GameState start, std::uint64_t seed,
                         std::array<game::Player*, 2> players = {nullptr, nullptr},
                         const game::HandDice& hand = {}, const AiSides& ai = {});

// The same, played in place from report.state (the start) into report.log, so that a player at
// a prompt can read the log (and, with a player or a hand given, the state) as the battle goes
// on; with `turns`, the state at the start and at the end of every turn is appended to it as the
// battle goes (for the HTML report). Returns how it ended: over, or stopped where a player left
// (Player::stopped, or a hand that gave no faces).
game::Driven play_battle(BattleReport& report, std::uint64_t seed,
                         std::array<game::Player*, 2> players, const game::HandDice& hand,
                         std::vector<game::GameState>* turns = nullptr, const AiSides& ai = {});

// A battle with a picture of every turn, for the HTML report (`grognard battle --report`).
struct BattleRecord {
  BattleReport report;                 // the final state and the whole log
  std::vector<game::GameState> turns;  // [0]: the start; [k]: the end of turn k
};

// Plays `start` from `seed` to its end as play_battle() does (the same seed gives the same log)
// and keeps the state after every turn.
BattleRecord record_battle(game::GameState start, std::uint64_t seed,
                           std::array<game::Player*, 2> players = {nullptr, nullptr},
                           const game::HandDice& hand = {}, const AiSides& ai = {});

// A battle played again from its record (game/record.h, PR-RECORD-1): the recorded decisions
// for the sides a player commanded, the AI at its recorded level for the others, the recorded dice
// when they were typed by hand, the seed's for the rest. `matches` when it began from the recorded
// state and ended (or stopped, where the player left) in the recorded one; otherwise `why` is a
// phrase key: "replay.other_battle" (another scenario or setup), "replay.diverged" (the decisions
// or dice do not fit the battle), "replay.other_end" (it ended elsewhere). With "replay.diverged",
// `unfit` names the first recorded answer that does not apply to the battle and why ("decisions[3]:
// orders[0]: the game refuses it (PR-MOVE-13, ...)", "dice[2]:
// ..."). A record written as the battle went (`interrupted`) has no end hash to check.
struct Replay {
  BattleRecord record;
  bool matches = false;
  std::string why;
  std::string unfit;
};
Replay replay_battle(game::GameState start, const game::Record& record);

// The exact odds of `unit`'s fire at `target` where they stand now: the volley, skirmish fire
// or artillery fire the fire phase would resolve (game/fire.h), in the shape of `grognard odds`.
// Nothing when the table does not let it fire at the target (game::cannot_fire).
std::optional<OddsReport> fire_odds(const game::GameState& state, int unit, int target);

}  // namespace grognard::engine

namespace grognard::engine {

struct SimulationSummary {
  int battles = 0;
  std::array<int, 2> wins{};
  int draws = 0;
  int turns = 0;  // summed over battles
  // 95% Wilson interval of each side's share of wins.
  [[nodiscard]] std::array<double, 2> low() const;
  [[nodiscard]] std::array<double, 2> high() const;
};

// Plays `n` battles from `start` with seeds first_seed, first_seed + 1, ... between two AI
// commanders of the levels `ai` gives on `threads` threads; the summary does not depend on the
// number of threads. `progress`, when given, is told how many battles are done after each one
// ends (from any of the threads, one call at a time).
SimulationSummary simulate(const game::GameState& start, int n, int threads,
                           std::uint64_t first_seed,
                           const std::function<void(int done)>& progress = {},
                           const AiSides& ai = {});

}  // namespace grognard::engine
