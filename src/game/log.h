// The battle's event log: every die, every rule applied and every change of state, each with
// its clause, stamped with the turn and phase. The narration is made from it, in Russian or
// English, by the text layer.
#pragma once

#include <string>
#include <vector>

#include "dice/face.h"
#include "model/phase.h"
#include "rules/events.h"

namespace grognard::game {

struct LogEntry {
  int turn = 0;
  model::Phase phase = model::Phase::command;
  rules::Event event;
  std::string dice_label;        // a "dice" event: what was rolled ("2D6")
  std::vector<dice::Face> dice;  // a "dice" event: the faces
  // Whom the entry concerns when its event does not name them: a rule's events name no unit
  // (rules know no battle), so the battle stamps the unit (or brigade) it applied the rule to.
  int unit = -1;
  int brigade = -1;
  int side = -1;  // a side's own roll (each side's initiative die)
  bool operator==(const LogEntry&) const = default;
};

using Log = std::vector<LogEntry>;

}  // namespace grognard::game
