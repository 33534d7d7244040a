// The command phase (PR-TURN-1): weather, initiative, the units' new turn, brigade morale and
// rallying, and the ADC orders.
#include "dice/enumerate.h"
#include "game/brigade_odds.h"
#include "game/legal_orders.h"
#include "game/turn.h"
#include "rules/brigade_morale.h"
#include "rules/command.h"
#include "rules/discipline_test.h"
#include "rules/weather_roll.h"

namespace grognard::game::detail {

namespace {

bool superior_commander(const GameState& s, int side) {
  for (const Brigade& b : s.brigades) {
    if (b.side == side && b.rating == rules::GeneralRating::superior) return true;
  }
  return false;
}

model::Grade brigade_grade(const GameState& s, int brigade) {
  std::vector<model::Quality> q;
  for (const Unit& u : s.units) {
    if (u.brigade == brigade && u.on_table()) q.push_back(u.body.quality);
  }
  return q.empty() ? model::Grade::line : rules::average_grade(q);
}

void weather(Turn& t) {
  GameState& s = t.s;
  if (!s.options.weather || s.weather_roll_turn != s.turn) return;
  const rules::WeatherRoll w = roll(
      t, [&](dice::Roller& r, rules::Events& e) { return rules::roll_weather(s.season, r, e); });
  s.weather = w.weather;
  s.weather_roll_turn = w.reroll ? s.turn + 6 : 0;  // S16.7-3
}

void initiative(Turn& t) {
  GameState& s = t.s;
  const auto last = s.first_side == 0 ? rules::Side::first : rules::Side::second;
  // Each side throws its own die, the first side (0) first (PR-CMD-3).
  const Between between(t, Parties{{-1, -1}, {0, 1}});
  const rules::InitiativeResult r = roll(t, [&](dice::Roller& d, rules::Events& e) {
    return rules::roll_initiative(superior_commander(s, 0), superior_commander(s, 1),
                                  s.turn == 1 ? rules::Side::second : last, d, e);
  });
  s.first_side = r.first_to_move == rules::Side::first ? 0 : 1;
}

void new_turn(Turn& t) {
  for (Unit& u : t.s.units) {
    if (!u.on_table()) continue;
    rules::Events e(true);
    auto step = rules::new_turn(status_view(u), e);
    append(t, e);
    apply(t, u.id, step);
  }
}

void brigade_morale(Turn& t, int bi) {
  GameState& s = t.s;
  Brigade& b = s.brigades[static_cast<std::size_t>(bi)];
  const auto due = rules::brigade_test_due(b.morale, false, s.options);
  if (due) {
    const About about(t, About::Brigade{bi});
    // A test the S16.6 option calls for says why; the status's own tests are BM-TRIGGER-1's.
    if (*due != rules::MoraleReason::status) {
      note(t, "game.brigade_test_due", rules::reason_clause(*due), rules::brigade_arg(bi));
    }
    const rules::BrigadeMoraleTest test =
        rules::morale_test_of(b.morale, brigade_grade(s, bi), b.rating, false);
    const rules::BrigadeMoraleResult result = roll(t, [&](dice::Roller& r, rules::Events& e) {
      return rules::resolve_brigade_morale_test(test, r, e);
    });
    rules::Events e(true);
    auto step = rules::brigade_after_test(b.morale, result, e);
    append(t, e);
    if (step.ok()) {
      const model::BrigadeStatus was = b.morale.status;
      s.brigades[static_cast<std::size_t>(bi)].morale = step.value().brigade;
      if (step.value().change) {
        const model::BrigadeStatus now = step.value().change->to;
        note(t, "game.brigade_status", "BM-RESULT-8", rules::brigade_arg(bi),
             rules::term(brigade_term(now)));
        for (Unit& u : s.units) {
          if (u.brigade != bi || !u.on_table()) continue;
          rules::Events ev(true);
          auto us = rules::brigade_changed(status_view(u), was, now, false, moment(t), ev);
          append(t, ev);
          apply(t, u.id, us);
        }
      }
    }
  }
  // The rally check of every unit (G-19, G-20, G-22).
  for (Unit& u : s.units) {
    if (u.brigade != bi || !u.on_table()) continue;
    if (u.body.status != model::UnitStatus::retreating &&
        u.body.status != model::UnitStatus::broken) {
      continue;
    }
    const About about(t, u.id);
    rules::Events e(true);
    auto step = rules::rally(status_view(u), s.brigades[static_cast<std::size_t>(bi)].morale.status,
                             moment(t), e);
    append(t, e);
    apply(t, u.id, step);
  }
}

}  // namespace

void begin_command_phase(Turn& t) {
  GameState& s = t.s;
  note(t, "game.turn", "PR-TURN-1", rules::num(s.turn));
  weather(t);
  initiative(t);
  new_turn(t);
  for (std::size_t bi = 0; bi < s.brigades.size(); ++bi) {
    s.brigades[bi].adcs = rules::adcs(s.brigades[bi].rating);  // PR-CMD-1
    brigade_morale(t, static_cast<int>(bi));
  }
}

void command_order(Turn& t, int side, const Order& o) {
  GameState& s = t.s;
  if (o.unit < 0 || o.unit >= static_cast<int>(s.units.size())) return;
  Unit& u = unit(s, o.unit);
  Brigade& b = s.brigades[static_cast<std::size_t>(u.brigade)];
  if (u.side != side || !u.on_table()) return;
  if (o.kind != OrderKind::assault_fire && o.kind != OrderKind::resupply) return;
  const auto cost =
      rules::order_cost(o.kind == OrderKind::assault_fire ? rules::CommandOrder::assault_fire
                                                          : rules::CommandOrder::resupply);
  if (auto no = command_refusal(s, o)) {
    note(t, "game.refused", no->clause, rules::unit_arg(o.unit), rules::term(no->key));
    return;
  }
  if (o.kind == OrderKind::resupply && !u.low_ammo) return;
  b.adcs -= cost.adcs;
  if (o.kind == OrderKind::assault_fire) {
    u.assault_fire = true;
    note(t, "game.assault_fire", "ART-MODE-2", rules::unit_arg(o.unit));
  } else {
    u.low_ammo = false;
    note(t, "game.resupplied", "ART-LOWAMMO-3", rules::unit_arg(o.unit));
  }
}

}  // namespace grognard::game::detail

namespace grognard::game {

dice::Distribution<model::BrigadeStatus> brigade_morale_odds(
    const GameState& s, int bi, std::optional<model::BrigadeStatus> as) {
  rules::BrigadeState b = s.brigades[static_cast<std::size_t>(bi)].morale;
  if (as) b.status = *as;
  return brigade_morale_odds(s, bi, b);
}

dice::Distribution<model::BrigadeStatus> brigade_morale_odds(const GameState& s, int bi,
                                                             const rules::BrigadeState& b) {
  dice::Distribution<model::BrigadeStatus> d;
  if (!rules::brigade_test_due(b, false, s.options)) {
    d.outcomes.emplace_back(b.status, 1.0);
    return d;
  }
  const rules::BrigadeMoraleTest test = rules::morale_test_of(
      b, detail::brigade_grade(s, bi), s.brigades[static_cast<std::size_t>(bi)].rating, false);
  return dice::enumerate([&](dice::Roller& r) {
    rules::Events off(false);
    return rules::resolve_brigade_morale_test(test, r, off).status;
  });
}

}  // namespace grognard::game
