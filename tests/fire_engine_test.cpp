// The volley, artillery_fire, weather and redoubt_hit actions through the engine API: the JSON
// contract of issue 3 (docs/cli.md) and bad input naming its field.
#include <gtest/gtest.h>

#include <cmath>

#include "engine/api.h"

namespace grognard::engine {
namespace {

json parse(const std::string& text) {
  return json::parse(text);
}

ojson odds_of(const std::string& situation) {
  auto r = odds(parse(situation));
  EXPECT_TRUE(r.ok()) << situation << "\n" << (r.ok() ? "" : r.error().field + ": " + r.error().en);
  return r.ok() ? r.value().json : ojson();
}

Error error_of(const std::string& situation) {
  auto r = odds(parse(situation));
  EXPECT_FALSE(r.ok()) << situation;
  if (r.ok()) return Error{};
  EXPECT_FALSE(r.error().ru.empty());
  return r.error();
}

double sum_of(const ojson& dist) {
  double t = 0;
  for (auto it = dist.begin(); it != dist.end(); ++it) t += it.value().get<double>();
  return t;
}

const std::string kVolley = R"({"action": "volley",
 "firer":  {"quality": "veteran", "nation": "british", "size": "standard", "formation": "line",
            "damage": 0, "moved": false, "unformed": false, "lost_fire_discipline": false, "in_building": false},
 "target": {"type": "infantry", "formation": "column", "cover": "open", "garrison": false},
 "range": 2.5, "weather": "fair", "rules": {"smoke": false}})";

const std::string kArtillery = R"({"action": "artillery_fire",
 "firer":  {"calibre": "6-9", "quality": "line", "size": "standard", "nation": "french", "damage": 0,
            "moved": false, "horse": false, "unformed": false, "low_ammo": false,
            "assault_fire": false, "first_fatigue_ignored": false},
 "target": {"type": "infantry", "formation": "line", "cover": "open", "garrison": false},
 "range": 30, "rules": {}})";

std::string with(const std::string& base, const std::string& from, const std::string& to) {
  std::string s = base;
  const auto at = s.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) s.replace(at, from.size(), to);
  return s;
}

TEST(FireEngine, VolleyContractOfTheIssue) {
  const ojson j = odds_of(kVolley);
  EXPECT_EQ(j["action"], "volley");
  EXPECT_EQ(j["firer"]["row"], "superior");
  EXPECT_EQ(j["firer"]["damage_dice"], 1);  // F-MOD-7: Fresh, column within 3"
  EXPECT_NEAR(sum_of(j["damage"]), 1.0, 1e-12);
  for (const char* k : {"discipline_test", "lost_fire_discipline", "fate", "smoke"}) {
    EXPECT_TRUE(j["p"].contains(k)) << k;
  }
  EXPECT_NEAR(j["p"]["discipline_test"].get<double>(), 15.0 / 36, 1e-15);  // 8 or more
  EXPECT_NEAR(j["p"]["lost_fire_discipline"].get<double>(), 3.0 / 36, 1e-15);
  EXPECT_NEAR(j["p"]["fate"].get<double>(), 1.0 / 36, 1e-15);
  EXPECT_EQ(j["p"]["smoke"].get<double>(), 0.0);
  EXPECT_TRUE(j["expected_damage"].is_number());
  EXPECT_FALSE(j.contains("screen_damage"));
}

TEST(FireEngine, ArtilleryContractOfTheIssue) {
  const ojson j = odds_of(kArtillery);
  EXPECT_EQ(j["action"], "artillery_fire");
  EXPECT_EQ(j["firer"]["band"], "long");
  EXPECT_NEAR(sum_of(j["damage"]), 1.0, 1e-12);
  EXPECT_NEAR(j["damage"]["0.5"].get<double>(), 15.0 / 36, 1e-15);  // long 5-7: ½
  for (const char* k : {"discipline_test", "fate", "smoke", "low_ammo", "no_ammo"}) {
    EXPECT_TRUE(j["p"].contains(k)) << k;
  }
  EXPECT_NEAR(j["fatigue"]["0"].get<double>(), 33.0 / 36, 1e-15);
  EXPECT_NEAR(j["fatigue"]["1"].get<double>(), 3.0 / 36, 1e-15);
  EXPECT_EQ(j["fatigue"]["2"].get<double>(), 0.0);
  EXPECT_NEAR(j["p"]["low_ammo"].get<double>(), 1.0 / 36, 1e-15);
}

TEST(FireEngine, ArtilleryAssaultFatigueAndOptionalFields) {
  const ojson j = odds_of(R"({"action": "artillery_fire",
      "firer": {"calibre": "12", "size": "large", "assault_fire": true, "low_ammo": true},
      "target": {"type": "infantry", "formation": "column", "general": true,
                 "behind": [{"type": "infantry", "distance": 5}, {"type": "skirmishers", "distance": 1}]},
      "range": 20})");
  // Large battery, first FD: 1 instead of 2 under assault fire (ART-LARGE-1).
  EXPECT_GT(j["fatigue"]["1"].get<double>(), 0.0);
  EXPECT_EQ(j["fatigue"]["2"].get<double>(), 0.0);
  EXPECT_TRUE(j["p"].contains("fatigue_ignored"));
  EXPECT_NEAR(j["p"]["no_ammo"].get<double>(), 1.0 / 36, 1e-15);
  EXPECT_NEAR(j["p"]["general_killed"].get<double>(), 1.0 / 216, 1e-15);
  EXPECT_NEAR(j["p"]["bounce_1"].get<double>(), 0.5, 1e-15);
  EXPECT_EQ(j["p"]["bounce_2"].get<double>(), 0.0);
}

TEST(FireEngine, RollWithPlayersDiceEX_ART_ASSAULT) {
  DiceChoice how;
  how.faces = std::vector<dice::Face>{3, 5, 2, 6};
  auto r = roll(parse(R"({"action": "artillery_fire",
      "firer": {"calibre": "6-9", "nation": "french", "assault_fire": true},
      "target": {"type": "infantry"}, "range": 40})"),
                how);
  ASSERT_TRUE(r.ok()) << r.error().en;
  const ojson& j = r.value().json;
  EXPECT_EQ(j["damage"], 2);
  EXPECT_EQ(j["score"], 8);
  EXPECT_EQ(j["fatigue"], 0);
  EXPECT_EQ(j["dice"], ojson::parse("[3, 5, 2, 6]"));
  EXPECT_FALSE(j["flags"]["discipline_test"].get<bool>());
}

TEST(FireEngine, RollWithPlayersDiceEX_F_VOLLEY) {
  DiceChoice how;
  how.faces = std::vector<dice::Face>{5, 3};
  auto r = roll(parse(R"({"action": "volley", "firer": {"quality": "line", "nation": "french",
      "moved": true}, "target": {"type": "infantry"}, "range": 4})"),
                how);
  ASSERT_TRUE(r.ok()) << r.error().en;
  EXPECT_EQ(r.value().json["damage"], 2);
  EXPECT_EQ(r.value().json["firer"]["row"], "poor");
}

TEST(FireEngine, ScreenedTargetReportsTheScreensDamage) {
  const ojson j = odds_of(R"({"action": "volley", "firer": {"quality": "line"},
      "target": {"type": "infantry", "screen": {"gap": 4}}, "range": 6})");
  EXPECT_EQ(j["struck"], "screen");
  EXPECT_NEAR(j["damage"]["0"].get<double>(), 1.0, 1e-12);
  EXPECT_NEAR(sum_of(j["screen_damage"]), 1.0, 1e-12);
}

TEST(FireEngine, WeatherOdds) {
  const ojson j = odds_of(R"({"action": "weather", "season": "unfavourable"})");
  EXPECT_NEAR(j["p"]["snow"].get<double>(), 1.0 / 36, 1e-15);
  EXPECT_NEAR(j["p"]["downpour"].get<double>(), 9.0 / 36, 1e-15);
  EXPECT_NEAR(j["p"]["reroll"].get<double>(), 21.0 / 36, 1e-15);
  DiceChoice how;
  how.faces = std::vector<dice::Face>{6, 6};
  auto r = roll(parse(R"({"action": "weather", "season": "favourable", "turn": 3})"), how);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.value().json["weather"], "rain");
  EXPECT_EQ(r.value().json["next_roll_turn"], 9);
  EXPECT_EQ(r.value().json["visibility"]["cm"], 40);
}

TEST(FireEngine, RedoubtHitOdds) {
  const ojson j = odds_of(R"({"action": "redoubt_hit", "defence": 12})");
  EXPECT_NEAR(j["defence"]["12"].get<double>(), 2.0 / 6, 1e-15);
  EXPECT_NEAR(j["defence"]["11"].get<double>(), 3.0 / 6, 1e-15);
  EXPECT_NEAR(j["defence"]["10"].get<double>(), 1.0 / 6, 1e-15);
  EXPECT_EQ(j["redoubt"]["class"], "strong");
  const ojson h = odds_of(R"({"action": "redoubt_hit", "defence": 7, "initial": 12})");
  EXPECT_NEAR(h["p"]["halved"].get<double>(), 4.0 / 6, 1e-15);
  const ojson d = odds_of(R"({"action": "redoubt_hit", "defence": 2, "initial": 6})");
  EXPECT_NEAR(d["p"]["destroyed"].get<double>(), 1.0 / 6, 1e-15);
}

TEST(FireEngine, F_RANGE_2_VolleyBeyond9InchesIsAnError) {
  const Error e = error_of(with(kVolley, R"("range": 2.5)", R"("range": 9.5)"));
  EXPECT_EQ(e.field, "range");
  EXPECT_NE(e.en.find("F-RANGE-2"), std::string::npos) << e.en;
  EXPECT_TRUE(odds(parse(with(kVolley, R"("range": 2.5)", R"("range": 9)"))).ok());
}

TEST(FireEngine, F_RANGE_1_VolleyFromASquareBeyond3InchesIsAnError) {
  const std::string square = R"({"action": "volley",
      "firer": {"quality": "line", "formation": "square"}, "target": {"type": "infantry"},
      "range": 2.5})";
  EXPECT_TRUE(odds(parse(square)).ok());  // 2.5"
  const Error e = error_of(with(square, R"("range": 2.5)", R"("range": 3.5)"));
  EXPECT_EQ(e.field, "range");
  EXPECT_NE(e.en.find("F-RANGE-1"), std::string::npos) << e.en;
  EXPECT_NE(e.en.find("3 in"), std::string::npos) << e.en;
}

TEST(FireEngine, F_RANGE_ART_2_BatteryBeyondLongRangeIsAnError) {
  const Error e = error_of(with(kArtillery, R"("range": 30)", R"("range": 56)"));
  EXPECT_EQ(e.field, "range");
  EXPECT_NE(e.en.find("55 in"), std::string::npos) << e.en;
  EXPECT_NE(e.en.find("F-RANGE-ART-2"), std::string::npos) << e.en;
  // In cm, the printed 85 cm.
  const Error c = error_of(
      with(kArtillery, R"("range": 30, "rules": {})", R"("range": 86, "rules": {"scale": "cm"})"));
  EXPECT_NE(c.en.find("85 cm"), std::string::npos) << c.en;
}

TEST(FireEngine, S16_7_4_BeyondVisibilityInRainIsAnError) {
  const Error e =
      error_of(with(kArtillery, R"("range": 30,)", R"("range": 30, "weather": "rain",)"));
  EXPECT_EQ(e.field, "range");
  EXPECT_NE(e.en.find("S16.7-4"), std::string::npos) << e.en;
  EXPECT_TRUE(
      odds(parse(with(kArtillery, R"("range": 30,)", R"("range": 24, "weather": "rain",)"))).ok());
}

TEST(FireEngine, ART_OVERHEAD_ConditionsAreChecked) {
  const std::string over = R"({"action": "artillery_fire",
      "firer": {"calibre": "6-9", "level": 1, "over": [{"level": 0, "from_battery": 12, "from_target": 12}]},
      "target": {"type": "infantry"}, "range": 30})";
  EXPECT_TRUE(odds(parse(over)).ok());
  EXPECT_EQ(error_of(with(over, R"("level": 0, "from)", R"("level": 1, "from)")).field,
            "firer.over[0].level");
  EXPECT_EQ(error_of(with(over, R"("from_battery": 12)", R"("from_battery": 5)")).field,
            "firer.over[0].from_battery");
  EXPECT_EQ(error_of(with(over, R"("range": 30)", R"("range": 10)")).field,
            "firer.over[0].from_battery");  // canister (ART-OVERHEAD-3)
}

TEST(FireEngine, S11_26a_VolleyThroughAFriendlyScreenIsAnError) {
  const Error e = error_of(with(kVolley, R"("in_building": false)",
                                R"("in_building": false, "through_friendly_screen": true)"));
  EXPECT_EQ(e.field, "firer.through_friendly_screen");
  EXPECT_NE(e.en.find("S11.26a"), std::string::npos);
}

TEST(FireEngine, BadInputNamesTheField) {
  EXPECT_EQ(error_of(with(kVolley, R"("quality": "veteran")", R"("quality": "heroic")")).field,
            "firer.quality");
  EXPECT_EQ(error_of(with(kVolley, R"("formation": "column")", R"("formation": "limbered")")).field,
            "target.formation");
  EXPECT_EQ(error_of(with(kVolley, R"("type": "infantry", "formation": "column")",
                          R"("type": "cavalry", "formation": "square")"))
                .field,
            "target.formation");
  EXPECT_EQ(error_of(with(kVolley, R"("damage": 0)", R"("damage": 1.25)")).field, "firer.damage");
  EXPECT_EQ(error_of(with(kVolley, R"("damage": 0)", R"("damage": 12)")).field, "firer.damage");
  EXPECT_EQ(error_of(with(kVolley, R"("formation": "line")", R"("formation": "skirmish")")).field,
            "firer.formation");
  EXPECT_EQ(error_of(with(kVolley, R"("garrison": false)", R"("garison": false)")).field,
            "target.garison");
  EXPECT_EQ(error_of(with(kVolley, R"("range": 2.5)", R"("range": -1)")).field, "range");
  EXPECT_EQ(
      error_of(with(kVolley, R"("garrison": false)", R"("garrison": false, "behind": [])")).field,
      "target.behind");
  EXPECT_EQ(error_of(with(kArtillery, R"("calibre": "6-9")", R"("calibre": "24")")).field,
            "firer.calibre");
  EXPECT_EQ(error_of(with(kArtillery, R"("first_fatigue_ignored": false)",
                          R"("first_fatigue_ignored": true)"))
                .field,
            "firer.first_fatigue_ignored");
  EXPECT_EQ(error_of(with(kArtillery, R"("damage": 0)", R"("damage": 8)")).field,
            "firer.damage");  // a standard battery disperses at 8 (G-05)
  EXPECT_EQ(
      error_of(with(kArtillery, R"("rules": {})", R"("rules": {"damage_die_hits_on": 3})")).field,
      "rules.damage_die_hits_on");
  EXPECT_EQ(
      error_of(with(kArtillery, R"("rules": {})", R"("rules": {"horse_artillery_penalty": 3})"))
          .field,
      "rules.horse_artillery_penalty");
  EXPECT_EQ(error_of(with(kArtillery, R"("garrison": false})",
                          R"("garrison": false, "redoubt": {"defence": 13, "initial": 12}})"))
                .field,
            "target.redoubt.defence");
  EXPECT_EQ(error_of(with(kArtillery, R"("cover": "open")",
                          R"("cover": "cover", "redoubt": {"defence": 12})"))
                .field,
            "target.cover");
  EXPECT_EQ(error_of(with(kArtillery, R"("type": "infantry")", R"("type": "skirmishers")")).field,
            "target.formation");
  EXPECT_EQ(error_of(with(kArtillery, R"("garrison": false})",
                          R"("garrison": false, "behind": [{"type": "infantry"}]})"))
                .field,
            "target.behind[0].distance");
  EXPECT_EQ(error_of(R"({"action": "weather", "season": "spring"})").field, "season");
  EXPECT_EQ(error_of(R"({"action": "redoubt_hit", "defence": 19})").field, "defence");
  EXPECT_EQ(error_of(R"({"action": "redoubt_hit", "defence": 4})").field, "initial");
  EXPECT_EQ(error_of(R"({"action": "redoubt_hit", "defence": 0, "initial": 6})").field, "defence");
  EXPECT_EQ(
      error_of(R"({"action": "redoubt_hit", "defence": 12, "rules": {"redoubts": false}})").field,
      "rules.redoubts");
  EXPECT_EQ(error_of(R"({"action": "volley", "firer": {"quality": "line", "battalion_gun": true},
                        "target": {"type": "infantry"}, "range": 4,
                        "rules": {"battalion_guns": "off"}})")
                .field,
            "firer.battalion_gun");
}

}  // namespace
}  // namespace grognard::engine
