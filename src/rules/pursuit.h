// Following up a won melee (PR-MELEE-21, a project rule: the seeds name pursuit but do not
// define it, DECISIONS §11). The winner of a melee whose enemy has given way may go after it:
// infantry takes the ground the enemy held, cavalry still in order rides after a broken enemy
// and cuts it down if it catches it. What the winner may do is decided here; the game measures
// and moves.
#pragma once

#include <optional>
#include <string_view>

#include "model/status.h"
#include "model/unit_type.h"

namespace grognard::rules {

struct MeleeWinnerState {
  model::UnitType type = model::UnitType::infantry;
  model::UnitStatus status = model::UnitStatus::ordered;
  bool held = false;  // winning cavalry that may not move until next turn (STATUS-UNF-4)
};

struct FollowUp {
  double inches = 0;       // at most this far after the enemy
  bool cuts_down = false;  // a broken enemy reached is dispersed (STATUS-DISP-6)
  std::string_view clause;
};

// How the winner follows up an enemy that left the melee as `loser` (Retreating, Broken,
// Dispersed or Falling Back), or nothing when it stays:
//  - PR-MELEE-21a infantry in good order takes the ground: up to 3" after the enemy;
//  - PR-MELEE-21b cavalry in good order and free to move (not held, STATUS-UNF-4: only cavalry
//    that won at 3:1 in squadrons, S16.2-5) pursues a broken enemy up to `full_move` inches and
//    cuts it down if it reaches it; after a retreating one it takes the ground as infantry does;
//  - nobody else follows up: skirmishers, batteries, unformed or held winners (PR-MELEE-21c), and
//    nobody follows an enemy still in contact.
std::optional<FollowUp> follow_up(const MeleeWinnerState& winner, model::UnitStatus loser,
                                  double full_move);

}  // namespace grognard::rules
