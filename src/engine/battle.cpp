#include "engine/battle.h"

#include "ai/commanders.h"
#include "engine/action_list.h"
#include "game/fire.h"
#include "game/peninsular.h"
#include "game/save.h"

namespace grognard::engine {

namespace {

// The commanders of a battle: the players given, the AI for a side given none.
class Commanders {
 public:
  Commanders(std::array<game::Player*, 2> players, const game::HandDice& hand, const AiSides& ai) {
    for (std::size_t i = 0; i < 2; ++i) {
      if (players[i] == nullptr) ai_[i] = ai::make_commander(ai.level[i], ai.explain);
      p_.side[i] = players[i] != nullptr ? players[i] : ai_[i].get();
    }
    p_.hand = hand;
  }
  Commanders(const Commanders&) = delete;
  Commanders& operator=(const Commanders&) = delete;
  [[nodiscard]] const game::Players& players() const { return p_; }

 private:
  std::array<std::unique_ptr<game::Player>, 2> ai_;
  game::Players p_;
};

}  // namespace

game::GameState default_battle() {
  return game::peninsular_battle();
}

BattleReport play_battle(game::GameState start, std::uint64_t seed,
                         std::array<game::Player*, 2> players, const game::HandDice& hand,
                         const AiSides& ai) {
  BattleReport r{std::move(start), {}};
  play_battle(r, seed, players, hand, nullptr, ai);
  return r;
}

game::Driven play_battle(BattleReport& r, std::uint64_t seed, std::array<game::Player*, 2> players,
                         const game::HandDice& hand, std::vector<game::GameState>* turns,
                         const AiSides& ai) {
  const Commanders c(players, hand, ai);
  game::seed_dice(r.state, seed);
  game::MatchOptions options;
  options.dice_by_hand = static_cast<bool>(hand);
  // A picture at the end of each turn: taken as the next turn's command phase is about to begin.
  options.pause_between_phases = turns != nullptr;
  game::Match m(r.state, options);
  std::size_t seen = 0;
  // A player at a prompt reads the state as the battle goes; the AI alone needs no copy.
  const bool live = players[0] != nullptr || players[1] != nullptr || hand;
  if (turns != nullptr) turns->push_back(r.state);
  game::Driven d = game::Driven::over;
  while (true) {
    const int turn = m.state().turn;
    d = game::drive(m, c.players(), r.log, seen, [&](const game::Match& x) {
      if (live) r.state = x.state();
      return turns != nullptr && x.question().kind == game::QuestionKind::next_phase &&
             x.state().turn != turn;
    });
    if (d != game::Driven::until) break;
    turns->push_back(m.state());
  }
  r.state = m.state();
  if (turns != nullptr && d == game::Driven::over) turns->push_back(r.state);
  return d;
}

BattleRecord record_battle(game::GameState start, std::uint64_t seed,
                           std::array<game::Player*, 2> players, const game::HandDice& hand,
                           const AiSides& ai) {
  BattleRecord r{{std::move(start), {}}, {}};
  play_battle(r.report, seed, players, hand, &r.turns, ai);
  return r;
}

namespace {

// The first recorded answer that did not apply, or the first one never asked for.
std::string first_unfit(const game::Record& rec, const game::RecordedPlayer& first,
                        const game::RecordedPlayer& second, const game::DiceCursor& dice) {
  if (!first.first_unfit().empty() || !second.first_unfit().empty()) {
    if (second.first_unfit().empty()) return first.first_unfit();
    if (first.first_unfit().empty()) return second.first_unfit();
    // Both: the one earlier in the record ("decisions[N]: ...").
    const auto index = [](const std::string& s) { return std::stoul(s.substr(10)); };
    return index(first.first_unfit()) <= index(second.first_unfit()) ? first.first_unfit()
                                                                     : second.first_unfit();
  }
  if (dice.diverged) return dice.unfit;
  std::size_t k = rec.decisions.size();
  for (const game::RecordedPlayer* p : {&first, &second}) {
    for (std::size_t i = p->cursor(); i < rec.decisions.size(); ++i) {
      if (p->left() > 0 && rec.decisions[i].side == (p == &first ? 0 : 1)) {
        k = std::min(k, i);
        break;
      }
    }
  }
  if (k < rec.decisions.size()) {
    return "decisions[" + std::to_string(k) + "]: the battle never asks for it";
  }
  if (dice.next < rec.dice.size()) {
    return "dice[" + std::to_string(dice.next) + "]: the battle never rolls it";
  }
  return {};
}

}  // namespace

Replay replay_battle(game::GameState start, const game::Record& rec) {
  Replay r;
  r.record.report.state = std::move(start);
  if (game::hash(r.record.report.state) != rec.start_hash) {
    r.why = "replay.other_battle";
    return r;
  }
  game::RecordedPlayer first(rec, 0);
  game::RecordedPlayer second(rec, 1);
  std::array<game::Player*, 2> players{rec.players[0] ? &first : nullptr,
                                       rec.players[1] ? &second : nullptr};
  game::DiceCursor dice;
  pcg32 fallback(rec.seed);
  const game::HandDice hand =
      rec.by_hand ? game::recorded_hand(rec, dice, fallback) : game::HandDice{};
  AiSides ai;
  ai.level = rec.ai;
  if (play_battle(r.record.report, rec.seed, players, hand, &r.record.turns, ai) ==
      game::Driven::stopped) {
    r.record.turns.push_back(r.record.report.state);  // where the player left
  }
  const bool used_up = first.left() == 0 && second.left() == 0 && dice.next == rec.dice.size();
  if (first.diverged() || second.diverged() || dice.diverged || !used_up) {
    r.why = "replay.diverged";
    r.unfit = first_unfit(rec, first, second, dice);
  } else if (!rec.interrupted && game::hash(r.record.report.state) != rec.end_hash) {
    // A journal written as the battle went has no end hash: it ends at its last answer.
    r.why = "replay.other_end";
  } else {
    r.matches = true;
  }
  return r;
}

std::optional<OddsReport> fire_odds(const game::GameState& s, int unit, int target) {
  const game::Board b = game::board_of(s);
  const game::Unit& u = game::unit(s, unit);
  if (!u.on_table() || !game::unit(s, target).on_table() || game::cannot_fire(s, b, unit, target)) {
    return std::nullopt;
  }
  switch (game::fire_kind(u)) {
    case game::FireKind::volley:
      return volley_report(game::volley_of(s, b, unit, target));
    case game::FireKind::skirmish:
      return skirmish_fire_report(game::skirmish_fire_of(s, b, unit, target));
    case game::FireKind::artillery: {
      std::vector<int> behind;
      return artillery_fire_report(game::artillery_fire_of(s, b, unit, target, behind));
    }
    case game::FireKind::none:
      break;
  }
  return std::nullopt;
}

}  // namespace grognard::engine

#include <cmath>
#include <mutex>
#include <thread>

namespace grognard::engine {

namespace {
double wilson(int k, int n, bool upper) {
  if (n == 0) return upper ? 1.0 : 0.0;
  const double z = 1.959963984540054;
  const double p = static_cast<double>(k) / n;
  const double d = 1 + z * z / n;
  const double c = p + z * z / (2.0 * n);
  const double r = z * std::sqrt(p * (1 - p) / n + z * z / (4.0 * n * n));
  return (upper ? c + r : c - r) / d;
}
}  // namespace

std::array<double, 2> SimulationSummary::low() const {
  return {wilson(wins[0], battles, false), wilson(wins[1], battles, false)};
}
std::array<double, 2> SimulationSummary::high() const {
  return {wilson(wins[0], battles, true), wilson(wins[1], battles, true)};
}

SimulationSummary simulate(const game::GameState& start, int n, int threads,
                           std::uint64_t first_seed, const std::function<void(int done)>& progress,
                           const AiSides& ai) {
  threads = std::max(1, threads);
  std::vector<int> winner(static_cast<std::size_t>(std::max(0, n)), -1);
  std::vector<int> turns(winner.size(), 0);
  std::mutex told;
  int done = 0;
  auto work = [&](int from) {
    for (int i = from; i < n; i += threads) {
      const BattleReport r = play_battle(start, first_seed + static_cast<std::uint64_t>(i),
                                         {nullptr, nullptr}, {}, ai);
      winner[static_cast<std::size_t>(i)] = r.state.winner ? *r.state.winner : -1;
      turns[static_cast<std::size_t>(i)] = r.state.turn;
      if (progress) {
        const std::lock_guard<std::mutex> lock(told);
        progress(++done);
      }
    }
  };
  std::vector<std::thread> pool;
  for (int k = 1; k < threads; ++k) pool.emplace_back(work, k);
  work(0);
  for (std::thread& th : pool) th.join();
  SimulationSummary s;
  s.battles = n;
  for (std::size_t i = 0; i < winner.size(); ++i) {
    if (winner[i] < 0) {
      ++s.draws;
    } else {
      ++s.wins[static_cast<std::size_t>(winner[i])];
    }
    s.turns += turns[i];
  }
  return s;
}

}  // namespace grognard::engine
