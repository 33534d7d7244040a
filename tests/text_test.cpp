// Narration in Russian and English.
#include <gtest/gtest.h>

#include "engine/api.h"
#include "text/phrases.h"
#include "text/render.h"

namespace grognard::text {
namespace {

engine::RollReport rolled(const char* situation, std::vector<dice::Face> faces) {
  engine::DiceChoice how;
  how.faces = std::move(faces);
  auto r = engine::roll(engine::json::parse(situation), how);
  EXPECT_TRUE(r.ok());
  return r.value();
}

constexpr const char* kCoverRain =
    R"({"action": "skirmish_fire", "firer": {"figures": 20, "class": "first"},
        "target": {"cover": "cover"}, "weather": "snow", "rules": {"smoke": true}})";

TEST(Text, EveryEventOfARollHasAPhraseInBothLanguages) {
  const auto report = rolled(kCoverRain, {6, 6, 2, 2, 1, 3, 6});
  ASSERT_GE(report.events.size(), 7u);
  for (const rules::Event& e : report.events) {
    if (e.key == "dice") continue;  // shown from its dice record
    for (Lang lang : {Lang::en, Lang::ru}) {
      const auto p = phrase("event." + std::string(e.key), lang);
      ASSERT_TRUE(p.has_value()) << e.key;
      const std::string s = narrate(e, lang);
      EXPECT_EQ(s.find('{'), std::string::npos) << s;
      EXPECT_EQ(s.find("term."), std::string::npos) << s;
    }
  }
}

TEST(Text, RussianRollUsesTheSeedsTerms) {
  const auto report = rolled(kCoverRain, {6, 6, 2, 2, 1, 3, 6});
  const std::string ru = render_roll(report, Lang::ru, std::nullopt);
  EXPECT_NE(ru.find("Стрельба застрельщиков"), std::string::npos) << ru;
  EXPECT_NE(ru.find("Проверку Дисциплины"), std::string::npos) << ru;
  EXPECT_NE(ru.find("Дым"), std::string::npos) << ru;
  EXPECT_NE(ru.find("сильный снег"), std::string::npos) << ru;
  EXPECT_NE(ru.find("[DT-TRIGGER-1]"), std::string::npos) << ru;
  const std::string en = render_roll(report, Lang::en, 5);
  EXPECT_NE(en.find("seed 5"), std::string::npos) << en;
  EXPECT_NE(en.find("[S11.14-3] dice 3×2D6 + 1D6: 6 6 2 2 1 3 6"), std::string::npos) << en;
  // 3 hits halved three times (cover, smoke, snow): 0.375 -> 0.
  EXPECT_NE(en.find("damage to the target: 0"), std::string::npos) << en;
}

TEST(Text, OddsTableInBothLanguages) {
  auto r = engine::odds(engine::json::parse(
      R"({"action": "skirmish_fire", "firer": {"figures": 18, "class": "first"}})"));
  ASSERT_TRUE(r.ok());
  const std::string en = render_odds(r.value(), Lang::en);
  EXPECT_NE(en.find("Skirmisher fire: exact odds"), std::string::npos) << en;
  EXPECT_NE(en.find("33.490%"), std::string::npos) << en;
  EXPECT_NE(en.find("8.104%"), std::string::npos) << en;
  const std::string ru = render_odds(r.value(), Lang::ru);
  EXPECT_NE(ru.find("Урон цели"), std::string::npos) << ru;
  EXPECT_NE(ru.find("Ожидаемый урон: 1.000"), std::string::npos) << ru;
}

TEST(Text, ErrorsInBothLanguages) {
  const engine::Error e{"firer.figures", "expected", "ожидается"};
  EXPECT_EQ(render_error(e, Lang::en), "error: firer.figures: expected");
  EXPECT_EQ(render_error(e, Lang::ru), "ошибка: firer.figures: ожидается");
}

TEST(Text, RuleOptionsListed) {
  const std::string en = render_rule_options(Lang::en);
  EXPECT_NE(en.find("smoke"), std::string::npos);
  EXPECT_NE(en.find("[S16.4]"), std::string::npos);
}

}  // namespace
}  // namespace grognard::text
