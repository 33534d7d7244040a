// Reinforcing a brigade skirmish screen in a battle (S11.4; PR-SCREEN-1): EX-11.3B's KGL company
// and EX-11.4's repeated detachments, with their exact numbers.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>

#include "game/battle.h"
#include "game/legal_orders.h"
#include "game/peninsular.h"
#include "game/screen.h"
#include "scripted_player.h"

namespace grognard::game {
namespace {

constexpr int kLeger = 3;
constexpr int kKgl = 7;
constexpr int kBritishScreen = 8;

// Plays one movement phase of `s` with these orders for `side`; the other side holds.
Log movement(GameState& s, int side, std::vector<Order> orders) {
  Scripted a;
  Scripted b;
  (side == 0 ? a : b).give = [&](const GameState& st, int) {
    return st.phase == model::Phase::movement ? orders : std::vector<Order>{};
  };
  Players p;
  p.side = {&a, &b};
  s.phase = model::Phase::movement;
  Log log;
  play_phase(s, p, log);
  return log;
}

bool logged(const Log& log, std::string_view key, std::string_view clause) {
  for (const LogEntry& e : log) {
    if (e.event.key == key && e.event.clause == clause) return true;
  }
  return false;
}

// EX-11.3B: the 14 attached skirmishers take one 6-figure KGL company: 20 figures, first class;
// the KGL battalion's initial strength 24 -> 18.
TEST(ScreenReinforcement, EX_11_3B_KglCompanyJoinsTheScreen) {
  GameState s = peninsular_battle();
  seed_dice(s, 1);
  ASSERT_EQ(unit(s, kBritishScreen).body.figures, 14);
  ASSERT_EQ(company_to_send(unit(s, kKgl)), 6);
  const Log log = movement(s, 1, {make_order(OrderKind::reinforce_screen, kKgl, kBritishScreen)});
  EXPECT_TRUE(logged(log, "game.screen_reinforced", "S11.4b"));
  EXPECT_TRUE(logged(log, "game.company_detached", "S11.4-STR"));
  EXPECT_EQ(unit(s, kBritishScreen).body.figures, 20);
  EXPECT_EQ(unit(s, kBritishScreen).skirmisher_class, model::SkirmisherClass::first);
  EXPECT_EQ(unit(s, kKgl).body.initial_strength, 18);
  EXPECT_EQ(unit(s, kKgl).body.figures, 18);
  EXPECT_EQ(unit(s, kKgl).detached, 6);
  EXPECT_TRUE(unit(s, kKgl).half_moved);
}

// S11.4b, G-37: the battalion that sent the company still has half its move.
TEST(ScreenReinforcement, S11_4b_HalfAMoveIsLeft) {
  GameState s = peninsular_battle();
  seed_dice(s, 1);
  const double full = move_allowance(unit(s, kKgl));
  const double x0 = unit(s, kKgl).x;
  const double y0 = unit(s, kKgl).y;
  Order go = make_order(OrderKind::move, kKgl);
  go.x = x0;
  go.y = y0 - 30;  // far down the table, towards the French
  go.facing = 180;
  movement(s, 1, {make_order(OrderKind::reinforce_screen, kKgl, kBritishScreen), go});
  const double moved = std::hypot(unit(s, kKgl).x - x0, unit(s, kKgl).y - y0);
  EXPECT_GT(moved, 0.0);
  EXPECT_LE(moved, full / 2 + 1e-9);
  EXPECT_EQ(move_allowance(unit(s, kKgl)), full / 2);
}

// EX-11.4: a Léger battalion of 36 detaches its voltigeurs, then (a later turn) its carabiniers:
// initial strength 36 -> 30 -> 24 (S11.4-STR). A light battalion may send at most half
// (S11.1b-1): a third company (18 of 36) still may, a fourth may not (S11.4a).
TEST(ScreenReinforcement, EX_11_4_RepeatedDetachmentsReduceInitialStrength) {
  GameState s = peninsular_battle();
  seed_dice(s, 1);
  Order form = make_order(OrderKind::form_screen, 0);
  form.from = {0, 1, 2};
  movement(s, 0, {form});
  const int screen = static_cast<int>(s.units.size()) - 1;
  ASSERT_EQ(unit(s, screen).type, model::UnitType::skirmish_screen);
  ASSERT_EQ(unit(s, screen).body.figures, 18);
  EXPECT_EQ(company_to_send(unit(s, 0)), 0);  // a line battalion sends its company once
  const std::vector<int> expected = {30, 24, 18};
  for (int strength : expected) {
    unit(s, kLeger).moved = unit(s, kLeger).half_moved = false;  // a later turn
    movement(s, 0, {make_order(OrderKind::reinforce_screen, kLeger, screen)});
    EXPECT_EQ(unit(s, kLeger).body.initial_strength, strength);
  }
  EXPECT_EQ(unit(s, screen).body.figures, 36);
  unit(s, kLeger).moved = unit(s, kLeger).half_moved = false;
  const Log log = movement(s, 0, {make_order(OrderKind::reinforce_screen, kLeger, screen)});
  EXPECT_TRUE(logged(log, "game.refused", "S11.4a"));
  EXPECT_EQ(unit(s, kLeger).body.initial_strength, 18);
  EXPECT_EQ(unit(s, screen).body.figures, 36);
}

// S11.4a: only a screen of the battalion's own brigade can be reinforced; the order is listed
// among the legal ones when it can.
TEST(ScreenReinforcement, S11_4a_OnlyItsOwnBrigadesScreen) {
  GameState s = peninsular_battle();
  seed_dice(s, 1);
  s.phase = model::Phase::movement;
  const std::vector<Order> legal = legal_orders(s, kKgl);
  EXPECT_NE(std::find(legal.begin(), legal.end(),
                      make_order(OrderKind::reinforce_screen, kKgl, kBritishScreen)),
            legal.end());
  const Log enemy =
      movement(s, 0, {make_order(OrderKind::reinforce_screen, kLeger, kBritishScreen)});
  EXPECT_TRUE(logged(enemy, "game.refused", "S11.4a"));  // the enemy's screen
  EXPECT_EQ(unit(s, kLeger).body.initial_strength, 36);
  EXPECT_EQ(unit(s, kBritishScreen).body.figures, 14);
  const Log battalion = movement(s, 1, {make_order(OrderKind::reinforce_screen, kKgl, 0)});
  EXPECT_TRUE(logged(battalion, "game.refused", "S11.4a"));  // a battalion, not a screen
  EXPECT_EQ(unit(s, kKgl).body.initial_strength, 24);
}

}  // namespace
}  // namespace grognard::game
