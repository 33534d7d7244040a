// Shared DamageDice nodes: a fire rule asks for "n damage dice scoring on h+" on every path of an
// exact enumeration; building the binomial node each time costs two allocations. These nodes are
// built once, on first use, and never change.
#pragma once

#include "dice/damage_dice.h"

namespace grognard::dice {

inline constexpr int kMaxTabledDamageDice = 32;

// The node for n dice scoring on hits_on or more. Requires 0 <= n <= kMaxTabledDamageDice and
// 1 <= hits_on <= 6. Thread-safe (built in a function-local static).
const DamageDice& damage_dice(int n, int hits_on);

}  // namespace grognard::dice
