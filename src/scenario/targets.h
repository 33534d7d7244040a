// Fire from positions: for a unit on the table, which enemy units it may fire at, and for one
// firer and one target every fact the fire rules need: range and band, arc, line of sight,
// visibility, a screen in front of the target, friendly units fired over, units behind.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "model/fire.h"
#include "rules/fire_positions.h"
#include "rules/overhead_fire.h"
#include "scenario/field.h"
#include "scenario/fire_position.h"

namespace grognard::scenario {

// What protects a unit where it stands (TABLE-COVER): a building when at least half of it is in
// a built-up area; a redoubt (S16.5-2) when at least half is in one; cover when at least half is
// in woods or cover; open otherwise.
struct TargetGround {
  model::Cover kind = model::Cover::open;
  double share = 0;                    // of the unit in the ground that decided
  double built_up = 0;                 // share in built-up areas
  double cover = 0;                    // share in woods and cover
  std::optional<std::size_t> redoubt;  // the redoubt feature
};
TargetGround ground_of(const table::Table& t, std::size_t piece);

struct FiredOverUnit {
  std::size_t unit = 0;
  rules::FiredOver facts;
  rules::OverheadFinding finding;
};

struct BehindTarget {
  std::size_t unit = 0;
  double share = 0;     // of its area directly behind the target (ART-BOUNCE-3)
  double distance = 0;  // edge to edge from the target
};

// What a unit in the way of a fire line is to the firer.
enum class UnitBlock {
  sight,            // a close-order unit, or enemy skirmishers' friends, hide the target
  overhead,         // a battery may not fire over these friends (ART-OVERHEAD)
  friendly_screen,  // small arms or canister may not fire through a friendly screen (S11.26a)
};

// Why a skirmish unit in front of the target does not screen it.
enum class ScreenIgnored {
  no,              // it screens, or there is none
  mounted_screen,  // mounted skirmishers screen nothing (S16.3e)
  cavalry_target,  // skirmishers do not screen cavalry (S11.19-2)
};

struct FireLine {
  std::size_t firer = 0;   // unit index
  std::size_t target = 0;  // unit index
  WeaponFinding weapon;
  double range = 0;                      // engine inches, between `firing_base` and `target_base`
  int firing_base = 0;                   // 1-based
  int target_base = 0;                   // 1-based
  std::optional<model::RangeBand> band;  // nothing: out of range
  bool in_arc = false;                   // S11.16 for skirmishers; straight ahead for formed troops
  std::optional<std::size_t> terrain_block;      // the wood, built-up area or hill in the way
  std::optional<std::size_t> unit_block;         // a unit in the way (close order, or a friendly
                                                 // screen for small arms or canister)
  UnitBlock unit_block_kind = UnitBlock::sight;  // with unit_block: what it is to the firer
  std::string_view unit_block_clause;
  std::vector<FiredOverUnit> over;  // friendly units a battery fires over (ART-OVERHEAD)
  std::optional<model::RuleDistance> visibility;  // S16.7, when the weather limits it
  bool visible = true;
  std::optional<std::size_t> screen;  // a skirmish unit in front of the target (S11.19-1)
  double screen_gap = 0;
  ScreenIgnored screen_ignored = ScreenIgnored::no;
  std::string_view screen_clause;    // why a screen is ignored (S11.19-2, S16.3e), if it is
  std::vector<BehindTarget> behind;  // for a battery: units half behind the target within 6"
  bool eligible = false;             // in range, in arc, in sight, visible, nothing in the way
  bool allowed = false;              // eligible, and a skirmisher's priority allows it (S11.18)
  std::string_view why;              // the clause that decides `allowed`
};

// How much of a fire line to measure.
enum class LineDetail {
  // Whether it may be fired: it stops at the first reason it may not (range, arc, sight,
  // visibility) and leaves out the screen and the units behind the target, which decide whom
  // the fire strikes, not whether it may be fired: what a list of targets needs.
  choice,
  // Also the screen in front of the target, which takes the fire meant for it (S11.19): what
  // the fire does to the target and its screen, as the searching commander weighs threats.
  strike,
  // Also the units behind the target that roundshot may bounce through (ART-BOUNCE-1, -3).
  full,
};

// Every fact for one firer and one target, whether the fire is allowed or not, to `detail`.
FireLine fire_line(const FirePosition& field, std::size_t firer, std::size_t target,
                   LineDetail detail = LineDetail::full);

struct Targets {
  std::size_t firer = 0;
  WeaponFinding weapon;
  std::vector<FireLine> lines;  // enemy units in the arc within reach, nearest first
};

// The enemy units in `firer`'s arc and within its weapon's reach, nearest first, with the facts
// of each and whether it may fire at it (sight, units in the way, visibility, target priority
// S11.18). An R-tree query with the arcs finds the candidates: the cost grows with log n plus
// the number of units in the arcs. Each line is measured to `detail`.
Targets fire_targets(const FirePosition& field, std::size_t firer,
                     LineDetail detail = LineDetail::choice);

// True when a weapon fires skirmisher fire (and so follows S11.18).
constexpr bool skirmish_weapon(rules::Weapon w) {
  return w == rules::Weapon::skirmish || w == rules::Weapon::rifles || w == rules::Weapon::carbine;
}

}  // namespace grognard::scenario
