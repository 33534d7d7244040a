// One battle on the server (issue 13): a stepped match (game/match.h) on a scenario, each side
// commanded by a human (holding that side's token) or the AI at a level (model/ai_level.h), and
// what its players are shown:
// the position, the question being asked, a unit's legal orders with the odds of each fire, the
// narrated log, the table as SVG, the record and the report. The AI answers its side's
// questions as soon as they are asked, so the match always waits on a human (or is over).
//
// Not thread-safe by itself: the games (games_api.h) hold `mutex` around every use, so answers
// to one game are serialised.
#pragma once

#include <array>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/match.h"
#include "game/player.h"
#include "model/ai_level.h"
#include "scenario/draw.h"
#include "scenario/scenario.h"
#include "server/game_store.h"
#include "text/lang.h"

namespace grognard::server {

// Who holds a token: a side (0 or 1) or a spectator, who sees what both sides see in common.
inline constexpr int kSpectator = -1;

struct BattleSetup {
  std::string scenario = "default";  // "default" or a TOML document
  std::uint64_t seed = 0;
  std::array<bool, 2> human{true, true};
  // The AI's level for each side it commands (a human side's is not used). A game kept before
  // there were levels was played by the line commander, the only AI there was.
  std::array<model::AiLevel, 2> level{model::kDefaultAiLevel, model::kDefaultAiLevel};
  bool dice_by_hand = false;  // dice questions are answered by a human player
  std::array<std::string, 2> tokens;
  std::string spectator;
};

class BattleGame {
 public:
  // A game set up on its scenario with no answer given yet, or the error naming the field
  // ("scenario" with the file's line and reason) and the message in both languages.
  static std::optional<BattleGame> open(std::string id, const BattleSetup& setup,
                                        std::string& field, std::string& en, std::string& ru);

  [[nodiscard]] const std::string& id() const { return id_; }
  [[nodiscard]] const BattleSetup& setup() const { return setup_; }
  [[nodiscard]] const game::Match& match() const { return match_; }
  [[nodiscard]] const game::GameState& state() const { return match_.state(); }

  // The side a token stands for, kSpectator, or nothing for a token of another game.
  [[nodiscard]] std::optional<int> holder(const std::string& token) const;
  // The sides' army names, keys of "tokens" in the API.
  [[nodiscard]] std::string side_name(int side) const;

  // Whether `viewer` is the one to answer now: a player of the side asked; for dice typed by
  // hand, the player of the side the roll is for, or any human player when that side is the
  // AI's or the roll is nobody's.
  [[nodiscard]] bool answers_now(int viewer) const;

  // Whether `viewer` may take back the last answer: its own order, no die rolled since.
  [[nodiscard]] bool may_undo(int viewer) const;

  // The AI answers every question put to an AI side, at that side's level, until a human is
  // asked or the battle is over. Returns how many answers it gave. A commander that gives its
  // orders one at a time (the searching one) is asked again after each order is carried out, as
  // game::drive asks it; an empty answer or a refused order ends its side's orders for the phase.
  std::size_t let_ai_answer();
  // How many of the AI's answers the match refused (passed over, never kept): for the tests.
  [[nodiscard]] std::size_t ai_refusals() const { return ai_refusals_; }

  // The stored answers (match_json's shape), in order.
  [[nodiscard]] std::vector<std::string> answer_texts(std::size_t from) const;
  // The match from its start with `answers` given again (they were taken once, so they fit).
  // The AI's commanders start afresh: what they remembered of a phase may be undone.
  void restore(const std::vector<game::Answer>& answers);
  // Plays stored answers again ("undo" rows included); false when one does not fit.
  bool replay(const std::vector<std::string>& answers, std::string& why);

  // The match after an answer, or the refusal; the new answers to store are answers()[from..].
  game::Match& mutable_match() { return match_; }

  // The view of GET /api/games/{id} for `viewer` (docs/server.md).
  [[nodiscard]] nlohmann::json view(int viewer, text::Lang lang) const;
  // The narrated log from entry `from`: [{"i", "turn", "phase", "clause", "text"}].
  [[nodiscard]] nlohmann::json log_entries(std::size_t from, text::Lang lang) const;
  // The legal orders of `unit` for its side's player, each with what a page needs to offer it.
  [[nodiscard]] nlohmann::json legal(int unit, text::Lang lang) const;
  // A refusal as the log tells one: "[clause] unit: order refused: reason".
  [[nodiscard]] std::string refusal_text(int unit, const rules::Refusal& no, text::Lang lang) const;
  // The table now, drawn by the engine.
  [[nodiscard]] std::string table_svg(text::Lang lang) const;
  // The whole battle as a record: the scenario, seed, sides and the match (start and answers).
  [[nodiscard]] nlohmann::json record() const;
  // The battle so far as the self-contained HTML report of `grognard battle --report`.
  [[nodiscard]] std::string report_html(text::Lang lang) const;

  // Serialises the answers (and the events' readers) of this game.
  std::unique_ptr<std::mutex> mutex = std::make_unique<std::mutex>();
  // Told of every change, for the event streams; `version` counts the changes.
  std::unique_ptr<std::condition_variable> changed = std::make_unique<std::condition_variable>();
  std::uint64_t version = 0;
  // Idempotency key -> the reply given to it.
  std::map<std::string, KeptReply> keys;

 private:
  BattleGame(std::string id, BattleSetup setup, scenario::Scenario start, game::Match match,
             scenario::DrawFrame frame)
      : id_(std::move(id)),
        setup_(std::move(setup)),
        start_(std::move(start)),
        match_(std::move(match)),
        frame_(frame) {}

  // The AI's commander of `side`, made at its level when first asked; it lives as long as the
  // game (the searching one remembers the units it has weighed in the phase it is ordering).
  game::Player& commander(int side);
  // The AI's orders for the phase of the question, `side`'s.
  void give_orders(game::Player& ai, int side);

  std::string id_;
  BattleSetup setup_;
  std::array<std::unique_ptr<game::Player>, 2> ai_;
  std::size_t ai_refusals_ = 0;
  scenario::Scenario start_;
  game::Match match_;
  scenario::DrawFrame frame_;  // where table.svg draws the table
};

}  // namespace grognard::server
