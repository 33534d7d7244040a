// The narration of a battle from its log, in Russian or English: turn and phase headings, then
// every event with its clause, every roll with its dice.
#pragma once

#include <optional>
#include <string>

#include "game/log.h"
#include "game/state.h"
#include "scenario/scenario.h"
#include "text/lang.h"
#include "text/render.h"

namespace grognard::text {

// The names of a state's units and brigades in `lang` (English where no Russian name is given),
// with the Russian forms `declared` gives for them (matched by their Russian names).
Names names_of(const game::GameState& state, Lang lang = Lang::en,
               const scenario::Scenario* declared = nullptr);

// One log entry as "[clause] sentence".
std::string narrate_entry(const game::LogEntry& entry, const Names& names, Lang lang);

// What a roll under `clause` is for, as the narration says it ("for the initiative"), or
// nothing when the clause has no such phrase.
std::optional<std::string> dice_purpose(std::string_view clause, Lang lang);

// The whole log, with a heading at each turn and phase, and the result at the end.
std::string narrate_battle(const game::Log& log, const game::GameState& final_state, Lang lang,
                           const scenario::Scenario* declared = nullptr);

}  // namespace grognard::text
