// Test helpers for battles: a player whose orders a test decides, and orders built in one line.
#pragma once

#include <deque>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "game/battle.h"
#include "game/order.h"
#include "game/player.h"

namespace grognard::game {

// A player whose orders and charge answers a test decides when the phase asks.
class Scripted final : public Player {
 public:
  std::function<std::vector<Order>(const GameState&, int)> give;
  std::vector<Order> orders(const GameState& s, int side) override {
    return give ? give(s, side) : std::vector<Order>{};
  }
  // The answer to a charge: `answer` when the test sets one, else the first response allowed.
  std::function<rules::Response(std::span<const rules::Response>)> answer;
  rules::Response answer_charge(const GameState&, int, int,
                                std::span<const rules::Response> allowed) override {
    return answer ? answer(allowed) : allowed.front();
  }
  // S16.2: the count a test decides; by default nothing written, the whole regiment (S16.2-3).
  std::function<int(const GameState&, int, int)> squadrons;
  int squadrons_for(const GameState& s, int unit, int enemy) override {
    return squadrons ? squadrons(s, unit, enemy) : 0;
  }
};

// Dice by hand: the faces given, in order, then 3s.
inline HandDice faces(std::deque<int> given) {
  auto q = std::make_shared<std::deque<int>>(std::move(given));
  return [q](const Question& node) {
    std::vector<dice::Face> f;
    for (int i = 0; i < node.dice; ++i) {
      int v = 3;
      if (!q->empty()) {
        v = q->front();
        q->pop_front();
      }
      f.push_back(static_cast<dice::Face>(v));
    }
    return f;
  };
}

}  // namespace grognard::game
