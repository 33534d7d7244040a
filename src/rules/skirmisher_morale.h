// Skirmisher morale, chapter XI 11.25 (seed 000), read in General d'Armée terms (G-16, C-21,
// C-22, DECISIONS §12): skirmishers are never "Hesitant", always "Steady" (S11.25-1): they never
// become Unformed (a 4-6 on a discipline test makes them Retreat instead, DT-RESULT-4S,
// STATUS-UNF-7, and nothing else unforms them); charged by close order they take no test and
// must evade (S11.25-2); charged by Cossacks they may also fire or stand (S11.24a-1); charged by
// skirmishers they fight as usual (S11.23b).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "model/names.h"
#include "model/unit_type.h"

namespace grognard::rules {

// Who charges the skirmishers.
enum class Charger : std::uint8_t { close_order, cossacks, skirmishers };

inline constexpr std::array<model::Name<Charger>, 3> kChargerNames{{
    {Charger::close_order, "close_order"},
    {Charger::cossacks, "cossacks"},
    {Charger::skirmishers, "skirmishers"},
}};

// What skirmishers may do when charged. They never take a morale (discipline) test for it.
struct SkirmisherAnswer {
  bool must_evade = false;
  bool may_stand = false;
  bool may_fire = false;
  std::string_view clause;
  bool operator==(const SkirmisherAnswer&) const = default;
};

// S11.25-2: charged by a close-order unit, no test, they must evade; S11.24a-1: charged by
// Cossacks, they may evade, fire at them or receive the charge standing; S11.23b: charged by
// skirmishers, the charge and the melee are resolved as usual.
SkirmisherAnswer skirmishers_charged(Charger charger);

// S11.25-1 (G-16): a skirmish unit never becomes Unformed.
constexpr bool never_unformed(model::UnitType t) {
  return model::is_skirmisher(t);
}

}  // namespace grognard::rules
