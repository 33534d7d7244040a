// The engine's one API for front ends: the exact odds of an action and its resolution with
// computer dice, recorded dice or a player's dice. Every function reports bad input as an
// Error naming the field; none throws.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "dice/face.h"
#include "dice/roller.h"
#include "engine/action.h"
#include "engine/error.h"

namespace grognard::engine {

// The largest situation the engine reads, from a file, standard input or an HTTP body: 1 MiB.
inline constexpr std::size_t kMaxSituationBytes = std::size_t{1} << 20U;

// Parses a situation given as JSON text of at most kMaxSituationBytes. An error names the field
// the parser was in ("firer.figures" for a number too large for a double) and the byte.
Expected<json> parse_situation(std::string_view text);

// The action a situation names in its "action" field.
Expected<const Action*> find_action(const json& situation);

// The exact distribution of the situation's action.
Expected<OddsReport> odds(const json& situation);

// How a roll gets its dice: a seed for the computer's dice, or the faces a player rolled, in
// the order the action documents.
struct DiceChoice {
  std::uint64_t seed = 0;
  std::optional<std::vector<dice::Face>> faces;
};

// Resolves the situation's action once. With faces, too few or too many dice is an error
// naming "--dice" and the order the action expects.
Expected<RollReport> roll(const json& situation, const DiceChoice& how);

// Resolves the situation's action with any recording roller (a player at the prompt).
Expected<RollReport> roll_with(const json& situation, dice::RecordingRoller& roller);

}  // namespace grognard::engine
