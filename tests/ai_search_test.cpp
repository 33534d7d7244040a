// The AI's levels (issue 14): the searching commander plays the same battle for the same seed and
// budget, never gives an answer the game refuses, replays from its record and explains itself in
// both languages; the random commander chooses among the legal answers only.
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <set>
#include <string>

#include "ai/commanders.h"
#include "ai/random_commander.h"
#include "ai/search_commander.h"
#include "engine/battle.h"
#include "game/battle.h"
#include "game/peninsular.h"
#include "game/record.h"
#include "game/save.h"
#include "text/battle_text.h"

namespace grognard::ai {
namespace {

using game::GameState;
using game::Log;

// A small budget keeps the tests quick (and the sanitizer build bearable); the search is the same.
SearchOptions quick(bool explain = false) {
  SearchOptions o;
  o.samples = 1;
  o.rounds = 2;  // one halving: 4 candidates once each, the best two once more
  o.candidates = 4;
  o.plan_samples = 2;  // each plan played to the end twice
  o.explain = explain;
  return o;
}

// The built-in battle cut to `turns` turns: the search costs much more than the line commander,
// above all under the sanitizers, and a few turns hold every kind of question.
GameState short_battle(int turns) {
  GameState s = engine::default_battle();
  s.turn_limit = turns;
  return s;
}

int refused_of(const Log& log, const GameState& end, int side) {
  return static_cast<int>(std::count_if(log.begin(), log.end(), [&](const game::LogEntry& e) {
    return e.event.key == "game.refused" && e.unit >= 0 && game::unit(end, e.unit).side == side;
  }));
}

TEST(AiSearch, SameSeedAndBudgetGiveTheSameBattle) {
  SearchCommander a(quick());
  SearchCommander b(quick());
  const engine::BattleReport first =
      engine::play_battle(engine::default_battle(), 4, {&a, nullptr});
  const engine::BattleReport again =
      engine::play_battle(engine::default_battle(), 4, {&b, nullptr});
  ASSERT_FALSE(first.log.empty());
  EXPECT_EQ(first.log, again.log);
  EXPECT_EQ(a.count().nodes, b.count().nodes);
  EXPECT_GT(a.count().decisions, 0);
  EXPECT_GT(a.count().rollouts, a.count().decisions);
  // Another budget is another search (and, here, another battle's worth of nodes).
  SearchOptions more = quick();
  more.samples = 2;
  SearchCommander c(more);
  engine::play_battle(short_battle(3), 4, {&c, nullptr});
  EXPECT_NE(c.count().nodes, a.count().nodes);
}

TEST(AiSearch, NeverGivesAnAnswerTheGameRefuses) {
  for (std::uint64_t seed : {1, 2, 3}) {
    for (int side : {0, 1}) {
      SearchCommander search(quick());
      std::array<game::Player*, 2> players{nullptr, nullptr};
      players[static_cast<std::size_t>(side)] = &search;
      const engine::BattleReport r = engine::play_battle(short_battle(5), seed, players);
      EXPECT_TRUE(r.state.over) << "seed " << seed;
      EXPECT_EQ(refused_of(r.log, r.state, side), 0) << "seed " << seed << " side " << side;
    }
  }
}

TEST(AiSearch, RandomCommanderGivesOnlyLegalOrdersAndUsesThemAll) {
  // Over several battles the random commander's orders are never refused, and in one phase it
  // chooses different legal orders for different seeds (it is not a fixed habit).
  for (std::uint64_t seed : {1, 2}) {
    RandomCommander random;
    const engine::BattleReport r =
        engine::play_battle(engine::default_battle(), seed, {&random, nullptr});
    EXPECT_TRUE(r.state.over);
    EXPECT_EQ(refused_of(r.log, r.state, 0), 0) << "seed " << seed;
  }
  GameState s = game::peninsular_battle();
  s.phase = model::Phase::movement;
  std::set<std::string> chosen;
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    s.seed = seed;
    RandomCommander random;
    std::string orders;
    for (const game::Order& o : random.orders(s, 0)) {
      orders += std::to_string(o.unit) + ":" + std::to_string(static_cast<int>(o.kind)) + ";";
    }
    chosen.insert(orders);
  }
  EXPECT_GT(chosen.size(), 10U);
}

TEST(AiSearch, ARecordedSearchBattleReplays) {
  engine::AiSides ai;
  ai.level = {model::AiLevel::search, model::AiLevel::line};
  const engine::BattleRecord rec = engine::record_battle(short_battle(2), 9, {}, {}, ai);
  ASSERT_TRUE(rec.report.state.over);
  game::Record record;
  record.seed = 9;
  record.start_hash = game::hash(short_battle(2));
  record.ai = ai.level;
  record.turn = rec.report.state.turn;
  record.end_hash = game::hash(rec.report.state);
  const engine::Replay again = engine::replay_battle(short_battle(2), record);
  EXPECT_TRUE(again.matches) << again.why << " " << again.unfit;
  EXPECT_EQ(again.record.report.log, rec.report.log);
}

TEST(AiSearch, ExplainsItsChoicesInBothLanguages) {
  SearchCommander search(quick(true));
  engine::BattleReport r = engine::play_battle(short_battle(2), 2, {&search, nullptr});
  const auto weighed = std::find_if(r.log.begin(), r.log.end(), [](const game::LogEntry& e) {
    return e.event.key == "ai.weighed";
  });
  ASSERT_NE(weighed, r.log.end());
  EXPECT_EQ(weighed->event.clause, "AI-SEARCH");
  // The best options follow, ranked 1, 2, ...
  const auto next = std::next(weighed);
  ASSERT_NE(next, r.log.end());
  EXPECT_TRUE(next->event.key.starts_with("ai.option"));
  for (const text::Lang lang : {text::Lang::en, text::Lang::ru}) {
    const text::Names names = text::names_of(r.state, lang);
    const std::string w = text::narrate_entry(*weighed, names, lang);
    const std::string o = text::narrate_entry(*next, names, lang);
    EXPECT_FALSE(w.empty());
    EXPECT_EQ(w.find("ai."), std::string::npos) << w;  // a phrase, not a key
    EXPECT_EQ(o.find("ai."), std::string::npos) << o;
    if (lang == text::Lang::ru) {
      EXPECT_NE(w.find("ИИ"), std::string::npos) << w;
    } else {
      EXPECT_NE(w.find("AI"), std::string::npos) << w;
    }
    // Every reason it gives reads as a phrase, a charge answer's too.
    game::LogEntry answer = *next;
    answer.event = rules::Event{
        "ai.option_response",
        "AI-SEARCH",
        {rules::num(1), rules::term(rules::response_term(rules::Response::stand_and_fire)),
         rules::num(-12), rules::num(24)},
        4};
    for (const game::LogEntry& e : r.log) {
      if (e.event.clause != "AI-SEARCH") continue;
      const std::string t = text::narrate_entry(e, names, lang);
      EXPECT_EQ(t.find("ai."), std::string::npos) << t;
      EXPECT_EQ(t.find('{'), std::string::npos) << t;  // every argument filled in
    }
    const std::string a = text::narrate_entry(answer, names, lang);
    EXPECT_EQ(a.find("ai."), std::string::npos) << a;
    EXPECT_NE(a.find("24"), std::string::npos) << a;
  }
  // Without --explain it says nothing.
  SearchCommander quiet(quick());
  r = engine::play_battle(short_battle(2), 2, {&quiet, nullptr});
  EXPECT_TRUE(std::none_of(r.log.begin(), r.log.end(),
                           [](const game::LogEntry& e) { return e.event.clause == "AI-SEARCH"; }));
}

// A unit's best scored answer is given only when it beats the plan's own order for the unit by a
// standard error of their differences over the same dice (kOrderProof), a charge only when it
// beats the best answer that is none (kChargeProof); else the explanation lists the answer given
// first and says which best scored one was set aside, in both languages.
TEST(AiSearch, GivesThePlansOrderUnlessTheBestScoredProvesItself) {
  SearchCommander search(quick(true));
  const engine::BattleReport r = engine::play_battle(short_battle(3), 3, {&search, nullptr});
  int by_order = 0;  // decisions where the plan's order was kept
  for (auto it = r.log.begin(); it != r.log.end(); ++it) {
    if (it->event.key != "ai.weighed") continue;
    struct Listed {
      int score;
      int samples;
    };
    std::vector<Listed> listed;  // the options, by rank
    auto next = std::next(it);
    for (; next != r.log.end() &&
           (next->event.key.starts_with("ai.option") || next->event.key.starts_with("ai.odds"));
         ++next) {
      if (next->event.key.starts_with("ai.odds")) continue;
      EXPECT_EQ(next->event.args[0].value, static_cast<int>(listed.size()) + 1);
      const std::size_t n = next->event.args.size();
      listed.push_back({next->event.args[n - 2].value, next->event.args[n - 1].value});
    }
    ASSERT_GE(listed.size(), 2U);
    // The best scored among those played the most times (the finalists, rounded as logged).
    const auto best_of = [&](int samples) {
      int best = std::numeric_limits<int>::min();
      for (const Listed& l : listed) {
        if (l.samples == samples) best = std::max(best, l.score);
      }
      return best;
    };
    int set_aside = 0;  // answers the proofs set aside
    for (; next != r.log.end() && next->event.key.ends_with("_unproven"); ++next) {
      ASSERT_TRUE(next->event.key == "ai.order_unproven" || next->event.key == "ai.charge_unproven")
          << next->event.key;
      by_order += next->event.key == "ai.order_unproven" ? 1 : 0;
      const int rank = next->event.args[0].value;
      ASSERT_GE(rank, 2);
      ASSERT_LE(rank, static_cast<int>(listed.size()));
      const Listed& l = listed[static_cast<std::size_t>(rank - 1)];
      EXPECT_EQ(l.score, best_of(l.samples));
      ++set_aside;
      for (const text::Lang lang : {text::Lang::en, text::Lang::ru}) {
        const std::string t = text::narrate_entry(*next, text::names_of(r.state, lang), lang);
        EXPECT_EQ(t.find('{'), std::string::npos) << t;
        EXPECT_NE(t.find(std::to_string(rank)), std::string::npos) << t;
        if (next->event.key == "ai.order_unproven") {
          EXPECT_NE(
              t.find(lang == text::Lang::en ? "the plan's order is given" : "отдан приказ плана"),
              std::string::npos)
              << t;
        } else {
          EXPECT_NE(t.find(lang == text::Lang::en ? "no charge" : "атаки нет"), std::string::npos)
              << t;
        }
      }
    }
    // Nothing set aside: the answer given is the best scored of the finalists.
    if (set_aside == 0) {
      EXPECT_EQ(listed[0].score, best_of(listed[0].samples));
    }
  }
  EXPECT_EQ(by_order, 5);  // in this battle: two draws rarely prove a margin
}

// Each turn it chooses its side's plan by playing every plan to the end of the battle: the
// explanation names the seven plans with their scores, and the plan chosen is the best scored
// (the first of the best on a tie) when it beats the manual's by a standard error over the same
// dice, else the manual's. With no samples it keeps the manual's plan and says nothing.
TEST(AiSearch, ChoosesEachTurnsPlanByPlayingEveryPlanToTheEnd) {
  SearchCommander search(quick(true));
  const engine::BattleReport r = engine::play_battle(short_battle(3), 3, {&search, nullptr});
  std::vector<int> turns;  // of the plans chosen
  int unproven = 0;        // turns the best scored plan was not proven
  for (auto it = r.log.begin(); it != r.log.end(); ++it) {
    if (it->event.key != "ai.plan") continue;
    turns.push_back(it->turn);
    EXPECT_EQ(it->side, 0);
    EXPECT_EQ(it->event.args[1].value, 7);  // plans weighed
    EXPECT_EQ(it->event.args[2].value, 2);  // each played to the end twice
    ASSERT_GE(std::distance(it, r.log.end()), 8);
    std::vector<std::string_view> terms;
    std::vector<int> scores;  // of the plans, as terms
    int best_score = 0;
    int chosen_score = 0;
    for (int k = 1; k <= 7; ++k) {
      const game::LogEntry& o = *std::next(it, k);
      ASSERT_EQ(o.event.key, "ai.plan_option");
      terms.push_back(o.event.args[0].term);
      scores.push_back(o.event.args[1].value);
      if (k == 1 || o.event.args[1].value > best_score) best_score = o.event.args[1].value;
      if (o.event.args[0].term == it->event.args[0].term) chosen_score = o.event.args[1].value;
    }
    EXPECT_EQ(terms, (std::vector<std::string_view>{
                         "ai.plan.manual", "ai.plan.close", "ai.plan.hold", "ai.plan.stand_off",
                         "ai.plan.bold", "ai.plan.take", "ai.plan.take_hold"}));
    // The plan chosen has the best score (as logged, rounded: a tie there may be parted by the
    // fractions of an ended battle's margin), unless that best is not proven against the
    // manual's over the same dice: then the manual's is kept and the explanation says so.
    const auto next = std::next(it, 8);
    if (next != r.log.end() && next->event.key == "ai.plan_unproven") {
      ++unproven;
      EXPECT_EQ(it->event.args[0].term, "ai.plan.manual");
      EXPECT_NE(next->event.args[0].term, "ai.plan.manual");
      const auto top = std::find(terms.begin(), terms.end(), next->event.args[0].term);
      ASSERT_NE(top, terms.end());
      EXPECT_EQ(scores[static_cast<std::size_t>(top - terms.begin())], best_score);
      const std::string en =
          text::narrate_entry(*next, text::names_of(r.state, text::Lang::en), text::Lang::en);
      const std::string ru =
          text::narrate_entry(*next, text::names_of(r.state, text::Lang::ru), text::Lang::ru);
      EXPECT_NE(en.find("the manual's drill is kept"), std::string::npos) << en;
      EXPECT_NE(ru.find("остаётся устав"), std::string::npos) << ru;
      EXPECT_EQ(en.find('{'), std::string::npos) << en;
      EXPECT_EQ(ru.find('{'), std::string::npos) << ru;
    } else {
      EXPECT_EQ(chosen_score, best_score);
    }
  }
  EXPECT_EQ(unproven, 1);  // in this battle: two draws a plan rarely prove a margin
  // One plan a turn, from the first.
  ASSERT_GE(turns.size(), 2U);
  for (std::size_t i = 0; i < turns.size(); ++i) EXPECT_EQ(turns[i], static_cast<int>(i) + 1);
  SearchOptions manual = quick(true);
  manual.plan_samples = 0;
  SearchCommander plain(manual);
  const engine::BattleReport p = engine::play_battle(short_battle(2), 5, {&plain, nullptr});
  EXPECT_TRUE(std::none_of(p.log.begin(), p.log.end(),
                           [](const game::LogEntry& e) { return e.event.key == "ai.plan"; }));
}

TEST(AiSearch, LevelsAreCommanders) {
  EXPECT_EQ(model::kDefaultAiLevel, model::AiLevel::search);
  for (const model::AiLevel level :
       {model::AiLevel::random, model::AiLevel::line, model::AiLevel::search}) {
    EXPECT_NE(make_commander(level), nullptr);
  }
  EXPECT_TRUE(make_commander(model::AiLevel::search)->one_at_a_time());
  EXPECT_FALSE(make_commander(model::AiLevel::line)->one_at_a_time());
}

}  // namespace
}  // namespace grognard::ai
