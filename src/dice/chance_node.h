// A chance node: one random event of a rule (a D6, a 2D6 roll, N damage dice, a skirmish
// volley of many pairs), seen as a finite set of summarised outcomes with exact probabilities.
//
// The same node serves all four ways of running a rule:
//  - enumeration walks its outcomes and their probabilities;
//  - sampling, replay and a player's own dice produce physical faces, which the node
//    summarises into one of its outcomes.
// A node's outcomes are a summary (a count of hits, a pair of dice without order), never the
// raw 6^n faces, so exact odds cost the product of summary sizes.
#pragma once

#include <cstddef>
#include <span>
#include <string>

#include "dice/face.h"

namespace grognard::dice {

class ChanceNode {
 public:
  ChanceNode() = default;
  ChanceNode(const ChanceNode&) = default;
  ChanceNode& operator=(const ChanceNode&) = default;
  virtual ~ChanceNode() = default;

  // Number of outcomes; every outcome index in [0, size()) has probability > 0.
  [[nodiscard]] virtual std::size_t size() const = 0;
  // Probability of outcome i; the probabilities sum to 1.
  [[nodiscard]] virtual double probability(std::size_t i) const = 0;
  // How many physical D6 a player rolls for this node (may be 0: a certain outcome).
  [[nodiscard]] virtual int dice() const = 0;
  // Summarises exactly dice() faces, each 1..6, in the node's documented order, into the
  // index of the outcome they make. Requires faces.size() == dice() and valid faces.
  [[nodiscard]] virtual std::size_t summarise(std::span<const Face> faces) const = 0;
  // What a player would call the roll: "2D6", "3×2D6 + 1D6", "2 damage dice".
  [[nodiscard]] virtual std::string label() const = 0;
};

}  // namespace grognard::dice
