// The orders the game accepts now: for a unit in the current phase (state.phase), the orders the
// phase would carry out rather than refuse, and for any order the refusal it would meet, with
// the clause that forbids it. The phases ask the same checks (fire_phase.cpp, charge_phase.cpp,
// command_phase.cpp) or are tried themselves on a copy of the state (movement orders, which roll
// no dice), so what a player is offered and what the referee accepts never disagree.
//
// Every answer is for the state as it is: orders a side gives earlier in the same phase change
// it (a screen formed takes its battalions' turn, S11.3b-2; a unit moved fills ground another
// meant to cross), and the phase checks each order again when it carries it out.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "game/board.h"
#include "game/log.h"
#include "game/order.h"
#include "game/state.h"
#include "rules/charge.h"
#include "rules/checked.h"
#include "rules/movement.h"

namespace grognard::game {

// Why the fire phase refuses `unit`'s fire at `target`: it has fired this turn (PR-FIRE-1), its
// status or brigade forbids fire (rules::refuse_order), or the table does (cannot_fire, fire.h).
// Nothing when it fires. Requires both ids to exist and the unit to be on the table.
std::optional<rules::Refusal> fire_refusal(const GameState& s, const Board& b, int unit,
                                           int target);

// The charger and its target as the charge rules see them, measured on the table: reach
// (PR-MOVE-12), distance front to front, a target in a town, a charge into the rear (G-50 and
// facing within 60 degrees of the target's).
rules::ChargingUnit charging_unit(const GameState& s, int unit);
rules::ChargeTarget charge_target(const GameState& s, const Board& b, int unit, int target);

// Why the charge phase refuses `unit`'s charge at `target`: it has charged or is in melee
// (PR-CHARGE-1), its status or brigade forbids a charge (rules::refuse_order), or the charge
// rules do (rules::charge_refusal: reach, squares, batteries, skirmishers). Nothing when the
// charge is declared. Requires both units on the table and on opposite sides.
std::optional<rules::Refusal> charge_refusal(const GameState& s, const Board& b, int unit,
                                             int target);

// Why the command phase refuses an ADC order (assault fire, resupply) of a unit on the table:
// not a battery (ART-MODE-2, ART-LOWAMMO-3), or its brigade has too few ADCs left (PR-CMD-1).
// Nothing when the ADCs are spent on it. (A resupply for a battery that is not on low
// ammunition is not refused but passed over: order_refusal names it.)
std::optional<rules::Refusal> command_refusal(const GameState& s, const Order& o);

// Why the game would refuse order `o` of side `side` now, or nothing when it would carry it out.
// Beyond the phase's own refusals it names what a phase passes over in silence: a unit that is
// not the side's or not on the table (PR-TURN-3, STATUS-DISP-0), an order of another phase
// (PR-TURN-1), a target that is no enemy on the table, a resupply without need (ART-LOWAMMO-3).
// A movement order is tried on a copy of the state, so a move or formation change blocked on the
// table (PR-MOVE-13) or a screen with no room (S11.3b-1) is refused here as the phase would
// refuse it. Hold is refused only for a unit that is not the side's.
std::optional<rules::Refusal> order_refusal(const GameState& s, int side, const Order& o);

// The same without trying a movement order on a copy: what the order's own terms and the state
// refuse. A match tries the movement order itself (match.cpp) and keeps the copy it moved.
std::optional<rules::Refusal> order_refusal_untried(const GameState& s, int side, const Order& o);

// The refusal a phase logged when carrying out order `o` (its "game.refused" entry), if any.
std::optional<rules::Refusal> refusal_logged(std::span<const LogEntry> log, const Order& o);

// The orders the game would accept for `unit` now (state.phase), each once:
//  - hold, always first;
//  - command phase: assault_fire, and resupply when on low ammunition, for a battery;
//  - charge phase: a charge at each enemy the phase would let it charge, nearest first (with no
//    squadrons written: the whole regiment, S16.2-3);
//  - movement phase: reform when Unformed (into each formation when it may re-form into any,
//    STATUS-RETREAT-11); change_formation to every other formation it may take; one move, a
//    template that stands in place (x, y, facing of the unit: fill in the destination; it goes
//    at most move_allowance); form_screen led by the unit, sending the light companies of every
//    battalion of its brigade that can (the unit first); reinforce_screen for each screen of its
//    brigade it may send a company to; abandon_gun when it may leave its battalion gun (S16.1f);
//    a formed light battalion's deploy with each number of companies it may send, most first, its
//    line straight ahead a full move (S11.5, S11.6.1); a deployed one's rally into each formation
//    (S11.7-4);
//  - fire phase: fire at each target of fire_targets that fire_refusal lets it fire at,
//    nearest first;
//  - melee phase: nothing but hold (melee follows the charges).
// Requires the id to exist.
std::vector<Order> legal_orders(const GameState& s, int unit);

// The battalions whose light companies a screen led by `lead` can take (S11.2-ELIG, S11.3b-2):
// of its brigade, on the table, Ordered, out of melee, with a light company and not yet acted.
bool sends_company(const Unit& lead, const Unit& battalion);

// The unit as the movement rules see it (rules/movement.h): arm, formation, horse artillery,
// light cavalry, Cossacks, skirmish order.
rules::Mover mover_of(const Unit& unit);

// How far `unit` moves now in open ground (PR-MOVE-1 .. PR-MOVE-8); rough ground, woods and
// rivers halve it (PR-MOVE-9).
double move_allowance(const Unit& unit);

}  // namespace grognard::game
