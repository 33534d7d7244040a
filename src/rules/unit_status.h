// Unit status as a state machine (seed 003 "ОПРЕДЕЛЕНИЕ ПРОВЕРКИ НА ДИСЦИПЛИНУ"; CLAUSES.md
// §7.1-§7.6): Obeys orders, Unformed, Fall Back, Retreat, Broken, Dispersed, with the seed's
// constraints attached to each state.
//
// Every transition is a pure function: the unit as it is (a value) and the facts of the moment
// in, the unit as it becomes out, with
//  - `change`: set when the status changed; the game loop hands it to the brigade
//    (brigade_on_unit_change, brigade_status.h), which decides Faltering;
//  - `signals`: what the game loop must now do on the table (a retreat move, remove the unit,
//    keep its general in play ...);
//  - events narrating each rule with its clause.
// A transition the rules forbid returns a Refusal with the clause (a retreating unit ordered to
// fire: STATUS-RETREAT-7). There is no geometry here: distances ("a friendly close-order unit
// within 3"") arrive as facts.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "model/damage.h"
#include "model/formation.h"
#include "model/phase.h"
#include "model/quality.h"
#include "model/rule_options.h"
#include "model/status.h"
#include "model/unit_size.h"
#include "model/unit_type.h"
#include "rules/checked.h"
#include "rules/discipline_test.h"
#include "rules/events.h"
#include "rules/skirmisher_morale.h"

namespace grognard::rules {

struct UnitState {
  model::UnitType type = model::UnitType::infantry;
  model::Quality quality = model::Quality::line;
  model::UnitSize size = model::UnitSize::standard;
  model::Formation formation = model::Formation::line;
  model::UnitStatus status = model::UnitStatus::ordered;
  model::Damage damage;
  bool cossacks = false;          // loose-order irregular cavalry (S11.9-2)
  bool general_attached = false;  // a general is with the unit (DT-MOD-GENERAL, STATUS-DISP-11)
  // Rallied from Retreat or Broken: may re-form into any formation (STATUS-UNF-5 exception,
  // STATUS-RETREAT-11, STATUS-BROKEN-4).
  bool reform_any_formation = false;
  // Unformed cavalry that won a melee may not move until the next turn's Movement phase
  // (STATUS-UNF-4).
  bool held_until_next_turn = false;
  bool operator==(const UnitState&) const = default;
};

// Close order: not skirmishers and not Cossacks (loose order, S11.9-2). A close-order unit
// becomes Unformed when it falls back (STATUS-FB-2) and unforms friends it passes through
// (STATUS-FB-4, STATUS-RETREAT-3).
constexpr bool close_order(const UnitState& u) {
  return !model::is_skirmisher(u.type) && !u.cossacks;
}

// What the game loop must do after a transition.
enum class Signal : std::uint8_t {
  retreat_move,        // STATUS-RETREAT-1..5: a full retreat move now (or behind a support)
  broken_move,         // STATUS-BROKEN-1..3: a full move to end within 3" behind friendly close
                       // order, then call broken_move_ended
  fall_back_move,      // STATUS-FB-1, -3, -5: a full retreat move back (or behind a support)
  free_turn,           // STATUS-FB-9: may turn through 360 degrees at no cost
  unforms_friends,     // STATUS-FB-4, STATUS-RETREAT-3: friendly close order it passes through
                       // is Unformed (call passed_through on each)
  supports_fall_back,  // DT-CHARGE-4: every support of this lead charging unit falls back
  charge_goes_on_unformed,     // DT-CHARGE-3, STATUS-UNF-2: finishes its charge Unformed
  evade,                       // S11.25-2: skirmishers charged by close order evade, no test
  removed,                     // STATUS-DISP-0: take the unit off the table
  general_stays,               // STATUS-DISP-11: its general is not removed with it
  rally_at_command_companies,  // S11.7-3: a light battalion re-forms where its command
                               // companies stand
};

// Why a unit was dispersed: every cause the seeds list, plus the two removals that count the
// same way (skirmishers overrun, S11.24c-1 / G-43) or not at all (no ammunition, BRIG-FALTER-5).
enum class Dispersal : std::uint8_t {
  none,
  damage_limit,                  // STATUS-DISP-1, DMG-DISPERSE
  broken_no_support,             // STATUS-DISP-2, STATUS-BROKEN-2
  broken_brigade_worse,          // STATUS-DISP-3
  retreating_brigade_gives_way,  // STATUS-DISP-4
  battery_gave_way,              // STATUS-DISP-5, STATUS-RETREAT-10
  battery_broken,                // STATUS-DISP-5, STATUS-BROKEN-1
  ridden_down,                   // STATUS-DISP-6
  contact_in_compulsory_move,    // STATUS-DISP-7
  left_table,                    // STATUS-DISP-8
  demoralised_brigade,           // STATUS-DISP-9, G-21
  broken_at_rally,               // STATUS-BROKEN-5, G-20
  overrun,                       // S11.24c-1, G-43
  no_ammunition,                 // ART-NOAMMO-2, ART-NOAMMO-3
};

// The clause of a dispersal cause.
std::string_view dispersal_clause(Dispersal d);

// A change of status, for the brigade.
struct UnitChange {
  model::UnitStatus from = model::UnitStatus::ordered;
  model::UnitStatus to = model::UnitStatus::ordered;
  model::Phase phase = model::Phase::fire;
  Dispersal dispersal = Dispersal::none;
  bool skirmisher_or_cossack = false;  // their Retreat does not count (BRIG-FALTER-4)
  bool by_brigade = false;  // the brigade's own status caused it: not a new Faltering trigger
  bool operator==(const UnitChange&) const = default;
};

struct UnitStep {
  UnitState unit;
  std::optional<UnitChange> change;
  std::vector<Signal> signals;
  [[nodiscard]] bool has(Signal s) const;
};

// When a transition happens: the phase (BRIG-FALTER-3, STATUS-UNF-3) and the rule options
// (the damage rows of TBL-DAMAGE read standard_battery_disperse).
struct Moment {
  model::Phase phase = model::Phase::fire;
  model::RuleOptions options;
};

// --- The discipline test's result -------------------------------------------------------------

enum class ChargeRole : std::uint8_t { none, lead, support };

struct ResultContext {
  ChargeRole role = ChargeRole::none;  // DT-CHARGE-3 .. DT-CHARGE-5
  bool from_charge_or_melee = false;   // a battery that retreats from these is lost
};

// Applies a discipline test's outcome (discipline_test.h): damage suffered or recovered; Ordered
// leaves the status as it is (a passed test does not re-form an Unformed unit: re-forming is a
// Movement-phase action, STATUS-UNF-3); Unformed (DT-RESULT-4, STATUS-UNF-0, and on with the
// charge, DT-CHARGE-3); Retreat (STATUS-RETREAT-1, -3; the supports of a lead charging unit fall
// back, DT-CHARGE-4; a battery retreating from a charge or melee is dispersed, STATUS-RETREAT-10);
// Broken (STATUS-RETREAT-9; a broken battery is removed, STATUS-BROKEN-1); then the damage
// limit (STATUS-DISP-1).
Checked<UnitStep> apply_discipline_result(const UnitState& u, const DisciplineOutcome& outcome,
                                          const ResultContext& context, const Moment& when,
                                          Events& events);

// --- Damage and the charge --------------------------------------------------------------------

// Damage from fire, melee or fatigue; dispersed at the unit's limit (STATUS-DISP-1).
Checked<UnitStep> take_damage(const UnitState& u, model::Damage d, const Moment& when,
                              Events& events);

// The unit is charged. A retreating unit cannot stand: it breaks (STATUS-RETREAT-8), a battery
// then being removed (STATUS-BROKEN-1); a broken one flees again (STATUS-BROKEN-1); skirmishers
// answer by skirmishers_charged() (S11.25-2: evade, no test). Other units keep their status:
// the tests the charge brings are rules/charge.h's.
Checked<UnitStep> charged(const UnitState& u, Charger by, const Moment& when, Events& events);

// Infantry ridden down by cavalry in melee (STATUS-DISP-6).
Checked<UnitStep> ridden_down(const UnitState& u, const Moment& when, Events& events);

// A melee won. Unformed cavalry that wins may not move until the next turn (STATUS-UNF-4),
// unless it outnumbered its enemy 3:1 and broke or dispersed it: then it counts as formed
// (S16.2-5; squadron counts 0 = the optional rule is not in use).
Checked<UnitStep> melee_won(const UnitState& u, int squadrons, int enemy_squadrons,
                            bool enemy_broken_or_dispersed, Events& events);

// --- Movement ---------------------------------------------------------------------------------

enum class FallBackKind : std::uint8_t { compulsory, voluntary };

// Fall Back (STATUS-FB-*). Compulsory (supports of a retreating lead unit, DT-CHARGE-4; a brigade
// Falling Back): from Obeying or Unformed, a full retreat move back; a close-order unit is
// Unformed by it (STATUS-FB-2). Voluntary: only in the Movement phase (STATUS-UNF-3), only an
// Unformed close-order unit (STATUS-FB-7), at 1 fatigue damage (STATUS-FB-8), turning freely
// (STATUS-FB-9); skirmishers and Cossacks any time they are not retreating, at no cost
// (STATUS-FB-10). It has no effect on the brigade (STATUS-FB-11): no change is reported to it.
Checked<UnitStep> fall_back(const UnitState& u, FallBackKind kind, const Moment& when,
                            Events& events);

// Re-forming in place in the Movement phase (STATUS-UNF-3) into the unit's own formation
// (STATUS-UNF-5), or any formation after a rally (STATUS-RETREAT-11, STATUS-BROKEN-4).
Checked<UnitStep> reform(const UnitState& u, model::Formation into, const Moment& when,
                         Events& events);

// A friendly unit falling back or retreating passed through this one: close order is Unformed
// (STATUS-FB-4, STATUS-RETREAT-3); skirmishers are never Unformed (S11.25-1).
Checked<UnitStep> passed_through(const UnitState& u, Events& events);

// The end of a broken unit's full move: within 3" of a suitable friendly close-order unit it may
// move on behind it (STATUS-BROKEN-3); if not, it is dispersed (STATUS-BROKEN-2, STATUS-DISP-2).
Checked<UnitStep> broken_move_ended(const UnitState& u, bool friendly_close_order_within_3,
                                    const Moment& when, Events& events);

// A retreating or broken unit meets the enemy within the first 6" of its compulsory move
// (STATUS-DISP-7).
Checked<UnitStep> contact_in_compulsory_move(const UnitState& u, const Moment& when,
                                             Events& events);

// The unit leaves the table (STATUS-DISP-8).
Checked<UnitStep> left_table(const UnitState& u, const Moment& when, Events& events);

// Skirmishers caught whole by close order are removed without a melee (S11.24c-1); that counts
// as a dispersal for the brigade (G-43).
Checked<UnitStep> overrun(const UnitState& u, const Moment& when, Events& events);

// A battery with no ammunition leaves the table in good order (ART-NOAMMO-2); its brigade does
// not falter for it (ART-NOAMMO-3, BRIG-FALTER-5).
Checked<UnitStep> out_of_ammunition(const UnitState& u, const Moment& when, Events& events);

// --- The turn and the brigade -----------------------------------------------------------------

// The start of a turn: a unit that fell back halts and may begin re-forming (STATUS-FB-6): close
// order is now Unformed (STATUS-FB-2), skirmishers and Cossacks obey orders; cavalry held after
// a melee may move again (STATUS-UNF-4).
Checked<UnitStep> new_turn(const UnitState& u, Events& events);

// The rally check of the Command phase (G-19, G-20, G-22), after the brigade's morale test:
// retreating and broken units rally when the brigade obeys orders, Unformed and free to re-form
// into any formation (STATUS-RETREAT-11, STATUS-BROKEN-4; skirmishers are never Unformed and
// obey orders at once). A Faltering or Wavering brigade: retreating units stay and suffer 1
// damage (STATUS-RETREAT-12), broken units are dispersed (STATUS-BROKEN-5). A brigade Falling
// Back or in Sauve qui Peut: both are dispersed (STATUS-DISP-3, STATUS-DISP-4). Other units are
// unchanged. Refused outside the Command phase.
Checked<UnitStep> rally(const UnitState& u, model::BrigadeStatus brigade, const Moment& when,
                        Events& events);

// The unit's brigade changed status from `from` to `to` (brigade_status.h). Worse: a broken unit
// is dispersed (STATUS-DISP-3) unless its own breaking caused the change (G-20); a retreating
// unit is dispersed when the brigade Falls Back or breaks (STATUS-DISP-4); a brigade Falling
// Back falls back its other units (BM-EFFECT-FB); one in Sauve qui Peut makes them retreat
// (BM-EFFECT-SQP). Better: nothing happens until the rally check. A dispersed unit is left as
// it is.
Checked<UnitStep> brigade_changed(const UnitState& u, model::BrigadeStatus from,
                                  model::BrigadeStatus to, bool caused_by_this_unit,
                                  const Moment& when, Events& events);

// A Demoralised brigade received a Faltering trigger: every unit of it is dispersed
// (STATUS-DISP-9, G-21).
Checked<UnitStep> brigade_dissolved(const UnitState& u, const Moment& when, Events& events);

// --- Orders -----------------------------------------------------------------------------------

enum class Order : std::uint8_t {
  fire,
  declare_charge,
  opportunity_charge,
  support_charge,
  move,              // any voluntary move
  advance,           // a voluntary move towards the enemy
  change_formation,  // a formation change of a unit in good order
  reform,
  fall_back,     // a voluntary fall back
  stand_charge,  // receive a charge standing
};

inline constexpr std::array<model::Name<Order>, 10> kOrderNames{{
    {Order::fire, "fire"},
    {Order::declare_charge, "declare_charge"},
    {Order::opportunity_charge, "opportunity_charge"},
    {Order::support_charge, "support_charge"},
    {Order::move, "move"},
    {Order::advance, "advance"},
    {Order::change_formation, "change_formation"},
    {Order::reform, "reform"},
    {Order::fall_back, "fall_back"},
    {Order::stand_charge, "stand_charge"},
}};

// Why the unit may not carry out `order` now, or nothing when it may. The unit's status decides
// first (STATUS-DISP-0; STATUS-RETREAT-7, -8; STATUS-BROKEN-1; STATUS-FB-6, -7; STATUS-UNF-1,
// -3, -4, -5; STATUS-OBEY-2), then its brigade's (BM-EFFECT-WAVERING, BM-EFFECT-FB,
// BM-EFFECT-SQP).
std::optional<Refusal> refuse_order(const UnitState& u, Order order, const Moment& when,
                                    model::BrigadeStatus brigade);

}  // namespace grognard::rules
