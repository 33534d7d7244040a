#include "game/match_json.h"

#include <stdexcept>

#include "game/json_fields.h"
#include "game/save.h"
#include "model/limits.h"

namespace grognard::game {

using nlohmann::json;
namespace jf = json_fields;

json answer_json(const Answer& a) {
  switch (a.kind) {
    case Answer::Kind::order:
      return {{"order", jf::order_json(a.order)}};
    case Answer::Kind::done:
      return {{"done", true}};
    case Answer::Kind::response:
      return {{"response", model::name_of(jf::kResponseNames, a.response)}};
    case Answer::Kind::squadrons:
      return {{"squadrons", a.squadrons}};
    case Answer::Kind::faces:
      return {{"faces", a.faces}};
    case Answer::Kind::go_on:
      return {{"go_on", true}};
  }
  return {{"done", true}};
}

namespace {

Answer read_answer(const json& j, const std::string& field) {
  if (!j.is_object() || j.size() != 1) {
    throw std::runtime_error(field +
                             ": expected one of {\"order\"}, {\"done\"}, {\"response\"}, "
                             "{\"squadrons\"}, {\"faces\"}, {\"go_on\"}");
  }
  // The object's one member, read through an iterator that outlives the reads (a structured
  // binding to *j.items().begin() refers into a temporary that is gone at the semicolon).
  const json::const_iterator member = j.begin();
  const std::string& key = member.key();  // into j, which outlives it
  const json& value = member.value();
  const std::string at = field.empty() ? key : field + "." + key;
  if (key == "order") return Answer::of(jf::order_of(value, at));
  if (key == "done") {
    if (!jf::flag(value, at)) throw std::runtime_error(at + ": expected true");
    return Answer::finished();
  }
  if (key == "response") return Answer::of(jf::named(value, jf::kResponseNames, at));
  if (key == "squadrons") return Answer::written(jf::whole(value, at, 0, 99));
  if (key == "faces") {
    if (!value.is_array() || value.empty() || value.size() > 64) {
      throw std::runtime_error(at + ": expected an array of 1 to 64 dice");
    }
    std::vector<dice::Face> faces;
    for (std::size_t k = 0; k < value.size(); ++k) {
      faces.push_back(jf::whole(value[k], at + "[" + std::to_string(k) + "]", 1, 6));
    }
    return Answer::rolled(std::move(faces));
  }
  if (key == "go_on") {
    if (!jf::flag(value, at)) throw std::runtime_error(at + ": expected true");
    return Answer::next();
  }
  throw std::runtime_error(at + ": unknown answer");
}

}  // namespace

std::optional<Answer> answer_of(const json& j, std::string& error) {
  try {
    return read_answer(j, "");
  } catch (const std::exception& e) {
    error = e.what();
    return std::nullopt;
  }
}

json question_json(const Question& q) {
  json j{{"kind", question_kind_name(q.kind)},
         {"turn", q.turn},
         {"phase", model::name_of(model::kPhaseNames, q.phase)}};
  if (q.side >= 0) j["side"] = q.side;
  switch (q.kind) {
    case QuestionKind::charge_answer: {
      json allowed = json::array();
      for (rules::Response r : q.allowed) allowed.push_back(model::name_of(jf::kResponseNames, r));
      j["unit"] = q.unit;
      j["charger"] = q.enemy;
      j["allowed"] = allowed;
      j["clause"] = q.clause;
      break;
    }
    case QuestionKind::squadrons:
      j["unit"] = q.unit;
      j["charger"] = q.enemy;
      j["most"] = q.squadrons;
      j["clause"] = q.clause;
      break;
    case QuestionKind::dice:
      j["dice"] = q.dice;
      j["label"] = q.label;
      j["clause"] = q.clause;
      break;
    case QuestionKind::orders:
    case QuestionKind::next_phase:
    case QuestionKind::over:
      break;
  }
  return j;
}

json match_json(const Match& m) {
  json answers = json::array();
  for (const Answer& a : m.answers()) answers.push_back(answer_json(a));
  return {{"grognard_match", 1},
          {"start", to_json(m.start())},
          {"options",
           {{"dice_by_hand", m.options().dice_by_hand},
            {"pause_between_phases", m.options().pause_between_phases}}},
          {"answers", answers}};
}

std::optional<Match> match_of(const json& j, std::string& error) {
  try {
    if (!j.is_object() || !j.contains("grognard_match") || j["grognard_match"] != 1) {
      throw std::runtime_error("grognard_match: not a match (expected 1)");
    }
    std::string why;
    GameState start = from_json(jf::at(j, "start", ""), why);
    if (!why.empty()) throw std::runtime_error("start." + why);
    const json& o = jf::at(j, "options", "");
    MatchOptions options;
    options.dice_by_hand = jf::flag(jf::at(o, "dice_by_hand", "options"), "options.dice_by_hand");
    options.pause_between_phases =
        jf::flag(jf::at(o, "pause_between_phases", "options"), "options.pause_between_phases");
    const json& list = jf::array_at(j, "answers", "");
    Match m(std::move(start), options);
    for (std::size_t i = 0; i < list.size(); ++i) {
      const std::string field = "answers[" + std::to_string(i) + "]";
      const Answer a = read_answer(list[i], field);
      if (auto no = m.answer(a).refused) {
        throw std::runtime_error(field + ": refused (" + std::string(no->clause) + ", " +
                                 std::string(no->key) + ")");
      }
    }
    return m;
  } catch (const std::exception& e) {
    error = e.what();
    return std::nullopt;
  }
}

}  // namespace grognard::game
