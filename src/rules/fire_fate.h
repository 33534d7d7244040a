// "Double 6 = Fate!" (F-TABLE-FATE). The seeds name Fate but do not define it (G-03);
// DECISIONS §4 does: an unmodified double six on a volley or artillery roll is Fate, and a
// general attached to the target is hit: D6 1 killed, 2-3 wounded (out of the game), 4-6 unhurt.
#pragma once

#include <cstdint>
#include <string_view>

#include "dice/roller.h"
#include "model/names.h"
#include "rules/events.h"

namespace grognard::rules {

// What became of the general attached to the target: `none` when there was no Fate roll.
enum class GeneralFate : std::uint8_t { none, unhurt, wounded, killed };

inline constexpr std::array<model::Name<GeneralFate>, 4> kGeneralFateNames{{
    {GeneralFate::none, "none"},
    {GeneralFate::unhurt, "unhurt"},
    {GeneralFate::wounded, "wounded"},
    {GeneralFate::killed, "killed"},
}};

// The general's fate for a D6 (DECISIONS §4).
GeneralFate general_fate(int die);

// Reports Fate and, when a general is attached to the target, rolls his D6.
GeneralFate resolve_fate(bool general_attached, dice::Roller& dice, Events& events);

}  // namespace grognard::rules
