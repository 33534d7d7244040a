// The phases of a turn that the status rules read: dispersal outside the Command phase makes a
// brigade Faltering (BRIG-FALTER-3); an Unformed unit may only re-form or fall back in the
// Movement phase (STATUS-UNF-3). The seeds name the phases without a sequence (G-27).
#pragma once

#include "model/names.h"

namespace grognard::model {

enum class Phase { command, charge, movement, fire, melee };

inline constexpr std::array<Name<Phase>, 5> kPhaseNames{{
    {Phase::command, "command"},
    {Phase::charge, "charge"},
    {Phase::movement, "movement"},
    {Phase::fire, "fire"},
    {Phase::melee, "melee"},
}};

}  // namespace grognard::model
