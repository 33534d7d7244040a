// The exact odds of a brigade's next morale test (BM-TRIGGER-1, TBL-BM), as the Command phase
// would roll it from the brigade's counts now: for a commander weighing how near a brigade is
// to falling back, which loses the battle when every brigade of a side does (PR-VICTORY-1).
#pragma once

#include <optional>

#include "dice/enumerate.h"
#include "game/state.h"
#include "model/status.h"
#include "rules/brigade_status.h"

namespace grognard::game {

// The brigade's status after the test it takes in the next Command phase; a brigade that takes
// none (Obeying orders without the S16.6 option, or in Sauve qui Peut) keeps its status for
// certain. `as`: the test of a brigade in that status with the same counts (the test after
// next). Requires 0 <= brigade < s.brigades.size().
dice::Distribution<model::BrigadeStatus> brigade_morale_odds(
    const GameState& s, int brigade, std::optional<model::BrigadeStatus> as = std::nullopt);

// The same test for the brigade as `as` says it stands (its status and counts: what it would be
// after a change that has not happened, e.g. one more unit lost), with its own grade and rating.
// Requires 0 <= brigade < s.brigades.size().
dice::Distribution<model::BrigadeStatus> brigade_morale_odds(const GameState& s, int brigade,
                                                             const rules::BrigadeState& as);

}  // namespace grognard::game
