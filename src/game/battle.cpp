#include "game/battle.h"

#include <algorithm>
#include <cmath>

#include <boost/geometry/algorithms/covered_by.hpp>

#include "game/battalion_gun.h"
#include "game/legal_orders.h"
#include "game/light_battalion.h"
#include "game/turn.h"
#include "rules/brigade_status.h"
#include "rules/movement.h"

namespace grognard::game {

bool stands_on(const Unit& u, const table::Feature& f) {
  if (!u.on_table() || (u.body.status != model::UnitStatus::ordered &&
                        u.body.status != model::UnitStatus::unformed)) {
    return false;
  }
  return boost::geometry::covered_by(table::Point(u.x, u.y), f.area);
}

namespace {

// A side holds a terrain feature when one of its units stands on it and no enemy unit does
// (PR-VICTORY-2).
bool holds(const GameState& s, int side, const table::Feature& f) {
  std::array<bool, 2> in{};
  for (const Unit& u : s.units) {
    if (stands_on(u, f)) in[static_cast<std::size_t>(u.side)] = true;
  }
  return in[static_cast<std::size_t>(side)] && !in[static_cast<std::size_t>(1 - side)];
}

}  // namespace

int victory_points(const GameState& s, int side) {
  int p = 0;
  for (const Goal& g : s.goals) {
    if (g.side != side) continue;
    bool met = false;
    switch (g.kind) {
      case GoalKind::hold:
        met = holds(s, side, s.ground->features[static_cast<std::size_t>(g.feature)]);
        break;
      case GoalKind::break_brigades: {
        int broken = 0;
        for (const Brigade& b : s.brigades) {
          broken += (b.side != side && (b.morale.status == model::BrigadeStatus::falling_back ||
                                        b.morale.status == model::BrigadeStatus::sauve_qui_peut))
                        ? 1
                        : 0;
        }
        met = broken >= g.count;
        break;
      }
      case GoalKind::disperse_units: {
        int gone = 0;
        for (const Unit& u : s.units) gone += (u.side != side && !u.on_table()) ? 1 : 0;
        met = gone >= g.count;
        break;
      }
    }
    p += met ? g.points : 0;
  }
  return p;
}

int battle_losses(const GameState& s, int side) {
  int l = 0;
  for (const Unit& u : s.units) {
    if (u.side != side) continue;
    l += u.on_table() ? u.body.damage.whole() : 100;
  }
  return l;
}

namespace detail {

Parties::Whose Parties::whose(dice::Thrower by, int about) const {
  std::size_t k = 0;  // which of the two parties throws
  switch (by) {
    case dice::Thrower::first:
      k = 0;
      break;
    case dice::Thrower::second:
      k = 1;
      break;
    case dice::Thrower::either:
      return Whose{about, -1};
  }
  return Whose{unit[k] >= 0 ? unit[k] : about, side[k]};
}

void append(Turn& t, const rules::Events& events, const std::vector<dice::DiceRecord>& records) {
  for (const rules::Event& e : events.list()) {
    LogEntry entry{t.s.turn, t.s.phase, e, {}, {}, t.about_unit, t.about_brigade};
    if (e.key == "dice" && e.argc > 0) {
      const auto i = static_cast<std::size_t>(e.args[0].value);
      if (i < records.size()) {
        entry.dice_label = records[i].label;
        entry.dice = records[i].faces;
        const Parties::Whose who = t.parties.whose(records[i].thrower, t.about_unit);
        entry.unit = who.unit;
        entry.side = who.side;
      }
    }
    t.log.push_back(std::move(entry));
  }
}

void refuse(Turn& t, const Order& o, std::string_view clause, std::string_view why) {
  note(t, "game.refused", clause, rules::unit_arg(o.unit), rules::term(why));
}

std::vector<dice::Face> GameDice::faces_for(const dice::ChanceNode& node, std::string_view clause) {
  // A roll of no dice (a screen too thin for a pair, S11.14) has nothing to ask for by hand: an
  // empty answer would read as the player leaving, and the battle would stop there.
  if (node.dice() == 0) return {};
  if (hand_ != nullptr) {
    if (!hand_->wanted && hand_->given != nullptr && hand_->next < hand_->given->size() &&
        (*hand_->given)[hand_->next].size() == static_cast<std::size_t>(node.dice())) {
      return (*hand_->given)[hand_->next++];
    }
    // No faces yet: this roll is wanted, and the step goes on with stand-ins to be thrown away.
    if (!hand_->wanted) {
      const Parties::Whose who = parties_.whose(thrower(), about_);
      hand_->wanted = WantedRoll{
          node.dice(), std::string(clause), node.label(), log_.size(), who.unit, who.side};
    }
    return std::vector<dice::Face>(static_cast<std::size_t>(node.dice()), 1);
  }
  std::vector<dice::Face> f(static_cast<std::size_t>(node.dice()));
  for (dice::Face& face : f) face = dice::draw_face(rng_);
  return f;
}

std::size_t LoggedDice::choose(const dice::ChanceNode& node, std::string_view clause) {
  inner_.set_thrower(thrower());
  const std::size_t i = inner_.choose(node, clause);
  inner_.set_thrower(dice::Thrower::either);
  events_.add("dice", clause, rules::num(static_cast<int>(inner_.records().size()) - 1));
  return i;
}

rules::UnitState status_view(const Unit& u) {
  rules::UnitState v;
  v.type = u.type;
  v.quality = u.body.quality;
  v.size = u.body.size;
  v.formation = u.body.formation;
  v.status = u.body.status;
  v.damage = u.body.damage;
  v.cossacks = u.cossack;
  v.general_attached = u.general_attached;
  v.reform_any_formation = u.reform_any;
  v.held_until_next_turn = u.held;
  return v;
}

rules::Moment moment(const GameState& s) {
  return rules::Moment{s.phase, s.options};
}

rules::Moment moment(const Turn& t) {
  return moment(t.s);
}

model::BrigadeStatus brigade_status(const GameState& s, int id) {
  return s.brigades[static_cast<std::size_t>(unit(s, id).brigade)].morale.status;
}

std::string_view formation_term(model::Formation f) {
  switch (f) {
    case model::Formation::line:
      return "formation.line";
    case model::Formation::column:
      return "formation.column";
    case model::Formation::mass_column:
      return "formation.mass_column";
    case model::Formation::square:
      return "formation.square";
    case model::Formation::skirmish:
      return "formation.skirmish";
    case model::Formation::limbered:
      return "formation.limbered";
    case model::Formation::unlimbered:
      return "formation.unlimbered";
  }
  return "formation.line";
}

std::string_view brigade_term(model::BrigadeStatus b) {
  switch (b) {
    case model::BrigadeStatus::obeying:
      return "brigade.obeying";
    case model::BrigadeStatus::faltering:
      return "brigade.faltering";
    case model::BrigadeStatus::wavering:
      return "brigade.wavering";
    case model::BrigadeStatus::falling_back:
      return "brigade.falling_back";
    case model::BrigadeStatus::sauve_qui_peut:
      return "brigade.sauve_qui_peut";
  }
  return "brigade.obeying";
}

std::array<int, 2> order_of_sides(const GameState& s) {
  return {s.first_side, 1 - s.first_side};
}

std::vector<int> enemies_by_distance(const GameState& s, const Board& b, int id) {
  std::vector<std::pair<double, int>> list;
  const Unit& me = unit(s, id);
  if (b.piece[static_cast<std::size_t>(id)] < 0) return {};
  for (const Unit& u : s.units) {
    if (u.side == me.side || !u.on_table()) continue;
    list.emplace_back(distance(b, id, u.id), u.id);
  }
  std::sort(list.begin(), list.end());
  std::vector<int> ids;
  ids.reserve(list.size());
  for (const auto& [d, i] : list) ids.push_back(i);
  return ids;
}

bool place(GameState& s, int id, double x, double y, double facing) {
  Unit& u = unit(s, id);
  const Unit before = u;
  u.x = x;
  u.y = y;
  u.facing = facing;
  bool ok = false;
  {
    const Board b = board_of(s);
    const auto p = static_cast<std::size_t>(b.piece[static_cast<std::size_t>(id)]);
    ok = b.table.on_table(p) && !b.table.overlapped(p);
  }  // the board is let go before the state changes again, so it is re-laid in place
  if (!ok) u = before;
  return ok;
}

namespace {

// STATUS-RETREAT-3, STATUS-FB-4: friendly close-order units whose ground the unit's bases swept
// on their way from `from` (the unit as it stood) to where it stands now (the first 6" of a
// retreat only, STATUS-RETREAT-3) become Unformed. Skirmishers are never unformed (S11.25-1):
// passed_through() says so.
void burst_through(Turn& t, int id, const Unit& from, double within) {
  const Unit& now = unit(t.s, id);
  const table::Vec path{now.x - from.x, now.y - from.y};
  const double length = std::min(table::length(path), within);
  if (length <= 1e-9) return;
  const Board b = board_of(t.s);
  const auto own = static_cast<std::size_t>(b.piece[static_cast<std::size_t>(id)]);
  std::vector<int> friends;
  for (const table::Base& base : bases_of(from)) {
    for (std::size_t q : b.table.overlapping(table::swept(base, path, length), own)) {
      const int f = b.index[q];
      if (unit(t.s, f).side == now.side) friends.push_back(f);
    }
  }
  std::sort(friends.begin(), friends.end());
  friends.erase(std::unique(friends.begin(), friends.end()), friends.end());
  for (int f : friends) {
    if (!unit(t.s, f).on_table()) continue;
    const About about(t, f);
    rules::Events e(true);
    auto step = rules::passed_through(status_view(unit(t.s, f)), e);
    append(t, e);
    if (step.ok() && step.value().unit.status != unit(t.s, f).body.status) {
      note(t, "game.burst_through", "STATUS-RETREAT-3", rules::unit_arg(id), rules::unit_arg(f));
      apply(t, f, step);
    }
  }
}

// DT-CHARGE-4: a lead charging unit that retreats takes its supports back with it. A charge in
// the battle has no declared supports; the units that would support it in the melee do
// (PR-MELEE-7: formed friends within 3"), and they Fall Back (compulsory, STATUS-FB-1).
void supports_fall_back(Turn& t, int id, const Unit& from) {
  std::vector<int> supports;
  {
    // Measured where the lead unit stood when it took the test, before its retreat move.
    GameState then = t.s;
    unit(then, id) = from;
    const Board b = board_of(then);
    for (const Unit& f : then.units) {
      if (f.id == id || f.side != from.side || !f.on_table() || model::is_skirmisher(f.type)) {
        continue;
      }
      if (distance(b, id, f.id) <= 3.0 + 1e-9) supports.push_back(f.id);
    }
  }
  for (int f : supports) {
    if (!unit(t.s, f).on_table()) continue;
    const About about(t, f);
    note(t, "game.support_falls_back", "DT-CHARGE-4", rules::unit_arg(f), rules::unit_arg(id));
    rules::Events e(true);
    auto step =
        rules::fall_back(status_view(unit(t.s, f)), rules::FallBackKind::compulsory, moment(t), e);
    append(t, e);
    apply(t, f, step);
  }
}

void carry_out_signals(Turn& t, int id, const rules::UnitStep& step) {
  const Unit before = unit(t.s, id);
  for (rules::Signal sig : step.signals) {
    switch (sig) {
      case rules::Signal::retreat_move:
      case rules::Signal::fall_back_move:
        retreat_move(t, id, false);
        break;
      case rules::Signal::broken_move:
        retreat_move(t, id, true);
        break;
      case rules::Signal::rally_at_command_companies:
        reform_at_command_companies(t, id);
        break;
      case rules::Signal::unforms_friends:          // after the move, below
      case rules::Signal::supports_fall_back:       // after the move, below
      case rules::Signal::free_turn:                // the move itself turns it to face the enemy
                                                    // (STATUS-RETREAT-6)
      case rules::Signal::charge_goes_on_unformed:  // the status is Unformed; the charge goes on
      case rules::Signal::evade:    // answered as the charge's answer (S11.24-0, charge_phase.cpp)
      case rules::Signal::removed:  // the dispersed status takes it off the table (apply())
      case rules::Signal::general_stays:  // the brigade's general is never removed with a unit
        break;
    }
  }
  if (step.has(rules::Signal::unforms_friends)) {
    const bool retreat =
        step.has(rules::Signal::retreat_move) || step.has(rules::Signal::broken_move);
    burst_through(t, id, before, retreat ? 6.0 : 1e9);  // STATUS-RETREAT-3: within the first 6"
  }
  if (step.has(rules::Signal::supports_fall_back)) supports_fall_back(t, id, before);
}

}  // namespace

void apply(Turn& t, int id, const rules::Checked<rules::UnitStep>& result) {
  const About about(t, id);
  if (!result.ok()) {
    note(t, "game.refused", result.refusal().clause, rules::unit_arg(id),
         rules::term(result.refusal().key));
    return;
  }
  const rules::UnitStep& step = result.value();
  Unit& u = unit(t.s, id);
  const bool was_on_table = u.on_table();
  const model::Damage before = u.body.damage;
  u.body.status = step.unit.status;
  u.body.formation = step.unit.formation;
  u.reform_any = step.unit.reform_any_formation;
  u.held = step.unit.held_until_next_turn;
  u.general_attached = step.unit.general_attached;
  if (step.unit.damage > before) {
    const int figures = u.body.figures;
    model::inflict(u.body,
                   model::Damage::halves(step.unit.damage.in_halves() - before.in_halves()));
    if (deployed(u) && u.body.figures < figures) {
      // S11.6-LOSS: the command companies feed the line and take the losses first.
      rules::Events events(true);
      const rules::Deployed parts =
          rules::take_casualties({figures - u.command_figures, u.command_figures},
                                 figures - u.body.figures, company_figures(u), events);
      u.command_figures = parts.command;
      append(t, events);
    }
  } else {
    u.body.damage = step.unit.damage;
  }
  gun_follows_status(t, id);  // S16.1g-2, S16.1h
  if (step.change) {
    const int bi = u.brigade;
    const model::BrigadeStatus was = t.s.brigades[static_cast<std::size_t>(bi)].morale.status;
    // The brigade counts the change (brigade_status.h).
    rules::Events events(true);
    auto bstep = rules::brigade_on_unit_change(t.s.brigades[static_cast<std::size_t>(bi)].morale,
                                               *step.change, events);
    append(t, events);
    if (bstep.ok()) {
      Brigade& brigade = t.s.brigades[static_cast<std::size_t>(bi)];
      const rules::BrigadeStep& b = bstep.value();
      brigade.morale = b.brigade;  // the status and the counts the rules keep
      if (b.change) {
        note(t, "game.brigade_status", "BRIG-FALTER-1", rules::brigade_arg(bi),
             rules::term(brigade_term(b.change->to)));
        for (Unit& other : t.s.units) {
          if (other.brigade != bi || !other.on_table()) continue;
          const About about_other(t, other.id);
          rules::Events ev(true);
          auto s2 = rules::brigade_changed(status_view(other), was, b.change->to, other.id == id,
                                           moment(t), ev);
          append(t, ev);
          if (s2.ok() && s2.value().unit.status != other.body.status) apply(t, other.id, s2);
        }
      }
      if (b.dissolve) {
        for (Unit& other : t.s.units) {
          if (other.brigade != bi || !other.on_table()) continue;
          const About about_other(t, other.id);
          rules::Events ev(true);
          auto s2 = rules::brigade_dissolved(status_view(other), moment(t), ev);
          append(t, ev);
          apply(t, other.id, s2);
        }
      }
    }
  }
  if (was_on_table && !unit(t.s, id).on_table()) {
    note(t, "game.removed", "STATUS-DISP-0", rules::unit_arg(id));
    // A unit off the table fights no more: its melee is broken off.
    const int other = unit(t.s, id).engaged_with;
    if (other >= 0 && unit(t.s, other).engaged_with == id) unit(t.s, other).engaged_with = -1;
    unit(t.s, id).engaged_with = -1;
  }
  if (unit(t.s, id).on_table()) carry_out_signals(t, id, step);
}

void damage(Turn& t, int id, model::Damage d) {
  if (d.in_halves() <= 0 || !unit(t.s, id).on_table()) return;
  const About about(t, id);
  rules::Events events(true);
  auto step = rules::take_damage(status_view(unit(t.s, id)), d, moment(t), events);
  append(t, events);
  apply(t, id, step);
}

void retreat_move(Turn& t, int id, bool broken) {
  const About about(t, id);
  const RetreatPath path = retreat_path(t.s, board_of(t.s), id);
  Unit& u = unit(t.s, id);
  const table::Vec away = path.away;
  const double dist = path.inches;
  const double face = table::bearing_of(away * -1.0);
  note(t, broken ? "game.broken_move" : "game.retreat_move", "STATUS-RETREAT-1",
       rules::unit_arg(id), rules::num(static_cast<int>(std::lround(dist))));
  // Off the table: dispersed (STATUS-DISP-8).
  if (path.leaves_table) {
    rules::Events events(true);
    auto step = rules::left_table(status_view(u), moment(t), events);
    append(t, events);
    apply(t, id, step);
    return;
  }
  // Where the way is blocked, it stops short, 1" at a time.
  for (double k = dist; k >= 0; k -= 1.0) {
    if (place(t.s, id, u.x + away.x * k, u.y + away.y * k, face)) break;
  }
  if (broken) {
    const Board after = board_of(t.s);
    bool support = false;
    for (const Unit& f : t.s.units) {
      if (f.side != u.side || f.id == id || !f.on_table() || model::is_skirmisher(f.type)) continue;
      if (distance(after, id, f.id) <= 3.0 + 1e-9) support = true;
    }
    rules::Events events(true);
    auto step = rules::broken_move_ended(status_view(unit(t.s, id)), support, moment(t), events);
    append(t, events);
    apply(t, id, step);
  }
}

namespace {

int units_left(const GameState& s, int side) {
  int n = 0;
  for (const Unit& u : s.units) n += (u.side == side && u.on_table()) ? 1 : 0;
  return n;
}

bool gave_way(const GameState& s, int side) {
  bool any = false;
  for (const Brigade& b : s.brigades) {
    if (b.side != side) continue;
    any = true;
    if (b.morale.status != model::BrigadeStatus::falling_back &&
        b.morale.status != model::BrigadeStatus::sauve_qui_peut) {
      return false;
    }
  }
  return any;
}

}  // namespace

void end_of_turn(Turn& t) {
  GameState& s = t.s;
  for (Unit& u : s.units) {
    u.moved = u.repositioned = u.fired = u.charged = u.assault_fire = u.acted = false;
    u.half_moved = false;
    u.engaged_with = -1;
    u.squadrons_in = 0;
  }
  place_generals(t);
  // PR-VICTORY-1: a side whose brigades all fall back or flee, or that has no unit left, has
  // lost; at the turn limit the side that lost less wins.
  for (int side = 0; side < 2; ++side) {
    if (units_left(s, side) == 0 || gave_way(s, side)) {
      s.over = true;
      s.winner = 1 - side;
      note(t, "game.gave_way", "PR-VICTORY-1", rules::side_arg(side));
    }
  }
  if (!s.over && s.turn >= s.turn_limit) {
    s.over = true;
    const int p0 = victory_points(s, 0);
    const int p1 = victory_points(s, 1);
    if (!s.goals.empty()) note(t, "game.points", "PR-VICTORY-2", rules::num(p0), rules::num(p1));
    const int l0 = battle_losses(s, 0);
    const int l1 = battle_losses(s, 1);
    if (p0 != p1) {
      s.winner = p0 > p1 ? 0 : 1;
    } else {
      if (l0 != l1) s.winner = l0 < l1 ? 0 : 1;
      note(t, "game.turn_limit", "PR-VICTORY-1", rules::num(l0), rules::num(l1));
    }
  }
  if (s.over) {
    if (s.winner) {
      note(t, "game.over", "PR-VICTORY-1", rules::side_arg(*s.winner));
    } else {
      note(t, "game.draw", "PR-VICTORY-1");
    }
    return;
  }
  ++s.turn;
}

}  // namespace detail

void seed_dice(GameState& state, std::uint64_t seed) {
  state.seed = seed;
  state.rng = pcg32(seed);
}

namespace {

Player* player_of(const Players& p, int side) {
  return side < 0 || side > 1 ? nullptr : p.side[static_cast<std::size_t>(side)];
}

void take_log(const Match& m, Log& log, std::size_t& seen) {
  for (; seen < m.log().size(); ++seen) log.push_back(m.log()[seen]);
}

// What the player said of its answer (Player::reasons), stamped with where the match stands.
void take_reasons(const Match& m, Player& p, Log& log) {
  for (LogEntry& e : p.reasons()) {
    e.turn = m.state().turn;
    e.phase = m.state().phase;
    log.push_back(std::move(e));
  }
}

}  // namespace

namespace {

// Puts a question other than orders to its player (or the hand) and answers the match. False
// when the player stopped.
bool answer_one(Match& m, const Players& players, Log& log) {
  const Question q = m.question();
  Player* p = player_of(players, q.side);
  switch (q.kind) {
    case QuestionKind::charge_answer: {
      rules::Response r = q.allowed.front();
      if (p != nullptr) {
        r = p->answer_charge(m.state(), q.unit, q.enemy, q.allowed);
        if (p->stopped()) return false;
        take_reasons(m, *p, log);
        if (std::find(q.allowed.begin(), q.allowed.end(), r) == q.allowed.end()) {
          r = q.allowed.front();
        }
      }
      m.answer(Answer::of(r));
      return true;
    }
    case QuestionKind::squadrons: {
      int n = 0;
      if (p != nullptr) {
        n = p->squadrons_for(m.state(), q.unit, q.enemy);
        if (p->stopped()) return false;
        if (n < 0 || n > q.squadrons) n = 0;
      }
      m.answer(Answer::written(n));
      return true;
    }
    case QuestionKind::dice: {
      if (!players.hand) return false;  // a match by hand needs a hand
      std::vector<dice::Face> faces = players.hand(q);
      return !faces.empty() && !m.answer(Answer::rolled(std::move(faces))).refused;
    }
    case QuestionKind::next_phase:
      m.answer(Answer::next());
      return true;
    case QuestionKind::orders:
    case QuestionKind::over:
      break;
  }
  return true;
}

// How giving an order went: done (the side may give the next), the battle is over, or a player
// stopped while answering a question that came between two orders.
enum class Given { done, refused, over, stopped };

// Gives order `o`; a refusal is noted in `log`. Then the questions that come before the side's
// next order (dice typed by hand, a charge the enemy answers) are put to their players.
Given give(Match& m, const Players& players, const Order& o, Log& log, std::size_t& seen) {
  const Match::Outcome r = m.answer(Answer::of(o));
  if (r.refused) {
    // The refusal is the player's news, not the battle's: noted where it was given.
    rules::Events e(true);
    e.add("game.refused", r.refused->clause, rules::unit_arg(o.unit), rules::term(r.refused->key));
    log.push_back(LogEntry{m.state().turn, m.state().phase, e.list().front(), {}, {}});
  }
  take_log(m, log, seen);
  while (m.question().kind != QuestionKind::orders && !m.over()) {
    if (!answer_one(m, players, log)) return Given::stopped;
    take_log(m, log, seen);
  }
  if (m.over()) return Given::over;
  return r.refused ? Given::refused : Given::done;
}

// A player that gives its orders one at a time (Player::one_at_a_time): asked again after each
// order while the question is still its side's orders; a refused order ends its orders.
Given give_one_at_a_time(Match& m, const Players& players, Player& p, Log& log, std::size_t& seen) {
  const int side = m.question().side;
  while (m.question().kind == QuestionKind::orders && m.question().side == side) {
    const std::vector<Order> next = p.orders(m.state(), side);
    if (p.stopped()) return Given::stopped;
    take_reasons(m, p, log);
    if (next.empty()) return Given::done;
    const Given g = give(m, players, next.front(), log, seen);
    if (g == Given::refused) return Given::done;
    if (g != Given::done) return g;
  }
  return Given::done;
}

}  // namespace

Driven drive(Match& m, const Players& players, Log& log, std::size_t& seen,
             const std::function<bool(const Match&)>& until) {
  take_log(m, log, seen);
  while (true) {
    const Question q = m.question();
    if (q.kind == QuestionKind::over) return Driven::over;
    if (until && until(m)) return Driven::until;
    if (q.kind != QuestionKind::orders) {
      if (!answer_one(m, players, log)) return Driven::stopped;
      take_log(m, log, seen);
      continue;
    }
    Player* p = player_of(players, q.side);
    if (p != nullptr && p->one_at_a_time()) {
      const Given g = give_one_at_a_time(m, players, *p, log, seen);
      if (g != Given::done) return g == Given::over ? Driven::over : Driven::stopped;
    } else {
      std::vector<Order> orders;
      if (p != nullptr) {
        orders = p->orders(m.state(), q.side);
        if (p->stopped()) return Driven::stopped;
        take_reasons(m, *p, log);
      }
      for (const Order& o : orders) {
        const Given g = give(m, players, o, log, seen);
        if (g == Given::over) return Driven::over;
        if (g == Given::stopped) return Driven::stopped;
      }
    }
    if (m.question().kind == QuestionKind::orders && m.question().side == q.side) {
      m.answer(Answer::finished());
    }
    take_log(m, log, seen);
  }
}

void play_phase(GameState& state, const Players& players, Log& log) {
  if (state.over) return;
  MatchOptions options;
  options.dice_by_hand = static_cast<bool>(players.hand);
  options.pause_between_phases = true;
  Match m(std::move(state), options);
  std::size_t seen = 0;
  bool begun = m.question().kind != QuestionKind::next_phase;
  drive(m, players, log, seen, [&](const Match& x) {
    if (x.question().kind != QuestionKind::next_phase) return false;
    if (!begun) {
      begun = true;
      return false;
    }
    return true;
  });
  state = m.state();
}

void play_turn(GameState& state, const Players& players, Log& log) {
  const int turn = state.turn;
  while (!state.over && state.turn == turn) play_phase(state, players, log);
}

void play_battle(GameState& state, const Players& players, Log& log) {
  if (state.over) return;
  MatchOptions options;
  options.dice_by_hand = static_cast<bool>(players.hand);
  Match m(std::move(state), options);
  std::size_t seen = 0;
  drive(m, players, log, seen);
  state = m.state();
}

}  // namespace grognard::game
