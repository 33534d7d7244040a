// Charges: who may declare one, how the target may answer, and which discipline tests that
// brings. The seeds give the constraints (STATUS-UNF-1, STATUS-RETREAT-7/8, S11.23a, S11.24,
// S11.25-2, S16.3g, DT-TRIGGER-2/3/4) but not the procedure (G-27); the rest is the project's
// (DECISIONS §11), IDs PR-CHARGE-*, documented in docs/rules.md.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "model/formation.h"
#include "model/status.h"
#include "model/troops.h"
#include "rules/checked.h"
#include "rules/discipline_test.h"

namespace grognard::rules {

struct ChargingUnit {
  model::Arm arm = model::Arm::infantry;
  model::Formation formation = model::Formation::column;
  model::UnitStatus status = model::UnitStatus::ordered;
  bool skirmisher = false;
  bool cossack = false;
  bool mounted_skirmisher = false;
  bool in_rough = false;         // charging within rough ground (S16.3g)
  double reach = 0;              // charge reach in inches (movement.h charge_reach)
  bool fired_this_turn = false;  // F-NOFIRE-1 works the other way: who charges may not fire
};

struct ChargeTarget {
  model::Arm arm = model::Arm::infantry;
  model::Formation formation = model::Formation::line;
  model::UnitStatus status = model::UnitStatus::ordered;
  bool skirmisher = false;
  bool cossack = false;
  bool in_built_up = false;
  double distance = 0;   // inches, charger's front to the target
  bool in_rear = false;  // the charge comes in from behind the target's rear line
};

// Why a charge may not be declared: the term key for the text layer ("charge.refused.unformed")
// and the clause that forbids it; nothing when it may.
std::optional<Refusal> charge_refusal(const ChargingUnit& charger, const ChargeTarget& target);

enum class Response { stand, stand_and_fire, evade, form_square, break_at_once };

// The term key of an answer for the text layer ("term.<key>"): "response.form_square".
std::string_view response_term(Response r);

// A discipline test the charge brings, and the trigger that brings it.
struct TestDue {
  Trigger trigger = Trigger::cavalry_charge;  // DT-TRIGGER-2 / -3 / -4
  bool line_to_square = false;                // DT-MOD-SQUARE applies
};

struct Answer {
  std::vector<Response> allowed;  // the first is what an unhurried player would do
  std::string_view clause;        // the clause that limits the answers
};

// The answers the target may give (PR-CHARGE-3 .. PR-CHARGE-8):
// a retreating target breaks at once (STATUS-RETREAT-8); skirmishers charged by formed troops
// must evade, without a test (S11.24-0, S11.25-2, DECISIONS §12), and charged by Cossacks may
// also fire or stand (S11.24a-1); a battery stands and fires canister; infantry may stand, stand
// and fire a closing volley, or (against cavalry, from line or column) form square; cavalry may
// stand or evade.
Answer answers(const ChargingUnit& charger, const ChargeTarget& target);

// The discipline tests an answer brings: infantry in line charged by cavalry, or forming square
// (DT-TRIGGER-2, with DT-MOD-SQUARE when it changes from line to square); a charge in the rear
// (DT-TRIGGER-3); any evading unit but skirmishers (DT-TRIGGER-4, DECISIONS §12).
std::vector<TestDue> tests_due(const ChargingUnit& charger, const ChargeTarget& target, Response r);

}  // namespace grognard::rules
