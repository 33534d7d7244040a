// A skirmish volley: `pairs` distinguishable 2D6 pairs and `singles` extra single D6
// (S11.14). Summarised as the number of sixes (hits), whether any pair is a double six, and
// whether any pair is another double (smoke, S16.4). The weights are computed by dynamic
// programming over the pairs, so ten pairs have about 80 outcomes instead of 6^20 faces.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "dice/chance_node.h"

namespace grognard::dice {

struct VolleyResult {
  int hits = 0;               // dice showing 6, pairs and singles together
  bool double_six = false;    // at least one pair shows 6-6
  bool other_double = false;  // at least one pair shows a double other than 6-6
  constexpr auto operator<=>(const VolleyResult&) const = default;
};

class SkirmishVolley final : public ChanceNode {
 public:
  using Value = VolleyResult;
  static constexpr int kMaxPairs = 64;
  static constexpr int kMaxSingles = 4;

  // Requires 0 <= pairs <= kMaxPairs and 0 <= singles <= kMaxSingles.
  SkirmishVolley(int pairs, int singles);

  [[nodiscard]] std::size_t size() const override;
  [[nodiscard]] double probability(std::size_t i) const override;
  // Faces in order: each pair in turn (two faces), then the single dice.
  [[nodiscard]] int dice() const override { return 2 * pairs_ + singles_; }
  [[nodiscard]] std::size_t summarise(std::span<const Face> faces) const override;
  [[nodiscard]] std::string label() const override;
  [[nodiscard]] Value value(std::size_t i) const;

  struct Support;  // outcomes and weights, shared by every node with the same dice

 private:
  int pairs_;
  int singles_;
  const Support* support_;
};

}  // namespace grognard::dice
