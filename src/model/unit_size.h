// Size class of a unit: small, standard or large (F-MOD-2, F-MOD-3, TBL-DAMAGE, DT-MOD-SQUARE).
// The seeds never define the classes (G-29): a scenario declares them; where it does not, they
// are derived from initial strength with these bounds, which a scenario may change.
#pragma once

#include <optional>

#include "model/names.h"
#include "model/troops.h"

namespace grognard::model {

enum class UnitSize { small, standard, large };

inline constexpr std::array<Name<UnitSize>, 3> kUnitSizeNames{{
    {UnitSize::small, "small"},
    {UnitSize::standard, "standard"},
    {UnitSize::large, "large"},
}};

// A unit with at most `small_max` figures is small, with at least `large_min` it is large.
struct SizeBounds {
  int small_max;
  int large_min;
};

// Defaults, from the unit sizes in the seeds' own examples: 24 to 36-figure battalions are
// standard (EX-11.3A, EX-11.3B); cavalry regiments of 8 to 15 figures are standard.
// Batteries have no figure bound: a battery is large only when declared (12 guns, ART-LARGE).
inline constexpr SizeBounds kInfantryBounds{20, 40};
inline constexpr SizeBounds kCavalryBounds{7, 16};

// The size class of a unit of `arm` with `initial_strength` figures under `bounds`
// (nothing means the defaults above).
constexpr UnitSize derive_size(Arm arm, int initial_strength,
                               std::optional<SizeBounds> bounds = std::nullopt) {
  if (arm == Arm::artillery && !bounds) return UnitSize::standard;
  const SizeBounds b = bounds ? *bounds : (arm == Arm::cavalry ? kCavalryBounds : kInfantryBounds);
  if (initial_strength <= b.small_max) return UnitSize::small;
  if (initial_strength >= b.large_min) return UnitSize::large;
  return UnitSize::standard;
}

}  // namespace grognard::model
