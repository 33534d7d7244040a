// What the battle fuzz targets do with one input, shared with the corpus replay in tests/:
//  - a battle record (`--replay`, `--resume` files): read it; when it reads, play it again on
//    a small battle (its start hash set to that battle's, so the replay really plays);
//  - the prompt's commands, and the dice typed by hand: play a small battle at the prompt
//    with the input as what the player types, recording it, then check that the record replays
//    to the very state the battle reached: a record made at the prompt must always replay.
#pragma once

#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

#include "cli/battle_prompt.h"
#include "cli/prompt_words.h"
#include "engine/battle.h"
#include "game/record.h"
#include "game/save.h"
#include "game/setup.h"
#include "model/utf8.h"
#include "scenario/load.h"

namespace grognard::fuzz {

// A small battle, so that each run plays a whole one in milliseconds: a French line battalion
// with its light company, a léger battalion and a general against a British battalion and a
// cavalry regiment (charges, answers to them, squadrons written down), four turns.
inline constexpr std::string_view kSmallBattle = R"(
[scenario]
title = { en = "A small battle", ru = "Малое сражение" }
turn_limit = 4
[rules]
squadron_charges = true
[table]
width = 40
depth = 30
[[armies]]
id = "french"
nation = "french"
[[armies]]
id = "british"
nation = "british"
[[brigades]]
id = "fb"
army = "french"
[[brigades]]
id = "bb"
army = "british"
[[generals]]
id = "fg"
army = "french"
brigade = "fb"
at = [20, 1.5]
[[units]]
id = "line"
brigade = "fb"
name = { en = "1/31e Ligne", ru = "1-й батальон 31-го линейного" }
figures = 24
light_company = 4
at = [12, 8]
[[units]]
id = "leger"
brigade = "fb"
troops = "light"
figures = 24
light_company = 4
at = [28, 8]
[[units]]
id = "foot"
brigade = "bb"
figures = 24
facing = 180
at = [14, 22]
[[units]]
id = "hussars"
brigade = "bb"
arm = "cavalry"
figures = 12
squadrons = 3
facing = 180
at = [28, 24]
)";

inline const game::GameState& small_battle() {
  static const game::GameState start = [] {
    const auto s = scenario::load_scenario_text(kSmallBattle, "small.toml");
    if (!s.ok()) std::abort();
    auto b = game::battle_from(s.value());
    if (!b.ok()) std::abort();
    return b.value();
  }();
  return start;
}

inline void exercise_record(std::string_view text) {
  std::string why;
  game::Record r = game::record_of_text(text, why);
  if (!why.empty()) {
    (void)model::one_line(why);
    return;
  }
  (void)game::record_json(r).dump();
  if (r.decisions.size() + r.dice.size() > 400) return;  // keep each run short
  r.start_hash = game::hash(small_battle());
  const engine::Replay replay = engine::replay_battle(small_battle(), r);
  if (!replay.matches && replay.why == "replay.diverged" && replay.unfit.empty()) {
    std::abort();  // a record refused must name the answer that does not fit
  }
}

// The first byte chooses the side (bit 0), the language (bit 1), hand dice (bit 2, always with
// `hand_only`) and the seed (the rest); the other bytes are what the player types.
inline void exercise_prompt(std::string_view input, bool hand_only) {
  const auto b = input.empty() ? 0U : static_cast<unsigned char>(input[0]);
  const std::string typed(input.empty() ? input : input.substr(1));
  for (const std::string& w : cli::words_of(typed)) {
    (void)cli::whole(w);
    (void)cli::number(w);
    (void)cli::yes(w);
  }
  std::istringstream in(typed);
  std::ostringstream out;
  std::ostringstream err;
  const std::string side = hand_only ? "" : ((b & 1U) != 0 ? "1" : "0");
  const bool by_hand = hand_only || (b & 4U) != 0;
  const text::Lang lang = (b & 2U) != 0 ? text::Lang::ru : text::Lang::en;
  game::Record record;
  int saves = 0;
  const int status =
      cli::play_at_prompt(small_battle(), b >> 3U, side, by_hand, lang, in, out, err, {}, &record,
                          nullptr, [&saves](const game::Record&) { ++saves; });
  if (status != 0) std::abort();
  const engine::Replay replay = engine::replay_battle(small_battle(), record);
  if (!replay.matches) std::abort();  // what was recorded at the prompt must replay exactly
}

}  // namespace grognard::fuzz
