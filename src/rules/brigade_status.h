// Brigade status as a state machine (seed 003 "Дрогнувшие Бригады", CLAUSES.md §7.7; the
// project's brigade morale, docs/rules.md "Brigade morale", DECISIONS §11, G-15).
//
// Statuses from best to worst: Obeying orders, Faltering (Дрогнувшая), Wavering (Колеблющаяся),
// Falling Back (Отход), Sauve qui Peut. Faltering comes at once from what happens to the
// brigade's units (BRIG-FALTER-1 .. -5); the others only from the brigade morale test
// (brigade_morale.h), which is also the only way back.
//
// The game loop drives it with the units' status changes:
//   unit transition (unit_status.h) -> UnitStep::change -> brigade_on_unit_change -> BrigadeStep;
//   BrigadeStep::change  -> brigade_changed(unit, from, to, caused_by_this_unit) on every unit
//                           of the brigade (caused_by_this_unit for the unit whose change it was);
//   BrigadeStep::dissolve -> brigade_dissolved(unit) on every unit (STATUS-DISP-9);
//   BrigadeStep::now_broken -> with the S16.6 option, neighbouring brigades test (S16.6-2).
// Unit changes that a brigade status caused (UnitChange::by_brigade) update the counts but are
// not new Faltering triggers.
#pragma once

#include <optional>

#include "model/status.h"
#include "rules/checked.h"
#include "rules/events.h"
#include "rules/unit_status.h"

namespace grognard::rules {

struct BrigadeState {
  model::BrigadeStatus status = model::BrigadeStatus::obeying;
  int units = 0;       // units it has fielded: its own and any screen formed since (EX-11.3A)
  int lost = 0;        // dispersed or removed, no-ammunition batteries included (G-56)
  int retreating = 0;  // Retreating units that count for Faltering (not skirmishers or Cossacks,
                       // BRIG-FALTER-4)
  int broken = 0;      // Broken units
  bool broken_brigade = false;  // it reached Sauve qui Peut or lost every unit (S16.6-2)
  bool operator==(const BrigadeState&) const = default;
};

// Demoralised (Деморализованная): a brigade that has lost more than half of its units
// (BM-DEMORALISED). A Faltering trigger then disperses every unit it has left (STATUS-DISP-9,
// G-21); with the S16.6 option it tests every turn (S16.6-1).
constexpr bool demoralised(const BrigadeState& b) {
  return 2 * b.lost > b.units;
}

struct BrigadeChange {
  model::BrigadeStatus from = model::BrigadeStatus::obeying;
  model::BrigadeStatus to = model::BrigadeStatus::obeying;
  bool operator==(const BrigadeChange&) const = default;
};

struct BrigadeStep {
  BrigadeState brigade;
  std::optional<BrigadeChange> change;
  bool dissolve = false;    // STATUS-DISP-9: every unit of the brigade is dispersed
  bool now_broken = false;  // the brigade broke just now (S16.6-2)
};

// A unit of the brigade changed status. Counts retreating, broken and lost units, then:
// two or more retreating units (BRIG-FALTER-1, STATUS-RETREAT-13), any unit broken
// (BRIG-FALTER-2, STATUS-BROKEN-6), any unit dispersed outside the Command phase (BRIG-FALTER-3,
// STATUS-DISP-10) make the brigade Faltering; retreating skirmishers and Cossacks do not count
// (BRIG-FALTER-4), nor a battery out of ammunition (BRIG-FALTER-5); Unformed and Fall Back are
// never reported (BRIG-UNAFFECTED). A worse status stays as it is. A Demoralised brigade that
// receives a Faltering trigger dissolves (STATUS-DISP-9, G-21). Refused when the counts would
// go wrong (a unit the brigade does not know).
Checked<BrigadeStep> brigade_on_unit_change(const BrigadeState& b, const UnitChange& change,
                                            Events& events);

// The brigade `b` with one more unit fielded that stands in `status` when the battle begins (a
// scenario may start a unit Retreating, Broken or Dispersed): counted as it stands, retreating
// (not a skirmisher or Cossack: BRIG-FALTER-4), broken or lost (BM-COUNT), so that its later
// changes count from there; a unit counted nowhere would have its break refused as unknown and
// its brigade never falter (BRIG-FALTER-2). The brigade's status is left as given.
constexpr BrigadeState fielded(BrigadeState b, model::UnitStatus status,
                               bool skirmisher_or_cossack) {
  b.units += 1;
  if (status == model::UnitStatus::retreating && !skirmisher_or_cossack) b.retreating += 1;
  if (status == model::UnitStatus::broken) b.broken += 1;
  if (status == model::UnitStatus::dispersed) b.lost += 1;
  return b;
}

}  // namespace grognard::rules
