// How close skirmishers stand to one enemy unit, base by base (S11.21, S11.22-1, S11.24c-1):
// the one place these facts are measured, for `grognard check` and for the battle's moves alike.
#pragma once

#include <optional>
#include <vector>

#include "model/rule_options.h"
#include "rules/skirmish_positions.h"
#include "table/table.h"

namespace grognard::scenario {

// Share of a base's area that must lie in rough ground, a wood, cover, a built-up area or a
// redoubt for it to count as standing there (S11.21's exception, target cover).
inline constexpr double kInTerrainShare = 0.5;

// True when at least half of the base stands in rough ground, a wood (rough and cover), cover,
// a built-up area or a redoubt (cover, S16.5-2): the ground that lifts S11.21's limits.
bool in_rough_cover_or_built_up(const table::Table& t, table::BaseRef b);

// in_rough_cover_or_built_up() for every base of a piece.
std::vector<bool> sheltered_bases(const table::Table& t, std::size_t piece);

struct Caught {
  int base = 0;  // 1-based
  double distance = 0;
};

// What one enemy piece does to a skirmisher piece, measured from each of its bases:
struct EnemyBreaches {
  std::optional<rules::Breach> approach;  // the nearest base closer than S11.21 allows
  int approach_base = 0;                  // 1-based
  // The nearest base within S11.22-1's 3", in any ground: the battle, which knows that the
  // enemy moved, makes them fall back (docs/rules.md S11.22).
  std::optional<rules::Breach> fall_back;
  // The same outside the ground that lifts S11.21: what `check` reports, since it cannot know
  // who moved (a base S11.21 lets stand there may have moved there itself).
  std::optional<rules::Breach> fall_back_unsheltered;
  int fall_back_base = 0;      // of fall_back_unsheltered
  std::vector<Caught> caught;  // bases in contact with a close-order enemy (S11.24c-1)
};

// `sheltered` is sheltered_bases(t, piece); `enemy` the enemy piece's stance.
EnemyBreaches enemy_breaches(const table::Table& t, std::size_t piece,
                             const std::vector<bool>& sheltered, std::size_t enemy_piece,
                             rules::Stance enemy, const model::RuleOptions& options);

// How far round a skirmisher piece an enemy can breach anything above: S11.21-2's 9" from
// cavalry, and an inch more.
double breach_reach(const model::RuleOptions& options);

}  // namespace grognard::scenario
