// Saving a battle: a state to JSON and back. A loaded state equals the saved one, dice
// generator included, so a saved game continues exactly as the unsaved one would.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "game/state.h"

namespace grognard::game {

nlohmann::json to_json(const GameState& s);

// Reads a saved state. Returns the reason in `error` (with the field) and an empty state when
// the document is not a saved state.
GameState from_json(const nlohmann::json& j, std::string& error);

// A hash of the whole state (FNV-1a over its JSON), for quick comparison and replay checks.
std::uint64_t hash(const GameState& s);

}  // namespace grognard::game
