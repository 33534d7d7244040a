// Fire on the table: who may fire at whom (range, arc, line of sight, target priority), and the
// rules' situations measured from the units' places (PR-FIRE-*, docs/rules.md).
#pragma once

#include <optional>
#include <vector>

#include "game/board.h"
#include "game/state.h"
#include "rules/artillery.h"
#include "rules/checked.h"
#include "rules/discipline_test.h"
#include "rules/skirmish_fire.h"
#include "rules/volley.h"

namespace grognard::game {

enum class FireKind { none, volley, skirmish, artillery };

// How a unit fires: formed infantry by volleys, skirmishers by skirmish fire, an unlimbered
// battery by artillery fire; mounted cavalry does not fire (CAV-FIRE-1).
FireKind fire_kind(const Unit& u);

// Why `unit` cannot fire at `target` now (nothing when it can): not an enemy, a battery that is
// limbered or moved limbered this turn (DECISIONS §8), a unit that charged (F-NOFIRE-1), out of
// range (F-RANGE-*), out of its arc (S11.16 for skirmishers; PR-FIRE-2 straight ahead for formed
// troops and guns), no line of sight (woods, towns, hills, units in between: PR-FIRE-3; weather
// visibility, S16.7-4/5), and for skirmishers, enemy skirmishers in the arc first (S11.18).
std::optional<rules::Refusal> cannot_fire(const GameState& s, const Board& b, int unit, int target);

// The enemy units `unit` may fire at now, nearest first.
std::vector<int> fire_targets(const GameState& s, const Board& b, int unit);

// The rules' situations, measured on the table.
rules::Volley volley_of(const GameState& s, const Board& b, int unit, int target);
rules::SkirmishFire skirmish_fire_of(const GameState& s, const Board& b, int unit, int target);
// Also lists, in `behind`, the units at least half behind the target within 6" as seen from the
// battery (ART-BOUNCE-1, -3), in the order of ArtilleryFire::behind.
rules::ArtilleryFire artillery_fire_of(const GameState& s, const Board& b, int unit, int target,
                                       std::vector<int>& behind);
// The discipline test of a unit where it stands (flanked: G-50).
rules::DisciplineTest test_of(const GameState& s, const Board& b, int unit,
                              std::vector<rules::Trigger> triggers);

}  // namespace grognard::game
