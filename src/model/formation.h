// Formations a unit can stand in. Skirmish order is the open order of screens and deployed
// light battalions; batteries are limbered or unlimbered.
#pragma once

#include "model/names.h"

namespace grognard::model {

enum class Formation { line, column, mass_column, square, skirmish, limbered, unlimbered };

inline constexpr std::array<Name<Formation>, 7> kFormationNames{{
    {Formation::line, "line"},
    {Formation::column, "column"},
    {Formation::mass_column, "mass_column"},
    {Formation::square, "square"},
    {Formation::skirmish, "skirmish"},
    {Formation::limbered, "limbered"},
    {Formation::unlimbered, "unlimbered"},
}};

// Firers in column (mass column included) or square fire at half effect, rounded down to a
// whole point (F-MOD-11, DECISIONS §5).
constexpr bool column_or_square(Formation f) {
  return f == Formation::column || f == Formation::mass_column || f == Formation::square;
}

}  // namespace grognard::model
