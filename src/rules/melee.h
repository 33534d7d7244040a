// Melee: the seeds refer to melee (S11.6-MELEE, S11.23b, S11.24a-3, S16.1g, S16.2-5, S16.3g,
// S16.5-3, STATUS-DISP-6, STATUS-UNF-4) but its procedure is not among them (G-27). This is the
// project's melee (DECISIONS §11), IDs PR-MELEE-*, documented in docs/rules.md: each side rolls
// 2D6 plus modifiers; the difference decides who gives way and how badly.
#pragma once

#include <array>
#include <string_view>

#include "dice/enumerate.h"
#include "dice/roller.h"
#include "model/damage.h"
#include "model/formation.h"
#include "model/quality.h"
#include "model/rule_options.h"
#include "model/status.h"
#include "model/troops.h"
#include "model/unit_size.h"
#include "rules/events.h"

namespace grognard::rules {

enum class MeleeCover { open, cover, built_up };

struct MeleeSide {
  model::Arm arm = model::Arm::infantry;
  model::Quality quality = model::Quality::line;
  model::UnitSize size = model::UnitSize::standard;
  model::Formation formation = model::Formation::line;
  model::Damage damage;
  bool unformed = false;
  bool charging = false;    // this side charged into the melee
  bool flanked = false;     // charged in flank or rear, or flanked (DT-MOD-FLANKED)
  int supports = 0;         // formed friendly units supporting, 0-2 count
  bool skirmisher = false;  // skirmish screen or deployed light battalion
  bool cossack = false;
  bool mounted_skirmisher = false;      // cavalry in skirmish order (S16.3g)
  bool battalion_gun = false;           // S16.1g-1: the gun takes part in its battalion's melees
  MeleeCover cover = MeleeCover::open;  // defender's ground
  int redoubt = 0;                      // defender behind works: current protection factor (S16.5)
  int redoubt_initial = 0;              // the works' factor at the start, for S16.5-5
  int squadrons = 0;                    // cavalry squadrons taking part (S16.2), 0 = not counted
};

struct Melee {
  MeleeSide attacker;
  MeleeSide defender;
  model::RuleOptions options;
};

enum class MeleeWinner { attacker, defender, draw };

struct MeleeSideResult {
  model::Damage damage;                                   // suffered in the melee
  model::UnitStatus status = model::UnitStatus::ordered;  // after the melee
  bool gun_abandoned = false;                             // S16.1g-2
  auto operator<=>(const MeleeSideResult&) const = default;
};

struct MeleeResult {
  MeleeWinner winner = MeleeWinner::draw;
  int margin = 0;  // winner's total minus loser's
  MeleeSideResult attacker;
  MeleeSideResult defender;
  bool ridden_down = false;  // STATUS-DISP-6
  auto operator<=>(const MeleeResult&) const = default;
};

// One modifier of a side's melee total, with the clause that gives it.
struct MeleeModifier {
  int value;
  std::string_view clause;
  std::string_view term;  // what it is, for narration ("melee.charging")
};

// Every modifier that applies to `side` fighting `other` (PR-MELEE-2 .. PR-MELEE-14).
// At most 16 modifiers; unused entries have value 0 and an empty clause.
struct MeleeModifiers {
  std::array<MeleeModifier, 16> list{};
  int count = 0;
  [[nodiscard]] int total() const;
};
MeleeModifiers melee_modifiers(const MeleeSide& side, const MeleeSide& other, bool defending,
                               const model::RuleOptions& options);

// Resolves one melee: 2D6 each (attacker first, then defender), then for a decisive result the
// loser's D3 of damage (PR-MELEE-1 .. PR-MELEE-20).
MeleeResult resolve_melee(const Melee& melee, dice::Roller& dice, Events& events);

// Who wins a melee, exactly: resolve_melee's winner over every roll, in closed form. The winner
// rests on the two 2D6 totals alone (PR-MELEE-1, PR-MELEE-13; the D3 comes after), so the 11 x 11
// sums are counted instead of the 36 x 36 x 3 paths enumerated; the odds a commander weighs
// before a charge are then cheap. Equal to enumerating resolve_melee (tests/melee_test).
dice::Distribution<MeleeWinner> melee_winner_odds(const Melee& melee);

// The attacker's total less the defender's, exactly (PR-MELEE-13): positive when the attacker
// wins, by that margin; 0 a draw. Outcomes in increasing order, one for each of the 21
// differences of two 2D6 sums.
dice::Distribution<int> melee_margin_odds(const Melee& melee);

// STATUS-DISP-6: cavalry that beats infantry out of square in the open (no works) by 3 or more
// rides it down.
bool rides_down(const MeleeSide& winner, const MeleeSide& loser, int margin);

}  // namespace grognard::rules
