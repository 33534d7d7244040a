// Playing a battle: the turn sequence (PR-TURN-*), driven one phase at a time. Every phase asks
// each side's Player for orders (the side with the initiative first), refuses illegal ones with
// the clause that forbids them, resolves the dice through the state's own generator (or a
// player's hand), and appends every event to the log. The same state, players and dice give the
// same log, byte for byte.
#pragma once

#include <array>
#include <functional>
#include <string_view>
#include <vector>

#include "dice/chance_node.h"
#include "game/log.h"
#include "game/player.h"
#include "game/state.h"

namespace grognard::game {

// Dice typed in by hand: the faces of `node`, rolled under `clause`. Empty: the computer rolls.
using HandDice =
    std::function<std::vector<dice::Face>(const dice::ChanceNode& node, std::string_view clause)>;

struct Players {
  std::array<Player*, 2> side{};
  HandDice hand;
};

// Plays the current phase of `state` and moves it to the next phase (after the melee phase, the
// end-of-turn checks and the next turn's command phase). Does nothing once the battle is over.
void play_phase(GameState& state, const Players& players, Log& log);

// Plays phases until the next turn begins or the battle is over.
void play_turn(GameState& state, const Players& players, Log& log);

// Plays to the end: a side gives way, or the turn limit (PR-VICTORY-1).
void play_battle(GameState& state, const Players& players, Log& log);

// The starting state's dice: seeds the generator (PR-TURN-4).
void seed_dice(GameState& state, std::uint64_t seed);

}  // namespace grognard::game
