#include "rules/brigade_status.h"

namespace grognard::rules {

using model::BrigadeStatus;
using model::Phase;
using model::UnitStatus;

Checked<BrigadeStep> brigade_on_unit_change(const BrigadeState& b, const UnitChange& c,
                                            Events& events) {
  BrigadeStep step;
  step.brigade = b;
  BrigadeState& n = step.brigade;
  const bool counts_for_retreat = !c.skirmisher_or_cossack;

  // 1. The counts.
  if (c.from == UnitStatus::retreating && counts_for_retreat) --n.retreating;
  if (c.to == UnitStatus::retreating && counts_for_retreat) ++n.retreating;
  if (c.from == UnitStatus::broken) --n.broken;
  if (c.to == UnitStatus::broken) ++n.broken;
  if (c.to == UnitStatus::dispersed) ++n.lost;
  if (c.from == UnitStatus::dispersed || n.retreating < 0 || n.broken < 0 || n.lost > n.units) {
    return Refusal{"refusal.brigade.unknown_unit", "BM-COUNT"};
  }

  // 2. The Faltering triggers and their exceptions.
  std::string_view trigger;
  if (!c.by_brigade) {
    if (c.to == UnitStatus::retreating && !counts_for_retreat) {
      events.add("brigade.retreat_not_counted", "BRIG-FALTER-4");
    } else if (c.to == UnitStatus::retreating && n.retreating >= 2) {
      trigger = "BRIG-FALTER-1";
    } else if (c.to == UnitStatus::broken) {
      trigger = "BRIG-FALTER-2";
    } else if (c.to == UnitStatus::dispersed) {
      if (c.dispersal == Dispersal::no_ammunition) {
        events.add("brigade.no_ammunition", "BRIG-FALTER-5");
      } else if (c.phase == Phase::command) {
        events.add("brigade.command_phase", "BRIG-FALTER-3");
      } else {
        trigger = "BRIG-FALTER-3";
      }
    }
  }

  // 3. Faltering, unless already worse; a Demoralised brigade dissolves (STATUS-DISP-9).
  if (!trigger.empty()) {
    if (demoralised(b) && !b.broken_brigade) {
      events.add("brigade.dissolves", "STATUS-DISP-9", num(b.lost), num(b.units));
      step.dissolve = true;
    } else if (b.status == BrigadeStatus::obeying) {
      n.status = BrigadeStatus::faltering;
      step.change = BrigadeChange{b.status, n.status};
      events.add("brigade.faltering", trigger);
    } else {
      events.add("brigade.already_worse", trigger);
    }
  }

  // 4. A brigade with no unit left, or dissolved, is broken (S16.6-2).
  if (!n.broken_brigade && (step.dissolve || (n.units > 0 && n.lost >= n.units))) {
    n.broken_brigade = true;
    step.now_broken = true;
    events.add("brigade.broken", "S16.6-2");
  }
  return step;
}

}  // namespace grognard::rules
