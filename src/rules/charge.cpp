#include "rules/charge.h"

namespace grognard::rules {

using model::Arm;
using model::Formation;
using model::UnitStatus;

std::optional<ChargeRefusal> charge_refusal(const ChargingUnit& c, const ChargeTarget& t) {
  if (c.status == UnitStatus::retreating || c.status == UnitStatus::broken ||
      c.status == UnitStatus::falling_back) {
    return ChargeRefusal{"STATUS-RETREAT-7", "charge.refused.retreating"};
  }
  if (c.status == UnitStatus::dispersed)
    return ChargeRefusal{"STATUS-DISP-0", "charge.refused.gone"};
  if (c.status == UnitStatus::unformed)
    return ChargeRefusal{"STATUS-UNF-1", "charge.refused.unformed"};
  if (c.arm == Arm::artillery) return ChargeRefusal{"PR-CHARGE-1", "charge.refused.artillery"};
  if (c.formation == Formation::square)
    return ChargeRefusal{"PR-CHARGE-1", "charge.refused.square"};
  if (c.fired_this_turn) return ChargeRefusal{"F-NOFIRE-1", "charge.refused.fired"};
  if (c.skirmisher && !c.mounted_skirmisher) {
    if (t.cossack) return ChargeRefusal{"S11.24a-2", "charge.refused.cossacks"};
    if (!t.skirmisher) return ChargeRefusal{"S11.23a", "charge.refused.skirmishers_only"};
  }
  if (c.mounted_skirmisher && c.in_rough && t.in_built_up) {
    return ChargeRefusal{"S16.3g", "charge.refused.built_up"};
  }
  if (t.status == UnitStatus::dispersed)
    return ChargeRefusal{"STATUS-DISP-0", "charge.refused.gone"};
  if (t.distance > c.reach + 1e-9) return ChargeRefusal{"PR-CHARGE-2", "charge.refused.reach"};
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
      due.push_back({"DT-TRIGGER-2", t.formation == Formation::line});
    } else if (t.formation == Formation::line) {
      due.push_back({"DT-TRIGGER-2", false});
    }
  }
  if (t.in_rear) due.push_back({"DT-TRIGGER-3", false});
  if (r == Response::evade && !t.skirmisher) due.push_back({"DT-TRIGGER-4", false});
  return due;
}

}  // namespace grognard::rules
