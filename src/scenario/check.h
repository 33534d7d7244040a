// `grognard check`: every positional rule a scenario's table breaks, with its clause and the
// distance measured.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "scenario/approach.h"
#include "scenario/field.h"

namespace grognard::scenario {

struct Finding {
  std::string_view clause;
  std::string_view key;              // what is wrong, for the text layer: "check.<key>"
  std::size_t unit = 0;              // the unit that breaks the rule (index into Scenario::units)
  std::optional<std::size_t> other;  // the enemy unit it concerns, when there is one
  int base = 0;         // 1-based base of `unit` the distance is measured from; 0: the unit
  int other_base = 0;   // 1-based second base (bases too close to each other)
  double measured = 0;  // engine inches; infinity when nothing was there to measure to
  double limit = 0;     // engine inches
};

// Every positional rule broken, unit by unit in file order:
//  S11.3c-1   a brigade screen's farthest base more than 18" from its brigade's close-order
//             infantry, artillery and general (select riflemen exempt, S11.13-4);
//  S11.6.3    a light battalion's skirmish base more than 12" from its command companies;
//  S11.6.2    skirmish bases closer than 3" to another base of the battalion, or farther than
//             6" from the nearest other skirmish base;
//  S11.6.5    a skirmish base with no line of sight to any command company (`lb_line_of_sight`);
//  S16.3d     mounted skirmisher bases closer than 3" to each other;
//  S11.21-1/2 skirmishers closer than 3" to formed infantry or artillery, or 9" to cavalry,
//             outside rough ground, cover and built-up areas (`approach_limits`);
//  S11.22-1   skirmishers 3" or less from formed infantry or cavalry (not Cossacks or
//             skirmishers) outside that ground: they should have fallen back;
//  S11.24c-1  skirmisher bases in contact with formed infantry or cavalry: removed.
std::vector<Finding> check_positions(const Field& field);

}  // namespace grognard::scenario
