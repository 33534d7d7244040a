// The one interface a rule rolls dice through. A rule is ordinary code that calls roll();
// which Roller it is given decides whether the dice are sampled, enumerated, replayed or
// typed in by a player.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "dice/chance_node.h"

namespace grognard::dice {

class Roller {
 public:
  Roller() = default;
  Roller(const Roller&) = delete;
  Roller& operator=(const Roller&) = delete;
  virtual ~Roller() = default;

  // Chooses the outcome of `node`, rolled under rule clause `clause` (a CLAUSES.md ID).
  // Returns an index in [0, node.size()).
  virtual std::size_t choose(const ChanceNode& node, std::string_view clause) = 0;
};

// Rolls a typed node and returns its summarised value.
template <class Node>
auto roll(Roller& roller, const Node& node, std::string_view clause) {
  return node.value(roller.choose(node, clause));
}

// One roll as it happened at the table: which clause rolled it, what it was, the faces.
struct DiceRecord {
  std::string clause;
  std::string label;
  std::vector<Face> faces;
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
