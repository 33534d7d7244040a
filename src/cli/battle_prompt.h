// A human at the keyboard in `grognard battle`: commands one side in a small command language
// (docs/cli.md, "Commanding a side"), answers the enemy's charges, and rolls the battle's dice by
// hand (--dice hand). Questions and answers go through one input and one output stream, in
// Russian or English; before each question the prompt tells what has happened since the last
// one, from the battle's log, as the narration tells it.
//
// End of input never hangs a battle: the orders given so far in the phase go out, every later
// phase passes with no orders from the human's side, the AI answers its charges, and the computer
// rolls the dice from the battle's seed (so `--dice hand` with nothing to read plays the battle
// `--seed` alone plays).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <pcg_random.hpp>

#include "ai/line_commander.h"
#include "engine/battle.h"
#include "game/player.h"
#include "text/lang.h"

namespace grognard::cli {

// What the prompt and the hand dice share: the streams, the language, the battle being told and
// how much of its log has been told.
class Console {
 public:
  // `echo`: write each line read back to `out`, so that a transcript of piped input reads as a
  // dialogue (a terminal shows what is typed by itself). `seed` seeds the computer's dice after
  // the end of input.
  Console(std::istream& in, std::ostream& out, text::Lang lang, bool echo, std::uint64_t seed);

  // The battle to tell; requires it to outlive the console's use.
  void watch(const engine::BattleReport& battle) { battle_ = &battle; }
  [[nodiscard]] const engine::BattleReport* battle() const { return battle_; }

  // Tells the log's entries not told yet, under turn and phase headings.
  void tell_news();

  // Writes `prompt` and reads one line; nothing at the end of input, and ever after (the first
  // time, it says what the end of input means).
  std::optional<std::string> line(std::string_view prompt);
  [[nodiscard]] bool ended() const { return ended_; }
  // What to say at the end of input: a phrase key (by default, what it means for a side
  // commanded at the prompt).
  void on_end(std::string_view key) { end_note_ = key; }

  std::ostream& out() { return out_; }
  // Called with the orders given so far in a phase each time one is given or withdrawn, before
  // `done` sends them (the journal of `--record` saves them).
  using OrdersGiven = std::function<void(int turn, const std::vector<game::Order>& given)>;
  void on_orders_given(OrdersGiven f) { orders_given_ = std::move(f); }
  void orders_given(int turn, const std::vector<game::Order>& given) const {
    if (orders_given_) orders_given_(turn, given);
  }
  [[nodiscard]] text::Lang lang() const { return lang_; }
  // The human typed `quit`: the battle stops at the question being asked.
  void quit() { quit_ = true; }
  [[nodiscard]] bool quitted() const { return quit_; }
  pcg32& computer_dice() { return rng_; }

 private:
  std::istream& in_;
  std::ostream& out_;
  text::Lang lang_;
  bool echo_;
  bool ended_ = false;
  bool quit_ = false;
  std::string_view end_note_ = "prompt.eof";
  OrdersGiven orders_given_;
  pcg32 rng_;
  const engine::BattleReport* battle_ = nullptr;
  std::size_t told_ = 0;
  int told_turn_ = 0;
  std::optional<model::Phase> told_phase_;
};

// The human's side: orders typed at the prompt, each checked against the game's own rules
// (game/legal_orders.h) before it is taken, a fire shown with its exact odds before it is
// confirmed; charges answered by choosing among the answers allowed.
class BattlePrompt final : public game::Player {
 public:
  explicit BattlePrompt(Console& console) : c_(console) {}

  std::vector<game::Order> orders(const game::GameState& state, int side) override;
  rules::Response answer_charge(const game::GameState& state, int target, int charger,
                                std::span<const rules::Response> allowed) override;
  // Asks how many squadrons meet a cavalry charge (S16.2-2); the charger's count is not shown.
  int squadrons_for(const game::GameState& state, int unit, int enemy) override;
  [[nodiscard]] bool stopped() const override { return c_.quitted(); }
  // Orders given before an interruption (game::Record::pending): the next phase asked gives
  // them again, each checked as if typed, before the prompt goes on.
  void preset(std::vector<game::Order> orders) { preset_ = std::move(orders); }

 private:
  Console& c_;
  std::vector<game::Order> preset_;
  ai::LineCommander ai_;  // answers charges once the input has ended
};

// Dice by hand: says which roll is due (its clause, what is rolled and how many dice), reads the
// faces from the console, and asks again, saying why, until it gets as many faces from 1 to 6 as
// the roll takes. After the end of input the computer rolls. Requires the console to outlive it.
game::HandDice hand_dice(Console& console);

// Why a replay or a resumed record failed, in `lang`: the phrase of Replay::why, with the first
// recorded answer that does not apply (its field, and in English its reason).
std::string replay_failure(const engine::Replay& r, text::Lang lang);

// A side's name as the narration gives it in `lang`.
std::string side_name(const game::GameState& state, int side, text::Lang lang);

// The side a name means: the state's name for it or its nation, in any case, or "0" / "1".
std::optional<int> side_named(const game::GameState& state, std::string_view name);

// What to do with the battle once it ends or the player quits (`--report`): given the state at
// the start and after every turn (the last one as far as it went) and the log; returns the exit
// status.
using PromptReport =
    std::function<int(const std::vector<game::GameState>& turns, const game::Log& log)>;

// Plays `start` from `seed` with a human commanding the side named `side` (empty: the AI
// commands both) and, when `by_hand`, rolling every die; tells the battle as it goes and its
// result at the end on `out`, then hands it to `report` if given. With `record`, fills it with
// the seed, the starting state's hash, every answer of the player and every die typed, and how
// it ended (PR-RECORD-1). With `resume`, the record of a battle left before its end: its seed,
// side and dice are used instead, and it decides and rolls until it is used up; then the player
// goes on at the prompt. Returns the exit status: 0, 2 for a side the battle does not have (the
// error, naming --side, on `err`) or a record of another battle or of one played out, or the
// report's.
//
// With `record` and `save`, the record is saved as the battle goes (the journal): `save` is
// called after every answer the player gives and every roll typed, with the record as far as it
// goes (quit and interrupted set, no end hash), so a battle interrupted at any moment resumes
// from its last answer. A resumed record is first played again alone: one that does not fit the
// battle (game::RecordedPlayer), or a complete one that ends elsewhere, is refused naming the
// first answer that does not apply (exit status 2). `title`: the scenario's title in `lang`
// (the state keeps only its English name).
using SaveRecord = std::function<void(const game::Record& record)>;
int play_at_prompt(game::GameState start, std::uint64_t seed, const std::string& side, bool by_hand,
                   text::Lang lang, std::istream& in, std::ostream& out, std::ostream& err,
                   const PromptReport& report = {}, game::Record* record = nullptr,
                   const game::Record* resume = nullptr, const SaveRecord& save = {},
                   std::string_view title = {}, const engine::AiSides& ai = {});

}  // namespace grognard::cli
