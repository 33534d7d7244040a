// How well the computer commands a side (`--ai SIDE=LEVEL`, the web games' "ai" field, a
// record's "ai"): a value a record and a game keep, so a battle the AI fought replays.
#pragma once

#include <array>

#include "model/names.h"

namespace grognard::model {

enum class AiLevel {
  random,  // uniform among the orders the game accepts: the baseline
  line,    // the line commander: the manual's habits (ai/line_commander.h)
  search,  // the searching commander: looks ahead with the engine (ai/search_commander.h)
};

inline constexpr std::array<Name<AiLevel>, 3> kAiLevelNames{{
    {AiLevel::random, "random"},
    {AiLevel::line, "line"},
    {AiLevel::search, "search"},
}};

// The level a side gets when none is asked for: the strongest that answers a phase of the
// default battle within a second on one core (bench/bench_ai.cpp).
inline constexpr AiLevel kDefaultAiLevel = AiLevel::search;

}  // namespace grognard::model
