// Issue 15: Russian that reads like the rulebook. Every phrase and whole battles told in Russian
// carry no English word outside names and clause IDs, and no name stands undeclined after a
// preposition or verb that governs a case; names decline by the default rule.
#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>
#include <vector>

#include "engine/battle.h"
#include "game/peninsular.h"
#include "game/setup.h"
#include "scenario/load.h"
#include "text/battle_text.h"
#include "text/declension.h"
#include "text/phrases.h"

namespace grognard::text {
namespace {

// Words in Latin letters a Russian line may carry: clause IDs (S11.14-3, PR-CMD-3, TBL-RALLY,
// DECISIONS), the term the seeds leave in French, units of the rules.
bool allowed_latin(const std::string& word) {
  static const std::regex clause(R"(^[A-Z][A-Z0-9]*([.\-][A-Z0-9]+)*[a-z]?$)");
  static const std::set<std::string> words = {"Sauve", "qui",  "Peut", "cm",   "inch", "inch_as_cm",
                                              "json",  "TOML", "JSON", "SVG",  "HTML", "UNIT",
                                              "ID",    "off",  "on",   "hand", "ru",   "en"};
  // The prompt's commands and their arguments are typed as written, in either language.
  static const std::set<std::string> commands = {
      "help",     "units",       "enemy",  "orders",   "order",      "hold",
      "fire",     "odds",        "charge", "move",     "formation",  "reform",
      "screen",   "reinforce",   "deploy", "rally",    "abandon",    "assault_fire",
      "resupply", "given",       "undo",   "done",     "quit",       "line",
      "column",   "mass_column", "square", "limbered", "unlimbered", "all"};
  // Dice are Д6 and КУ in Russian: "D6", "2D6", "DD" are English even where they look like IDs.
  static const std::regex dice(R"(^D[0-9D]*$)");
  if (std::regex_match(word, dice)) return false;
  return std::regex_match(word, clause) || words.count(word) > 0 || commands.count(word) > 0;
}

// The Latin words of `s` that are not allowed, after the names in `names` are taken out.
std::vector<std::string> latin_words(std::string s, const std::vector<std::string>& names) {
  for (const std::string& n : names) {
    if (n.empty()) continue;
    for (auto at = s.find(n); at != std::string::npos; at = s.find(n, at))
      s.replace(at, n.size(), " ");
  }
  // Placeholders of a phrase, "{0@dat}", "{side0}", "{1?a|b}", are not words of the text.
  s = std::regex_replace(s, std::regex(R"(\{[^{}]*\})"), " ");
  std::vector<std::string> bad;
  static const std::regex word(R"([A-Za-z][A-Za-z0-9_.\-]*)");
  for (auto it = std::sregex_iterator(s.begin(), s.end(), word); it != std::sregex_iterator();
       ++it) {
    std::string w = it->str();
    while (!w.empty() && (w.back() == '.' || w.back() == '-')) w.pop_back();
    if (!allowed_latin(w)) bad.push_back(w);
  }
  return bad;
}

// Words that govern a case, with the case: a name after them is never in the nominative.
struct Governs {
  std::string word;
  Case c;
};
const std::vector<Governs>& governing() {
  static const std::vector<Governs> list = {
      {"по", Case::dat},        {"против", Case::gen},    {"от", Case::gen},
      {"сквозь", Case::acc},    {"атакует", Case::acc},   {"атакуют", Case::acc},
      {"настигает", Case::acc}, {"настигают", Case::acc}, {"врезается в", Case::acc},
      {"огнём", Case::acc},     {"атаку", Case::gen},     {"прислуги", Case::gen},
      {"у", Case::gen},         {"к", Case::dat},         {"с", Case::ins},
  };
  return list;
}

std::vector<std::string> every_chapter_ru() {
  std::vector<std::string> out;
  for (auto chapter : {common_phrases(), skirmish_phrases(), battle_phrases(), fire_phrases(),
                       discipline_phrases(), table_phrases(), game_phrases(), prompt_phrases(),
                       report_phrases()}) {
    for (const Phrase& p : chapter) out.emplace_back(p.ru);
  }
  return out;
}

TEST(RussianText, NoPhraseHasAnEnglishWord) {
  std::set<std::string> seen;
  for (const std::string& ru : every_chapter_ru()) {
    for (const std::string& w : latin_words(ru, {})) {
      if (seen.insert(w + " in «" + ru + "»").second) ADD_FAILURE() << w << " in «" << ru << "»";
    }
  }
}

TEST(RussianText, DefaultDeclension) {
  EXPECT_EQ(decline("батарея Бина").in(Case::dat), "батарее Бина");
  EXPECT_EQ(decline("бригада Годино").in(Case::acc), "бригаду Годино");
  EXPECT_EQ(decline("бригада Годино").gender, Gender::feminine);
  EXPECT_EQ(decline("2-й лёгкий батальон КГЛ").in(Case::gen), "2-го лёгкого батальона КГЛ");
  EXPECT_EQ(decline("пешая батарея 6/1").in(Case::acc), "пешую батарею 6/1");
  EXPECT_EQ(decline("пешая батарея 6/1").in(Case::dat), "пешей батарее 6/1");
  EXPECT_EQ(decline("1-й батальон 45-го полка").in(Case::ins), "1-м батальоном 45-го полка");
  EXPECT_EQ(decline("лёгкие роты и 5/60-й").in(Case::dat), "лёгким ротам и 5/60-му");
  EXPECT_EQ(decline("лёгкие роты и 5/60-й").gender, Gender::plural);
  EXPECT_EQ(decline("бригада Годино: экран застрельщиков").in(Case::dat),
            "экрану застрельщиков бригады Годино");
  EXPECT_EQ(decline("Французы").in(Case::gen), "Французов");
  EXPECT_EQ(decline("Французы").in(Case::acc), "Французов");
  EXPECT_EQ(decline("Годино").in(Case::gen), "Годино");
  EXPECT_EQ(decline("1/14e Ligne").in(Case::dat), "1/14e Ligne");
  scenario::RuForms given;
  given.dat = "Бину";
  given.gender = "m";
  EXPECT_EQ(decline("Бин", given).in(Case::dat), "Бину");
  EXPECT_EQ(decline("Бин", given).in(Case::gen), "Бина");  // the rule's, where none is given
}

TEST(RussianText, TablePhrasesDeclineNamedFields) {
  const auto names = [](std::string_view key) -> std::optional<std::string> {
    if (key == "other") return "батарея Бина";
    if (key == "1") return "Гусары";
    return std::nullopt;
  };
  EXPECT_EQ(with_cases("{unit}: {measured} от {other@gen}, {1@ins}", names, true),
            "{unit}: {measured} от батареи Бина, Гусарами");
  EXPECT_EQ(with_cases("from {other@gen}", names, false), "from батарея Бина");
  EXPECT_EQ(with_cases("{{literal}} {0@dat}", names, true), "{{literal}} {0}");
}

TEST(RussianText, ScenarioFormsRoundTrip) {
  const std::string toml = R"(
[table]
width = 48
depth = 48
[[armies]]
id = "a"
name = { en = "A", ru = "Войско", ru_gen = "Войска", ru_gender = "n" }
[[armies]]
id = "b"
name = "B"
[[brigades]]
id = "a1"
army = "a"
[[brigades]]
id = "b1"
army = "b"
[[units]]
id = "u1"
brigade = "a1"
name = { en = "Bean", ru = "батарея Бина", ru_dat = "батарее капитана Бина" }
arm = "infantry"
quality = "line"
figures = 30
at = [10, 10]
[[units]]
id = "u2"
brigade = "b1"
arm = "infantry"
quality = "line"
figures = 30
at = [30, 30]
facing = 180
)";
  auto loaded = scenario::load_scenario_text(toml, "forms.toml");
  ASSERT_TRUE(loaded.ok()) << loaded.error().message(false);
  EXPECT_EQ(loaded.value().units[0].name.ru_forms.dat, "батарее капитана Бина");
  EXPECT_EQ(loaded.value().armies[0].name.ru_forms.gender, "n");
  const std::string json = scenario::scenario_json(loaded.value()).dump();
  auto again = scenario::load_scenario_text(json, "forms.json", scenario::Format::json);
  ASSERT_TRUE(again.ok()) << again.error().message(false);
  EXPECT_EQ(again.value().units[0].name, loaded.value().units[0].name);
  EXPECT_EQ(again.value().armies[0].name, loaded.value().armies[0].name);
}

#ifdef NDEBUG
constexpr int kBattles = 12;
#else
constexpr int kBattles = 3;
#endif

TEST(RussianText, WholeBattlesHaveNoEnglishAndNoUndeclinedName) {
  const scenario::Scenario sc = game::peninsular_scenario();
  const game::GameState start = game::battle_from(sc).value();
  for (int seed = 1; seed <= kBattles; ++seed) {
    const engine::BattleRecord r = engine::record_battle(start, static_cast<std::uint64_t>(seed));
    const std::string ru = narrate_battle(r.report.log, r.report.state, Lang::ru, &sc);
    const Names names = names_of(r.report.state, Lang::ru, &sc);
    std::vector<std::string> all;
    for (const auto* list : {&names.units, &names.brigades, &names.sides}) {
      for (const std::string& n : *list) {
        for (std::size_t c = 0; c < 6; ++c) all.push_back(decline(n).cases[c]);
        all.push_back(n);
      }
    }
    // Longest first, so a name is taken out before a shorter one inside it.
    std::sort(all.begin(), all.end(),
              [](const auto& a, const auto& b) { return a.size() > b.size(); });
    std::size_t from = 0;
    while (from < ru.size()) {
      const auto end = std::min(ru.find('\n', from), ru.size());
      const std::string line = ru.substr(from, end - from);
      from = end + 1;
      // The clause in brackets is an ID.
      const std::string text = std::regex_replace(line, std::regex(R"(\[[^\]]*\])"), " ");
      for (const std::string& w : latin_words(text, all)) {
        ADD_FAILURE() << "seed " << seed << ": English word «" << w << "» in: " << line;
      }
      for (const Governs& g : governing()) {
        for (const auto* list : {&names.units, &names.brigades, &names.sides}) {
          for (const std::string& n : *list) {
            const NameForms f = decline(n);
            if (f.in(g.c) == f.in(Case::nom)) continue;
            if (line.find(" " + g.word + " " + f.in(Case::nom)) != std::string::npos) {
              ADD_FAILURE() << "seed " << seed << ": «" << f.in(Case::nom) << "» undeclined after «"
                            << g.word << "» in: " << line;
            }
          }
        }
      }
    }
  }
}

// Every line of an event about a unit, a brigade or a side names it (in some case), in both
// languages, and no line falls back to a bare index ("#3").
TEST(RussianText, EveryLineNamesTheUnitsAndSidesItConcerns) {
  const scenario::Scenario sc = game::peninsular_scenario();
  const game::GameState start = game::battle_from(sc).value();
  for (int seed = 1; seed <= kBattles; ++seed) {
    const engine::BattleRecord r = engine::record_battle(start, static_cast<std::uint64_t>(seed));
    for (Lang lang : {Lang::en, Lang::ru}) {
      const Names names = names_of(r.report.state, lang, &sc);
      for (const game::LogEntry& e : r.report.log) {
        const std::string line = narrate_entry(e, names, lang);
        EXPECT_EQ(line.find(" #"), std::string::npos) << line;
        for (std::size_t i = 0; i < e.event.argc; ++i) {
          const rules::EventArg& a = e.event.args[i];
          const std::vector<std::string>* list = nullptr;
          if (a.kind == rules::EventArg::Kind::unit) list = &names.units;
          if (a.kind == rules::EventArg::Kind::brigade) list = &names.brigades;
          if (a.kind == rules::EventArg::Kind::side) list = &names.sides;
          if (list == nullptr) continue;
          ASSERT_LT(static_cast<std::size_t>(a.value), list->size()) << line;
          const std::string& name = (*list)[static_cast<std::size_t>(a.value)];
          bool named = line.find(name) != std::string::npos;
          for (const std::string& form : decline(name).cases) {
            named = named || line.find(form) != std::string::npos;
          }
          EXPECT_TRUE(named) << "«" << name << "» missing from: " << line;
        }
      }
    }
  }
}

}  // namespace
}  // namespace grognard::text
