// What the battle fuzz targets do with one input, shared with the corpus replay in tests/:
//  - a battle record (`--replay`, `--resume` files): read it; when it reads, play it again on
//    a small battle (its start hash set to that battle's, so the replay really plays);
//  - the prompt's commands, and the dice typed by hand: play a small battle at the prompt
//    with the input as what the player types, recording it, then check that the record replays
//    to the very state the battle reached: a record made at the prompt must always replay;
//  - a match's answers (game/match.h): the bytes choose answers, legal or not, for a match on
//    the small battle; a refused answer must change nothing, every state must keep the
//    invariants, and the match's JSON must read back to the same match and log.
#pragma once

#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

#include "cli/battle_prompt.h"
#include "cli/prompt_words.h"
#include "engine/battle.h"
#include "game/invariants.h"
#include "game/legal_orders.h"
#include "game/match.h"
#include "game/match_json.h"
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

// The first byte chooses the seed and dice by hand (bit 0); then each answer takes two bytes:
// what kind of answer (and, for an order, whether to pick a legal one or make one up), and a
// number that picks the unit, the order among the legal ones, the response or the faces.
inline void exercise_match(std::string_view input) {
  if (input.empty()) return;
  auto byte = [&](std::size_t i) {
    return static_cast<unsigned>(static_cast<unsigned char>(input[i]));
  };
  game::GameState start = small_battle();
  game::seed_dice(start, byte(0) >> 1U);
  game::MatchOptions options;
  options.dice_by_hand = (byte(0) & 1U) != 0;
  game::Match m(start, options);
  const int units = static_cast<int>(start.units.size());
  for (std::size_t i = 1; i + 1 < input.size() && !m.over(); i += 2) {
    const unsigned kind = byte(i);
    const unsigned pick = byte(i + 1);
    const game::Question& q = m.question();
    game::Answer a;
    switch (kind % 8) {
      case 0:
      case 1: {  // a legal order of one of the side's units, or done when it has none
        std::vector<game::Order> legal;
        for (int u = 0; u < units && q.kind == game::QuestionKind::orders; ++u) {
          for (const game::Order& o : m.legal((u + static_cast<int>(pick)) % units)) {
            legal.push_back(o);
          }
          if (!legal.empty()) break;
        }
        a = legal.empty() ? game::Answer::finished() : game::Answer::of(legal[pick % legal.size()]);
        break;
      }
      case 2: {  // an order made up from the bytes
        game::Order o =
            game::make_order(game::kOrderKindNames[pick % 13].value, static_cast<int>(pick % 8) - 1,
                             static_cast<int>(kind >> 3U) % 8 - 1);
        o.x = static_cast<double>(pick % 40);
        o.y = static_cast<double>(kind % 30);
        o.facing = static_cast<double>(pick) * 1.5;
        a = game::Answer::of(o);
        break;
      }
      case 3:
        a = game::Answer::finished();
        break;
      case 4:
        a = q.kind == game::QuestionKind::charge_answer && !q.allowed.empty()
                ? game::Answer::of(q.allowed[pick % q.allowed.size()])
                : game::Answer::of(static_cast<rules::Response>(pick % 5));
        break;
      case 5:
        a = game::Answer::written(static_cast<int>(pick % 6) - 1);
        break;
      case 6: {
        const int n = q.kind == game::QuestionKind::dice ? q.dice : static_cast<int>(pick % 4);
        std::vector<dice::Face> f;
        for (int k = 0; k < n; ++k) f.push_back(static_cast<dice::Face>(1 + (pick + k * 5) % 6));
        if ((kind & 8U) != 0 && !f.empty()) f.back() = 7;  // not a face
        a = game::Answer::rolled(std::move(f));
        break;
      }
      default:
        a = game::Answer::next();
        break;
    }
    const std::string before = game::match_json(m).dump();
    const std::size_t entries = m.log().size();
    const auto checked = m.check(a);
    const game::Match::Outcome out = m.answer(a);
    if (static_cast<bool>(checked) != static_cast<bool>(out.refused)) std::abort();
    if (out.refused && (game::match_json(m).dump() != before || m.log().size() != entries)) {
      std::abort();  // a refused answer changed the match
    }
    if (!game::broken_invariants(m.state()).empty()) std::abort();
  }
  std::string error;
  const std::optional<game::Match> back = game::match_of(game::match_json(m), error);
  if (!back || back->log() != m.log() || !(back->state() == m.state())) std::abort();
  if (m.can_undo()) {
    game::Match u = m;
    if (!u.undo()) std::abort();
  }
}

}  // namespace grognard::fuzz
