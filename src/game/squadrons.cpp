#include "game/squadrons.h"

#include "game/fire.h"
#include "game/turn.h"
#include "rules/squadron_charge.h"

namespace grognard::game {

bool squadron_charge(const GameState& s, int charger, int target) {
  return s.options.squadron_charges && unit(s, charger).type == model::UnitType::cavalry &&
         unit(s, target).type == model::UnitType::cavalry;
}

int squadrons_committed(const Unit& u, int written) {
  return written > 0 && written <= u.squadrons ? written : u.squadrons;
}

std::optional<rules::Refusal> squadrons_refusal(const GameState& s, const Order& o) {
  if (o.kind != OrderKind::charge || o.squadrons == 0) return std::nullopt;
  const Unit& u = unit(s, o.unit);
  if (!s.options.squadron_charges || u.type != model::UnitType::cavalry ||
      unit(s, o.target).type != model::UnitType::cavalry) {
    return rules::Refusal{"refusal.no_squadrons", "S16.2-1"};
  }
  if (o.squadrons < 0 || o.squadrons > u.squadrons) {
    return rules::Refusal{"refusal.too_many_squadrons", "S16.2-1"};
  }
  return std::nullopt;
}

namespace detail {

namespace {

// The body's test to charge or countercharge at -2 (S16.2-4); the outcome it came to.
rules::DtResult squadron_test(Turn& t, int id, int own, int enemy, rules::ChargeRole role) {
  const About about(t, id);
  rules::DisciplineTest d = test_of(t.s, board_of(t.s), id, {});
  d.charge_situation = true;
  d.squadrons = own;
  d.enemy_squadrons = enemy;
  if (rules::discipline_problem(d) != rules::DtProblem::none) return rules::DtResult::ordered;
  note(t, "game.squadron_test", "S16.2-4", rules::unit_arg(id), rules::num(own), rules::num(enemy));
  const rules::DisciplineResult r = roll(t, [&](dice::Roller& dr, rules::Events& e) {
    return rules::resolve_discipline_test(d, dr, e);
  });
  rules::Events e(true);
  rules::ResultContext ctx;
  ctx.role = role;
  auto step =
      rules::apply_discipline_result(status_view(unit(t.s, id)), r.outcome, ctx, moment(t), e);
  append(t, e);
  apply(t, id, step);
  return r.outcome.result;
}

}  // namespace

bool squadrons_declared(Turn& t, const Order& o, int written) {
  GameState& s = t.s;
  const int theirs = squadrons_committed(unit(s, o.target), written);
  const int ours = squadrons_committed(unit(s, o.unit), o.squadrons);
  unit(s, o.unit).squadrons_in = ours;
  unit(s, o.target).squadrons_in = theirs;
  note(t, "game.squadrons", "S16.2-2", rules::unit_arg(o.unit), rules::num(ours),
       rules::unit_arg(o.target), rules::num(theirs));
  if (o.squadrons <= 0) note(t, "game.whole_regiment", "S16.2-3", rules::unit_arg(o.unit));
  if (written <= 0) note(t, "game.whole_regiment", "S16.2-3", rules::unit_arg(o.target));
  if (!rules::outnumbered_three_to_one(ours, theirs)) return true;
  const rules::DtResult r = squadron_test(t, o.unit, ours, theirs, rules::ChargeRole::lead);
  if (r == rules::DtResult::ordered) return true;
  note(t, "game.charge_halted", "S16.2-4", rules::unit_arg(o.unit));
  return false;
}

void countercharge_test(Turn& t, int target, int charger) {
  const int own = unit(t.s, target).squadrons_in;
  const int enemy = unit(t.s, charger).squadrons_in;
  if (!rules::outnumbered_three_to_one(own, enemy)) return;
  squadron_test(t, target, own, enemy, rules::ChargeRole::none);
}

}  // namespace detail

}  // namespace grognard::game
