// What the fuzz target does with one input, shared with the corpus replay in tests/: load it as
// TOML and as JSON; when it loads, place it, check it, and derive what the table gives.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "scenario/check.h"
#include "scenario/fallback.h"
#include "scenario/field.h"
#include "scenario/load.h"
#include "scenario/situation.h"
#include "scenario/targets.h"

namespace grognard::fuzz {

inline void exercise(std::string_view text, std::initializer_list<scenario::Format> formats = {
                                                scenario::Format::toml, scenario::Format::json}) {
  for (const scenario::Format format : formats) {
    const std::string name = format == scenario::Format::toml ? "fuzz.toml" : "fuzz.json";
    const auto loaded = scenario::load_scenario_text(text, name, format);
    if (!loaded.ok()) {
      (void)loaded.error().message(true);
      continue;
    }
    const scenario::Scenario& s = loaded.value();
    (void)scenario::scenario_json(s).dump();
    std::size_t bases = 0;
    for (const scenario::Unit& u : s.units) bases += scenario::bases_of(u).size();
    if (bases > 120) continue;  // keep each run short: the geometry is not what is fuzzed
    const scenario::Field field(s);
    (void)scenario::check_positions(field);
    for (std::size_t u = 0; u < s.units.size(); ++u) {
      for (const scenario::FireLine& l : scenario::fire_targets(field, u).lines) {
        (void)scenario::derive_fire(field, u, l.target);
      }
      (void)scenario::derive_discipline(field, u, false);
      (void)scenario::plan_fall_back(field, u);
    }
  }
}

}  // namespace grognard::fuzz
