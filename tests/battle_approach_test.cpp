// S11.21 in the battle: a skirmisher's voluntary move may not end closer to an enemy than the
// approach limits allow, measured base by base by the same module `grognard check` uses
// (scenario/approach.h), with the `approach_limits` option.
#include <gtest/gtest.h>

#include "game/battle.h"
#include "game/peninsular.h"
#include "game/turn.h"

namespace grognard::game {
namespace {

constexpr int kFrenchBattery = 4;
constexpr int kBritishScreen = 8;

// The British screen alone with the French foot battery in the open ground between the stream
// and the hill: the battery faces up the table, the screen faces it `gap` inches off.
GameState screen_before_guns(double gap) {
  GameState s = peninsular_battle();
  for (Unit& u : s.units) {
    if (u.id != kFrenchBattery && u.id != kBritishScreen)
      u.body.status = model::UnitStatus::dispersed;
  }
  Unit& guns = unit(s, kFrenchBattery);
  guns.x = 40;
  guns.y = 8;
  guns.facing = 0;
  Unit& screen = unit(s, kBritishScreen);
  screen.x = 40;
  screen.y = 8 + gap;
  screen.facing = 180;
  screen.bases = 2;  // 3" apart (S11.6.2): both stand within the wood in the last test
  return s;
}

TEST(BattleApproach, S11_21_1_SkirmishersStayThreeInchesFromGuns) {
  EXPECT_TRUE(detail::too_close(screen_before_guns(2.5), kBritishScreen));
  EXPECT_FALSE(detail::too_close(screen_before_guns(3.5), kBritishScreen));
}

TEST(BattleApproach, S11_21_FirstVersionLimitsOnlyFormedInfantry) {
  GameState s = screen_before_guns(2.5);
  s.options.approach_limits = model::ApproachLimits::first;
  EXPECT_FALSE(detail::too_close(s, kBritishScreen));
  // Contact stays forbidden whatever the option (S11.22-3, PR-MOVE-13).
  GameState touching = screen_before_guns(0.2);
  touching.options.approach_limits = model::ApproachLimits::first;
  EXPECT_TRUE(detail::too_close(touching, kBritishScreen));
}

TEST(BattleApproach, S11_21_2_CossacksCountAsCavalry) {
  GameState s = screen_before_guns(6);
  Unit& cossacks = unit(s, kFrenchBattery);
  cossacks.type = model::UnitType::cavalry;
  cossacks.body.arm = model::Arm::cavalry;
  cossacks.body.formation = model::Formation::line;
  cossacks.cossack = true;
  EXPECT_TRUE(detail::too_close(s, kBritishScreen));
  unit(s, kBritishScreen).y = 8 + 9.5;
  EXPECT_FALSE(detail::too_close(s, kBritishScreen));
}

TEST(BattleApproach, S11_21_SkirmishersInAWoodMayStandCloser) {
  // The screen inside the wood (52-62 x 18-27), the battery 2" below the wood's edge.
  GameState s = screen_before_guns(2.5);
  unit(s, kFrenchBattery).x = 57;
  unit(s, kFrenchBattery).y = 16;
  unit(s, kBritishScreen).x = 57;
  unit(s, kBritishScreen).y = 18.5;
  EXPECT_FALSE(detail::too_close(s, kBritishScreen));
  s.options.approach_limits = model::ApproachLimits::first;  // no terrain exception, no guns
  EXPECT_FALSE(detail::too_close(s, kBritishScreen));
}

}  // namespace
}  // namespace grognard::game
