// Rallying a light battalion deployed as skirmishers back into close order (chapter XI 11.7 and
// 11.8, seed 000; DECISIONS §2 `lb_rally_block`).
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "dice/roller.h"
#include "model/formation.h"
#include "model/quality.h"
#include "model/rule_options.h"
#include "rules/checked.h"
#include "rules/events.h"
#include "rules/unit_status.h"

namespace grognard::rules {

// TBL-RALLY: the 2D6 score needed, by training (the chapter XI ladder, S11.8-1).
struct RallyRow {
  model::Quality quality;
  int needed;
  std::string_view clause;
};
inline constexpr std::array<RallyRow, 6> kRallyTable{{
    {model::Quality::guard, 7, "S11.8-E"},
    {model::Quality::elite, 7, "S11.8-E"},
    {model::Quality::veteran, 8, "S11.8-V"},
    {model::Quality::line, 8, "S11.8-V"},
    {model::Quality::second_rate, 9, "S11.8-R"},
    {model::Quality::conscript, 9, "S11.8-R"},
}};

const RallyRow& rally_row(model::Quality q);

struct LightBattalionRally {
  model::Quality quality = model::Quality::line;
  bool superior_general_attached = false;  // +1 (S11.8-2)
  // Facts about the enemy and the command companies (no geometry here).
  bool enemy_within_charge_distance = false;
  bool enemy_reached_command_companies = false;
  model::RuleOptions options;
};

// Why the battalion may not try to rally now (S11.7-5): an enemy within charge distance of its
// command companies (lb_rally_block = charge_distance, the default), or one that reached them
// (reach); an enemy that reached them is within charge distance (refused as contradictory,
// refusal.rally.contradiction).
std::optional<Refusal> rally_refusal(const LightBattalionRally& rally);

struct RallyResult {
  bool rallied = false;
  int roll = 0;
  int final_score = 0;
  int needed = 0;
  auto operator<=>(const RallyResult&) const = default;
};

// The rally test: 2D6, +1 with a superior general, against TBL-RALLY (S11.7-1, S11.8). On a
// failure the battalion stays in skirmish order and may try again in a later turn (S11.7-2).
// Requires rally_refusal(rally) to be empty.
RallyResult resolve_light_battalion_rally(const LightBattalionRally& rally, dice::Roller& dice,
                                          Events& events);

// After a successful test: the battalion re-forms at its command companies (S11.7-3) into any
// formation (S11.7-4), a close-order infantry battalion again. Refused for a unit that is not a
// deployed light battalion (S11.7-1), one that cannot re-form (retreating STATUS-RETREAT-7,
// broken STATUS-BROKEN-1, dispersed STATUS-DISP-0), or a formation infantry does not stand in.
Checked<UnitStep> rally_light_battalion(const UnitState& u, model::Formation into,
                                        const Moment& when, Events& events);

}  // namespace grognard::rules
