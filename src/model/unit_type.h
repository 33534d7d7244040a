// What kind of unit takes a discipline test or changes status (the `unit.type` of the JSON
// contract): the three arms, and the two kinds of skirmish unit of chapter XI, the brigade
// skirmish screen (S11.2, the GdA "brigade skirmish line") and a light battalion deployed as
// skirmishers (S11.5).
#pragma once

#include "model/formation.h"
#include "model/names.h"
#include "model/troops.h"

namespace grognard::model {

enum class UnitType { infantry, cavalry, artillery, skirmish_screen, light_battalion_skirmish };

inline constexpr std::array<Name<UnitType>, 5> kUnitTypeNames{{
    {UnitType::infantry, "infantry"},
    {UnitType::cavalry, "cavalry"},
    {UnitType::artillery, "artillery"},
    {UnitType::skirmish_screen, "skirmish_screen"},
    {UnitType::light_battalion_skirmish, "light_battalion_skirmish"},
}};

// Skirmishers in the sense of DT-RESULT-4S and STATUS-UNF-7: a brigade skirmish line or a
// deployed light battalion.
constexpr bool is_skirmisher(UnitType t) {
  return t == UnitType::skirmish_screen || t == UnitType::light_battalion_skirmish;
}

// The arm whose rows of TBL-DAMAGE apply: skirmishers are infantry.
constexpr Arm arm_of(UnitType t) {
  switch (t) {
    case UnitType::cavalry:
      return Arm::cavalry;
    case UnitType::artillery:
      return Arm::artillery;
    case UnitType::infantry:
    case UnitType::skirmish_screen:
    case UnitType::light_battalion_skirmish:
      return Arm::infantry;
  }
  return Arm::infantry;
}

// The formations a unit of each type stands in: infantry in line, column, mass column or square;
// cavalry in line or column; a battery limbered or unlimbered; skirmishers in skirmish order.
constexpr bool formation_allowed(UnitType t, Formation f) {
  switch (t) {
    case UnitType::infantry:
      return f == Formation::line || f == Formation::column || f == Formation::mass_column ||
             f == Formation::square;
    case UnitType::cavalry:
      return f == Formation::line || f == Formation::column;
    case UnitType::artillery:
      return f == Formation::limbered || f == Formation::unlimbered;
    case UnitType::skirmish_screen:
    case UnitType::light_battalion_skirmish:
      return f == Formation::skirmish;
  }
  return false;
}

}  // namespace grognard::model
