// The situation fuzz target's corpus (fuzz/corpus_situation) replayed through the reader, odds
// and rolls in every build, the ASan/UBSan build too: nothing crashes, every error is valid
// UTF-8 and names a field.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "../fuzz/situation_exercise.h"

namespace grognard::engine {
namespace {

std::string read(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(SituationFuzzCorpus, EveryCorpusInputRunsThroughTheReader) {
  const auto dir =
      std::filesystem::path(__FILE__).parent_path().parent_path() / "fuzz" / "corpus_situation";
  int n = 0;
  int good = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (!entry.is_regular_file()) continue;
    const std::string name = entry.path().filename().string();
    SCOPED_TRACE(name);
    const std::string text = read(entry.path());
    fuzz::exercise_situation(text);
    ++n;
    // Files named bad_* are refused with a field; the others are situations the engine takes.
    const auto parsed = parse_situation(text);
    const bool ok = parsed.ok() && odds(parsed.value()).ok();
    EXPECT_EQ(ok, name.rfind("bad_", 0) != 0);
    good += ok ? 1 : 0;
    if (!parsed.ok()) {
      EXPECT_FALSE(parsed.error().field.empty());
    }
  }
  EXPECT_GE(n, 20);
  EXPECT_GE(good, 10);
}

}  // namespace
}  // namespace grognard::engine
