// The discipline_test, rally_test and brigade_morale_test actions through the engine API: the
// JSON contract (docs/cli.md), the seed's example, bad input naming its field, narration in
// Russian and English.
#include <gtest/gtest.h>

#include "engine/api.h"
#include "text/phrases.h"
#include "text/render.h"

namespace grognard::engine {
namespace {

constexpr const char* kContract =
    R"({"action": "discipline_test",
        "unit": {"type": "infantry", "quality": "conscript", "size": "standard", "formation": "line",
                 "damage": 4, "unformed": false, "general_attached": false, "status": "ordered"},
        "situation": {"flanked": false, "evading": false, "line_to_square_vs_cavalry": false}})";

ojson odds_of(const std::string& s) {
  auto r = odds(json::parse(s));
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().field + ": " + r.error().en);
  return r.ok() ? r.value().json : ojson();
}

RollReport rolled(const std::string& s, std::vector<dice::Face> faces) {
  DiceChoice how;
  how.faces = std::move(faces);
  auto r = roll(json::parse(s), how);
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().field + ": " + r.error().en);
  return r.ok() ? r.value() : RollReport{};
}

Error error_of(const std::string& s) {
  auto r = odds(json::parse(s));
  EXPECT_FALSE(r.ok()) << s;
  return r.ok() ? Error{} : r.error();
}

// A line standard battalion with `damage` in `formation`, and `extra` top-level fields.
std::string unit(const std::string& extra, const std::string& damage = "0",
                 const std::string& formation = "line") {
  return R"({"action": "discipline_test", "unit": {"type": "infantry", "quality": "line",
             "size": "standard", "formation": ")" +
         formation + R"(", "damage": )" + damage + "}" + (extra.empty() ? "" : ", ") + extra + "}";
}

std::vector<std::string> keys(const ojson& o) {
  std::vector<std::string> k;
  for (auto it = o.begin(); it != o.end(); ++it) k.push_back(it.key());
  return k;
}

TEST(DisciplineEngine, DT_PROC_1_TheContractExampleOdds) {
  const ojson j = odds_of(kContract);
  EXPECT_EQ(j["action"], "discipline_test");
  EXPECT_EQ(j["modifier"], -2);  // recruits in line -1, 4 damage -1
  EXPECT_EQ(j["unit"]["tested_as"], "recruit");
  EXPECT_EQ(keys(j["result"]),
            (std::vector<std::string>{"ordered", "unformed", "retreat", "broken"}));
  EXPECT_NEAR(j["result"]["ordered"].get<double>(), 10.0 / 36, 1e-15);   // 2D6 9+
  EXPECT_NEAR(j["result"]["unformed"].get<double>(), 16.0 / 36, 1e-15);  // 2D6 6-8
  EXPECT_NEAR(j["result"]["retreat"].get<double>(), 10.0 / 36, 1e-15);   // 2D6 2-5
  EXPECT_EQ(j["result"]["broken"].get<double>(), 0.0);
  EXPECT_EQ(keys(j["damage"]), (std::vector<std::string>{"-1", "0", "1", "2", "3"}));
  EXPECT_NEAR(j["damage"]["-1"].get<double>(), 1.0 / 36, 1e-15);
  EXPECT_NEAR(j["damage"]["0"].get<double>(), 25.0 / 36, 1e-15);
  EXPECT_NEAR(j["damage"]["3"].get<double>(), 10.0 / 108, 1e-15);
  EXPECT_NEAR(j["expected_damage"].get<double>(), 19.0 / 36, 1e-15);
  EXPECT_NEAR(j["status_after"]["retreating"].get<double>(), 10.0 / 36, 1e-15);
  EXPECT_NEAR(j["p"]["recovered"].get<double>(), 1.0 / 36, 1e-15);
  EXPECT_EQ(j["p"]["dispersed"].get<double>(), 0.0);
}

TEST(DisciplineEngine, EX_DT_RECRUITS_RolledWithThePlayersDice) {
  const RollReport r = rolled(kContract, {2, 3, 1});
  const ojson& j = r.json;
  EXPECT_EQ(j["dice"], (ojson{2, 3, 1}));
  EXPECT_EQ(j["rolls"], (ojson{5}));
  EXPECT_EQ(j["modifier"], -2);
  EXPECT_EQ(j["finals"], (ojson{3}));
  EXPECT_EQ(j["result"], "retreat");
  EXPECT_EQ(j["damage"], 1);
  EXPECT_EQ(j["damage_after"], 5);
  EXPECT_EQ(j["status_after"], "retreating");
  EXPECT_EQ(j["flags"]["dispersed"], false);
  const std::string en = text::render_roll(r, text::Lang::en, std::nullopt);
  EXPECT_NE(en.find("[DT-MOD-RECRUIT-1]"), std::string::npos) << en;
  EXPECT_NE(en.find("[DT-RESULT-3] 3 or less: Retreat"), std::string::npos) << en;
  const std::string ru = text::render_roll(r, text::Lang::ru, std::nullopt);
  EXPECT_NE(ru.find("Проверка Дисциплины"), std::string::npos) << ru;
  EXPECT_NE(ru.find("Отступление"), std::string::npos) << ru;
  EXPECT_NE(ru.find("Рекруты"), std::string::npos) << ru;
}

TEST(DisciplineEngine, DT_RESULT_66_RecoveredIsANegativeDamage) {
  const ojson j = rolled(kContract, {6, 6}).json;
  EXPECT_EQ(j["result"], "ordered");
  EXPECT_EQ(j["damage"], -1);
  EXPECT_EQ(j["damage_after"], 3);
  EXPECT_EQ(j["flags"]["recovered"], true);
}

TEST(DisciplineEngine, STATUS_DISP_1_TheReportShowsADispersal) {
  const ojson j = odds_of(unit("", "11"));
  // Line standard, 11 damage: -2; retreat on 2D6 <= 5 (10/36) and any 1D3 reaches 12.
  EXPECT_NEAR(j["p"]["dispersed"].get<double>(), 10.0 / 36, 1e-15);
  EXPECT_NEAR(j["status_after"]["dispersed"].get<double>(), 10.0 / 36, 1e-15);
}

TEST(DisciplineEngine, STATUS_RETREAT_10_ABatteryRetreatingFromAChargeIsLost) {
  const ojson j = odds_of(
      R"({"action": "discipline_test", "unit": {"type": "artillery", "quality": "line",
          "size": "standard", "formation": "unlimbered", "damage": 0},
          "situation": {"triggers": ["rear_charge"]}})");
  // -1 for the rear charge: retreat on 2D6 2-4 (6/36), and then lost.
  EXPECT_NEAR(j["result"]["retreat"].get<double>(), 6.0 / 36, 1e-15);
  EXPECT_NEAR(j["p"]["dispersed"].get<double>(), 6.0 / 36, 1e-15);
}

TEST(DisciplineEngine, DT_NOTE_2_ARetreatingUnitBreaksWithoutDice) {
  const std::string s = R"({"action": "discipline_test", "unit": {"type": "cavalry",
      "quality": "elite", "size": "large", "formation": "line", "damage": 2,
      "status": "retreating"}})";
  const ojson j = odds_of(s);
  EXPECT_EQ(j["result"]["broken"].get<double>(), 1.0);
  EXPECT_EQ(j["tests"], 0);
  EXPECT_EQ(keys(j["damage"]), (std::vector<std::string>{"0"}));
  const ojson r = rolled(s, {}).json;
  EXPECT_EQ(r["dice"], ojson::array());
  EXPECT_EQ(r["status_after"], "broken");
}

TEST(DisciplineEngine, DT_PROC_2_SeveralTriggersInOrder) {
  const std::string s = unit(R"("situation": {"triggers": ["fire", "skirmisher_double_six"]})");
  const ojson j = rolled(s, {5, 5, 1, 2, 6}).json;
  EXPECT_EQ(j["tests"], 2);
  EXPECT_EQ(j["finals"], (ojson{10, 3}));
  EXPECT_EQ(j["result"], "retreat");
  EXPECT_EQ(j["damage"], 3);
}

TEST(DisciplineEngine, DT_TRIGGER_4_AnEvadingUnitTakesTheEvadeTest) {
  const std::string s = R"({"action": "discipline_test", "unit": {"type": "cavalry",
      "quality": "line", "size": "standard", "formation": "line", "damage": 0},
      "situation": {"evading": true}})";
  const ojson j = odds_of(s);
  EXPECT_EQ(j["tests"], 1);
  EXPECT_EQ(j["result"]["unformed"].get<double>(), 0.0);  // DT-RESULT-4S
  EXPECT_NEAR(j["result"]["retreat"].get<double>(), 15.0 / 36, 1e-15);
}

TEST(DisciplineEngine, DT_NOTE_1_AScreenAtItsBrigadesAverage) {
  const ojson j = odds_of(R"({"action": "discipline_test", "unit": {"type": "skirmish_screen",
      "brigade_qualities": ["veteran", "veteran", "line"], "size": "small", "damage": 9}})");
  EXPECT_EQ(j["unit"]["tested_as"], "veteran");
  EXPECT_EQ(j["modifier"], 1);  // the screen ignores its 9 damage (DT-MOD-SKIRM)
}

TEST(DisciplineEngine, S16_2_4_SquadronsAtThreeToOne) {
  const ojson j = odds_of(R"({"action": "discipline_test", "unit": {"type": "cavalry",
      "quality": "line", "size": "small", "formation": "line", "damage": 0},
      "situation": {"triggers": ["opportunity_charge"], "squadrons": {"own": 1, "enemy": 3}}})");
  EXPECT_EQ(j["modifier"], -2);
}

TEST(DisciplineEngine, G_06_RetreatD3RecoverOption) {
  const ojson j = rolled(unit(R"("rules": {"retreat_d3": "recover"})", "1"), {1, 1, 6}).json;
  EXPECT_EQ(j["result"], "retreat");
  EXPECT_EQ(j["damage"], -1);  // 1D3 = 3, but only 1 to recover
}

TEST(DisciplineEngine, BadInputNamesTheField) {
  EXPECT_EQ(error_of(R"({"action": "discipline_test"})").field, "unit");
  EXPECT_EQ(error_of(R"({"action": "discipline_test", "unit": {"type": "hussars"}})").field,
            "unit.type");
  EXPECT_EQ(error_of(R"({"action": "discipline_test", "unit": {"type": "infantry",
      "size": "standard", "formation": "line", "damage": 0}})")
                .field,
            "unit.quality");
  EXPECT_EQ(error_of(R"({"action": "discipline_test", "unit": {"type": "infantry",
      "quality": "line", "formation": "line", "damage": 0}})")
                .field,
            "unit.size");
  EXPECT_EQ(error_of(unit("", "0.3")).field, "unit.damage");
  EXPECT_EQ(error_of(unit("", "-1")).field, "unit.damage");
  EXPECT_EQ(error_of(unit("", "\"4\"")).field, "unit.damage");
  EXPECT_EQ(error_of(R"({"action": "discipline_test", "unit": {"type": "cavalry",
      "quality": "line", "size": "standard", "formation": "square", "damage": 0}})")
                .field,
            "unit.formation");
  EXPECT_EQ(error_of(unit(R"("situation": {"flankd": true})")).field, "situation.flankd");
  EXPECT_EQ(error_of(unit(R"("situation": {"triggers": ["fire", "volley"]})")).field,
            "situation.triggers[1]");
  EXPECT_EQ(error_of(unit(R"("situation": {"triggers": []})")).field, "situation.triggers");
  EXPECT_EQ(error_of(unit(R"("situation": {"triggers": ["fire", "fire", "fire", "fire", "fire"]})"))
                .field,
            "situation.triggers");
  EXPECT_EQ(error_of(unit(R"("situation": {"triggers": ["fire", "square_move"]})")).field,
            "situation.triggers[1]");
  EXPECT_EQ(error_of(unit(R"("situation": {"triggers": ["opportunity_charge"]})")).field,
            "situation.triggers[0]");
  EXPECT_EQ(error_of(unit(R"("situation": {"squadrons": {"own": 1, "enemy": 3}})")).field,
            "situation.squadrons");
  EXPECT_EQ(error_of(unit(R"("rules": {"retreat_d3": "heal"})")).field, "rules.retreat_d3");
  EXPECT_EQ(error_of(R"({"action": "discipline_test", "unit": {"type": "infantry",
      "quality": "line", "size": "standard", "formation": "line", "damage": 0,
      "status": "dispersed"}})")
                .field,
            "unit.status");
  EXPECT_EQ(error_of(R"({"action": "discipline_test", "unit": {"type": "infantry",
      "quality": "line", "size": "standard", "formation": "line", "damage": 0,
      "status": "unformed", "unformed": false}})")
                .field,
            "unit.unformed");
  EXPECT_EQ(error_of(R"({"action": "discipline_test", "unit": {"type": "infantry",
      "brigade_qualities": ["line"], "size": "standard", "formation": "line", "damage": 0}})")
                .field,
            "unit.brigade_qualities");
  EXPECT_EQ(error_of(R"({"action": "discipline_test", "unit": {"type": "skirmish_screen",
      "brigade_qualities": ["line", "guards"], "size": "small", "damage": 0}})")
                .field,
            "unit.brigade_qualities[1]");
  EXPECT_EQ(error_of(R"({"action": "discipline_test", "unit": {"type": "cavalry",
      "quality": "line", "size": "standard", "formation": "line", "damage": 0},
      "situation": {"flanked": true, "charge": true}})")
                .field,
            "situation.flanked_by");
  EXPECT_EQ(error_of(R"({"action": "discipline_test", "unit": {"type": "cavalry",
      "quality": "line", "size": "standard", "formation": "line", "damage": 0},
      "situation": {"triggers": ["rear_charge"]}})")
                .field,
            "situation.flanked_by");
  const Error skirmishers = error_of(R"({"action": "discipline_test", "unit": {
      "type": "skirmish_screen", "quality": "line", "size": "small", "damage": 0},
      "situation": {"evading": true}})");
  EXPECT_EQ(skirmishers.field, "situation.evading");
  EXPECT_NE(skirmishers.en.find("S11.25-2"), std::string::npos);
  EXPECT_NE(skirmishers.ru.find("S11.25-2"), std::string::npos);
  EXPECT_EQ(error_of(R"({"action": "discipline_test", "unit": {"type": "light_battalion_skirmish",
      "quality": "line", "size": "standard", "damage": 0, "unformed": true}})")
                .field,
            "unit.unformed");
  EXPECT_EQ(
      error_of(unit(R"("situation": {"line_to_square_vs_cavalry": true})", "0", "column")).field,
      "situation.line_to_square_vs_cavalry");
}

TEST(DisciplineEngine, TooFewDiceForTheD3) {
  DiceChoice how;
  how.faces = std::vector<dice::Face>{1, 1};
  auto r = roll(json::parse(kContract), how);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().field, "--dice");
  EXPECT_NE(r.error().en.find("needs 3 dice"), std::string::npos) << r.error().en;
}

TEST(RallyEngine, S11_8_2_OddsAndRoll) {
  const std::string s = R"({"action": "rally_test", "unit": {"quality": "veteran",
      "superior_general_attached": true}})";
  const ojson j = odds_of(s);
  EXPECT_NEAR(j["p"]["rallied"].get<double>(), 21.0 / 36, 1e-15);
  EXPECT_EQ(j["unit"]["needed"], 8);
  const RollReport r = rolled(s, {3, 4});
  EXPECT_EQ(r.json["final"], 8);
  EXPECT_EQ(r.json["flags"]["rallied"], true);
  const std::string ru = text::render_roll(r, text::Lang::ru, std::nullopt);
  EXPECT_NE(ru.find("командные роты"), std::string::npos) << ru;
}

TEST(RallyEngine, S11_7_5_BlockedRallyIsRefusedNamingTheField) {
  const std::string blocked = R"({"action": "rally_test", "unit": {"quality": "line"},
      "situation": {"enemy_within_charge_distance": true}})";
  const Error e = error_of(blocked);
  EXPECT_EQ(e.field, "situation.enemy_within_charge_distance");
  EXPECT_NE(e.en.find("S11.7-5"), std::string::npos);
  // Under the first version's reading it may rally.
  const ojson j = odds_of(R"({"action": "rally_test", "unit": {"quality": "line"},
      "situation": {"enemy_within_charge_distance": true}, "rules": {"lb_rally_block": "reach"}})");
  EXPECT_NEAR(j["p"]["rallied"].get<double>(), 15.0 / 36, 1e-15);
  EXPECT_EQ(error_of(R"({"action": "rally_test", "unit": {"quality": "line"},
      "situation": {"enemy_within_charge_distance": true, "enemy_reached_command_companies": true},
      "rules": {"lb_rally_block": "reach"}})")
                .field,
            "situation.enemy_reached_command_companies");
  EXPECT_EQ(
      error_of(R"({"action": "rally_test", "unit": {"quality": "line", "superior": true}})").field,
      "unit.superior");
}

TEST(BrigadeMoraleEngine, BM_OddsAndRoll) {
  const std::string s = R"({"action": "brigade_morale_test", "brigade": {"status": "faltering",
      "quality": "line", "units": 4, "broken": 1}})";
  const ojson j = odds_of(s);
  EXPECT_EQ(keys(j["result"]), (std::vector<std::string>{"obeying", "faltering", "wavering",
                                                         "falling_back", "sauve_qui_peut"}));
  EXPECT_NEAR(j["result"]["obeying"].get<double>(), 10.0 / 36, 1e-15);
  EXPECT_NEAR(j["p"]["worsens"].get<double>(), 10.0 / 36, 1e-15);
  EXPECT_EQ(j["brigade"]["reason"], "BM-TRIGGER-1");
  const RollReport r = rolled(s, {4, 5});
  EXPECT_EQ(r.json["result"], "obeying");
  EXPECT_EQ(r.json["step"], "better");
  EXPECT_EQ(r.json["final"], 8);
  const std::string ru = text::render_roll(r, text::Lang::ru, std::nullopt);
  EXPECT_NE(ru.find("Дрогнувшая"), std::string::npos) << ru;
  EXPECT_NE(ru.find("Подчиняется Приказам"), std::string::npos) << ru;
}

TEST(BrigadeMoraleEngine, S16_6_1_AnObeyingBrigadeTestsOnlyWithTheOption) {
  const std::string s = R"({"action": "brigade_morale_test", "brigade": {"status": "obeying",
      "quality": "veteran", "units": 5, "lost": 3}, "rules": {"brigade_morale": true}})";
  const ojson j = odds_of(s);
  EXPECT_EQ(j["brigade"]["reason"], "S16.6-1");
  EXPECT_EQ(j["brigade"]["demoralised"], true);
  EXPECT_EQ(j["modifier"], 1 - 3);
  EXPECT_EQ(error_of(R"({"action": "brigade_morale_test", "brigade": {"status": "obeying",
      "quality": "veteran", "units": 5, "lost": 3}})")
                .field,
            "brigade.status");
  const ojson n = odds_of(R"({"action": "brigade_morale_test", "brigade": {"status": "obeying",
      "quality": "line", "units": 5}, "situation": {"neighbour_broken": true},
      "rules": {"brigade_morale": true}})");
  EXPECT_EQ(n["brigade"]["reason"], "S16.6-2");
}

TEST(BrigadeMoraleEngine, BadInputNamesTheField) {
  EXPECT_EQ(error_of(R"({"action": "brigade_morale_test", "brigade": {"status": "sauve_qui_peut",
      "quality": "line", "units": 4}})")
                .field,
            "brigade.status");
  EXPECT_EQ(error_of(R"({"action": "brigade_morale_test", "brigade": {"status": "faltering",
      "quality": "line", "units": 4, "lost": 4}})")
                .field,
            "brigade.lost");
  EXPECT_EQ(error_of(R"({"action": "brigade_morale_test", "brigade": {"status": "faltering",
      "quality": "line", "units": 4, "retreating": 3, "broken": 2}})")
                .field,
            "brigade.units");
  EXPECT_EQ(error_of(R"({"action": "brigade_morale_test", "brigade": {"status": "shaken",
      "quality": "line", "units": 4}})")
                .field,
            "brigade.status");
  EXPECT_EQ(error_of(R"({"action": "brigade_morale_test", "brigade": {"status": "faltering",
      "quality": "line", "units": 4, "general": "brilliant"}})")
                .field,
            "brigade.general");
  EXPECT_EQ(error_of(R"({"action": "brigade_morale_test", "brigade": {"status": "faltering",
      "quality": "line", "units": 0}})")
                .field,
            "brigade.units");
}

// Every event of these rolls has a phrase in both languages, with no placeholder left.
TEST(DisciplineText, EveryEventOfTheNewActionsIsNarratedInBothLanguages) {
  const std::vector<std::pair<std::string, std::vector<dice::Face>>> rolls = {
      {kContract, {2, 3, 1}},
      {kContract, {6, 6}},
      {R"({"action": "discipline_test", "unit": {"type": "cavalry", "quality": "veteran",
          "size": "large", "formation": "column", "damage": 9, "unformed": true,
          "general_attached": true},
          "situation": {"flanked": true, "charge": true, "flanked_by": "foot", "charge_role": "lead",
                        "squadrons": {"own": 1, "enemy": 4}, "triggers": ["fire", "rear_charge"]}})",
       {3, 3, 1, 1, 4}},
      {R"({"action": "discipline_test", "unit": {"type": "skirmish_screen",
          "brigade_qualities": ["conscript", "line"], "size": "small", "damage": 9}})",
       {2, 3, 6}},
      {R"({"action": "discipline_test", "unit": {"type": "artillery", "quality": "elite",
          "size": "standard", "formation": "unlimbered", "damage": 7},
          "situation": {"garrison": true, "flanked": true, "triggers": ["rear_charge"]},
          "rules": {"retreat_d3": "recover"}})",
       {1, 1, 5}},
      {R"({"action": "discipline_test", "unit": {"type": "infantry", "quality": "conscript",
          "size": "large", "formation": "square", "damage": 2, "status": "broken"}})",
       {}},
      {R"({"action": "discipline_test", "unit": {"type": "infantry", "quality": "conscript",
          "size": "large", "formation": "line", "damage": 2},
          "situation": {"line_to_square_vs_cavalry": true, "triggers": ["cavalry_charge"]}})",
       {4, 4}},
      {R"({"action": "rally_test", "unit": {"quality": "conscript",
          "superior_general_attached": true}})",
       {1, 2}},
      {R"({"action": "brigade_morale_test", "brigade": {"status": "falling_back",
          "unit_qualities": ["line", "guard"], "general": "poor", "units": 6, "lost": 2,
          "retreating": 1, "broken": 1}})",
       {1, 1}},
      {R"({"action": "brigade_morale_test", "brigade": {"status": "wavering", "quality": "line",
          "general": "superior", "general_lost": true, "units": 6}})",
       {5, 5}},
  };
  for (const auto& [situation, faces] : rolls) {
    SCOPED_TRACE(situation);
    const RollReport r = rolled(situation, faces);
    ASSERT_FALSE(r.events.empty());
    for (const rules::Event& e : r.events) {
      if (e.key == "dice") continue;
      for (auto lang : {text::Lang::en, text::Lang::ru}) {
        ASSERT_TRUE(text::phrase("event." + std::string(e.key), lang).has_value()) << e.key;
        const std::string s = text::narrate(e, lang);
        EXPECT_EQ(s.find('{'), std::string::npos) << s;
        EXPECT_EQ(s.find("term."), std::string::npos) << s;
        EXPECT_EQ(s.find("grade."), std::string::npos) << s;
        EXPECT_EQ(s.find("dispersal."), std::string::npos) << s;
      }
    }
    for (auto lang : {text::Lang::en, text::Lang::ru}) {
      const std::string out = text::render_roll(r, lang, std::nullopt);
      EXPECT_EQ(out.find("term."), std::string::npos) << out;
    }
  }
}

TEST(DisciplineText, OddsTablesInBothLanguages) {
  auto r = odds(json::parse(kContract));
  ASSERT_TRUE(r.ok());
  const std::string en = text::render_odds(r.value(), text::Lang::en);
  EXPECT_NE(en.find("Discipline test: exact odds"), std::string::npos) << en;
  EXPECT_NE(en.find("27.778%"), std::string::npos) << en;  // 10/36
  const std::string ru = text::render_odds(r.value(), text::Lang::ru);
  EXPECT_NE(ru.find("Проверка Дисциплины: точные шансы"), std::string::npos) << ru;
  EXPECT_NE(ru.find("Новобранцы"), std::string::npos) << ru;
}

}  // namespace
}  // namespace grognard::engine
