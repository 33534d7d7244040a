// A battle as a value stepped one question at a time (PR-TURN-1). A match asks what the turn
// sequence needs next: a side's orders in a phase (given one by one, then `done`), how a unit
// meets a charge, the squadrons a regiment writes down, the faces of a roll when the dice are
// typed by hand, or nothing: the battle is over. A front end, the AI, a record or a test answers;
// the match checks the answer against the rules (a refusal names its clause and changes
// nothing), carries it out, rolls what the rules roll, and returns the new log entries.
//
// No callbacks and no exceptions: a match never calls a player. It is copyable; the starting
// state, the seed in it and the answers given replay it exactly, entry for entry (match_json).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dice/face.h"
#include "game/log.h"
#include "game/order.h"
#include "game/state.h"
#include "rules/charge.h"
#include "rules/checked.h"

namespace grognard::game {

enum class QuestionKind {
  orders,         // `side` gives its orders for `phase`, one answer per order, then done
  charge_answer,  // `side`'s unit `unit` answers the charge of `enemy`: one of `allowed`
  squadrons,      // `side` writes down the squadrons `unit` sends against `enemy` (S16.2-2)
  dice,           // the faces of a roll typed by hand: `dice` faces for `label` under `clause`
  next_phase,     // (only when asked to pause) `phase` begins: answer go_on
  over,           // the battle is over: nothing more to answer
};

struct Question {
  QuestionKind kind = QuestionKind::over;
  int side = -1;  // who answers; for dice, the side of the unit rolled for (-1: none)
  int turn = 0;
  model::Phase phase = model::Phase::command;
  int unit = -1;   // charge_answer, squadrons: the unit charged; dice: the unit rolled for
  int enemy = -1;  // charge_answer, squadrons: the charger
  std::vector<rules::Response> allowed;  // charge_answer
  std::string clause;  // charge_answer: the rule that opens them; dice: the roll's
  int squadrons = 0;   // squadrons: the most it may write down
  int dice = 0;        // dice: how many faces
  std::string label;   // dice: what is rolled ("2D6")
  bool operator==(const Question&) const = default;
};

struct Answer {
  enum class Kind { order, done, response, squadrons, faces, go_on };
  Kind kind = Kind::done;
  Order order;                                        // order
  rules::Response response = rules::Response::stand;  // response
  int squadrons = 0;                                  // squadrons (0: the whole regiment)
  std::vector<dice::Face> faces;                      // faces
  bool operator==(const Answer&) const = default;

  static Answer of(Order o);
  static Answer finished();  // done: the side's orders for this phase are all given
  static Answer of(rules::Response r);
  static Answer written(int squadrons);
  static Answer rolled(std::vector<dice::Face> faces);
  static Answer next();  // go_on
};

struct MatchOptions {
  bool dice_by_hand = false;          // every roll is asked for as a dice question
  bool pause_between_phases = false;  // ask next_phase before each phase begins
  bool operator==(const MatchOptions&) const = default;
};

class Match {
 public:
  // A match from `start` (its generator seeded: seed_dice, battle.h), at the stage it stands in;
  // the rolls that need no answer are made at once, up to the first question.
  explicit Match(GameState start, MatchOptions options = {});

  // The state as the last answer left it (a dice question: before the step waiting for faces).
  [[nodiscard]] const GameState& state() const { return state_; }
  // Every entry so far; with a dice question, also those of the waiting step that came before
  // the roll asked for (they stand whatever its faces).
  [[nodiscard]] const Log& log() const { return log_; }
  [[nodiscard]] const Question& question() const { return question_; }
  [[nodiscard]] bool over() const { return question_.kind == QuestionKind::over; }
  [[nodiscard]] const GameState& start() const { return start_; }
  [[nodiscard]] const MatchOptions& options() const { return options_; }
  // Every answer taken, in order: with the start they replay the match.
  [[nodiscard]] const std::vector<Answer>& answers() const { return answers_; }

  // Why `a` cannot answer the question now (the clause and the reason's term key), or nothing.
  // Orders are checked as game::order_refusal checks them (legal_orders.h); a movement order is
  // tried on a copy. Changes nothing.
  [[nodiscard]] std::optional<rules::Refusal> check(const Answer& a) const;

  // The legal orders of `unit` now (legal_orders.h), when the question is its side's orders.
  [[nodiscard]] std::vector<Order> legal(int unit) const;

  struct Outcome {
    std::optional<rules::Refusal> refused;  // set: nothing changed
    std::size_t from = 0;                   // the new entries are log()[from, log().size())
  };
  // Checks `a` and carries it out, with what follows up to the next question.
  Outcome answer(const Answer& a);

  // Takes back the last answer when it was an order whose carrying out rolled no dice (nor did
  // anything after it); true when it did. The match is played again from the start without it.
  bool undo();
  [[nodiscard]] bool can_undo() const;

  bool operator==(const Match& o) const {
    return start_ == o.start_ && options_ == o.options_ && answers_ == o.answers_;
  }

 private:
  void run(const Answer* a);
  void ask();
  [[nodiscard]] std::optional<rules::Refusal> refusal(const Answer& a) const;

  GameState start_;
  MatchOptions options_;
  GameState state_;
  Log log_;
  Question question_;
  std::vector<Answer> answers_;
  std::vector<std::size_t> log_at_;  // log size before each answer
  // A step waiting for faces typed by hand: the answer that began it (none: the turn's own
  // rolls), the faces given so far, and how many of its entries are in log_ already.
  bool waiting_ = false;
  std::optional<Answer> step_;
  bool step_passes_pause_ = false;
  std::vector<std::vector<dice::Face>> faces_;
  std::size_t shown_ = 0;
};

// The term key of an answer's kind and of a question's kind, for the text layer and JSON.
std::string_view answer_kind_name(Answer::Kind k);
std::string_view question_kind_name(QuestionKind k);

}  // namespace grognard::game
