// The charge phase (PR-TURN-1): charges declared and answered. Each side in turn (the side with
// the initiative first) declares its charges; the target answers (rules/charge.h), takes the
// tests the charge brings, may fire at the charger; a charger still able to go on moves into
// contact, and the melee phase fights it out.
#include <algorithm>
#include <cmath>

#include "game/fire.h"
#include "game/fire_strike.h"
#include "game/legal_orders.h"
#include "game/squadrons.h"
#include "game/turn.h"
#include "rules/artillery.h"
#include "rules/charge.h"
#include "rules/movement.h"
#include "rules/skirmisher_morale.h"
#include "rules/volley.h"

namespace grognard::game::detail {

namespace {

bool can_go_on(const Unit& u) {
  return u.on_table() && (u.body.status == model::UnitStatus::ordered ||
                          u.body.status == model::UnitStatus::unformed);
}

void test(Turn& t, int id, const std::vector<rules::TestDue>& due, bool evading) {
  if (due.empty() || !unit(t.s, id).on_table()) return;
  const About about(t, id);
  std::vector<rules::Trigger> triggers;
  bool to_square = false;
  for (const rules::TestDue& d : due) {
    triggers.push_back(d.trigger);
    to_square = to_square || d.line_to_square;
  }
  rules::DisciplineTest dt = test_of(t.s, board_of(t.s), id, triggers);
  dt.charge_situation = true;
  dt.evading = evading;
  dt.line_to_square_vs_cavalry = to_square;
  if (rules::discipline_problem(dt) != rules::DtProblem::none) return;
  const rules::DisciplineResult r = roll(t, [&](dice::Roller& d, rules::Events& e) {
    return rules::resolve_discipline_test(dt, d, e);
  });
  rules::Events e(true);
  auto step = rules::apply_discipline_result(status_view(unit(t.s, id)), r.outcome,
                                             rules::ResultContext{}, moment(t), e);
  append(t, e);
  apply(t, id, step);
}

// The target fires at the charger as it comes in (PR-CHARGE-4, PR-CHARGE-5); the lead charging
// unit takes any test at once (DT-CHARGE-1).
void closing_fire(Turn& t, int target, int charger) {
  const About about(t, target);
  const Board b = board_of(t.s);
  Unit& u = unit(t.s, target);
  // The answer was "stand and fire": when the volley cannot be fired, the log says why.
  const auto prevented = [&](std::string_view clause, std::string_view why) {
    note(t, "game.closing_fire_prevented", clause, rules::unit_arg(target),
         rules::unit_arg(charger), rules::term(why));
  };
  if (!u.on_table()) return prevented("STATUS-DISP-0", "refusal.dispersed");
  if (u.fired) return prevented("PR-CHARGE-4", "refusal.already_fired");
  if (!can_go_on(u)) return prevented("F-NOFIRE-3", "refusal.retreating");
  const FireKind kind = fire_kind(u);
  if (kind != FireKind::volley && kind != FireKind::artillery) {
    return prevented("PR-CHARGE-4", "refusal.cavalry_fire");
  }
  if (auto no = cannot_fire(t.s, b, target, charger)) return prevented(no->clause, no->key);
  u.fired = true;
  note(t, "game.closing_fire", "PR-CHARGE-4", rules::unit_arg(target), rules::unit_arg(charger));
  bool dt = false;
  model::Damage dmg;
  if (kind == FireKind::volley) {
    const scenario::FireLine line = fire_line(t.s, b, target, charger);
    const rules::Volley v = volley_of(t.s, b, line);
    const auto r =
        roll(t, [&](dice::Roller& d, rules::Events& e) { return rules::resolve_volley(v, d, e); });
    // S11.19-3, S11.20-2: a screen in front of the chargers takes its share; the chargers test
    // only when the volley struck them.
    const int struck = screen_takes(t, line, rules::volley_screen(v), r.screen_damage);
    dmg = r.damage;
    dt = r.discipline_test && struck == charger;
  } else {
    std::vector<int> behind;
    const scenario::FireLine line = fire_line(t.s, b, target, charger);
    rules::ArtilleryFire a = artillery_fire_of(t.s, b, line, behind);
    a.behind.clear();
    const rules::ArtilleryPlan plan = rules::plan_artillery_fire(a);
    const auto r = roll(t, [&](dice::Roller& d, rules::Events& e) {
      return rules::resolve_artillery_fire(a, plan, d, e);
    });
    screen_takes(t, line, plan.screen, r.screen_damage);  // S11.19-4, S11.19-5
    dmg = r.damage;
    dt = r.discipline_test;
    if (r.low_ammo) unit(t.s, target).low_ammo = true;
    if (r.fatigue > 0) damage(t, target, model::Damage::points(r.fatigue));
  }
  damage(t, charger, dmg);
  if (dt && unit(t.s, charger).on_table()) {
    // The test is the chargers': its entries and its dice (a player's own dice) are theirs.
    const About about_charger(t, charger);
    rules::DisciplineTest d = test_of(t.s, board_of(t.s), charger, {rules::Trigger::fire});
    d.charge_situation = true;
    if (rules::discipline_problem(d) != rules::DtProblem::none) return;
    const auto r = roll(t, [&](dice::Roller& dr, rules::Events& e) {
      return rules::resolve_discipline_test(d, dr, e);
    });
    rules::Events e(true);
    rules::ResultContext ctx;
    ctx.role = rules::ChargeRole::lead;
    auto step = rules::apply_discipline_result(status_view(unit(t.s, charger)), r.outcome, ctx,
                                               moment(t), e);
    append(t, e);
    apply(t, charger, step);
  }
}

// The evading unit moves its full move straight away from the charger.
void evade(Turn& t, int target, int charger) {
  const About about(t, target);
  Unit& u = unit(t.s, target);
  const Unit& c = unit(t.s, charger);
  const table::Vec away = table::unit(table::Vec{u.x - c.x, u.y - c.y});
  const double full = rules::full_move(mover_of(u)).inches;
  note(t, "game.evades", model::is_skirmisher(u.type) ? "S11.24-0" : "PR-CHARGE-6",
       rules::unit_arg(target));
  for (double k = full; k > 0; k -= 1.0) {
    if (place(t.s, target, u.x + away.x * k, u.y + away.y * k, u.facing)) return;
  }
}

// The charger closes: straight at the target until their bases touch (PR-CHARGE-7).
bool close_in(Turn& t, int charger, int target) {
  GameState& s = t.s;
  const double gap = distance(board_of(s), charger, target);
  const Unit& c = unit(s, charger);
  const Unit& g = unit(s, target);
  const table::Vec dir = table::unit(table::Vec{g.x - c.x, g.y - c.y});
  const double facing = table::bearing_of(dir);
  const double x0 = c.x;
  const double y0 = c.y;
  for (double k = gap; k >= 0; k -= 0.25) {
    if (place(s, charger, x0 + dir.x * k, y0 + dir.y * k, facing) &&
        distance(board_of(s), charger, target) <= 0.3) {
      return true;
    }
  }
  place(s, charger, x0, y0, c.facing);
  return false;
}

// The target answers a charge it cannot meet in more than one way (or has answered), and the
// charge is carried through: the tests due, closing fire, evading, forming square, contact.
void resolve(Turn& t, const Order& o, rules::Response r, std::string_view clause) {
  GameState& s = t.s;
  const rules::ChargingUnit c = charging_unit(s, o.unit);
  const rules::ChargeTarget tg = charge_target(s, board_of(s), o.unit, o.target);
  const Unit& g = unit(s, o.target);
  const bool by_squadrons = squadron_charge(s, o.unit, o.target);
  note(t, "game.answer", clause, rules::unit_arg(o.target), rules::term(rules::response_term(r)));
  if (r == rules::Response::break_at_once) {
    rules::Events e(true);
    auto step = rules::charged(status_view(g), rules::Charger::close_order, moment(t), e);
    append(t, e);
    apply(t, o.target, step);
    return;
  }
  test(t, o.target, rules::tests_due(c, tg, r), r == rules::Response::evade);
  if (by_squadrons && r == rules::Response::stand && unit(s, o.target).on_table()) {
    countercharge_test(t, o.target, o.unit);  // S16.2-4
  }
  if (!unit(s, o.target).on_table()) {
    // Dispersed by its test (or its countercharge test) before it could fire.
    if (r == rules::Response::stand_and_fire) closing_fire(t, o.target, o.unit);
    return;
  }
  const model::UnitStatus after = unit(s, o.target).body.status;
  if (after == model::UnitStatus::retreating || after == model::UnitStatus::broken) {
    // Its test sent it back before it could fire (F-NOFIRE-3).
    if (r == rules::Response::stand_and_fire) closing_fire(t, o.target, o.unit);
    return;
  }
  if (r == rules::Response::evade) return evade(t, o.target, o.unit);
  if (r == rules::Response::form_square && after == model::UnitStatus::ordered) {
    Unit& target = unit(s, o.target);
    const model::Formation before = target.body.formation;
    target.body.formation = model::Formation::square;
    if (!place(s, o.target, target.x, target.y, target.facing)) {
      unit(s, o.target).body.formation = before;
    } else {
      note(t, "game.formation", "PR-CHARGE-4", rules::unit_arg(o.target),
           rules::term(formation_term(model::Formation::square)));
    }
  }
  if (r == rules::Response::stand_and_fire) closing_fire(t, o.target, o.unit);
  if (!can_go_on(unit(s, o.unit)) || !unit(s, o.target).on_table()) return;
  if (close_in(t, o.unit, o.target)) {
    unit(s, o.unit).engaged_with = o.target;
    unit(s, o.target).engaged_with = o.unit;
    note(t, "game.contact", "PR-CHARGE-7", rules::unit_arg(o.unit), rules::unit_arg(o.target));
  } else {
    note(t, "game.charge_stopped", "PR-CHARGE-7", rules::unit_arg(o.unit));
  }
}

// The target is asked how it meets the charge when it has a choice (PR-CHARGE-3); with one
// answer open the charge goes on at once.
void await_response(Turn& t) {
  GameState& s = t.s;
  const rules::Answer answer = charge_answers(s);
  if (answer.allowed.size() > 1) {
    s.charge->awaits = ChargeDeclared::Awaits::response;
    return;
  }
  const ChargeDeclared c = *s.charge;
  s.charge.reset();
  resolve(t, c.order, answer.allowed.front(), answer.clause);
}

}  // namespace

rules::Answer charge_answers(const GameState& s) {
  const Order& o = s.charge->order;
  return rules::answers(charging_unit(s, o.unit), charge_target(s, board_of(s), o.unit, o.target));
}

void declare_charge(Turn& t, int side, const Order& o) {
  GameState& s = t.s;
  if (o.kind != OrderKind::charge) return;
  if (o.unit < 0 || o.unit >= static_cast<int>(s.units.size()) || o.target < 0 ||
      o.target >= static_cast<int>(s.units.size())) {
    return;
  }
  const Unit& u = unit(s, o.unit);
  const Unit& g = unit(s, o.target);
  if (u.side != side || !u.on_table() || !g.on_table() || g.side == side) return;
  if (auto no = charge_refusal(s, board_of(s), o.unit, o.target)) {
    return refuse(t, o, no->clause, no->key);
  }
  if (auto no = squadrons_refusal(s, o)) return refuse(t, o, no->clause, no->key);
  const rules::ChargeTarget tg = charge_target(s, board_of(s), o.unit, o.target);
  unit(s, o.unit).charged = true;
  note(t, "game.charge", "PR-CHARGE-2", rules::unit_arg(o.unit), rules::unit_arg(o.target),
       rules::num(static_cast<int>(std::lround(tg.distance))));
  // Cavalry against cavalry by squadrons (S16.2): both counts written, revealed, S16.2-4.
  s.charge = ChargeDeclared{o, side, ChargeDeclared::Awaits::squadrons};
  if (!squadron_charge(s, o.unit, o.target)) await_response(t);
}

void charge_squadrons(Turn& t, int written) {
  GameState& s = t.s;
  const ChargeDeclared c = *s.charge;
  if (!squadrons_declared(t, c.order, written)) {
    s.charge.reset();
    return;
  }
  await_response(t);
}

void charge_response(Turn& t, rules::Response r) {
  GameState& s = t.s;
  const rules::Answer answer = charge_answers(s);
  const ChargeDeclared c = *s.charge;
  s.charge.reset();
  resolve(t, c.order, r, answer.clause);
}

}  // namespace grognard::game::detail
