// The one interface a rule rolls dice through. A rule is ordinary code that calls roll();
// which Roller it is given decides whether the dice are sampled, enumerated, replayed or
// typed in by a player.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "dice/chance_node.h"

namespace grognard::dice {

// Who throws a roll, where each party of a rule throws its own dice: the attacker (first) and
// the defender (second) of a melee (PR-MELEE-1), the first and the second side at the initiative
// (PR-CMD-3). The rule says it with the roll, so whoever runs the rule knows whose dice to ask for
// by hand and to log, without reading the clause.
enum class Thrower : std::uint8_t { either, first, second };

class Roller {
 public:
  Roller() = default;
  Roller(const Roller&) = delete;
  Roller& operator=(const Roller&) = delete;
  virtual ~Roller() = default;

  // Chooses the outcome of `node`, rolled under rule clause `clause` (a CLAUSES.md ID).
  // Returns an index in [0, node.size()).
  virtual std::size_t choose(const ChanceNode& node, std::string_view clause) = 0;

  // Who throws the roll being chosen: set by roll() around choose(), `either` otherwise.
  [[nodiscard]] Thrower thrower() const { return thrower_; }
  void set_thrower(Thrower t) { thrower_ = t; }

 private:
  Thrower thrower_ = Thrower::either;
};

// Rolls a typed node and returns its summarised value.
template <class Node>
auto roll(Roller& roller, const Node& node, std::string_view clause) {
  return node.value(roller.choose(node, clause));
}

// Rolls a typed node thrown by one party of the rule (Thrower).
template <class Node>
auto roll(Roller& roller, const Node& node, std::string_view clause, Thrower by) {
  roller.set_thrower(by);
  const std::size_t i = roller.choose(node, clause);
  roller.set_thrower(Thrower::either);
  return node.value(i);
}

// One roll as it happened at the table: which clause rolled it, what it was, the faces, and
// who threw it when the rule says.
struct DiceRecord {
  std::string clause;
  std::string label;
  std::vector<Face> faces;
  Thrower thrower = Thrower::either;
};

// A Roller that gets physical faces for every node (from a PRNG, a recorded list or a
// player), keeps a record of them, and lets the node summarise them.
class RecordingRoller : public Roller {
 public:
  std::size_t choose(const ChanceNode& node, std::string_view clause) final;

  [[nodiscard]] const std::vector<DiceRecord>& records() const { return records_; }
  // Every face in the order rolled.
  [[nodiscard]] std::vector<Face> faces() const;

 protected:
  // Produces exactly node.dice() valid faces for `node`.
  virtual std::vector<Face> faces_for(const ChanceNode& node, std::string_view clause) = 0;

 private:
  std::vector<DiceRecord> records_;
};

}  // namespace grognard::dice
