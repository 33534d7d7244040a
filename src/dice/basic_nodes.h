// The plain dice of the rules: one D6, a D3 read from a D6, and 2D6 kept as a pair so that
// doubles are known (a double six is Fate or a discipline test, a double one low ammunition).
#pragma once

#include <array>
#include <string>

#include "dice/chance_node.h"

namespace grognard::dice {

class D6 final : public ChanceNode {
 public:
  using Value = int;
  [[nodiscard]] std::size_t size() const override { return 6; }
  [[nodiscard]] double probability(std::size_t) const override { return 1.0 / 6.0; }
  [[nodiscard]] int dice() const override { return 1; }
  [[nodiscard]] std::size_t summarise(std::span<const Face> f) const override {
    return static_cast<std::size_t>(f[0] - 1);
  }
  [[nodiscard]] std::string label() const override { return "1D6"; }
  [[nodiscard]] Value value(std::size_t i) const { return static_cast<int>(i) + 1; }
};

// 1D3: one D6 halved rounding up (1-2 = 1, 3-4 = 2, 5-6 = 3), as the seeds read it.
class D3 final : public ChanceNode {
 public:
  using Value = int;
  [[nodiscard]] std::size_t size() const override { return 3; }
  [[nodiscard]] double probability(std::size_t) const override { return 1.0 / 3.0; }
  [[nodiscard]] int dice() const override { return 1; }
  [[nodiscard]] std::size_t summarise(std::span<const Face> f) const override {
    return static_cast<std::size_t>((f[0] - 1) / 2);
  }
  // The die thrown is a D6: the label says how it is read, so that a logged or typed face of 4
  // is not taken for a D3 of 4.
  [[nodiscard]] std::string label() const override {
    return "1D3 (a D6: 1-2 = 1, 3-4 = 2, 5-6 = 3)";
  }
  [[nodiscard]] Value value(std::size_t i) const { return static_cast<int>(i) + 1; }
};

// Two D6 without order: 21 outcomes, low <= high.
struct Pair {
  int low = 1;
  int high = 1;
  [[nodiscard]] constexpr int sum() const { return low + high; }
  [[nodiscard]] constexpr bool is_double() const { return low == high; }
  [[nodiscard]] constexpr bool double_six() const { return low == 6 && high == 6; }
  [[nodiscard]] constexpr bool double_one() const { return low == 1 && high == 1; }
  constexpr auto operator<=>(const Pair&) const = default;
};

// The 21 pairs in order (1,1), (1,2) ... (1,6), (2,2) ... (6,6).
constexpr std::array<Pair, 21> all_pairs() {
  std::array<Pair, 21> p{};
  std::size_t n = 0;
  for (int lo = 1; lo <= 6; ++lo) {
    for (int hi = lo; hi <= 6; ++hi) p[n++] = Pair{lo, hi};
  }
  return p;
}

class TwoD6 final : public ChanceNode {
 public:
  using Value = Pair;
  [[nodiscard]] std::size_t size() const override { return kPairs.size(); }
  [[nodiscard]] double probability(std::size_t i) const override {
    return kPairs[i].is_double() ? 1.0 / 36.0 : 2.0 / 36.0;
  }
  [[nodiscard]] int dice() const override { return 2; }
  [[nodiscard]] std::size_t summarise(std::span<const Face> f) const override {
    return index_of(f[0] < f[1] ? f[0] : f[1], f[0] < f[1] ? f[1] : f[0]);
  }
  [[nodiscard]] std::string label() const override { return "2D6"; }
  [[nodiscard]] Value value(std::size_t i) const { return kPairs[i]; }

 private:
  // Index of (lo, hi) in kPairs: rows of decreasing length 6, 5, ..., 1.
  static constexpr std::size_t index_of(int lo, int hi) {
    std::size_t before = 0;
    for (int l = 1; l < lo; ++l) before += static_cast<std::size_t>(7 - l);
    return before + static_cast<std::size_t>(hi - lo);
  }
  static constexpr std::array<Pair, 21> kPairs = all_pairs();
};

}  // namespace grognard::dice
