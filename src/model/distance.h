// Distances. The engine keeps every distance in inches. The `scale` rule option says how the
// players measure (DECISIONS §1):
//  - inch: inches, for 25-28 mm figures (default);
//  - cm: centimetres, each rule distance taken from the cm value printed in the seeds
//    (3" = 5 cm, 18" = 30 cm, but 55" long range = 85 cm), usual for 15 mm figures;
//  - inch_as_cm: the inch numbers read as centimetres, for 6-10 mm figures.
#pragma once

#include "model/names.h"

namespace grognard::model {

enum class Scale { inch, cm, inch_as_cm };

inline constexpr std::array<Name<Scale>, 3> kScaleNames{{
    {Scale::inch, "inch"},
    {Scale::cm, "cm"},
    {Scale::inch_as_cm, "inch_as_cm"},
}};

// A distance as the seeds print it: inches and centimetres. Where a seed prints only inches,
// cm is inches * 5 / 3 (the seeds' own ratio).
struct RuleDistance {
  double inches;
  double cm;
};

constexpr RuleDistance inches_only(double in) {
  return RuleDistance{in, in * 5.0 / 3.0};
}

// A distance measured on the table, in the unit of `scale`, as engine inches.
constexpr double to_inches(double measured, Scale scale) {
  return scale == Scale::cm ? measured * 3.0 / 5.0 : measured;
}

// Engine inches as the unit of `scale` (what a player would read on the tape).
constexpr double from_inches(double inches, Scale scale) {
  return scale == Scale::cm ? inches * 5.0 / 3.0 : inches;
}

// A rule distance as engine inches under `scale`: in cm mode the printed cm value is used,
// so 85 cm stays 85 cm on the tape even though 55" * 5 / 3 would be 91.7 cm.
constexpr double rule_inches(RuleDistance d, Scale scale) {
  return scale == Scale::cm ? d.cm * 3.0 / 5.0 : d.inches;
}

// "in" or "cm": the unit of a distance on the tape.
constexpr std::string_view unit_of(Scale scale) {
  return scale == Scale::inch ? "in" : "cm";
}

}  // namespace grognard::model
