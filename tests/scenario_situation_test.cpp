// Situations from positions: the JSON situation the fire and discipline rules take, derived
// from two units on the table, and accepted as it is by the engine (grognard odds).
#include <gtest/gtest.h>

#include <filesystem>

#include "engine/api.h"
#include "positions_helpers.h"
#include "scenario/situation.h"

namespace grognard::scenario {
namespace {

using testing::header;
using testing::load;
using testing::unit;

const std::filesystem::path kHere = std::filesystem::path(__FILE__).parent_path();

Derived derived(const testing::Loaded& l, std::size_t firer, std::size_t target) {
  const auto d = derive_fire(*l.field, firer, target);
  EXPECT_TRUE(d.ok()) << (d.ok() ? "" : d.error().message(false));
  return d.ok() ? d.value() : Derived{};
}

// The engine takes the situation: grognard odds would print it.
void accepted(const nlohmann::ordered_json& situation) {
  const auto j = nlohmann::json::parse(situation.dump());
  const auto r = engine::odds(j);
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().field + ": " + r.error().en) << "\n"
                      << situation.dump(2);
}

bool has_fact(const Derived& d, std::string_view key, std::string_view clause) {
  for (const Fact& f : d.facts) {
    if (f.key == key && f.clause == clause) return true;
  }
  return false;
}

TEST(ScenarioSituation, AVolleyFromTwoBattalions) {
  const testing::Loaded l =
      load(header("inch") +
           unit("fr-bn", "fr1", "figures = 30\nquality = \"veteran\"\nmoved = true\ndamage = 4.5",
                "[[50, 50, 0]]") +
           unit("br-bn", "br1", "figures = 30\nformation = \"column\"", "[[50, 57.5, 180]]"));
  const Derived d = derived(l, 0, 1);
  EXPECT_TRUE(d.allowed);
  EXPECT_EQ(
      d.situation.dump(),
      R"({"action":"volley","firer":{"quality":"veteran","nation":"french","size":"standard",)"
      R"("formation":"line","damage":4.5,"moved":true,"unformed":false,)"
      R"("lost_fire_discipline":false,"in_building":false},"target":{"type":"infantry",)"
      R"("formation":"column","cover":"open"},"range":7.5,"weather":"fair","rules":{"scale":"inch"}})");
  EXPECT_TRUE(has_fact(d, "range", "TABLE-RANGE"));
  EXPECT_TRUE(has_fact(d, "band.close", "F-RANGE-2"));
  EXPECT_TRUE(has_fact(d, "arc.formed", "TABLE-ARC"));
  EXPECT_TRUE(has_fact(d, "sight.clear", "TABLE-SIGHT"));
  EXPECT_TRUE(has_fact(d, "cover", "TABLE-COVER"));
  accepted(d.situation);
}

TEST(ScenarioSituation, ALightBattalionsSkirmishLineFiresAtAGarrison) {
  const testing::Loaded l = load(
      header("cm") + "\n[[terrain]]\nkind = \"built_up\"\nrect = [40, 60, 60, 70]\n" +
      unit("kgl", "br1",
           "nation = \"kgl\"\ntroops = \"light\"\nquality = \"veteran\"\nformation = \"skirmish\"\n"
           "role = \"light_battalion\"\nfigures = 24\n[units.command]\nfigures = 12\n"
           "base = [1.5, 1]\nbases = [[48, 40, 0], [52, 40, 0]]",
           "[[44, 50, 0], [50, 50, 0], [56, 50, 0]]") +
      unit("fr-bn", "fr1", "figures = 30", "[[50, 62, 180]]"));
  const Derived d = derived(l, 0, 1);
  EXPECT_EQ(d.situation["action"], "skirmish_fire");
  EXPECT_EQ(d.situation["firer"]["figures"], 12);  // the line only (S11.6.4)
  EXPECT_EQ(d.situation["firer"]["nation"], "kgl");
  EXPECT_EQ(d.situation["target"]["cover"], "building");
  EXPECT_EQ(d.situation["range"], 12);  // cm, as the table is measured
  EXPECT_EQ(d.situation["rules"]["scale"], "cm");
  EXPECT_TRUE(has_fact(d, "light_line_fires", "S11.6.4"));
  EXPECT_TRUE(has_fact(d, "priority_any", "S11.18"));
  EXPECT_TRUE(has_fact(d, "garrison", "F-MOD-12"));
  accepted(d.situation);
  const auto odds = engine::odds(nlohmann::json::parse(d.situation.dump()));
  ASSERT_TRUE(odds.ok());
  EXPECT_EQ(odds.value().json["firer"]["figures"], 12);
}

TEST(ScenarioSituation, ABatteryOnAHillFiresOverFriendsWithUnitsBehindTheTarget) {
  const testing::Loaded l = load(
      header("inch") + "\n[[terrain]]\nkind = \"hill\"\nheight = 1\nrect = [40, 0, 60, 12]\n" +
      unit("guns", "fr1", "arm = \"artillery\"\ncalibre = \"12\"\nquality = \"elite\"",
           "[[50, 10, 0]]") +
      unit("fr-bn", "fr1", "figures = 30", "[[50, 21, 0]]") +
      unit("br-bn", "br1", "figures = 30", "[[50, 40, 180]]") +
      unit("br-2", "br1", "figures = 30", "[[50, 45, 180]]") +
      unit("br-screen", "br1", "formation = \"skirmish\"\nrole = \"brigade_screen\"\nfigures = 6",
           "[[50, 47, 180]]"));
  const Derived d = derived(l, 0, 2);
  EXPECT_TRUE(d.allowed);
  EXPECT_EQ(d.situation["action"], "artillery_fire");
  EXPECT_EQ(d.situation["firer"]["calibre"], "12");
  EXPECT_EQ(d.situation["firer"]["level"], 1);
  EXPECT_EQ(d.situation["firer"]["over"].dump(),
            R"([{"level":0,"from_battery":10.0,"from_target":19.0}])");
  EXPECT_EQ(d.situation["target"]["behind"].dump(),
            R"([{"type":"infantry","distance":4.0},{"type":"skirmishers","distance":6.0}])");
  EXPECT_EQ(d.situation["range"], 30);
  EXPECT_TRUE(has_fact(d, "over.allowed", "ART-OVERHEAD-1"));
  EXPECT_TRUE(has_fact(d, "behind", "ART-BOUNCE-3"));
  EXPECT_TRUE(has_fact(d, "band.effective", "F-RANGE-ART-3"));
  EXPECT_TRUE(has_fact(d, "level", "G-49"));
  accepted(d.situation);
}

TEST(ScenarioSituation, AScreenedTargetCarriesItsScreen) {
  const testing::Loaded l = load(
      header("inch") + unit("fr-bn", "fr1", "figures = 30", "[[50, 52, 0]]") +
      unit("br-bn", "br1", "figures = 30", "[[50, 60, 180]]") +
      unit("br-screen", "br1", "formation = \"skirmish\"\nrole = \"brigade_screen\"\nfigures = 6",
           "[[50, 56, 180]]"));
  const Derived d = derived(l, 0, 1);
  EXPECT_EQ(d.situation["target"]["screen"].dump(), R"({"gap":3.0,"cover":"open"})");
  EXPECT_TRUE(has_fact(d, "screen", "TABLE-SCREEN"));
  EXPECT_TRUE(has_fact(d, "screen_effect.strikes_screen", "S11.19-3"));
  accepted(d.situation);
}

TEST(ScenarioSituation, TheDisciplineTestOfAFlankedUnit) {
  const testing::Loaded l = load(
      header("inch") +
      unit("fr-bn", "fr1", "figures = 30\nquality = \"conscript\"\ndamage = 4", "[[50, 50, 0]]") +
      unit("br-bn", "br1", "figures = 30", "[[50, 45, 180]]") +
      "\n[[generals]]\nid = \"ferey\"\nbrigade = \"fr1\"\nattached_to = \"fr-bn\"\n");
  const auto d = derive_discipline(*l.field, 0, false);
  ASSERT_TRUE(d.ok());
  EXPECT_EQ(d.value().situation.dump(),
            R"({"action":"discipline_test","unit":{"type":"infantry","quality":"conscript",)"
            R"("size":"standard","formation":"line","damage":4.0,"unformed":false,)"
            R"("general_attached":true,"status":"ordered"},"situation":{"flanked":true,)"
            R"("evading":false,"line_to_square_vs_cavalry":false},"rules":{"scale":"inch"}})");
  EXPECT_TRUE(has_fact(d.value(), "flank.yes", "DT-MOD-FLANKED-1"));
  accepted(d.value().situation);
}

TEST(ScenarioSituation, CavalryChargingIsFlankedOnlyByFoot) {
  const testing::Loaded l = load(
      header("inch") + unit("hussars", "fr1", "arm = \"cavalry\"\nfigures = 12", "[[50, 50, 0]]") +
      unit("br-bn", "br1", "figures = 30", "[[50, 45, 180]]"));
  const auto d = derive_discipline(*l.field, 0, true);
  ASSERT_TRUE(d.ok());
  EXPECT_EQ(d.value().situation["situation"]["flanked_by"], "foot");
  EXPECT_EQ(d.value().situation["situation"]["charge"], true);
  EXPECT_TRUE(has_fact(d.value(), "flank.exception", "DT-MOD-FLANKED-3"));
  accepted(d.value().situation);
}

TEST(ScenarioSituation, UnitsThatCannotFireAreRefused) {
  const testing::Loaded l = load(
      header("inch") + unit("hussars", "fr1", "arm = \"cavalry\"\nfigures = 12", "[[50, 50, 0]]") +
      unit("br-bn", "br1", "figures = 30", "[[50, 55, 180]]") +
      unit("fr-bn", "fr1", "figures = 30", "[[60, 50, 0]]"));
  const auto cav = derive_fire(*l.field, 0, 1);
  ASSERT_FALSE(cav.ok());
  EXPECT_EQ(cav.error().field, "FIRER");
  EXPECT_NE(cav.error().en.find("CAV-FIRE-1"), std::string::npos);
  const auto friend_fire = derive_fire(*l.field, 2, 0);
  ASSERT_FALSE(friend_fire.ok());
  EXPECT_EQ(friend_fire.error().field, "TARGET");
}

// Every fire the Peninsula example allows derives a situation the engine takes.
TEST(ScenarioSituation, EveryAllowedFireOfTheExampleIsAcceptedByTheEngine) {
  const auto r = load_scenario((kHere.parent_path() / "scenarios" / "peninsula.toml").string());
  ASSERT_TRUE(r.ok());
  const Field f(r.value());
  int fires = 0;
  for (std::size_t u = 0; u < r.value().units.size(); ++u) {
    for (const FireLine& line : fire_targets(f, u).lines) {
      if (!line.allowed) continue;
      const auto d = derive_fire(f, u, line.target);
      ASSERT_TRUE(d.ok());
      EXPECT_TRUE(d.value().allowed);
      accepted(d.value().situation);
      ++fires;
    }
    const auto dt = derive_discipline(f, u, false);
    ASSERT_TRUE(dt.ok());
    accepted(dt.value().situation);
  }
  EXPECT_GT(fires, 0);
}

}  // namespace
}  // namespace grognard::scenario
