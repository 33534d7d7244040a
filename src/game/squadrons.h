// Squadron charges in battle (S16.2, `squadron_charges` option): when cavalry charges cavalry,
// the charger's order carries the squadrons it sends, the target's player writes its own down
// without seeing that count (Player::squadrons_for), both are revealed together; a body
// outnumbered 3:1 tests at -2 to charge or countercharge (S16.2-4); the melee reads both counts
// (S16.2-5).
#pragma once

#include <optional>

#include "game/order.h"
#include "game/state.h"
#include "rules/checked.h"

namespace grognard::game {

// True when the charge of `charger` at `target` is fought by squadrons: the option is on and
// both are cavalry regiments.
bool squadron_charge(const GameState& s, int charger, int target);

// The squadrons a written count commits: the count, or the whole regiment when none is written
// (S16.2-3).
int squadrons_committed(const Unit& u, int written);

// Why a charge order's squadron count is refused: a count without the option, or on a charge
// that is not cavalry against cavalry, or more squadrons than the regiment has (S16.2-1).
// Nothing when it is accepted. Requires the target to exist.
std::optional<rules::Refusal> squadrons_refusal(const GameState& s, const Order& o);

namespace detail {

struct Turn;

// S16.2-1 .. S16.2-3: both counts written down (the charger's in its order, the target's
// `written` by its player before the charger's was known; 0 commits the whole regiment), then
// revealed in one event; S16.2-4: the charger, when outnumbered 3:1, tests to charge. False when
// it does not go in (its test came out worse than Ordered).
bool squadrons_declared(Turn& t, const Order& o, int written);

// S16.2-4: the target, standing to meet the charge (its countercharge), tests when outnumbered
// 3:1; the result applies.
void countercharge_test(Turn& t, int target, int charger);

}  // namespace detail

}  // namespace grognard::game
