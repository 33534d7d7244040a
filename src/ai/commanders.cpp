#include "ai/commanders.h"

#include "ai/line_commander.h"
#include "ai/random_commander.h"

namespace grognard::ai {

SearchOptions default_search(bool explain) {
  SearchOptions o;
  // To the end of the next turn: a volley or charge weighed by this turn alone misses the
  // answer it draws in the enemy's turn (measured in docs/cli.md: 72% against line in the
  // built-in battle at one turn, 76% at two, within bench_ai's 1 s a phase).
  o.horizon = 2;
  o.explain = explain;
  return o;
}

std::unique_ptr<game::Player> make_commander(model::AiLevel level, bool explain) {
  switch (level) {
    case model::AiLevel::random:
      return std::make_unique<RandomCommander>();
    case model::AiLevel::line:
      return std::make_unique<LineCommander>();
    case model::AiLevel::search:
      return std::make_unique<SearchCommander>(default_search(explain));
  }
  return std::make_unique<LineCommander>();
}

}  // namespace grognard::ai
