// The searching commander: an AI that looks ahead with the engine itself. For each question of
// the match it weighs a few candidate answers (candidates.h) by playing each on: the rest of the
// turn (or more) is played out by the line commander for both sides (its own side by the turn's
// plan), the dice drawn from a generator of its own, and the position at the end is valued
// (evaluation.h). Every candidate of
// one decision is played against the same draws of the dice (common random numbers), so what
// separates them is the answer, not the luck. The look-aheads go where the answer is still open
// (sequential halving): each candidate is played `samples` times, then the better half again with
// new dice, round after round, and the finalist with the best mean is given, but only when it
// beats the plan's own order for the unit by a standard error of their differences over the same
// dice (the best of many means over a few draws is often only the luckiest; else that order is
// given), and a charge only when it beats the best answer that is no charge the same way (a
// melee lost costs more than the turn's look-ahead sees). A charge of its own is played on once
// for each answer its target is allowed, the worst end kept: the enemy may answer it better than
// the line commander would. It never sees the battle's own dice.
//
// The turn's plan: before its first answer of a turn it weighs a few plans for its whole side
// (line_commander.h's LinePlan) by playing each to the end of the battle against the line
// commander, and keeps the best for the turn, but only when it beats the manual's plan by a
// standard error of their differences over the same dice (else the manual's: a margin within the
// noise is luck); a unit's search then starts from that plan's order.
//
// It gives its orders one at a time (Player::one_at_a_time), unit by unit, so it sees each
// volley's result before it orders the next. Its choices depend only on the question, the
// battle's seed and its options: the same seed and budget give the same battle, and a record
// replays. The budget is counted in nodes (answers given in the look-ahead), not seconds; a
// plan's look-aheads to the end of the battle are bounded by their own count of nodes.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "ai/candidates.h"
#include "ai/line_commander.h"
#include "game/match.h"
#include "game/player.h"

namespace grognard::ai {

struct SearchOptions {
  int samples = 6;  // look-aheads per candidate and round, each with its own dice
  // Rounds of sequential halving: after each, the better half of the candidates (two at least)
  // is played again with new dice, up to samples x rounds look-aheads for the finalists.
  int rounds = 4;
  std::int64_t budget = 20000;  // nodes a decision may spend; at least one sample each
  int horizon = 1;              // turns played out: to the end of this one (1) or later
  std::size_t candidates = 8;   // candidates weighed per unit
  // Each turn the side's plan (line_commander.h's LinePlan: how near to close, whether to hold,
  // when to charge) is chosen among a few by playing each to the end of the battle this many
  // times, the enemy as the line commander; the look-aheads then play the side by that plan.
  // 0: the manual's plan throughout.
  int plan_samples = 8;
  // How many turns each plan's look-ahead plays before the position is valued (evaluation.h);
  // 0: to the end of the battle.
  int plan_horizon = 0;
  bool explain = false;  // say the best answers and their scores (reasons())
};

// How far the search went: for the benchmark and the explanation.
struct SearchCount {
  std::int64_t decisions = 0;  // units (or charges) weighed
  std::int64_t rollouts = 0;   // look-aheads played
  std::int64_t nodes = 0;      // answers given in them
};

class SearchCommander final : public game::Player {
 public:
  explicit SearchCommander(SearchOptions options = {}) : options_(options) {}

  std::vector<game::Order> orders(const game::GameState& state, int side) override;
  rules::Response answer_charge(const game::GameState& state, int target, int charger,
                                std::span<const rules::Response> allowed) override;
  int squadrons_for(const game::GameState& state, int unit, int enemy) override;
  [[nodiscard]] bool one_at_a_time() const override { return true; }
  game::Log reasons() override;

  [[nodiscard]] const SearchCount& count() const { return count_; }

  // A candidate and the mean value of its look-aheads for the side (evaluation.h's points).
  struct Weighed {
    Candidate candidate;
    double score = 0;
    int samples = 0;            // look-aheads it was played: the finalists most
    std::vector<double> draws;  // the value of each look-ahead, by draw of the dice
  };
  // The enemy's answer to the charge a look-ahead weighs: the `index`-th of those its target
  // is allowed (kept in range), and how many it was allowed (`allowed`, 0 when it was never
  // asked: the charge was refused or did not come to the question).
  struct ForcedAnswer {
    int charger = -1;
    int target = -1;
    std::size_t index = 0;
    std::size_t allowed = 0;
  };
  // Weighs `options` for `side` in `state` (whose question is that side's orders, or the charge
  // answer of one of its units when `response` is used): each played on as described above.
  // `skip`: units whose orders for this phase are settled (the line commander gives them none
  // in the look-ahead). Best first: the finalists of the sequential halving by their means, then
  // those dropped later before those dropped earlier; ties keep the candidates' order.
  std::vector<Weighed> weigh(const game::GameState& state, int side,
                             const std::vector<Candidate>& options, const std::vector<int>& skip,
                             std::uint64_t seed);

 private:
  // One look-ahead: `first` answered in a copy of `state` with dice from `seed`, then played on
  // to the end of turn `stop` - 1 (or of the battle), the side by `plan`; the enemy by the line
  // commander, but for the charge `forced` names, if any.
  double look_ahead(const game::GameState& state, int side, const game::Answer* first,
                    const std::vector<int>& skip, std::uint64_t seed, const LinePlan& plan,
                    int stop, ForcedAnswer* forced = nullptr);
  // A charge's look-ahead against the enemy's best answer to it: played once for each answer its
  // target is allowed (the same dice), the worst for `side` kept.
  double charge_look_ahead(const game::GameState& state, int side, const game::Answer& charge,
                           const game::Order& order, const std::vector<int>& skip,
                           std::uint64_t seed, int stop);
  // The plan for `side` this turn (SearchOptions::plan_samples).
  void choose_plan(const game::GameState& state, int side);
  // The best scored answers that did not prove themselves (kOrderProof against the plan's own
  // order, kChargeProof a charge against the best answer that is none), for explain().
  struct Overruled {
    std::optional<game::Order> by_order;
    std::optional<game::Order> by_charge;
  };
  // Says the best answers `w` (the one given first) and why the best scored was set aside.
  void explain(const game::GameState& state, int unit, const std::vector<Weighed>& w,
               const Overruled& overruled);
  // Keeps the reasons `e` for reasons(), about `unit` (or -1) of `side`, at `state`'s moment.
  void say(const game::GameState& state, const rules::Events& e, int unit, int side);

  // `n` candidates ranked by sequential halving: `play(i, dice)` is candidate i's look-ahead
  // with the dice drawn from `dice` (the same draw for every candidate). `score` is each one's
  // mean and `played` its look-aheads, by index; `order` the indices best first: those that
  // survived the most rounds, then by mean, ties in index order.
  struct Ranking {
    std::vector<std::size_t> order;
    std::vector<double> score;
    std::vector<int> played;
    std::vector<std::vector<double>> draws;  // each look-ahead's value, by index and draw
  };
  Ranking rank(std::size_t n, std::uint64_t seed,
               const std::function<double(std::size_t, std::uint64_t)>& play);

  SearchOptions options_;
  SearchCount count_;
  // The units settled in the phase being ordered (the orders question of `phase_of_`).
  std::vector<std::int64_t> phase_of_;
  std::vector<int> settled_;
  // The plan chosen for the turn of `plan_of_` (seed, turn, side).
  std::vector<std::int64_t> plan_of_;
  LinePlan plan_;
  game::Log reasons_;
};

}  // namespace grognard::ai
