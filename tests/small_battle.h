// A small battle written for a test: a French brigade ("fb") and a British one ("bb") on an
// open table, the [rules], units and terrain given as TOML text, and the battle it sets up.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "game/battle.h"
#include "game/setup.h"
#include "scenario/load.h"

namespace grognard::game::testing {

// The scenario's text: `rules` the body of [rules], `units` its [[units]] tables, `terrain` any
// [[terrain]] tables; a turn limit of 4.
inline std::string small_battle(std::string_view rules, std::string_view units, int depth = 48,
                                std::string_view terrain = "", int width = 72) {
  std::string t = R"([scenario]
title = { en = "Test", ru = "Тест" }
turn_limit = 4
[rules]
)";
  t += rules;
  t += "\n[table]\nwidth = " + std::to_string(width) + "\ndepth = " + std::to_string(depth) + "\n";
  t += R"([[armies]]
id = "fr"
nation = "french"
[[armies]]
id = "br"
nation = "british"
[[brigades]]
id = "fb"
army = "fr"
[[brigades]]
id = "bb"
army = "br"
)";
  t += terrain;
  t += units;
  return t;
}

// The battle of `text`, its dice seeded with `seed`; an empty state (and a failed expectation)
// when the text does not load.
inline GameState small_battle_state(const std::string& text, std::uint64_t seed = 1) {
  auto loaded = scenario::load_scenario_text(text, "test.toml");
  EXPECT_TRUE(loaded.ok()) << loaded.error().message(false);
  if (!loaded.ok()) return GameState{};
  auto b = battle_from(loaded.value());
  EXPECT_TRUE(b.ok()) << b.error().message(false);
  if (!b.ok()) return GameState{};
  GameState s = b.value();
  seed_dice(s, seed);
  return s;
}

}  // namespace grognard::game::testing
