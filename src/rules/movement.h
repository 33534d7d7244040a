// Movement rates, terrain, formation changes, retreat moves and charge reach: systems the seeds
// refer to ("a full move", "half a move", "charge distance", "a full Retreat move") but do not
// define (G-18, G-27). These are project rules (DECISIONS §11), IDs PR-MOVE-*, written in the
// spirit of General de Brigade and General d'Armée and documented in docs/rules.md.
#pragma once

#include <optional>
#include <string_view>

#include "model/formation.h"
#include "model/troops.h"

namespace grognard::rules {

// What moves: arm and the kinds that move differently.
struct Mover {
  model::Arm arm = model::Arm::infantry;
  model::Formation formation = model::Formation::line;
  bool horse_artillery = false;
  bool light_cavalry = false;  // hussars, chasseurs, lancers, Cossacks
  bool cossack = false;
  bool general = false;     // a general's base moves on its own
  bool skirmisher = false;  // a brigade screen or deployed light battalion (skirmish order)
};

// Ground a move crosses, worst first: a unit moving through several takes the worst.
enum class Going { open, rough, wood, built_up, river };

struct MoveRate {
  double inches;
  std::string_view clause;
};

// A full move in open ground, in inches (PR-MOVE-1 .. PR-MOVE-8).
MoveRate full_move(const Mover& m);

// How much of the full move the going allows: 1, 1/2, or 0 where the mover may not enter
// (PR-MOVE-9: rough, wood, river half; S11.9f/S16.3f cavalry skirmishers half in difficult
// terrain; PR-MOVE-10: cavalry and limbered artillery cannot enter woods or built-up areas;
// skirmishers move through rough, woods and built-up areas at full speed).
struct GoingFactor {
  double factor;
  std::string_view clause;
};
GoingFactor going_factor(const Mover& m, Going g);

// Part of a move that a formation change costs (PR-MOVE-11): changing between line, column and
// mass column costs half a move; forming or leaving square a whole move; limbering or
// unlimbering half a move for foot artillery and nothing for horse artillery (which then fires
// at -4, F-MOD-A6); forming a skirmish screen a full turn (S11.2c) and reinforcing it half a
// move (S11.4b) are set by their own clauses.
struct ChangeCost {
  double fraction;  // of the full move
  std::string_view clause;
};
std::optional<ChangeCost> formation_change_cost(const Mover& m, model::Formation to);

// A full Retreat (or Fall Back, or Broken) move (STATUS-RETREAT-1, G-18): infantry 18" from the
// seed's example; cavalry 24"; artillery 12"; the first 6" straight away from the enemy
// (STATUS-RETREAT-2).
MoveRate retreat_move(const Mover& m);

// How far a charge reaches (PR-MOVE-12): the full move plus 3" for infantry (the "charge
// distance" of S11.7-5 v2), 18" for cavalry; artillery and units in square do not charge.
std::optional<MoveRate> charge_reach(const Mover& m);

}  // namespace grognard::rules
