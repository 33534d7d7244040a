#include "rules/fire_ranges.h"

namespace grognard::rules {

namespace {
// Distances on the tape are given to a tenth of an inch or a millimetre at best; a range a
// rounding error beyond the bound is at the bound.
constexpr double kSlack = 1e-9;
}  // namespace

const ArtilleryRanges& artillery_ranges(model::Calibre calibre) {
  for (const ArtilleryRanges& r : kArtilleryRanges) {
    if (r.calibre == calibre) return r;
  }
  return kArtilleryRanges[1];
}

bool within(double range, model::RuleDistance reach, model::Scale scale) {
  return range <= model::rule_inches(reach, scale) + kSlack;
}

std::optional<model::RangeBand> artillery_band(model::Calibre calibre, double range,
                                               model::Scale scale) {
  const ArtilleryRanges& r = artillery_ranges(calibre);
  if (within(range, r.close, scale)) return model::RangeBand::close;
  if (within(range, r.effective, scale)) return model::RangeBand::effective;
  if (within(range, r.long_range, scale)) return model::RangeBand::long_range;
  return std::nullopt;
}

model::RuleDistance band_reach(model::Calibre calibre, model::RangeBand band) {
  const ArtilleryRanges& r = artillery_ranges(calibre);
  switch (band) {
    case model::RangeBand::close:
      return r.close;
    case model::RangeBand::effective:
      return r.effective;
    case model::RangeBand::long_range:
      return r.long_range;
  }
  return r.long_range;
}

const WeaponRange& volley_range(bool from_square) {
  return from_square ? kSquareRange : kVolleyRange;
}

}  // namespace grognard::rules
