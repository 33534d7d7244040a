#include "rules/charge.h"

namespace grognard::rules {

using model::Arm;
using model::Formation;
using model::UnitStatus;

std::string_view response_term(Response r) {
  switch (r) {
    case Response::stand:
      return "response.stand";
    case Response::stand_and_fire:
      return "response.stand_and_fire";
    case Response::evade:
      return "response.evade";
    case Response::form_square:
      return "response.form_square";
    case Response::break_at_once:
      return "response.break_at_once";
  }
  return "response.stand";
}

std::optional<Refusal> charge_refusal(const ChargingUnit& c, const ChargeTarget& t) {
  if (c.status == UnitStatus::retreating || c.status == UnitStatus::broken ||
      c.status == UnitStatus::falling_back) {
    return Refusal{"charge.refused.retreating", "STATUS-RETREAT-7"};
  }
  if (c.status == UnitStatus::dispersed) return Refusal{"charge.refused.gone", "STATUS-DISP-0"};
  if (c.status == UnitStatus::unformed) return Refusal{"charge.refused.unformed", "STATUS-UNF-1"};
  if (c.arm == Arm::artillery) return Refusal{"charge.refused.artillery", "PR-CHARGE-1"};
  if (c.formation == Formation::square) return Refusal{"charge.refused.square", "PR-CHARGE-1"};
  if (c.fired_this_turn) return Refusal{"charge.refused.fired", "F-NOFIRE-1"};
  if (c.skirmisher && !c.mounted_skirmisher) {
    if (t.cossack) return Refusal{"charge.refused.cossacks", "S11.24a-2"};
    if (!t.skirmisher) return Refusal{"charge.refused.skirmishers_only", "S11.23a"};
  }
  if (c.mounted_skirmisher && c.in_rough && t.in_built_up) {
    return Refusal{"charge.refused.built_up", "S16.3g"};
  }
  if (t.status == UnitStatus::dispersed) return Refusal{"charge.refused.gone", "STATUS-DISP-0"};
  if (t.distance > c.reach + 1e-9) return Refusal{"charge.refused.reach", "PR-CHARGE-2"};
  return std::nullopt;
}

Answer answers(const ChargingUnit& c, const ChargeTarget& t) {
  const bool formed_charger = !c.skirmisher && !c.cossack;
  if (t.status == UnitStatus::retreating || t.status == UnitStatus::broken) {
    return {{Response::break_at_once}, "STATUS-RETREAT-8"};
  }
  if (t.skirmisher) {
    if (c.cossack) {
      return {{Response::stand_and_fire, Response::stand, Response::evade}, "S11.24a-1"};
    }
    if (formed_charger) return {{Response::evade}, "S11.24-0"};
    return {{Response::stand, Response::evade}, "S11.23b"};  // skirmishers on skirmishers
  }
  switch (t.arm) {
    case Arm::artillery:
      if (t.formation == Formation::unlimbered) return {{Response::stand_and_fire}, "PR-CHARGE-5"};
      return {{Response::stand}, "PR-CHARGE-5"};
    case Arm::cavalry:
      return {{Response::stand, Response::evade}, "PR-CHARGE-6"};
    case Arm::infantry:
      break;
  }
  if (t.status == UnitStatus::unformed) return {{Response::stand}, "STATUS-UNF-0"};
  std::vector<Response> allowed{Response::stand_and_fire, Response::stand};
  if (c.arm == Arm::cavalry &&
      (t.formation == Formation::line || t.formation == Formation::column)) {
    allowed.insert(allowed.begin(), Response::form_square);
  }
  return {allowed, "PR-CHARGE-4"};
}

std::vector<TestDue> tests_due(const ChargingUnit& c, const ChargeTarget& t, Response r) {
  std::vector<TestDue> due;
  if (r == Response::break_at_once) return due;  // no test: the unit breaks (DT-NOTE-2)
  if (t.arm == Arm::infantry && !t.skirmisher && c.arm == Arm::cavalry) {
    if (r == Response::form_square) {
      due.push_back({Trigger::cavalry_charge, t.formation == Formation::line});
    } else if (t.formation == Formation::line) {
      due.push_back({Trigger::cavalry_charge, false});
    }
  }
  if (t.in_rear) due.push_back({Trigger::rear_charge, false});
  if (r == Response::evade && !t.skirmisher) due.push_back({Trigger::evade, false});
  return due;
}

}  // namespace grognard::rules
