// Chapter XI's positional rules (and S16.3d for mounted skirmishers) as pure functions over
// facts measured on the table: a distance, whether a skirmisher stands in rough ground, what an
// enemy unit is. The table measures (src/table); these functions say what the measurement
// means. Every threshold is a RuleDistance, inches and the seeds' printed centimetres, compared
// under the `scale` option (DECISIONS §1).
#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "model/distance.h"
#include "model/rule_options.h"

namespace grognard::rules {

// Measurements are compared with a tolerance of a millionth of an inch, far below what a tape
// can show, so that a base placed exactly on a threshold counts as on it after the cm and
// rotation arithmetic.
inline constexpr double kTapeTolerance = 1e-6;

// "Within L" (L or less).
constexpr bool within_tape(double measured, double limit) {
  return measured <= limit + kTapeTolerance;
}
// "Closer than L" (strictly less).
constexpr bool closer_than(double measured, double limit) {
  return measured < limit - kTapeTolerance;
}
// Base contact: touching or overlapping.
constexpr bool in_contact(double measured) {
  return measured <= kTapeTolerance;
}

inline constexpr model::RuleDistance kScreenTether{18, 30};      // S11.3c-1
inline constexpr model::RuleDistance kLightLineTether{12, 20};   // S11.6.3
inline constexpr model::RuleDistance kLightBaseMin{3, 5};        // S11.6.2
inline constexpr model::RuleDistance kLightBaseMax{6, 10};       // S11.6.2
inline constexpr model::RuleDistance kCavalryBaseSpacing{3, 5};  // S16.3d, v2 S11.9d
inline constexpr model::RuleDistance kApproachFormed{3, 5};      // S11.21-1
inline constexpr model::RuleDistance kApproachCavalry{9, 15};    // S11.21-2
inline constexpr model::RuleDistance kFallBackTrigger{3, 5};     // S11.22-1

// What a unit is, for the positional rules. Close-order infantry and cavalry are "formed";
// Cossacks are cavalry in loose order; skirmishers are brigade screens, light battalions
// deployed as skirmishers (command companies included, S11.6.4) and mounted skirmishers.
enum class Stance { formed_infantry, formed_cavalry, cossacks, artillery, skirmishers, general };

// A positional rule broken: its clause, what was measured and the limit, in engine inches.
struct Breach {
  std::string_view clause;
  double measured = 0;
  double limit = 0;
  bool operator==(const Breach&) const = default;
};

// S11.3c-1: a brigade screen stays within 18" of a supporting unit of its brigade.
// `farthest` is the distance from the screen's farthest base to its nearest supporter
// (infinity when the brigade has none on the table). Select riflemen are free of it (S11.13-4).
std::optional<Breach> screen_tether(double farthest, bool riflemen,
                                    const model::RuleOptions& options);

// S11.3c-1, S11.3c-2: who holds a screen to its brigade: close-order infantry, artillery or the
// brigade general. A mounted screen (S16.3a, "the same rules") is held by close-order cavalry
// of its brigade instead of infantry.
bool supports_screen(Stance supporter, bool mounted_screen);

// S11.6.3: every base of a light battalion's skirmish line stays within 12" of its command
// companies. `farthest` is the line's farthest base's distance to the nearest command company.
std::optional<Breach> light_line_tether(double farthest, const model::RuleOptions& options);

// S11.6.2: deployed bases at least 3" from any other base of the battalion...
std::optional<Breach> light_bases_too_close(double closest, const model::RuleOptions& options);
// ...and no more than 6" from the nearest other base of the skirmish line.
std::optional<Breach> light_base_too_far(double nearest, const model::RuleOptions& options);

// S11.6.5 (option `lb_line_of_sight`): the skirmish line keeps line of sight to its command
// companies. `seen` is false when some line base sees no command company.
std::optional<Breach> light_line_sight(bool seen, const model::RuleOptions& options);

// S16.3d: each base of mounted skirmishers at least 3" from the next.
std::optional<Breach> mounted_bases_too_close(double closest, const model::RuleOptions& options);

// S11.21: how close skirmishers may move to an enemy unit. Edited text (default): 3" from formed
// infantry or artillery (S11.21-1) and 9" from cavalry, Cossacks included (S11.21-2), neither
// when the skirmishers stand in rough ground, cover or a built-up area. First version
// (`approach_limits = first`): 3" from formed infantry only, with no terrain exception; 9" from
// cavalry as above. Enemy skirmishers and generals set no limit.
std::optional<Breach> approach_limit(Stance enemy, double distance, bool in_rough_cover_or_built_up,
                                     const model::RuleOptions& options);

// S11.22-1, S11.22-2: skirmishers fall back the moment a close-order enemy (formed infantry or
// formed cavalry) comes within 3" or less; Cossacks and skirmishers do not make them.
std::optional<Breach> fall_back_due(Stance enemy, double distance,
                                    const model::RuleOptions& options);

// S11.24c-1: skirmisher bases in base contact with a close-order enemy, other than Cossacks or
// skirmishers, are removed at once without a melee.
bool caught(Stance enemy, double distance);

// S11.22-3, S11.23a: skirmishers may not move into contact with any enemy but skirmishers
// (close-order units by S11.22-3; they may charge only skirmishers by S11.23a).
bool contact_forbidden(Stance enemy);

// S11.18 (G-31, DECISIONS §6): a skirmisher must fire at enemy skirmishers in its arc if there
// are any; otherwise at any enemy unit in its arc. `eligible` = in arc, in range and in sight.
struct TargetCandidate {
  bool skirmishers = false;
  bool eligible = false;
};
// One flag per candidate: may it be chosen?
std::vector<bool> allowed_targets(std::span<const TargetCandidate> candidates);

// S16.3e (and S11.19-2): mounted skirmishers screen nothing: not infantry, and no skirmishers
// screen cavalry. What a screen does to fire at the unit behind is rules/screen_fire.h.
bool can_screen(bool mounted_screen);

}  // namespace grognard::rules
