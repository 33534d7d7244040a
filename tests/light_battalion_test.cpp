// A light battalion deployed as skirmishers (chapter XI 11.5 - 11.8): how many companies may go
// forward (S11.5), the line and the command companies on the table (S11.6.1), who fires
// (S11.6.4), who takes the losses (S11.6-LOSS, EX-11.6), and rallying in battle (S11.7).
#include <gtest/gtest.h>

#include <cmath>

#include "game/battle.h"
#include "game/fire.h"
#include "game/invariants.h"
#include "game/legal_orders.h"
#include "game/light_battalion.h"
#include "game/peninsular.h"
#include "game/save.h"
#include "game/setup.h"
#include "game/turn.h"
#include "rules/light_battalion.h"
#include "scenario/load.h"
#include "scripted_player.h"

namespace grognard {
namespace {

using model::Quality;
using rules::Battalion;
using rules::Deployed;

// --- The rules: companies and casualties -------------------------------------------------

TEST(LightBattalion, S11_5_1_GuardAndEliteDeployThreeQuarters) {
  EXPECT_EQ(rules::most_companies(Battalion{Quality::elite, 32, 8}), 3);
  EXPECT_EQ(rules::most_companies(Battalion{Quality::guard, 48, 6}), 6);
}

TEST(LightBattalion, S11_5_2_OthersDeployHalf) {
  EXPECT_EQ(rules::most_companies(Battalion{Quality::veteran, 32, 8}), 2);
  EXPECT_EQ(rules::most_companies(Battalion{Quality::line, 36, 6}), 3);
  EXPECT_EQ(rules::most_companies(Battalion{Quality::conscript, 24, 6}), 2);
  rules::Events e;
  const auto no = rules::deploy(Battalion{Quality::veteran, 32, 8}, 3, e);
  ASSERT_FALSE(no.ok());
  EXPECT_EQ(no.refusal().clause, "S11.5-2");
  EXPECT_EQ(no.refusal().key, "refusal.deploy.too_many");
}

TEST(LightBattalion, S11_5_3_GuardAndEliteMayDeployHalf) {
  rules::Events e;
  const auto half = rules::deploy(Battalion{Quality::elite, 32, 8}, 2, e);
  ASSERT_TRUE(half.ok());
  EXPECT_EQ(half.value(), (Deployed{16, 16}));
  EXPECT_EQ(e.list().front().clause, "S11.5-1");
}

// Five companies: half is two and a half, so two (S11.5-4); three is refused by S11.5-4.
TEST(LightBattalion, S11_5_4_NoCompanyIsSplit) {
  EXPECT_EQ(rules::most_companies(Battalion{Quality::line, 30, 6}), 2);
  EXPECT_EQ(rules::most_companies(Battalion{Quality::elite, 30, 6}), 3);  // 3.75 -> 3
  rules::Events e;
  const auto no = rules::deploy(Battalion{Quality::line, 30, 6}, 3, e);
  ASSERT_FALSE(no.ok());
  EXPECT_EQ(no.refusal().clause, "S11.5-4");
}

// G-36: with a part company left by detachments the share of the figures binds too: 26 figures
// in companies of 8 are three whole companies and 2 over: one company (8 <= 13).
TEST(LightBattalion, S11_5_0_WholeCompaniesAndAtLeastOne) {
  EXPECT_EQ(rules::most_companies(Battalion{Quality::line, 26, 8}), 1);
  EXPECT_EQ(rules::most_companies(Battalion{Quality::line, 10, 8}), 0);  // one company: none
  rules::Events e;
  const auto none = rules::deploy(Battalion{Quality::line, 36, 6}, 0, e);
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.refusal().clause, "S11.5-0");
  EXPECT_TRUE(e.list().empty());
}

// EX-11.6 with the seed's numbers: 32 Prussian veteran fusiliers in four companies of 8 deploy
// two; 3 casualties fall on the command companies (16 -> 13), the line stays 16; 5 more take
// them to one company (8); one more falls on the line (15).
TEST(LightBattalion, EX_11_6_CommandCompaniesAbsorbLosses) {
  rules::Events e;
  const auto split = rules::deploy(Battalion{Quality::veteran, 32, 8}, 2, e);
  ASSERT_TRUE(split.ok());
  EXPECT_EQ(split.value(), (Deployed{16, 16}));
  Deployed d = rules::take_casualties(split.value(), 3, 8, e);
  EXPECT_EQ(d, (Deployed{16, 13}));
  d = rules::take_casualties(d, 5, 8, e);
  EXPECT_EQ(d, (Deployed{16, 8}));
  d = rules::take_casualties(d, 1, 8, e);
  EXPECT_EQ(d, (Deployed{15, 8}));
}

TEST(LightBattalion, S11_6_LOSS_1_CommandCompaniesFirst) {
  rules::Events e;
  EXPECT_EQ(rules::take_casualties({12, 18}, 4, 6, e), (Deployed{12, 14}));
  ASSERT_EQ(e.list().size(), 1U);
  EXPECT_EQ(e.list().front().key, "lb.command_losses");
  EXPECT_EQ(e.list().front().clause, "S11.6-LOSS-1");
}

TEST(LightBattalion, S11_6_LOSS_2_NeverBelowOneCompany) {
  rules::Events e;
  EXPECT_EQ(rules::take_casualties({12, 18}, 12, 6, e), (Deployed{12, 6}));
  EXPECT_EQ(rules::take_casualties({12, 5}, 0, 6, e), (Deployed{12, 5}));
}

TEST(LightBattalion, S11_6_LOSS_3_ThenTheLine) {
  rules::Events e;
  EXPECT_EQ(rules::take_casualties({12, 10}, 7, 6, e), (Deployed{9, 6}));
  EXPECT_EQ(e.list().back().key, "lb.line_losses");
  EXPECT_EQ(e.list().back().clause, "S11.6-LOSS-3");
  EXPECT_EQ(rules::take_casualties({3, 6}, 5, 6, e), (Deployed{0, 4}));  // the line is gone
}

// --- In battle: the built-in scenario's 1/12e Léger (veteran, 36 figures, companies of 6) --

using game::GameState;
using game::Log;
using game::Order;
using game::OrderKind;

constexpr int kLeger = 3;

Log movement(GameState& s, int side, std::vector<Order> orders, game::HandDice hand = {}) {
  game::Scripted a;
  game::Scripted b;
  (side == 0 ? a : b).give = [&](const GameState& st, int) {
    return st.phase == model::Phase::movement ? orders : std::vector<Order>{};
  };
  game::Players p;
  p.side = {&a, &b};
  p.hand = std::move(hand);
  s.phase = model::Phase::movement;
  Log log;
  game::play_phase(s, p, log);
  return log;
}

bool logged(const Log& log, std::string_view key, std::string_view clause) {
  for (const game::LogEntry& e : log) {
    if (e.event.key == key && e.event.clause == clause) return true;
  }
  return false;
}

Order deploy_order(const GameState& s, int companies) {
  Order o = game::make_order(OrderKind::deploy, kLeger);
  const table::Point ahead = game::straight_ahead(game::unit(s, kLeger));
  o.x = ahead.x();
  o.y = ahead.y();
  o.companies = companies;
  return o;
}

GameState deployed_leger() {
  GameState s = game::peninsular_battle();
  game::seed_dice(s, 1);
  movement(s, 0, {deploy_order(s, 0)});
  return s;
}

// S11.5-2, S11.6.1-b, S11.6.1-c: a veteran battalion of six companies sends three (18 figures)
// forward a full move (9" in skirmish order, PR-MOVE-2); three stay where it stood.
TEST(LightBattalionBattle, S11_6_1_c_LineGoesForwardAFullMove) {
  GameState s = game::peninsular_battle();
  game::seed_dice(s, 1);
  const game::Unit before = game::unit(s, kLeger);
  const Log log = movement(s, 0, {deploy_order(s, 0)});
  EXPECT_TRUE(logged(log, "lb.deployed", "S11.5-2"));
  EXPECT_TRUE(logged(log, "game.lb_line_forward", "S11.6.1-c"));
  const game::Unit& u = game::unit(s, kLeger);
  EXPECT_EQ(u.type, model::UnitType::light_battalion_skirmish);
  EXPECT_EQ(u.body.formation, model::Formation::skirmish);
  EXPECT_EQ(game::firing_figures(u), 18);
  EXPECT_EQ(u.command_figures, 18);
  EXPECT_EQ(u.bases, 3);
  EXPECT_EQ(u.command_bases, 3);
  EXPECT_EQ(u.body.figures, 36);  // one unit still (S11.6-MORALE)
  EXPECT_DOUBLE_EQ(u.x, before.x);
  EXPECT_DOUBLE_EQ(u.y, before.y + 9.0);
}

TEST(LightBattalionBattle, S11_6_1_b_CommandCompaniesStayWhereItStood) {
  GameState s = game::peninsular_battle();
  const game::Unit before = game::unit(s, kLeger);
  game::seed_dice(s, 1);
  movement(s, 0, {deploy_order(s, 0)});
  const table::Point c = game::command_point(game::unit(s, kLeger));
  EXPECT_NEAR(c.x(), before.x, 1e-9);
  EXPECT_NEAR(c.y(), before.y, 1e-9);
  const game::Board b = game::board_of(s);
  const table::Piece& p =
      b.table.piece(static_cast<std::size_t>(b.piece[static_cast<std::size_t>(kLeger)]));
  ASSERT_EQ(p.bases.size(), 6U);
  EXPECT_EQ(p.group_of(0), 0);
  EXPECT_EQ(p.group_of(5), 1);
}

// S11.6.1-a: deploying takes the battalion's whole turn: a move after it is refused.
TEST(LightBattalionBattle, S11_6_1_a_DeployingTakesTheWholeTurn) {
  GameState s = game::peninsular_battle();
  game::seed_dice(s, 1);
  Order go = game::make_order(OrderKind::move, kLeger);
  go.x = game::unit(s, kLeger).x;
  go.y = 20;
  const Log log = movement(s, 0, {deploy_order(s, 0), go});
  EXPECT_TRUE(logged(log, "game.refused", "S11.6.1-a"));
  EXPECT_TRUE(game::unit(s, kLeger).acted);
}

// An illegal deployment leaves the state as it was: four companies of six is more than half
// (S11.5-2); a line behind the battalion is not in front of its command companies (S11.6.1-c).
TEST(LightBattalionBattle, S11_5_2_TooManyCompaniesRefusedStateUnchanged) {
  GameState s = game::peninsular_battle();
  game::seed_dice(s, 1);
  s.phase = model::Phase::movement;
  const GameState before = s;
  EXPECT_EQ(game::order_refusal(s, 0, deploy_order(s, 4)),
            (rules::Refusal{"refusal.deploy.too_many", "S11.5-2"}));
  Order back = deploy_order(s, 0);
  back.y = game::unit(s, kLeger).y - 5;
  EXPECT_EQ(game::order_refusal(s, 0, back),
            (rules::Refusal{"refusal.deploy.not_ahead", "S11.6.1-c"}));
  const Log log = movement(s, 0, {deploy_order(s, 4), back});
  EXPECT_TRUE(logged(log, "game.refused", "S11.5-2"));
  s.phase = before.phase;
  EXPECT_EQ(game::unit(s, kLeger), game::unit(before, kLeger));
}

// legal_orders offers three, two or one company, then the rally into each formation.
TEST(LightBattalionBattle, S11_5_LegalOrdersOfferEachNumberOfCompanies) {
  GameState s = game::peninsular_battle();
  game::seed_dice(s, 1);
  s.phase = model::Phase::movement;
  std::vector<int> offered;
  for (const Order& o : game::legal_orders(s, kLeger)) {
    if (o.kind == OrderKind::deploy) offered.push_back(o.companies);
  }
  EXPECT_EQ(offered, (std::vector<int>{3, 2, 1}));
  GameState d = deployed_leger();
  for (game::Unit& u : d.units) u.moved = u.acted = false;  // the next turn
  d.phase = model::Phase::movement;
  std::vector<model::Formation> into;
  for (const Order& o : game::legal_orders(d, kLeger)) {
    if (o.kind == OrderKind::rally_battalion) into.push_back(o.formation);
    EXPECT_NE(o.kind, OrderKind::deploy);
  }
  EXPECT_EQ(into.size(), 4U);
}

// S11.6.4: the command companies count as skirmishers but do not fire: 18 figures shoot.
TEST(LightBattalionBattle, S11_6_4_CommandCompaniesDoNotFire) {
  GameState s = deployed_leger();
  EXPECT_EQ(game::fire_kind(game::unit(s, kLeger)), game::FireKind::skirmish);
  const game::Board b = game::board_of(s);
  const rules::SkirmishFire f = game::skirmish_fire_of(s, b, kLeger, 4);
  EXPECT_EQ(f.figures, 18);
}

// S11.6-LOSS in battle: 3 damage points are 3 figures, from the command companies.
TEST(LightBattalionBattle, S11_6_LOSS_1_CasualtiesFromTheCommandCompanies) {
  GameState s = deployed_leger();
  Log log;
  game::detail::Turn t{s, log};
  game::detail::damage(t, kLeger, model::Damage::points(3));
  const game::Unit& u = game::unit(s, kLeger);
  EXPECT_EQ(u.body.figures, 33);
  EXPECT_EQ(u.command_figures, 15);
  EXPECT_EQ(game::firing_figures(u), 18);
  EXPECT_TRUE(logged(log, "lb.command_losses", "S11.6-LOSS-1"));
}

Log rally(GameState& s, model::Formation into, dice::Face a, dice::Face b) {
  for (game::Unit& u : s.units) u.moved = u.acted = false;  // the next turn
  Order o = game::make_order(OrderKind::rally_battalion, kLeger);
  o.formation = into;
  return movement(s, 0, {o}, [=](const game::Question&) { return std::vector<dice::Face>{a, b}; });
}

// S11.7-1, S11.7-3, S11.7-4: 2D6 4 + 4 = 8 against a veteran's 8+: the battalion re-forms at its
// command companies, in column, its six bases together again.
TEST(LightBattalionBattle, S11_7_3_RalliesAtItsCommandCompanies) {
  GameState s = deployed_leger();
  const table::Point c = game::command_point(game::unit(s, kLeger));
  const Log log = rally(s, model::Formation::column, 4, 4);
  EXPECT_TRUE(logged(log, "rally.success", "S11.7-1"));
  EXPECT_TRUE(logged(log, "status.light_battalion_rallied", "S11.7-4"));
  EXPECT_TRUE(logged(log, "game.lb_reformed", "S11.7-3"));
  const game::Unit& u = game::unit(s, kLeger);
  EXPECT_EQ(u.type, model::UnitType::infantry);
  EXPECT_EQ(u.body.formation, model::Formation::column);
  EXPECT_EQ(u.bases, 6);
  EXPECT_EQ(u.command_figures, 0);
  EXPECT_EQ(u.body.figures, 36);
  EXPECT_NEAR(u.x, c.x(), 1e-9);
  EXPECT_NEAR(u.y, c.y(), 1e-9);
  EXPECT_TRUE(u.light_battalion);  // it may deploy again another turn
}

// S11.7-2: 3 + 4 = 7 is short of 8: it stays in skirmish order, its move spent.
TEST(LightBattalionBattle, S11_7_2_FailureStaysDeployed) {
  GameState s = deployed_leger();
  const Log log = rally(s, model::Formation::line, 3, 4);
  EXPECT_TRUE(logged(log, "rally.failure", "S11.7-2"));
  EXPECT_TRUE(game::deployed(game::unit(s, kLeger)));
  EXPECT_TRUE(game::unit(s, kLeger).moved);
}

// S11.7-5: no rally while an enemy is within charge distance of the command companies; no
// dice are rolled and nothing changes.
TEST(LightBattalionBattle, S11_7_5_NoRallyWithEnemyWithinChargeDistance) {
  GameState s = deployed_leger();
  const table::Point c = game::command_point(game::unit(s, kLeger));
  game::Unit& enemy = game::unit(s, 4 + 1);  // a British line battalion
  ASSERT_EQ(enemy.side, 1);
  enemy.x = c.x() - 7;  // facing the command companies' flank, about 4" off
  enemy.y = c.y() - 0.5;
  enemy.facing = 90;
  for (game::Unit& u : s.units) u.moved = u.acted = false;
  ASSERT_TRUE(game::rally_of(s, game::board_of(s), kLeger).enemy_within_charge_distance);
  const GameState before = s;
  const Log log = rally(s, model::Formation::line, 6, 6);
  EXPECT_TRUE(logged(log, "game.refused", "S11.7-5"));
  EXPECT_FALSE(logged(log, "dice", "S11.7-1"));
  EXPECT_EQ(game::unit(s, kLeger), game::unit(before, kLeger));
}

// PR-INV-6: the command companies are part of the battalion's figures.
TEST(LightBattalionBattle, PR_INV_6_CommandCompaniesWithinTheFigures) {
  GameState s = deployed_leger();
  EXPECT_TRUE(game::broken_invariants(s).empty());
  game::unit(s, kLeger).command_figures = 40;
  const std::vector<std::string> broken = game::broken_invariants(s);
  ASSERT_EQ(broken.size(), 1U);
  EXPECT_EQ(broken.front().rfind("PR-INV-6", 0), 0U);
}

// A deployed battalion saves and loads with its command companies; redrawn as a scenario it is
// a light battalion with its line and command bases apart.
TEST(LightBattalionBattle, SaveLoadAndRedraw) {
  const GameState s = deployed_leger();
  std::string error;
  const GameState back = game::from_json(game::to_json(s), error);
  ASSERT_TRUE(error.empty()) << error;
  EXPECT_EQ(back, s);
  const scenario::Scenario now = game::scenario_now(s, game::peninsular_scenario());
  const scenario::Unit& su = now.units[static_cast<std::size_t>(kLeger)];
  EXPECT_EQ(scenario::role_of(su), scenario::Role::light_battalion);
  EXPECT_EQ(scenario::bases_by_part(su).body.size(), 3U);
  EXPECT_EQ(scenario::bases_by_part(su).command.size(), 3U);
  EXPECT_EQ(su.command_figures, 18);
  // A battle set up from the redrawn scenario has the battalion deployed as it was.
  const auto again = game::battle_from(now);
  ASSERT_TRUE(again.ok());
  const game::Unit& u = again.value().units[static_cast<std::size_t>(kLeger)];
  EXPECT_TRUE(game::deployed(u));
  EXPECT_EQ(u.command_figures, 18);
  EXPECT_NEAR(game::command_point(u).x(), game::command_point(game::unit(s, kLeger)).x(), 1e-6);
  EXPECT_NEAR(game::command_point(u).y(), game::command_point(game::unit(s, kLeger)).y(), 1e-6);
}

}  // namespace
}  // namespace grognard
