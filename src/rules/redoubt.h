// Redoubts and field fortifications, chapter XVI optional rule 16.5 (`redoubts` option): the
// protection factor, its cover and melee modifiers, and the damage artillery does to the works
// (TBL-REDOUBT). Readings of the open points are G-53's defaults (docs/rules.md §5).
#pragma once

#include <string_view>

#include "dice/roller.h"
#include "rules/events.h"

namespace grognard::rules {

// Protection factor now and when built: 6 (weak) to 12 (strong), at most 18 (S16.5-1).
struct Redoubt {
  int defence = 12;  // 0..initial
  int initial = 12;  // 6..18
  bool operator==(const Redoubt&) const = default;
};

inline constexpr int kRedoubtMin = 6;
inline constexpr int kRedoubtMax = 18;

// G-53: 6-11 weak, 12-17 strong, 18 very strong (S16.5-1 names 6, 12 and 18 only).
enum class RedoubtClass { weak, strong, very_strong };
RedoubtClass redoubt_class(int initial);

// The factor has fallen by half or more: cover and melee modifiers halved (S16.5-5).
constexpr bool redoubt_halved(const Redoubt& r) {
  return 2 * r.defence <= r.initial;
}
// The factor is zero: destroyed, no protection and no modifiers (S16.5-6).
constexpr bool redoubt_destroyed(const Redoubt& r) {
  return r.defence <= 0;
}

// The fire modifier a redoubt gives: it is cover, -1 (S16.5-2, F-MOD-10, G-53: cover by the
// General d'Armée -1, not halving); halved it is 0 (G-53: -1 halved rounds toward zero); 0 when
// destroyed.
int redoubt_cover_modifier(const Redoubt& r);

// Defenders' melee modifier (S16.5-3): weak +1; strong +2, or +3 from a factor of 15 (G-53);
// very strong +4; halved rounding down (S16.5-5); 0 when destroyed (S16.5-6).
int redoubt_melee_modifier(const Redoubt& r);

// One row of TBL-REDOUBT: a D6 from `low` to `high` takes `loss` off the factor.
struct RedoubtHitRow {
  int low;
  int high;
  int loss;
  std::string_view clause;
};

inline constexpr RedoubtHitRow kRedoubtTable[] = {
    {1, 2, 0, "S16.5-4a"},
    {3, 5, 1, "S16.5-4b"},
    {6, 6, 2, "S16.5-4c"},
};

const RedoubtHitRow& redoubt_hit_row(int die);

// Artillery fired at the redoubt: one D6 on TBL-REDOUBT, once per fire action (S16.5-4,
// G-53). Returns the factor after, never below zero.
Redoubt roll_redoubt_hit(const Redoubt& r, dice::Roller& dice, Events& events);

}  // namespace grognard::rules
