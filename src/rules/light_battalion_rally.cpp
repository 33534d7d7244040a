#include "rules/light_battalion_rally.h"

#include "dice/basic_nodes.h"

namespace grognard::rules {

using model::UnitStatus;
using model::UnitType;

const RallyRow& rally_row(model::Quality q) {
  for (const RallyRow& r : kRallyTable) {
    if (r.quality == q) return r;
  }
  return kRallyTable[3];
}

std::optional<Refusal> rally_refusal(const LightBattalionRally& r) {
  if (r.enemy_reached_command_companies && !r.enemy_within_charge_distance) {
    return Refusal{"refusal.rally.contradiction", "S11.7-5"};
  }
  const bool blocked = r.options.lb_rally_block == model::LbRallyBlock::charge_distance
                           ? r.enemy_within_charge_distance
                           : r.enemy_reached_command_companies;
  if (blocked) {
    return Refusal{r.options.lb_rally_block == model::LbRallyBlock::charge_distance
                       ? "refusal.rally.charge_distance"
                       : "refusal.rally.reached",
                   "S11.7-5"};
  }
  return std::nullopt;
}

RallyResult resolve_light_battalion_rally(const LightBattalionRally& rally, dice::Roller& dice,
                                          Events& events) {
  RallyResult r;
  // 1. The score needed by training (TBL-RALLY).
  const RallyRow& row = rally_row(rally.quality);
  r.needed = row.needed;
  events.add("rally.needed", row.clause, num(row.needed));
  // 2. 2D6, +1 with a superior general attached (S11.8-2).
  const int modifier = rally.superior_general_attached ? 1 : 0;
  if (modifier != 0) events.add("rally.superior_general", "S11.8-2");
  r.roll = dice::roll(dice, dice::TwoD6(), "S11.7-1").sum();
  r.final_score = r.roll + modifier;
  // 3. Equal to or above the score needed: rallied (S11.7-1); else stays in skirmish order and
  //    may try again in a later turn (S11.7-2).
  r.rallied = r.final_score >= r.needed;
  events.add(r.rallied ? "rally.success" : "rally.failure", r.rallied ? "S11.7-1" : "S11.7-2",
             num(r.roll), num(modifier), num(r.final_score), num(r.needed));
  if (r.rallied) {
    events.add("rally.at_command_companies", "S11.7-3");
    events.add("rally.any_formation", "S11.7-4");
  }
  return r;
}

Checked<UnitStep> rally_light_battalion(const UnitState& u, model::Formation into,
                                        const Moment& when, Events& events) {
  switch (u.status) {
    case UnitStatus::dispersed:
      return Refusal{"refusal.dispersed", "STATUS-DISP-0"};
    case UnitStatus::retreating:
      return Refusal{"refusal.retreating", "STATUS-RETREAT-7"};
    case UnitStatus::broken:
      return Refusal{"refusal.broken", "STATUS-BROKEN-1"};
    case UnitStatus::falling_back:
      return Refusal{"refusal.falling_back", "STATUS-FB-6"};
    default:
      break;
  }
  if (u.type != UnitType::light_battalion_skirmish) {
    return Refusal{"refusal.not_light_battalion", "S11.7-1"};
  }
  if (!model::formation_allowed(UnitType::infantry, into)) {
    return Refusal{"refusal.formation_not_for_type", "S11.7-4"};
  }
  UnitStep step;
  step.unit = u;
  step.unit.type = UnitType::infantry;
  step.unit.formation = into;
  step.unit.status = UnitStatus::ordered;
  step.signals.push_back(Signal::rally_at_command_companies);
  events.add("status.light_battalion_rallied", "S11.7-4");
  if (u.status != UnitStatus::ordered) {
    step.change =
        UnitChange{u.status, UnitStatus::ordered, when.phase, Dispersal::none, true, false};
  }
  return step;
}

}  // namespace grognard::rules
