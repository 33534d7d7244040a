// Battalion guns in battle (S16.1, `battalion_guns` option): a gun goes where its battalion
// goes; its crew is hit only by skirmishers (S16.1e); it is lost when terrain stops it (S16.1d),
// when the battalion is pushed back, retreats, breaks or is dispersed (S16.1g-2, S16.1h), when
// its crew is gone (G-54), or when its owner abandons it once 4 figures are lost (S16.1f).
#pragma once

#include <optional>
#include <string_view>

#include "game/board.h"
#include "game/state.h"
#include "rules/battalion_guns.h"
#include "rules/checked.h"

namespace grognard::game {

// The gun of `u` as the rules see it, when it has one and the rule is on.
std::optional<rules::BattalionGun> battalion_gun_of(const GameState& s, const Unit& u);

// S16.1d: true when a move along `path` crosses ground where the gun cannot go. It goes where a
// limbered foot battery goes (S16.1b), so woods and built-up areas stop it (PR-MOVE-10).
bool gun_blocked(const Board& b, const table::Segment& path);

// Figures the battalion itself has lost: its initial strength less what stands on the table.
// Companies sent to a screen have left both, so they are no loss (S11.3-STR).
int figures_lost(const Unit& u);

// Why `unit` may not abandon a gun now: it has none (S16.1-0), or the rules keep it
// (S16.1f: fewer than four figures lost). Nothing when it may.
std::optional<rules::Refusal> abandon_refusal(const GameState& s, int unit);

namespace detail {

struct Turn;

// The gun of `id` is lost, for the reason `clause` gives; logged. Nothing without a gun.
void lose_gun(Turn& t, int id, std::string_view key, std::string_view clause);

// After the battalion's status changed: the gun is lost when its fate says so (S16.1g-2,
// S16.1h-1, S16.1h-2).
void gun_follows_status(Turn& t, int id);

// Skirmisher damage on a battalion with a gun: whole points fall on the crew first (S16.1e-1,
// docs/rules.md), the rest on the infantry. Returns what the infantry takes.
model::Damage crew_takes(Turn& t, int id, model::Damage d);

}  // namespace detail

}  // namespace grognard::game
