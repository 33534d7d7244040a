// What the situation fuzz target does with one input, shared with the corpus replay in tests/:
// read it as a situation (as `grognard odds` and POST /api/odds do); when it reads, take its
// odds and roll it with the computer's dice and with dice taken from the input.
#pragma once

#include <string_view>
#include <vector>

#include "engine/api.h"

namespace grognard::fuzz {

inline void exercise_situation(std::string_view text) {
  const auto situation = engine::parse_situation(text);
  if (!situation.ok()) {
    (void)engine::json(situation.error().en).dump();  // every message is valid UTF-8
    (void)engine::json(situation.error().ru).dump();
    return;
  }
  const auto odds = engine::odds(situation.value());
  if (!odds.ok()) {
    (void)engine::json(odds.error().en).dump();
    (void)engine::json(odds.error().ru).dump();
    (void)engine::json(odds.error().field).dump();
    return;
  }
  (void)odds.value().json.dump();
  (void)engine::roll(situation.value(), engine::DiceChoice{1809, std::nullopt});
  std::vector<dice::Face> faces;
  for (const char c : text)
    faces.push_back(static_cast<dice::Face>(1 + static_cast<unsigned char>(c) % 6));
  (void)engine::roll(situation.value(), engine::DiceChoice{0, faces});
}

}  // namespace grognard::fuzz
