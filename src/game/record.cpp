#include "game/record.h"

#include <cmath>
#include <limits>
#include <stdexcept>

#include "dice/sampler.h"
#include "game/legal_orders.h"
#include "model/limits.h"

namespace grognard::game {

using nlohmann::json;

namespace {

constexpr std::array<model::Name<rules::Response>, 5> kResponseNames{{
    {rules::Response::stand, "stand"},
    {rules::Response::stand_and_fire, "stand_and_fire"},
    {rules::Response::evade, "evade"},
    {rules::Response::form_square, "form_square"},
    {rules::Response::break_at_once, "break_at_once"},
}};

constexpr std::array<model::Name<Decision::Kind>, 3> kDecisionNames{{
    {Decision::Kind::orders, "orders"},
    {Decision::Kind::answer, "answer"},
    {Decision::Kind::squadrons, "squadrons"},
}};

template <class E, std::size_t N>
E named(const json& j, const std::array<model::Name<E>, N>& names, const std::string& field) {
  if (!j.is_string()) throw std::runtime_error(field + ": expected a string");
  if (auto e = model::parse_name(names, j.get<std::string>())) return *e;
  throw std::runtime_error(field + ": unknown value " + j.dump() + ", expected one of " +
                           model::choices(names));
}

json order_json(const Order& o) {
  json j{{"kind", model::name_of(kOrderKindNames, o.kind)}, {"unit", o.unit}};
  if (o.target >= 0) j["target"] = o.target;
  if (o.kind == OrderKind::move || o.kind == OrderKind::deploy) {
    j["at"] = {o.x, o.y};
    j["facing"] = o.facing;
  }
  if (o.kind == OrderKind::change_formation || o.kind == OrderKind::reform ||
      o.kind == OrderKind::rally_battalion) {
    j["formation"] = model::name_of(model::kFormationNames, o.formation);
  }
  if (!o.from.empty()) j["from"] = o.from;
  if (o.companies != 0) j["companies"] = o.companies;
  if (o.squadrons != 0) j["squadrons"] = o.squadrons;
  return j;
}

// A whole number from `min` to `max`: a fraction, 1e400 or a string is refused, not cast.
int whole(const json& j, const std::string& field, int min, int max) {
  long long w = 0;
  if (j.is_number_unsigned()) {
    w = static_cast<long long>(
        std::min<std::uint64_t>(j.get<std::uint64_t>(), static_cast<std::uint64_t>(max) + 1));
  } else if (j.is_number_integer()) {
    w = j.get<std::int64_t>();
  } else {
    throw std::runtime_error(field + ": expected a whole number");
  }
  if (w < min || w > max) {
    throw std::runtime_error(field + ": expected " + std::to_string(min) + " to " +
                             std::to_string(max));
  }
  return static_cast<int>(w);
}

// A finite number no farther than a table's size may reach (a position or facing).
double finite(const json& j, const std::string& field) {
  constexpr double kFar = 100 * model::kMaxTableInches;
  if (!j.is_number()) throw std::runtime_error(field + ": expected a number");
  const double v = j.get<double>();
  if (!std::isfinite(v) || std::fabs(v) > kFar) {
    throw std::runtime_error(field + ": expected a number from -144000 to 144000");
  }
  return v;
}

std::uint64_t unsigned_of(const json& j, const std::string& field) {
  if (!j.is_number_unsigned()) throw std::runtime_error(field + ": expected a whole number >= 0");
  return j.get<std::uint64_t>();
}

bool flag(const json& j, const std::string& field) {
  if (!j.is_boolean()) throw std::runtime_error(field + ": expected true or false");
  return j.get<bool>();
}

// j[key], where j is the value at `field` ("" for the record itself).
const json& at(const json& j, const char* key, const std::string& field) {
  if (!j.is_object()) throw std::runtime_error(field + ": expected an object");
  const auto it = j.find(key);
  const std::string path = field.empty() ? key : field + "." + key;
  if (it == j.end()) throw std::runtime_error(path + ": missing");
  return *it;
}

const json& array_at(const json& j, const char* key, const std::string& field) {
  const json& a = at(j, key, field);
  if (!a.is_array()) {
    throw std::runtime_error((field.empty() ? key : field + "." + key) + ": expected an array");
  }
  return a;
}

constexpr int kMaxId = 1 << 20;

Order order_of(const json& j, const std::string& field) {
  if (!j.is_object()) throw std::runtime_error(field + ": expected an object");
  Order o;
  o.kind = named(at(j, "kind", field), kOrderKindNames, field + ".kind");
  o.unit = whole(at(j, "unit", field), field + ".unit", 0, kMaxId);
  if (j.contains("target")) o.target = whole(j["target"], field + ".target", -1, kMaxId);
  if (j.contains("at")) {
    const json& a = j["at"];
    if (!a.is_array() || a.size() != 2) throw std::runtime_error(field + ".at: expected [x, y]");
    o.x = finite(a[0], field + ".at[0]");
    o.y = finite(a[1], field + ".at[1]");
  }
  if (j.contains("facing")) o.facing = finite(j["facing"], field + ".facing");
  if (j.contains("formation")) {
    o.formation = named(j.at("formation"), model::kFormationNames, field + ".formation");
  }
  if (j.contains("from")) {
    const json& from = j["from"];
    if (!from.is_array()) throw std::runtime_error(field + ".from: expected an array");
    for (std::size_t k = 0; k < from.size(); ++k) {
      o.from.push_back(whole(from[k], field + ".from[" + std::to_string(k) + "]", 0, kMaxId));
    }
  }
  if (j.contains("companies")) o.companies = whole(j["companies"], field + ".companies", 0, 99);
  if (j.contains("squadrons")) o.squadrons = whole(j["squadrons"], field + ".squadrons", 0, 99);
  return o;
}

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
  record_.decisions.push_back(Decision{side_, Decision::Kind::orders, o, {}, 0});
  if (journal_) journal_(state.turn);
  return o;
}

rules::Response RecordingPlayer::answer_charge(const GameState& state, int target, int charger,
                                               std::span<const rules::Response> allowed) {
  const rules::Response r = inner_.answer_charge(state, target, charger, allowed);
  record_.decisions.push_back(Decision{side_, Decision::Kind::answer, {}, r, 0});
  if (journal_) journal_(state.turn);
  return r;
}

int RecordingPlayer::squadrons_for(const GameState& state, int unit, int enemy) {
  const int n = inner_.squadrons_for(state, unit, enemy);
  record_.decisions.push_back(
      Decision{side_, Decision::Kind::squadrons, {}, rules::Response::stand, n});
  if (journal_) journal_(state.turn);
  return n;
}

const Decision* RecordedPlayer::next(Decision::Kind kind) {
  while (cursor_ < record_.decisions.size() && record_.decisions[cursor_].side != side_) {
    ++cursor_;
  }
  if (cursor_ >= record_.decisions.size() && record_.quit) throw RecordEnd{};
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
  return [inner = std::move(inner), &record, journal = std::move(journal)](
             const dice::ChanceNode& node, std::string_view clause) {
    std::vector<dice::Face> f = inner(node, clause);
    record.dice.push_back(f);
    if (journal) journal(0);
    return f;
  };
}

HandDice recorded_hand(const Record& record, DiceCursor& cursor, pcg32& fallback, HandDice then) {
  return [&record, &cursor, &fallback, then = std::move(then)](const dice::ChanceNode& node,
                                                               std::string_view clause) {
    const auto count = static_cast<std::size_t>(node.dice());
    const std::size_t at = cursor.next;
    if (at < record.dice.size() && record.dice[at].size() == count) {
      return record.dice[cursor.next++];
    }
    if (at >= record.dice.size() && then) return then(node, clause);
    if (at >= record.dice.size() && record.quit) throw RecordEnd{};
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
