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

std::string replay_failure(const engine::Replay& r, text::Lang lang) {
  std::string why = say(lang, r.why);
  if (r.unfit.empty()) return why;
  // "decisions[3]: the game refuses it (...)": the field in any language, the reason in English.
  const auto colon = r.unfit.find(": ");
  if (lang == text::Lang::ru && colon != std::string::npos) {
    return r.unfit.substr(0, colon) + ": " + why;
  }
  return r.unfit + " (" + why + ")";
}

int play_at_prompt(game::GameState start, std::uint64_t seed, const std::string& side_wanted,
                   bool by_hand, text::Lang lang, std::istream& in, std::ostream& out,
                   std::ostream& err, const PromptReport& report, game::Record* record,
                   const game::Record* resume, const SaveRecord& save, std::string_view title,
                   const engine::AiSides& ai_wanted) {
  std::optional<int> side;
  engine::AiSides ai = ai_wanted;
  if (resume != nullptr) {
    // A resumed battle: the record's seed, side and dice (PR-RECORD-1).
    if (game::hash(start) != resume->start_hash) {
      return refuse(err, lang, "--resume", say(lang, "replay.other_battle"));
    }
    if (!resume->quit) return refuse(err, lang, "--resume", say(lang, "prompt.resume_over"));
    // Played again alone first, as --replay does: every recorded answer must apply.
    const engine::Replay check = engine::replay_battle(start, *resume);
    if (!check.matches) return refuse(err, lang, "--resume", replay_failure(check, lang));
    seed = resume->seed;
    by_hand = resume->by_hand;
    ai.level = resume->ai;
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
  out << say(lang, "prompt.header", title.empty() ? battle.state.scenario : std::string(title),
             seed)
      << "\n";
  if (side) out << say(lang, "prompt.you_command", side_name(battle.state, *side, lang)) << "\n";
  if (by_hand) out << say(lang, "prompt.you_roll") << "\n";
  if (resume != nullptr) out << say(lang, "prompt.resumed", resume->turn) << "\n";
  BattlePrompt human(console);
  game::Player* commander = &human;
  game::HandDice hand = by_hand ? hand_dice(console) : game::HandDice{};
  // Resumed: the record decides and rolls until it is used up, then the player at the prompt.
  std::optional<game::RecordedPlayer> recorded;
  game::DiceCursor dice_used;
  pcg32 fallback(seed);
  if (resume != nullptr) {
    if (side) commander = &recorded.emplace(*resume, *side, &human);
    human.preset(resume->pending);
    if (by_hand) hand = game::recorded_hand(*resume, dice_used, fallback, std::move(hand));
  }
  // With a record, every answer and every die is written down as it is given, and saved.
  std::optional<game::RecordingPlayer> recording;
  if (record != nullptr) {
    record->seed = seed;
    record->start_hash = game::hash(battle.state);
    record->by_hand = by_hand;
    game::Journal journal;
    if (save) {
      // Orders given in a phase and not yet sent are saved too.
      console.on_orders_given([record, &save](int turn, const std::vector<game::Order>& given) {
        record->pending = given;
        record->turn = turn;
        record->quit = true;
        record->interrupted = true;
        record->end_hash = 0;
        save(*record);
      });
      journal = [record, resume, &save](int turn) {
        record->pending.clear();  // sent with the answer just recorded
        // While a resumed record is played again its file already holds every answer: the
        // save is left as it is until the player gives a new one.
        if (resume != nullptr && record->decisions.size() <= resume->decisions.size() &&
            record->dice.size() <= resume->dice.size()) {
          return;
        }
        if (turn > 0) record->turn = turn;
        record->quit = true;
        record->interrupted = true;
        record->end_hash = 0;
        save(*record);
      };
    }
    record->ai = ai.level;
    if (side) {
      record->players[static_cast<std::size_t>(*side)] = true;
      commander = &recording.emplace(*commander, *side, *record, journal);
    }
    if (by_hand) hand = game::recording_hand(std::move(hand), *record, journal);
  }
  std::array<game::Player*, 2> players{nullptr, nullptr};
  if (side) players[static_cast<std::size_t>(*side)] = commander;
  std::vector<game::GameState> turns;
  const auto finish = [&](bool quit) {
    // Checked before the battle went on: this is a bug's warning, not the player's.
    if ((recorded && recorded->diverged()) || dice_used.diverged) {
      err << say(lang, "prompt.resume_diverged") << "\n";
    }
    if (record != nullptr) {
      record->turn = battle.state.turn;
      record->quit = quit;
      record->interrupted = false;
      record->pending.clear();  // a quit leaves the orders of the phase unsent
      record->end_hash = game::hash(battle.state);
    }
    return report ? report(turns, battle.log) : 0;
  };
  if (engine::play_battle(battle, seed, players, hand, &turns, ai) == game::Driven::stopped &&
      console.quitted()) {
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
