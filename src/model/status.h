// Unit and brigade statuses of General d'Armée (STATUS-*, BRIG-*).
#pragma once

#include "model/names.h"

namespace grognard::model {

// Ordered = obeys orders (STATUS-OBEY). The order is the ladder from good to worst.
enum class UnitStatus { ordered, unformed, falling_back, retreating, broken, dispersed };

enum class BrigadeStatus { obeying, faltering, wavering, falling_back, sauve_qui_peut };

inline constexpr std::array<Name<UnitStatus>, 6> kUnitStatusNames{{
    {UnitStatus::ordered, "ordered"},
    {UnitStatus::unformed, "unformed"},
    {UnitStatus::falling_back, "falling_back"},
    {UnitStatus::retreating, "retreating"},
    {UnitStatus::broken, "broken"},
    {UnitStatus::dispersed, "dispersed"},
}};

inline constexpr std::array<Name<BrigadeStatus>, 5> kBrigadeStatusNames{{
    {BrigadeStatus::obeying, "obeying"},
    {BrigadeStatus::faltering, "faltering"},
    {BrigadeStatus::wavering, "wavering"},
    {BrigadeStatus::falling_back, "falling_back"},
    {BrigadeStatus::sauve_qui_peut, "sauve_qui_peut"},
}};

}  // namespace grognard::model
