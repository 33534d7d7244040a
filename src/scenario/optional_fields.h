// A unit's fields for the optional rules of chapter XVI that a scenario may switch on: its
// battalion gun (S16.1) and its squadrons (S16.2). Each is refused, naming the field, where the
// rule is off or the unit cannot have it.
#pragma once

#include "scenario/reader.h"
#include "scenario/scenario.h"

namespace grognard::scenario {

// Reads `battalion_gun` (1 or 2 guns, S16.1a-2) and `squadrons` (1 to 12, S16.2) of unit `out`,
// whose arm, role and figures are already read, under the scenario's rule options.
void read_optional_fields(Reader& u, const Scenario& s, Unit& out);

}  // namespace grognard::scenario
