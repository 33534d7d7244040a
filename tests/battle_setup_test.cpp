// A battle set up from a scenario file (issue 6): the built-in battle is the embedded
// scenarios/default.toml; any scenario with two armies plays; what cannot be played is refused
// with the file, line and field; the table is redrawn from a battle's state.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "ai/line_commander.h"
#include "engine/battle.h"
#include "game/battle.h"
#include "game/invariants.h"
#include "game/peninsular.h"
#include "game/save.h"
#include "game/setup.h"
#include "scenario/load.h"
#include "scripted_player.h"
#include "text/battle_report.h"

namespace grognard::game {
namespace {

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(BattleSetup, DefaultScenarioIsTheEmbeddedFile) {
  const std::filesystem::path root = std::filesystem::path(__FILE__).parent_path().parent_path();
  EXPECT_EQ(peninsular_scenario_text(), file_text((root / "scenarios/default.toml").string()));
  const scenario::Scenario sc = peninsular_scenario();
  EXPECT_EQ(sc.units.size(), 10U);
  EXPECT_EQ(sc.armies.size(), 2U);
}

// The seeds' own examples: three French 36-figure line battalions with 6-figure voltigeur
// companies (EX-11.3A), a British screen of 14 first-class skirmishers (EX-11.3B).
TEST(BattleSetup, DefaultBattleFromTheSeedsExamples) {
  const GameState s = peninsular_battle();
  ASSERT_EQ(s.units.size(), 10U);
  EXPECT_EQ(s.sides[0].name, "French");
  EXPECT_EQ(s.sides[1].name_ru, "Британцы");
  EXPECT_EQ(s.brigades.size(), 2U);
  EXPECT_EQ(s.brigades[0].general, "Godinot");
  EXPECT_EQ(s.brigades[1].rating, rules::GeneralRating::good);
  EXPECT_EQ(s.brigades[0].morale.units, 5);
  EXPECT_EQ(s.brigades[1].morale.units, 5);
  const Unit& first = s.units[0];
  EXPECT_EQ(first.name, "1/31e Ligne");
  EXPECT_EQ(first.body.figures, 36);
  EXPECT_EQ(first.light_company, 6);
  EXPECT_EQ(first.bases, 6);
  EXPECT_DOUBLE_EQ(first.x, 16);
  EXPECT_DOUBLE_EQ(first.y, 6);
  EXPECT_DOUBLE_EQ(first.facing, 0);
  EXPECT_FALSE(first.light_battalion);
  EXPECT_TRUE(s.units[3].light_battalion);  // the légère battalion may deploy (S11.5)
  const Unit& screen = s.units[8];
  EXPECT_EQ(screen.type, model::UnitType::skirmish_screen);
  EXPECT_EQ(screen.body.figures, 14);
  EXPECT_EQ(screen.skirmisher_class, model::SkirmisherClass::first);
  EXPECT_EQ(screen.side, 1);
  EXPECT_DOUBLE_EQ(screen.facing, 180);
  EXPECT_EQ(s.units[9].type, model::UnitType::artillery);
  EXPECT_EQ(s.units[9].bases, 3);
  EXPECT_EQ(s.turn_limit, 12);
  EXPECT_EQ(s.ground->features.size(), 4U);
  EXPECT_EQ(s.weather_roll_turn, 1);  // S16.7-2: the season is given, the weather is rolled
}

scenario::Scenario loaded(const std::string& text) {
  auto r = scenario::load_scenario_text(text, "t.toml");
  EXPECT_TRUE(r.ok()) << r.error().message(false);
  return r.value();
}

const char* kHeader = R"([table]
width = 72
depth = 48
[[armies]]
id = "fr"
nation = "french"
[[armies]]
id = "br"
nation = "british"
[[brigades]]
id = "b1"
army = "fr"
[[brigades]]
id = "b2"
army = "br"
)";

const char* kTwoUnits = R"(
[[units]]
id = "a"
brigade = "b1"
figures = 24
at = [20, 6]
[[units]]
id = "b"
brigade = "b2"
figures = 24
at = [20, 40]
facing = 180
)";

TEST(BattleSetup, AnyScenarioWithTwoArmiesPlaysToItsEnd) {
  const auto battle = battle_from(loaded(std::string(kHeader) + kTwoUnits));
  ASSERT_TRUE(battle.ok()) << battle.error().message(false);
  GameState s = battle.value();
  EXPECT_EQ(s.turn_limit, 12);        // no limit given: twelve turns
  EXPECT_EQ(s.weather_roll_turn, 0);  // no season: the weather stays as given
  seed_dice(s, 3);
  ai::LineCommander a;
  ai::LineCommander b;
  Players p;
  p.side = {&a, &b};
  Log log;
  play_battle(s, p, log);
  EXPECT_TRUE(s.over);
  EXPECT_TRUE(broken_invariants(s).empty());
}

TEST(BattleSetup, UnplayableScenariosAreRefusedWithTheLineAndField) {
  const std::string one_army = R"([table]
width = 72
depth = 48
[[armies]]
id = "fr"
[[brigades]]
id = "b1"
army = "fr"
[[units]]
id = "a"
brigade = "b1"
figures = 24
at = [20, 6]
)";
  const auto r1 = battle_from(loaded(one_army));
  ASSERT_FALSE(r1.ok());
  EXPECT_EQ(r1.error().field, "armies");
  EXPECT_EQ(r1.error().en, "a battle needs exactly two armies, the file has 1");

  const auto r2 = battle_from(loaded(std::string(kHeader) + R"(
[[units]]
id = "a"
brigade = "b1"
figures = 24
at = [20, 6]
)"));
  ASSERT_FALSE(r2.ok());
  EXPECT_EQ(r2.error().field, "armies[2]");
  EXPECT_EQ(r2.error().en, "army \"br\" has no unit on the table");

  const auto r3 = battle_from(loaded(std::string(kHeader) + kTwoUnits + R"(
[[units]]
id = "gone"
brigade = "b2"
figures = 24
status = "dispersed"
)"));
  ASSERT_FALSE(r3.ok());
  EXPECT_EQ(r3.error().field, "units[3].status");
  EXPECT_EQ(r3.error().file, "t.toml");
  EXPECT_GT(r3.error().line, 20);
}

TEST(BattleSetup, LightCompanyIsReadStrictly) {
  auto bad = scenario::load_scenario_text(std::string(kHeader) + R"(
[[units]]
id = "a"
brigade = "b1"
figures = 24
light_company = 24
at = [20, 6]
)",
                                          "t.toml");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().field, "units[1].light_company");
  auto guns = scenario::load_scenario_text(std::string(kHeader) + R"(
[[units]]
id = "a"
brigade = "b1"
arm = "artillery"
light_company = 6
at = [20, 6]
)",
                                           "t.toml");
  ASSERT_FALSE(guns.ok());
  EXPECT_EQ(guns.error().field, "units[1].light_company");
}

TEST(BattleSetup, RuleOptionsOfTheScenarioSurviveSaveAndLoad) {
  auto sc = loaded(std::string(kHeader) + "[rules]\nscreen_gap = 3\nsmoke = true\n" + kTwoUnits);
  const auto battle = battle_from(sc);
  ASSERT_TRUE(battle.ok());
  EXPECT_EQ(battle.value().options.screen_gap, 3);
  std::string error;
  const GameState back = from_json(to_json(battle.value()), error);
  ASSERT_TRUE(error.empty()) << error;
  EXPECT_EQ(back, battle.value());
  EXPECT_EQ(back.options.screen_gap, 3);
  EXPECT_TRUE(back.options.smoke);
}

// The report: the table after every turn, drawn from the battle's state, and the log beside it.
TEST(BattleReport, OnePictureAfterEveryTurn) {
  const scenario::Scenario sc = peninsular_scenario();
  const engine::BattleRecord r = engine::record_battle(peninsular_battle(), 7);
  const engine::BattleReport plain = engine::play_battle(peninsular_battle(), 7);
  EXPECT_EQ(r.report.log, plain.log);  // recording does not change the battle
  ASSERT_EQ(static_cast<int>(r.turns.size()), r.report.state.turn + 1);
  const scenario::Scenario now = scenario_now(r.turns.back(), sc);
  EXPECT_EQ(now.units.size(), r.report.state.units.size());  // screens formed are drawn too
  const std::string html = text::battle_report_html(sc, r.turns, r.report.log, text::Lang::en);
  std::size_t svgs = 0;
  for (std::size_t at = html.find("<svg"); at != std::string::npos;
       at = html.find("<svg", at + 1)) {
    ++svgs;
  }
  EXPECT_EQ(svgs, r.turns.size());
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0U);
  EXPECT_NE(html.find("[PR-TURN-1] turn 1 begins"), std::string::npos);
  EXPECT_EQ(html.find("<?xml"), std::string::npos);
}

}  // namespace
}  // namespace grognard::game

namespace grognard::game {
namespace {

// PR-VICTORY-2: at the turn limit the [[victory]] points decide before losses; ground held by
// both sides is nobody's.
GameState last_turn(const std::string& french_at) {
  const std::string text = std::string(R"([scenario]
turn = 12
turn_limit = 12
[table]
width = 72
depth = 48
[[terrain]]
id = "village"
kind = "built_up"
rect = [30, 20, 40, 30]
[[armies]]
id = "fr"
nation = "french"
[[armies]]
id = "br"
nation = "british"
[[brigades]]
id = "b1"
army = "fr"
[[brigades]]
id = "b2"
army = "br"
[[units]]
id = "a"
brigade = "b1"
figures = 24
bases = 2
at = )") + french_at + R"(
[[units]]
id = "b"
brigade = "b2"
figures = 24
bases = 2
at = [35, 26]
facing = 180
[[victory]]
army = "fr"
kind = "hold"
terrain = "village"
[[victory]]
army = "br"
kind = "hold"
terrain = "village"
)";
  auto battle = battle_from(loaded(text));
  EXPECT_TRUE(battle.ok()) << battle.error().message(false);
  GameState s = battle.value();
  seed_dice(s, 1);
  Scripted a;
  Scripted b;
  Players p;
  p.side = {&a, &b};
  Log log;
  play_battle(s, p, log);
  return s;
}

TEST(BattleSetup, PR_VICTORY_2_HoldingTheVillageWinsAtTheTurnLimit) {
  const GameState held = last_turn("[60, 6]");  // the French far away: the British hold it
  ASSERT_TRUE(held.over);
  ASSERT_TRUE(held.winner.has_value());
  EXPECT_EQ(*held.winner, 1);
  EXPECT_EQ(held.goals.size(), 2U);
  const GameState contested = last_turn("[35, 22]");  // both in it: nobody's, losses equal
  ASSERT_TRUE(contested.over);
  EXPECT_FALSE(contested.winner.has_value());
}

}  // namespace
}  // namespace grognard::game

namespace grognard::game {
namespace {

// PR-GEN-1: after a turn each general rides 4" behind the middle of his brigade, or with the
// unit he is attached to; the redrawn table shows him there.
TEST(BattleSetup, PR_GEN_1_GeneralsRideWithTheirBrigades) {
  GameState s = peninsular_battle();
  seed_dice(s, 3);
  unit(s, 6).general_attached = true;  // General Hill with the 2/88th
  Scripted hold;
  Players p;
  p.side = {&hold, &hold};
  Log log;
  play_turn(s, p, log);
  double x = 0;
  double y = 0;
  int n = 0;
  for (const Unit& u : s.units) {
    if (u.brigade != 0 || !u.on_table()) continue;
    x += u.x;
    y += u.y;
    ++n;
  }
  ASSERT_EQ(n, 5);
  EXPECT_NEAR(s.brigades[0].general_x, x / n, 1e-9);  // the French all face up the table
  EXPECT_NEAR(s.brigades[0].general_y, y / n - 4.0, 1e-9);
  EXPECT_NEAR(s.brigades[1].general_x, unit(s, 6).x, 1e-9);
  EXPECT_NEAR(s.brigades[1].general_y, unit(s, 6).y, 1e-9);
  const scenario::Scenario now = scenario_now(s, peninsular_scenario());
  for (const scenario::General& g : now.generals) {
    if (g.brigade == "hill") {
      ASSERT_TRUE(g.base);
      EXPECT_NEAR(g.base->front.x(), unit(s, 6).x, 1e-9);
      EXPECT_NEAR(g.base->front.y(), unit(s, 6).y, 1e-9);
    }
  }
}

}  // namespace
}  // namespace grognard::game
