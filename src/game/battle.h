// Playing a battle with players: a match (match.h) whose questions are put to a Player per side
// and to a hand for dice typed by hand. The AI, a script, a recorded battle and the terminal
// prompt are Players; the match never calls them, the drive does. The same state, players and
// dice give the same log, byte for byte.
#pragma once

#include <array>
#include <functional>
#include <string_view>
#include <vector>

#include "dice/chance_node.h"
#include "game/log.h"
#include "game/match.h"
#include "game/player.h"
#include "game/state.h"

namespace grognard::game {

// Dice typed in by hand: the faces of the roll a match asks for (q.dice faces of q.label under
// q.clause). An empty answer stops the battle there (the player left, or a record ran out).
using HandDice = std::function<std::vector<dice::Face>(const Question& q)>;

// Who answers a match's questions: a Player per side (none: that side gives no orders, meets a
// charge with the first answer open to it and commits whole regiments), and the hand that types
// the dice (none: the computer rolls, from the state's generator).
struct Players {
  std::array<Player*, 2> side{};
  HandDice hand;
};

// How a drive ended: the battle is over, a player stopped (Player::stopped, or the hand gave
// no faces), or `until` said so.
enum class Driven { over, stopped, until };

// Plays match `m` with `players`: each question to the player of its side, the order lists one
// order at a time and then done. `log` receives the match's new entries (from entry `seen`
// of m.log(), which moves on) and, where an order a player gave was refused, a "game.refused"
// entry with its clause: the match itself takes nothing refused. `until`, when given, is asked
// before each question.
Driven drive(Match& m, const Players& players, Log& log, std::size_t& seen,
             const std::function<bool(const Match&)>& until = {});

// Plays the current phase of `state` and moves it to the next phase (after the melee phase, the
// end-of-turn checks; the next phase's own rolls are left to it). Does nothing once the battle
// is over. A drive of a match that pauses between phases.
void play_phase(GameState& state, const Players& players, Log& log);

// Plays phases until the next turn begins or the battle is over.
void play_turn(GameState& state, const Players& players, Log& log);

// Plays to the end: a side gives way, or the turn limit (PR-VICTORY-1).
void play_battle(GameState& state, const Players& players, Log& log);

// The victory points `side` scores now from the scenario's goals (PR-VICTORY-2): what it would
// score were the turn limit reached in this state.
int victory_points(const GameState& state, int side);

// Whether `unit` counts towards holding terrain feature `f` (PR-VICTORY-2): on the table, in
// good order or merely Unformed, with the centre of its front edge in it. A side holds the
// feature when one of its units stands on it and no enemy unit does.
bool stands_on(const Unit& unit, const table::Feature& f);

// The losses of `side` as the turn limit counts them (PR-VICTORY-1): 100 for each of its units
// off the table, and the whole points of damage on those still on it.
int battle_losses(const GameState& state, int side);

// The starting state's dice: seeds the generator (PR-TURN-4).
void seed_dice(GameState& state, std::uint64_t seed);

}  // namespace grognard::game
