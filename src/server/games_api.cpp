#include "server/games_api.h"

#include <cmath>
#include <iostream>
#include <mutex>
#include <random>
#include <stdexcept>

#include <fmt/format.h>

#include "game/legal_orders.h"
#include "game/match_json.h"
#include "model/ai_level.h"
#include "model/utf8.h"
#include "text/phrases.h"

namespace grognard::server {

using nlohmann::json;

namespace {

constexpr std::uint64_t kMostSeed = (1ULL << 53U) - 1;  // read back exactly by a browser
constexpr std::size_t kMostKey = 128;
// What "sides" takes for an army: a human, the AI at the default level, or the AI at a level
// (model/ai_level.h).
constexpr std::string_view kSideChoices =
    R"("human", "ai" (the default level, search), "random", "line" or "search")";
constexpr std::string_view kSideChoicesRu =
    R"("human", "ai" (уровень по умолчанию, search), "random", "line" или "search")";

json error_json(std::string_view field, std::string_view message, std::string_view clause = {}) {
  json j;
  j["error"]["field"] = field;
  j["error"]["message"] = message;
  if (!clause.empty()) j["error"]["clause"] = clause;
  return j;
}

Answer fail(int status, std::string_view field, std::string_view message,
            std::string_view clause = {}) {
  return {status, error_json(field, message, clause).dump()};
}

Answer bad(text::Lang lang, std::string_view field, std::string_view en, std::string_view ru,
           std::string_view clause = {}) {
  return fail(400, field, lang == text::Lang::ru ? ru : en, clause);
}

Answer ok(const json& j) {
  return {200, j.dump()};
}

bool is_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = model::utf8_detail::sequence_at(s, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

// A random 128-bit token as 32 hexadecimal digits, from the system's entropy.
std::string random_hex(int bits) {
  static std::mutex m;
  static std::random_device rd;
  const std::lock_guard lock(m);
  std::string out;
  for (int i = 0; i < bits / 32; ++i) out += fmt::format("{:08x}", rd());
  return out;
}

// An army named by `name`: its English or Russian name, its nation or its index, any case.
std::optional<int> army_named(const game::GameState& s, const std::string& name) {
  const auto lower = [](std::string t) {
    for (char& c : t) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return t;
  };
  const std::string n = lower(name);
  for (int i = 0; i < 2; ++i) {
    const game::Side& d = s.sides[static_cast<std::size_t>(i)];
    if (n == lower(d.name) || n == d.name_ru || n == lower(d.nation) || n == std::to_string(i)) {
      return i;
    }
  }
  return std::nullopt;
}

json setup_json(const BattleSetup& s) {
  return {{"human", {s.human[0], s.human[1]}},
          {"levels",
           {model::name_of(model::kAiLevelNames, s.level[0]),
            model::name_of(model::kAiLevelNames, s.level[1])}},
          {"dice_by_hand", s.dice_by_hand},
          {"tokens", {s.tokens[0], s.tokens[1]}},
          {"spectator", s.spectator}};
}

BattleSetup setup_of(const StoredGame& g) {
  const json j = json::parse(g.setup);
  BattleSetup s;
  s.scenario = g.scenario;
  s.seed = g.seed;
  s.human = {j.at("human")[0].get<bool>(), j.at("human")[1].get<bool>()};
  // A game kept before there were levels: the line commander, the only AI there was.
  s.level = {model::AiLevel::line, model::AiLevel::line};
  if (j.contains("levels")) {
    for (std::size_t k = 0; k < 2; ++k) {
      const auto level =
          model::parse_name(model::kAiLevelNames, j.at("levels").at(k).get<std::string>());
      if (!level) throw std::runtime_error("levels: not an AI level");
      s.level.at(k) = *level;
    }
  }
  s.dice_by_hand = j.at("dice_by_hand").get<bool>();
  s.tokens = {j.at("tokens")[0].get<std::string>(), j.at("tokens")[1].get<std::string>()};
  s.spectator = j.at("spectator").get<std::string>();
  return s;
}

// "field: reason" (match_json's errors) split into the field and the reason.
std::pair<std::string, std::string> split_error(const std::string& e, const std::string& at) {
  const auto colon = e.find(": ");
  if (colon == std::string::npos) return {at, e};
  return {at + "." + e.substr(0, colon), e.substr(colon + 2)};
}

// Reads {"answer": ..., "key": ...}; "undo" stands for taking the last order back.
struct AnswerRequest {
  std::optional<game::Answer> answer;  // nothing: undo
  std::string key;
};

std::optional<AnswerRequest> read_request(std::string_view body, text::Lang lang, Answer& refused) {
  if (!is_utf8(body)) {
    refused = bad(lang, "body", "not valid UTF-8", "не UTF-8");
    return std::nullopt;
  }
  const json j = json::parse(body, nullptr, false);
  if (j.is_discarded() || !j.is_object()) {
    refused = bad(lang, "body", "expected a JSON object {\"answer\": ...}",
                  "ожидается объект JSON {\"answer\": ...}");
    return std::nullopt;
  }
  for (const auto& [k, v] : j.items()) {
    if (k != "answer" && k != "key") {
      refused = bad(lang, k, "unknown field (expected answer, key)",
                    "неизвестное поле (ожидаются answer, key)");
      return std::nullopt;
    }
  }
  AnswerRequest r;
  if (j.contains("key")) {
    if (!j["key"].is_string() || j["key"].get<std::string>().empty() ||
        j["key"].get<std::string>().size() > kMostKey) {
      refused = bad(lang, "key", "expected a string of 1 to 128 characters",
                    "ожидается строка от 1 до 128 символов");
      return std::nullopt;
    }
    r.key = j["key"].get<std::string>();
  }
  if (!j.contains("answer")) {
    refused = bad(lang, "answer", "required", "обязательное поле");
    return std::nullopt;
  }
  if (j["answer"] == "undo") return r;
  std::string error;
  r.answer = game::answer_of(j["answer"], error);
  if (!r.answer) {
    auto [field, message] = split_error(error, "answer");
    refused = fail(400, field, message);
    return std::nullopt;
  }
  return r;
}

std::optional<int> whole_param(std::string_view text, int most) {
  if (text.empty() || text.size() > 9) return std::nullopt;
  int v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  if (v > most) return std::nullopt;
  return v;
}

}  // namespace

std::string bearer(std::string_view authorization) {
  constexpr std::string_view kBearer = "Bearer ";
  if (authorization.substr(0, kBearer.size()) != kBearer) return {};
  return std::string(authorization.substr(kBearer.size()));
}

engine::Expected<std::unique_ptr<BattleGames>> BattleGames::open(const std::string& path) {
  auto store = GameStore::open(path);
  if (!store.ok()) return store.error();
  auto stored = store.value()->load();
  if (!stored.ok()) return stored.error();
  std::unique_ptr<BattleGames> games(new BattleGames(std::move(store.value())));
  for (const StoredGame& g : stored.value()) {
    std::string field;
    std::string en;
    std::string ru;
    std::optional<BattleGame> game;
    try {
      game = BattleGame::open(g.id, setup_of(g), field, en, ru);
    } catch (const std::exception& e) {
      en = e.what();
    }
    std::string why;
    if (!game || !game->replay(g.answers, why)) {
      // Cannot happen for a game this server wrote; said, and the other games go on.
      std::cerr << fmt::format("warning: game {} cannot be played again: {}{}\n", g.id, en, why);
      continue;
    }
    game->keys = g.keys;
    games->games_[g.id] = std::make_shared<BattleGame>(std::move(*game));
  }
  return games;
}

Answer BattleGames::create(std::string_view body, text::Lang lang) {
  if (!is_utf8(body)) return bad(lang, "body", "not valid UTF-8", "не UTF-8");
  const json j = json::parse(body, nullptr, false);
  if (j.is_discarded() || !j.is_object()) {
    return bad(lang, "body", "expected a JSON object", "ожидается объект JSON");
  }
  BattleSetup setup;
  for (const auto& [k, v] : j.items()) {
    if (k != "scenario" && k != "sides" && k != "seed" && k != "dice") {
      return bad(lang, k, "unknown field (expected scenario, sides, seed, dice)",
                 "неизвестное поле (ожидаются scenario, sides, seed, dice)");
    }
  }
  if (j.contains("scenario")) {
    if (!j["scenario"].is_string() || j["scenario"].get<std::string>().empty()) {
      return bad(lang, "scenario", "expected \"default\" or the text of a TOML scenario",
                 "ожидается \"default\" или текст сценария TOML");
    }
    setup.scenario = j["scenario"].get<std::string>();
  }
  if (j.contains("seed")) {
    if (!j["seed"].is_number_unsigned() || j["seed"].get<std::uint64_t>() > kMostSeed) {
      return bad(lang, "seed", "expected a whole number from 0 to 9007199254740991",
                 "ожидается целое число от 0 до 9007199254740991");
    }
    setup.seed = j["seed"].get<std::uint64_t>();
  } else {
    setup.seed = std::stoull(random_hex(64), nullptr, 16) & kMostSeed;
  }
  if (j.contains("dice")) {
    if (j["dice"] != "computer" && j["dice"] != "hand") {
      return bad(lang, "dice", "expected \"computer\" or \"hand\"",
                 "ожидается \"computer\" или \"hand\"");
    }
    setup.dice_by_hand = j["dice"] == "hand";
  }
  std::string field;
  std::string en;
  std::string ru;
  std::optional<BattleGame> game = BattleGame::open("", setup, field, en, ru);
  if (!game) return bad(lang, field, en, ru);
  if (j.contains("sides")) {
    if (!j["sides"].is_object()) {
      return bad(lang, "sides",
                 fmt::format("expected an object naming each army's player, {{\"<army>\": "
                             "PLAYER}}, PLAYER {}",
                             kSideChoices),
                 fmt::format("ожидается объект с игроком каждой армии, {{\"<армия>\": ИГРОК}}, "
                             "ИГРОК {}",
                             kSideChoicesRu));
    }
    for (const auto& [k, v] : j["sides"].items()) {
      const std::optional<int> side = army_named(game->state(), k);
      const std::string at = "sides." + k;
      if (!side) {
        return bad(
            lang, at,
            fmt::format("no such army (expected {} or {})", game->side_name(0), game->side_name(1)),
            fmt::format("нет такой армии (ожидается {} или {})", game->side_name(0),
                        game->side_name(1)));
      }
      const auto i = static_cast<std::size_t>(*side);
      const std::optional<model::AiLevel> level =
          v.is_string() ? model::parse_name(model::kAiLevelNames, v.get<std::string>())
                        : std::nullopt;
      if (v != "human" && v != "ai" && !level) {
        return bad(lang, at, fmt::format("expected {}", kSideChoices),
                   fmt::format("ожидается {}", kSideChoicesRu));
      }
      setup.human[i] = v == "human";
      setup.level[i] = level.value_or(model::kDefaultAiLevel);
    }
  }
  if (setup.dice_by_hand && !setup.human[0] && !setup.human[1]) {
    return bad(lang, "dice", "dice by hand need a human side to type them",
               "кубики вручную требуют стороны-человека");
  }
  {
    const std::shared_lock lock(mutex_);
    if (games_.size() >= kMostGames) {
      return fail(503, "games", fmt::format("the server holds {} games, its limit", kMostGames));
    }
  }
  setup.tokens = {random_hex(128), random_hex(128)};
  setup.spectator = random_hex(128);
  const std::string id = random_hex(64);
  game = BattleGame::open(id, setup, field, en, ru);
  if (!game) return bad(lang, field, en, ru);
  game->let_ai_answer();
  StoredGame stored{id, setup.scenario, setup.seed, setup_json(setup).dump(), game->answer_texts(0),
                    {}};
  engine::Error failure;
  if (!store_->create(stored, failure)) return fail(500, "games", failure.en);
  json tokens;
  tokens[game->side_name(0)] = setup.tokens[0];
  tokens[game->side_name(1)] = setup.tokens[1];
  // "sides" names the armies in the scenario's order (an object's keys have none).
  const json reply{{"id", id},
                   {"tokens", tokens},
                   {"spectator", setup.spectator},
                   {"sides", {game->side_name(0), game->side_name(1)}}};
  {
    const std::unique_lock lock(mutex_);
    games_[id] = std::make_shared<BattleGame>(std::move(*game));
  }
  return {201, reply.dump()};
}

std::shared_ptr<BattleGame> BattleGames::find(const std::string& id, const std::string& token,
                                              int& viewer, Answer& refused) {
  std::shared_ptr<BattleGame> g;
  {
    const std::shared_lock lock(mutex_);
    const auto it = games_.find(id);
    if (it != games_.end()) g = it->second;
  }
  if (!g) {
    refused = fail(404, "id", "no such game");
    return nullptr;
  }
  const std::optional<int> who = g->holder(token);
  if (!who) {
    refused = fail(
        403, "token",
        token.empty() ? "a token is required (Authorization: Bearer)" : "not a token of this game");
    return nullptr;
  }
  viewer = *who;
  return g;
}

Answer BattleGames::view(const std::string& id, const std::string& token, text::Lang lang) {
  int viewer = kSpectator;
  Answer refused;
  auto g = find(id, token, viewer, refused);
  if (!g) return refused;
  const std::lock_guard lock(*g->mutex);
  return ok(g->view(viewer, lang));
}

Answer BattleGames::legal(const std::string& id, const std::string& token, std::string_view unit,
                          text::Lang lang) {
  int viewer = kSpectator;
  Answer refused;
  auto g = find(id, token, viewer, refused);
  if (!g) return refused;
  const std::lock_guard lock(*g->mutex);
  const int units = static_cast<int>(g->state().units.size());
  const std::optional<int> u = whole_param(unit, units - 1);
  if (!u) {
    return bad(lang, "unit", fmt::format("expected a unit id from 0 to {}", units - 1),
               fmt::format("ожидается номер части от 0 до {}", units - 1));
  }
  if (viewer == kSpectator || game::unit(g->state(), *u).side != viewer) {
    return fail(409, "unit", lang == text::Lang::ru ? "не ваша часть" : "not a unit of your side");
  }
  if (!g->answers_now(viewer)) {
    return fail(409, "token",
                lang == text::Lang::ru ? "сейчас вопрос не вам" : "the question is not yours now");
  }
  return ok(g->legal(*u, lang));
}

Answer BattleGames::log(const std::string& id, const std::string& token, std::string_view from,
                        text::Lang lang) {
  int viewer = kSpectator;
  Answer refused;
  auto g = find(id, token, viewer, refused);
  if (!g) return refused;
  const std::lock_guard lock(*g->mutex);
  const std::optional<int> f = from.empty() ? std::optional<int>(0) : whole_param(from, 999999999);
  if (!f) return bad(lang, "from", "expected a whole number", "ожидается целое число");
  const std::size_t at =
      std::min<std::size_t>(static_cast<std::size_t>(*f), g->match().log().size());
  return ok({{"from", at}, {"entries", g->log_entries(at, lang)}});
}

Answer BattleGames::answer(const std::string& id, const std::string& token, std::string_view body,
                           std::string key, text::Lang lang) {
  int viewer = kSpectator;
  Answer refused;
  auto g = find(id, token, viewer, refused);
  if (!g) return refused;
  std::optional<AnswerRequest> r = read_request(body, lang, refused);
  if (!r) return refused;
  if (key.empty()) key = r->key;
  if (key.size() > kMostKey) return bad(lang, "key", "longer than 128 characters", "длиннее 128");
  const std::lock_guard lock(*g->mutex);
  if (!key.empty()) {
    // The same request again (a retry after a lost reply): what it answered then.
    const auto kept = g->keys.find(std::to_string(viewer) + ":" + key);
    if (kept != g->keys.end()) return {kept->second.status, kept->second.body};
  }
  if (viewer == kSpectator) return fail(403, "token", "a spectator's token answers nothing");
  if (!g->answers_now(viewer)) {
    const game::Question& q = g->match().question();
    const std::string whose = q.kind == game::QuestionKind::over ? "nobody: the battle is over"
                              : q.side >= 0                      ? g->side_name(q.side)
                                                                 : "the dice";
    return fail(409, "token",
                lang == text::Lang::ru ? "сейчас вопрос не вам"
                                       : "the question is not yours now (it is for " + whose + ")");
  }
  // The answers before this request: what the game goes back to if the disk refuses it (a copy
  // of the whole match would cost every answer the length of the log).
  const std::vector<game::Answer> earlier = g->match().answers();
  const std::size_t logged = g->match().log().size();
  if (!r->answer) {
    if (!g->may_undo(viewer) || !g->mutable_match().undo()) {
      return bad(lang, "answer",
                 "nothing to undo: the last answer was not an order, or dice were rolled since",
                 "нечего отменять: последний ответ не приказ, или с тех пор бросали кубики",
                 "PR-TURN-5");
    }
  } else {
    const game::Answer& a = *r->answer;
    if (auto no = g->mutable_match().answer(a).refused) {
      const int unit = a.kind == game::Answer::Kind::order ? a.order.unit : -1;
      const std::string text = unit >= 0 && unit < static_cast<int>(g->state().units.size())
                                   ? g->refusal_text(unit, *no, lang)
                                   : std::string(text::phrase_or(no->key, lang, no->key));
      return fail(400, "answer", text, no->clause);
    }
    g->let_ai_answer();
  }
  // What the request changed: answers from the first that differs from before.
  const auto& now = g->match().answers();
  std::size_t keep = 0;
  while (keep < now.size() && keep < earlier.size() && now[keep] == earlier[keep]) {
    ++keep;
  }
  const std::size_t from = std::min(logged, g->match().log().size());
  const json reply{
      {"from", from}, {"entries", g->log_entries(from, lang)}, {"view", g->view(viewer, lang)}};
  const KeptReply kept{200, reply.dump()};
  engine::Error failure;
  const std::string stored_key = key.empty() ? "" : std::to_string(viewer) + ":" + key;
  if (!store_->change(g->id(), keep, g->answer_texts(keep), stored_key, kept, failure)) {
    g->restore(earlier);
    return fail(500, "games", failure.en);
  }
  if (!stored_key.empty()) g->keys[stored_key] = kept;
  ++g->version;
  g->changed->notify_all();
  return {kept.status, kept.body};
}

Answer BattleGames::check(const std::string& id, const std::string& token, std::string_view body,
                          text::Lang lang) {
  int viewer = kSpectator;
  Answer refused;
  auto g = find(id, token, viewer, refused);
  if (!g) return refused;
  std::optional<AnswerRequest> r = read_request(body, lang, refused);
  if (!r) return refused;
  if (!r->answer) return bad(lang, "answer", "undo is not checked", "отмена не проверяется");
  const std::lock_guard lock(*g->mutex);
  if (viewer == kSpectator) return fail(403, "token", "a spectator's token answers nothing");
  if (!g->answers_now(viewer)) {
    return fail(409, "token",
                lang == text::Lang::ru ? "сейчас вопрос не вам" : "the question is not yours now");
  }
  const game::Answer& a = *r->answer;
  json out{{"ok", true}};
  const bool order = a.kind == game::Answer::Kind::order;
  const int units = static_cast<int>(g->state().units.size());
  if (order && a.order.unit >= 0 && a.order.unit < units && a.order.kind == game::OrderKind::move) {
    const game::Unit& u = game::unit(g->state(), a.order.unit);
    out["distance"] = std::hypot(a.order.x - u.x, a.order.y - u.y);
    out["allowance"] = game::move_allowance(u);
  }
  if (auto no = g->match().check(a)) {
    out["ok"] = false;
    out["clause"] = no->clause;
    out["message"] = order && a.order.unit >= 0 && a.order.unit < units
                         ? g->refusal_text(a.order.unit, *no, lang)
                         : std::string(text::phrase_or(no->key, lang, no->key));
  }
  return ok(out);
}

Answer BattleGames::table(const std::string& id, const std::string& token, text::Lang lang) {
  int viewer = kSpectator;
  Answer refused;
  auto g = find(id, token, viewer, refused);
  if (!g) return refused;
  const std::lock_guard lock(*g->mutex);
  return {200, g->table_svg(lang), "image/svg+xml"};
}

Answer BattleGames::record(const std::string& id, const std::string& token) {
  int viewer = kSpectator;
  Answer refused;
  auto g = find(id, token, viewer, refused);
  if (!g) return refused;
  const std::lock_guard lock(*g->mutex);
  if (g->state().charge) {
    // The answers hold the squadrons a charger wrote down, secret until the target answers.
    return fail(409, "record", "a charge awaits its answer: the record would tell a secret");
  }
  return {200, g->record().dump(1) + "\n"};
}

Answer BattleGames::report(const std::string& id, const std::string& token, text::Lang lang) {
  int viewer = kSpectator;
  Answer refused;
  auto g = find(id, token, viewer, refused);
  if (!g) return refused;
  const std::lock_guard lock(*g->mutex);
  return {200, g->report_html(lang), "text/html; charset=utf-8"};
}

std::optional<BattleGames::Stream> BattleGames::join(const std::string& id,
                                                     const std::string& token, std::size_t from,
                                                     Answer& refused) {
  Stream s;
  s.game = find(id, token, s.viewer, refused);
  if (!s.game) return std::nullopt;
  if (streams_.fetch_add(1) >= kMostStreams) {
    streams_.fetch_sub(1);
    refused = fail(503, "events", "too many open event streams");
    return std::nullopt;
  }
  s.cursor = from;
  return s;
}

void BattleGames::leave() {
  streams_.fetch_sub(1);
}

std::optional<std::string> BattleGames::next(Stream& s, text::Lang lang,
                                             std::chrono::milliseconds wait) {
  BattleGame& g = *s.game;
  std::unique_lock lock(*g.mutex);
  g.changed->wait_for(lock, wait, [&] { return closed_ || g.version != s.seen; });
  if (closed_) return std::nullopt;
  if (g.version == s.seen) return std::string();
  const std::size_t size = g.match().log().size();
  const std::size_t from = std::min(s.cursor, size);
  const json update{
      {"from", from}, {"entries", g.log_entries(from, lang)}, {"view", g.view(s.viewer, lang)}};
  s.cursor = size;
  s.seen = g.version;
  return fmt::format("id: {}\nevent: update\ndata: {}\n\n", size, update.dump());
}

void BattleGames::close() {
  closed_ = true;
  const std::shared_lock lock(mutex_);
  for (auto& [id, g] : games_) {
    const std::lock_guard l(*g->mutex);
    g->changed->notify_all();
  }
}

}  // namespace grognard::server
