// A die face and the checks a player's dice must pass.
#pragma once

#include <optional>
#include <span>

namespace grognard::dice {

// The face of one six-sided die, 1 to 6. Every die in the game is a D6; a D3 is a D6 read
// as 1-2 = 1, 3-4 = 2, 5-6 = 3 (CLAUSES §0.3).
using Face = int;

constexpr bool is_face(int v) {
  return v >= 1 && v <= 6;
}

// Returns the position of the first value that is not a face, or nothing when all are faces.
constexpr std::optional<std::size_t> first_bad_face(std::span<const Face> faces) {
  for (std::size_t i = 0; i < faces.size(); ++i) {
    if (!is_face(faces[i])) return i;
  }
  return std::nullopt;
}

}  // namespace grognard::dice
