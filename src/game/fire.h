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
#include "scenario/fire_position.h"
#include "scenario/targets.h"

namespace grognard::game {

enum class FireKind { none, volley, skirmish, artillery };

// How a unit fires: formed infantry by volleys, skirmishers by skirmish fire, an unlimbered
// battery by artillery fire; mounted cavalry does not fire (CAV-FIRE-1).
FireKind fire_kind(const Unit& u);

// A battle state's position as the fire derivation reads it (scenario/fire_position.h): the
// board's cached table, units by id. Holds references: the state and board must outlive it.
class BattleFire final : public scenario::FirePosition {
 public:
  BattleFire(const GameState& s, const Board& b) : s_(&s), b_(&b) {}
  [[nodiscard]] const table::Table& table() const override { return b_->table; }
  [[nodiscard]] std::optional<std::size_t> piece_of_unit(std::size_t unit) const override;
  [[nodiscard]] std::optional<std::size_t> unit_at(std::size_t piece) const override;
  [[nodiscard]] scenario::FireUnit fire_unit(std::size_t unit) const override;
  [[nodiscard]] const model::RuleOptions& options() const override { return s_->options; }
  [[nodiscard]] model::Weather weather() const override { return s_->weather; }
  [[nodiscard]] bool in_melee(std::size_t unit) const override;

 private:
  const GameState* s_;
  const Board* b_;
};

// The weapon a unit fires with (the one unit model's, scenario/table_unit.h).
using scenario::weapon_of;

// Every fact of `unit`'s fire at `target`, from the one derivation (scenario::fire_line), to
// `detail`.
scenario::FireLine fire_line(const GameState& s, const Board& b, int unit, int target,
                             scenario::LineDetail detail = scenario::LineDetail::full);

// Why `unit` cannot fire at `target` now (nothing when it can): not an enemy, a battery that is
// limbered or moved limbered this turn (DECISIONS §8), a unit that charged (F-NOFIRE-1), out of
// range (F-RANGE-*), out of its arc (S11.16 for skirmishers; TABLE-ARC straight ahead for formed
// troops and guns), no line of sight (terrain, TABLE-SIGHT; a close-order unit in between; a
// friendly screen, S11.26a; a friend a battery may not fire over, ART-OVERHEAD-1..3; weather
// visibility, S16.7-4/5), and for skirmishers, enemy skirmishers in the arc first (S11.18). An
// enemy skirmish screen does not block: the screen rules decide whom the fire strikes (S11.19).
std::optional<rules::Refusal> cannot_fire(const GameState& s, const Board& b, int unit, int target);

// The enemy units `unit` may fire at now, nearest first.
std::vector<int> fire_targets(const GameState& s, const Board& b, int unit);
// The same as fire lines measured to `detail` (scenario::LineDetail), so that a caller that
// weighs each fire does not measure its line again.
std::vector<scenario::FireLine> fire_target_lines(const GameState& s, const Board& b, int unit,
                                                  scenario::LineDetail detail);

// The rules' situations, measured on the table: the target's cover (TABLE-COVER), redoubt
// (S16.5) and the enemy screen in front of it (S11.19-1, S11.20) as scenario::fire_line finds
// them.
rules::Volley volley_of(const GameState& s, const Board& b, int unit, int target);
rules::SkirmishFire skirmish_fire_of(const GameState& s, const Board& b, int unit, int target);
// Also lists, in `behind`, the units at least half behind the target within 6" as seen from the
// battery (ART-BOUNCE-1, -3), in the order of ArtilleryFire::behind; and fills `over` with the
// friends it fires over (ART-OVERHEAD).
rules::ArtilleryFire artillery_fire_of(const GameState& s, const Board& b, int unit, int target,
                                       std::vector<int>& behind);
// The same from a fire line already measured (fire_line() of this board), which spares measuring
// it again.
rules::Volley volley_of(const GameState& s, const Board& b, const scenario::FireLine& line);
rules::SkirmishFire skirmish_fire_of(const GameState& s, const Board& b,
                                     const scenario::FireLine& line);
rules::ArtilleryFire artillery_fire_of(const GameState& s, const Board& b,
                                       const scenario::FireLine& line, std::vector<int>& behind);
// The enemy screen a volley or skirmish fire along `line` strikes instead of its target
// (S11.19-3, S11.26b), if any.
std::optional<int> struck_screen(const GameState& s, const Board& b,
                                 const scenario::FireLine& line);

// A redoubt's protection factor now (S16.5-4): what artillery has left of `initial`.
int redoubt_defence(const GameState& s, int feature, int initial);

// The discipline test of a unit where it stands (flanked: G-50).
rules::DisciplineTest test_of(const GameState& s, const Board& b, int unit,
                              std::vector<rules::Trigger> triggers);

}  // namespace grognard::game
