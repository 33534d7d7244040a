// Damage is kept in half points, because the artillery table has ½ results (DECISIONS §3).
// Thresholds, modifiers and dispersal read the whole part; each whole point removes a figure.
#pragma once

#include <compare>
#include <string>

namespace grognard::model {

class Damage {
 public:
  constexpr Damage() = default;
  static constexpr Damage halves(int h) { return Damage(h); }
  static constexpr Damage points(int p) { return Damage(2 * p); }

  [[nodiscard]] constexpr int in_halves() const { return halves_; }
  // The whole part (floor), which thresholds and modifiers read.
  [[nodiscard]] constexpr int whole() const { return halves_ / 2; }
  [[nodiscard]] constexpr double as_points() const { return halves_ / 2.0; }

  constexpr Damage operator+(Damage o) const { return Damage(halves_ + o.halves_); }
  constexpr Damage& operator+=(Damage o) {
    halves_ += o.halves_;
    return *this;
  }
  constexpr auto operator<=>(const Damage&) const = default;

  // Shortest decimal: "0", "0.5", "1", "12.5" (the JSON contract's key format).
  [[nodiscard]] std::string to_string() const {
    return std::to_string(halves_ / 2) + (halves_ % 2 != 0 ? ".5" : "");
  }

 private:
  constexpr explicit Damage(int h) : halves_(h) {}
  int halves_ = 0;  // never negative for damage dealt; a unit's total never below zero
};

// Halves `d` n times and rounds down to a half point, or to a whole point when `whole` is
// set (firer in column or square, F-MOD-11). Halvings multiply (DECISIONS §5).
constexpr Damage halve(Damage d, int n, bool whole) {
  int h = d.in_halves();
  for (int i = 0; i < n; ++i) h /= 2;
  if (whole) h -= h % 2;
  return Damage::halves(h);
}

}  // namespace grognard::model
