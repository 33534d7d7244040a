// `grognard battle --report battle.html`: one self-contained HTML page (no file or network
// beside it) with the table drawn as SVG at the start and after every turn, each turn's
// narration beside its picture, and the result.
#pragma once

#include <string>
#include <vector>

#include "game/log.h"
#include "game/state.h"
#include "scenario/scenario.h"
#include "text/lang.h"

namespace grognard::text {

// `turns` are the states at the start ([0]) and after each turn (engine/battle.h, record_battle) of
// a battle set up from `start` (game/setup.h); `log` is its whole log.
std::string battle_report_html(const scenario::Scenario& start,
                               const std::vector<game::GameState>& turns, const game::Log& log,
                               Lang lang);

}  // namespace grognard::text
