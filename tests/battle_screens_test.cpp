// Skirmish screens, overhead fire and redoubts acting in a battle (issue 11): the battle takes
// its fire facts from the one derivation the referee commands use (scenario::fire_line) and
// carries out what the screen rules return: a screen takes fire meant for the line behind it
// (S11.19-3), roundshot passes through it (S11.19-4), canister's first casualty falls on it
// (S11.19-5), a screen within the gap leaves the line a target with the first hit on the screen
// (S11.20), a battery on a hill fires over friends (ART-OVERHEAD); the options `screen_gap` and
// `redoubts` change a battle where their rule applies. Dice are given by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <memory>
#include <set>
#include <string>

#include <fmt/format.h>

#include "game/battle.h"
#include "game/board.h"
#include "game/fire.h"
#include "game/melee.h"
#include "game/peninsular.h"
#include "game/save.h"
#include "game/setup.h"
#include "game/turn.h"
#include "line_battle.h"
#include "scenario/load.h"
#include "scripted_player.h"
#include "small_battle.h"

namespace grognard::game {
namespace {

// A 72" x 48" table, the French (brigade fb) firing up the table at the British (bb).
std::string scenario(const std::string& rules, const std::string& rest) {
  return testing::small_battle(rules, rest);
}

std::string unit(const std::string& id, const std::string& brigade, const std::string& fields,
                 double x, double y, double facing) {
  return fmt::format("\n[[units]]\nid = \"{}\"\nbrigade = \"{}\"\n{}\nat = [{}, {}]\nfacing = {}\n",
                     id, brigade, fields, x, y, facing);
}

constexpr int kFirer = 0;   // the French line battalion or battery
constexpr int kScreen = 1;  // the British skirmish screen
constexpr int kLine = 2;    // the British line battalion behind it, front edge at y = 18

const char* const kBattalion = "figures = 24";
const char* const kBattery = "arm = \"artillery\"\nformation = \"unlimbered\"";
const char* const kSkirmishers = "formation = \"skirmish\"\nfigures = 12";

// A French `firer` at (20, firer_y) facing up the table; a British screen at (20, screen_y) and
// a British line at (20, 18), both facing down it.
std::string screen_case(const std::string& firer, double firer_y, double screen_y,
                        const std::string& rules = "") {
  return scenario(rules, unit("firer", "fb", firer, 20, firer_y, 0) +
                             unit("screen", "bb", kSkirmishers, 20, screen_y, 180) +
                             unit("line", "bb", kBattalion, 20, 18, 180));
}

GameState battle(const std::string& text) {
  return testing::small_battle_state(text, 7);
}

// The French fire phase with one order: `firer` fires at `target`.
Log fire(GameState& s, int firer, int target, std::deque<int> dice) {
  Scripted french;
  Scripted british;
  french.give = [&](const GameState& st, int) {
    return st.phase == model::Phase::fire
               ? std::vector<Order>{make_order(OrderKind::fire, firer, target)}
               : std::vector<Order>{};
  };
  Players p;
  p.side = {&french, &british};
  p.hand = faces(std::move(dice));
  s.phase = model::Phase::fire;
  Log log;
  play_phase(s, p, log);
  return log;
}

const LogEntry* find(const Log& log, std::string_view key) {
  for (const LogEntry& e : log) {
    if (e.event.key == key) return &e;
  }
  return nullptr;
}

double points(const GameState& s, int id) {
  return unit(s, id).body.damage.as_points();
}

bool logged(const Log& log, std::string_view key, std::string_view clause) {
  return std::any_of(log.begin(), log.end(), [&](const LogEntry& e) {
    return e.event.key == key && e.event.clause == clause;
  });
}

TEST(BattleScreens, S11_19_1_TheBattleFindsTheScreenInFrontOfTheLine) {
  const GameState s = battle(screen_case(kBattalion, 10, 14));
  const scenario::FireLine line = fire_line(s, board_of(s), kFirer, kLine);
  ASSERT_TRUE(line.screen);
  EXPECT_EQ(*line.screen, static_cast<std::size_t>(kScreen));
  EXPECT_NEAR(line.screen_gap, 3.0, 1e-9);  // the screen's rear edge at 15, the line at 18
  EXPECT_NEAR(line.range, 8.0, 1e-9);
  EXPECT_TRUE(line.allowed);  // an enemy screen does not block the fire (S11.19-3 decides)
  EXPECT_FALSE(cannot_fire(s, board_of(s), kFirer, kLine));
}

TEST(BattleScreens, S11_19_3_TheScreenTakesTheVolleyMeantForTheLineBehindIt) {
  GameState s = battle(screen_case(kBattalion, 10, 14));
  const Log log = fire(s, kFirer, kLine, {6, 5, 6, 6, 6});
  const LogEntry* e = find(log, "game.screen_struck");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->event.clause, "S11.19-3");
  EXPECT_EQ(e->event.args[0].value, kScreen);
  EXPECT_EQ(e->event.args[1].value, kLine);
  EXPECT_NE(find(log, "screen.strikes_screen"), nullptr);
  EXPECT_TRUE(logged(log, "fire.modifier", "F-MOD-9"));  // read against skirmishers: -2
  EXPECT_EQ(points(s, kScreen), 2.0);
  EXPECT_EQ(points(s, kLine), 0.0);
}

TEST(BattleScreens, S11_19_4_RoundshotPassesThroughTheScreenToTheLine) {
  GameState s = battle(screen_case(kBattery, 3, 14));  // 15": effective range, roundshot
  const scenario::FireLine line = fire_line(s, board_of(s), kFirer, kLine);
  ASSERT_TRUE(line.screen);
  EXPECT_EQ(line.band, model::RangeBand::effective);
  const Log log = fire(s, kFirer, kLine, {6, 5, 6, 6, 6, 6});
  const LogEntry* e = find(log, "game.screen_passed");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->event.clause, "S11.19-4");
  EXPECT_EQ(points(s, kScreen), 0.0);
  EXPECT_EQ(points(s, kLine), 2.0);
}

TEST(BattleScreens, S11_19_5_CanistersFirstCasualtyFallsOnTheScreen) {
  GameState s = battle(screen_case(kBattery, 8, 13));  // 10": close range, canister
  const scenario::FireLine line = fire_line(s, board_of(s), kFirer, kLine);
  ASSERT_TRUE(line.screen);
  EXPECT_EQ(line.band, model::RangeBand::close);
  const Log log = fire(s, kFirer, kLine, {6, 5, 6, 6, 6, 6});
  const LogEntry* e = find(log, "game.screen_first");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->event.clause, "S11.19-5");
  EXPECT_EQ(points(s, kScreen), 1.0);  // the first whole point (G-40)
  EXPECT_EQ(points(s, kLine), 2.0);
}

TEST(BattleScreens, S11_20_2_AScreenWithin2InchesLeavesTheLineATargetFirstHitOnTheScreen) {
  GameState s = battle(screen_case(kBattalion, 10, 15.5));  // the gap: 1.5"
  const scenario::FireLine line = fire_line(s, board_of(s), kFirer, kLine);
  ASSERT_TRUE(line.screen);
  EXPECT_NEAR(line.screen_gap, 1.5, 1e-9);
  const Log log = fire(s, kFirer, kLine, {6, 5, 6, 6, 6});
  const LogEntry* e = find(log, "game.screen_first");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->event.clause, "S11.20-2");
  EXPECT_EQ(points(s, kScreen), 1.0);
  EXPECT_EQ(points(s, kLine), 2.0);
}

// The option `screen_gap` (S11.20-1): a screen 2.5" ahead of the line screens it at 2" and does
// not at 3"; the same volley and dice strike the screen alone, or the line with the first point
// on the screen.
TEST(BattleScreens, S11_20_1_OptionScreenGapDecidesWhetherTheLineIsScreened) {
  GameState two = battle(screen_case(kBattalion, 10, 14.5, "screen_gap = 2"));
  GameState three = battle(screen_case(kBattalion, 10, 14.5, "screen_gap = 3"));
  EXPECT_NEAR(fire_line(two, board_of(two), kFirer, kLine).screen_gap, 2.5, 1e-9);
  const Log at_two = fire(two, kFirer, kLine, {6, 5, 6, 6, 6});
  const Log at_three = fire(three, kFirer, kLine, {6, 5, 6, 6, 6});
  ASSERT_NE(find(at_two, "game.screen_struck"), nullptr);
  EXPECT_EQ(find(at_two, "game.screen_first"), nullptr);
  ASSERT_NE(find(at_three, "game.screen_first"), nullptr);
  EXPECT_EQ(find(at_three, "game.screen_first")->event.clause, "S11.20-2");
  EXPECT_EQ(points(two, kScreen), 2.0);
  EXPECT_EQ(points(two, kLine), 0.0);
  EXPECT_EQ(points(three, kScreen), 1.0);
  EXPECT_EQ(points(three, kLine), 2.0);
}

// A battery on a hill (level 1) at y = 5 fires at a British line at y = 30 over a French
// battalion standing lower, 10" from its front and 14" from the target.
std::string overhead_case(double friend_y) {
  return scenario(
      "", "\n[[terrain]]\nid = \"hill\"\nkind = \"hill\"\nheight = 1\nrect = [10, 0, 30, 7]\n" +
              unit("guns", "fb", kBattery, 20, 5, 0) +
              unit("friends", "fb", kBattalion, 20, friend_y, 0) +
              unit("line", "bb", kBattalion, 20, 30, 180));
}

TEST(BattleScreens, ART_OVERHEAD_1_ABatteryOnAHillFiresOverFriendsBelow) {
  GameState s = battle(overhead_case(16));
  const scenario::FireLine line = fire_line(s, board_of(s), 0, 2);
  ASSERT_EQ(line.over.size(), 1U);
  EXPECT_EQ(line.over[0].unit, 1U);
  EXPECT_EQ(line.over[0].finding.problem, rules::OverheadProblem::none);
  const Log log = fire(s, 0, 2, {6, 5, 6, 6, 6, 6});
  const LogEntry* e = find(log, "game.fires_over");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->event.clause, "ART-OVERHEAD-1");
  EXPECT_EQ(e->event.args[1].value, 1);
  EXPECT_EQ(points(s, 2), 1.0);
  EXPECT_EQ(points(s, 1), 0.0);
}

TEST(BattleScreens, ART_OVERHEAD_2_NotOverFriendsWithin9InchesOfTheBattery) {
  GameState s = battle(overhead_case(14));  // its rear edge 8" from the battery's front
  const auto no = cannot_fire(s, board_of(s), 0, 2);
  ASSERT_TRUE(no);
  EXPECT_EQ(no->clause, "ART-OVERHEAD-2");
  EXPECT_EQ(no->key, "refusal.overhead");
  const Log log = fire(s, 0, 2, {6, 5});
  EXPECT_EQ(find(log, "game.fires"), nullptr);
}

// The option `redoubts` (S16.5): the British line holds works of factor 12; a battery's
// roundshot rolls for damage to the works (S16.5-4) with the option, and meets plain cover
// without it.
std::string redoubt_case(const std::string& rules) {
  return scenario(rules,
                  "\n[[terrain]]\nid = \"works\"\nkind = \"redoubt\"\ndefence = 12\n"
                  "rect = [10, 17, 30, 21]\n" +
                      unit("guns", "fb", kBattery, 20, 3, 0) +
                      unit("line", "bb", kBattalion, 20, 18, 180));
}

TEST(BattleScreens, S16_5_4_OptionRedoubtsRollsForTheWorks) {
  GameState on = battle(redoubt_case("redoubts = true"));
  GameState off = battle(redoubt_case("redoubts = false"));
  const Log with = fire(on, 0, 1, {6, 5, 6, 6, 6, 6, 6});
  const Log without = fire(off, 0, 1, {6, 5, 6, 6, 6, 6, 6});
  const LogEntry* hit = find(with, "redoubt.hit");
  ASSERT_NE(hit, nullptr);
  EXPECT_EQ(find(without, "redoubt.hit"), nullptr);
  ASSERT_EQ(on.works.size(), 1U);
  EXPECT_EQ(on.works[0].first, 0);
  EXPECT_EQ(hit->event.clause, "S16.5-4c");
  EXPECT_EQ(hit->event.args[0].value, 6);
  EXPECT_EQ(on.works[0].second, 10);  // the works' die: 6, factor -2 (S16.5-4c)
  EXPECT_TRUE(off.works.empty());
  EXPECT_TRUE(logged(with, "fire.modifier", "S16.5-2"));       // the works' own cover
  EXPECT_TRUE(logged(without, "fire.modifier", "F-MOD-A11"));  // plain cover
  // The works' damage is part of the state: a saved battle keeps it.
  std::string error;
  const GameState loaded = from_json(to_json(on), error);
  ASSERT_TRUE(error.empty()) << error;
  EXPECT_EQ(loaded.works, on.works);
  EXPECT_EQ(loaded, on);
}

// S11.26b: the battalion may not fire through the screen 3" ahead of the line to hit the line:
// its volley is read against the screen, skirmishers in the open.
TEST(BattleScreens, S11_26b_NoVolleyThroughAnEnemyScreenToTheLineBehind) {
  const GameState s = battle(screen_case(kBattalion, 10, 14));
  const rules::Volley v = volley_of(s, board_of(s), kFirer, kLine);
  ASSERT_TRUE(v.target.screen);
  EXPECT_NEAR(v.target.screen->gap, 3.0, 1e-9);
  EXPECT_EQ(rules::volley_screen(v).effect, rules::ScreenEffect::strikes_screen);
  EXPECT_EQ(rules::volley_struck(v).type, model::TargetType::skirmishers);
}

// S11.19-2: skirmishers cannot screen cavalry; the volley strikes the dragoons behind the screen.
TEST(BattleScreens, S11_19_2_AScreenDoesNotScreenCavalry) {
  GameState s = battle(
      scenario("", unit("firer", "fb", kBattalion, 20, 10, 0) +
                       unit("screen", "bb", kSkirmishers, 20, 14, 180) +
                       unit("dragoons", "bb", "arm = \"cavalry\"\nfigures = 12", 20, 18, 180)));
  const scenario::FireLine line = fire_line(s, board_of(s), kFirer, kLine);
  EXPECT_FALSE(line.screen);
  EXPECT_EQ(line.screen_clause, "S11.19-2");
  const Log log = fire(s, kFirer, kLine, {6, 5, 6, 6, 6});
  EXPECT_EQ(find(log, "game.screen_struck"), nullptr);
  EXPECT_EQ(points(s, kScreen), 0.0);
  EXPECT_EQ(points(s, kLine), 3.0);
}

// S11.18: French skirmishers facing the British screen and the line behind it must fire at the
// screen; the line is refused with the clause.
TEST(BattleScreens, S11_18_SkirmishersFireAtTheEnemyScreenFirst) {
  const GameState s = battle(screen_case(kSkirmishers, 10, 14));
  const Board b = board_of(s);
  const auto at_line = cannot_fire(s, b, kFirer, kLine);
  ASSERT_TRUE(at_line);
  EXPECT_EQ(at_line->clause, "S11.18");
  EXPECT_EQ(at_line->key, "refusal.priority");
  EXPECT_FALSE(cannot_fire(s, b, kFirer, kScreen));
  EXPECT_EQ(fire_targets(s, b, kFirer), std::vector<int>{kScreen});
}

// S11.26a: a French battalion may not fire through its own screen.
TEST(BattleScreens, S11_26a_NoVolleyThroughAFriendlyScreen) {
  const GameState s = battle(scenario("", unit("firer", "fb", kBattalion, 20, 10, 0) +
                                              unit("screen", "fb", kSkirmishers, 20, 13, 0) +
                                              unit("line", "bb", kBattalion, 20, 18, 180)));
  const auto no = cannot_fire(s, board_of(s), kFirer, kLine);
  ASSERT_TRUE(no);
  EXPECT_EQ(no->clause, "S11.26a");
  EXPECT_EQ(no->key, "refusal.friendly_screen");
}

// ART-BOUNCE-1: roundshot at the British line bounces on to the battalion 3" behind it, as the
// fire line lists it.
TEST(BattleScreens, ART_BOUNCE_1_RoundshotBouncesOnToTheUnitBehind) {
  GameState s = battle(scenario("", unit("guns", "fb", kBattery, 20, 3, 0) +
                                        unit("line", "bb", kBattalion, 20, 18, 180) +
                                        unit("second", "bb", kBattalion, 20, 22, 180)));
  const scenario::FireLine line = fire_line(s, board_of(s), 0, 1);
  ASSERT_EQ(line.behind.size(), 1U);
  EXPECT_EQ(line.behind[0].unit, 2U);
  const Log log = fire(s, 0, 1, {6, 5, 6, 6, 6, 6, 6});
  ASSERT_NE(find(log, "artillery.bounce"), nullptr);
  EXPECT_EQ(points(s, 1), 2.0);
  EXPECT_EQ(points(s, 2), 1.0);
}

// TABLE-COVER: a unit with 30% of it in a wood and 30% in other cover stands in cover (the
// referee's reading: woods and cover together), for the battle's volley as for `situation`.
TEST(BattleScreens, TABLE_COVER_WoodAndCoverTogether) {
  GameState s = battle(scenario(
      "",
      // The line's four bases span x 17..23: the wood holds 1.8" of it, the hedges the next 1.8".
      "\n[[terrain]]\nid = \"copse\"\nkind = \"wood\"\nrect = [0, 17, 18.8, 30]\n"
      "\n[[terrain]]\nid = \"hedges\"\nkind = \"cover\"\nrect = [18.8, 17, 20.6, 30]\n" +
          unit("firer", "fb", kBattalion, 20, 10, 0) +
          unit("line", "bb", kBattalion, 20, 18, 180)));
  const Board b = board_of(s);
  const scenario::TargetGround g = scenario::ground_of(b.table, *BattleFire(s, b).piece_of_unit(1));
  EXPECT_EQ(g.kind, model::Cover::cover);
  EXPECT_NEAR(g.cover, 0.6, 1e-9);
  EXPECT_NEAR(b.table.fraction_in(*BattleFire(s, b).piece_of_unit(1), table::TerrainKind::wood),
              0.3, 1e-9);
  EXPECT_EQ(volley_of(s, b, 0, 1).target.cover, model::Cover::cover);
  const Log log = fire(s, 0, 1, {6, 5, 6, 6, 6});
  EXPECT_TRUE(logged(log, "fire.modifier", "F-MOD-10"));
}

// The option `redoubts` in melee (S16.5-3): the British line in works of factor 12 defends with
// the strong works' +2; without the option the works are plain cover (+1, PR-MELEE-11).
TEST(BattleScreens, S16_5_3_OptionRedoubtsGivesTheDefendersTheWorksBonus) {
  const GameState on = battle(redoubt_case("redoubts = true"));
  const GameState off = battle(redoubt_case("redoubts = false"));
  const rules::Melee with = melee_of(on, board_of(on), 0, 1);
  const rules::Melee without = melee_of(off, board_of(off), 0, 1);
  EXPECT_EQ(with.defender.redoubt, 12);
  EXPECT_EQ(with.defender.redoubt_initial, 12);
  EXPECT_EQ(without.defender.redoubt, 0);
  EXPECT_EQ(without.defender.cover, rules::MeleeCover::cover);
  const auto bonus = [](const rules::Melee& m, std::string_view clause) {
    const rules::MeleeModifiers mods =
        rules::melee_modifiers(m.defender, m.attacker, true, m.options);
    for (int i = 0; i < mods.count; ++i) {
      if (mods.list[static_cast<std::size_t>(i)].clause == clause) {
        return mods.list[static_cast<std::size_t>(i)].value;
      }
    }
    return 0;
  };
  EXPECT_EQ(bonus(with, "S16.5-3"), 2);
  EXPECT_EQ(bonus(without, "S16.5-3"), 0);
  EXPECT_EQ(bonus(without, "PR-MELEE-11"), 1);
}

// In the default battle between the AI commanders, seeds 1 to 20: the screens and batteries act
// as the rules say (a screen takes a volley meant for the line behind it, seed 6; a screen
// within 2" takes the first point, seed 10; roundshot passes through a screen, seed 17; a
// battery fires over friends, seed 19).
TEST(BattleScreens, S11_19_DefaultBattlesShowScreensAndOverheadFire) {
  std::set<std::string> seen;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    for (const LogEntry& e : grognard::testing::line_battle_log(peninsular_battle(), seed)) {
      seen.insert(std::string(e.event.key) + " " + std::string(e.event.clause));
    }
  }
  EXPECT_TRUE(seen.contains("game.screen_struck S11.19-3"));
  EXPECT_TRUE(seen.contains("game.screen_first S11.20-2"));
  EXPECT_TRUE(seen.contains("game.screen_passed S11.19-4"));
  EXPECT_TRUE(seen.contains("game.fires_over ART-OVERHEAD-1"));
}

// --- Where skirmishers fall back in a battle (S11.22-4) --------------------------------------

// A French screen on the table's near edge; the British battalion `enemy` marches from 8" to 2"
// of it in the British movement phase. Straight back is off the table, so the battle asks the
// one derivation (scenario/fallback.h) where it goes.
Log screen_pressed_to_the_edge(GameState& s) {
  Scripted french;
  Scripted british;
  british.give = [](const GameState& st, int) {
    if (st.phase != model::Phase::movement) return std::vector<Order>{};
    Order o = make_order(OrderKind::move, 1);
    o.x = 50;
    o.y = 3;
    o.facing = 180;
    return std::vector<Order>{o};
  };
  Players p;
  p.side = {&french, &british};
  s.phase = model::Phase::movement;
  Log log;
  play_phase(s, p, log);
  return log;
}

const char* const kEdgeScreen = "formation = \"skirmish\"\nfigures = 6\nbases = 2\nbase = [1, 1]";

TEST(BattleScreens, S11_22_4_ASkirmisherFallsBackBehindAFriendInABattle) {
  GameState s = battle(scenario("", unit("screen", "fb", kEdgeScreen, 50, 1, 0) +
                                        unit("enemy", "bb", kBattalion, 50, 8, 180) +
                                        unit("friend", "fb", kBattalion, 62, 20, 0)));
  const Log log = screen_pressed_to_the_edge(s);
  const LogEntry* e = find(log, "game.skirmish_behind_friend");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->event.clause, "S11.22-4");
  EXPECT_EQ(e->event.args[0].value, 0);  // the screen
  EXPECT_EQ(e->event.args[1].value, 1);  // pressed by the British battalion
  EXPECT_EQ(e->event.args[2].value, 2);  // behind the French one
  EXPECT_EQ(find(log, "game.skirmish_cannot_withdraw"), nullptr);
  const Unit& screen = unit(s, 0);
  EXPECT_TRUE(screen.on_table());
  EXPECT_LT(screen.y, 20.0);  // behind the friend's front edge
  EXPECT_NEAR(screen.x, 62.0, 1e-6);
  EXPECT_TRUE(fall_back_due(s, board_of(s), 0).empty());
}

TEST(BattleScreens, S11_22_4_ASkirmisherFallsBackIntoCoverInABattle) {
  GameState s = battle(scenario("", unit("screen", "fb", kEdgeScreen, 50, 1, 0) +
                                        unit("enemy", "bb", kBattalion, 50, 8, 180)) +
                       "\n[[terrain]]\nid = \"copse\"\nkind = \"wood\"\nrect = [62, 0.5, 70, 6]\n");
  const Log log = screen_pressed_to_the_edge(s);
  const LogEntry* e = find(log, "game.skirmish_into_cover");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->event.clause, "S11.22-4");
  EXPECT_EQ(e->event.args[0].value, 0);
  EXPECT_TRUE(unit(s, 0).on_table());
  EXPECT_GT(unit(s, 0).x, 62.0);  // in the copse
  EXPECT_LT(unit(s, 0).x, 70.0);
}

// Nowhere to go (no friend, no cover, straight back off the table): caught (S11.24c-1).
TEST(BattleScreens, S11_22_4_ASkirmisherWithNowhereToGoIsCaught) {
  GameState s = battle(scenario("", unit("screen", "fb", kEdgeScreen, 50, 1, 0) +
                                        unit("enemy", "bb", kBattalion, 50, 8, 180)));
  const Log log = screen_pressed_to_the_edge(s);
  ASSERT_NE(find(log, "game.skirmish_cannot_withdraw"), nullptr);
  EXPECT_FALSE(unit(s, 0).on_table());
}

// S11.22-5: the friend the screen would go behind is in melee, so the screen retreats instead: a
// full retreat move straight away from the enemy (G-44: no status), here off the table's edge,
// and it is dispersed (STATUS-DISP-8).
TEST(BattleScreens, S11_22_5_BehindAFriendInMeleeTheSkirmishersRetreatInstead) {
  GameState s = battle(scenario("", unit("screen", "fb", kEdgeScreen, 50, 1, 0) +
                                        unit("enemy", "bb", kBattalion, 50, 8, 180) +
                                        unit("friend", "fb", kBattalion, 62, 20, 0) +
                                        unit("foe", "bb", kBattalion, 62, 24, 180)));
  unit(s, 2).engaged_with = 3;  // charged this turn: they fight in the melee phase
  unit(s, 3).engaged_with = 2;
  const Log log = screen_pressed_to_the_edge(s);
  const LogEntry* e = find(log, "game.skirmish_retreat");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->event.clause, "S11.22-5");
  EXPECT_EQ(e->event.args[0].value, 0);
  EXPECT_EQ(e->event.args[1].value, 2);
  EXPECT_EQ(find(log, "game.skirmish_behind_friend"), nullptr);
  EXPECT_TRUE(logged(log, "game.retreat_move", "STATUS-RETREAT-1"));
  EXPECT_FALSE(unit(s, 0).on_table());
}

}  // namespace
}  // namespace grognard::game
