#include "game/legal_orders.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "game/fire.h"
#include "game/light_battalion.h"
#include "game/screen.h"
#include "game/squadrons.h"
#include "game/turn.h"
#include "rules/command.h"
#include "rules/movement.h"
#include "rules/unit_status.h"

namespace grognard::game {

namespace {

using model::Formation;

std::size_t piece_of(const Board& b, int id) {
  return static_cast<std::size_t>(b.piece[static_cast<std::size_t>(id)]);
}

bool exists(const GameState& s, int id) {
  return id >= 0 && id < static_cast<int>(s.units.size());
}

// The phase whose orders these are (PR-TURN-1); hold belongs to every phase.
model::Phase phase_of(OrderKind k) {
  switch (k) {
    case OrderKind::assault_fire:
    case OrderKind::resupply:
      return model::Phase::command;
    case OrderKind::charge:
      return model::Phase::charge;
    case OrderKind::move:
    case OrderKind::change_formation:
    case OrderKind::reform:
    case OrderKind::form_screen:
    case OrderKind::reinforce_screen:
    case OrderKind::deploy:
    case OrderKind::rally_battalion:
    case OrderKind::abandon_gun:
      return model::Phase::movement;
    case OrderKind::fire:
      return model::Phase::fire;
    case OrderKind::hold:
      break;
  }
  return model::Phase::melee;
}

// A movement order rolls no dice and asks no player, so the phase itself can try it on a copy:
// whatever it would refuse (a blocked move, a screen with no room, a re-forming the status rules
// forbid) it logs, with its clause.
std::optional<rules::Refusal> try_movement(const GameState& s, int side, const Order& o) {
  GameState copy = s;
  Log log;
  detail::Turn t{copy, log};
  detail::movement_order(t, side, o);
  return refusal_logged(log, o);
}

// Enemy units on the table that `pass` accepts as targets of `id`, nearest first.
template <class Pass>
std::vector<int> targets_by_distance(const GameState& s, const Board& b, int id, Pass pass) {
  std::vector<std::pair<double, int>> list;
  const Unit& u = unit(s, id);
  for (const Unit& e : s.units) {
    if (e.side == u.side || !e.on_table()) continue;
    if (pass(e.id)) list.emplace_back(distance(b, id, e.id), e.id);
  }
  std::sort(list.begin(), list.end());
  std::vector<int> ids;
  ids.reserve(list.size());
  for (const auto& [d, i] : list) ids.push_back(i);
  return ids;
}

void movement_orders(const GameState& s, const Unit& u, std::vector<Order>& out) {
  const auto accepted = [&](const Order& o) { return !try_movement(s, u.side, o); };
  if (u.body.status == model::UnitStatus::unformed) {
    // STATUS-UNF-3: it re-forms where it stands; rallied, into any formation (STATUS-RETREAT-11).
    std::vector<Formation> into{u.body.formation};
    if (u.reform_any) {
      for (const auto& f : model::kFormationNames) {
        if (f.value != u.body.formation && model::formation_allowed(u.type, f.value)) {
          into.push_back(f.value);
        }
      }
    }
    for (Formation f : into) {
      Order o = make_order(OrderKind::reform, u.id);
      o.formation = f;
      if (accepted(o)) out.push_back(o);
    }
  }
  for (const auto& f : model::kFormationNames) {
    if (f.value == u.body.formation || !model::formation_allowed(u.type, f.value)) continue;
    Order o = make_order(OrderKind::change_formation, u.id);
    o.formation = f.value;
    if (accepted(o)) out.push_back(o);
  }
  // The move stands for every destination: it passes the checks of the unit and its brigade; a
  // place blocked by other units or ground it cannot cross is the destination's affair.
  Order m = make_order(OrderKind::move, u.id);
  m.x = u.x;
  m.y = u.y;
  m.facing = u.facing;
  if (!detail::order_refusal(s, m)) out.push_back(m);
  if (sends_company(u, u)) {
    Order o = make_order(OrderKind::form_screen, u.id);
    o.from.push_back(u.id);
    for (const Unit& p : s.units) {
      if (p.id != u.id && sends_company(u, p)) o.from.push_back(p.id);
    }
    if (accepted(o)) out.push_back(o);
  }
  // A light battalion deploys as many companies as it may, or fewer (S11.5), straight ahead;
  // deployed, it may try to rally into any formation (S11.7-4).
  if (u.light_battalion && u.type == model::UnitType::infantry) {
    const table::Point ahead = straight_ahead(u);
    for (int n = rules::most_companies(battalion_of(u)); n >= 1; --n) {
      Order o = make_order(OrderKind::deploy, u.id);
      o.companies = n;
      o.x = ahead.x();
      o.y = ahead.y();
      o.facing = u.facing;
      if (accepted(o)) out.push_back(o);
    }
  }
  if (deployed(u)) {
    for (const auto& f : model::kFormationNames) {
      if (!model::formation_allowed(model::UnitType::infantry, f.value)) continue;
      Order o = make_order(OrderKind::rally_battalion, u.id);
      o.formation = f.value;
      if (accepted(o)) out.push_back(o);
    }
  }
  for (const Unit& screen : s.units) {
    if (screen.type != model::UnitType::skirmish_screen || screen.brigade != u.brigade ||
        !screen.on_table()) {
      continue;
    }
    const Order o = make_order(OrderKind::reinforce_screen, u.id, screen.id);
    if (accepted(o)) out.push_back(o);
  }
  // S16.1f: only a battalion with a gun is worth trying.
  if (const Order o = make_order(OrderKind::abandon_gun, u.id);
      u.battalion_gun > 0 && accepted(o)) {
    out.push_back(o);
  }
}

}  // namespace

std::optional<rules::Refusal> fire_refusal(const GameState& s, const Board& b, int id, int target) {
  const Unit& u = unit(s, id);
  if (u.fired) return rules::Refusal{"refusal.already_fired", "PR-FIRE-1"};
  if (auto no = rules::refuse_order(detail::status_view(u), rules::Order::fire, detail::moment(s),
                                    detail::brigade_status(s, id))) {
    return no;
  }
  return cannot_fire(s, b, id, target);
}

rules::ChargingUnit charging_unit(const GameState& s, int id) {
  const Unit& u = unit(s, id);
  rules::ChargingUnit c;
  c.arm = model::arm_of(u.type);
  c.formation = u.body.formation;
  c.status = u.body.status;
  c.skirmisher = model::is_skirmisher(u.type);
  c.cossack = u.cossack;
  const auto reach = rules::charge_reach(mover_of(u));
  c.reach = reach ? reach->inches : 0.0;
  c.fired_this_turn = u.fired;
  return c;
}

rules::ChargeTarget charge_target(const GameState& s, const Board& b, int id, int target) {
  const Unit& u = unit(s, id);
  const Unit& g = unit(s, target);
  rules::ChargeTarget tg;
  tg.arm = model::arm_of(g.type);
  tg.formation = g.body.formation;
  tg.status = g.body.status;
  tg.skirmisher = model::is_skirmisher(g.type);
  tg.cossack = g.cossack;
  tg.in_built_up = b.table.fraction_in(piece_of(b, target), table::TerrainKind::built_up) > 0.5;
  tg.distance = distance(b, id, target);
  // The facing first: it rules most charges out without drawing the flank and rear zone.
  tg.in_rear = std::abs(std::remainder(u.facing - g.facing, 360.0)) < 60.0 &&
               b.table.fraction_flank_rear(piece_of(b, target), piece_of(b, id), 9.0) >= 0.5;
  return tg;
}

std::optional<rules::Refusal> charge_refusal(const GameState& s, const Board& b, int id,
                                             int target) {
  const Unit& u = unit(s, id);
  if (u.engaged_with >= 0 || u.charged) {
    return rules::Refusal{"refusal.already_charged", "PR-CHARGE-1"};
  }
  if (auto no = rules::refuse_order(detail::status_view(u), rules::Order::declare_charge,
                                    detail::moment(s), detail::brigade_status(s, id))) {
    return no;
  }
  return rules::charge_refusal(charging_unit(s, id), charge_target(s, b, id, target));
}

std::optional<rules::Refusal> command_refusal(const GameState& s, const Order& o) {
  if (o.kind != OrderKind::assault_fire && o.kind != OrderKind::resupply) return std::nullopt;
  const Unit& u = unit(s, o.unit);
  const rules::OrderCost cost =
      rules::order_cost(o.kind == OrderKind::assault_fire ? rules::CommandOrder::assault_fire
                                                          : rules::CommandOrder::resupply);
  if (model::arm_of(u.type) != model::Arm::artillery) {
    return rules::Refusal{"refusal.not_battery", cost.clause};
  }
  if (s.brigades[static_cast<std::size_t>(u.brigade)].adcs < cost.adcs) {
    return rules::Refusal{"refusal.no_adcs", "PR-CMD-1"};
  }
  return std::nullopt;
}

std::optional<rules::Refusal> refusal_logged(std::span<const LogEntry> log, const Order& o) {
  for (const LogEntry& e : log) {
    if (e.event.key == "game.refused" && e.event.argc >= 2 && e.event.args[0].value == o.unit) {
      return rules::Refusal{e.event.args[1].term, e.event.clause};
    }
  }
  return std::nullopt;
}

std::optional<rules::Refusal> order_refusal(const GameState& s, int side, const Order& o) {
  if (auto no = order_refusal_untried(s, side, o)) return no;
  if (s.phase == model::Phase::movement && o.kind != OrderKind::hold) {
    return try_movement(s, side, o);
  }
  return std::nullopt;
}

std::optional<rules::Refusal> order_refusal_untried(const GameState& s, int side, const Order& o) {
  if (!exists(s, o.unit)) return rules::Refusal{"refusal.no_such_unit", "PR-TURN-3"};
  const Unit& u = unit(s, o.unit);
  if (u.side != side) return rules::Refusal{"refusal.not_yours", "PR-TURN-3"};
  if (o.kind == OrderKind::hold) return std::nullopt;
  if (!u.on_table()) return rules::Refusal{"refusal.off_table", "STATUS-DISP-0"};
  if (phase_of(o.kind) != s.phase) return rules::Refusal{"refusal.phase", "PR-TURN-1"};
  switch (s.phase) {
    case model::Phase::command:
      if (auto no = command_refusal(s, o)) return no;
      if (o.kind == OrderKind::resupply && !u.low_ammo) {
        return rules::Refusal{"refusal.not_low_ammo", "ART-LOWAMMO-3"};
      }
      return std::nullopt;
    case model::Phase::charge: {
      if (!exists(s, o.target) || unit(s, o.target).side == side || !unit(s, o.target).on_table()) {
        return rules::Refusal{"refusal.not_enemy", "PR-CHARGE-2"};
      }
      if (auto no = squadrons_refusal(s, o)) return no;  // S16.2-1
      return charge_refusal(s, board_of(s), o.unit, o.target);
    }
    case model::Phase::movement:
      return std::nullopt;  // tried on a copy by order_refusal
    case model::Phase::fire:
      if (!exists(s, o.target)) return rules::Refusal{"refusal.not_enemy", "PR-FIRE-1"};
      return fire_refusal(s, board_of(s), o.unit, o.target);
    case model::Phase::melee:
      break;
  }
  return rules::Refusal{"refusal.phase", "PR-TURN-1"};
}

std::vector<Order> legal_orders(const GameState& s, int id) {
  std::vector<Order> out{make_order(OrderKind::hold, id)};
  const Unit& u = unit(s, id);
  if (!u.on_table()) return out;
  switch (s.phase) {
    case model::Phase::command:
      for (OrderKind k : {OrderKind::assault_fire, OrderKind::resupply}) {
        const Order o = make_order(k, id);
        if (model::arm_of(u.type) == model::Arm::artillery && !order_refusal(s, u.side, o)) {
          out.push_back(o);
        }
      }
      break;
    case model::Phase::charge: {
      const Board b = board_of(s);
      const auto may = [&](int target) { return !charge_refusal(s, b, id, target); };
      for (int t : targets_by_distance(s, b, id, may))
        out.push_back(make_order(OrderKind::charge, id, t));
      break;
    }
    case model::Phase::movement:
      movement_orders(s, u, out);
      break;
    case model::Phase::fire: {
      const Board b = board_of(s);
      for (int t : fire_targets(s, b, id)) {
        if (!fire_refusal(s, b, id, t)) out.push_back(make_order(OrderKind::fire, id, t));
      }
      break;
    }
    case model::Phase::melee:
      break;
  }
  return out;
}

rules::Mover mover_of(const Unit& u) {
  return rules::Mover{model::arm_of(u.type),
                      u.body.formation,
                      u.horse_artillery,
                      u.light_cavalry,
                      u.cossack,
                      false,
                      model::is_skirmisher(u.type)};
}

bool sends_company(const Unit& lead, const Unit& p) {
  return p.brigade == lead.brigade && p.on_table() && company_to_send(p) > 0 && !p.acted &&
         p.body.status == model::UnitStatus::ordered && p.engaged_with < 0;
}

double move_allowance(const Unit& u) {
  return rules::full_move(mover_of(u)).inches * (u.half_moved ? 0.5 : 1.0);  // S11.4b
}

}  // namespace grognard::game
