// The fuzz target's corpus replayed through the loader in every build (the ASan/UBSan build
// too, where toml++ compiled into the loader is instrumented), and a sweep of non-ASCII
// characters in every context: refused outside strings, read safely inside them.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "../fuzz/exercise.h"
#include "fuzz_corpus.h"
#include "scenario/error.h"
#include "scenario/parse.h"

namespace grognard::scenario {
namespace {

std::string utf8(char32_t c) {
  std::string s;
  if (c < 0x80) {
    s += static_cast<char>(c);
  } else if (c < 0x800) {
    s += static_cast<char>(0xC0 | (c >> 6));
    s += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    s += static_cast<char>(0xE0 | (c >> 12));
    s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (c & 0x3F));
  }
  return s;
}

TEST(ScenarioFuzzCorpus, EveryCorpusInputRunsThroughTheLoader) {
  EXPECT_GE(testing::replay_corpus("corpus", [](std::string_view t) { fuzz::exercise(t); }), 15);
}

// Code points around the ranges where toml++ 3.3's is_non_ascii_horizontal_whitespace() hits
// its "unreachable" branch (U+00A1..U+0499, U+2C2E..U+3027, U+FB06..U+FEFE) and their neighbours.
std::vector<char32_t> sweep() {
  std::vector<char32_t> out;
  for (char32_t c = 0x80; c < 0x800; ++c) out.push_back(c);
  for (char32_t c = 0x800; c < 0x3100; c += 7) out.push_back(c);
  for (char32_t c = 0xFA00; c <= 0xFFFD; c += 3) out.push_back(c);
  out.push_back(0x3000);
  out.push_back(0xFEFF);
  return out;
}

TEST(ScenarioFuzzCorpus, NonAsciiOutsideAStringIsAlwaysRefused) {
  for (char32_t c : sweep()) {
    const std::string ch = utf8(c);
    const std::string outside[] = {
        ch + " = 1\n",                        // bare key
        "a = " + ch + "\n",                   // value
        "a = 1" + ch + "\n",                  // after a number
        "a = \"x\"" + ch + "\n",              // after a string
        "[" + ch + "]\n",                     // table header
        "[a." + ch + "]\n",                   // dotted table header
        "a = [" + ch + "]\n",                 // in an array
        "a = \"\"\"\\" + ch + "\"\"\"\n",     // right after a backslash in a ml string
        "a = \"\"\"\\\n " + ch + "\"\"\"\n",  // after a line-ending backslash (issue 190)
    };
    for (const std::string& text : outside) {
      // U+FEFF opening a document is a byte order mark, which toml++ skips.
      if (c == 0xFEFF && text.rfind(ch, 0) == 0) continue;
      ASSERT_TRUE(toml_guard(text).has_value()) << static_cast<unsigned>(c) << " in " << text;
      const auto r = load_scenario_text(text, "sweep.toml");
      ASSERT_FALSE(r.ok());
    }
  }
}

TEST(ScenarioFuzzCorpus, NonAsciiInsideStringsAndCommentsIsReadSafely) {
  for (char32_t c : sweep()) {
    const std::string ch = utf8(c);
    const std::string inside[] = {
        "a = \"" + ch + "\"\n",
        "a = '" + ch + "'\n",
        "a = \"\"\"" + ch + "\n" + ch + "\"\"\"\n",
        "a = '''" + ch + "\n" + ch + "'''\n",
        "a = 1 # " + ch + "\n",
        "\"" + ch + "\" = 1\n",
        "[\"" + ch + "\"]\n",
        "a = \"\"\"\\\n x" + ch + "\"\"\"\n",
    };
    for (const std::string& text : inside) {
      ASSERT_FALSE(toml_guard(text).has_value()) << static_cast<unsigned>(c) << " in " << text;
      try {
        (void)parse_toml(text, "sweep.toml");
      } catch (const LoadFailure&) {
        // Some code points are not allowed in TOML strings at all: an error, not a crash.
      }
    }
  }
}

}  // namespace
}  // namespace grognard::scenario
