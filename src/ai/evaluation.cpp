#include "ai/evaluation.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "ai/fire_odds.h"
#include "dice/enumerate.h"
#include "game/battle.h"
#include "game/board.h"
#include "game/brigade_odds.h"
#include "game/fire.h"
#include "game/legal_orders.h"
#include "game/melee.h"
#include "rules/discipline_test.h"
#include "rules/melee.h"

namespace grognard::ai {

namespace {

// What a unit's status costs beyond its damage, in PR-VICTORY-1's points (a unit lost is 100).
// A broken unit is close to lost (dispersed at once if its brigade falters, STATUS-BROKEN-5);
// one falling back or retreating is out of the fight for a turn or more and tests again; an
// Unformed one loses a move to re-form.
double status_cost(model::UnitStatus s) {
  switch (s) {
    case model::UnitStatus::ordered:
    case model::UnitStatus::dispersed:  // counted as lost
      return 0;
    case model::UnitStatus::unformed:
      return 6;
    case model::UnitStatus::falling_back:
      return 25;
    case model::UnitStatus::retreating:
      return 35;
    case model::UnitStatus::broken:
      return 60;
  }
  return 0;
}

// Beyond the odds of giving way: a faltering or wavering brigade's units may not rally when they
// retreat (STATUS-RETREAT-12), and a wavering one's may not charge or advance.
double morale_cost(model::BrigadeStatus s) {
  switch (s) {
    case model::BrigadeStatus::faltering:
      return 20;
    case model::BrigadeStatus::wavering:
      return 40;
    case model::BrigadeStatus::obeying:
    case model::BrigadeStatus::falling_back:  // in the odds of giving way
    case model::BrigadeStatus::sauve_qui_peut:
      return 0;
  }
  return 0;
}

bool gone(model::BrigadeStatus s) {
  return s == model::BrigadeStatus::falling_back || s == model::BrigadeStatus::sauve_qui_peut;
}

// The chance that brigade `bi` falls back or flees within two tests.
double fall_back_odds(const game::GameState& s, int bi) {
  double p = 0;
  for (const auto& [status, q] : game::brigade_morale_odds(s, bi).outcomes) {
    if (gone(status)) {
      p += q;
      continue;
    }
    for (const auto& [then, r] : game::brigade_morale_odds(s, bi, status).outcomes) {
      if (gone(then)) p += q * r;
    }
  }
  return p;
}

// What a unit lost costs (PR-VICTORY-1), as game::battle_losses counts it.
constexpr double kUnitLost = 100;

// What a melee ending by `margin` (the attacker's total less the defender's) is worth to the
// attacker: the loser gives way by the margin (PR-MELEE-16..18: retreating with 1, retreating
// with 1D3, broken with 1D3 + 1), is lost when ridden down (STATUS-DISP-6), a battery
// (STATUS-RETREAT-10) or when its retreat would end off the table (`attacker_leaves`,
// `defender_leaves`: STATUS-DISP-8); the winner takes 1 damage in a close fight and winning
// cavalry is Unformed (STATUS-UNF-4). A draw costs both sides alike (PR-MELEE-15).
double melee_value(const rules::Melee& m, int margin, bool attacker_leaves, bool defender_leaves) {
  if (margin == 0) return 0;
  const bool attacker_won = margin > 0;
  const int by = attacker_won ? margin : -margin;
  const rules::MeleeSide& winner = attacker_won ? m.attacker : m.defender;
  const rules::MeleeSide& loser = attacker_won ? m.defender : m.attacker;
  const bool loser_leaves = attacker_won ? defender_leaves : attacker_leaves;
  double lost = status_cost(model::UnitStatus::retreating) + 1;
  if (rules::rides_down(winner, loser, by) || loser.arm == model::Arm::artillery || loser_leaves) {
    lost = kUnitLost;
  } else if (by >= 6) {
    lost = status_cost(model::UnitStatus::broken) + 3;
  } else if (by >= 3) {
    lost = status_cost(model::UnitStatus::retreating) + 2;
  }
  double cost = by <= 2 ? 1 : 0;
  if (winner.arm == model::Arm::cavalry) cost += status_cost(model::UnitStatus::unformed);
  return attacker_won ? lost - cost : cost - lost;
}

// The next fire phase and charge phase are half counted: the units will move before it, and each
// side fires at the target of its choice, not always the one this term assumes.
constexpr double kThreatWeight = 0.5;

// How much an ended battle's margin (a victory point as 100 losses, a loss as 1) adds to its
// result, and at most: a hundredth of a battle. It parts ends of the same result (a battle won
// holding the village or walking out of it) and no more: weighted at a tenth, it moved the
// turn's plan choice and the French won 56.5% of 200 battles against the line commander.
constexpr double kMarginWeight = 0.01;
constexpr double kMostMargin = kWon / 100;

// How far the margin of losses between the sides moves in a turn, about: a few points of damage
// each way, and now and then a unit lost (100).
constexpr double kLossSpread = 30;

// What a unit whose retreat would take it off the table (game::retreat_path: dispersed,
// STATUS-DISP-8) risks in a discipline test forced by fire: the chance that the test makes it
// retreat or break (DT-RESULT-3, -4S), exactly, from its test where it stands; 0 for a unit
// whose retreat stays on the table (kFireTestCost counts that).
double edge_test_odds(const game::GameState& s, const game::Board& b, int id) {
  if (!game::retreat_path(s, b, id).leaves_table) return 0;
  const rules::DisciplineTest t = game::test_of(s, b, id, {rules::Trigger::fire});
  if (rules::discipline_problem(t) != rules::DtProblem::none) return 0;
  const auto d = dice::enumerate([&](dice::Roller& r) {
    rules::Events off(false);
    return rules::resolve_discipline_test(t, r, off).outcome.result;
  });
  return d.probability([](rules::DtResult x) {
    return x == rules::DtResult::retreat || x == rules::DtResult::broken;
  });
}

}  // namespace

double fire_threat(const game::GameState& s, int side) {
  const game::Board b = game::board_of(s);
  std::vector<double> edge(s.units.size(), -1);  // edge_test_odds, by target, once
  // The chance that no test forced on each target sends it off the table: a unit is lost once,
  // however many firers may test it.
  std::vector<double> kept(s.units.size(), 1.0);
  double sum = 0;
  for (const game::Unit& u : s.units) {
    if (u.side != side || !u.on_table()) continue;
    double best = 0;
    double best_loss = 0;  // the chance that this firer's test sends its target off
    std::size_t best_target = 0;
    for (const scenario::FireLine& line :
         game::fire_target_lines(s, b, u.id, scenario::LineDetail::strike)) {
      const auto odds = fire_odds(s, b, line);
      if (!odds) continue;
      double& q = edge[line.target];
      if (q < 0) q = edge_test_odds(s, b, static_cast<int>(line.target));
      const double value = odds->expected_damage + odds->p_test * (kFireTestCost + q * kUnitLost);
      if (value > best) {
        best = value;
        best_loss = odds->p_test * q;
        best_target = line.target;
      }
    }
    sum += best - best_loss * kUnitLost;
    kept[best_target] *= 1 - best_loss;
  }
  for (const double k : kept) sum += (1 - k) * kUnitLost;
  return sum;
}

double charge_threat(const game::GameState& s, int side) {
  const game::Board b = game::board_of(s);
  // Whether each unit's retreat would end off the table, asked once a unit when first needed.
  std::vector<signed char> leaves(s.units.size(), -1);
  const auto leaves_table = [&](int id) {
    signed char& x = leaves[static_cast<std::size_t>(id)];
    if (x < 0) x = game::retreat_path(s, b, id).leaves_table ? 1 : 0;
    return x == 1;
  };
  double sum = 0;
  for (const game::Unit& u : s.units) {
    if (u.side != side || !u.on_table()) continue;
    double best = 0;
    for (const game::Unit& t : s.units) {
      if (t.side == side || !t.on_table() || game::charge_refusal(s, b, u.id, t.id)) continue;
      const bool u_leaves = leaves_table(u.id);
      const bool t_leaves = leaves_table(t.id);
      const rules::Melee m = game::melee_of(s, b, u.id, t.id);
      const double value = rules::melee_margin_odds(m).expectation(
          [&](int margin) { return melee_value(m, margin, u_leaves, t_leaves); });
      best = std::max(best, value);
    }
    sum += best;
  }
  return sum;
}

double give_way_odds(const game::GameState& s, int side) {
  bool any_unit = false;
  for (const game::Unit& u : s.units) any_unit = any_unit || (u.side == side && u.on_table());
  if (!any_unit) return 1.0;
  double p = 1.0;
  bool any = false;
  for (std::size_t bi = 0; bi < s.brigades.size(); ++bi) {
    if (s.brigades[bi].side != side) continue;
    any = true;
    p *= fall_back_odds(s, static_cast<int>(bi));
  }
  return any ? p : 0.0;
}

Losses losses_of(const game::GameState& s, int side) {
  Losses l;
  l.units = game::battle_losses(s, side);
  for (const game::Unit& u : s.units) {
    if (u.side == side) l.status += status_cost(u.body.status);
  }
  for (const game::Brigade& b : s.brigades) {
    if (b.side == side) l.morale += morale_cost(b.morale.status);
  }
  return l;
}

double evaluate(const game::GameState& s, int side) {
  if (s.over) {
    // A battle won by more is safer to have played for: the points and losses it ended with
    // (PR-VICTORY-1, -2) part the ends of equal result, so that of two won look-aheads the one
    // that also holds the ground or loses less is preferred (and of two lost, the closer).
    const double margin = std::clamp(
        kMarginWeight *
            (100.0 * (game::victory_points(s, side) - game::victory_points(s, 1 - side)) +
             game::battle_losses(s, 1 - side) - game::battle_losses(s, side)),
        -kMostMargin, kMostMargin);
    if (!s.winner) return margin;
    return (*s.winner == side ? kWon : -kWon) + margin;
  }
  const double enemy_gives_way = give_way_odds(s, 1 - side);
  const double side_gives_way = give_way_odds(s, side);
  double v = kWon * (enemy_gives_way - side_gives_way);
  v += losses_of(s, 1 - side).total() - losses_of(s, side).total();
  // The turn limit decides by points, then by losses (PR-VICTORY-2, -1). Ground held now is
  // worth more as the limit nears, when there is less time to take it back; and, points equal,
  // so is a margin of losses: it counts as the chance that it still stands at the limit (taken
  // to move by about kLossSpread a turn) times the chance that neither side gives way first.
  const double t = std::clamp(static_cast<double>(s.turn) / std::max(1, s.turn_limit), 0.0, 1.0);
  const int points = game::victory_points(s, side) - game::victory_points(s, 1 - side);
  if (s.turn_limit > 0 && points == 0) {
    const int left = std::max(1, s.turn_limit - s.turn + 1);
    const double margin = game::battle_losses(s, 1 - side) - game::battle_losses(s, side);
    const double p = 0.5 * (1 + std::erf(margin / (kLossSpread * std::sqrt(2.0 * left))));
    const double open = std::max(0.0, 1 - enemy_gives_way - side_gives_way);
    v += kWon * t * t * t * open * (2 * p - 1);
  }
  v += kThreatWeight * (fire_threat(s, side) - fire_threat(s, 1 - side));
  v += kThreatWeight * (charge_threat(s, side) - charge_threat(s, 1 - side));
  if (!s.goals.empty()) v += (40.0 + 600.0 * t * t * t) * points;
  return v;
}

}  // namespace grognard::ai
