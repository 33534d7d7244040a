// A short list of the things that change a fire roll, each with its clause: roll modifiers
// (F-MOD-*), damage dice (КУ) and halvings (DECISIONS §5). Fixed capacity, no allocation: exact
// odds run a fire rule once per path of dice.
#pragma once

#include <array>
#include <cstddef>
#include <span>
#include <string_view>

namespace grognard::rules {

struct TallyItem {
  std::string_view what;  // a term for the text layer, e.g. "mod.unformed"
  int value = 0;          // -2 for a modifier, 2 for two damage dice, 1 for a halving
  std::string_view clause;
  bool operator==(const TallyItem&) const = default;
};

class Tally {
 public:
  static constexpr std::size_t kCapacity = 8;

  // Requires fewer than kCapacity items so far (every rule adds at most a handful).
  constexpr void add(std::string_view what, int value, std::string_view clause) {
    if (n_ < kCapacity) items_[n_++] = TallyItem{what, value, clause};
  }
  [[nodiscard]] constexpr int total() const {
    int t = 0;
    for (std::size_t i = 0; i < n_; ++i) t += items_[i].value;
    return t;
  }
  [[nodiscard]] constexpr std::size_t size() const { return n_; }
  [[nodiscard]] constexpr bool empty() const { return n_ == 0; }
  [[nodiscard]] std::span<const TallyItem> items() const { return {items_.data(), n_}; }
  // True when an item with this term is in the list.
  [[nodiscard]] constexpr bool has(std::string_view what) const {
    for (std::size_t i = 0; i < n_; ++i) {
      if (items_[i].what == what) return true;
    }
    return false;
  }

 private:
  std::array<TallyItem, kCapacity> items_{};
  std::size_t n_ = 0;
};

}  // namespace grognard::rules
