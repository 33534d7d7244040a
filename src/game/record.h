// A battle's record (PR-RECORD-1): what the players decided and the dice typed by hand, in the
// order the game asked for them. The AI decides the same again from the same state, and the
// computer's dice come from the seed, so the starting state, the seed and the record replay the
// battle exactly, event for event.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "dice/face.h"
#include "game/battle.h"
#include "game/player.h"
#include "model/ai_level.h"

namespace grognard::game {

// One answer a player gave: its orders for a phase, how a unit met a charge, or the squadrons
// it wrote down (S16.2-2).
struct Decision {
  enum class Kind { orders, answer, squadrons };
  int side = 0;
  Kind kind = Kind::orders;
  std::vector<Order> orders;
  rules::Response answer = rules::Response::stand;
  int squadrons = 0;
  bool operator==(const Decision&) const = default;
};

struct Record {
  std::string scenario;           // the scenario file as given, empty for the built-in battle
  std::uint64_t seed = 0;         // the computer's dice
  std::uint64_t start_hash = 0;   // hash() of the starting state, to know it is the same battle
  std::array<bool, 2> players{};  // sides a player commanded (the AI decides the others again)
  // The AI's level for each side it commanded; a record without them was played by the line
  // commander, the only AI there was.
  std::array<model::AiLevel, 2> ai{model::AiLevel::line, model::AiLevel::line};
  bool by_hand = false;  // the dice were typed by hand
  std::vector<Decision> decisions;
  std::vector<std::vector<dice::Face>> dice;  // typed by hand, in order
  int turn = 0;                               // the turn the battle reached
  bool quit = false;                          // the player left before the end
  std::uint64_t end_hash = 0;                 // hash() of the state it ended in (or was left in)
  // Written as the battle went, after an answer (the journal of `--record`): it ends at the
  // last answer given, with quit set and no end hash, as the battle was interrupted there.
  bool interrupted = false;
  // In such a journal, the orders the player had given in the phase being asked and not yet sent
  // with `done`: a resumed battle gives them again before the prompt goes on.
  std::vector<Order> pending;
  bool operator==(const Record&) const = default;
};

// Called after every answer or roll a recording player or hand writes down (the journal), with
// the turn of the question (0 for a roll, which does not know it).
using Journal = std::function<void(int turn)>;

nlohmann::json record_json(const Record& r);

// Reads a record; on a bad document returns an empty record and the field and reason in
// `error`. Every number is range-checked (a die 1 to 6, a side 0 or 1, coordinates finite);
// whatever the JSON library throws becomes `error`.
Record record_of(const nlohmann::json& j, std::string& error);

// Parses and reads a record from the text of a file (at most model::kMaxInputBytes); the
// reason in `error` on a document that is not JSON or not a record.
Record record_of_text(std::string_view text, std::string& error);

// A player that passes every question to `inner` and writes its answers into `record`, then
// calls `journal` (if given) so the record can be saved as the battle goes.
class RecordingPlayer final : public Player {
 public:
  RecordingPlayer(Player& inner, int side, Record& record, Journal journal = {})
      : inner_(inner), side_(side), record_(record), journal_(std::move(journal)) {}
  std::vector<Order> orders(const GameState& state, int side) override;
  rules::Response answer_charge(const GameState& state, int target, int charger,
                                std::span<const rules::Response> allowed) override;
  int squadrons_for(const GameState& state, int unit, int enemy) override;
  [[nodiscard]] bool stopped() const override { return inner_.stopped(); }

 private:
  Player& inner_;
  int side_;
  Record& record_;
  Journal journal_;
};

// A player that answers from a record: the next decision of its side, which must be of the kind
// asked for and apply to the battle (every order allowed by game::order_refusal, an answer among
// those allowed, squadrons the regiment has). When the record of a battle left before its end
// runs out it stops (stopped(): the replay stops where the player did); when it runs out otherwise
// or does not fit, it holds (no orders, the first answer allowed, the whole regiment) and says so
// in diverged(), and first_unfit() names the first answer that did not apply.
//
// With `then`, a battle is resumed: once its side's decisions are used up, `then` decides.
class RecordedPlayer final : public Player {
 public:
  RecordedPlayer(const Record& record, int side, Player* then = nullptr)
      : record_(record), side_(side), then_(then) {}
  std::vector<Order> orders(const GameState& state, int side) override;
  rules::Response answer_charge(const GameState& state, int target, int charger,
                                std::span<const rules::Response> allowed) override;
  int squadrons_for(const GameState& state, int unit, int enemy) override;
  [[nodiscard]] bool diverged() const { return diverged_; }
  [[nodiscard]] bool stopped() const override {
    return stopped_ || (then_ != nullptr && then_->stopped());
  }
  // The decisions of its side not yet used.
  [[nodiscard]] std::size_t left() const;
  // Where the record first did not fit: "decisions[3]" (and why, in English words of the
  // record's own: "orders[1]: refused.not_yours"), or empty.
  [[nodiscard]] const std::string& first_unfit() const { return unfit_; }
  // The index in record.decisions of the next decision of its side not yet used.
  [[nodiscard]] std::size_t cursor() const { return cursor_; }

 private:
  const Decision* next(Decision::Kind kind);
  void unfit(std::size_t index, const std::string& why);
  [[nodiscard]] bool live() const { return then_ != nullptr && left() == 0; }
  const Record& record_;
  int side_;
  Player* then_;
  std::size_t cursor_ = 0;
  bool diverged_ = false;
  bool stopped_ = false;
  std::string unfit_;
};

// Dice typed by hand, passed on from `inner` and written into `record`, then `journal`.
HandDice recording_hand(HandDice inner, Record& record, Journal journal = {});

// How far the recorded hand dice are used, and where they first did not fit ("dice[4]: ...").
struct DiceCursor {
  std::size_t next = 0;
  bool ended = false;  // the record of a battle left before its end ran out: no faces given
  bool diverged = false;
  std::string unfit;
};

// The recorded hand dice in order. When they run out, `then` rolls if given (a resumed battle);
// else in a battle left before its end it gives no faces (the drive stops; `ended`); else
// `cursor.diverged` is set and `fallback` rolls. A count that does not fit sets it too.
HandDice recorded_hand(const Record& record, DiceCursor& cursor, pcg32& fallback,
                       HandDice then = {});

}  // namespace grognard::game
