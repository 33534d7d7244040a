#include "ai/evaluation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

#include "ai/fire_odds.h"
#include "dice/enumerate.h"
#include "game/battle.h"
#include "game/board.h"
#include "game/brigade_odds.h"
#include "game/fire.h"
#include "game/legal_orders.h"
#include "game/melee.h"
#include "rules/brigade_status.h"
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

// The chance that brigade `bi`, standing as `b` says, falls back or flees within two tests.
double fall_back_odds(const game::GameState& s, int bi, const rules::BrigadeState& b) {
  if (gone(b.status)) return 1;
  double p = 0;
  for (const auto& [status, q] : game::brigade_morale_odds(s, bi, b).outcomes) {
    if (gone(status)) {
      p += q;
      continue;
    }
    rules::BrigadeState then_b = b;
    then_b.status = status;
    for (const auto& [then, r] : game::brigade_morale_odds(s, bi, then_b).outcomes) {
      if (gone(then)) p += q * r;
    }
  }
  return p;
}

double fall_back_odds(const game::GameState& s, int bi) {
  return fall_back_odds(s, bi, s.brigades[static_cast<std::size_t>(bi)].morale);
}

// What a unit lost costs (PR-VICTORY-1), as game::battle_losses counts it.
constexpr double kUnitLost = 100;

// What losing each unit would cost its side (unit_lost_cost), its brigade's part worked out once
// a brigade when first asked.
class LossCosts {
 public:
  explicit LossCosts(const game::GameState& s)
      : s_(s), morale_(s.brigades.size(), std::numeric_limits<double>::quiet_NaN()) {}

  // Requires 0 <= id < s.units.size().
  double operator()(int id) {
    const game::Unit& u = game::unit(s_, id);
    double cost = kUnitLost - u.body.damage.whole();
    if (u.brigade >= 0 && u.brigade < static_cast<int>(morale_.size())) {
      double& m = morale_[static_cast<std::size_t>(u.brigade)];
      if (std::isnan(m)) m = morale_shock(u.brigade);
      cost += m;
    }
    return cost;
  }

 private:
  // What one more unit of brigade `bi` dispersed outside the Command phase does to its side:
  // the brigade Faltering at once (BRIG-FALTER-3, STATUS-DISP-10; a worse status stays) and
  // tested from then on with one more unit lost (BM-MOD-LOST), or dissolved if it is
  // Demoralised (STATUS-DISP-9): the side's odds of giving way within two tests change by so
  // much, in thousandths of a battle, and its morale cost with them.
  double morale_shock(int bi) {
    const game::Brigade& brigade = s_.brigades[static_cast<std::size_t>(bi)];
    rules::UnitChange lost;
    lost.to = model::UnitStatus::dispersed;
    lost.phase = model::Phase::fire;
    lost.dispersal = rules::Dispersal::damage_limit;
    rules::Events off(false);
    const auto step = rules::brigade_on_unit_change(brigade.morale, lost, off);
    if (!step.ok()) return 0;
    const rules::BrigadeState& after = step.value().brigade;
    // The side's other brigades, which the loss leaves as they are (give_way_odds: a product).
    double others = 1;
    for (std::size_t bj = 0; bj < s_.brigades.size(); ++bj) {
      if (static_cast<int>(bj) != bi && s_.brigades[bj].side == brigade.side) {
        others *= fall_back_odds(s_, static_cast<int>(bj));
      }
    }
    const double now = fall_back_odds(s_, bi);
    const double then = step.value().dissolve ? 1.0 : fall_back_odds(s_, bi, after);
    return kWon * others * (then - now) + morale_cost(after.status) -
           morale_cost(brigade.morale.status);
  }

  const game::GameState& s_;
  std::vector<double> morale_;  // by brigade; NaN until asked
};

// What a melee ending by `margin` (the attacker's total less the defender's) is worth to the
// attacker: the loser gives way by the margin (PR-MELEE-16..18: retreating with 1, retreating
// with 1D3, broken with 1D3 + 1), is lost when ridden down (STATUS-DISP-6), a battery
// (STATUS-RETREAT-10) or when its retreat would end off the table (STATUS-DISP-8); the winner
// takes 1 damage in a close fight and winning cavalry is Unformed (STATUS-UNF-4). A draw costs
// both sides alike (PR-MELEE-15). Each side's stake: whether its retreat would leave the table,
// and what losing it would cost (unit_lost_cost).
struct Stake {
  bool leaves = false;
  double lost = kUnitLost;
};
double melee_value(const rules::Melee& m, int margin, const Stake& attacker,
                   const Stake& defender) {
  if (margin == 0) return 0;
  const bool attacker_won = margin > 0;
  const int by = attacker_won ? margin : -margin;
  const rules::MeleeSide& winner = attacker_won ? m.attacker : m.defender;
  const rules::MeleeSide& loser = attacker_won ? m.defender : m.attacker;
  const Stake& stake = attacker_won ? defender : attacker;
  double lost = status_cost(model::UnitStatus::retreating) + 1;
  if (rules::rides_down(winner, loser, by) || loser.arm == model::Arm::artillery || stake.leaves) {
    lost = stake.lost;
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

// fire_threat, with the costs of units lost asked of `lost`.
double fire_threat(const game::GameState& s, int side, LossCosts& lost) {
  const game::Board b = game::board_of(s);
  std::vector<double> edge(s.units.size(), -1);  // edge_test_odds, by target, once
  // The chance that no firer's fire costs each target the unit (its damage limit reached, or a
  // test sending it off the table): a unit is lost once, however many may fire at it.
  std::vector<double> kept(s.units.size(), 1.0);
  double sum = 0;
  for (const game::Unit& u : s.units) {
    if (u.side != side || !u.on_table()) continue;
    double best = 0;
    double best_loss = 0;  // the chance that this firer's fire costs its target the unit
    std::size_t best_target = 0;
    for (const scenario::FireLine& line :
         game::fire_target_lines(s, b, u.id, scenario::LineDetail::strike)) {
      const auto odds = fire_odds(s, b, line);
      if (!odds) continue;
      double& q = edge[line.target];
      if (q < 0) q = edge_test_odds(s, b, static_cast<int>(line.target));
      const double c = lost(static_cast<int>(line.target));
      // Dispersed by the damage, it takes no test; else the test may send it off the table.
      const double loss = odds->p_lost + (1 - odds->p_lost) * std::min(1.0, odds->p_test) * q;
      const double value = odds->expected_damage + odds->p_test * kFireTestCost + loss * c;
      if (value > best) {
        best = value;
        best_loss = loss;
        best_target = line.target;
      }
    }
    sum += best;
    // The loss is counted once a target, below.
    if (best_loss > 0) sum -= best_loss * lost(static_cast<int>(best_target));
    kept[best_target] *= 1 - best_loss;
  }
  for (std::size_t t = 0; t < kept.size(); ++t) {
    if (kept[t] < 1) sum += (1 - kept[t]) * lost(static_cast<int>(t));
  }
  return sum;
}

// charge_threat, with the costs of units lost asked of `lost`.
double charge_threat(const game::GameState& s, int side, LossCosts& lost) {
  const game::Board b = game::board_of(s);
  // Each unit's stake in a melee (whether its retreat would end off the table, what it costs
  // lost), asked once a unit when first needed.
  std::vector<std::optional<Stake>> stakes(s.units.size());
  const auto stake_of = [&](int id) -> const Stake& {
    std::optional<Stake>& x = stakes[static_cast<std::size_t>(id)];
    if (!x) x = Stake{game::retreat_path(s, b, id).leaves_table, lost(id)};
    return *x;
  };
  double sum = 0;
  for (const game::Unit& u : s.units) {
    if (u.side != side || !u.on_table()) continue;
    double best = 0;
    for (const game::Unit& t : s.units) {
      if (t.side == side || !t.on_table() || game::charge_refusal(s, b, u.id, t.id)) continue;
      const Stake& attacker = stake_of(u.id);
      const Stake& defender = stake_of(t.id);
      const rules::Melee m = game::melee_of(s, b, u.id, t.id);
      const double value = rules::melee_margin_odds(m).expectation(
          [&](int margin) { return melee_value(m, margin, attacker, defender); });
      best = std::max(best, value);
    }
    sum += best;
  }
  return sum;
}

}  // namespace

double fire_threat(const game::GameState& s, int side) {
  LossCosts lost(s);
  return fire_threat(s, side, lost);
}

double charge_threat(const game::GameState& s, int side) {
  LossCosts lost(s);
  return charge_threat(s, side, lost);
}

double unit_lost_cost(const game::GameState& s, int unit) {
  LossCosts lost(s);
  return lost(unit);
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
  LossCosts lost(s);
  v += kThreatWeight * (fire_threat(s, side, lost) - fire_threat(s, 1 - side, lost));
  v += kThreatWeight * (charge_threat(s, side, lost) - charge_threat(s, 1 - side, lost));
  if (!s.goals.empty()) v += (40.0 + 600.0 * t * t * t) * points;
  return v;
}

}  // namespace grognard::ai
