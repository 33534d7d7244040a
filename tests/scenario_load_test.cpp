// Scenario files: strict reading with errors naming the file, line, column and field; the guard
// in front of toml++ 3.3 (non-ASCII characters outside strings, upstream issues 190 and 295);
// JSON with line numbers; placement checks; defaults; the JSON form programs write.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "positions_helpers.h"
#include "scenario/parse.h"

namespace grognard::scenario {
namespace {

using testing::header;
using testing::unit;

const std::filesystem::path kHere = std::filesystem::path(__FILE__).parent_path();

// The 1-based line of the first line of `text` that contains `needle`.
int line_of(const std::string& text, const std::string& needle) {
  const auto at = text.find(needle);
  return at == std::string::npos
             ? 0
             : 1 + static_cast<int>(std::count(
                       text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

LoadError error_of(const std::string& text, Format format = Format::toml) {
  auto r = load_scenario_text(text, "bad.toml", format);
  EXPECT_FALSE(r.ok()) << text;
  return r.ok() ? LoadError{} : r.error();
}

// ---- The guard in front of toml++ -----------------------------------------------------------

TEST(ScenarioLoad, NonAsciiOutsideAStringIsRefusedBeforeTomlSeesIt) {
  struct Case {
    const char* text;
    int line;
    int column;
  };
  const Case cases[] = {
      {"имя = \"x\"\n", 1, 1},                   // a Cyrillic bare key
      {"name = Гренадеры\n", 1, 8},              // an unquoted Russian value
      {"[table]\nwidth = 72\n[юниты]\n", 3, 2},  // a table header
      {"a = 1\nb = \"x\"Ж\n", 2, 8},             // right after a string
      {"a = [1, §]\n", 1, 9},                    // U+00A7 in an array
      {"\xC2\xA0= 1\n", 1, 1},                   // a no-break space
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.text);
    const auto bad = toml_guard(c.text);
    ASSERT_TRUE(bad.has_value());
    EXPECT_EQ(bad->at.line, c.line);
    EXPECT_EQ(bad->at.column, c.column);
    EXPECT_NE(bad->en.find("non-ASCII character outside a string"), std::string::npos);
    const LoadError e = error_of(c.text);
    EXPECT_EQ(e.line, c.line);
    EXPECT_EQ(e.column, c.column);
    EXPECT_NE(e.ru.find("вне строки"), std::string::npos);
  }
}

TEST(ScenarioLoad, TomlIssue190ANonAsciiCharacterAfterALineEndingBackslash) {
  // The upstream reproduction: a multi-line basic string, a line-ending backslash, then U+00A7.
  const auto bad = toml_guard("s = \"\"\"\\\n\xC2\xA7\"\"\"\n");
  ASSERT_TRUE(bad.has_value());
  EXPECT_EQ(bad->at.line, 2);
  EXPECT_EQ(bad->at.column, 1);
  EXPECT_NE(bad->en.find("after a backslash"), std::string::npos);
  EXPECT_TRUE(toml_guard("s = \"\"\"\\  \r\n   \n\tЖ\"\"\"\n").has_value());
  EXPECT_TRUE(toml_guard("s = \"\"\"\\Ж\"\"\"\n").has_value());
  // After the backslash's whitespace an ASCII character comes first: safe.
  EXPECT_FALSE(toml_guard("s = \"\"\"\\\n  a Ж\"\"\"\n").has_value());
}

TEST(ScenarioLoad, RussianTextInStringsAndCommentsIsWelcome) {
  const char* ok[] = {
      "# Сценарий: бригада Ферре\nname = \"Гренадеры\"\n",
      "name = 'Вольтижеры'\n",
      "name = \"\"\"Многострочное\nимя\"\"\"\n",
      "name = '''ещё одно\nимя'''\n",
      "name = \"кавычка \\\" внутри\"\n",
      "name = \"x\" # комментарий с § и Ж\n",
      "\xEF\xBB\xBFname = \"с меткой порядка байтов\"\n",
      "\"ключ\" = 1\n",
      "[\"таблица\"]\na = 1\n",
      "s = \"\"\"\"\"Ж\"\"\"\"\"\n",
  };
  for (const char* text : ok) {
    SCOPED_TRACE(text);
    EXPECT_FALSE(toml_guard(text).has_value());
    EXPECT_NO_THROW(parse_toml(text, "ok.toml"));
  }
}

TEST(ScenarioLoad, ARussianScenarioLoadsAndItsUnitsAreFoundByName) {
  const std::string text = header("inch") +
                           "\n[[units]]\nid = \"гренадеры\"\nbrigade = \"fr1\"\n"
                           "name = { en = \"Grenadiers\", ru = \"Гренадеры\" }\nfigures = 24\n"
                           "at = [50, 50]  # в центре стола\n";
  const auto r = load_scenario_text(text, "ru.toml");
  ASSERT_TRUE(r.ok()) << r.error().message(false);
  EXPECT_EQ(r.value().find_unit("Гренадеры"), 0U);
  EXPECT_EQ(r.value().find_unit("Grenadiers"), 0U);
  EXPECT_EQ(r.value().find_unit("гренадеры"), 0U);
  EXPECT_EQ(r.value().units[0].name.in(true), "Гренадеры");
}

// ---- Errors name the file, line and field ---------------------------------------------------

TEST(ScenarioLoad, BrokenTomlNamesTheLine) {
  const LoadError e = error_of("[table]\nwidth = 72\ndepth = = 48\n");
  EXPECT_EQ(e.file, "bad.toml");
  EXPECT_EQ(e.line, 3);
  EXPECT_GT(e.column, 0);
  EXPECT_EQ(e.en.rfind("TOML syntax: ", 0), 0U);
  EXPECT_EQ(e.message(false).rfind("bad.toml:3:", 0), 0U);
}

TEST(ScenarioLoad, AnUnknownFieldNamesItsLineAndPath) {
  const std::string text = header("inch") + unit("bn", "fr1", "figurs = 6", "[[50, 50, 0]]");
  const LoadError e = error_of(text);
  EXPECT_EQ(e.field, "units[1].figures");  // the required field is missing first
  const std::string typo =
      header("inch") + unit("bn", "fr1", "figures = 6\nfacin = 90", "[[50, 50, 0]]");
  const LoadError t = error_of(typo);
  EXPECT_EQ(t.field, "units[1].facin");
  EXPECT_EQ(t.en, "unknown field");
  EXPECT_EQ(t.ru, "неизвестное поле");
  EXPECT_EQ(t.line, line_of(typo, "facin"));
  EXPECT_EQ(t.column, 1);
}

TEST(ScenarioLoad, AnUnknownUnitBrigadeOrArmyIsAnError) {
  const std::string general =
      header("inch") + unit("bn", "fr1", "figures = 6", "[[50, 50, 0]]") +
      "\n[[generals]]\nid = \"ney\"\nbrigade = \"fr1\"\nattached_to = \"1/14e\"\n";
  const LoadError g = error_of(general);
  EXPECT_EQ(g.field, "generals[1].attached_to");
  EXPECT_EQ(g.en, "unknown unit \"1/14e\"");
  EXPECT_EQ(g.ru, "неизвестное подразделение \"1/14e\"");
  EXPECT_EQ(g.line, line_of(general, "attached_to"));
  const LoadError b = error_of(header("inch") + unit("bn", "fr9", "figures = 6", "[[50, 50, 0]]"));
  EXPECT_EQ(b.field, "units[1].brigade");
  EXPECT_EQ(b.en, "unknown brigade \"fr9\"");
  const LoadError arm = error_of(
      header("inch") + unit("bn", "fr1", "figures = 6\narm = \"dragoons\"", "[[50, 50, 0]]"));
  EXPECT_EQ(arm.field, "units[1].arm");
  EXPECT_EQ(arm.en, "expected one of infantry|cavalry|artillery, got \"dragoons\"");
}

TEST(ScenarioLoad, OverlappingBasesNameBothUnits) {
  const std::string text = header("inch") + unit("a", "fr1", "figures = 6", "[[50, 50, 0]]") +
                           unit("b", "br1", "figures = 6", "[[50.5, 49.5, 180]]");
  const LoadError e = error_of(text);
  EXPECT_EQ(e.field, "units[2].bases");
  EXPECT_EQ(e.line, line_of(text, "bases = [[50.5"));
  EXPECT_NE(e.en.find(fmt::format("base 1 of \"b\" overlaps base 1 of \"a\" (line {})",
                                  line_of(text, "bases = [[50, 50"))),
            std::string::npos)
      << e.en;
  EXPECT_NE(e.ru.find("перекрывает"), std::string::npos);
  // Touching is base contact, not overlap.
  EXPECT_TRUE(load_scenario_text(header("inch") + unit("a", "fr1", "figures = 6", "[[50, 50, 0]]") +
                                     unit("b", "br1", "figures = 6", "[[50, 50, 180]]"),
                                 "ok.toml")
                  .ok());
  // Two bases of one unit.
  const LoadError own =
      error_of(header("inch") + unit("a", "fr1", "figures = 6", "[[50, 50, 0], [51, 50, 0]]"));
  EXPECT_NE(own.en.find("bases 1 and 2 of \"a\" overlap"), std::string::npos) << own.en;
}

TEST(ScenarioLoad, AUnitOffTheTableNamesItsCorner) {
  const std::string text = header("inch") + unit("a", "fr1", "figures = 6", "[[199.5, 50, 0]]");
  const LoadError e = error_of(text);
  EXPECT_EQ(e.field, "units[1].bases");
  EXPECT_NE(e.en.find("\"a\" stands off the table: a corner of its base 1 is at (200.25, 50.00), "
                      "outside the 200 x 200 in table"),
            std::string::npos)
      << e.en;
  const std::string at =
      header("cm") + "\n[[units]]\nid = \"b\"\nbrigade = \"fr1\"\nfigures = 30\nat = [3, 100]\n";
  const LoadError c = error_of(at);
  EXPECT_EQ(c.field, "units[1].at");
  EXPECT_NE(c.en.find("cm table"), std::string::npos) << c.en;
}

TEST(ScenarioLoad, ValuesOutOfRangeAndMisfits) {
  EXPECT_EQ(error_of(header("inch") + unit("a", "fr1", "figures = 0", "[[50, 50, 0]]")).field,
            "units[1].figures");
  EXPECT_EQ(
      error_of(header("inch") + unit("a", "fr1", "figures = 6\ndamage = 0.3", "[[50, 50, 0]]"))
          .field,
      "units[1].damage");
  EXPECT_EQ(error_of(header("inch") +
                     unit("a", "fr1", "figures = 6\nformation = \"limbered\"", "[[50, 50, 0]]"))
                .field,
            "units[1].formation");
  EXPECT_EQ(error_of(header("inch") +
                     unit("a", "fr1", "figures = 6\nrole = \"light_battalion\"", "[[50, 50, 0]]"))
                .field,
            "units[1].role");
  const LoadError lb = error_of(
      header("inch") + unit("a", "fr1",
                            "figures = 12\nformation = \"skirmish\"\nrole = \"light_battalion\"",
                            "[[50, 50, 0]]"));
  EXPECT_NE(lb.en.find("command companies"), std::string::npos);
  const LoadError rifles =
      error_of(header("inch") + unit("a", "fr1",
                                     "figures = 6\nformation = \"skirmish\"\ntroops = \"rifles\"",
                                     "[[50, 50, 0]]"));
  EXPECT_NE(rifles.en.find("S11.13-6"), std::string::npos);
  const LoadError twice =
      error_of(header("inch") + unit("a", "fr1", "figures = 6", "[[50, 50, 0]]") +
               unit("a", "fr1", "figures = 6", "[[60, 50, 0]]"));
  EXPECT_EQ(twice.field, "units[2].id");
  EXPECT_EQ(twice.en, "the id \"a\" is used twice");
}

TEST(ScenarioLoad, RuleOptionsAreReadStrictly) {
  const LoadError unknown = error_of(header("inch", "smok = true"));
  EXPECT_EQ(unknown.field, "rules.smok");
  EXPECT_NE(unknown.en.find("unknown rule option"), std::string::npos);
  EXPECT_EQ(error_of(header("inch", "screen_gap = 4")).en, "expected 2|3, got 4");
  const auto r = load_scenario_text(
      header("cm", "approach_limits = \"first\"\nscreen_gap = 3\nlb_line_of_sight = false"),
      "ok.toml");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.value().rules.scale, model::Scale::cm);
  EXPECT_EQ(r.value().rules.approach_limits, model::ApproachLimits::first);
  EXPECT_EQ(r.value().rules.screen_gap, 3);
  EXPECT_FALSE(r.value().rules.lb_line_of_sight);
  EXPECT_EQ(r.value().rules_given.dump(),
            R"({"scale":"cm","approach_limits":"first","screen_gap":3,"lb_line_of_sight":false})");
  EXPECT_DOUBLE_EQ(r.value().width, 120);  // 200 cm at 5 cm per 3"
}

TEST(ScenarioLoad, FootprintsByFormationWithDefaultBases) {
  const std::string text =
      header("inch") +
      "\n[[units]]\nid = \"line\"\nbrigade = \"fr1\"\nfigures = 30\nat = [50, 50]\n"
      "\n[[units]]\nid = \"screen\"\nbrigade = \"fr1\"\nfigures = 18\nformation = \"skirmish\"\nat "
      "= [50, 60]\n"
      "\n[[units]]\nid = \"guns\"\nbrigade = \"fr1\"\narm = \"artillery\"\nat = [80, 50]\nfacing = "
      "90\n";
  const auto r = load_scenario_text(text, "ok.toml");
  ASSERT_TRUE(r.ok()) << r.error().message(false);
  const Unit& line = r.value().units[0];
  const auto line_bases = bases_of(line);
  ASSERT_EQ(line_bases.size(), 5U);  // 30 figures, 6 to a base
  EXPECT_DOUBLE_EQ(line_bases[0].width, 1.5);
  EXPECT_DOUBLE_EQ(line_bases[0].depth, 1.0);
  EXPECT_DOUBLE_EQ(line_bases[0].front.x(), 47.0);
  EXPECT_EQ(line.body.size, model::UnitSize::standard);
  EXPECT_EQ(role_of(line), Role::formed);
  const Unit& screen = r.value().units[1];
  const auto screen_bases = bases_of(screen);
  EXPECT_EQ(role_of(screen), Role::brigade_screen);
  ASSERT_EQ(screen_bases.size(), 3U);
  // S11.6.2's least spacing, as a battle lays skirmishers.
  EXPECT_DOUBLE_EQ(screen_bases[1].front.x() - screen_bases[0].front.x(), 1.5 + 3);
  const Unit& guns = r.value().units[2];
  const auto gun_bases = bases_of(guns);
  ASSERT_EQ(gun_bases.size(), 2U);
  EXPECT_EQ(guns.body.formation, model::Formation::unlimbered);
  EXPECT_DOUBLE_EQ(gun_bases[0].width, 2.0);
  // Facing right: the first gun on its left, guns 0.5" apart as a battle lays them.
  EXPECT_DOUBLE_EQ(gun_bases[0].front.y(), 51.25);
  // In cm the default infantry base is 4 x 2 cm: 2.4 x 1.2 engine inches.
  const auto cm = load_scenario_text(
      header("cm") + "\n[[units]]\nid = \"line\"\nbrigade = \"fr1\"\nfigures = 30\nat = [50, 50]\n",
      "cm.toml");
  ASSERT_TRUE(cm.ok());
  EXPECT_NEAR(bases_of(cm.value().units[0])[0].width, 2.4, 1e-12);
  EXPECT_NEAR(bases_of(cm.value().units[0])[0].depth, 1.2, 1e-12);
}

// ---- JSON ------------------------------------------------------------------------------------

TEST(ScenarioLoad, JsonErrorsNameTheLineToo) {
  const std::string text =
      "{\n  \"table\": {\"width\": 72, \"depth\": 48},\n  \"units\": [\n    {\"id\": \"a\",\n     "
      "\"brigad\": \"x\"}\n  ]\n}\n";
  const LoadError e = error_of(text, Format::json);
  EXPECT_EQ(e.field, "units[1].brigade");  // required fields come before unknown ones
  EXPECT_EQ(e.en, "is required");
  EXPECT_EQ(e.line, 4);
  const std::string broken = "{\n  \"table\": {\"width\": 72,,}\n}\n";
  const LoadError b = error_of(broken, Format::json);
  EXPECT_EQ(b.line, 2);
  EXPECT_EQ(b.en.rfind("JSON syntax: ", 0), 0U);
  const std::string unknown =
      "{\n  \"table\": {\"width\": 72, \"depth\": 48},\n  \"tabel\": 1\n}\n";
  const LoadError u = error_of(unknown, Format::json);
  EXPECT_EQ(u.field, "tabel");
  EXPECT_EQ(u.line, 3);
  EXPECT_EQ(error_of("[1, 2]", Format::json).en, "a scenario is a JSON object");
  std::string deep(200, '[');
  EXPECT_NE(error_of("{\"a\": " + deep, Format::json).en.find("nested"), std::string::npos);
}

TEST(ScenarioLoad, WhatAProgramWritesReadsBackTheSame) {
  for (const char* file :
       {"scenarios/peninsula.toml", "scenarios/default.toml", "tests/data/cm_table.toml"}) {
    SCOPED_TRACE(file);
    const auto toml = load_scenario((kHere.parent_path() / file).string());
    ASSERT_TRUE(toml.ok()) << toml.error().message(false);
    const std::string json = scenario_json(toml.value()).dump(2);
    const auto back = load_scenario_text(json, "saved.json", Format::json);
    ASSERT_TRUE(back.ok()) << back.error().message(false) << "\n" << json;
    const Scenario& a = toml.value();
    const Scenario& b = back.value();
    ASSERT_EQ(a.units.size(), b.units.size());
    for (std::size_t i = 0; i < a.units.size(); ++i) {
      EXPECT_EQ(a.units[i].body, b.units[i].body);
      const auto ab = bases_by_part(a.units[i]);
      const auto bb = bases_by_part(b.units[i]);
      ASSERT_EQ(ab.body.size(), bb.body.size());
      for (std::size_t k = 0; k < ab.body.size(); ++k) {
        EXPECT_NEAR(ab.body[k].front.x(), bb.body[k].front.x(), 1e-8);
        EXPECT_NEAR(ab.body[k].front.y(), bb.body[k].front.y(), 1e-8);
        EXPECT_NEAR(ab.body[k].facing, bb.body[k].facing, 1e-12);
      }
      EXPECT_EQ(ab.command.size(), bb.command.size());
      EXPECT_EQ(a.units[i].light_company, b.units[i].light_company);
    }
    EXPECT_EQ(a.title, b.title);
    EXPECT_EQ(a.turn_limit, b.turn_limit);
    EXPECT_EQ(a.victory.size(), b.victory.size());
    EXPECT_EQ(a.terrain.size(), b.terrain.size());
    EXPECT_EQ(scenario_json(b).dump(), scenario_json(a).dump());
  }
}

// ---- The example files ------------------------------------------------------------------------

TEST(ScenarioLoad, TheBadFilesOfTheCommandLineTestsFailWhereExpected) {
  struct Case {
    const char* file;
    int line;
    const char* field;
  };
  const Case cases[] = {
      {"bad_syntax.toml", 6, ""},
      {"bad_unknown_unit.toml", 28, "generals[1].attached_to"},
      {"bad_overlap.toml", 33, "units[2].at"},
      {"bad_off_table.toml", 24, "units[1].at"},
      {"bad_cyrillic_key.toml", 9, ""},
      {"bad_issue_190.toml", 4, ""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.file);
    const auto r = load_scenario((kHere / "data" / c.file).string());
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().line, c.line) << r.error().message(false);
    EXPECT_EQ(r.error().field, c.field);
  }
  const auto missing = load_scenario((kHere / "data" / "no_such_file.toml").string());
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().en, "cannot read the file");
}

TEST(ScenarioLoad, ThePeninsulaExampleIsCleanAndComplete) {
  const auto r = load_scenario((kHere.parent_path() / "scenarios" / "peninsula.toml").string());
  ASSERT_TRUE(r.ok()) << r.error().message(false);
  const Scenario& s = r.value();
  EXPECT_EQ(s.armies.size(), 2U);
  EXPECT_EQ(s.brigades.size(), 2U);
  EXPECT_EQ(s.generals.size(), 2U);
  EXPECT_EQ(s.units.size(), 11U);
  EXPECT_EQ(s.turn_limit, 12);
  EXPECT_EQ(s.season, rules::Season::favourable);
  EXPECT_EQ(s.victory.size(), 2U);
  EXPECT_DOUBLE_EQ(s.width, 72);
  const Field f(s);
  EXPECT_TRUE(check_positions(f).empty());
}

}  // namespace
}  // namespace grognard::scenario
