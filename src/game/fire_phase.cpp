// The fire phase (PR-TURN-1): each side in turn, the side with the initiative first (PR-TURN-3),
// fires every unit its player orders to fire. Range, arc, line of sight, cover and screens are
// measured on the table by the one fire derivation (scenario/targets.h); the rules resolve the
// fire and say what a screen in front of the target takes (S11.19, S11.20); damage, lost fire
// discipline, fatigue, ammunition and the discipline tests the fire brings are applied at once
// (DT-NOTE-4).
#include <algorithm>
#include <cmath>

#include "game/battalion_gun.h"
#include "game/fire.h"
#include "game/fire_strike.h"
#include "game/legal_orders.h"
#include "game/turn.h"
#include "rules/artillery.h"
#include "rules/discipline_test.h"
#include "rules/fire_ranges.h"
#include "rules/skirmish_fire.h"
#include "rules/volley.h"
#include "rules/weather_roll.h"

namespace grognard::game::detail {

namespace {

void discipline_test(Turn& t, int id, rules::Trigger trigger) {
  if (!unit(t.s, id).on_table()) return;
  const About about(t, id);
  const rules::DisciplineTest test = test_of(t.s, board_of(t.s), id, {trigger});
  if (rules::discipline_problem(test) != rules::DtProblem::none) return;
  const rules::DisciplineResult r = roll(t, [&](dice::Roller& d, rules::Events& e) {
    return rules::resolve_discipline_test(test, d, e);
  });
  rules::Events e(true);
  auto step = rules::apply_discipline_result(status_view(unit(t.s, id)), r.outcome,
                                             rules::ResultContext{}, moment(t), e);
  append(t, e);
  apply(t, id, step);
}

// The screen rules' finding said in the log with the units it names (S11.19-3..5, S11.20-2).
void note_screen(Turn& t, const rules::ScreenFinding& f, int screen, int target) {
  switch (f.effect) {
    case rules::ScreenEffect::strikes_screen:
      return note(t, "game.screen_struck", f.clause, rules::unit_arg(screen),
                  rules::unit_arg(target));
    case rules::ScreenEffect::first_to_screen:
      return note(t, "game.screen_first", f.clause, rules::unit_arg(screen),
                  rules::unit_arg(target));
    case rules::ScreenEffect::passes_through:
      return note(t, "game.screen_passed", f.clause, rules::unit_arg(screen),
                  rules::unit_arg(target));
    case rules::ScreenEffect::none:
    case rules::ScreenEffect::cannot_screen:
      break;
  }
}

// Damage shared with the screen in front of the target as the rule returned it: all of it to the
// screen when the fire struck it (S11.19-3), the first point to it otherwise (S11.19-5,
// S11.20-2); the discipline test to the unit struck.
void strike(Turn& t, const scenario::FireLine& line, const rules::ScreenFinding& screen,
            model::Damage to_target, model::Damage to_screen, bool test, int target) {
  const int struck = screen_takes(t, line, screen, to_screen);
  damage(t, target, to_target);
  if (test) discipline_test(t, struck, rules::Trigger::fire);
}

void volley(Turn& t, const Order& o, const Board& b, const scenario::FireLine& line) {
  const About about(t, o.unit);
  const rules::Volley v = volley_of(t.s, b, line);
  const rules::VolleyResult r =
      roll(t, [&](dice::Roller& d, rules::Events& e) { return rules::resolve_volley(v, d, e); });
  if (r.lost_fire_discipline) unit(t.s, o.unit).lost_fire_discipline = true;
  strike(t, line, rules::volley_screen(v), r.damage, r.screen_damage, r.discipline_test, o.target);
}

void skirmish(Turn& t, const Order& o, const Board& b, const scenario::FireLine& line) {
  const rules::SkirmishFire f = skirmish_fire_of(t.s, b, line);
  const About about(t, o.unit);
  const rules::SkirmishFireResult r = roll(
      t, [&](dice::Roller& d, rules::Events& e) { return rules::resolve_skirmish_fire(f, d, e); });
  // Skirmisher fire is infantry fire: an effective screen takes all of it (S11.19-3).
  int struck = o.target;
  if (const auto screen = struck_screen(t.s, b, line)) {
    note(t, "game.screen_struck", "S11.19-3", rules::unit_arg(*screen), rules::unit_arg(o.target));
    struck = *screen;
  }
  damage(t, struck, crew_takes(t, struck, r.damage));  // S16.1e-1
  if (r.discipline_test) discipline_test(t, struck, rules::Trigger::skirmisher_double_six);
}

void artillery(Turn& t, const Order& o, const Board& b, const scenario::FireLine& line) {
  const About about(t, o.unit);
  std::vector<int> behind;
  const rules::ArtilleryFire a = artillery_fire_of(t.s, b, line, behind);
  for (const scenario::FiredOverUnit& over : line.over) {
    note(t, "game.fires_over", "ART-OVERHEAD-1", rules::unit_arg(o.unit),
         rules::unit_arg(static_cast<int>(over.unit)));
  }
  const rules::ArtilleryPlan plan = rules::plan_artillery_fire(a);
  const rules::ArtilleryResult r = roll(t, [&](dice::Roller& d, rules::Events& e) {
    return rules::resolve_artillery_fire(a, plan, d, e);
  });
  Unit& battery = unit(t.s, o.unit);
  if (r.fatigue_ignored) battery.first_fatigue_used = true;
  strike(t, line, plan.screen, r.damage, r.screen_damage, r.discipline_test, o.target);
  for (std::size_t i = 0; i < behind.size() && i < r.bounce.size(); ++i) {
    damage(t, behind[i], model::Damage::points(r.bounce[i]));
  }
  // S16.5-4: what the fire left of the works (without the option the works take no damage).
  if (a.target.redoubt && r.redoubt >= 0 && r.redoubt != a.target.redoubt->defence) {
    if (const auto g = scenario::ground_of(
            b.table, static_cast<std::size_t>(b.piece[static_cast<std::size_t>(o.target)]));
        g.redoubt) {
      const int feature = static_cast<int>(*g.redoubt);
      auto at = std::find_if(t.s.works.begin(), t.s.works.end(),
                             [&](const auto& w) { return w.first == feature; });
      if (at == t.s.works.end()) {
        t.s.works.emplace_back(feature, r.redoubt);
      } else {
        at->second = r.redoubt;
      }
    }
  }
  if (r.fatigue > 0) damage(t, o.unit, model::Damage::points(r.fatigue));
  if (r.no_ammo) {
    rules::Events e(true);
    auto step = rules::out_of_ammunition(status_view(unit(t.s, o.unit)), moment(t), e);
    append(t, e);
    apply(t, o.unit, step);
  } else if (r.low_ammo) {
    unit(t.s, o.unit).low_ammo = true;
  }
}

void carry_out(Turn& t, int side, const Order& o) {
  GameState& s = t.s;
  if (o.kind != OrderKind::fire) return;
  if (o.unit < 0 || o.unit >= static_cast<int>(s.units.size()) || o.target < 0 ||
      o.target >= static_cast<int>(s.units.size())) {
    return;
  }
  const Unit& u = unit(s, o.unit);
  if (u.side != side || !u.on_table()) return;
  const Board b = board_of(s);
  // The match checked the order with fire_refusal() on this very state (Match::answer): it is
  // not measured twice.
  unit(s, o.unit).fired = true;
  // Every fact of the fire from one measurement, the range the log gives included.
  const scenario::FireLine line = fire_line(s, b, o.unit, o.target);
  note(t, "game.fires", "PR-FIRE-1", rules::unit_arg(o.unit), rules::unit_arg(o.target),
       rules::num(static_cast<int>(std::lround(line.range))));
  switch (fire_kind(u)) {
    case FireKind::volley:
      volley(t, o, b, line);
      break;
    case FireKind::skirmish:
      skirmish(t, o, b, line);
      break;
    case FireKind::artillery:
      artillery(t, o, b, line);
      break;
    case FireKind::none:
      break;
  }
}

}  // namespace

int screen_takes(Turn& t, const scenario::FireLine& line, const rules::ScreenFinding& finding,
                 model::Damage to_screen) {
  const int target = static_cast<int>(line.target);
  if (!line.screen) return target;
  const int screen = static_cast<int>(*line.screen);
  note_screen(t, finding, screen, target);
  damage(t, screen, to_screen);
  return finding.effect == rules::ScreenEffect::strikes_screen ? screen : target;
}

void fire_order(Turn& t, int side, const Order& o) {
  carry_out(t, side, o);
}

}  // namespace grognard::game::detail
