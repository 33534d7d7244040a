#include "game/match.h"

#include <algorithm>
#include <utility>

#include "game/legal_orders.h"
#include "game/turn.h"

namespace grognard::game {

Answer Answer::of(Order o) {
  Answer a;
  a.kind = Kind::order;
  a.order = std::move(o);
  return a;
}

Answer Answer::finished() {
  return Answer{};
}

Answer Answer::of(rules::Response r) {
  Answer a;
  a.kind = Kind::response;
  a.response = r;
  return a;
}

Answer Answer::written(int squadrons) {
  Answer a;
  a.kind = Kind::squadrons;
  a.squadrons = squadrons;
  return a;
}

Answer Answer::rolled(std::vector<dice::Face> faces) {
  Answer a;
  a.kind = Kind::faces;
  a.faces = std::move(faces);
  return a;
}

Answer Answer::next() {
  Answer a;
  a.kind = Kind::go_on;
  return a;
}

std::string_view answer_kind_name(Answer::Kind k) {
  switch (k) {
    case Answer::Kind::order:
      return "order";
    case Answer::Kind::done:
      return "done";
    case Answer::Kind::response:
      return "response";
    case Answer::Kind::squadrons:
      return "squadrons";
    case Answer::Kind::faces:
      return "faces";
    case Answer::Kind::go_on:
      return "go_on";
  }
  return "done";
}

std::string_view question_kind_name(QuestionKind k) {
  switch (k) {
    case QuestionKind::orders:
      return "orders";
    case QuestionKind::charge_answer:
      return "charge_answer";
    case QuestionKind::squadrons:
      return "squadrons";
    case QuestionKind::dice:
      return "dice";
    case QuestionKind::next_phase:
      return "next_phase";
    case QuestionKind::over:
      return "over";
  }
  return "over";
}

namespace {

using detail::Turn;

model::Phase phase_after(model::Phase p) {
  switch (p) {
    case model::Phase::command:
      return model::Phase::charge;
    case model::Phase::charge:
      return model::Phase::movement;
    case model::Phase::movement:
      return model::Phase::fire;
    case model::Phase::fire:
      return model::Phase::melee;
    case model::Phase::melee:
      break;
  }
  return model::Phase::command;
}

// Runs the turn sequence on from where the state stands, making every roll that needs no
// answer, until a question: a side's orders, a charge's answer, the battle's end, a roll typed
// by hand that has no faces yet, or (pausing) a phase about to begin. `pass_pause`: the first
// phase reached begins even when pausing (the answer was go_on).
void settle(Turn& t, bool pause, bool pass_pause) {
  GameState& s = t.s;
  while (!s.over && !s.charge) {
    if (t.hand != nullptr && t.hand->wanted) return;  // thrown away: no use going on
    switch (s.stage) {
      case Stage::begin:
        if (pause && !pass_pause) return;
        pass_pause = false;
        if (s.phase == model::Phase::melee) {
          // The melees follow the charges; then the end of the turn (PR-TURN-1).
          detail::melee_phase(t);
          detail::end_of_turn(t);
          s.phase = model::Phase::command;
          s.stage = Stage::begin;
          break;
        }
        if (s.phase == model::Phase::command) detail::begin_command_phase(t);
        s.stage = Stage::first_side;
        break;
      case Stage::first_side:
      case Stage::second_side:
        return;  // the side's orders
      case Stage::end:
        s.phase = phase_after(s.phase);
        s.stage = Stage::begin;
        break;
    }
  }
}

int side_asked(const GameState& s) {
  return detail::order_of_sides(s)[s.stage == Stage::first_side ? 0 : 1];
}

// Carries out one answer that fits the question (Match::refusal has passed it).
void carry_out(Turn& t, const Answer& a) {
  GameState& s = t.s;
  switch (a.kind) {
    case Answer::Kind::order: {
      const int side = side_asked(s);
      switch (s.phase) {
        case model::Phase::command:
          return detail::command_order(t, side, a.order);
        case model::Phase::charge:
          return detail::declare_charge(t, side, a.order);
        case model::Phase::movement:
          return detail::movement_order(t, side, a.order);
        case model::Phase::fire:
          return detail::fire_order(t, side, a.order);
        case model::Phase::melee:
          return;
      }
      return;
    }
    case Answer::Kind::done:
      if (s.phase == model::Phase::movement) detail::end_movement_orders(t);
      s.stage = s.stage == Stage::first_side ? Stage::second_side : Stage::end;
      return;
    case Answer::Kind::response:
      return detail::charge_response(t, a.response);
    case Answer::Kind::squadrons:
      return detail::charge_squadrons(t, a.squadrons);
    case Answer::Kind::faces:
    case Answer::Kind::go_on:
      return;
  }
}

rules::Refusal not_asked() {
  return rules::Refusal{"refusal.not_asked", "PR-TURN-5"};
}

}  // namespace

Match::Match(GameState start, MatchOptions options)
    : start_(std::move(start)), options_(options), state_(start_) {
  run(nullptr);
}

std::optional<rules::Refusal> Match::refusal(const Answer& a) const {
  const Question& q = question_;
  switch (q.kind) {
    case QuestionKind::over:
      return rules::Refusal{"refusal.over", "PR-VICTORY-1"};
    case QuestionKind::dice: {
      if (a.kind != Answer::Kind::faces) return not_asked();
      if (a.faces.size() != static_cast<std::size_t>(q.dice)) {
        return rules::Refusal{"refusal.faces_count", "PR-TURN-4"};
      }
      if (dice::first_bad_face(a.faces)) return rules::Refusal{"refusal.not_a_face", "PR-TURN-4"};
      return std::nullopt;
    }
    case QuestionKind::orders:
      if (a.kind == Answer::Kind::done) return std::nullopt;
      if (a.kind != Answer::Kind::order) return not_asked();
      return order_refusal_untried(state_, q.side, a.order);
    case QuestionKind::charge_answer:
      if (a.kind != Answer::Kind::response) return not_asked();
      if (std::find(q.allowed.begin(), q.allowed.end(), a.response) == q.allowed.end()) {
        return rules::Refusal{"refusal.response", q.clause.empty() ? "PR-CHARGE-3" : q.clause};
      }
      return std::nullopt;
    case QuestionKind::squadrons:
      if (a.kind != Answer::Kind::squadrons) return not_asked();
      if (a.squadrons < 0 || a.squadrons > q.squadrons) {
        return rules::Refusal{"refusal.squadrons", "S16.2-1"};
      }
      return std::nullopt;
    case QuestionKind::next_phase:
      if (a.kind != Answer::Kind::go_on) return not_asked();
      return std::nullopt;
  }
  return not_asked();
}

std::optional<rules::Refusal> Match::check(const Answer& a) const {
  if (auto no = refusal(a)) return no;
  if (a.kind == Answer::Kind::order) return order_refusal(state_, question_.side, a.order);
  return std::nullopt;
}

std::vector<Order> Match::legal(int unit) const {
  if (question_.kind != QuestionKind::orders || unit < 0 ||
      unit >= static_cast<int>(state_.units.size()) ||
      game::unit(state_, unit).side != question_.side) {
    return {};
  }
  return legal_orders(state_, unit);
}

Match::Outcome Match::answer(const Answer& a) {
  Outcome out;
  out.from = log_.size();
  if (auto no = refusal(a)) {
    out.refused = no;
    return out;
  }
  // A movement order is tried on a copy, which is kept when the phase took it (PR-MOVE-13 and
  // the rest are found only by trying); dice by hand run every step on a copy too.
  const bool tried = a.kind == Answer::Kind::order && state_.phase == model::Phase::movement &&
                     a.order.kind != OrderKind::hold;
  if (!options_.dice_by_hand && !tried) {
    answers_.push_back(a);
    log_at_.push_back(log_.size());
    Turn t{state_, log_, nullptr};
    carry_out(t, a);
    settle(t, options_.pause_between_phases, a.kind == Answer::Kind::go_on);
    ask();
    return out;
  }
  if (a.kind == Answer::Kind::faces) {
    answers_.push_back(a);
    log_at_.push_back(log_.size());
    faces_.push_back(a.faces);
    run(step_ ? &*step_ : nullptr);
    return out;
  }
  // On a copy: kept when the phase took the order and no roll wants faces typed by hand.
  GameState w = state_;
  Log entries;
  detail::HandFaces hand;
  Turn t{w, entries, options_.dice_by_hand ? &hand : nullptr};
  carry_out(t, a);
  if (tried) {
    if (auto no = refusal_logged(entries, a.order)) {
      out.refused = no;
      return out;
    }
  }
  answers_.push_back(a);
  log_at_.push_back(log_.size());
  settle(t, options_.pause_between_phases, a.kind == Answer::Kind::go_on);
  if (!hand.wanted) {
    state_ = std::move(w);
    log_.insert(log_.end(), std::make_move_iterator(entries.begin()),
                std::make_move_iterator(entries.end()));
    ask();
    return out;
  }
  // A roll wants faces: the answer begins a step that waits for them.
  step_ = a;
  step_passes_pause_ = a.kind == Answer::Kind::go_on;
  faces_.clear();
  shown_ = 0;
  run(&*step_);
  return out;
}

// Runs the step waiting for faces (or, at the start, the turn's own rolls) on a copy with the
// faces given so far; keeps it when no roll wanted more, else asks for that roll.
void Match::run(const Answer* a) {
  if (!options_.dice_by_hand) {
    Turn t{state_, log_, nullptr};
    settle(t, options_.pause_between_phases, false);
    ask();
    return;
  }
  GameState w = state_;
  Log entries;
  detail::HandFaces hand;
  hand.given = &faces_;
  Turn t{w, entries, &hand};
  if (a != nullptr) carry_out(t, *a);
  settle(t, options_.pause_between_phases, step_passes_pause_);
  if (hand.wanted) {
    // What came before the wanted roll stands, whatever its faces.
    const std::size_t cut = std::min(hand.wanted->log_size, entries.size());
    for (std::size_t i = shown_; i < cut; ++i) log_.push_back(entries[i]);
    shown_ = std::max(shown_, cut);
    waiting_ = true;
    question_ = Question{};
    question_.kind = QuestionKind::dice;
    question_.turn = state_.turn;
    question_.phase = w.phase;
    question_.dice = hand.wanted->dice;
    question_.clause = hand.wanted->clause;
    question_.label = hand.wanted->label;
    question_.unit = hand.wanted->unit;
    question_.side = hand.wanted->side;
    if (question_.side < 0 && question_.unit >= 0 &&
        question_.unit < static_cast<int>(w.units.size())) {
      question_.side = game::unit(w, question_.unit).side;
    }
    return;
  }
  for (std::size_t i = shown_; i < entries.size(); ++i) log_.push_back(std::move(entries[i]));
  state_ = std::move(w);
  waiting_ = false;
  step_.reset();
  step_passes_pause_ = false;
  faces_.clear();
  shown_ = 0;
  ask();
}

void Match::ask() {
  const GameState& s = state_;
  question_ = Question{};
  question_.turn = s.turn;
  question_.phase = s.phase;
  if (s.over) return;
  if (s.charge) {
    const ChargeDeclared& c = *s.charge;
    question_.side = 1 - c.side;
    question_.unit = c.order.target;
    question_.enemy = c.order.unit;
    if (c.awaits == ChargeDeclared::Awaits::squadrons) {
      question_.kind = QuestionKind::squadrons;
      question_.squadrons = game::unit(s, c.order.target).squadrons;
      question_.clause = "S16.2-2";
    } else {
      const rules::Answer open = detail::charge_answers(s);
      question_.kind = QuestionKind::charge_answer;
      question_.allowed = open.allowed;
      question_.clause = std::string(open.clause);
    }
    return;
  }
  if (s.stage == Stage::begin) {
    question_.kind = QuestionKind::next_phase;
    return;
  }
  question_.kind = QuestionKind::orders;
  question_.side = side_asked(s);
}

bool Match::can_undo() const {
  if (answers_.empty() || waiting_ || answers_.back().kind != Answer::Kind::order) return false;
  for (std::size_t i = log_at_.back(); i < log_.size(); ++i) {
    if (log_[i].event.key == "dice") return false;
  }
  return true;
}

bool Match::undo() {
  if (!can_undo()) return false;
  Match again(start_, options_);
  for (std::size_t i = 0; i + 1 < answers_.size(); ++i) {
    if (again.answer(answers_[i]).refused) return false;  // cannot happen: the same answers fit
  }
  *this = std::move(again);
  return true;
}

}  // namespace grognard::game
