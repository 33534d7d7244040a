#include "game/record.h"

#include <stdexcept>

#include "dice/sampler.h"

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

Order order_of(const json& j, const std::string& field) {
  if (!j.is_object()) throw std::runtime_error(field + ": expected an object");
  Order o;
  o.kind = named(j.at("kind"), kOrderKindNames, field + ".kind");
  o.unit = j.at("unit").get<int>();
  o.target = j.value("target", -1);
  if (j.contains("at")) {
    o.x = j.at("at").at(0).get<double>();
    o.y = j.at("at").at(1).get<double>();
  }
  o.facing = j.value("facing", 0.0);
  if (j.contains("formation")) {
    o.formation = named(j.at("formation"), model::kFormationNames, field + ".formation");
  }
  o.from = j.value("from", std::vector<int>{});
  o.companies = j.value("companies", 0);
  o.squadrons = j.value("squadrons", 0);
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
  return json{{"grognard_record", 1},
              {"scenario", r.scenario},
              {"seed", r.seed},
              {"start_hash", r.start_hash},
              {"players", {r.players[0], r.players[1]}},
              {"by_hand", r.by_hand},
              {"decisions", decisions},
              {"dice", r.dice},
              {"turn", r.turn},
              {"quit", r.quit},
              {"end_hash", r.end_hash}};
}

Record record_of(const json& j, std::string& error) {
  std::string field = "grognard_record";
  try {
    if (!j.is_object() || j.value("grognard_record", 0) != 1) {
      throw std::runtime_error("grognard_record: not a battle record (expected 1)");
    }
    Record r;
    field = "scenario";
    r.scenario = j.at("scenario").get<std::string>();
    field = "seed";
    r.seed = j.at("seed").get<std::uint64_t>();
    field = "start_hash";
    r.start_hash = j.at("start_hash").get<std::uint64_t>();
    field = "players";
    r.players = {j.at("players").at(0).get<bool>(), j.at("players").at(1).get<bool>()};
    field = "by_hand";
    r.by_hand = j.at("by_hand").get<bool>();
    const json& list = j.at("decisions");
    if (!list.is_array()) throw std::runtime_error("decisions: expected an array");
    for (std::size_t i = 0; i < list.size(); ++i) {
      field = "decisions[" + std::to_string(i) + "]";
      const json& d = list[i];
      Decision x;
      x.side = d.at("side").get<int>();
      if (x.side != 0 && x.side != 1) throw std::runtime_error(field + ".side: expected 0 or 1");
      x.kind = named(d.at("kind"), kDecisionNames, field + ".kind");
      switch (x.kind) {
        case Decision::Kind::orders: {
          const json& orders = d.at("orders");
          if (!orders.is_array()) throw std::runtime_error(field + ".orders: expected an array");
          for (std::size_t k = 0; k < orders.size(); ++k) {
            x.orders.push_back(order_of(orders[k], field + ".orders[" + std::to_string(k) + "]"));
          }
          break;
        }
        case Decision::Kind::answer:
          x.answer = named(d.at("answer"), kResponseNames, field + ".answer");
          break;
        case Decision::Kind::squadrons:
          x.squadrons = d.at("squadrons").get<int>();
          break;
      }
      r.decisions.push_back(std::move(x));
    }
    field = "dice";
    r.dice = j.at("dice").get<std::vector<std::vector<dice::Face>>>();
    for (const auto& faces : r.dice) {
      for (dice::Face f : faces) {
        if (f < 1 || f > 6) throw std::runtime_error("dice: a die shows 1 to 6");
      }
    }
    field = "turn";
    r.turn = j.at("turn").get<int>();
    field = "quit";
    r.quit = j.at("quit").get<bool>();
    field = "end_hash";
    r.end_hash = j.at("end_hash").get<std::uint64_t>();
    return r;
  } catch (const json::out_of_range&) {
    error = field + ": missing";
  } catch (const json::exception&) {
    error = field + ": not of the expected type";
  } catch (const std::exception& e) {
    error = e.what();
  }
  return Record{};
}

std::vector<Order> RecordingPlayer::orders(const GameState& state, int side) {
  std::vector<Order> o = inner_.orders(state, side);
  record_.decisions.push_back(Decision{side_, Decision::Kind::orders, o, {}, 0});
  return o;
}

rules::Response RecordingPlayer::answer_charge(const GameState& state, int target, int charger,
                                               std::span<const rules::Response> allowed) {
  const rules::Response r = inner_.answer_charge(state, target, charger, allowed);
  record_.decisions.push_back(Decision{side_, Decision::Kind::answer, {}, r, 0});
  return r;
}

int RecordingPlayer::squadrons_for(const GameState& state, int unit, int enemy) {
  const int n = inner_.squadrons_for(state, unit, enemy);
  record_.decisions.push_back(
      Decision{side_, Decision::Kind::squadrons, {}, rules::Response::stand, n});
  return n;
}

const Decision* RecordedPlayer::next(Decision::Kind kind) {
  while (cursor_ < record_.decisions.size() && record_.decisions[cursor_].side != side_) {
    ++cursor_;
  }
  if (cursor_ >= record_.decisions.size() && record_.quit) throw RecordEnd{};
  if (cursor_ >= record_.decisions.size() || record_.decisions[cursor_].kind != kind) {
    diverged_ = true;
    return nullptr;
  }
  return &record_.decisions[cursor_++];
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
  const Decision* d = next(Decision::Kind::orders);
  return d != nullptr ? d->orders : std::vector<Order>{};
}

rules::Response RecordedPlayer::answer_charge(const GameState& state, int target, int charger,
                                              std::span<const rules::Response> allowed) {
  if (live()) return then_->answer_charge(state, target, charger, allowed);
  const Decision* d = next(Decision::Kind::answer);
  if (d == nullptr) return allowed.front();
  for (rules::Response r : allowed) {
    if (r == d->answer) return r;
  }
  diverged_ = true;
  return allowed.front();
}

int RecordedPlayer::squadrons_for(const GameState& state, int unit, int enemy) {
  if (live()) return then_->squadrons_for(state, unit, enemy);
  const Decision* d = next(Decision::Kind::squadrons);
  return d != nullptr ? d->squadrons : 0;
}

HandDice recording_hand(HandDice inner, Record& record) {
  return
      [inner = std::move(inner), &record](const dice::ChanceNode& node, std::string_view clause) {
        std::vector<dice::Face> f = inner(node, clause);
        record.dice.push_back(f);
        return f;
      };
}

HandDice recorded_hand(const Record& record, std::size_t& cursor, bool& diverged, pcg32& fallback,
                       HandDice then) {
  return [&record, &cursor, &diverged, &fallback, then = std::move(then)](
             const dice::ChanceNode& node, std::string_view clause) {
    const auto count = static_cast<std::size_t>(node.dice());
    if (cursor < record.dice.size() && record.dice[cursor].size() == count) {
      return record.dice[cursor++];
    }
    if (cursor >= record.dice.size() && then) return then(node, clause);
    if (cursor >= record.dice.size() && record.quit) throw RecordEnd{};
    diverged = true;
    std::vector<dice::Face> f(count);
    for (dice::Face& x : f) x = dice::draw_face(fallback);
    return f;
  };
}

}  // namespace grognard::game
