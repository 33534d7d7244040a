// Battalion guns (S16.1) and squadron charges (S16.2) in a battle: the scenario fields, the gun's
// crew and fate, the `abandon` order, the squadrons written down secretly and revealed, the -2 of
// S16.2-4 and the formed winner of S16.2-5, with exact values and dice given by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <sstream>
#include <string>

#include "ai/line_commander.h"
#include "engine/battle.h"
#include "game/battalion_gun.h"
#include "game/battle.h"
#include "game/invariants.h"
#include "game/legal_orders.h"
#include "game/melee.h"
#include "game/save.h"
#include "game/setup.h"
#include "game/squadrons.h"
#include "game/turn.h"
#include "scenario/load.h"
#include "scripted_player.h"

namespace grognard::game {
namespace {

constexpr int kGunners = 0;   // French line battalion with a battalion gun
constexpr int kHussars = 1;   // French hussars, 3 squadrons
constexpr int kScreen = 2;    // British skirmish screen, 12 figures
constexpr int kDragoons = 3;  // British dragoons, 16 figures: 4 squadrons by default
constexpr int kLine = 4;      // British line battalion facing the gunners

// tests/data/squadrons_guns.toml
std::string scenario_text() {
  const std::filesystem::path here = std::filesystem::path(__FILE__).parent_path();
  std::ifstream in(here / "data" / "squadrons_guns.toml", std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

const std::string kScenario = scenario_text();

std::string with_rules(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

GameState battle(const std::string& text = kScenario) {
  auto loaded = scenario::load_scenario_text(text, "t.toml");
  EXPECT_TRUE(loaded.ok()) << loaded.error().message(false);
  auto b = battle_from(loaded.value());
  EXPECT_TRUE(b.ok()) << b.error().message(false);
  GameState s = b.value();
  seed_dice(s, 7);
  return s;
}

// Plays the phase `phase` of `s` with these orders for `side` (the other side gives none).
Log play(GameState& s, model::Phase phase, int side, std::vector<Order> orders, HandDice hand = {},
         Scripted* other = nullptr) {
  Scripted a;
  Scripted b;
  Scripted& mine = side == 0 ? a : b;
  mine.give = [&](const GameState& st, int) {
    return st.phase == phase ? orders : std::vector<Order>{};
  };
  Players p;
  p.side = {&a, &b};
  if (other != nullptr) p.side[static_cast<std::size_t>(1 - side)] = other;
  p.hand = std::move(hand);
  s.phase = phase;
  Log log;
  play_phase(s, p, log);
  return log;
}

const LogEntry* find(const Log& log, std::string_view key, std::string_view clause) {
  for (const LogEntry& e : log) {
    if (e.event.key == key && e.event.clause == clause) return &e;
  }
  return nullptr;
}

// The table without the copse, so that nothing blocks the sight between the two lines.
std::string open_ground() {
  return with_rules(kScenario,
                    "[[terrain]]\nid = \"copse\"\nkind = \"wood\"\nrect = [12, 12, 28, 14]\n", "");
}

scenario::LoadError load_error(const std::string& text) {
  auto r = scenario::load_scenario_text(text, "t.toml");
  EXPECT_FALSE(r.ok());
  return r.ok() ? scenario::LoadError{} : r.error();
}

// --- The scenario fields ------------------------------------------------------------------------

TEST(BattalionGunBattle, S16_1_0_ScenarioFieldsCarriedIntoTheBattle) {
  const GameState s = battle();
  EXPECT_EQ(unit(s, kGunners).battalion_gun, 1);
  EXPECT_EQ(unit(s, kGunners).gun_crew, 4);  // S16.1-0: four crew figures
  EXPECT_EQ(unit(s, kHussars).squadrons, 3);
  EXPECT_EQ(unit(s, kDragoons).squadrons, 4);  // 16 figures, one squadron per 4
  EXPECT_EQ(unit(s, kLine).squadrons, 0);
  EXPECT_EQ(unit(s, kLine).battalion_gun, 0);
  EXPECT_TRUE(s.options.squadron_charges);
}

TEST(BattalionGunBattle, S16_1_0_GunRefusedOffInfantryOrWithTheRuleOff) {
  const auto on_cavalry =
      load_error(with_rules(kScenario, "squadrons = 3\n", "battalion_gun = 1\n"));
  EXPECT_EQ(on_cavalry.field, "units[2].battalion_gun");
  EXPECT_EQ(on_cavalry.line, 36);
  const auto off =
      load_error(with_rules(kScenario, "squadron_charges = true\n", "battalion_guns = \"off\"\n"));
  EXPECT_EQ(off.field, "units[1].battalion_gun");
  EXPECT_NE(off.en.find("S16.1"), std::string::npos);
  const auto three =
      load_error(with_rules(kScenario, "battalion_gun = 1\n", "battalion_gun = 3\n"));
  EXPECT_EQ(three.field, "units[1].battalion_gun");
}

TEST(SquadronChargeBattle, S16_2_SquadronsRefusedOffCavalryOrWithTheRuleOff) {
  const auto off = load_error(with_rules(kScenario, "squadron_charges = true\n", ""));
  EXPECT_EQ(off.field, "units[2].squadrons");
  EXPECT_NE(off.en.find("S16.2"), std::string::npos);
  const auto infantry = load_error(with_rules(kScenario, "battalion_gun = 1\n", "squadrons = 2\n"));
  EXPECT_EQ(infantry.field, "units[1].squadrons");
}

TEST(BattalionGunBattle, NewFieldsRoundTripThroughASave) {
  GameState s = battle();
  unit(s, kGunners).gun_crew = 3;
  unit(s, kDragoons).squadrons_in = 2;
  s.units[kLine].battalion_gun = 2;
  std::string error;
  const GameState back = from_json(to_json(s), error);
  EXPECT_TRUE(error.empty()) << error;
  EXPECT_EQ(back, s);
  EXPECT_EQ(unit(back, kGunners).gun_crew, 3);
  EXPECT_EQ(unit(back, kLine).battalion_gun, 2);
  EXPECT_EQ(unit(back, kDragoons).squadrons_in, 2);
  EXPECT_EQ(unit(back, kHussars).squadrons, 3);
  EXPECT_TRUE(back.options.squadron_charges);
  GameState changed = back;
  unit(changed, kGunners).gun_crew = 2;
  EXPECT_NE(changed, s);  // operator== sees the field
}

// The scenario written as JSON (what a program saves) reads back with the same gun and squadrons.
TEST(BattalionGunBattle, S16_1_ScenarioFieldsRoundTripThroughJson) {
  auto first = scenario::load_scenario_text(kScenario, "t.toml");
  ASSERT_TRUE(first.ok());
  const std::string json = scenario::scenario_json(first.value()).dump();
  auto again = scenario::load_scenario_text(json, "t.json", scenario::Format::json);
  ASSERT_TRUE(again.ok()) << again.error().message(false);
  EXPECT_EQ(again.value().units[kGunners].battalion_gun, 1);
  EXPECT_EQ(again.value().units[kHussars].squadrons, 3);
  EXPECT_EQ(again.value().units[kDragoons].squadrons, 0);  // not given: from its figures
  EXPECT_TRUE(again.value().rules.squadron_charges);
}

// --- The gun in play -----------------------------------------------------------------------------

// S16.1e-1: the screen's hits fall on the crew first; S16.1e-2 a volley's on the infantry.
TEST(BattalionGunBattle, S16_1e_OnlySkirmishersHitTheCrew) {
  GameState s = battle(open_ground());
  const auto no = fire_refusal(s, board_of(s), kScreen, kGunners);
  ASSERT_FALSE(no) << no->key << " " << no->clause;
  // 12 first-class figures: two pairs; two sixes, no double six (S11.14).
  const Log log = play(s, model::Phase::fire, 1, {make_order(OrderKind::fire, kScreen, kGunners)},
                       faces({6, 5, 6, 4}));
  const LogEntry* hit = find(log, "game.gun_crew_hit", "S16.1e-1");
  ASSERT_NE(hit, nullptr);
  EXPECT_EQ(hit->event.args[1].value, 2);
  EXPECT_EQ(unit(s, kGunners).gun_crew, 2);
  EXPECT_EQ(unit(s, kGunners).body.damage.in_halves(), 0);  // the infantry takes none
  EXPECT_EQ(unit(s, kGunners).body.figures, 24);
  EXPECT_EQ(unit(s, kGunners).battalion_gun, 1);
}

TEST(BattalionGunBattle, S16_1e_1_GunLostWithItsLastCrew) {
  GameState s = battle(open_ground());
  unit(s, kGunners).gun_crew = 1;
  const Log log = play(s, model::Phase::fire, 1, {make_order(OrderKind::fire, kScreen, kGunners)},
                       faces({6, 5, 6, 4}));
  EXPECT_NE(find(log, "game.gun_crew_lost", "G-54"), nullptr);
  EXPECT_EQ(unit(s, kGunners).battalion_gun, 0);
  EXPECT_EQ(unit(s, kGunners).gun_crew, 0);
  EXPECT_EQ(unit(s, kGunners).body.damage.in_halves(), 2);  // the second hit on the infantry
}

TEST(BattalionGunBattle, S16_1e_2_AVolleyHitsTheInfantry) {
  GameState s = battle(open_ground());
  unit(s, kLine).y = 18;  // within volley range of the gunners
  const auto no = fire_refusal(s, board_of(s), kLine, kGunners);
  ASSERT_FALSE(no) << no->key << " " << no->clause;
  const Log log =
      play(s, model::Phase::fire, 1, {make_order(OrderKind::fire, kLine, kGunners)}, faces({6, 6}));
  EXPECT_NE(find(log, "battalion_gun.infantry_hit", "S16.1e-2"), nullptr);
  EXPECT_EQ(unit(s, kGunners).gun_crew, 4);
  EXPECT_GT(unit(s, kGunners).body.damage.in_halves(), 0);
}

TEST(BattalionGunBattle, S16_1f_AbandonOnlyWhenAllowed) {
  GameState s = battle();
  const Order abandon = make_order(OrderKind::abandon_gun, kGunners);
  s.phase = model::Phase::movement;
  // Nothing lost yet: the gun stays (S16.1f), and the order changes nothing.
  EXPECT_EQ(order_refusal(s, 0, abandon), (rules::Refusal{"refusal.gun_kept", "S16.1f"}));
  const std::vector<Order> offered = legal_orders(s, kGunners);
  EXPECT_EQ(std::count(offered.begin(), offered.end(), abandon), 0);
  const std::vector<Unit> before = s.units;
  const Log refused = play(s, model::Phase::movement, 0, {abandon});
  EXPECT_NE(find(refused, "game.refused", "S16.1f"), nullptr);
  EXPECT_EQ(s.units, before);
  // A unit without a gun has none to abandon (S16.1-0).
  s.phase = model::Phase::movement;
  EXPECT_EQ(order_refusal(s, 0, make_order(OrderKind::abandon_gun, kHussars)),
            (rules::Refusal{"refusal.no_gun", "S16.1-0"}));
  // Four figures lost: the owner may abandon it; the crew count as killed.
  unit(s, kGunners).body.figures = 20;
  EXPECT_FALSE(order_refusal(s, 0, abandon));
  const std::vector<Order> now = legal_orders(s, kGunners);
  EXPECT_EQ(std::count(now.begin(), now.end(), abandon), 1);
  const Log log = play(s, model::Phase::movement, 0, {abandon});
  EXPECT_NE(find(log, "game.gun_left", "S16.1f"), nullptr);
  EXPECT_EQ(unit(s, kGunners).battalion_gun, 0);
  EXPECT_EQ(unit(s, kGunners).gun_crew, 0);
  EXPECT_EQ(unit(s, kGunners).body.figures, 20);
}

// Moves the gunners to (x, y) facing up the table; the log of that movement phase.
Log move_gunners(GameState& s, double x, double y) {
  Order go = make_order(OrderKind::move, kGunners);
  go.x = x;
  go.y = y;
  const Log log = play(s, model::Phase::movement, 0, {go});
  EXPECT_NE(find(log, "game.move", "PR-MOVE-1"), nullptr);
  return log;
}

TEST(BattalionGunBattle, S16_1d_WoodsStopTheGun) {
  GameState s = battle();
  // Through the copse: no gun goes into a wood (PR-MOVE-10).
  EXPECT_NE(find(move_gunners(s, 20, 16), "game.gun_abandoned", "S16.1d"), nullptr);
  EXPECT_EQ(unit(s, kGunners).battalion_gun, 0);
  GameState open = battle();
  EXPECT_EQ(find(move_gunners(open, 40, 10), "game.gun_abandoned", "S16.1d"), nullptr);
  EXPECT_EQ(unit(open, kGunners).battalion_gun, 1);
}

// S16.1h-2: a battalion that retreats leaves its gun; S16.1g-2 one that falls back.
TEST(BattalionGunBattle, S16_1h_2_RetreatLosesTheGun) {
  GameState s = battle();
  Log log;
  detail::Turn t{s, log};
  rules::Events e(true);
  rules::DisciplineOutcome retreat;
  retreat.result = rules::DtResult::retreat;
  detail::apply(t, kGunners,
                rules::apply_discipline_result(detail::status_view(unit(s, kGunners)), retreat, {},
                                               detail::moment(t), e));
  EXPECT_NE(find(log, "game.gun_abandoned", "S16.1h-2"), nullptr);
  EXPECT_EQ(unit(s, kGunners).battalion_gun, 0);
}

TEST(BattalionGunBattle, S16_1g_2_FallingBackLosesTheGun) {
  GameState s = battle();
  s.phase = model::Phase::movement;
  Log log;
  detail::Turn t{s, log};
  rules::Events e(true);
  detail::apply(t, kGunners,
                rules::fall_back(detail::status_view(unit(s, kGunners)),
                                 rules::FallBackKind::compulsory, detail::moment(t), e));
  EXPECT_NE(find(log, "game.gun_abandoned", "S16.1g-2"), nullptr);
  EXPECT_EQ(unit(s, kGunners).battalion_gun, 0);
}

// S16.1g-1: the gun fights in its battalion's melee; S16.1g-2: losing it, the battalion leaves it.
TEST(BattalionGunBattle, S16_1g_MeleeLostLosesTheGun) {
  GameState s = battle(open_ground());
  unit(s, kLine).y = 17;  // within the British line's charge reach
  const Log charged =
      play(s, model::Phase::charge, 1, {make_order(OrderKind::charge, kLine, kGunners)});
  ASSERT_NE(find(charged, "game.contact", "PR-CHARGE-7"), nullptr);
  EXPECT_TRUE(game::melee_of(s, board_of(s), kLine, kGunners).defender.battalion_gun);
  // 6+6 against 1+1: the gunners lose by far more than 6 and break (PR-MELEE-18).
  const Log melee = play(s, model::Phase::melee, 1, {}, faces({6, 6, 1, 1, 2}));
  EXPECT_NE(find(melee, "game.gun_abandoned", "S16.1g-2"), nullptr);
  EXPECT_EQ(unit(s, kGunners).battalion_gun, 0);
  EXPECT_EQ(unit(s, kGunners).gun_crew, 0);
}

TEST(BattalionGunBattle, S16_1f_TheAiAbandonsAWornBattalionsGunWithTheEnemyClose) {
  GameState s = battle();
  s.phase = model::Phase::movement;
  ai::LineCommander ai;
  const Order abandon = make_order(OrderKind::abandon_gun, kGunners);
  unit(s, kGunners).body.figures = 20;  // four lost, but no enemy within 6"
  std::vector<Order> orders = ai.orders(s, 0);
  EXPECT_EQ(std::count(orders.begin(), orders.end(), abandon), 0);
  unit(s, kLine).y = 15;  // the British line comes within 6"
  orders = ai.orders(s, 0);
  EXPECT_EQ(std::count(orders.begin(), orders.end(), abandon), 1);
}

// --- Squadron charges ----------------------------------------------------------------------------

Order charge(int unit, int target, int squadrons) {
  Order o = make_order(OrderKind::charge, unit, target);
  o.squadrons = squadrons;
  return o;
}

// S16.2-1 .. S16.2-3: the dragoons write their count without seeing the hussars'; both are
// revealed together; no number written commits the whole regiment.
TEST(SquadronChargeBattle, S16_2_2_CountsWrittenSecretlyThenRevealed) {
  GameState s = battle();
  Scripted british;
  int seen = -1;
  british.squadrons = [&](const GameState& st, int u, int enemy) {
    EXPECT_EQ(u, kDragoons);
    EXPECT_EQ(enemy, kHussars);
    seen = unit(st, kHussars).squadrons_in;  // the charger's count is not in the state yet
    return 0;
  };
  const Log log =
      play(s, model::Phase::charge, 0, {charge(kHussars, kDragoons, 2)}, faces({}), &british);
  EXPECT_EQ(seen, 0);
  const LogEntry* shown = find(log, "game.squadrons", "S16.2-2");
  ASSERT_NE(shown, nullptr);
  EXPECT_EQ(shown->event.args[1].value, 2);
  EXPECT_EQ(shown->event.args[3].value, 4);
  EXPECT_NE(find(log, "game.whole_regiment", "S16.2-3"), nullptr);
  EXPECT_EQ(find(log, "game.squadron_test", "S16.2-4"), nullptr);  // 2 against 4: not 3:1
  ai::LineCommander ai;  // the AI writes the whole regiment
  EXPECT_EQ(ai.squadrons_for(s, kDragoons, kHussars), 4);
}

TEST(SquadronChargeBattle, S16_2_1_MoreSquadronsThanTheRegimentIsRefused) {
  GameState s = battle();
  s.phase = model::Phase::charge;
  const Order too_many = charge(kHussars, kDragoons, 4);
  EXPECT_EQ(order_refusal(s, 0, too_many),
            (rules::Refusal{"refusal.too_many_squadrons", "S16.2-1"}));
  EXPECT_EQ(order_refusal(s, 0, charge(kGunners, kDragoons, 1)),
            (rules::Refusal{"refusal.no_squadrons", "S16.2-1"}));
  EXPECT_EQ(order_refusal(s, 0, charge(kHussars, kLine, 1)),  // only against cavalry
            (rules::Refusal{"refusal.no_squadrons", "S16.2-1"}));
  const std::vector<Unit> before = s.units;
  const Log log = play(s, model::Phase::charge, 0, {too_many});
  EXPECT_NE(find(log, "game.refused", "S16.2-1"), nullptr);
  EXPECT_EQ(s.units, before);
}

// S16.2-4: one squadron against four tests at -2 to charge; a 2+3 = 5 - 2 = 3 sends it back.
TEST(SquadronChargeBattle, S16_2_4_OutnumberedChargerTestsAtMinusTwo) {
  GameState s = battle();
  Scripted british;
  const Log log =
      play(s, model::Phase::charge, 0, {charge(kHussars, kDragoons, 1)}, faces({2, 3}), &british);
  EXPECT_NE(find(log, "game.squadron_test", "S16.2-4"), nullptr);
  const LogEntry* mod = find(log, "dt.mod.squadron", "S16.2-4");
  ASSERT_NE(mod, nullptr);
  EXPECT_NE(find(log, "game.charge_halted", "S16.2-4"), nullptr);
  EXPECT_EQ(unit(s, kHussars).engaged_with, -1);
  EXPECT_EQ(unit(s, kHussars).body.status, model::UnitStatus::retreating);
}

// S16.2-4 for the countercharge, then S16.2-5: three squadrons break one and stay formed.
TEST(SquadronChargeBattle, S16_2_5_ThreeToOneWinnerStaysFormed) {
  GameState s = battle();
  Scripted british;
  british.squadrons = [](const GameState&, int, int) { return 1; };
  // The dragoons' countercharge test: 6+6, a double six, ordered.
  const Log charged =
      play(s, model::Phase::charge, 0, {charge(kHussars, kDragoons, 3)}, faces({6, 6}), &british);
  EXPECT_NE(find(charged, "game.squadron_test", "S16.2-4"), nullptr);
  ASSERT_NE(find(charged, "game.contact", "PR-CHARGE-7"), nullptr);
  EXPECT_EQ(unit(s, kHussars).squadrons_in, 3);
  EXPECT_EQ(unit(s, kDragoons).squadrons_in, 1);
  // The melee: 6+6 against 1+1, a rout (PR-MELEE-18).
  const Log melee = play(s, model::Phase::melee, 0, {}, faces({6, 6, 1, 1, 2}), &british);
  EXPECT_NE(find(melee, "melee.reformed", "S16.2-5"), nullptr);
  EXPECT_NE(find(melee, "status.melee_formed", "S16.2-5"), nullptr);
  EXPECT_EQ(unit(s, kHussars).body.status, model::UnitStatus::ordered);
  EXPECT_EQ(unit(s, kHussars).squadrons_in, 0);  // cleared at the end of the turn
}

// Without the rule the melee is not counted: winning cavalry is Unformed (STATUS-UNF-4).
TEST(SquadronChargeBattle, S16_2_WithoutTheRuleNoCountsAndWinnersUnformed) {
  std::string text = with_rules(kScenario, "squadron_charges = true\n", "");
  text = with_rules(text, "squadrons = 3\n", "");
  GameState s = battle(text);
  EXPECT_FALSE(squadron_charge(s, kHussars, kDragoons));
  const Log charged = play(s, model::Phase::charge, 0, {charge(kHussars, kDragoons, 0)});
  EXPECT_EQ(find(charged, "game.squadrons", "S16.2-2"), nullptr);
  play(s, model::Phase::melee, 0, {}, faces({6, 6, 1, 1, 2}));
  EXPECT_EQ(unit(s, kHussars).body.status, model::UnitStatus::unformed);
}

// The line commander plays the whole battle on both sides: guns, squadrons and all, the
// invariants hold and a save of the end reloads equal.
TEST(SquadronChargeBattle, TheAiPlaysTheScenarioToItsEnd) {
  const engine::BattleReport r = engine::play_battle(battle(), 7);
  EXPECT_TRUE(r.state.over);
  EXPECT_TRUE(broken_invariants(r.state).empty());
  std::string error;
  EXPECT_EQ(from_json(to_json(r.state), error), r.state);
}

}  // namespace
}  // namespace grognard::game
