// What kind of troops a unit or a skirmish company is. Arm decides which tables apply;
// the troop kind decides skirmisher class (S11.11-S11.13) and who may skirmish (S11.2).
#pragma once

#include "model/names.h"

namespace grognard::model {

enum class Arm { infantry, cavalry, artillery };

enum class Troops {
  line,        // line infantry and the light companies of line battalions (voltigeurs)
  light,       // light infantry battalions (Léger, British light infantry, Russian Jäger)
  jager,       // Austrian Jäger: the only first-class Austrian skirmishers (S11.11-2)
  grenzer,     // Austrian Grenzer: second class whatever their quality (S11.12b)
  irregular,   // irregulars such as Freikorps: second class (S11.12c)
  third_rank,  // third-rank skirmishers of line battalions: second class (S11.12d)
  rifles,      // British select riflemen after 1808, the 95th (S11.13)
};

inline constexpr std::array<Name<Arm>, 3> kArmNames{{
    {Arm::infantry, "infantry"},
    {Arm::cavalry, "cavalry"},
    {Arm::artillery, "artillery"},
}};

inline constexpr std::array<Name<Troops>, 7> kTroopsNames{{
    {Troops::line, "line"},
    {Troops::light, "light"},
    {Troops::jager, "jager"},
    {Troops::grenzer, "grenzer"},
    {Troops::irregular, "irregular"},
    {Troops::third_rank, "third_rank"},
    {Troops::rifles, "rifles"},
}};

}  // namespace grognard::model
