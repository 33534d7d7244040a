#include "server/referee_api.h"

#include <random>

#include <fmt/format.h>

#include "engine/api.h"
#include "engine/fields.h"
#include "text/phrases.h"
#include "text/render.h"

namespace grognard::server {

namespace {

using engine::Error;
using engine::json;
using engine::ojson;
using text::Lang;

Answer error_answer(const Error& e, Lang lang) {
  ojson j;
  // The engine names a roll's dice after the command line's flag; here they are a field.
  j["error"]["field"] = e.field == "--dice" ? "dice" : e.field;
  j["error"]["message"] = lang == Lang::ru ? e.ru : e.en;
  // Every other error of the situation too (the first among them), so a form marks them all.
  if (!e.more.empty()) {
    j["errors"] = ojson::array({j["error"]});
    for (const Error& m : e.more) {
      j["errors"].push_back({{"field", m.field}, {"message", lang == Lang::ru ? m.ru : m.en}});
    }
  }
  return {400, j.dump(-1, ' ', false, json::error_handler_t::replace)};
}

// Adds the text layer's names of each choice ("term.<term>.<id>") to a described field.
void add_labels(ojson& field) {
  if (field.contains("choices") && field.contains("term")) {
    const std::string term = field["term"].get<std::string>();
    ojson labels = ojson::object();
    for (const auto& c : field["choices"]) {
      const std::string id = c.is_string() ? c.get<std::string>() : c.dump();
      std::string key = "term.";
      key += term;
      key += '.';
      key += id;
      labels[id] = {{"en", text::phrase_or(key, Lang::en, id)},
                    {"ru", text::phrase_or(key, Lang::ru, id)}};
    }
    field["labels"] = labels;
  }
  if (field.contains("fields")) {
    for (auto& f : field["fields"]) add_labels(f);
  }
  if (field.contains("element")) add_labels(field["element"]);
}

Answer describe_actions() {
  ojson list = ojson::array();
  for (const engine::Action& a : engine::actions()) {
    ojson j;
    j["name"] = a.name;
    j["clause"] = a.clause;
    j["title"] = {{"en", a.title_en}, {"ru", a.title_ru}};
    j["dice_order"] = {{"en", a.dice_order_en}, {"ru", a.dice_order_ru}};
    j["situation"] = engine::describe(a.situation());
    add_labels(j["situation"]);
    list.push_back(j);
  }
  ojson out;
  out["actions"] = list;
  // The text layer's names of report keys, flags and terms, for the page's charts.
  ojson words = ojson::object();
  for (const auto& table : {text::common_phrases(), text::skirmish_phrases(), text::fire_phrases(),
                            text::discipline_phrases(), text::battle_phrases()}) {
    for (const text::Phrase& p : table) {
      if (p.key.rfind("key.", 0) == 0 || p.key.rfind("flag.", 0) == 0 ||
          p.key.rfind("term.", 0) == 0) {
        words[std::string(p.key)] = {{"en", p.en}, {"ru", p.ru}};
      }
    }
  }
  out["words"] = words;
  return {200, out.dump()};
}

// The faces of "dice": an array of 1 to 200 integers from 1 to 6.
engine::Expected<std::vector<dice::Face>> read_dice(const json& v) {
  if (!v.is_array() || v.empty() || v.size() > 200) {
    return Error{"dice", "expected an array of 1 to 200 dice, got " + engine::shown(v),
                 "ожидается массив из 1–200 кубиков, получено " + engine::shown_ru(v)};
  }
  std::vector<dice::Face> faces;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const json& d = v[i];
    if (!d.is_number_integer() || d.get<long long>() < 1 || d.get<long long>() > 6) {
      const std::string field = fmt::format("dice[{}]", i);
      return Error{field, "expected a die from 1 to 6, got " + engine::shown(d),
                   "ожидается кубик от 1 до 6, получено " + engine::shown_ru(d)};
    }
    faces.push_back(static_cast<dice::Face>(d.get<int>()));
  }
  return faces;
}

// Below 2^53, so that a page's JavaScript reads the seed back exactly and can replay the roll.
std::uint64_t fresh_seed() {
  std::random_device rd;
  return ((static_cast<std::uint64_t>(rd()) << 32U) ^ rd()) & ((std::uint64_t{1} << 53U) - 1);
}

}  // namespace

RefereeApi::RefereeApi(RollHistory& history, std::function<void(const std::string&)> on_roll)
    : history_(history), on_roll_(std::move(on_roll)), actions_(describe_actions()) {}

Answer RefereeApi::odds(std::string_view body, Lang lang) const {
  auto situation = engine::parse_situation(body);
  if (!situation.ok()) return error_answer(situation.error(), lang);
  auto report = engine::odds(situation.value());
  if (!report.ok()) return error_answer(report.error(), lang);
  return {200, report.value().json.dump(2)};
}

Answer RefereeApi::roll(std::string_view body, Lang lang) {
  auto request = engine::parse_situation(body);
  if (!request.ok()) return error_answer(request.error(), lang);
  const json& r = request.value();
  if (!r.is_object()) {
    return error_answer(
        Error{"request",
              "expected {\"situation\": {...}} with \"dice\" or \"seed\", got " + engine::shown(r),
              "ожидается {\"situation\": {...}} с \"dice\" или \"seed\", получено " +
                  engine::shown_ru(r)},
        lang);
  }
  for (auto it = r.begin(); it != r.end(); ++it) {
    if (it.key() != "situation" && it.key() != "dice" && it.key() != "seed") {
      return error_answer(Error{it.key(), "unknown field", "неизвестное поле"}, lang);
    }
  }
  if (!r.contains("situation")) {
    return error_answer(Error{"situation", "is required", "обязательное поле"}, lang);
  }
  engine::DiceChoice how;
  std::optional<std::uint64_t> seed;
  if (r.contains("dice") && r.contains("seed")) {
    return error_answer(Error{"seed", "give either \"dice\" or \"seed\", not both",
                              "укажите либо \"dice\", либо \"seed\", но не оба"},
                        lang);
  }
  if (r.contains("dice")) {
    auto faces = read_dice(r["dice"]);
    if (!faces.ok()) return error_answer(faces.error(), lang);
    how.faces = faces.value();
  } else if (r.contains("seed")) {
    const json& s = r["seed"];
    if (!s.is_number_unsigned()) {
      return error_answer(
          Error{"seed", "expected an integer from 0 to 2^64-1, got " + engine::shown(s),
                "ожидается целое число от 0 до 2^64-1, получено " + engine::shown_ru(s)},
          lang);
    }
    seed = s.get<std::uint64_t>();
  } else {
    seed = fresh_seed();
  }
  if (seed) how.seed = *seed;
  // Errors inside the situation name its fields as the command line does ("firer.figures").
  auto report = engine::roll(r["situation"], how);
  if (!report.ok()) return error_answer(report.error(), lang);
  ojson out = report.value().json;
  if (seed) out["seed"] = *seed;
  out["events"] = text::events_json(report.value(), lang);
  Answer answer{200, out.dump(2)};

  json kept;
  kept["situation"] = r["situation"];
  kept["dice"] = out["dice"];
  auto entry = history_.add(out["action"].get<std::string>(), kept.dump(), out.dump());
  if (entry.ok() && on_roll_) {
    ojson e;
    e["id"] = entry.value().id;
    e["at"] = entry.value().at;
    e["action"] = entry.value().action;
    on_roll_(e.dump());
  }
  return answer;
}

Answer RefereeApi::history(int limit) const {
  ojson rolls = ojson::array();
  for (const HistoryEntry& e : history_.latest(limit)) {
    ojson j;
    j["id"] = e.id;
    j["at"] = e.at;
    j["action"] = e.action;
    j["request"] = ojson::parse(e.request, nullptr, false);
    j["result"] = ojson::parse(e.result, nullptr, false);
    rolls.push_back(j);
  }
  ojson out;
  out["rolls"] = rolls;
  return {200, out.dump()};
}

}  // namespace grognard::server
