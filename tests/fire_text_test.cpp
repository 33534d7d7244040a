// Narration of volleys, artillery, weather and redoubts in Russian and English: every event has a
// phrase in both languages; a roll shows the row, each modifier with its clause, each die, and
// the result.
#include <gtest/gtest.h>

#include <set>

#include "engine/api.h"
#include "text/phrases.h"
#include "text/render.h"

namespace grognard::text {
namespace {

engine::RollReport rolled(const std::string& situation, std::vector<dice::Face> faces) {
  engine::DiceChoice how;
  how.faces = std::move(faces);
  auto r = engine::roll(engine::json::parse(situation), how);
  EXPECT_TRUE(r.ok()) << situation << (r.ok() ? "" : "\n" + r.error().field + ": " + r.error().en);
  return r.ok() ? r.value() : engine::RollReport{};
}

struct Case {
  std::string situation;
  std::vector<dice::Face> dice;
};

// Rolls that between them raise every event of the fire rules.
const std::vector<Case>& cases() {
  static const std::vector<Case> c = {
      {R"({"action": "volley", "firer": {"quality": "conscript", "size": "small", "moved": true,
          "unformed": true, "lost_fire_discipline": true, "damage": 8, "formation": "column",
          "battalion_gun": true},
          "target": {"type": "infantry", "formation": "square", "general": true,
                     "battalion_gun": true, "redoubt": {"defence": 6, "initial": 12}},
          "range": 3, "weather": "rain", "rules": {"smoke": true, "battalion_gun_damage_die": true}})",
       {6, 6, 4, 4, 4, 2}},
      {R"({"action": "volley", "firer": {"quality": "guard", "size": "large"},
          "target": {"type": "infantry", "formation": "mass_column", "garrison": true},
          "range": 2, "weather": "snow", "rules": {"smoke": true}})",
       {3, 3, 1, 2, 3, 4, 5}},
      {R"({"action": "volley", "firer": {"quality": "veteran", "nation": "british", "unformed": true},
          "target": {"type": "skirmishers", "cover": "cover"}, "range": 8})",
       {3, 4}},
      {R"({"action": "volley", "firer": {"quality": "line"},
          "target": {"type": "infantry", "screen": {"gap": 5}}, "range": 8})",
       {1, 2}},
      {R"({"action": "volley", "firer": {"quality": "line"},
          "target": {"type": "infantry", "screen": {"gap": 1}, "redoubt": {"defence": 0, "initial": 8}},
          "range": 8})",
       {4, 6}},
      {R"({"action": "volley", "firer": {"quality": "line"},
          "target": {"type": "cavalry", "screen": {"gap": 1}}, "range": 8})",
       {4, 6}},
      {R"({"action": "volley", "firer": {"quality": "line"},
          "target": {"type": "artillery", "redoubt": {"defence": 12}}, "range": 8})",
       {4, 6}},
      {R"({"action": "artillery_fire",
          "firer": {"calibre": "12", "quality": "elite", "size": "large", "assault_fire": true,
                    "damage": 8, "moved": true, "horse": true, "unformed": true, "low_ammo": true},
          "target": {"type": "infantry", "formation": "mass_column", "general": true,
                     "screen": {"gap": 4}, "garrison": true},
          "range": 6, "weather": "snow", "rules": {"smoke": true}})",
       {1, 1, 4, 4, 4, 4, 4, 4}},
      {R"({"action": "artillery_fire",
          "firer": {"calibre": "6-9", "quality": "elite", "damage": 4, "moved": true, "level": 2,
                    "over": [{"level": 0, "from_battery": 10, "from_target": 10}]},
          "target": {"type": "infantry", "formation": "column", "general": true,
                     "screen": {"gap": 4}, "redoubt": {"defence": 7, "initial": 12},
                     "behind": [{"type": "infantry", "distance": 3},
                                {"type": "skirmishers", "distance": 3},
                                {"type": "infantry", "distance": 8}]},
          "range": 20})",
       {6, 6, 4, 4, 3, 1}},
      {R"({"action": "artillery_fire",
          "firer": {"calibre": "3-4", "size": "large", "first_fatigue_ignored": true},
          "target": {"type": "artillery", "redoubt": {"defence": 2, "initial": 6},
                     "behind": [{"type": "infantry", "distance": 3}]},
          "range": 8})",
       {1, 2, 4, 6}},
      {R"({"action": "artillery_fire", "firer": {"calibre": "6-9", "damage": 6},
          "target": {"type": "skirmishers", "cover": "cover"}, "range": 40})",
       {2, 3}},
      {R"({"action": "weather", "season": "unfavourable", "turn": 2})", {6, 6}},
      {R"({"action": "weather", "season": "favourable"})", {5, 6}},
      {R"({"action": "redoubt_hit", "defence": 7, "initial": 12})", {4}},
      {R"({"action": "redoubt_hit", "defence": 2, "initial": 12})", {6}},
  };
  return c;
}

TEST(FireText, EveryEventOfEveryRollHasAPhraseInBothLanguages) {
  std::set<std::string> keys;
  for (const Case& c : cases()) {
    const auto report = rolled(c.situation, c.dice);
    for (const rules::Event& e : report.events) {
      if (e.key == "dice") continue;
      keys.emplace(e.key);
      for (Lang lang : {Lang::en, Lang::ru}) {
        ASSERT_TRUE(phrase("event." + std::string(e.key), lang).has_value()) << e.key;
        const std::string s = narrate(e, lang);
        EXPECT_EQ(s.find('{'), std::string::npos) << s;
        EXPECT_EQ(s.find("term."), std::string::npos) << s;
        for (std::size_t i = 0; i < e.argc; ++i) {
          if (e.args[i].kind == rules::EventArg::Kind::term) {
            EXPECT_TRUE(phrase("term." + std::string(e.args[i].term), lang).has_value())
                << e.args[i].term;
          }
        }
      }
    }
    // Every field and flag of the report has a label in both languages.
    for (auto it = report.json.begin(); it != report.json.end(); ++it) {
      if (it.key() == "action" || it.key() == "dice") continue;
      if (it.key() == "flags") {
        for (auto f = it.value().begin(); f != it.value().end(); ++f) {
          EXPECT_TRUE(phrase("flag." + f.key(), Lang::ru).has_value()) << f.key();
        }
      } else {
        EXPECT_TRUE(phrase("key." + it.key(), Lang::ru).has_value()) << it.key();
      }
    }
  }
  // The cases above reach every event the fire rules report.
  for (const char* k : {"fire.reach",
                        "fire.row",
                        "volley.row_reason",
                        "fire.modifier",
                        "fire.score",
                        "fire.cell.damage",
                        "fire.cell.damage_dt",
                        "fire.cell.lfd",
                        "fire.cell.fatigue",
                        "fire.dt",
                        "fire.damage_dice",
                        "fire.damage_dice.hits",
                        "fire.total",
                        "fire.halved.garrison",
                        "fire.halved.formation",
                        "fire.halved.whole",
                        "fire.halved.half",
                        "fire.halved.smoke",
                        "fire.halved.weather",
                        "fire.fate",
                        "fire.fate.general",
                        "screen.strikes_screen",
                        "screen.too_close",
                        "screen.canister",
                        "screen.passes_through",
                        "screen.cannot_screen",
                        "screen.damage",
                        "screen.split",
                        "battalion_gun.infantry_hit",
                        "artillery.band",
                        "artillery.overhead",
                        "artillery.weather",
                        "artillery.assault_fire",
                        "artillery.fatigue",
                        "artillery.fatigue_first",
                        "artillery.no_ammo",
                        "artillery.no_ammo.leaves",
                        "artillery.bounce",
                        "artillery.bounce.skirmishers",
                        "artillery.bounce.too_far",
                        "artillery.bounce.canister",
                        "redoubt.hit",
                        "redoubt.halved",
                        "redoubt.destroyed",
                        "weather.season",
                        "weather.result",
                        "weather.reroll",
                        "weather.visibility"}) {
    EXPECT_TRUE(keys.count(k)) << k;
  }
}

TEST(FireText, RollShowsRowModifiersWithClausesDiceAndResultInBothLanguages) {
  const auto report = rolled(R"({"action": "volley",
      "firer": {"quality": "veteran", "nation": "british", "unformed": true},
      "target": {"type": "infantry", "formation": "square", "cover": "cover"}, "range": 2})",
                             {5, 6, 4, 1});
  const std::string en = render_roll(report, Lang::en, std::nullopt);
  EXPECT_NE(en.find("[F-MOD-4] unformed firers use the Poor volley"), std::string::npos) << en;
  EXPECT_NE(en.find("[F-TABLE-POOR] row of the fire table: Poor volley"), std::string::npos) << en;
  EXPECT_NE(en.find("[F-MOD-4] unformed firers: -2"), std::string::npos) << en;
  EXPECT_NE(en.find("[F-MOD-10] target in cover: -1"), std::string::npos) << en;
  EXPECT_NE(en.find("dice 2D6: 5 6"), std::string::npos) << en;
  EXPECT_NE(en.find("dice 11, modifiers -3: final score 8"), std::string::npos) << en;
  EXPECT_NE(en.find("[F-TABLE-POOR-8] Poor volley, column 8: 2 damage"), std::string::npos) << en;
  EXPECT_NE(en.find("[F-MOD-8] target in square: +2 DD"), std::string::npos) << en;
  EXPECT_NE(en.find("dice 2DD: 4 1"), std::string::npos) << en;
  EXPECT_NE(en.find("damage to the target: 3"), std::string::npos) << en;
  const std::string ru = render_roll(report, Lang::ru, std::nullopt);
  EXPECT_NE(ru.find("Залп: бросок"), std::string::npos) << ru;
  EXPECT_NE(ru.find("Не Построенные используют «Худший Залп»"), std::string::npos) << ru;
  EXPECT_NE(ru.find("[F-MOD-10] цель В Укрытии: -1"), std::string::npos) << ru;
  EXPECT_NE(ru.find("[F-TABLE-POOR-8] Худший Залп, колонка 8: 2 Урона"), std::string::npos) << ru;
  EXPECT_NE(ru.find("цель в Каре: +2 КУ"), std::string::npos) << ru;
  EXPECT_NE(ru.find("Урон цели: 3"), std::string::npos) << ru;
}

TEST(FireText, ArtilleryRollInRussianUsesTheSeedsTerms) {
  const auto report = rolled(R"({"action": "artillery_fire",
      "firer": {"calibre": "6-9", "assault_fire": true},
      "target": {"type": "infantry"}, "range": 40})",
                             {1, 2, 2, 6});
  const std::string ru = render_roll(report, Lang::ru, std::nullopt);
  EXPECT_NE(ru.find("Стрельба Батареи, Дальняя дистанция"), std::string::npos) << ru;
  EXPECT_NE(ru.find("Штурмовой огонь: +2 КУ"), std::string::npos) << ru;
  EXPECT_NE(ru.find("УУ, Урон Усталостью батарее"), std::string::npos) << ru;
  EXPECT_NE(ru.find("[F-TABLE-FD-2] Урон Усталостью: батарея получает 2 Урона"), std::string::npos)
      << ru;
  EXPECT_NE(ru.find("Ядра"), std::string::npos) << ru;
}

TEST(FireText, OddsTablesInBothLanguages) {
  auto r = engine::odds(engine::json::parse(R"({"action": "artillery_fire",
      "firer": {"calibre": "6-9"}, "target": {"type": "infantry"}, "range": 30})"));
  ASSERT_TRUE(r.ok());
  const std::string en = render_odds(r.value(), Lang::en);
  EXPECT_NE(en.find("Artillery fire: exact odds"), std::string::npos) << en;
  EXPECT_NE(en.find("Fatigue damage (FD) to the battery"), std::string::npos) << en;
  EXPECT_NE(en.find("Low ammunition"), std::string::npos) << en;
  const std::string ru = render_odds(r.value(), Lang::ru);
  EXPECT_NE(ru.find("Урон Усталостью (УУ) батарее"), std::string::npos) << ru;
  EXPECT_NE(ru.find("Мало амуниции"), std::string::npos) << ru;
  EXPECT_NE(ru.find("дистанция дальняя"), std::string::npos) << ru;
}

TEST(FireText, FirePhraseKeysAreNewAndUnique) {
  std::set<std::string_view> seen;
  for (const Phrase& p : fire_phrases()) {
    EXPECT_TRUE(seen.insert(p.key).second) << "twice: " << p.key;
    EXPECT_FALSE(p.en.empty()) << p.key;
    EXPECT_FALSE(p.ru.empty()) << p.key;
  }
  for (auto table : {common_phrases(), skirmish_phrases(), battle_phrases()}) {
    for (const Phrase& p : table) EXPECT_FALSE(seen.count(p.key)) << "taken: " << p.key;
  }
}

}  // namespace
}  // namespace grognard::text
