#include "ai/fire_odds.h"

#include "dice/enumerate.h"
#include "game/fire.h"
#include "rules/artillery.h"
#include "rules/damage_levels.h"
#include "rules/skirmish_fire.h"
#include "rules/volley.h"

namespace grognard::ai {

namespace {

// Whether `d` more damage disperses unit `id` where it stands (STATUS-DISP-1).
class DispersalCheck {
 public:
  DispersalCheck(const game::GameState& s, int id)
      : unit_(game::unit(s, id)),
        class_{model::arm_of(unit_.type), unit_.body.size, model::grade_of(unit_.body.quality)},
        options_(s.options) {}
  [[nodiscard]] bool operator()(model::Damage d) const {
    return rules::dispersed_by_damage(class_, unit_.body.damage + d, options_);
  }

 private:
  const game::Unit& unit_;
  rules::DamageClass class_;
  const model::RuleOptions& options_;
};

}  // namespace

std::optional<FireOdds> fire_odds(const game::GameState& s, const game::Board& b, int unit,
                                  int target) {
  const game::Unit& u = game::unit(s, unit);
  if (!u.on_table() || !game::unit(s, target).on_table() || game::cannot_fire(s, b, unit, target)) {
    return std::nullopt;
  }
  return fire_odds(s, b, game::fire_line(s, b, unit, target));
}

std::optional<FireOdds> fire_odds(const game::GameState& s, const game::Board& b,
                                  const scenario::FireLine& line) {
  const int unit = static_cast<int>(line.firer);
  const DispersalCheck lost(s, static_cast<int>(line.target));
  FireOdds f;
  switch (game::fire_kind(game::unit(s, unit))) {
    case game::FireKind::volley: {
      const auto d = rules::volley_odds(game::volley_of(s, b, line));
      f.expected_damage = d.expectation([](const rules::VolleyResult& r) {
        return r.damage.as_points() + r.screen_damage.as_points();
      });
      f.p_test = d.probability([](const rules::VolleyResult& r) { return r.discipline_test; });
      f.p_lost = d.probability([&](const rules::VolleyResult& r) { return lost(r.damage); });
      return f;
    }
    case game::FireKind::skirmish: {
      const rules::SkirmishFire fire = game::skirmish_fire_of(s, b, line);
      const auto d = dice::enumerate([&](dice::Roller& r) {
        rules::Events off(false);
        return rules::resolve_skirmish_fire(fire, r, off);
      });
      f.expected_damage =
          d.expectation([](const rules::SkirmishFireResult& r) { return r.damage.as_points(); });
      f.p_test =
          d.probability([](const rules::SkirmishFireResult& r) { return r.discipline_test; });
      f.p_lost = d.probability([&](const rules::SkirmishFireResult& r) { return lost(r.damage); });
      return f;
    }
    case game::FireKind::artillery: {
      std::vector<int> behind;
      const auto d = rules::artillery_fire_odds(game::artillery_fire_of(s, b, line, behind));
      f.expected_damage = d.expectation([](const rules::ArtilleryResult& r) {
        return r.damage.as_points() + r.screen_damage.as_points();
      });
      f.p_test = d.probability([](const rules::ArtilleryResult& r) { return r.discipline_test; });
      f.p_lost = d.probability([&](const rules::ArtilleryResult& r) { return lost(r.damage); });
      return f;
    }
    case game::FireKind::none:
      break;
  }
  return std::nullopt;
}

}  // namespace grognard::ai
