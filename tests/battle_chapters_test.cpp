// Issue 6, "every chapter of the seeds shows up in a log": the default battle, played from
// fixed seeds, logs each of the rules the seeds describe; smoke shows when the option is on.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "ai/line_commander.h"
#include "game/battle.h"
#include "game/peninsular.h"

namespace grognard::game {
namespace {

std::set<std::string> keys_over(int battles, bool smoke) {
  std::set<std::string> keys;
  const GameState start = peninsular_battle();
  for (int seed = 1; seed <= battles; ++seed) {
    GameState s = start;
    s.options.smoke = smoke;
    seed_dice(s, static_cast<std::uint64_t>(seed));
    ai::LineCommander a;
    ai::LineCommander b;
    Players p;
    p.side = {&a, &b};
    Log log;
    play_battle(s, p, log);
    for (const LogEntry& e : log) keys.insert(std::string(e.event.key));
  }
  return keys;
}

// What the logs contain is the same in every build; the sanitizer build (-O0, ~50 times slower)
// leaves these long runs to the release build.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kScale = 0;
#else
constexpr int kScale = 1;
#endif

TEST(BattleChapters, EveryChapterShowsUpInTheDefaultBattle) {
  if (kScale == 0) GTEST_SKIP() << "played in the release build";
  const std::set<std::string> keys = keys_over(40, false);
  const char* expected[] = {
      "game.screen_formed",        // S11.2: the voltigeurs thrown forward
      "game.company_detached",     // S11.3-STR: initial strength reduced
      "game.screen_reinforced",    // S11.4: the KGL company joins the screen (EX-11.3B)
      "lb.deployed",               // S11.5: a light battalion deploys as skirmishers
      "game.lb_line_forward",      // S11.6.1: its line goes forward of the command companies
      "lb.command_losses",         // S11.6-LOSS: the command companies feed the line
      "rally.success",             // S11.7: a light battalion rallies...
      "game.lb_reformed",          // ... at its command companies
      "skirmish_fire.hits",        // S11.14
      "skirmish_fire.double_six",  // S11.15
      "volley.lfd",                // F-LFD: lost fire discipline
      "artillery.fatigue",         // ART-FATIGUE
      "artillery.low_ammo",        // ART-LOWAMMO
      "dt.result.7",               // discipline test: passed
      "dt.result.4",               // ... retreat
      "dt.result.3",               // ... broken
      "status.retreat",            // a retreat
      "status.broken",             // a broken unit
      "status.dispersed",          // a dispersal
      "brigade.faltering",         // a brigade Faltering
      "weather.result",            // S16.7
      "command.initiative",        // PR-CMD-3
      "game.charge",               // PR-CHARGE
      "game.melee",                // PR-MELEE
  };
  for (const char* key : expected) EXPECT_TRUE(keys.count(key) == 1) << key;
}

TEST(BattleChapters, S16_4_SmokeShowsWhenEnabled) {
  if (kScale == 0) GTEST_SKIP() << "played in the release build";
  EXPECT_EQ(keys_over(10, false).count("fire.halved.smoke"), 0U);
  EXPECT_EQ(keys_over(10, true).count("fire.halved.smoke"), 1U);
}

}  // namespace
}  // namespace grognard::game
