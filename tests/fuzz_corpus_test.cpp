// The corpora of the fuzz targets for JSON scenarios, battle records, the prompt's commands,
// dice typed by hand and a match's answers (fuzz/corpus_<target>), replayed through the same code
// the targets run in every build, the ASan/UBSan one too. (The TOML scenario corpus:
// scenario_fuzz_corpus_test.)
#include <gtest/gtest.h>

#include "../fuzz/exercise.h"
#include "../fuzz/exercise_battle.h"
#include "fuzz_corpus.h"

namespace grognard::fuzz {
namespace {

int replay_corpus(const std::string& target, const std::function<void(std::string_view)>& run) {
  return testing::replay_corpus("corpus_" + target, run);
}

TEST(FuzzCorpus, ScenarioJson) {
  EXPECT_GE(replay_corpus("scenario_json",
                          [](std::string_view t) { exercise(t, {scenario::Format::json}); }),
            6);
}

TEST(FuzzCorpus, Record) {
  EXPECT_GE(replay_corpus("record", [](std::string_view t) { exercise_record(t); }), 6);
}

TEST(FuzzCorpus, Prompt) {
  EXPECT_GE(replay_corpus("prompt", [](std::string_view t) { exercise_prompt(t, false); }), 5);
}

TEST(FuzzCorpus, Match) {
  EXPECT_GE(replay_corpus("match", [](std::string_view t) { exercise_match(t); }), 10);
}

TEST(FuzzCorpus, Dice) {
  EXPECT_GE(replay_corpus("dice", [](std::string_view t) { exercise_prompt(t, true); }), 4);
}

}  // namespace
}  // namespace grognard::fuzz
