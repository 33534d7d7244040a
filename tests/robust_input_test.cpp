// Nothing crashes, nothing is lost (issue 16): error text always valid UTF-8 and cut on
// character boundaries; the TOML guard's hole after a number closed; bounded scenarios (turns,
// table size, stacked units refused at the first overlap); battle records read with every number
// range-checked; saves written atomically.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/output_file.h"
#include "game/record.h"
#include "model/limits.h"
#include "model/utf8.h"
#include "scenario/load.h"
#include "scenario/parse.h"

namespace grognard {
namespace {

bool valid(std::string_view s) {
  return model::valid_utf8(s) == s;
}

// ---- Text quoted in errors -------------------------------------------------------------------

TEST(RobustText, CutOnACharacterBoundary) {
  // "Гренадеры" is 18 bytes: a cut at 10 bytes would split the fifth letter.
  EXPECT_EQ(model::cut_utf8("Гренадеры", 10), "Гре...");
  EXPECT_EQ(model::cut_utf8("Гренадеры", 11), "Грен...");
  EXPECT_EQ(model::cut_utf8("Гренадеры", 18), "Гренадеры");
  EXPECT_EQ(model::cut_utf8("abcdef", 5), "ab...");
}

TEST(RobustText, InvalidBytesBecomeReplacementCharacters) {
  EXPECT_EQ(model::valid_utf8("a\xFF"
                              "b"),
            "a\xEF\xBF\xBD"
            "b");
  EXPECT_EQ(model::valid_utf8("\xD0"), "\xEF\xBF\xBD");                  // a letter cut in two
  EXPECT_EQ(model::valid_utf8("\xC0\xAF"), "\xEF\xBF\xBD\xEF\xBF\xBD");  // overlong '/'
  EXPECT_EQ(model::valid_utf8("\xED\xA0\x80"),
            "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");  // surrogate
  EXPECT_EQ(model::valid_utf8("Ж§€😀"), "Ж§€😀");
}

TEST(RobustText, OneLine) {
  EXPECT_EQ(model::one_line("a\nb\tc\x01"), "a\\nb\\tc\\u0001");
}

// ---- Scenarios -------------------------------------------------------------------------------

TEST(RobustScenario, ANumberRightBeforeAQuotedRussianStringIsRefusedByTheGuard) {
  // Issue 16: toml++ 3.3 reads on past "30" into the text after the quote and reaches
  // __builtin_unreachable (UBSan); the guard must stop it first.
  const std::string text = "figures = 30\"Гренадеры\"\n";
  const auto bad = scenario::toml_guard(text);
  ASSERT_TRUE(bad.has_value());
  EXPECT_EQ(bad->at.line, 1);
  EXPECT_EQ(bad->at.column, 13);  // the quote
  EXPECT_NE(bad->en.find("a quote where no string can begin"), std::string::npos);
  const auto r = scenario::load_scenario_text(text, "x.toml");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().column, 13);
}

TEST(RobustScenario, EveryPlaceWhereNoStringCanBeginIsGuarded) {
  for (const std::string prefix :
       {"a = 30", "a = 3.5", "a = true", "a = inf", "a = 1979-05-27", "a = \"x\"", "a = 'x'", "[t",
        "[[t", "a = [1", "a = {b = 1", "a = \"\"\"x\"\"\"", "a.b"}) {
    for (const std::string quote : {"\"", "'", "\"\"\"", "'''"}) {
      const std::string text = prefix + quote + "Ж" + quote + "\n";
      SCOPED_TRACE(text);
      EXPECT_TRUE(scenario::toml_guard(text).has_value());
      EXPECT_FALSE(scenario::load_scenario_text(text, "x.toml").ok());
    }
  }
  // toml++ reads a bad bare value on to the next space, "]", "}", "," or "#", whatever quotes
  // or braces it meets (found by fuzz_scenario).
  for (const std::string text : {"a = 175>90\x01{\"t;;Ж\"}\n", "a = 1.\"Ж\"\n", "a = 1=\"Ж\"\n",
                                 "a = [1{\"Ж\"]\n", "a = {b = 1[\"Ж\"}\n", "a = tru{'Ж'\n"}) {
    SCOPED_TRACE(text);
    EXPECT_TRUE(scenario::toml_guard(text).has_value());
    EXPECT_FALSE(scenario::load_scenario_text(text, "x.toml").ok());
  }
  // Strings where TOML has them still take any text.
  for (const std::string ok :
       {"a = \"Ж\"\n", "\"Ж\" = 1\n", "a = [\"Ж\", 'Ж']\n", "a = {b = \"Ж\", \"Ж\" = 1}\n",
        "[\"Ж\".'Ж']\n", "a = [ # c\n \"Ж\"]\n", "a.\"Ж\" = 1\n", "a = \"x\" # Ж\n",
        "a = [1, \"Ж\"]\n", "a = {b = 1, c = \"Ж\"}\n", "a = [{b = 1}, {c = \"Ж\"}]\n",
        "a = 1\n\"Ж\" = 2\n", "a = [\n1,\n\"Ж\"]\n", "t = 1979-05-27 07:32:00\nb = \"Ж\"\n",
        "a = {b = {c = 1}, \"Ж\" = 2}\n"}) {
    SCOPED_TRACE(ok);
    EXPECT_FALSE(scenario::toml_guard(ok).has_value());
  }
}

TEST(RobustScenario, AStrayByteInAJsonScenarioGivesAValidUtf8Error) {
  const std::string text = "{\"table\": {\"width\": 72, \"depth\": 48}, \"units\": [\xFF]}";
  const auto r = scenario::load_scenario_text(text, "x.json", scenario::Format::json);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().line, 1);
  EXPECT_TRUE(valid(r.error().message(false)));
  EXPECT_TRUE(valid(r.error().message(true)));
  EXPECT_TRUE(valid(r.error().reason(false)));
  EXPECT_NE(r.error().reason(false).find("JSON syntax"), std::string::npos);
}

TEST(RobustScenario, ALongRussianValueIsCutOnALetter) {
  std::string name;
  for (int i = 0; i < 30; ++i) name += "Ж";
  const auto r = scenario::load_scenario_text(
      "[table]\nwidth = 72\ndepth = 48\n[scenario]\nweather = \"" + name + "\"\n", "x.toml");
  ASSERT_FALSE(r.ok());
  EXPECT_TRUE(valid(r.error().en)) << r.error().en;
  EXPECT_TRUE(valid(r.error().ru)) << r.error().ru;
  EXPECT_NE(r.error().en.find("\"ЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖ...\""), std::string::npos) << r.error().en;
}

TEST(RobustScenario, TurnsAndTableSizeAreBounded) {
  auto e = scenario::load_scenario_text(
      "[scenario]\nturn_limit = 999\n[table]\nwidth = 72\ndepth = 48\n", "x.toml");
  ASSERT_FALSE(e.ok());
  EXPECT_EQ(e.error().field, "scenario.turn_limit");
  EXPECT_NE(e.error().en.find("100"), std::string::npos) << e.error().en;
  e = scenario::load_scenario_text("[table]\nwidth = 10000\ndepth = 48\n", "x.toml");
  ASSERT_FALSE(e.ok());
  EXPECT_EQ(e.error().field, "table.width");
  EXPECT_EQ(e.error().en, "at most 1440\" (3657.6 cm), got 10000\"");
  e = scenario::load_scenario_text("[rules]\nscale = \"cm\"\n[table]\nwidth = 180\ndepth = 4000\n",
                                   "x.toml");
  ASSERT_FALSE(e.ok());
  EXPECT_EQ(e.error().field, "table.depth");
}

// Units stacked on one spot: the loader names the first overlap (it no longer measures every
// pair, bench/bench_scenario_check.cpp).
TEST(RobustScenario, StackedUnitsAreRefusedAtTheFirstOverlap) {
  std::string text =
      "[table]\nwidth = 72\ndepth = 48\n[[armies]]\nid = \"f\"\nnation = \"french\"\n"
      "[[brigades]]\nid = \"b\"\narmy = \"f\"\n";
  for (int i = 0; i < 300; ++i) {
    text += "[[units]]\nid = \"u" + std::to_string(i) + "\"\nbrigade = \"b\"\nfigures = 24\n" +
            "at = [36, 24]\n";
  }
  const auto r = scenario::load_scenario_text(text, "stack.toml");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().field, "units[2].at") << r.error().en;
  EXPECT_NE(r.error().en.find("base 1 of \"u1\" overlaps base 1 of \"u0\""), std::string::npos)
      << r.error().en;
}

TEST(RobustScenario, AFolderAndAFileTooLargeAreSaidAsSuch) {
  auto r = scenario::load_scenario(std::filesystem::temp_directory_path().string());
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().en, "a folder, not a file");
  const auto big = std::filesystem::temp_directory_path() / "grognard_big.toml";
  {
    std::ofstream out(big);
    out << std::string(model::kMaxInputBytes + 1, '#');
  }
  r = scenario::load_scenario(big.string());
  std::filesystem::remove(big);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().en, "the file is larger than 1048576 bytes (1 MiB)");
}

// ---- Battle records --------------------------------------------------------------------------

std::string record_text(std::string_view decisions, std::string_view dice = "[]",
                        std::string_view seed = "1") {
  return "{\"grognard_record\": 1, \"scenario\": \"\", \"seed\": " + std::string(seed) +
         ", \"start_hash\": 5, \"players\": [true, false], \"by_hand\": false, \"decisions\": " +
         std::string(decisions) + ", \"dice\": " + std::string(dice) +
         ", \"turn\": 1, \"quit\": true, \"end_hash\": 0}";
}

std::string error_of_record(const std::string& text) {
  std::string error;
  (void)game::record_of_text(text, error);
  return error;
}

TEST(RobustRecord, EveryNumberIsRangeChecked) {
  EXPECT_EQ(error_of_record(record_text(
                R"([{"side": 0, "kind": "orders", "orders": [{"kind": "move", "unit": 3,
                    "at": [10, 1e308], "facing": 0}]}])")),
            "decisions[0].orders[0].at[1]: expected a number from -144000 to 144000");
  EXPECT_EQ(error_of_record(record_text(R"([{"side": 0, "kind": "orders", "orders": [{"kind":
                "hold", "unit": 1e400}]}])")),
            "not JSON");
  EXPECT_EQ(error_of_record(record_text(
                R"([{"side": 0, "kind": "orders", "orders": [{"kind": "hold", "unit": 2.5}]}])")),
            "decisions[0].orders[0].unit: expected a whole number");
  EXPECT_EQ(error_of_record(record_text(R"([{"side": 2, "kind": "answer", "answer": "stand"}])")),
            "decisions[0].side: expected 0 to 1");
  EXPECT_EQ(error_of_record(record_text("[]", "[[7]]")), "dice[0][0]: expected 1 to 6");
  EXPECT_EQ(error_of_record(record_text("[]", "[]", "-1")), "seed: expected a whole number >= 0");
  EXPECT_EQ(error_of_record(record_text("[]", "[]", "\"1\"")),
            "seed: expected a whole number >= 0");
  EXPECT_EQ(error_of_record("[1]"), "grognard_record: not a battle record (expected 1)");
  EXPECT_EQ(error_of_record(std::string(model::kMaxInputBytes + 1, ' ')),
            "larger than 1 MiB (1048576 bytes)");
  EXPECT_EQ(error_of_record(record_text("[]")), "");
}

// ---- Saves -----------------------------------------------------------------------------------

TEST(RobustSave, WrittenWholeOrNotAtAll) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("grognard_save_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "game.json").string();
  ASSERT_TRUE(engine::check_writable(path).ok());
  ASSERT_TRUE(engine::write_file_atomically(path, "first").ok());
  ASSERT_TRUE(engine::write_file_atomically(path, "second").ok());
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_EQ(text.str(), "second");
  // No temporary file is left beside it.
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir),
                          std::filesystem::directory_iterator()),
            1);
  // A folder, or a folder that does not exist, is refused before anything is written.
  EXPECT_EQ(engine::check_writable(dir.string()).error, EISDIR);
  EXPECT_EQ(engine::write_file_atomically(dir.string(), "x").error, EISDIR);
  EXPECT_EQ(engine::check_writable((dir / "no" / "game.json").string()).error, ENOENT);
  // A symbolic link is kept: the file it names is replaced.
  const auto link = dir / "link.json";
  std::filesystem::create_symlink(path, link);
  ASSERT_TRUE(engine::write_file_atomically(link.string(), "third").ok());
  EXPECT_TRUE(std::filesystem::is_symlink(link));
  std::ifstream again(path);
  std::stringstream third;
  third << again.rdbuf();
  EXPECT_EQ(third.str(), "third");
  EXPECT_EQ(engine::WriteFailure{ENOSPC}.reason(false), "no space left on the device");
  EXPECT_EQ(engine::WriteFailure{ENOSPC}.reason(true), "на диске нет места");
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace grognard
