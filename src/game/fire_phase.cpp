// The fire phase (PR-TURN-1): each side in turn, the side with the initiative first (PR-TURN-3),
// fires every unit its player orders to fire. Range, arc and line of sight are measured on the
// table; the rules resolve the fire; damage, lost fire discipline, fatigue, ammunition and the
// discipline tests the fire brings are applied at once (DT-NOTE-4).
#include <cmath>

#include "game/battalion_gun.h"
#include "game/fire.h"
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

void volley(Turn& t, const Order& o, const Board& b) {
  const About about(t, o.unit);
  const rules::Volley v = volley_of(t.s, b, o.unit, o.target);
  const rules::VolleyResult r =
      roll(t, [&](dice::Roller& d, rules::Events& e) { return rules::resolve_volley(v, d, e); });
  if (r.lost_fire_discipline) unit(t.s, o.unit).lost_fire_discipline = true;
  damage(t, o.target, r.damage);
  if (r.discipline_test) discipline_test(t, o.target, rules::Trigger::fire);
}

void skirmish(Turn& t, const Order& o, const Board& b) {
  const About about(t, o.unit);
  const rules::SkirmishFire f = skirmish_fire_of(t.s, b, o.unit, o.target);
  const rules::SkirmishFireResult r = roll(
      t, [&](dice::Roller& d, rules::Events& e) { return rules::resolve_skirmish_fire(f, d, e); });
  damage(t, o.target, crew_takes(t, o.target, r.damage));  // S16.1e-1
  if (r.discipline_test) discipline_test(t, o.target, rules::Trigger::skirmisher_double_six);
}

void artillery(Turn& t, const Order& o, const Board& b) {
  const About about(t, o.unit);
  std::vector<int> behind;
  const rules::ArtilleryFire a = artillery_fire_of(t.s, b, o.unit, o.target, behind);
  const rules::ArtilleryResult r = roll(
      t, [&](dice::Roller& d, rules::Events& e) { return rules::resolve_artillery_fire(a, d, e); });
  Unit& battery = unit(t.s, o.unit);
  if (r.fatigue_ignored) battery.first_fatigue_used = true;
  damage(t, o.target, r.damage);
  if (r.discipline_test) discipline_test(t, o.target, rules::Trigger::fire);
  for (std::size_t i = 0; i < behind.size() && i < r.bounce.size(); ++i) {
    damage(t, behind[i], model::Damage::points(r.bounce[i]));
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
  if (auto no = fire_refusal(s, b, o.unit, o.target)) return refuse(t, o, no->clause, no->key);
  unit(s, o.unit).fired = true;
  note(t, "game.fires", "PR-FIRE-1", rules::unit_arg(o.unit), rules::unit_arg(o.target),
       rules::num(static_cast<int>(std::lround(distance(b, o.unit, o.target)))));
  switch (fire_kind(u)) {
    case FireKind::volley:
      volley(t, o, b);
      break;
    case FireKind::skirmish:
      skirmish(t, o, b);
      break;
    case FireKind::artillery:
      artillery(t, o, b);
      break;
    case FireKind::none:
      break;
  }
}

}  // namespace

void fire_order(Turn& t, int side, const Order& o) {
  carry_out(t, side, o);
}

}  // namespace grognard::game::detail
