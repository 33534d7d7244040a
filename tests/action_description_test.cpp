// The one description of every action (engine/description.h): complete, consistent with the
// readers, and the situation a fresh form builds from it is one the engine accepts.
#include <gtest/gtest.h>

#include "engine/api.h"
#include "engine/fields.h"
#include "model/rule_options.h"

namespace grognard::engine {
namespace {

// What the referee page sends for a fresh form: every field that is required or has an
// example, with that value; nested objects only when required (web/form.js does the same).
json form_defaults(const FieldSpec& spec) {
  json out = json::object();
  for (const FieldSpec& f : spec.fields) {
    if (f.kind == FieldKind::object) {
      if (f.needed) out[f.key] = form_defaults(f);
    } else if (!f.sample.is_null()) {
      out[f.key] = f.sample;
    }
  }
  return out;
}

void every_label(const FieldSpec& spec, const std::string& path) {
  for (const FieldSpec& f : spec.fields) {
    const std::string p = path + "." + f.key;
    EXPECT_FALSE(f.en.empty()) << p;
    EXPECT_FALSE(f.ru.empty()) << p;
    if (f.kind != FieldKind::object) {
      EXPECT_FALSE(f.needed && f.sample.is_null()) << p << ": required without a form value";
    }
    every_label(f, p);
  }
}

TEST(ActionDescription, EveryActionIsDescribedWithLabelsInBothLanguages) {
  ASSERT_EQ(actions().size(), 9U);
  for (const Action& a : actions()) {
    const FieldSpec& s = a.situation();
    ASSERT_NE(s.find("action"), nullptr);
    EXPECT_EQ(s.find("action")->sample, std::string(a.name));
    ASSERT_NE(s.find("rules"), nullptr) << a.name;
    every_label(s, std::string(a.name));
  }
}

TEST(ActionDescription, EveryFreshFormAnswersOddsAndRoll) {
  for (const Action& a : actions()) {
    const json situation = form_defaults(a.situation());
    SCOPED_TRACE(situation.dump());
    const auto o = odds(situation);
    ASSERT_TRUE(o.ok()) << o.error().field << ": " << o.error().en;
    EXPECT_EQ(o.value().json["action"], a.name);
    const auto r = roll(situation, DiceChoice{1809, std::nullopt});
    ASSERT_TRUE(r.ok()) << r.error().field << ": " << r.error().en;
  }
}

// The rule options' defaults in the description are the engine's: giving them all changes
// nothing.
TEST(ActionDescription, RuleOptionDefaultsAreTheEnginesDefaults) {
  const FieldSpec rules = rules_field();
  ASSERT_EQ(rules.fields.size(), std::size(model::kRuleOptions));
  for (const Action& a : actions()) {
    json situation = form_defaults(a.situation());
    const auto plain = odds(situation);
    ASSERT_TRUE(plain.ok());
    for (const FieldSpec& f : rules.fields) situation["rules"][f.key] = f.fallback;
    const auto given = odds(situation);
    ASSERT_TRUE(given.ok()) << given.error().field << ": " << given.error().en;
    EXPECT_EQ(plain.value().json, given.value().json) << a.name;
  }
}

TEST(ActionDescription, RangesAndChoicesComeFromTheDescription) {
  const json s = {{"action", "weather"}, {"season", "favourable"}, {"turn", 1001}};
  const auto r = odds(s);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().field, "turn");
  EXPECT_EQ(r.error().en, "expected an integer from 1 to 1000, got 1001");
  const auto gap = odds(json{{"action", "artillery_fire"},
                             {"range", 12},
                             {"firer", {{"calibre", "6-9"}}},
                             {"target", {{"type", "infantry"}}},
                             {"rules", {{"standard_battery_disperse", 9}}}});
  ASSERT_FALSE(gap.ok());
  EXPECT_EQ(gap.error().field, "rules.standard_battery_disperse");
  EXPECT_EQ(gap.error().en, "expected one of 8|18, got 9");
  const auto melee = odds(
      json{{"action", "melee"}, {"attacker", {{"damage", 0.3}}}, {"defender", json::object()}});
  ASSERT_FALSE(melee.ok());
  EXPECT_EQ(melee.error().field, "attacker.damage");
  EXPECT_EQ(melee.error().en, "damage is kept in half points, got 0.3");
}

TEST(ActionDescription, DescribedAsJsonForTheApi) {
  const auto j = describe(actions()[0].situation());
  EXPECT_EQ(j["fields"][0]["key"], "action");
  const auto& firer = j["fields"][1];
  EXPECT_EQ(firer["key"], "firer");
  EXPECT_EQ(firer["type"], "object");
  EXPECT_EQ(firer["required"], true);
  EXPECT_EQ(firer["fields"][0]["key"], "figures");
  EXPECT_EQ(firer["fields"][0]["min"], 1);
  EXPECT_EQ(firer["fields"][0]["max"], 200);
  EXPECT_EQ(firer["fields"][0]["example"], 18);
  EXPECT_EQ(firer["fields"][0]["label"]["ru"], "Фигур");
}

TEST(SituationInput, ParseErrorsNameTheField) {
  const auto big =
      parse_situation(R"({"firer": {"companies": [{"figures": 6}, {"figures": 1e400}]}})");
  ASSERT_FALSE(big.ok());
  EXPECT_EQ(big.error().field, "firer.companies[1].figures");
  EXPECT_EQ(big.error().en, "a number too large for any field");
  const auto bad = parse_situation("{\"a\": \"\xD0\"}");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().field, "a");
  const auto huge = parse_situation(std::string(kMaxSituationBytes + 1, ' '));
  ASSERT_FALSE(huge.ok());
  EXPECT_EQ(huge.error().en, "too large: 1048577 bytes or more, at most 1048576 (1 MiB)");
}

TEST(SituationInput, ShownValuesAreCutOnCharacterBoundaries) {
  for (std::size_t n = 30; n < 45; ++n) {
    std::string text;
    for (std::size_t i = 0; i < n; ++i) text += "Ж";
    const std::string s = shown(json(text));
    EXPECT_LE(s.size(), 40U);
    EXPECT_EQ(s.substr(s.size() - 3), "...");
    EXPECT_NO_THROW((void)json(s).dump()) << s;  // valid UTF-8, or dump() throws
  }
  EXPECT_EQ(shown(json::object()), "an object");
  EXPECT_EQ(shown_ru(json::array()), "массив");
}

}  // namespace
}  // namespace grognard::engine
