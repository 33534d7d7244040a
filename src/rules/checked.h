// Errors as values for the status state machines: a transition the rules forbid is refused with
// the clause that forbids it (a retreating unit ordered to fire: STATUS-RETREAT-7), never by an
// exception or a silent no-op. The game loop shows the refusal and asks for another order.
#pragma once

#include <string_view>
#include <utility>
#include <variant>

namespace grognard::rules {

struct Refusal {
  std::string_view key;     // what is refused, for the text layer: "refusal.retreating.fire"
  std::string_view clause;  // the CLAUSES.md ID (or project rule ID) that forbids it
  bool operator==(const Refusal&) const = default;
};

// A transition's result, or the refusal that prevented it.
template <class T>
class Checked {
 public:
  Checked(T value) : v_(std::move(value)) {}  // NOLINT(google-explicit-constructor)
  Checked(Refusal refusal) : v_(refusal) {}   // NOLINT(google-explicit-constructor)

  [[nodiscard]] bool ok() const { return v_.index() == 0; }
  // Requires ok().
  [[nodiscard]] const T& value() const { return std::get<0>(v_); }
  // Requires !ok().
  [[nodiscard]] const Refusal& refusal() const { return std::get<1>(v_); }

 private:
  std::variant<T, Refusal> v_;
};

}  // namespace grognard::rules
