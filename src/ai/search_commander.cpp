#include "ai/search_commander.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>

#include <pcg_random.hpp>

#include "ai/evaluation.h"
#include "ai/fire_odds.h"
#include "ai/line_commander.h"
#include "ai/random_commander.h"
#include "game/battle.h"
#include "game/board.h"
#include "game/match.h"
#include "game/melee.h"
#include "rules/melee.h"

namespace grognard::ai {

namespace {

using game::Answer;
using game::GameState;
using game::Order;
using game::OrderKind;

// A look-ahead never gives more answers than this, whatever the budget: a battle of the turn
// limit's length asks a few thousand questions at most.
constexpr std::int64_t kMostNodesPerLookAhead = 20000;

// The line commander as both sides play on in a look-ahead, giving no orders in the phase being
// decided to the units already settled in it (nor to the unit being weighed).
class LookAheadPlayer final : public game::Player {
 public:
  LookAheadPlayer(const GameState& root, int side, const std::vector<int>& skip,
                  const LinePlan& plan, SearchCommander::ForcedAnswer* forced)
      : own_(plan),
        turn_(root.turn),
        phase_(root.phase),
        side_(side),
        skip_(&skip),
        forced_(forced) {}

  std::vector<Order> orders(const GameState& s, int side) override {
    std::vector<Order> out = side == side_ ? own_.orders(s, side) : line_.orders(s, side);
    if (s.turn == turn_ && s.phase == phase_ && side == side_) {
      std::erase_if(out, [this](const Order& o) {
        return std::find(skip_->begin(), skip_->end(), o.unit) != skip_->end();
      });
    }
    return out;
  }
  rules::Response answer_charge(const GameState& s, int target, int charger,
                                std::span<const rules::Response> allowed) override {
    if (forced_ != nullptr && forced_->allowed == 0 && target == forced_->target &&
        charger == forced_->charger && s.turn == turn_ && !allowed.empty()) {
      forced_->allowed = allowed.size();
      return allowed[std::min(forced_->index, allowed.size() - 1)];
    }
    return line_.answer_charge(s, target, charger, allowed);
  }
  int squadrons_for(const GameState& s, int unit, int enemy) override {
    return line_.squadrons_for(s, unit, enemy);
  }

 private:
  LineCommander own_;   // the side deciding, by its plan
  LineCommander line_;  // the enemy, by the manual
  int turn_;
  model::Phase phase_;
  int side_;
  const std::vector<int>* skip_;
  SearchCommander::ForcedAnswer* forced_;
};

// The plans weighed each turn: the manual's first (it stands when none does better), then
// closing to short range, holding the ground, standing off at long range, closing to charge at
// even odds, the manual's with a battalion sent to take each piece of ground a side scores, and
// two battalions sent to it while the rest hold.
constexpr LinePlan kPlans[] = {
    LinePlan{},
    LinePlan{0.8, true, 4.0, 2.0, 9.0},
    LinePlan{0.8, false, 7.5, 6.0, 9.0},
    LinePlan{0.8, true, 12.0, 10.0, 9.0},
    LinePlan{0.5, true, 4.0, 2.0, 7.0},
    LinePlan{0.6, true, 7.5, 6.0, 7.0, 1},
    LinePlan{0.8, false, 7.5, 6.0, 9.0, 2},
};
// Their names, terms of the text layer, in the same order.
constexpr std::string_view kPlanTerms[] = {"ai.plan.manual",    "ai.plan.close", "ai.plan.hold",
                                           "ai.plan.stand_off", "ai.plan.bold",  "ai.plan.take",
                                           "ai.plan.take_hold"};
static_assert(std::size(kPlans) == std::size(kPlanTerms));

// How many standard errors a charge's look-aheads must beat the best answer that is no charge by
// before it is given. A charge is a gamble on one melee: its look-aheads split into wins and
// losses hundreds of points apart, so two dozen of them leave its mean uncertain by more than
// the margins that part it from holding; and a loss costs more than a turn's look-ahead sees
// (a brigade Faltering tests every turn after). Found by play: in the Peninsula battle the
// voltigeur screen charged the riflemen in the village at 44% and lost the battle in turn 2.
constexpr double kChargeProof = 1.0;

// How many standard errors a plan's battles must beat the manual's by before the turn is played
// by it (same dice for every plan).
constexpr double kPlanProof = 1.0;

// How many standard errors a unit's answer must beat the plan's own order for it by before it is
// given (same dice for both). French against the line commander, 200 battles: built-in 70.5%
// against 65.0% without it, Peninsula 73.5% against 66.5%.
constexpr double kOrderProof = 1.0;

// Whether `a` beats `b` by `proof` standard errors of their differences draw by draw (the same
// dice for both, common random numbers), over the draws both were played.
bool proven(const std::vector<double>& a, const std::vector<double>& b, double proof) {
  const std::size_t n = std::min(a.size(), b.size());
  if (n < 2) return n == 1 && a[0] > b[0];  // too few to measure a spread
  double sum = 0;
  double sq = 0;
  for (std::size_t k = 0; k < n; ++k) {
    const double d = a[k] - b[k];
    sum += d;
    sq += d * d;
  }
  const double mean = sum / static_cast<double>(n);
  const double var =
      std::max(0.0, (sq - static_cast<double>(n) * mean * mean) / static_cast<double>(n - 1));
  return mean > proof * std::sqrt(var / static_cast<double>(n));
}

bool proven(const SearchCommander::Weighed& a, const SearchCommander::Weighed& b) {
  if (std::min(a.draws.size(), b.draws.size()) < 2) return a.score > b.score;
  return proven(a.draws, b.draws, kChargeProof);
}

bool settled(const std::vector<int>& units, int id) {
  return std::find(units.begin(), units.end(), id) != units.end();
}

}  // namespace

double SearchCommander::look_ahead(const GameState& s, int side, const Answer* first,
                                   const std::vector<int>& skip, std::uint64_t seed,
                                   const LinePlan& plan, int stop, ForcedAnswer* forced) {
  GameState copy = s;
  copy.rng = pcg32(seed);  // the look-ahead's own dice: it never sees the battle's
  game::Match m(std::move(copy));
  ++count_.rollouts;
  ++count_.nodes;
  if (first != nullptr && m.answer(*first).refused) return -2 * kWon;  // never chosen
  LookAheadPlayer p(s, side, skip, plan, forced);
  game::Players players;
  players.side = {&p, &p};
  game::Log sink;
  std::size_t seen = m.log().size();
  std::int64_t n = 0;
  game::drive(m, players, sink, seen, [&](const game::Match& x) {
    ++n;
    return x.state().turn >= stop || n > kMostNodesPerLookAhead;
  });
  count_.nodes += n;
  return evaluate(m.state(), side);
}

double SearchCommander::charge_look_ahead(const GameState& s, int side, const Answer& charge,
                                          const Order& order, const std::vector<int>& skip,
                                          std::uint64_t seed, int stop) {
  ForcedAnswer forced{order.unit, order.target, 0, 0};
  double worst = look_ahead(s, side, &charge, skip, seed, plan_, stop, &forced);
  const std::size_t n = forced.allowed;
  for (std::size_t k = 1; k < n; ++k) {
    ForcedAnswer other{order.unit, order.target, k, 0};
    worst = std::min(worst, look_ahead(s, side, &charge, skip, seed, plan_, stop, &other));
  }
  return worst;
}

SearchCommander::Ranking SearchCommander::rank(
    std::size_t n, std::uint64_t seed,
    const std::function<double(std::size_t, std::uint64_t)>& play) {
  std::vector<double> sum(n, 0.0);
  std::vector<int> played(n, 0);
  std::vector<std::vector<double>> draws(n);
  std::vector<int> stage(n, 0);  // rounds survived: the best are those that lasted longest
  std::vector<std::size_t> alive(n);
  std::iota(alive.begin(), alive.end(), 0);
  const auto mean = [&](std::size_t i) { return played[i] > 0 ? sum[i] / played[i] : -3 * kWon; };
  const std::int64_t start = count_.nodes;
  const int per_round = std::max(1, options_.samples);
  const int most = per_round * std::max(1, options_.rounds);
  int k = 0;  // draws of the dice so far: draw k is the same for every candidate
  for (int round = 0; k < most; ++round) {
    if (round > 0 && count_.nodes - start >= options_.budget) break;
    for (int j = 0; j < per_round && k < most; ++j, ++k) {
      if (k > 0 && count_.nodes - start >= options_.budget) break;
      const std::uint64_t dice = decision_seed(seed, {k});
      for (std::size_t i : alive) {
        const double v = play(i, dice);
        sum[i] += v;
        draws[i].push_back(v);
        ++played[i];
      }
    }
    if (alive.size() < 2) break;
    // Sequential halving: the better half (two at least) is played again with new dice, so the
    // samples go where the answer is still open. Ties keep the candidates' order.
    std::stable_sort(alive.begin(), alive.end(),
                     [&](std::size_t a, std::size_t b) { return mean(a) > mean(b); });
    alive.resize(std::max<std::size_t>(2, (alive.size() + 1) / 2));
    for (std::size_t i : alive) stage[i] = round + 1;
  }
  Ranking r;
  r.order.resize(n);
  std::iota(r.order.begin(), r.order.end(), 0);
  std::stable_sort(r.order.begin(), r.order.end(), [&](std::size_t a, std::size_t b) {
    if (stage[a] != stage[b]) return stage[a] > stage[b];
    return mean(a) > mean(b);
  });
  for (std::size_t i = 0; i < n; ++i) r.score.push_back(mean(i));
  r.played = played;
  r.draws = std::move(draws);
  return r;
}

std::vector<SearchCommander::Weighed> SearchCommander::weigh(const GameState& s, int side,
                                                             const std::vector<Candidate>& options,
                                                             const std::vector<int>& skip,
                                                             std::uint64_t seed) {
  std::vector<Answer> answers;
  answers.reserve(options.size());
  for (const Candidate& c : options) answers.push_back(Answer::of(c.order));
  const Ranking r = rank(options.size(), seed, [&](std::size_t i, std::uint64_t dice) {
    const Order& o = options[i].order;
    // A charge is weighed against the answer its target would best give (PR-CHARGE-4, S11.23,
    // S11.24): the line commander's own answer is only one of them, and a gamble that pays
    // only when the enemy evades is lost against one who stands.
    if (o.kind == OrderKind::charge) {
      return charge_look_ahead(s, side, answers[i], o, skip, dice, s.turn + options_.horizon);
    }
    const bool hold = o.kind == OrderKind::hold;
    return look_ahead(s, side, hold ? nullptr : &answers[i], skip, dice, plan_,
                      s.turn + options_.horizon);
  });
  std::vector<Weighed> out;
  out.reserve(options.size());
  for (std::size_t i : r.order) out.push_back({options[i], r.score[i], r.played[i], r.draws[i]});
  return out;
}

void SearchCommander::choose_plan(const GameState& s, int side) {
  const std::vector<std::int64_t> turn{static_cast<std::int64_t>(s.seed), s.turn, side};
  if (turn == plan_of_) return;
  plan_of_ = turn;
  plan_ = LinePlan{};
  if (options_.plan_samples <= 0) return;
  // Every plan against the same dice, each played to the end of the battle; the best mean wins,
  // the manual's on a tie.
  const std::vector<int> none;
  const std::uint64_t seed = decision_seed(s.seed, {s.turn, side, 23});
  const int stop =
      options_.plan_horizon > 0 ? s.turn + options_.plan_horizon : std::numeric_limits<int>::max();
  std::array<double, std::size(kPlans)> mean{};
  std::array<std::vector<double>, std::size(kPlans)> draws;
  std::size_t best = 0;
  for (std::size_t i = 0; i < std::size(kPlans); ++i) {
    for (int k = 0; k < options_.plan_samples; ++k) {
      draws[i].push_back(
          look_ahead(s, side, nullptr, none, decision_seed(seed, {k}), kPlans[i], stop));
    }
    mean[i] = std::accumulate(draws[i].begin(), draws[i].end(), 0.0) / options_.plan_samples;
    if (mean[i] > mean[best]) best = i;
  }
  // The best mean by a margin within the noise of its draws is taken for luck, not a better plan:
  // the manual's is kept (built-in French against the line commander: 65.0% of 200 against 57.5%).
  const std::size_t top = best;
  if (best != 0 && !proven(draws[best], draws[0], kPlanProof)) {
    best = 0;
  }
  plan_ = kPlans[best];
  if (!options_.explain) return;
  rules::Events e(true);
  e.add("ai.plan", "AI-SEARCH", rules::term(kPlanTerms[best]),
        rules::num(static_cast<int>(std::size(kPlans))), rules::num(options_.plan_samples));
  for (std::size_t i = 0; i < std::size(kPlans); ++i) {
    e.add("ai.plan_option", "AI-SEARCH", rules::term(kPlanTerms[i]),
          rules::num(static_cast<int>(std::lround(mean[i]))));
  }
  if (top != best) e.add("ai.plan_unproven", "AI-SEARCH", rules::term(kPlanTerms[top]));
  say(s, e, -1, side);
}

std::vector<Order> SearchCommander::orders(const GameState& s, int side) {
  const std::vector<std::int64_t> phase{static_cast<std::int64_t>(s.seed), s.turn,
                                        static_cast<int>(s.phase), side};
  if (phase != phase_of_) {
    phase_of_ = phase;
    settled_.clear();
  }
  choose_plan(s, side);
  LineCommander line(plan_);
  const std::vector<Order> drill = line.orders(s, side);
  for (const game::Unit& u : s.units) {
    if (u.side != side || !u.on_table() || settled(settled_, u.id)) continue;
    std::optional<Order> own;
    for (const Order& o : drill) {
      if (o.unit == u.id) {
        own = o;
        break;
      }
    }
    const std::vector<Candidate> options = candidates(s, side, u.id, own, options_.candidates);
    std::vector<int> skip = settled_;
    skip.push_back(u.id);
    settled_.push_back(u.id);
    if (options.size() < 2) continue;  // nothing to do but hold
    ++count_.decisions;
    std::vector<Weighed> w =
        weigh(s, side, options, skip,
              decision_seed(s.seed, {s.turn, static_cast<int>(s.phase), side, u.id}));
    // Any answer but the plan's own order (options.front()) must prove itself against it
    // (kOrderProof): the best of many means over a few draws is often only the luckiest.
    const auto own_order = std::find_if(w.begin(), w.end(), [&](const Weighed& x) {
      return x.candidate.order == options.front().order;
    });
    Overruled overruled;  // for explain(): the best answers the proofs set aside
    if (own_order != w.begin() && own_order != w.end() &&
        !proven(w.front().draws, own_order->draws, kOrderProof)) {
      overruled.by_order = w.front().candidate.order;
      std::rotate(w.begin(), own_order, own_order + 1);
    }
    if (w.front().candidate.order.kind == OrderKind::charge) {
      // A charge must prove itself against the best answer that is no charge (kChargeProof).
      const auto other = std::find_if(w.begin(), w.end(), [](const Weighed& x) {
        return x.candidate.order.kind != OrderKind::charge;
      });
      if (other != w.end() && !proven(w.front(), *other)) {
        overruled.by_charge = w.front().candidate.order;
        std::rotate(w.begin(), other, other + 1);
      }
    }
    if (options_.explain) explain(s, u.id, w, overruled);
    if (w.front().candidate.order.kind == OrderKind::hold) continue;
    return {w.front().candidate.order};
  }
  return {};
}

rules::Response SearchCommander::answer_charge(const GameState& s, int target, int charger,
                                               std::span<const rules::Response> allowed) {
  if (allowed.size() < 2) return allowed.front();
  const int side = game::unit(s, target).side;
  choose_plan(s, side);  // a charge may come before the side's first orders of the turn
  ++count_.decisions;
  const std::uint64_t seed =
      decision_seed(s.seed, {s.turn, static_cast<int>(s.phase), target, charger, 11});
  const std::vector<int> none;
  const Ranking r = rank(allowed.size(), seed, [&](std::size_t i, std::uint64_t dice) {
    const Answer a = Answer::of(allowed[i]);
    return look_ahead(s, side, &a, none, dice, plan_, s.turn + options_.horizon);
  });
  const std::size_t best = r.order.front();
  if (options_.explain) {
    rules::Events e(true);
    e.add("ai.weighed", "AI-SEARCH", rules::num(static_cast<int>(allowed.size())),
          rules::num(*std::min_element(r.played.begin(), r.played.end())),
          rules::num(r.played[best]));
    for (std::size_t k = 0; k < std::min<std::size_t>(3, r.order.size()); ++k) {
      const std::size_t i = r.order[k];
      e.add("ai.option_response", "AI-SEARCH", rules::num(static_cast<int>(k + 1)),
            rules::term(rules::response_term(allowed[i])),
            rules::num(static_cast<int>(std::lround(r.score[i]))), rules::num(r.played[i]));
    }
    say(s, e, target, side);
  }
  return allowed[best];
}

int SearchCommander::squadrons_for(const GameState& s, int unit, int /*enemy*/) {
  return game::unit(s, unit).squadrons;  // the whole regiment meets the charge (S16.2-1)
}

game::Log SearchCommander::reasons() {
  game::Log out;
  out.swap(reasons_);
  return out;
}

void SearchCommander::explain(const GameState& s, int unit, const std::vector<Weighed>& w,
                              const Overruled& overruled) {
  const int side = game::unit(s, unit).side;
  rules::Events e(true);
  // Every candidate had the first round's look-aheads; the best, a finalist, the most.
  const auto fewest = std::min_element(
      w.begin(), w.end(), [](const Weighed& a, const Weighed& b) { return a.samples < b.samples; });
  e.add("ai.weighed", "AI-SEARCH", rules::num(static_cast<int>(w.size())),
        rules::num(fewest->samples), rules::num(w.front().samples));
  const game::Board b = game::board_of(s);
  for (std::size_t r = 0; r < std::min<std::size_t>(3, w.size()); ++r) {
    const Order& o = w[r].candidate.order;
    const int score = static_cast<int>(std::lround(w[r].score));
    const auto rank = rules::num(static_cast<int>(r + 1));
    const auto samples = rules::num(w[r].samples);
    if (o.target >= 0 && o.kind == OrderKind::fire) {
      e.add("ai.option_fire", "AI-SEARCH", rank, rules::unit_arg(o.target), rules::num(score),
            samples);
    } else if (o.target >= 0 && o.kind == OrderKind::charge) {
      e.add("ai.option_charge", "AI-SEARCH", rank, rules::unit_arg(o.target), rules::num(score),
            samples);
    } else {
      e.add("ai.option", "AI-SEARCH", rank, rules::term(w[r].candidate.why), rules::num(score),
            samples);
    }
    // The exact odds behind it, as the engine computes them.
    if (o.kind == OrderKind::fire) {
      if (const auto f = fire_odds(s, b, o.unit, o.target)) {
        e.add("ai.odds_fire", "AI-SEARCH",
              rules::dmg(
                  model::Damage::halves(static_cast<int>(std::lround(2 * f->expected_damage)))),
              rules::num(static_cast<int>(std::lround(100 * f->p_test))));
      }
    } else if (o.kind == OrderKind::charge) {
      const auto odds = rules::melee_winner_odds(game::melee_of(s, b, o.unit, o.target));
      const double p =
          odds.probability([](rules::MeleeWinner x) { return x == rules::MeleeWinner::attacker; });
      e.add("ai.odds_melee", "AI-SEARCH", rules::num(static_cast<int>(std::lround(100 * p))));
    }
  }
  // Why the answer given is not the best scored: the rank each set-aside answer is listed at.
  const auto rank_of = [&](const Order& o) {
    const auto it =
        std::find_if(w.begin(), w.end(), [&](const Weighed& x) { return x.candidate.order == o; });
    return rules::num(static_cast<int>(it - w.begin()) + 1);
  };
  if (overruled.by_order) e.add("ai.order_unproven", "AI-SEARCH", rank_of(*overruled.by_order));
  if (overruled.by_charge) {
    e.add("ai.charge_unproven", "AI-SEARCH", rank_of(*overruled.by_charge));
  }
  say(s, e, unit, side);
}

void SearchCommander::say(const GameState& s, const rules::Events& e, int unit, int side) {
  for (const rules::Event& ev : e.list()) {
    reasons_.push_back(game::LogEntry{s.turn, s.phase, ev, {}, {}, unit, -1, side});
  }
}

}  // namespace grognard::ai
