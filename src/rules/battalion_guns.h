// Battalion guns, chapter XVI optional rule 16.1 (`battalion_guns`, `battalion_gun_damage_die`
// options): what a gun adds to its battalion, who can hit its crew, when it is abandoned.
#pragma once

#include <string_view>

#include "model/rule_options.h"
#include "model/status.h"

namespace grognard::rules {

// A battalion gun model (S16.1-0): one model with four crew figures, usually 3-4 pounders.
struct BattalionGun {
  int guns = 1;  // guns the model represents, 1 or 2 (S16.1a-2)
  bool operator==(const BattalionGun&) const = default;
};

inline constexpr int kBattalionGunCrew = 4;  // S16.1-0

// Figures the gun adds to the battalion's initial strength, for fire and morale: six per model
// (S16.1a-1), or four per gun it represents (S16.1a-2); none when the rule is off.
int battalion_gun_figures(const BattalionGun& gun, model::BattalionGuns option);

// The clause behind battalion_gun_figures for the option.
std::string_view battalion_gun_figures_clause(model::BattalionGuns option);

// Who fired at the battalion.
enum class FireSource { skirmishers, volley, artillery };

// Only enemy skirmishers can inflict casualties on the gun crew (S16.1e-1); every other fire
// falls on the battalion's infantry (S16.1e-2).
bool crew_can_be_hit(FireSource source);

enum class GunFate {
  kept,
  may_abandon,  // the owner may abandon it: crew counted killed, gun removed (S16.1f)
  abandoned,    // removed from play
};

struct GunFinding {
  GunFate fate;
  std::string_view clause;
};

// What becomes of the gun: abandoned when difficult terrain stops it (S16.1d), when the
// battalion is pushed back (Falls Back), retreats or breaks (S16.1g-2, S16.1h-2) or is dispersed
// (it is gone, S16.1h-1: the gun shares its battalion's fate); at the owner's choice once the
// battalion has lost 4 or more figures (S16.1f).
GunFinding battalion_gun_fate(model::UnitStatus battalion, int figures_lost, bool terrain_blocks);

}  // namespace grognard::rules
