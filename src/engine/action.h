// An action a player can ask the odds of or roll: skirmish fire, a volley, a discipline test.
// Each action reads its JSON situation strictly, and runs its rule through whatever Roller the
// engine gives it. Front ends never see rules: they call the engine (api.h).
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "dice/roller.h"
#include "engine/description.h"
#include "rules/events.h"

namespace grognard::engine {

using json = nlohmann::json;
using ojson = nlohmann::ordered_json;

// The exact distribution of an action, in the shape of the JSON contract (docs/cli.md):
// "action", distributions such as "damage", "expected_damage", and "p" for each flag.
struct OddsReport {
  ojson json;
};

// One resolution: "action", "dice" (every face in the order rolled), "damage", "flags" and
// any action-specific results, plus the events and dice records to narrate. Each roll is also
// an event with key "dice" whose one argument is the index of its record in `dice`.
struct RollReport {
  ojson json;
  std::vector<rules::Event> events;
  std::vector<dice::DiceRecord> dice;
};

struct Action {
  std::string_view name;
  std::string_view clause;
  std::string_view title_en;
  std::string_view title_ru;
  // The order in which --dice gives the faces (docs/cli.md repeats it).
  std::string_view dice_order_en;
  std::string_view dice_order_ru;
  // Both read the situation strictly and throw BadInput (fields.h) for bad input.
  OddsReport (*odds)(const json& situation);
  ojson (*roll)(const json& situation, dice::Roller& dice, rules::Events& events);
  // The one description of the situation both read (description.h).
  const FieldSpec& (*situation)();
};

// Every action, in the order `grognard actions` lists them.
std::span<const Action> actions();

}  // namespace grognard::engine
