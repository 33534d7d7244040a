// What a rule reports while it runs: each step it applies, with the clause behind it.
// Events are data; the text layer narrates them in Russian or English by their key.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "model/damage.h"

namespace grognard::rules {

struct EventArg {
  enum class Kind : std::uint8_t { number, damage, term, unit, brigade, side };
  Kind kind = Kind::number;
  int value = 0;          // a number, damage in half points, or a unit's, brigade's or side's index
  std::string_view term;  // a term id for the text layer, e.g. "class.first"

  bool operator==(const EventArg&) const = default;
};

constexpr EventArg num(int v) {
  return EventArg{EventArg::Kind::number, v, {}};
}
constexpr EventArg num(bool v) {
  return num(v ? 1 : 0);
}
constexpr EventArg dmg(model::Damage d) {
  return EventArg{EventArg::Kind::damage, d.in_halves(), {}};
}
constexpr EventArg term(std::string_view t) {
  return EventArg{EventArg::Kind::term, 0, t};
}
// A unit or a brigade of a battle by its index; the text layer names it from the game.
constexpr EventArg unit_arg(int id) {
  return EventArg{EventArg::Kind::unit, id, {}};
}
constexpr EventArg brigade_arg(int id) {
  return EventArg{EventArg::Kind::brigade, id, {}};
}
constexpr EventArg side_arg(int side) {
  return EventArg{EventArg::Kind::side, side, {}};
}

struct Event {
  std::string_view key;     // what happened: "skirmish_fire.dice"; the text layer's template key
  std::string_view clause;  // the CLAUSES.md ID (or "DECISIONS §n") behind it
  std::array<EventArg, 5> args{};
  std::uint8_t argc = 0;

  bool operator==(const Event&) const = default;
};

// The event log of one rule run. A log that is off ignores add(): exact enumeration runs a
// rule thousands of times and wants no narration.
class Events {
 public:
  explicit Events(bool on = true) : on_(on) {}
  [[nodiscard]] bool on() const { return on_; }

  template <class... A>
  void add(std::string_view key, std::string_view clause, A... args) {
    static_assert(sizeof...(A) <= 5, "an event has at most five arguments");
    if (!on_) return;
    Event e{key, clause, {args...}, static_cast<std::uint8_t>(sizeof...(A))};
    list_.push_back(e);
  }
  [[nodiscard]] const std::vector<Event>& list() const { return list_; }

 private:
  bool on_;
  std::vector<Event> list_;
};

}  // namespace grognard::rules
