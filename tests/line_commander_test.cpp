// The line commander's choices that the rules make sensible (issue 6 item 6): square against
// cavalry that could charge, light battalions deployed and rallied (PR-LB-2).
#include <gtest/gtest.h>

#include <algorithm>

#include "ai/line_commander.h"
#include "game/battle.h"
#include "game/light_battalion.h"
#include "game/peninsular.h"
#include "scripted_player.h"

namespace grognard::ai {
namespace {

using game::GameState;
using game::Order;
using game::OrderKind;

constexpr int k1st31e = 0;
constexpr int kLeger = 3;
constexpr int k45th = 5;
constexpr int k88th = 6;

GameState at_movement(int turn) {
  GameState s = game::peninsular_battle();
  game::seed_dice(s, 1);
  s.turn = turn;
  s.phase = model::Phase::movement;
  return s;
}

// The 45th as a regiment of cavalry 14" in front of the 1/31e.
void cavalry_before_1st31e(GameState& s, double gap) {
  game::Unit& c = game::unit(s, k45th);
  c.type = model::UnitType::cavalry;
  c.body.arm = model::Arm::cavalry;
  c.body.formation = model::Formation::line;
  c.bases = 4;
  c.x = game::unit(s, k1st31e).x;
  c.y = game::unit(s, k1st31e).y + gap;
  c.facing = 180;
}

bool has(const std::vector<Order>& orders, OrderKind kind, int unit,
         model::Formation f = model::Formation::line) {
  return std::any_of(orders.begin(), orders.end(), [&](const Order& o) {
    return o.kind == kind && o.unit == unit &&
           (kind != OrderKind::change_formation && kind != OrderKind::rally_battalion
                ? true
                : o.formation == f);
  });
}

TEST(LineCommander, FormsSquareAgainstCavalryInReach) {
  GameState s = at_movement(2);
  cavalry_before_1st31e(s, 14);
  LineCommander ai;
  EXPECT_TRUE(has(ai.orders(s, 0), OrderKind::change_formation, k1st31e, model::Formation::square));
  // Once in square, it stays while the cavalry is there, and forms line when it has gone.
  game::unit(s, k1st31e).body.formation = model::Formation::square;
  const std::vector<Order> stay = ai.orders(s, 0);
  EXPECT_FALSE(
      std::any_of(stay.begin(), stay.end(), [](const Order& o) { return o.unit == k1st31e; }));
  game::unit(s, k45th).y = 41;
  EXPECT_TRUE(has(ai.orders(s, 0), OrderKind::change_formation, k1st31e, model::Formation::line));
}

TEST(LineCommander, NoSquareAgainstInfantryOrDistantCavalry) {
  GameState s = at_movement(2);
  LineCommander ai;
  EXPECT_FALSE(
      has(ai.orders(s, 0), OrderKind::change_formation, k1st31e, model::Formation::square));
  cavalry_before_1st31e(s, 30);  // beyond its 18" charge reach and 3" more
  EXPECT_FALSE(
      has(ai.orders(s, 0), OrderKind::change_formation, k1st31e, model::Formation::square));
}

TEST(LineCommander, AnswersCavalryWithSquare) {
  LineCommander ai;
  const GameState s = at_movement(2);
  const rules::Response allowed[] = {rules::Response::stand_and_fire, rules::Response::form_square,
                                     rules::Response::stand};
  EXPECT_EQ(ai.answer_charge(s, k1st31e, k45th, allowed), rules::Response::form_square);
  const rules::Response infantry[] = {rules::Response::stand, rules::Response::stand_and_fire};
  EXPECT_EQ(ai.answer_charge(s, k1st31e, k45th, infantry), rules::Response::stand_and_fire);
}

// PR-LB-2: formed enemy within 24" (and beyond 10"): the légère deploys; farther, it does not.
TEST(LineCommander, PR_LB_2_DeploysTheLightBattalion) {
  GameState s = at_movement(2);
  LineCommander ai;
  EXPECT_FALSE(has(ai.orders(s, 0), OrderKind::deploy, kLeger));
  game::unit(s, k88th).x = game::unit(s, kLeger).x;
  game::unit(s, k88th).y = game::unit(s, kLeger).y + 18;
  EXPECT_TRUE(has(ai.orders(s, 0), OrderKind::deploy, kLeger));
}

// PR-LB-2: a deployed battalion whose command companies are down to one company rallies.
TEST(LineCommander, PR_LB_2_RalliesWhenTheReserveIsSpent) {
  GameState s = at_movement(1);
  game::Scripted french;
  game::Scripted british;
  french.give = [](const GameState& st, int) {
    Order o = game::make_order(OrderKind::deploy, kLeger);
    const table::Point ahead = game::straight_ahead(game::unit(st, kLeger));
    o.x = ahead.x();
    o.y = ahead.y();
    return std::vector<Order>{o};
  };
  game::Players p;
  p.side = {&french, &british};
  game::Log log;
  game::play_phase(s, p, log);
  ASSERT_TRUE(game::deployed(game::unit(s, kLeger)));
  for (game::Unit& u : s.units) u.moved = u.acted = false;
  s.phase = model::Phase::movement;
  LineCommander ai;
  EXPECT_FALSE(has(ai.orders(s, 0), OrderKind::rally_battalion, kLeger, model::Formation::column));
  game::unit(s, kLeger).command_figures = 6;
  game::unit(s, kLeger).body.figures = 24;
  EXPECT_TRUE(has(ai.orders(s, 0), OrderKind::rally_battalion, kLeger, model::Formation::column));
}

// LinePlan::take_ground (PR-VICTORY-2): the battalion nearest the village, the 1/31e, marches
// for its middle, facing the nearest formed enemy; once there it stands, where the manual's plan
// would walk it on. With two sent, the 2/31e (19" from the middle, the 3/31e 28") goes too.
TEST(LineCommander, PR_VICTORY_2_TakesAndHoldsTheGroundThatScores) {
  GameState s = at_movement(2);
  ASSERT_FALSE(s.goals.empty());
  const table::Point village =
      table::centroid(s.ground->features[static_cast<std::size_t>(s.goals.front().feature)].area);
  LinePlan one;
  one.take_ground = 1;
  const auto to_village = [&](const std::vector<Order>& orders, int unit) {
    return std::any_of(orders.begin(), orders.end(), [&](const Order& o) {
      return o.kind == OrderKind::move && o.unit == unit && o.x == village.x() &&
             o.y == village.y();
    });
  };
  const std::vector<Order> march = LineCommander(one).orders(s, 0);
  EXPECT_TRUE(to_village(march, k1st31e));
  EXPECT_FALSE(to_village(march, k1st31e + 1));
  EXPECT_FALSE(to_village(LineCommander().orders(s, 0), k1st31e));
  LinePlan two = one;
  two.take_ground = 2;
  const std::vector<Order> both = LineCommander(two).orders(s, 0);
  EXPECT_TRUE(to_village(both, k1st31e));
  EXPECT_TRUE(to_village(both, k1st31e + 1));
  EXPECT_FALSE(to_village(both, k1st31e + 2));
  // In the village it stands (and counts towards holding it); the manual's plan moves it on.
  game::unit(s, k1st31e).x = village.x();
  game::unit(s, k1st31e).y = village.y();
  ASSERT_TRUE(
      game::stands_on(game::unit(s, k1st31e),
                      s.ground->features[static_cast<std::size_t>(s.goals.front().feature)]));
  const auto orders_for = [](const std::vector<Order>& orders, int unit) {
    return std::count_if(orders.begin(), orders.end(),
                         [&](const Order& o) { return o.unit == unit; });
  };
  EXPECT_EQ(orders_for(LineCommander(one).orders(s, 0), k1st31e), 0);
  EXPECT_EQ(orders_for(LineCommander().orders(s, 0), k1st31e), 1);
}

}  // namespace
}  // namespace grognard::ai
