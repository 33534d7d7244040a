// Following up a won melee (PR-MELEE-21): who follows, how far, and who is cut down.
#include <gtest/gtest.h>

#include "game/battle.h"
#include "game/peninsular.h"
#include "game/turn.h"
#include "rules/pursuit.h"

namespace grognard::rules {
namespace {

using model::UnitStatus;
using model::UnitType;

TEST(Pursuit, PR_MELEE_21a_InfantryTakesTheGround) {
  const auto f =
      follow_up({UnitType::infantry, UnitStatus::ordered, false}, UnitStatus::retreating, 6);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->inches, 3.0);
  EXPECT_FALSE(f->cuts_down);
  EXPECT_EQ(f->clause, "PR-MELEE-21a");
  // Infantry never cuts down a broken enemy: it takes the ground.
  const auto b = follow_up({UnitType::infantry, UnitStatus::ordered, false}, UnitStatus::broken, 6);
  ASSERT_TRUE(b);
  EXPECT_FALSE(b->cuts_down);
}

TEST(Pursuit, PR_MELEE_21b_CavalryInOrderCutsDownTheBroken) {
  const auto f = follow_up({UnitType::cavalry, UnitStatus::ordered, false}, UnitStatus::broken, 12);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->inches, 12.0);
  EXPECT_TRUE(f->cuts_down);
  EXPECT_EQ(f->clause, "PR-MELEE-21b");
  const auto r =
      follow_up({UnitType::cavalry, UnitStatus::ordered, false}, UnitStatus::retreating, 12);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->inches, 3.0);
  EXPECT_FALSE(r->cuts_down);
}

TEST(Pursuit, PR_MELEE_21c_NoFollowUp) {
  // Held cavalry (STATUS-UNF-4), unformed winners, skirmishers, batteries.
  EXPECT_FALSE(follow_up({UnitType::cavalry, UnitStatus::unformed, true}, UnitStatus::broken, 12));
  EXPECT_FALSE(follow_up({UnitType::cavalry, UnitStatus::ordered, true}, UnitStatus::broken, 12));
  EXPECT_FALSE(follow_up({UnitType::infantry, UnitStatus::unformed, false}, UnitStatus::broken, 6));
  EXPECT_FALSE(
      follow_up({UnitType::skirmish_screen, UnitStatus::ordered, false}, UnitStatus::broken, 9));
  EXPECT_FALSE(follow_up({UnitType::artillery, UnitStatus::ordered, false}, UnitStatus::broken, 4));
  // An enemy that did not give way leaves nothing to follow.
  EXPECT_FALSE(
      follow_up({UnitType::infantry, UnitStatus::ordered, false}, UnitStatus::unformed, 6));
  EXPECT_FALSE(follow_up({UnitType::infantry, UnitStatus::ordered, false}, UnitStatus::ordered, 6));
}

// On the table: the built-in battle's 45th Foot, made a regiment of cavalry in good order, won
// a melee against the 1/31e, which gave way and stands 7" off.
game::GameState after_melee(model::UnitType winner, UnitStatus loser_status) {
  game::GameState s = game::peninsular_battle();
  game::seed_dice(s, 1);
  s.phase = model::Phase::melee;
  game::Unit& w = game::unit(s, 5);
  w.type = winner;
  w.body.arm = model::arm_of(winner);
  w.body.formation = model::Formation::line;
  w.x = game::unit(s, 0).x;
  w.y = game::unit(s, 0).y + 7;  // the two fronts 7" apart, face to face
  w.facing = 180;
  game::unit(s, 0).body.status = loser_status;
  return s;
}

bool logged(const game::Log& log, std::string_view key) {
  for (const game::LogEntry& e : log) {
    if (e.event.key == key) return true;
  }
  return false;
}

TEST(PursuitBattle, PR_MELEE_21b_CavalryCutsDownTheBrokenItReaches) {
  game::GameState s = after_melee(UnitType::cavalry, UnitStatus::broken);
  game::Log log;
  game::detail::Turn t{s, log};
  EXPECT_TRUE(game::detail::follow_up_melee(t, 5, 0));
  EXPECT_TRUE(logged(log, "game.pursuit_caught"));
  EXPECT_EQ(game::unit(s, 0).body.status, UnitStatus::dispersed);
}

TEST(PursuitBattle, PR_MELEE_21a_InfantryTakesThreeInchesOfGround) {
  game::GameState s = after_melee(UnitType::infantry, UnitStatus::broken);
  const double y0 = game::unit(s, 5).y;
  game::Log log;
  game::detail::Turn t{s, log};
  EXPECT_TRUE(game::detail::follow_up_melee(t, 5, 0));
  EXPECT_TRUE(logged(log, "game.takes_ground"));
  EXPECT_EQ(game::unit(s, 0).body.status, UnitStatus::broken);  // infantry cuts nobody down
  EXPECT_NEAR(game::unit(s, 5).y, y0 - 3.0, 1e-9);
}

TEST(PursuitBattle, PR_MELEE_21c_HeldCavalryStays) {
  game::GameState s = after_melee(UnitType::cavalry, UnitStatus::broken);
  game::unit(s, 5).held = true;
  const game::GameState before = s;
  game::Log log;
  game::detail::Turn t{s, log};
  EXPECT_FALSE(game::detail::follow_up_melee(t, 5, 0));
  EXPECT_EQ(s, before);
}

}  // namespace
}  // namespace grognard::rules
