// The movement phase (PR-TURN-1): moves, formation changes, re-forming, forming a brigade
// skirmish screen; then skirmishers keep their distance from formed enemy (S11.22).
#include <algorithm>
#include <cmath>

#include "game/battalion_gun.h"
#include "game/fire.h"
#include "game/legal_orders.h"
#include "game/light_battalion.h"
#include "game/screen.h"
#include "game/turn.h"
#include "rules/movement.h"
#include "rules/skirmisher_class.h"
#include "scenario/approach.h"
#include "scenario/fallback.h"

namespace grognard::game::detail {

namespace {

using model::Formation;

// The worst going a move from the unit's place to (x, y) crosses (PR-MOVE-9, PR-MOVE-10).
rules::GoingFactor going(const GameState& s, const Board& b, const Unit& u, double x, double y) {
  const table::Segment path(table::Point(u.x, u.y), table::Point(x, y));
  rules::GoingFactor worst{1.0, "PR-MOVE-9"};
  const std::pair<table::TerrainKind, rules::Going> kinds[] = {
      {table::TerrainKind::rough, rules::Going::rough},
      {table::TerrainKind::wood, rules::Going::wood},
      {table::TerrainKind::built_up, rules::Going::built_up},
      {table::TerrainKind::river, rules::Going::river},
      {table::TerrainKind::stream, rules::Going::river},
  };
  (void)s;
  for (const auto& [kind, g] : kinds) {
    if (!b.table.features_crossing(path, kind).empty()) {
      const rules::GoingFactor f = rules::going_factor(mover_of(u), g);
      if (f.factor < worst.factor) worst = f;
    }
  }
  return worst;
}

// S16.1d: a move across ground that stops the gun leaves it behind.
void gun_through(Turn& t, int id, const table::Segment& path) {
  if (!battalion_gun_of(t.s, unit(t.s, id))) return;
  const bool blocked = gun_blocked(board_of(t.s), path);
  const Unit& u = unit(t.s, id);
  const rules::GunFinding f = rules::battalion_gun_fate(u.body.status, figures_lost(u), blocked);
  if (f.fate == rules::GunFate::abandoned) lose_gun(t, id, "game.gun_abandoned", f.clause);
}

// S16.1f: the owner abandons the gun once the battalion has lost four figures; the crew count as
// killed. It takes no part of the battalion's move: the gun is simply left where it stands.
void abandon_gun(Turn& t, const Order& o) {
  if (auto no = abandon_refusal(t.s, o.unit)) return refuse(t, o, no->clause, no->key);
  lose_gun(t, o.unit, "game.gun_left", "S16.1f");
}

void move(Turn& t, const Order& o) {
  GameState& s = t.s;
  Unit& u = unit(s, o.unit);
  const double full = rules::full_move(mover_of(u)).inches * (u.half_moved ? 0.5 : 1.0);
  const rules::GoingFactor g = going(s, board_of(s), u, o.x, o.y);
  if (g.factor <= 0.0) return refuse(t, o, g.clause, "refusal.impassable");
  const double allowed = full * g.factor;
  const table::Vec want{o.x - u.x, o.y - u.y};
  const double asked = table::length(want);
  const table::Vec dir = table::unit(want);
  const double x0 = u.x;
  const double y0 = u.y;
  const double f0 = u.facing;
  double go = std::min(asked, allowed);
  // Short of anything in the way: 0.5" at a time (PR-MOVE-13).
  for (; go > 0; go -= 0.5) {
    if (place(s, o.unit, x0 + dir.x * go, y0 + dir.y * go, o.facing) && !too_close(s, o.unit)) {
      break;
    }
    place(s, o.unit, x0, y0, f0);
  }
  if (go <= 0) {
    if (place(s, o.unit, x0, y0, o.facing) && !too_close(s, o.unit)) {
      unit(s, o.unit).moved = true;
      note(t, "game.wheel", "PR-MOVE-1", rules::unit_arg(o.unit));
      return;
    }
    place(s, o.unit, x0, y0, f0);
    return refuse(t, o, "PR-MOVE-13", "refusal.blocked");
  }
  unit(s, o.unit).moved = true;
  unit(s, o.unit).repositioned = true;
  note(t, "game.move", rules::full_move(mover_of(unit(s, o.unit))).clause, rules::unit_arg(o.unit),
       rules::num(static_cast<int>(std::lround(go))));
  gun_through(t, o.unit, table::Segment(table::Point(x0, y0), table::Point(u.x, u.y)));
}

void change_formation(Turn& t, const Order& o) {
  GameState& s = t.s;
  Unit& u = unit(s, o.unit);
  const auto cost = rules::formation_change_cost(mover_of(u), o.formation);
  if (!cost || !model::formation_allowed(u.type, o.formation)) {
    return refuse(t, o, "PR-MOVE-11", "refusal.formation");
  }
  const Formation before = u.body.formation;
  u.body.formation = o.formation;
  if (!place(s, o.unit, u.x, u.y, u.facing)) {
    unit(s, o.unit).body.formation = before;
    return refuse(t, o, "PR-MOVE-13", "refusal.blocked");
  }
  unit(s, o.unit).moved = true;  // F-MOD-6b: a formation change counts as moving
  note(t, "game.formation", cost->clause, rules::unit_arg(o.unit),
       rules::term(formation_term(o.formation)));
}

void reform(Turn& t, const Order& o) {
  Unit& u = unit(t.s, o.unit);
  rules::Events e(true);
  auto step =
      rules::reform(status_view(u), u.reform_any ? o.formation : u.body.formation, moment(t), e);
  append(t, e);
  apply(t, o.unit, step);
  unit(t.s, o.unit).moved = true;
}

// Forming a brigade skirmish screen (S11.2, S11.3): the light companies of the battalions named
// leave them for a new unit of the brigade in front of them; the battalions may do nothing else
// this turn (S11.3b-2); their initial strength falls (S11.3-STR).
void form_screen(Turn& t, const Order& o) {
  GameState& s = t.s;
  if (s.units.size() >= 200) return refuse(t, o, "S11.2b", "refusal.too_many_units");
  std::vector<rules::CompanyClass> companies;
  int figures = 0;
  double fx = 0;
  double fy = 0;
  const Unit lead = unit(s, o.unit);  // a copy: the new screen may move the units vector
  for (int id : o.from) {
    if (id < 0 || id >= static_cast<int>(s.units.size())) continue;
    const Unit& p = unit(s, id);
    if (!sends_company(lead, p)) continue;
    companies.push_back({company_to_send(p),
                         rules::derive_class(p.body.nation, p.body.quality, p.body.troops).cls});
    figures += company_to_send(p);
    fx += p.x;
    fy += p.y;
  }
  if (companies.empty()) return refuse(t, o, "S11.2-ELIG-b", "refusal.no_light_companies");
  const auto n = static_cast<double>(companies.size());
  Unit screen;
  screen.id = static_cast<int>(s.units.size());
  const Brigade& brigade = s.brigades[static_cast<std::size_t>(lead.brigade)];
  screen.name = brigade.name + ": skirmish screen";
  screen.name_ru =
      (brigade.name_ru.empty() ? brigade.name : brigade.name_ru) + ": экран застрельщиков";
  screen.side = lead.side;
  screen.brigade = lead.brigade;
  screen.type = model::UnitType::skirmish_screen;
  screen.body = lead.body;
  screen.body.name = screen.name;
  screen.body.formation = Formation::skirmish;
  screen.body.status = model::UnitStatus::ordered;
  screen.body.figures = figures;
  screen.body.initial_strength = figures;
  screen.body.damage = {};
  screen.body.size = model::UnitSize::small;
  screen.skirmisher_class = rules::majority_class(companies).cls;
  screen.bases = std::max(2, (figures + 5) / 6);
  screen.base_width = 1.0;
  screen.base_depth = 1.0;
  const table::Vec fwd = table::heading(lead.facing);
  screen.facing = lead.facing;
  screen.x = fx / n + fwd.x * 5.0;  // in front of the brigade's frontage (S11.3b-1)
  screen.y = fy / n + fwd.y * 5.0;
  screen.acted = true;
  s.units.push_back(screen);
  if (!place(s, screen.id, screen.x, screen.y, screen.facing)) {
    bool placed = false;
    for (double k = 6; k <= 12 && !placed; k += 1) {
      placed = place(s, screen.id, fx / n + fwd.x * k, fy / n + fwd.y * k, screen.facing);
    }
    if (!placed) {
      s.units.pop_back();
      return refuse(t, o, "S11.3b-1", "refusal.no_room");
    }
  }
  for (int id : o.from) {
    if (id < 0 || id >= static_cast<int>(s.units.size()) - 1) continue;
    Unit& p = unit(s, id);
    const int company = company_to_send(p);
    if (p.brigade != lead.brigade || company <= 0 || p.acted) continue;
    model::detach_to_screen(p.body, company);
    p.detached += company;
    note(t, "game.company_detached", "S11.3-STR", rules::unit_arg(id), rules::num(company),
         rules::num(p.body.initial_strength));
    p.acted = true;  // S11.3b-2
    p.moved = true;
  }
  s.brigades[static_cast<std::size_t>(lead.brigade)].morale.units += 1;
  const model::SkirmisherClass cls = unit(s, screen.id).skirmisher_class;
  note(t, "game.screen_formed", "S11.2c", rules::unit_arg(screen.id), rules::num(figures),
       rules::term(cls == model::SkirmisherClass::first    ? "class.first"
                   : cls == model::SkirmisherClass::second ? "class.second"
                                                           : "class.rifles"));
}

// Reinforcing the brigade's screen (S11.4): a battalion sends one company to it for half its
// move (S11.4b, G-37: it may still move the other half); each detachment lowers the battalion's
// initial strength again (S11.4-STR); the screen's class is the majority of its figures
// (S11.10-2).
void reinforce_screen(Turn& t, const Order& o) {
  GameState& s = t.s;
  if (o.target < 0 || o.target >= static_cast<int>(s.units.size())) {
    return refuse(t, o, "S11.4a", "refusal.no_screen");
  }
  Unit& p = unit(s, o.unit);
  const Unit& screen = unit(s, o.target);
  if (screen.type != model::UnitType::skirmish_screen || !screen.on_table() ||
      screen.brigade != p.brigade) {
    return refuse(t, o, "S11.4a", "refusal.no_screen");
  }
  const int company = company_to_send(p);
  if (company <= 0) return refuse(t, o, "S11.4a", "refusal.no_light_companies");
  const rules::CompanyClass parts[] = {
      {screen.body.figures, screen.skirmisher_class},
      {company, rules::derive_class(p.body.nation, p.body.quality, p.body.troops).cls}};
  model::detach_to_screen(p.body, company);
  p.detached += company;
  p.moved = true;
  p.half_moved = true;
  Unit& sc = unit(s, o.target);
  sc.skirmisher_class = rules::majority_class(parts).cls;
  sc.body.figures += company;
  sc.body.initial_strength += company;
  note(t, "game.screen_reinforced", "S11.4b", rules::unit_arg(o.unit), rules::num(company),
       rules::unit_arg(o.target), rules::num(sc.body.figures));
  note(t, "game.company_detached", "S11.4-STR", rules::unit_arg(o.unit), rules::num(company),
       rules::num(p.body.initial_strength));
}

}  // namespace

// The least distance a unit may end a voluntary move from an enemy: skirmishers keep S11.21's
// approach limits (with the `approach_limits` option, base by base, measured by the module
// `grognard check` uses); nobody moves into contact outside a charge (S11.22-3, PR-MOVE-13).
bool too_close(const GameState& s, int id) {
  const Board b = board_of(s);
  const Unit& u = unit(s, id);
  const auto p = static_cast<std::size_t>(b.piece[static_cast<std::size_t>(id)]);
  const bool skirmisher = model::is_skirmisher(u.type);
  std::vector<bool> sheltered;
  if (skirmisher) sheltered = scenario::sheltered_bases(b.table, p);
  for (const table::Near& n : b.table.near(p, scenario::breach_reach(s.options))) {
    const Unit& e = unit(s, b.index[n.piece]);
    if (e.side == u.side) continue;
    if (n.distance < 0.5) return true;
    if (!skirmisher) continue;
    if (scenario::enemy_breaches(b.table, p, sheltered, n.piece, stance_of(e), s.options)
            .approach) {
      return true;
    }
  }
  return false;
}

std::optional<rules::Refusal> order_refusal(const GameState& s, const Order& o) {
  const Unit& u = unit(s, o.unit);
  // A charger's move was its charge, and a unit in melee stays in it (PR-CHARGE-7).
  if (u.charged || u.engaged_with >= 0) return rules::Refusal{"refusal.charged", "PR-CHARGE-7"};
  if (u.acted) {
    // Deploying a light battalion is its whole turn (S11.6.1-a); giving companies to a screen,
    // the battalions' (S11.3b-2).
    return rules::Refusal{"refusal.already_acted", deployed(u) ? "S11.6.1-a" : "S11.3b-2"};
  }
  // After sending a company to the screen, the other half of the move is left (S11.4b, G-37).
  const bool half_left = u.half_moved && !u.repositioned && o.kind == OrderKind::move;
  if (u.moved && !half_left) return rules::Refusal{"refusal.already_moved", "PR-MOVE-1"};
  rules::Order as = rules::Order::move;
  switch (o.kind) {
    case OrderKind::move:
    case OrderKind::reinforce_screen:
      as = rules::Order::move;
      break;
    case OrderKind::change_formation:
    case OrderKind::form_screen:
    case OrderKind::deploy:
    case OrderKind::rally_battalion:
      as = rules::Order::change_formation;
      break;
    case OrderKind::reform:
      as = rules::Order::reform;
      break;
    default:
      return std::nullopt;
  }
  return rules::refuse_order(status_view(u), as, moment(s), brigade_status(s, o.unit));
}

void movement_order(Turn& t, int side, const Order& o) {
  GameState& s = t.s;
  if (o.kind == OrderKind::hold) return;
  if (o.unit < 0 || o.unit >= static_cast<int>(s.units.size())) return;
  const Unit& u = unit(s, o.unit);
  if (u.side != side || !u.on_table()) return;
  if (o.kind == OrderKind::abandon_gun) return abandon_gun(t, o);
  if (auto no = order_refusal(s, o)) return refuse(t, o, no->clause, no->key);
  switch (o.kind) {
    case OrderKind::move:
      move(t, o);
      break;
    case OrderKind::change_formation:
      change_formation(t, o);
      break;
    case OrderKind::reform:
      reform(t, o);
      break;
    case OrderKind::form_screen:
      form_screen(t, o);
      break;
    case OrderKind::reinforce_screen:
      reinforce_screen(t, o);
      break;
    case OrderKind::deploy:
      deploy_battalion(t, o);
      break;
    case OrderKind::rally_battalion:
      rally_battalion(t, o);
      break;
    default:
      break;
  }
}

namespace {

// The enemy unit nearest to skirmisher `id` that makes it fall back (S11.22-1, S11.22-2: formed
// infantry or cavalry within 3" of a base outside rough ground, cover or a town), or -1.
int pressing(const GameState& s, const Board& b, int id) {
  int who = -1;
  double nearest = 0;
  for (const FallBackDue& d : fall_back_due(s, b, id)) {
    if (who < 0 || d.breach.measured < nearest) {
      nearest = d.breach.measured;
      who = d.enemy;
    }
  }
  return who;
}

// S11.22: skirmishers fall back at once, as a free move, to keep 3" from formed enemy: where to,
// the one derivation `grognard check` also asks decides (scenario/fallback.h): straight away,
// else to the rear or a flank of a friendly close-order unit or into cover (S11.22-4); behind a
// friend in melee they retreat instead (S11.22-5), a full retreat move with no status (G-44);
// with nowhere to go they are caught and removed (S11.24c-1, G-43).
void keep_distance(Turn& t) {
  GameState& s = t.s;
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const int id = static_cast<int>(i);
    if (!unit(s, id).on_table() || !model::is_skirmisher(unit(s, id).type)) continue;
    if (unit(s, id).engaged_with >= 0) continue;
    const int e = pressing(s, board_of(s), id);
    if (e < 0) continue;
    scenario::FallBackPlan plan;
    {
      const Board b = board_of(s);
      plan = scenario::plan_fall_back(BattleFire(s, b), i);
    }  // the board is let go before the unit moves, so it is re-laid in place
    const int friend_id = plan.friend_unit ? static_cast<int>(*plan.friend_unit) : -1;
    const Unit start = unit(s, id);
    const auto moved = [&] {
      return place(s, id, start.x + plan.move.x, start.y + plan.move.y, start.facing);
    };
    switch (plan.kind) {
      case scenario::FallBack::not_needed:
        continue;
      case scenario::FallBack::straight_back:
        if (!moved()) break;
        note(t, "game.skirmish_withdraw", "S11.22-1", rules::unit_arg(id), rules::unit_arg(e));
        continue;
      case scenario::FallBack::behind_friend:
      case scenario::FallBack::flank_of_friend:
        if (!moved()) break;
        note(t,
             plan.kind == scenario::FallBack::behind_friend ? "game.skirmish_behind_friend"
                                                            : "game.skirmish_beside_friend",
             "S11.22-4", rules::unit_arg(id), rules::unit_arg(e), rules::unit_arg(friend_id));
        continue;
      case scenario::FallBack::into_cover:
        if (!moved()) break;
        note(t, "game.skirmish_into_cover", "S11.22-4", rules::unit_arg(id), rules::unit_arg(e));
        continue;
      case scenario::FallBack::retreat:
        note(t, "game.skirmish_retreat", "S11.22-5", rules::unit_arg(id),
             rules::unit_arg(friend_id));
        retreat_move(t, id, false);
        continue;
      case scenario::FallBack::blocked:
        break;
    }
    note(t, "game.skirmish_cannot_withdraw", "S11.22-4", rules::unit_arg(id), rules::unit_arg(e));
    rules::Events ev(true);
    auto step = rules::overrun(status_view(unit(s, id)), moment(t), ev);
    append(t, ev);
    apply(t, id, step);
  }
}

}  // namespace

void end_movement_orders(Turn& t) {
  keep_distance(t);
}

}  // namespace grognard::game::detail
