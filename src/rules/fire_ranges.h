// Weapon ranges of General d'Armée (TBL-RANGE, seed 003 "Оружейная дистанция стрельбы"):
// musketry, skirmisher fire and the three artillery bands per calibre (DECISIONS §§7-8, G-12).
// Out of range is not a miss: a unit cannot fire beyond its longest range.
#pragma once

#include <optional>
#include <string_view>

#include "model/distance.h"
#include "model/fire.h"

namespace grognard::rules {

// One printed range: its upper bound in inches and cm, and the clause that prints it.
struct WeaponRange {
  model::RuleDistance reach;
  std::string_view clause;
};

// Musket volley 0-9" (15 cm), F-RANGE-2.
inline constexpr WeaponRange kVolleyRange{{9, 15}, "F-RANGE-2"};
// Musket fire from a square 0-3" (5 cm), F-RANGE-1.
inline constexpr WeaponRange kSquareRange{{3, 5}, "F-RANGE-1"};
// Skirmisher fire 0-12" (20 cm), F-RANGE-3 (the skirmish_fire action checks it, with 17" for
// riflemen, S11.13-5).
inline constexpr WeaponRange kSkirmisherRange{{12, 20}, "F-RANGE-3"};

// One row of the artillery part of TBL-RANGE: the upper bound of each band. A range equal to a
// band's upper bound belongs to that band (G-12, DECISIONS §8).
struct ArtilleryRanges {
  model::Calibre calibre;
  model::RuleDistance close;      // canister
  model::RuleDistance effective;  // roundshot
  model::RuleDistance long_range;
  std::string_view clause;
};

inline constexpr ArtilleryRanges kArtilleryRanges[] = {
    {model::Calibre::light, {12, 20}, {21, 35}, {50, 75}, "F-RANGE-ART-1"},
    {model::Calibre::medium, {12, 20}, {24, 40}, {55, 85}, "F-RANGE-ART-2"},
    {model::Calibre::heavy, {15, 25}, {30, 50}, {65, 100}, "F-RANGE-ART-3"},
};

const ArtilleryRanges& artillery_ranges(model::Calibre calibre);

// The band a battery of `calibre` fires in at `range` engine inches under `scale`, or nothing
// when the range is beyond the long band.
std::optional<model::RangeBand> artillery_band(model::Calibre calibre, double range,
                                               model::Scale scale);

// The upper bound of `band` for `calibre`.
model::RuleDistance band_reach(model::Calibre calibre, model::RangeBand band);

// True when `range` engine inches is within `reach` under `scale` (the bound included).
bool within(double range, model::RuleDistance reach, model::Scale scale);

// The range of a volley: 3" from a square (F-RANGE-1), 9" otherwise (F-RANGE-2).
const WeaponRange& volley_range(bool from_square);

}  // namespace grognard::rules
