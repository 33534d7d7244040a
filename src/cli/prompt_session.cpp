// A battle at the prompt from its start to its end (or the player's quit): who commands what,
// the dice, the record written as it goes, a record resumed, the report at the end.
#include <unistd.h>

#include <iostream>

#include <fmt/format.h>

#include "cli/battle_prompt.h"
#include "cli/prompt_words.h"
#include "game/save.h"

namespace grognard::cli {

namespace {

constexpr int kBadInput = 2;

int refuse(std::ostream& err, text::Lang lang, std::string_view flag, const std::string& why) {
  err << text::phrase_or("ui.error", lang, "error") << ": " << flag << ": " << why << "\n";
  return kBadInput;
}

}  // namespace

int play_at_prompt(game::GameState start, std::uint64_t seed, const std::string& side_wanted,
                   bool by_hand, text::Lang lang, std::istream& in, std::ostream& out,
                   std::ostream& err, const PromptReport& report, game::Record* record,
                   const game::Record* resume) {
  std::optional<int> side;
  if (resume != nullptr) {
    // A resumed battle: the record's seed, side and dice (PR-RECORD-1).
    if (game::hash(start) != resume->start_hash) {
      return refuse(err, lang, "--resume", say(lang, "replay.other_battle"));
    }
    if (!resume->quit) return refuse(err, lang, "--resume", say(lang, "prompt.resume_over"));
    seed = resume->seed;
    by_hand = resume->by_hand;
    for (int s = 0; s < 2; ++s) {
      if (resume->players[static_cast<std::size_t>(s)]) side = s;
    }
  } else if (!side_wanted.empty()) {
    side = side_named(start, side_wanted);
    if (!side) {
      return refuse(err, lang, "--side",
                    say(lang, "prompt.side_error", side_wanted,
                        side_name(start, 0, lang) + ", " + side_name(start, 1, lang)));
    }
  }
  // Piped input is not shown by a terminal: write it back, so the transcript reads in order.
  const bool echo = &in != &std::cin || isatty(STDIN_FILENO) == 0;
  Console console(in, out, lang, echo, seed);
  if (!side) console.on_end("prompt.eof_dice");
  engine::BattleReport battle{std::move(start), {}};
  console.watch(battle);
  out << say(lang, "prompt.header", battle.state.scenario, seed) << "\n";
  if (side) out << say(lang, "prompt.you_command", side_name(battle.state, *side, lang)) << "\n";
  if (by_hand) out << say(lang, "prompt.you_roll") << "\n";
  if (resume != nullptr) out << say(lang, "prompt.resumed", resume->turn) << "\n";
  BattlePrompt human(console);
  game::Player* commander = &human;
  game::HandDice hand = by_hand ? hand_dice(console) : game::HandDice{};
  // Resumed: the record decides and rolls until it is used up, then the player at the prompt.
  std::optional<game::RecordedPlayer> recorded;
  std::size_t dice_used = 0;
  bool dice_diverged = false;
  pcg32 fallback(seed);
  if (resume != nullptr) {
    if (side) commander = &recorded.emplace(*resume, *side, &human);
    if (by_hand) {
      hand = game::recorded_hand(*resume, dice_used, dice_diverged, fallback, std::move(hand));
    }
  }
  // With a record, every answer and every die is written down as it is given.
  std::optional<game::RecordingPlayer> recording;
  if (record != nullptr) {
    record->seed = seed;
    record->start_hash = game::hash(battle.state);
    record->by_hand = by_hand;
    if (side) {
      record->players[static_cast<std::size_t>(*side)] = true;
      commander = &recording.emplace(*commander, *side, *record);
    }
    if (by_hand) hand = game::recording_hand(std::move(hand), *record);
  }
  std::array<game::Player*, 2> players{nullptr, nullptr};
  if (side) players[static_cast<std::size_t>(*side)] = commander;
  std::vector<game::GameState> turns;
  const auto finish = [&](bool quit) {
    // A record that did not fit (another version of the rules) is said, not hidden.
    if ((recorded && recorded->diverged()) || dice_diverged) {
      err << say(lang, "prompt.resume_diverged") << "\n";
    }
    if (record != nullptr) {
      record->turn = battle.state.turn;
      record->quit = quit;
      record->end_hash = game::hash(battle.state);
    }
    return report ? report(turns, battle.log) : 0;
  };
  try {
    engine::play_battle(battle, seed, players, hand, &turns);
  } catch (const Quit&) {
    console.tell_news();
    out << "\n" << say(lang, "prompt.quit", battle.state.turn) << "\n";
    turns.push_back(battle.state);  // the table as the player left it
    return finish(true);
  }
  console.tell_news();
  const game::GameState& end = battle.state;
  if (end.winner) {
    out << fmt::format("\n{}: {}\n", text::phrase_or("ui.winner", lang, "Winner"),
                       side_name(end, *end.winner, lang));
  } else {
    out << fmt::format("\n{}\n", text::phrase_or("ui.draw", lang, "Draw"));
  }
  return finish(false);
}

}  // namespace grognard::cli
