// A player: who decides the orders of one side. The AI, a script, a human at a prompt or a
// stronger AI are all Players, so any of them can command either side. A drive (battle.h) puts
// a match's questions to them; the match itself never calls a player.
#pragma once

#include <span>
#include <vector>

#include "game/log.h"
#include "game/order.h"
#include "game/state.h"
#include "rules/charge.h"

namespace grognard::game {

class Player {
 public:
  Player() = default;
  Player(const Player&) = delete;
  Player& operator=(const Player&) = delete;
  virtual ~Player() = default;

  // The orders of `side` for the current phase of `state` (state.phase). The game checks and
  // carries them out in order; a refused order is logged with its clause and skipped.
  virtual std::vector<Order> orders(const GameState& state, int side) = 0;

  // How unit `target` of this player's side answers the charge of `charger`: one of `allowed`.
  virtual rules::Response answer_charge(const GameState& state, int target, int charger,
                                        std::span<const rules::Response> allowed) = 0;

  // Squadron charges (S16.2, `squadron_charges` option): how many squadrons cavalry `unit` of
  // this player's side sends against the enemy cavalry `enemy` charging it, written down before
  // the charger's count is known: `state` does not hold it (S16.2-2). 1 to the regiment's
  // squadrons; 0 writes nothing and commits the whole regiment (S16.2-3).
  virtual int squadrons_for(const GameState& state, int unit, int enemy) = 0;

  // True once the player has stopped answering (left the table, or its record ran out): the
  // answer it just gave is not taken and the battle stops at that question.
  [[nodiscard]] virtual bool stopped() const { return false; }

  // True for a player that gives its orders one at a time, seeing each carried out (its dice
  // rolled, a charge answered) before it chooses the next: orders() is asked again after every
  // order, only the first order of each list is given, and an empty list ends the side's orders
  // for the phase. A refused order also ends them, so a player cannot be asked the same question
  // forever.
  [[nodiscard]] virtual bool one_at_a_time() const { return false; }

  // Why it answered as it did (`--explain`): entries the drive puts in the log just before the
  // answer they explain. Asked once after every answer; the player forgets them once given.
  virtual Log reasons() { return {}; }
};

}  // namespace grognard::game
