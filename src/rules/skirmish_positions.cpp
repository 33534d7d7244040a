#include "rules/skirmish_positions.h"

namespace grognard::rules {

using model::rule_inches;

std::optional<Breach> screen_tether(double farthest, bool riflemen,
                                    const model::RuleOptions& options) {
  if (riflemen) return std::nullopt;  // S11.13-4
  const double limit = rule_inches(kScreenTether, options.scale);
  if (within_tape(farthest, limit)) return std::nullopt;
  return Breach{"S11.3c-1", farthest, limit};
}

bool supports_screen(Stance supporter, bool mounted_screen) {
  switch (supporter) {
    case Stance::formed_infantry:
      return !mounted_screen;
    case Stance::formed_cavalry:
      return mounted_screen;
    case Stance::artillery:
    case Stance::general:
      return true;
    case Stance::cossacks:
    case Stance::skirmishers:
      return false;
  }
  return false;
}

std::optional<Breach> light_line_tether(double farthest, const model::RuleOptions& options) {
  const double limit = rule_inches(kLightLineTether, options.scale);
  if (within_tape(farthest, limit)) return std::nullopt;
  return Breach{"S11.6.3", farthest, limit};
}

std::optional<Breach> light_bases_too_close(double closest, const model::RuleOptions& options) {
  const double limit = rule_inches(kLightBaseMin, options.scale);
  if (!closer_than(closest, limit)) return std::nullopt;
  return Breach{"S11.6.2", closest, limit};
}

std::optional<Breach> light_base_too_far(double nearest, const model::RuleOptions& options) {
  const double limit = rule_inches(kLightBaseMax, options.scale);
  if (within_tape(nearest, limit)) return std::nullopt;
  return Breach{"S11.6.2", nearest, limit};
}

std::optional<Breach> light_line_sight(bool seen, const model::RuleOptions& options) {
  if (seen || !options.lb_line_of_sight) return std::nullopt;
  return Breach{"S11.6.5", 0, 0};
}

std::optional<Breach> mounted_bases_too_close(double closest, const model::RuleOptions& options) {
  const double limit = rule_inches(kCavalryBaseSpacing, options.scale);
  if (!closer_than(closest, limit)) return std::nullopt;
  return Breach{"S16.3d", closest, limit};
}

std::optional<Breach> approach_limit(Stance enemy, double distance, bool in_rough_cover_or_built_up,
                                     const model::RuleOptions& options) {
  const bool first = options.approach_limits == model::ApproachLimits::first;
  switch (enemy) {
    case Stance::formed_infantry:
    case Stance::artillery: {
      if (first && enemy == Stance::artillery) return std::nullopt;  // v1: line infantry only
      if (!first && in_rough_cover_or_built_up) return std::nullopt;
      const double limit = rule_inches(kApproachFormed, options.scale);
      if (!closer_than(distance, limit)) return std::nullopt;
      return Breach{"S11.21-1", distance, limit};
    }
    case Stance::formed_cavalry:
    case Stance::cossacks: {
      if (in_rough_cover_or_built_up) return std::nullopt;
      const double limit = rule_inches(kApproachCavalry, options.scale);
      if (!closer_than(distance, limit)) return std::nullopt;
      return Breach{"S11.21-2", distance, limit};
    }
    case Stance::skirmishers:
    case Stance::general:
      return std::nullopt;
  }
  return std::nullopt;
}

std::optional<Breach> fall_back_due(Stance enemy, double distance,
                                    const model::RuleOptions& options) {
  if (enemy != Stance::formed_infantry && enemy != Stance::formed_cavalry) return std::nullopt;
  const double limit = rule_inches(kFallBackTrigger, options.scale);
  if (!within_tape(distance, limit)) return std::nullopt;
  return Breach{"S11.22-1", distance, limit};
}

bool caught(Stance enemy, double distance) {
  return (enemy == Stance::formed_infantry || enemy == Stance::formed_cavalry) &&
         in_contact(distance);
}

bool contact_forbidden(Stance enemy) {
  return enemy != Stance::skirmishers && enemy != Stance::general;
}

std::vector<bool> allowed_targets(std::span<const TargetCandidate> candidates) {
  bool skirmishers_eligible = false;
  for (const TargetCandidate& c : candidates) skirmishers_eligible |= c.eligible && c.skirmishers;
  std::vector<bool> out;
  out.reserve(candidates.size());
  for (const TargetCandidate& c : candidates) {
    out.push_back(c.eligible && (c.skirmishers || !skirmishers_eligible));
  }
  return out;
}

bool can_screen(bool mounted_screen) {
  return !mounted_screen;
}

}  // namespace grognard::rules
