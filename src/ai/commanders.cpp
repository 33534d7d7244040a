#include "ai/commanders.h"

#include <cstdio>
#include <cstdlib>

#include "ai/evaluation.h"
#include "ai/line_commander.h"
#include "ai/random_commander.h"

namespace grognard::ai {

SearchOptions default_search(bool explain) {
  SearchOptions o;
  o.explain = explain;
  if (const char* t = std::getenv("GROGNARD_SEARCH_TUNE")) {  // TEMPORARY tuning
    std::sscanf(t, "%d,%d,%zu,%lf", &o.samples, &o.horizon, &o.candidates, &kThreatWeight);
  }
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
