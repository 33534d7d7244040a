#include "game/record.h"

#include <cmath>
#include <limits>
#include <stdexcept>

#include "dice/sampler.h"
#include "game/json_fields.h"
#include "game/legal_orders.h"
#include "model/limits.h"

namespace grognard::game {

using nlohmann::json;
using namespace json_fields;  // NOLINT(google-build-using-namespace): the readers of this file

namespace {

constexpr std::array<model::Name<Decision::Kind>, 3> kDecisionNames{{
    {Decision::Kind::orders, "orders"},
    {Decision::Kind::answer, "answer"},
    {Decision::Kind::squadrons, "squadrons"},
}};

}  // namespace

json record_json(const Record& r) {
  json decisions = json::array();
  for (const Decision& d : r.decisions) {
    json j{{"side", d.side}, {"kind", model::name_of(kDecisionNames, d.kind)}};
    switch (d.kind) {
      case Decision::Kind::orders: {
        json list = json::array();
        for (const Order& o : d.orders) list.push_back(order_json(o));
        j["orders"] = list;
        break;
      }
      case Decision::Kind::answer:
        j["answer"] = model::name_of(kResponseNames, d.answer);
        break;
      case Decision::Kind::squadrons:
        j["squadrons"] = d.squadrons;
        break;
    }
    decisions.push_back(j);
  }
  json out{{"grognard_record", 1},
           {"scenario", r.scenario},
           {"seed", r.seed},
           {"start_hash", r.start_hash},
           {"players", {r.players[0], r.players[1]}},
           {"by_hand", r.by_hand},
           {"ai",
            {model::name_of(model::kAiLevelNames, r.ai[0]),
             model::name_of(model::kAiLevelNames, r.ai[1])}},
           {"decisions", decisions},
           {"dice", r.dice},
           {"turn", r.turn},
           {"quit", r.quit},
           {"end_hash", r.end_hash},
           {"interrupted", r.interrupted}};
  if (!r.pending.empty()) {
    json list = json::array();
    for (const Order& o : r.pending) list.push_back(order_json(o));
    out["pending"] = list;
  }
  return out;
}

Record record_of(const json& j, std::string& error) {
  try {
    if (!j.is_object() || !j.contains("grognard_record") || j["grognard_record"] != 1) {
      throw std::runtime_error("grognard_record: not a battle record (expected 1)");
    }
    Record r;
    const std::string top;
    const json& scenario = at(j, "scenario", top);
    if (!scenario.is_string()) throw std::runtime_error("scenario: expected a string");
    r.scenario = scenario.get<std::string>();
    r.seed = unsigned_of(at(j, "seed", top), "seed");
    r.start_hash = unsigned_of(at(j, "start_hash", top), "start_hash");
    const json& players = array_at(j, "players", top);
    if (players.size() != 2) throw std::runtime_error("players: expected [true|false, true|false]");
    r.players = {flag(players[0], "players[0]"), flag(players[1], "players[1]")};
    r.by_hand = flag(at(j, "by_hand", top), "by_hand");
    if (j.contains("ai")) {  // older records: the line commander, the only AI there was
      const json& ai = array_at(j, "ai", top);
      if (ai.size() != 2) throw std::runtime_error("ai: expected [LEVEL, LEVEL]");
      r.ai = {named(ai[0], model::kAiLevelNames, "ai[0]"),
              named(ai[1], model::kAiLevelNames, "ai[1]")};
    }
    const json& list = array_at(j, "decisions", top);
    for (std::size_t i = 0; i < list.size(); ++i) {
      const std::string field = "decisions[" + std::to_string(i) + "]";
      const json& d = list[i];
      Decision x;
      x.side = whole(at(d, "side", field), field + ".side", 0, 1);
      x.kind = named(at(d, "kind", field), kDecisionNames, field + ".kind");
      switch (x.kind) {
        case Decision::Kind::orders: {
          const json& orders = array_at(d, "orders", field);
          for (std::size_t k = 0; k < orders.size(); ++k) {
            x.orders.push_back(order_of(orders[k], field + ".orders[" + std::to_string(k) + "]"));
          }
          break;
        }
        case Decision::Kind::answer:
          x.answer = named(at(d, "answer", field), kResponseNames, field + ".answer");
          break;
        case Decision::Kind::squadrons:
          x.squadrons = whole(at(d, "squadrons", field), field + ".squadrons", 0, 99);
          break;
      }
      r.decisions.push_back(std::move(x));
    }
    const json& dice = array_at(j, "dice", top);
    for (std::size_t i = 0; i < dice.size(); ++i) {
      const std::string field = "dice[" + std::to_string(i) + "]";
      if (!dice[i].is_array()) throw std::runtime_error(field + ": expected an array of dice");
      std::vector<dice::Face> faces;
      for (std::size_t k = 0; k < dice[i].size(); ++k) {
        faces.push_back(whole(dice[i][k], field + "[" + std::to_string(k) + "]", 1, 6));
      }
      r.dice.push_back(std::move(faces));
    }
    r.turn = whole(at(j, "turn", top), "turn", 0, model::kMaxTurns + 1);
    r.quit = flag(at(j, "quit", top), "quit");
    r.end_hash = unsigned_of(at(j, "end_hash", top), "end_hash");
    if (j.contains("interrupted")) r.interrupted = flag(j["interrupted"], "interrupted");
    if (j.contains("pending")) {
      const json& pending = array_at(j, "pending", top);
      for (std::size_t k = 0; k < pending.size(); ++k) {
        r.pending.push_back(order_of(pending[k], "pending[" + std::to_string(k) + "]"));
      }
    }
    return r;
  } catch (const std::exception& e) {
    error = e.what();
  }
  return Record{};
}

Record record_of_text(std::string_view text, std::string& error) {
  if (text.size() > model::kMaxInputBytes) {
    error = "larger than 1 MiB (" + std::to_string(model::kMaxInputBytes) + " bytes)";
    return Record{};
  }
  const json j = json::parse(text, nullptr, false);
  if (j.is_discarded()) {
    error = "not JSON";
    return Record{};
  }
  return record_of(j, error);
}

std::vector<Order> RecordingPlayer::orders(const GameState& state, int side) {
  std::vector<Order> o = inner_.orders(state, side);
  if (inner_.stopped()) return o;  // left the table: nothing decided
  record_.decisions.push_back(Decision{side_, Decision::Kind::orders, o, {}, 0});
  if (journal_) journal_(state.turn);
  return o;
}

rules::Response RecordingPlayer::answer_charge(const GameState& state, int target, int charger,
                                               std::span<const rules::Response> allowed) {
  const rules::Response r = inner_.answer_charge(state, target, charger, allowed);
  if (inner_.stopped()) return r;
  record_.decisions.push_back(Decision{side_, Decision::Kind::answer, {}, r, 0});
  if (journal_) journal_(state.turn);
  return r;
}

int RecordingPlayer::squadrons_for(const GameState& state, int unit, int enemy) {
  const int n = inner_.squadrons_for(state, unit, enemy);
  if (inner_.stopped()) return n;
  record_.decisions.push_back(
      Decision{side_, Decision::Kind::squadrons, {}, rules::Response::stand, n});
  if (journal_) journal_(state.turn);
  return n;
}

const Decision* RecordedPlayer::next(Decision::Kind kind) {
  while (cursor_ < record_.decisions.size() && record_.decisions[cursor_].side != side_) {
    ++cursor_;
  }
  if (cursor_ >= record_.decisions.size() && record_.quit) {
    stopped_ = true;  // the player left here: the replay stops at this question
    return nullptr;
  }
  if (cursor_ >= record_.decisions.size()) {
    unfit(cursor_, "more answers are asked for than the record has");
    return nullptr;
  }
  if (record_.decisions[cursor_].kind != kind) {
    unfit(cursor_,
          "the battle asks for " + std::string(model::name_of(kDecisionNames, kind)) +
              " here, the record has " +
              std::string(model::name_of(kDecisionNames, record_.decisions[cursor_].kind)));
    return nullptr;
  }
  return &record_.decisions[cursor_++];
}

void RecordedPlayer::unfit(std::size_t index, const std::string& why) {
  if (!diverged_) unfit_ = "decisions[" + std::to_string(index) + "]: " + why;
  diverged_ = true;
}

std::size_t RecordedPlayer::left() const {
  std::size_t n = 0;
  for (std::size_t i = cursor_; i < record_.decisions.size(); ++i) {
    n += record_.decisions[i].side == side_ ? 1 : 0;
  }
  return n;
}

std::vector<Order> RecordedPlayer::orders(const GameState& state, int side) {
  if (live()) return then_->orders(state, side);
  const std::size_t index = cursor_;
  const Decision* d = next(Decision::Kind::orders);
  if (d == nullptr) return {};
  // Each order one the game would carry out where the phase began, as the prompt checks it.
  for (std::size_t k = 0; k < d->orders.size(); ++k) {
    const Order& o = d->orders[k];
    const std::string at = "orders[" + std::to_string(k) + "]: ";
    if (const auto no = order_refusal(state, side_, o)) {
      unfit(index, at + "the game refuses it (" + std::string(no->clause) + ", " +
                       std::string(no->key) + ")");
      return {};
    }
  }
  return d->orders;
}

rules::Response RecordedPlayer::answer_charge(const GameState& state, int target, int charger,
                                              std::span<const rules::Response> allowed) {
  if (live()) return then_->answer_charge(state, target, charger, allowed);
  const std::size_t index = cursor_;
  const Decision* d = next(Decision::Kind::answer);
  if (d == nullptr) return allowed.front();
  for (rules::Response r : allowed) {
    if (r == d->answer) return r;
  }
  unfit(index, "answer " + std::string(model::name_of(kResponseNames, d->answer)) +
                   " is not allowed here");
  return allowed.front();
}

int RecordedPlayer::squadrons_for(const GameState& state, int unit_id, int enemy) {
  if (live()) return then_->squadrons_for(state, unit_id, enemy);
  const std::size_t index = cursor_;
  const Decision* d = next(Decision::Kind::squadrons);
  if (d == nullptr) return 0;
  if (d->squadrons > unit(state, unit_id).squadrons) {
    unfit(index, "more squadrons than the regiment has");
    return 0;
  }
  return d->squadrons;
}

HandDice recording_hand(HandDice inner, Record& record, Journal journal) {
  return [inner = std::move(inner), &record, journal = std::move(journal)](const Question& q) {
    std::vector<dice::Face> f = inner(q);
    if (f.empty()) return f;  // the player left: nothing rolled
    record.dice.push_back(f);
    if (journal) journal(0);
    return f;
  };
}

HandDice recorded_hand(const Record& record, DiceCursor& cursor, pcg32& fallback, HandDice then) {
  return [&record, &cursor, &fallback, then = std::move(then)](const Question& q) {
    const auto count = static_cast<std::size_t>(q.dice);
    const std::string_view clause = q.clause;
    const std::size_t at = cursor.next;
    if (at < record.dice.size() && record.dice[at].size() == count) {
      return record.dice[cursor.next++];
    }
    if (at >= record.dice.size() && then) return then(q);
    if (at >= record.dice.size() && record.quit) {
      cursor.ended = true;  // the player left here: no faces, the replay stops
      return std::vector<dice::Face>{};
    }
    if (!cursor.diverged) {
      cursor.unfit =
          "dice[" + std::to_string(at) + "]: " +
          (at >= record.dice.size() ? std::string("more rolls are asked for than the record has")
                                    : "the battle rolls " + std::to_string(count) + " dice here (" +
                                          std::string(clause) + "), the record has " +
                                          std::to_string(record.dice[at].size()));
    }
    cursor.diverged = true;
    std::vector<dice::Face> f(count);
    for (dice::Face& x : f) x = dice::draw_face(fallback);
    return f;
  };
}

}  // namespace grognard::game
