#include "rules/fire_positions.h"

#include "rules/fire_ranges.h"
#include "rules/skirmish_positions.h"

namespace grognard::rules {

namespace {

constexpr model::RuleDistance kRiflesRange{17, 28};      // S11.13-5
constexpr model::RuleDistance kCarbineEffective{6, 10};  // S16.3h-1
constexpr model::RuleDistance kCarbineLong{9, 15};       // S16.3h-2

bool on_tape_within(double range, model::RuleDistance d, model::Scale scale) {
  return within_tape(range, model::rule_inches(d, scale));
}

}  // namespace

std::optional<model::RangeBand> band_of(Weapon w, model::Calibre calibre, double range,
                                        model::Scale scale) {
  using model::RangeBand;
  switch (w) {
    case Weapon::none:
      return std::nullopt;
    case Weapon::musket:
      if (on_tape_within(range, kVolleyRange.reach, scale)) return RangeBand::close;
      return std::nullopt;
    case Weapon::musket_square:
      if (on_tape_within(range, kSquareRange.reach, scale)) return RangeBand::close;
      return std::nullopt;
    case Weapon::skirmish:
      if (on_tape_within(range, kSkirmisherRange.reach, scale)) return RangeBand::close;
      return std::nullopt;
    case Weapon::rifles:
      if (on_tape_within(range, kRiflesRange, scale)) return RangeBand::close;
      return std::nullopt;
    case Weapon::carbine:
      if (on_tape_within(range, kCarbineEffective, scale)) return RangeBand::effective;
      if (on_tape_within(range, kCarbineLong, scale)) return RangeBand::long_range;
      return std::nullopt;
    case Weapon::gun:
      return artillery_band(calibre, range, scale);
  }
  return std::nullopt;
}

double weapon_reach(Weapon w, model::Calibre calibre, model::Scale scale) {
  switch (w) {
    case Weapon::none:
      return 0;
    case Weapon::musket:
      return model::rule_inches(kVolleyRange.reach, scale);
    case Weapon::musket_square:
      return model::rule_inches(kSquareRange.reach, scale);
    case Weapon::skirmish:
      return model::rule_inches(kSkirmisherRange.reach, scale);
    case Weapon::rifles:
      return model::rule_inches(kRiflesRange, scale);
    case Weapon::carbine:
      return model::rule_inches(kCarbineLong, scale);
    case Weapon::gun:
      return model::rule_inches(artillery_ranges(calibre).long_range, scale);
  }
  return 0;
}

std::string_view reach_clause(Weapon w, model::Calibre calibre) {
  switch (w) {
    case Weapon::none:
      return "CAV-FIRE-1";
    case Weapon::musket:
      return kVolleyRange.clause;
    case Weapon::musket_square:
      return kSquareRange.clause;
    case Weapon::skirmish:
      return kSkirmisherRange.clause;
    case Weapon::rifles:
      return "S11.13-5";
    case Weapon::carbine:
      return "S16.3h-1";
    case Weapon::gun:
      return artillery_ranges(calibre).clause;
  }
  return "";
}

FlankFinding flanked_by(const FlankFacts& f) {
  if (f.tested_garrison) return {false, "DT-MOD-FLANKED-4", true};
  if (f.tested_in_square) return {false, "G-50", true};
  if (f.tested_cavalry_in_charge && f.enemy_infantry_or_artillery) {
    return {false, "DT-MOD-FLANKED-3", true};
  }
  if (f.share_behind < 0.5 - kTapeTolerance || f.blocked) return {false, "DT-MOD-FLANKED-1"};
  return {true, "DT-MOD-FLANKED-1"};
}

}  // namespace grognard::rules
