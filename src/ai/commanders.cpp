#include "ai/commanders.h"

#include "ai/line_commander.h"
#include "ai/random_commander.h"

namespace grognard::ai {

SearchOptions default_search(bool explain) {
  SearchOptions o;
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
