// Loading a scenario file: TOML written by a player, or JSON written by a program. Every field is
// read strictly; references between armies, brigades, units and generals are checked; every
// base is placed and must stand on the table without overlapping another. The first problem
// found is returned as a LoadError naming the file, line, column and field.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "scenario/error.h"
#include "scenario/parse.h"
#include "scenario/scenario.h"

namespace grognard::scenario {

// Reads a file; TOML, or JSON when its name ends in ".json".
Loaded<Scenario> load_scenario(const std::string& path);

// Reads a document held in memory, `name` standing for the file in errors.
Loaded<Scenario> load_scenario_text(std::string_view text, const std::string& name,
                                    Format format = Format::toml);

// The scenario as a JSON document in the same format, with every base placed explicitly: what
// a program writes (a saved game). Distances are in the scenario's own unit.
nlohmann::ordered_json scenario_json(const Scenario& s);

// Default size of one base (width, depth) in the file's unit, by arm and stance (DECISIONS §1):
// inch: infantry 1.5 x 1, cavalry 2 x 2, a gun 2 x 2.5, a general 1.5 x 1.5; cm and inch_as_cm:
// infantry 4 x 2, cavalry 4 x 4, a gun 4 x 5, a general 3 x 3.
struct BaseSize {
  double width;
  double depth;
};
BaseSize default_base(model::Arm arm, bool general, model::Scale scale);

}  // namespace grognard::scenario
