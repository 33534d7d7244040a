// The melee phase (PR-TURN-1): every charger in contact fights its target (rules/melee.h); the
// loser gives way through the status rules, the winner's cavalry is Unformed (STATUS-UNF-4).
#include "game/battalion_gun.h"
#include "game/melee.h"
#include "game/turn.h"
#include "rules/melee.h"

namespace grognard::game::detail {

namespace {

// The melee's verdict on one side, through the status rules.
void give_way(Turn& t, int id, const rules::MeleeSideResult& r) {
  const About about(t, id);
  damage(t, id, r.damage);
  if (!unit(t.s, id).on_table()) return;
  rules::DisciplineOutcome as;
  switch (r.status) {
    case model::UnitStatus::retreating:
      as.result = rules::DtResult::retreat;
      break;
    case model::UnitStatus::broken:
      as.result = rules::DtResult::broken;
      break;
    case model::UnitStatus::unformed:
      as.result = rules::DtResult::unformed;
      break;
    case model::UnitStatus::dispersed:
      // A battery that has to give way is lost (STATUS-RETREAT-10): it gives way as a retreat
      // from a melee, which the status rules turn into its dispersal and removal.
      as.result = rules::DtResult::retreat;
      break;
    default:
      return;
  }
  rules::ResultContext ctx;
  ctx.from_charge_or_melee = true;
  rules::Events e(true);
  auto step = rules::apply_discipline_result(status_view(unit(t.s, id)), as, ctx, moment(t), e);
  append(t, e);
  apply(t, id, step);
}

void fight(Turn& t, int charger, int target) {
  const Board b = board_of(t.s);
  const rules::Melee m = melee_of(t.s, b, charger, target);
  note(t, "game.melee", "PR-MELEE-1", rules::unit_arg(charger), rules::unit_arg(target));
  const rules::MeleeResult r = [&] {
    const About about(t, charger);
    // Each side throws its own 2D6 (PR-MELEE-1): the charger first, then the target.
    const Between between(t, Parties{{charger, target}, {-1, -1}});
    return roll(t,
                [&](dice::Roller& d, rules::Events& e) { return rules::resolve_melee(m, d, e); });
  }();
  // S16.1g-2: a battalion that gives way, ridden down or not, leaves its gun.
  if (r.attacker.gun_abandoned) lose_gun(t, charger, "game.gun_abandoned", "S16.1g-2");
  if (r.defender.gun_abandoned) lose_gun(t, target, "game.gun_abandoned", "S16.1g-2");
  if (r.ridden_down) {
    damage(t, charger, r.attacker.damage);
    rules::Events e(true);
    auto step = rules::ridden_down(status_view(unit(t.s, target)), moment(t), e);
    append(t, e);
    apply(t, target, step);
  } else {
    give_way(t, charger, r.attacker);
    give_way(t, target, r.defender);
  }
  // STATUS-UNF-4 / S16.2-5 for winning cavalry.
  const int winner = r.winner == rules::MeleeWinner::attacker   ? charger
                     : r.winner == rules::MeleeWinner::defender ? target
                                                                : -1;
  if (winner >= 0 && unit(t.s, winner).on_table() &&
      model::arm_of(unit(t.s, winner).type) == model::Arm::cavalry) {
    const int loser = winner == charger ? target : charger;
    const model::UnitStatus ls = unit(t.s, loser).body.status;
    rules::Events e(true);
    auto step =
        rules::melee_won(status_view(unit(t.s, winner)), unit(t.s, winner).squadrons_in,
                         unit(t.s, loser).squadrons_in,
                         ls == model::UnitStatus::broken || ls == model::UnitStatus::dispersed, e);
    append(t, e);
    apply(t, winner, step);
  }
  // The winner follows up an enemy that gave way (PR-MELEE-21); whoever stays in contact
  // steps back 1" so the two no longer touch (PR-MELEE-20).
  const bool followed = winner >= 0 && unit(t.s, winner).on_table() &&
                        follow_up_melee(t, winner, winner == charger ? target : charger);
  for (int id : {charger, target}) {
    Unit& u = unit(t.s, id);
    if (!u.on_table() || (followed && id == winner)) continue;
    const table::Vec back = table::heading(u.facing) * -1.0;
    place(t.s, id, u.x + back.x, u.y + back.y, u.facing);
  }
}

}  // namespace

void melee_phase(Turn& t) {
  GameState& s = t.s;
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& u = s.units[i];
    if (!u.charged || u.engaged_with < 0 || !u.on_table()) continue;
    const int target = u.engaged_with;
    if (!unit(s, target).on_table()) continue;
    fight(t, u.id, target);
  }
}

}  // namespace grognard::game::detail
