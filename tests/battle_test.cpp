// A whole battle: the turn sequence with two AI commanders on the built-in Peninsular scenario,
// its invariants, determinism, copies and saved games.
#include <gtest/gtest.h>

#include <array>
#include <set>

#include "ai/line_commander.h"
#include "game/battle.h"
#include "game/invariants.h"
#include "game/peninsular.h"
#include "game/save.h"

namespace grognard::game {
namespace {

struct Played {
  GameState state;
  Log log;
};

Players ai_players(ai::LineCommander& a, ai::LineCommander& b) {
  Players p;
  p.side = {&a, &b};
  return p;
}

Played play(std::uint64_t seed) {
  GameState s = peninsular_battle();
  seed_dice(s, seed);
  ai::LineCommander a;
  ai::LineCommander b;
  Log log;
  play_battle(s, ai_players(a, b), log);
  return {s, log};
}

TEST(Battle, PlaysToTheEnd) {
  const Played p = play(1809);
  EXPECT_TRUE(p.state.over);
  EXPECT_GT(p.log.size(), 50u);
  EXPECT_LE(p.state.turn, p.state.turn_limit);
}

TEST(Battle, SameSeedSameLog) {
  const Played a = play(7);
  const Played b = play(7);
  EXPECT_EQ(a.log, b.log);
  EXPECT_EQ(a.state, b.state);
  EXPECT_EQ(hash(a.state), hash(b.state));
  const Played c = play(8);
  EXPECT_NE(a.log, c.log);
}

// Conformance: random battles, every invariant after every phase, a copy of the state that
// plays on identically, and a save/load round trip at every phase (sampled-versus-exact
// agreement of every fire and melee: battle_sampling_test.cpp).
TEST(Battle, PR_INV_ConformanceOverManyBattles) {
  std::set<int> winners;
#if defined(__SANITIZE_ADDRESS__)
  constexpr std::uint64_t kBattles = 8;  // the sanitizer build (-O0) is ~50 times slower
#else
  constexpr std::uint64_t kBattles = 24;
#endif
  for (std::uint64_t seed = 1; seed <= kBattles; ++seed) {
    GameState s = peninsular_battle();
    seed_dice(s, seed);
    ai::LineCommander a;
    ai::LineCommander b;
    const Players players = ai_players(a, b);
    Log log;
    int phases = 0;
    while (!s.over) {
      play_phase(s, players, log);
      ++phases;
      const auto broken = broken_invariants(s);
      ASSERT_TRUE(broken.empty()) << "seed " << seed << " turn " << s.turn << ": "
                                  << broken.front();
      std::string error;
      const GameState loaded = from_json(to_json(s), error);
      ASSERT_TRUE(error.empty()) << error;
      ASSERT_EQ(loaded, s) << "seed " << seed << " phase " << phases;
      if (phases % 7 == 3) {  // a copy plays the next phase exactly as the original
        GameState copy = s;
        Log l1;
        Log l2;
        GameState original = s;
        play_phase(copy, players, l1);
        play_phase(original, players, l2);
        ASSERT_EQ(copy, original);
        ASSERT_EQ(l1, l2);
      }
    }
    winners.insert(s.winner ? *s.winner : -1);
  }
  EXPECT_GT(winners.size(), 1u) << "the same result every time";
}

// Issue 6: across 1,000 default battles no rule invariant breaks after any phase (figures never
// negative, damage below the dispersal bound, statuses legal, skirmishers never inside 3" of
// formed enemy outside cover), and neither side wins every time.
TEST(Battle, PR_INV_ThousandDefaultBattles) {
#if defined(__SANITIZE_ADDRESS__)
  constexpr std::uint64_t kBattles = 10;  // the sanitizer build (-O0) is ~50 times slower
#else
  constexpr std::uint64_t kBattles = 1000;
#endif
  const GameState start = peninsular_battle();
  std::array<int, 3> results{};  // French, British, draws
  for (std::uint64_t seed = 1; seed <= kBattles; ++seed) {
    GameState s = start;
    seed_dice(s, 100000 + seed);
    ai::LineCommander a;
    ai::LineCommander b;
    const Players players = ai_players(a, b);
    Log log;
    while (!s.over) {
      play_phase(s, players, log);
      const auto broken = broken_invariants(s);
      ASSERT_TRUE(broken.empty()) << "seed " << 100000 + seed << " turn " << s.turn << ": "
                                  << broken.front();
    }
    ++results[s.winner ? static_cast<std::size_t>(*s.winner) : 2];
  }
  EXPECT_GT(results[0], 0) << "the French never win";
  EXPECT_GT(results[1], 0) << "the British never win";
}

TEST(Battle, SavedGameContinuesIdentically) {
  GameState s = peninsular_battle();
  seed_dice(s, 99);
  ai::LineCommander a;
  ai::LineCommander b;
  const Players players = ai_players(a, b);
  Log log;
  for (int i = 0; i < 11; ++i) play_phase(s, players, log);
  std::string error;
  GameState loaded = from_json(nlohmann::json::parse(to_json(s).dump()), error);
  ASSERT_TRUE(error.empty()) << error;
  Log rest1;
  Log rest2;
  play_battle(s, players, rest1);
  play_battle(loaded, players, rest2);
  EXPECT_EQ(rest1, rest2);
  EXPECT_EQ(s, loaded);
}

TEST(Battle, BadSaveIsRefusedWithTheField) {
  std::string error;
  from_json(nlohmann::json::parse(R"({"units": []})"), error);
  EXPECT_NE(error.find("grognard_save"), std::string::npos);
  nlohmann::json j = to_json(peninsular_battle());
  j["units"][0]["formation"] = "phalanx";
  error.clear();
  from_json(j, error);
  EXPECT_NE(error.find("formation"), std::string::npos) << error;
}

TEST(Battle, S11_3_STR_ScreenFormedOnTheFirstTurn) {
  const Played p = play(1809);
  int screens = 0;
  const int leger_sent = p.state.units[3].detached;  // reinforcements from the Léger (S11.4)
  for (const Unit& u : p.state.units) {
    if (u.type == model::UnitType::skirmish_screen && u.side == 0) {
      ++screens;
      // EX-11.3A: three companies of 6, and any company the Léger sent since (S11.4-STR).
      EXPECT_EQ(u.body.initial_strength, 18 + leger_sent);
    }
    if (u.name == "1/31e Ligne") {
      EXPECT_EQ(u.body.initial_strength, 30);
    }
  }
  EXPECT_EQ(screens, 1);
}

}  // namespace
}  // namespace grognard::game
