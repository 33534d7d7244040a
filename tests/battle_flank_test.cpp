// DT-MOD-FLANKED-1 (G-50) in the battle's discipline tests, measured by the module `grognard
// situation` uses (scenario/flank.h): an enemy behind the front line within 9", unless a friend
// or a river, stream or town stands in between, and never a square.
#include <gtest/gtest.h>

#include "game/board.h"
#include "game/fire.h"
#include "game/peninsular.h"

namespace grognard::game {
namespace {

using model::UnitStatus;

constexpr int kTested = 0;  // 1/31e Ligne
constexpr int kFriend = 1;  // 2/31e Ligne
constexpr int kEnemy = 5;   // 1/45th Foot

// The 1/31e faces up the table in the open; the 45th stands 5" behind it, facing it.
GameState enemy_behind() {
  GameState s = peninsular_battle();
  for (Unit& u : s.units) {
    if (u.id != kTested && u.id != kEnemy && u.id != kFriend) u.body.status = UnitStatus::dispersed;
  }
  const auto put = [&](int id, double x, double y, double facing) {
    unit(s, id).x = x;
    unit(s, id).y = y;
    unit(s, id).facing = facing;
    unit(s, id).body.formation = model::Formation::line;
  };
  put(kTested, 40, 12, 0);
  put(kEnemy, 40, 6, 0);    // its front 5" behind the 1/31e's rear edge
  put(kFriend, 40, 46, 0);  // far off
  return s;
}

bool flanked(const GameState& s) {
  return test_of(s, board_of(s), kTested, {rules::Trigger::fire}).flanked;
}

TEST(BattleFlank, DT_MOD_FLANKED_1_EnemyBehindWithinNineInches) {
  EXPECT_TRUE(flanked(enemy_behind()));
  GameState far = enemy_behind();
  unit(far, kEnemy).y = 1;  // its front 10" behind: beyond 9"
  EXPECT_FALSE(flanked(far));
}

TEST(BattleFlank, DT_MOD_FLANKED_1_FriendInBetweenBlocks) {
  GameState s = enemy_behind();
  unit(s, kFriend).y = 9;  // between the two, on the line from centre to centre
  EXPECT_FALSE(flanked(s));
}

TEST(BattleFlank, DT_MOD_FLANKED_1_SquareHasNoFlank) {
  GameState s = enemy_behind();
  unit(s, kTested).body.formation = model::Formation::square;
  EXPECT_FALSE(flanked(s));
}

TEST(BattleFlank, DT_MOD_FLANKED_1_StreamInBetweenBlocks) {
  // The stream runs across x 0-14 at y 15-16.5: the 1/31e above it, the 45th below it.
  GameState s = enemy_behind();
  unit(s, kTested).x = 7;
  unit(s, kTested).y = 20;
  unit(s, kEnemy).x = 7;
  unit(s, kEnemy).y = 13.5;
  EXPECT_FALSE(flanked(s));
  unit(s, kTested).x = 30;  // the same, clear of the stream
  unit(s, kEnemy).x = 30;
  EXPECT_TRUE(flanked(s));
}

}  // namespace
}  // namespace grognard::game
