// A light battalion's own orders in the movement phase: deploying as skirmishers (S11.5,
// S11.6.1) and rallying back into close order (S11.7, S11.8).
#include <algorithm>
#include <cmath>

#include "game/light_battalion.h"
#include "game/turn.h"

namespace grognard::game::detail {

namespace {

using model::Formation;

// S11.6.5 (option lb_line_of_sight): every base of the skirmish line sees a command company.
bool line_sees_command(const GameState& s, int id) {
  if (!s.options.lb_line_of_sight) return true;
  const Board b = board_of(s);
  const auto p = static_cast<std::size_t>(b.piece[static_cast<std::size_t>(id)]);
  const table::Piece& piece = b.table.piece(p);
  for (std::size_t i = 0; i < piece.bases.size(); ++i) {
    if (piece.group_of(i) != 0) continue;
    bool sees = false;
    for (std::size_t j = 0; j < piece.bases.size() && !sees; ++j) {
      if (piece.group_of(j) != 1) continue;
      const table::Sight sight = b.table.sight(table::BaseRef{p, i}, table::BaseRef{p, j});
      sees = !sight.blocked_by && sight.crossed.empty();
    }
    if (!sees) return false;
  }
  return true;
}

}  // namespace

// Deploying (S11.5, S11.6.1): whole companies, at most half the battalion (three quarters for
// Guard and Elite), go forward as the skirmish line; the rest stay where the battalion stood as
// its command companies; it takes the battalion's whole turn.
void deploy_battalion(Turn& t, const Order& o) {
  GameState& s = t.s;
  const Unit before = unit(s, o.unit);
  if (!before.light_battalion || before.type != model::UnitType::infantry) {
    return refuse(t, o, "S11.5-0", "refusal.deploy.not_light");
  }
  // 1. How many companies: as asked, or as many as the battalion's quality allows (S11.5).
  rules::Events e(true);
  const rules::Battalion battalion = battalion_of(before);
  const int companies = o.companies > 0 ? o.companies : rules::most_companies(battalion);
  const auto split = rules::deploy(battalion, companies, e);
  if (!split.ok()) return refuse(t, o, split.refusal().clause, split.refusal().key);
  // 2. Where the line goes: in front of the command companies, at most a full move (S11.6.1-c).
  const auto front = line_front(s, before, o.x, o.y);
  if (!front) return refuse(t, o, "S11.6.1-c", "refusal.deploy.not_ahead");
  // 3. The battalion becomes two parts: the line in open order, one base a company, and the
  //    command companies in close order where the battalion stood (S11.6.1-b).
  const int company = company_figures(before);
  Unit& u = unit(s, o.unit);
  u.type = model::UnitType::light_battalion_skirmish;
  u.body.formation = Formation::skirmish;
  u.formed_bases = before.bases;
  u.bases = companies;
  u.command_figures = split.value().command;
  u.command_bases = std::max(1, (split.value().command + company - 1) / company);
  // 4. The table: the line goes as far as it can towards the place asked, 0.5" at a time, never
  //    nearer its command companies than S11.6.2 allows, nor too near the enemy (S11.21).
  const table::Point from(before.x, before.y);
  const table::Vec fwd = table::heading(before.facing);
  const table::Vec way = table::Vec{front->x() - from.x(), front->y() - from.y()};
  const double asked = table::length(way);
  bool placed = false;
  for (double go = asked; go > 0 && !placed; go -= 0.5) {
    const table::Vec step = table::unit(way) * go;
    const table::Point at(from.x() + step.x, from.y() + step.y);
    const auto ok = line_front(s, before, at.x(), at.y());
    if (!ok) break;
    const table::Vec back{from.x() - at.x(), from.y() - at.y()};
    u.command_back = -table::dot(back, fwd);
    u.command_right = table::dot(back, table::right_of(fwd));
    placed = place(s, o.unit, at.x(), at.y(), before.facing) && !too_close(s, o.unit) &&
             line_sees_command(s, o.unit);
    if (!placed) {
      Unit& again = unit(s, o.unit);
      again.x = before.x;
      again.y = before.y;
    }
  }
  if (!placed) {
    unit(s, o.unit) = before;
    return refuse(t, o, "S11.6.1-c", "refusal.no_room");
  }
  append(t, e);
  Unit& done = unit(s, o.unit);
  done.moved = true;
  done.acted = true;  // S11.6.1-a: a full turn
  note(t, "game.lb_line_forward", "S11.6.1-c", rules::unit_arg(o.unit),
       rules::num(static_cast<int>(std::lround(done.command_back))),
       rules::num(firing_figures(done)), rules::num(done.command_figures));
}

// Rallying (S11.7, S11.8): a 2D6 test against TBL-RALLY, refused while an enemy is within charge
// distance of the command companies (S11.7-5); on a success the battalion re-forms at its
// command companies into the formation ordered (S11.7-3, S11.7-4); on a failure it stays in
// skirmish order and may try again next turn (S11.7-2). Either way it has had its move.
void rally_battalion(Turn& t, const Order& o) {
  GameState& s = t.s;
  const About about(t, o.unit);
  if (!deployed(unit(s, o.unit))) return refuse(t, o, "S11.7-1", "refusal.not_light_battalion");
  if (!model::formation_allowed(model::UnitType::infantry, o.formation)) {
    return refuse(t, o, "S11.7-4", "refusal.formation_not_for_type");
  }
  const rules::LightBattalionRally r = rally_of(s, board_of(s), o.unit);
  if (auto no = rules::rally_refusal(r)) return refuse(t, o, no->clause, no->key);
  // The ground where it would re-form must be free before the dice are thrown (PR-MOVE-13).
  {
    GameState trial = s;
    Log quiet;
    Turn dry{trial, quiet};
    unit(trial, o.unit).body.formation = o.formation;
    reform_at_command_companies(dry, o.unit);
    if (deployed(unit(trial, o.unit))) return refuse(t, o, "PR-MOVE-13", "refusal.blocked");
  }
  const rules::RallyResult res = roll(t, [&](dice::Roller& d, rules::Events& e) {
    return rules::resolve_light_battalion_rally(r, d, e);
  });
  unit(s, o.unit).moved = true;
  unit(s, o.unit).acted = true;
  if (!res.rallied) return;
  rules::Events e(true);
  auto step = rules::rally_light_battalion(status_view(unit(s, o.unit)), o.formation, moment(t), e);
  append(t, e);
  apply(t, o.unit, step);
}

void reform_at_command_companies(Turn& t, int id) {
  GameState& s = t.s;
  const Unit before = unit(s, id);
  const table::Point at = command_point(before);
  Unit& u = unit(s, id);
  u.type = model::UnitType::infantry;
  if (u.body.formation == Formation::skirmish) u.body.formation = Formation::line;
  u.bases = std::max(1, u.formed_bases);
  u.command_figures = 0;
  u.command_bases = 0;
  u.command_back = 0;
  u.command_right = 0;
  u.formed_bases = 0;
  if (!place(s, id, at.x(), at.y(), before.facing)) {
    unit(s, id) = before;  // no room: it stays as it was, in skirmish order
    unit(s, id).body.formation = Formation::skirmish;
    return;
  }
  note(t, "game.lb_reformed", "S11.7-3", rules::unit_arg(id),
       rules::term(formation_term(unit(s, id).body.formation)));
}

}  // namespace grognard::game::detail
