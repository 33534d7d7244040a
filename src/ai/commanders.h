// The AI's levels as players: the one place a level becomes a commander.
#pragma once

#include <memory>

#include "ai/search_commander.h"
#include "game/player.h"
#include "model/ai_level.h"

namespace grognard::ai {

// A commander of `level`; `explain` makes the searching one say why it answers as it does (the
// others have nothing to weigh and say nothing).
std::unique_ptr<game::Player> make_commander(model::AiLevel level, bool explain = false);

// The searching commander's options at the default budget, explaining or not.
SearchOptions default_search(bool explain = false);

}  // namespace grognard::ai
