// Value types of General d'Armée fire (seed 003): what a volley or a battery fires at, the
// calibre of a battery, and the range bands of artillery (TBL-RANGE).
#pragma once

#include "model/names.h"

namespace grognard::model {

// What a target is for the fire modifiers (F-MOD-7..10, F-MOD-A8..A11): close-order infantry,
// cavalry, a battery, or skirmishers in open order.
enum class TargetType { infantry, cavalry, artillery, skirmishers };

inline constexpr std::array<Name<TargetType>, 4> kTargetTypeNames{{
    {TargetType::infantry, "infantry"},
    {TargetType::cavalry, "cavalry"},
    {TargetType::artillery, "artillery"},
    {TargetType::skirmishers, "skirmishers"},
}};

// Calibre of a battery (F-RANGE-ART-1..3): 3-4, 6-9 or 12 pounders.
enum class Calibre { light, medium, heavy };

inline constexpr std::array<Name<Calibre>, 3> kCalibreNames{{
    {Calibre::light, "3-4"},
    {Calibre::medium, "6-9"},
    {Calibre::heavy, "12"},
}};

// Artillery range bands (F-RANGE-ART-4): close is canister, effective and long are roundshot.
enum class RangeBand { close, effective, long_range };

inline constexpr std::array<Name<RangeBand>, 3> kRangeBandNames{{
    {RangeBand::close, "close"},
    {RangeBand::effective, "effective"},
    {RangeBand::long_range, "long"},
}};

constexpr bool roundshot(RangeBand b) {
  return b != RangeBand::close;
}

}  // namespace grognard::model
