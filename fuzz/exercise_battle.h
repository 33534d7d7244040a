// What the battle fuzz targets do with one input, shared with the corpus replay in tests/:
//  - a battle record (`--replay`, `--resume` files): read it; when it reads, play it again on
//    the built-in battle (its start hash set to that battle's, so the replay really plays);
//  - the prompt's commands, and the dice typed by hand: play the built-in battle at the prompt
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
#include "model/utf8.h"

namespace grognard::fuzz {

inline const game::GameState& built_in_battle() {
  static const game::GameState start = engine::default_battle();
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
  r.start_hash = game::hash(built_in_battle());
  const engine::Replay replay = engine::replay_battle(built_in_battle(), r);
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
      cli::play_at_prompt(built_in_battle(), b >> 3U, side, by_hand, lang, in, out, err, {},
                          &record, nullptr, [&saves](const game::Record&) { ++saves; });
  if (status != 0) std::abort();
  const engine::Replay replay = engine::replay_battle(built_in_battle(), record);
  if (!replay.matches) std::abort();  // what was recorded at the prompt must replay exactly
}

}  // namespace grognard::fuzz
