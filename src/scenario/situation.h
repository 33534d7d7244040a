// Situations from positions: given two units on the table, the JSON situation the fire rules
// take (skirmish_fire, volley, artillery_fire; docs/cli.md), or for one unit the discipline
// test's situation, with every derived fact explained by its clause and its measurement.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "scenario/error.h"
#include "scenario/field.h"
#include "scenario/targets.h"

namespace grognard::scenario {

// An argument of a fact, rendered by the text layer in the chosen language and the table's unit.
struct FactArg {
  enum class Kind { distance, share, number, unit, terrain, term };
  Kind kind = Kind::number;
  double value = 0;  // distance in engine inches, share 0..1, number, unit or terrain index
  std::string term;  // a phrase key suffix: "band.close", "cover.building"

  static FactArg distance(double inches) { return {Kind::distance, inches, {}}; }
  static FactArg share(double s) { return {Kind::share, s, {}}; }
  static FactArg number(double n) { return {Kind::number, n, {}}; }
  static FactArg unit(std::size_t i) { return {Kind::unit, static_cast<double>(i), {}}; }
  static FactArg terrain(std::size_t i) { return {Kind::terrain, static_cast<double>(i), {}}; }
  static FactArg of_term(std::string t) { return {Kind::term, 0, std::move(t)}; }
};

struct Fact {
  std::string key;  // "fact.<key>" in the text layer
  std::string clause;
  std::vector<FactArg> args;
};

struct Derived {
  nlohmann::ordered_json situation;  // what `grognard odds` and `roll` take
  std::vector<Fact> facts;
  bool allowed = false;  // the position allows this fire (arc, range, sight, priority)
};

// The fire situation of `firer` at `target` (unit indices). Fails when the firer cannot fire at
// all (a general, cavalry in close order, a limbered battery, a retreating unit) or either unit
// is not on the table; a fire the position forbids is still derived, with `allowed` false and
// the reason among the facts.
Loaded<Derived> derive_fire(const Field& field, std::size_t firer, std::size_t target);

// The discipline test situation of `unit`: its own state and whether it is flanked
// (DT-MOD-FLANKED), measured against every enemy unit within 9". `cavalry_charge`: the unit is
// cavalry in a charge (DT-MOD-FLANKED-3).
Loaded<Derived> derive_discipline(const Field& field, std::size_t unit, bool cavalry_charge);

// Whether at least half of an enemy unit stands within 9" behind the unit's front line with
// nothing in between, enemy by enemy (DT-MOD-FLANKED-1, G-50).
struct FlankCheck {
  std::size_t enemy = 0;  // unit index
  double share = 0;
  bool blocked = false;
  bool flanks = false;  // it puts the unit's flank or rear at risk (FlankMeasure::flanks)
  std::optional<std::size_t> blocked_by_unit;
  std::optional<std::size_t> blocked_by_terrain;
  rules::FlankFinding finding;
};
std::vector<FlankCheck> flank_checks(const Field& field, std::size_t unit, bool cavalry_charge);

}  // namespace grognard::scenario
