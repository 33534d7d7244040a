// The engine API and its JSON contract (docs/cli.md).
#include <gtest/gtest.h>

#include <cmath>

#include "engine/api.h"
#include "model/rule_options.h"

namespace grognard::engine {
namespace {

json parse(const char* text) {
  return json::parse(text);
}

Error error_of(const char* situation) {
  auto r = odds(parse(situation));
  EXPECT_FALSE(r.ok()) << situation;
  return r.ok() ? Error{} : r.error();
}

constexpr const char* kExampleA =
    R"({"action": "skirmish_fire", "firer": {"figures": 18, "class": "first"},
        "target": {"cover": "open"}, "weather": "fair", "rules": {"smoke": false}})";

TEST(Engine, OddsOfExampleAScreenMatchTheContract) {
  auto r = odds(parse(kExampleA));
  ASSERT_TRUE(r.ok()) << r.error().en;
  const ojson& j = r.value().json;
  EXPECT_EQ(j["action"], "skirmish_fire");
  EXPECT_NEAR(j["damage"]["0"].get<double>(), std::pow(5.0 / 6, 6), 1e-15);  // 0.3349
  EXPECT_NEAR(j["expected_damage"].get<double>(), 1.0, 1e-12);
  EXPECT_NEAR(j["p"]["discipline_test"].get<double>(), 1 - std::pow(35.0 / 36, 3), 1e-15);
  EXPECT_EQ(j["p"]["smoke"].get<double>(), 0.0);
  double total = 0;
  for (auto it = j["damage"].begin(); it != j["damage"].end(); ++it)
    total += it.value().get<double>();
  EXPECT_NEAR(total, 1.0, 1e-12);
  // Keys in order, shortest decimals.
  std::vector<std::string> keys;
  for (auto it = j["damage"].begin(); it != j["damage"].end(); ++it) keys.push_back(it.key());
  EXPECT_EQ(keys, (std::vector<std::string>{"0", "1", "2", "3", "4", "5", "6"}));
}

TEST(Engine, HalfPointKeysInCover) {
  auto r = odds(parse(
      R"({"action": "skirmish_fire", "firer": {"figures": 6, "class": "first"},
          "target": {"cover": "cover"}})"));
  ASSERT_TRUE(r.ok());
  const ojson& d = r.value().json["damage"];
  EXPECT_NEAR(d["0"].get<double>(), 25.0 / 36, 1e-15);
  EXPECT_NEAR(d["0.5"].get<double>(), 10.0 / 36, 1e-15);
  EXPECT_NEAR(d["1"].get<double>(), 1.0 / 36, 1e-15);
}

TEST(Engine, DerivedClassFromNationQualityTroops) {
  auto r = odds(parse(
      R"({"action": "skirmish_fire",
          "firer": {"figures": 16, "nation": "russian", "quality": "elite", "troops": "light"}})"));
  ASSERT_TRUE(r.ok()) << r.error().en;
  EXPECT_EQ(r.value().json["firer"]["class"], "second");
  EXPECT_EQ(r.value().json["firer"]["pairs"], 2);
}

TEST(Engine, MixedScreenTakesMajority) {
  auto r = odds(parse(R"({"action": "skirmish_fire", "firer": {"companies": [
      {"figures": 8, "nation": "british", "quality": "veteran", "troops": "light"},
      {"figures": 6, "nation": "british", "quality": "veteran", "troops": "rifles"},
      {"figures": 6, "nation": "kgl", "quality": "veteran", "troops": "light"}]}})"));
  ASSERT_TRUE(r.ok()) << r.error().en;
  EXPECT_EQ(r.value().json["firer"]["figures"], 20);
  EXPECT_EQ(r.value().json["firer"]["class"], "first");
  EXPECT_EQ(r.value().json["firer"]["singles"], 1);
}

TEST(Engine, RollWithPlayersDice) {
  DiceChoice how;
  how.faces = std::vector<dice::Face>{6, 6, 1, 2, 3, 4};
  auto r = roll(parse(kExampleA), how);
  ASSERT_TRUE(r.ok()) << r.error().en;
  const ojson& j = r.value().json;
  EXPECT_EQ(j["dice"], (ojson{6, 6, 1, 2, 3, 4}));
  EXPECT_EQ(j["damage"], 2);
  EXPECT_EQ(j["flags"]["discipline_test"], true);
  EXPECT_EQ(j["flags"]["smoke"], false);
  ASSERT_EQ(r.value().dice.size(), 1u);
  EXPECT_EQ(r.value().dice[0].label, "3×2D6");
  ASSERT_GE(r.value().events.size(), 2u);
  EXPECT_EQ(r.value().events[1].key, "dice");  // the roll, between the rules that asked for it
  EXPECT_EQ(r.value().events[1].clause, "S11.14-3");
}

TEST(Engine, RollHalfPointDamageIsADecimal) {
  DiceChoice how;
  how.faces = std::vector<dice::Face>{6, 1, 2, 3, 4, 5};
  auto r = roll(parse(R"({"action": "skirmish_fire", "firer": {"figures": 18, "class": "first"},
                          "target": {"cover": "building"}})"),
                how);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.value().json["damage"].dump(), "0.5");
}

TEST(Engine, SameSeedSameRoll) {
  DiceChoice how;
  how.seed = 1809;
  auto a = roll(parse(kExampleA), how);
  auto b = roll(parse(kExampleA), how);
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(a.value().json.dump(), b.value().json.dump());
}

TEST(Engine, TooFewAndTooManyDiceNameTheFlagAndTheOrder) {
  DiceChoice how;
  how.faces = std::vector<dice::Face>{6, 6, 1};
  auto r = roll(parse(kExampleA), how);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().field, "--dice");
  EXPECT_NE(r.error().en.find("needs 6 dice"), std::string::npos) << r.error().en;
  EXPECT_NE(r.error().en.find("each 2D6 pair in turn"), std::string::npos);
  how.faces = std::vector<dice::Face>{6, 6, 1, 2, 3, 4, 5};
  r = roll(parse(kExampleA), how);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().en.find("too many dice"), std::string::npos);
  how.faces = std::vector<dice::Face>{6, 6, 1, 2, 3, 7};
  r = roll(parse(kExampleA), how);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().en.find("die 6 is 7"), std::string::npos);
}

TEST(Engine, BadInputNamesTheField) {
  EXPECT_EQ(error_of(R"({"firer": {}})").field, "action");
  EXPECT_EQ(error_of(R"({"action": "skirmish_fir"})").field, "action");
  EXPECT_EQ(error_of(R"({"action": "skirmish_fire"})").field, "firer");
  EXPECT_EQ(
      error_of(R"({"action": "skirmish_fire", "firer": {"figures": -3, "class": "first"}})").field,
      "firer.figures");
  EXPECT_EQ(error_of(R"({"action": "skirmish_fire", "firer": {"figures": 9999, "class": "first"}})")
                .field,
            "firer.figures");
  EXPECT_EQ(error_of(R"({"action": "skirmish_fire", "firer": {"figures": "18", "class": "first"}})")
                .field,
            "firer.figures");
  EXPECT_EQ(
      error_of(R"({"action": "skirmish_fire", "firer": {"figures": 18, "class": "third"}})").field,
      "firer.class");
  EXPECT_EQ(error_of(R"({"action": "skirmish_fire", "firer": {"figures": 18}})").field,
            "firer.class");
  EXPECT_EQ(error_of(R"({"action": "skirmish_fire", "firer": {"figures": 18, "class": "first",
                         "clas": "second"}})")
                .field,
            "firer.clas");
  EXPECT_EQ(error_of(R"({"action": "skirmish_fire", "firer": {"figures": 18, "class": "first"},
                         "target": {"cover": "wood"}})")
                .field,
            "target.cover");
  EXPECT_EQ(error_of(R"({"action": "skirmish_fire", "firer": {"figures": 18, "class": "first"},
                         "weather": "fog"})")
                .field,
            "weather");
  EXPECT_EQ(error_of(R"({"action": "skirmish_fire", "firer": {"figures": 18, "class": "first"},
                         "rules": {"smok": true}})")
                .field,
            "rules.smok");
  EXPECT_EQ(error_of(R"({"action": "skirmish_fire", "firer": {"figures": 18, "class": "first"},
                         "rules": {"smoke": 1}})")
                .field,
            "rules.smoke");
  EXPECT_EQ(
      error_of(R"({"action": "skirmish_fire", "firer": {"figures": 18, "class": "rifles"}})").field,
      "firer.figures");
  EXPECT_EQ(error_of(R"({"action": "skirmish_fire", "firer": {"figures": 6, "nation": "french",
                         "quality": "line", "troops": "rifles"}})")
                .field,
            "firer.nation");
  EXPECT_EQ(error_of(R"({"action": "skirmish_fire", "firer": {"figures": 6, "nation": "british",
                         "quality": "line", "troops": "rifles", "year": 1805}})")
                .field,
            "firer.year");
  EXPECT_EQ(error_of(R"({"action": "skirmish_fire", "firer": {"figures": 6, "class": "first",
                         "nation": "british"}})")
                .field,
            "firer.nation");
  EXPECT_EQ(error_of(R"([1, 2])").field, "situation");
  EXPECT_EQ(error_of(R"({"action": "skirmish_fire", "firer": {"companies": []}})").field,
            "firer.companies");
  EXPECT_EQ(error_of(R"({"action": "skirmish_fire", "firer": {"companies": [
                         {"figures": 8, "class": "first", "x": 1}]}})")
                .field,
            "firer.companies[0].x");
}

TEST(Engine, RangeIsCheckedInTheScaleOfTheTable) {
  EXPECT_TRUE(odds(parse(R"({"action": "skirmish_fire", "firer": {"figures": 18,
      "class": "first"}, "range": 12})"))
                  .ok());
  const Error e = error_of(R"({"action": "skirmish_fire", "firer": {"figures": 18,
      "class": "first"}, "range": 12.5})");
  EXPECT_EQ(e.field, "range");
  EXPECT_NE(e.en.find("F-RANGE-3"), std::string::npos);
  // 20 cm is the printed skirmish range in cm mode; 21 cm is beyond.
  EXPECT_TRUE(odds(parse(R"({"action": "skirmish_fire", "firer": {"figures": 18,
      "class": "first"}, "range": 20, "rules": {"scale": "cm"}})"))
                  .ok());
  EXPECT_EQ(error_of(R"({"action": "skirmish_fire", "firer": {"figures": 18, "class": "first"},
      "range": 21, "rules": {"scale": "cm"}})")
                .field,
            "range");
  // Riflemen reach 17".
  EXPECT_TRUE(odds(parse(R"({"action": "skirmish_fire", "firer": {"figures": 12,
      "class": "rifles"}, "range": 17})"))
                  .ok());
}

TEST(Engine, MalformedJsonIsAnError) {
  auto r = parse_situation("{\"action\": ");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().field, "action");  // where the parser stood
  EXPECT_EQ(r.error().en, "malformed JSON at byte 12");
  auto top = parse_situation("nonsense");
  ASSERT_FALSE(top.ok());
  EXPECT_EQ(top.error().field, "situation");
  EXPECT_FALSE(r.error().ru.empty());
}

TEST(Engine, EveryRuleOptionCanBeSetByName) {
  for (const auto& o : model::kRuleOptions) {
    std::string value(o.default_value);
    if (o.type == model::OptionType::choice) value = "\"" + value + "\"";
    if (value.find('|') != std::string::npos) value = value.substr(0, value.find('|'));
    const std::string s = R"({"action": "skirmish_fire", "firer": {"figures": 6, "class": "first"},
        "rules": {")" + std::string(o.name) +
                          "\": " + value + "}}";
    EXPECT_TRUE(odds(json::parse(s)).ok()) << o.name;
  }
}

TEST(Engine, EveryActionHasDiceOrderInBothLanguages) {
  for (const Action& a : actions()) {
    EXPECT_FALSE(a.dice_order_en.empty()) << a.name;
    EXPECT_FALSE(a.dice_order_ru.empty()) << a.name;
    EXPECT_FALSE(a.title_ru.empty()) << a.name;
  }
}

}  // namespace
}  // namespace grognard::engine
