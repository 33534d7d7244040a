// What the status rules ask the battle to do after a transition (rules::Signal), carried out on
// the table: a retreat bursting through friends (STATUS-RETREAT-3, STATUS-FB-4), the supports
// of a retreating lead charger falling back (DT-CHARGE-4), and a closing volley that cannot be
// fired said with its reason (PR-CHARGE-4).
#include <gtest/gtest.h>

#include <algorithm>

#include "game/battle.h"
#include "game/peninsular.h"
#include "game/turn.h"
#include "scripted_player.h"

namespace grognard::game {
namespace {

using model::UnitStatus;

constexpr int kFront = 0;   // 1/31e Ligne
constexpr int kBehind = 1;  // 2/31e Ligne
constexpr int kEnemy = 5;   // 1/45th Foot

// Three battalions alone in the open above the village, room behind them for an 18" retreat:
// the 1/31e facing up the table with the 45th 4" in front of it, the 2/31e `behind` inches
// behind it.
GameState column_of_two(double behind) {
  GameState s = peninsular_battle();
  seed_dice(s, 1);
  for (Unit& u : s.units) {
    if (u.id != kFront && u.id != kBehind && u.id != kEnemy) u.body.status = UnitStatus::dispersed;
  }
  const auto put = [&](int id, double y, double facing) {
    unit(s, id).x = 20;
    unit(s, id).y = y;
    unit(s, id).facing = facing;
    unit(s, id).body.formation = model::Formation::line;
  };
  put(kFront, 38, 0);
  put(kBehind, 37 - behind, 0);
  put(kEnemy, 42, 180);
  return s;
}

bool logged(const Log& log, std::string_view key) {
  return std::any_of(log.begin(), log.end(), [&](const LogEntry& e) { return e.event.key == key; });
}

// The 1/31e is sent back by a Retreat result, with the signals the status rules give it.
void retreat(GameState& s, Log& log, std::vector<rules::Signal> signals) {
  detail::Turn t{s, log};
  rules::UnitStep step;
  step.unit = detail::status_view(unit(s, kFront));
  step.unit.status = UnitStatus::retreating;
  step.signals = std::move(signals);
  detail::apply(t, kFront, step);
}

TEST(BattleSignals, STATUS_RETREAT_3_BurstsThroughFriendsBehindIt) {
  GameState s = column_of_two(3);
  Log log;
  retreat(s, log, {rules::Signal::retreat_move, rules::Signal::unforms_friends});
  EXPECT_TRUE(logged(log, "game.burst_through"));
  EXPECT_EQ(unit(s, kBehind).body.status, UnitStatus::unformed);
  EXPECT_LT(unit(s, kFront).y, unit(s, kBehind).y);  // it went through, not short of it
}

TEST(BattleSignals, STATUS_RETREAT_3_OnlyWithinTheFirstSixInches) {
  GameState s = column_of_two(9);  // the 2/31e's front 9" behind the 1/31e's rear
  Log log;
  retreat(s, log, {rules::Signal::retreat_move, rules::Signal::unforms_friends});
  EXPECT_FALSE(logged(log, "game.burst_through"));
  EXPECT_EQ(unit(s, kBehind).body.status, UnitStatus::ordered);
}

TEST(BattleSignals, DT_CHARGE_4_SupportsFallBackWithTheLeadUnit) {
  GameState s = column_of_two(2);  // within 3": it would support the 1/31e in a melee
  Log log;
  retreat(s, log, {rules::Signal::retreat_move, rules::Signal::supports_fall_back});
  EXPECT_TRUE(logged(log, "game.support_falls_back"));
  EXPECT_EQ(unit(s, kBehind).body.status, UnitStatus::falling_back);
  // Farther than 3", it is no support.
  GameState far = column_of_two(4);
  Log none;
  retreat(far, none, {rules::Signal::retreat_move, rules::Signal::supports_fall_back});
  EXPECT_FALSE(logged(none, "game.support_falls_back"));
  EXPECT_EQ(unit(far, kBehind).body.status, UnitStatus::ordered);
}

TEST(BattleSignals, PR_CHARGE_4_ClosingVolleyPreventedSaysWhy) {
  GameState s = column_of_two(6);
  s.turn = 2;
  s.phase = model::Phase::charge;
  unit(s, kEnemy).fired = true;  // it has fired already: no closing volley
  Scripted french;
  Scripted british;
  french.give = [](const GameState&, int) {
    return std::vector<Order>{make_order(OrderKind::charge, kFront, kEnemy)};
  };
  british.answer = [](std::span<const rules::Response> allowed) {
    EXPECT_NE(std::find(allowed.begin(), allowed.end(), rules::Response::stand_and_fire),
              allowed.end());
    return rules::Response::stand_and_fire;
  };
  Players players;
  players.side = {&french, &british};
  Log log;
  play_phase(s, players, log);
  const auto it = std::find_if(log.begin(), log.end(), [](const LogEntry& e) {
    return e.event.key == "game.closing_fire_prevented";
  });
  ASSERT_NE(it, log.end());
  EXPECT_EQ(it->event.clause, "PR-CHARGE-4");
  EXPECT_FALSE(logged(log, "game.closing_fire"));
}

}  // namespace
}  // namespace grognard::game
