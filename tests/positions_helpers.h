// Hand-placed scenarios for the positional tests: a 200 x 200 table in the chosen unit, two
// armies (fr, br) of one brigade each, and units whose bases are placed one by one.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "scenario/check.h"
#include "scenario/field.h"
#include "scenario/load.h"

namespace grognard::scenario::testing {

// One scale under test: its name in the file, and the rule distance in that unit.
struct Mode {
  const char* scale;
  double in;  // the threshold as the file writes it
};

inline std::string header(const char* scale, const std::string& rules = "") {
  return fmt::format(R"([rules]
scale = "{}"
{}
[table]
width = 200
depth = 200

[[armies]]
id = "fr"
nation = "french"

[[armies]]
id = "br"
nation = "british"

[[brigades]]
id = "fr1"
army = "fr"

[[brigades]]
id = "br1"
army = "br"
)",
                     scale, rules);
}

// A unit with hand-placed bases [x, y, facing], each 1.5 x 1 in the file's unit.
inline std::string unit(const std::string& id, const std::string& brigade,
                        const std::string& fields, const std::string& bases) {
  return fmt::format(R"(
[[units]]
id = "{}"
brigade = "{}"
base = [1.5, 1]
bases = {}
{}
)",
                     id, brigade, bases, fields);
}

// Loads a scenario held in memory and keeps it alive with its field.
struct Loaded {
  std::unique_ptr<Scenario> scenario;
  std::unique_ptr<Field> field;
};

inline Loaded load(const std::string& toml) {
  auto r = load_scenario_text(toml, "test.toml");
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message(false)) << "\n" << toml;
  Loaded l;
  if (!r.ok()) return l;
  l.scenario = std::make_unique<Scenario>(std::move(r.value()));
  l.field = std::make_unique<Field>(*l.scenario);
  return l;
}

inline std::vector<Finding> findings(const std::string& toml) {
  const Loaded l = load(toml);
  if (!l.field) return {};
  return check_positions(*l.field);
}

inline const Finding* find(const std::vector<Finding>& f, std::string_view clause) {
  const auto it =
      std::find_if(f.begin(), f.end(), [&](const Finding& x) { return x.clause == clause; });
  return it == f.end() ? nullptr : &*it;
}

inline int count(const std::vector<Finding>& f, std::string_view clause) {
  return static_cast<int>(
      std::count_if(f.begin(), f.end(), [&](const Finding& x) { return x.clause == clause; }));
}

// A measured distance back in the file's unit.
inline double on_tape(double inches, const char* scale) {
  return model::from_inches(
      inches, std::string_view(scale) == "cm" ? model::Scale::cm : model::Scale::inch);
}

}  // namespace grognard::scenario::testing
