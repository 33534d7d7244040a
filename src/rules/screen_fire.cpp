#include "rules/screen_fire.h"

#include "rules/fire_ranges.h"

namespace grognard::rules {

model::RuleDistance screen_gap_distance(int screen_gap_inches) {
  // v1 prints 5 cm (3"); v2 prints only 2", converted at the seeds' 5 cm per 3".
  return screen_gap_inches == 3 ? model::RuleDistance{3, 5}
                                : model::inches_only(static_cast<double>(screen_gap_inches));
}

ScreenFinding screen_effect(FireKind kind, model::TargetType type, const Screen& screen,
                            int screen_gap_inches, model::Scale scale) {
  if (type == model::TargetType::cavalry) return {ScreenEffect::cannot_screen, "S11.19-2"};
  const bool too_close = within(screen.gap, screen_gap_distance(screen_gap_inches), scale);
  switch (kind) {
    case FireKind::musketry:
      // S11.20-1: a screen this close does not screen; S11.20-2: it still takes the first hit.
      if (too_close) return {ScreenEffect::first_to_screen, "S11.20-2", true};
      return {ScreenEffect::strikes_screen, "S11.19-3"};
    case FireKind::roundshot:
      return {ScreenEffect::passes_through, "S11.19-4"};
    case FireKind::canister:
      return {ScreenEffect::first_to_screen, "S11.19-5"};
  }
  return {ScreenEffect::none, ""};
}

DamageSplit first_point_to_screen(model::Damage total) {
  const model::Damage one = model::Damage::points(1);
  if (total <= one) return {total, model::Damage()};
  return {one, model::Damage::halves(total.in_halves() - one.in_halves())};
}

FriendlyScreen through_friendly_screen(FireKind kind) {
  return kind == FireKind::musketry ? FriendlyScreen::forbidden : FriendlyScreen::overhead;
}

}  // namespace grognard::rules
