#include "server/battle_game.h"

#include <algorithm>
#include <cmath>

#include "ai/commanders.h"
#include "engine/battle.h"
#include "game/battle.h"
#include "game/json_fields.h"
#include "game/legal_orders.h"
#include "game/match_json.h"
#include "game/peninsular.h"
#include "game/setup.h"
#include "scenario/draw.h"
#include "scenario/field.h"
#include "scenario/load.h"
#include "text/battle_report.h"
#include "text/battle_text.h"
#include "text/phrases.h"
#include "text/render.h"

namespace grognard::server {

using nlohmann::json;
namespace jf = game::json_fields;

namespace {

constexpr double kPixels = 1200;        // the drawing's width; the page scales it to the screen
constexpr int kMostAiAnswers = 100000;  // a guard: the AI answers far fewer in any battle

bool ru(text::Lang lang) {
  return lang == text::Lang::ru;
}

scenario::DrawOptions draw_options(text::Lang lang) {
  scenario::DrawOptions d;
  d.russian = ru(lang);
  d.pixels = kPixels;
  d.words = [lang](std::string_view key) { return std::string(text::phrase_or(key, lang, "")); };
  return d;
}

json unit_json(const game::Unit& u, text::Lang lang) {
  const bool russian = ru(lang) && !u.name_ru.empty();
  json j{{"id", u.id},
         {"name", russian ? u.name_ru : u.name},
         {"side", u.side},
         {"x", u.x},
         {"y", u.y},
         {"facing", u.facing},
         {"formation", model::name_of(model::kFormationNames, u.body.formation)},
         {"status", model::name_of(model::kUnitStatusNames, u.body.status)},
         {"damage", u.body.damage.as_points()},
         {"figures", u.body.figures},
         {"type", model::name_of(model::kUnitTypeNames, u.type)},
         {"bases", u.bases},
         {"width", u.bases * u.base_width},
         {"depth", u.base_depth}};
  if (u.squadrons > 0) j["squadrons"] = u.squadrons;
  return j;
}

}  // namespace

std::optional<BattleGame> BattleGame::open(std::string id, const BattleSetup& setup,
                                           std::string& field, std::string& en, std::string& ru) {
  std::optional<scenario::Scenario> start;
  if (setup.scenario == "default") {
    start = game::peninsular_scenario();
  } else {
    auto loaded = scenario::load_scenario_text(setup.scenario, "scenario");
    if (!loaded.ok()) {
      field = "scenario";
      en = loaded.error().message(false);
      ru = loaded.error().message(true);
      return std::nullopt;
    }
    start = std::move(loaded.value());
  }
  auto battle = game::battle_from(*start);
  if (!battle.ok()) {
    field = "scenario";
    en = battle.error().message(false);
    ru = battle.error().message(true);
    return std::nullopt;
  }
  game::GameState state = std::move(battle.value());
  game::seed_dice(state, setup.seed);
  game::MatchOptions options;
  options.dice_by_hand = setup.dice_by_hand;
  game::Match match(std::move(state), options);
  // Where the drawing puts the table depends on the scenario alone: measured once.
  const scenario::DrawFrame frame =
      scenario::draw_frame(scenario::Field(*start), draw_options(text::Lang::en));
  return BattleGame(std::move(id), setup, std::move(*start), std::move(match), frame);
}

std::optional<int> BattleGame::holder(const std::string& token) const {
  // Every token is compared whole, so the time taken does not tell how much of one matched.
  const auto same = [](const std::string& a, const std::string& b) {
    if (a.size() != b.size() || a.empty()) return false;
    unsigned char diff = 0;
    for (std::size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
  };
  std::optional<int> found;
  if (same(token, setup_.tokens[0])) found = 0;
  if (same(token, setup_.tokens[1])) found = 1;
  if (same(token, setup_.spectator)) found = kSpectator;
  return found;
}

std::string BattleGame::side_name(int side) const {
  return state().sides[static_cast<std::size_t>(side)].name;
}

bool BattleGame::answers_now(int viewer) const {
  const game::Question& q = match_.question();
  if (viewer == kSpectator || q.kind == game::QuestionKind::over) return false;
  if (q.kind == game::QuestionKind::dice) {
    // Each party throws its own dice (PR-MELEE-1, PR-CMD-3): a roll of a side a player commands
    // is that player's; a roll of the AI's side, or of nobody's, any player at the table types.
    if (q.side >= 0 && setup_.human[static_cast<std::size_t>(q.side)]) return q.side == viewer;
    return setup_.human[static_cast<std::size_t>(viewer)];
  }
  return q.side == viewer;
}

bool BattleGame::may_undo(int viewer) const {
  // Only the viewer's own order: while it gives its orders, the last answer, an order, was one
  // of them (an order of the other side is followed by its done, or by a question to this side
  // that is not its orders, such as a charge to answer).
  const game::Question& q = match_.question();
  return q.kind == game::QuestionKind::orders && q.side == viewer && match_.can_undo();
}

game::Player& BattleGame::commander(int side) {
  std::unique_ptr<game::Player>& p = ai_.at(static_cast<std::size_t>(side));
  if (!p) p = ai::make_commander(setup_.level.at(static_cast<std::size_t>(side)));
  return *p;
}

void BattleGame::give_orders(game::Player& ai, int side) {
  const auto asked = [&] {
    const game::Question& q = match_.question();
    return q.kind == game::QuestionKind::orders && q.side == side;
  };
  if (ai.one_at_a_time()) {
    // One order at a time, each carried out before the next is chosen (as game::drive gives
    // them). When an order puts a question to a human (a charge to answer, dice typed by hand),
    // the AI is asked again once the question is its orders again, by the same commander.
    for (int guard = 0; guard < kMostAiAnswers && asked(); ++guard) {
      const std::vector<game::Order> next = ai.orders(match_.state(), side);
      if (next.empty()) break;
      if (match_.answer(game::Answer::of(next.front())).refused) {
        ++ai_refusals_;
        break;  // a refused order ends its orders, so it cannot be asked the same forever
      }
      if (!asked()) return;
    }
  } else {
    // The AI's orders for the phase, each given as the prompt gives them; one the match
    // refuses (the state changed under an earlier one) is passed over, as drive() does.
    for (const game::Order& o : ai.orders(match_.state(), side)) {
      if (match_.question().kind != game::QuestionKind::orders) break;
      if (match_.answer(game::Answer::of(o)).refused) ++ai_refusals_;
    }
  }
  if (asked()) match_.answer(game::Answer::finished());
}

std::size_t BattleGame::let_ai_answer() {
  const std::size_t before = match_.answers().size();
  for (int guard = 0; guard < kMostAiAnswers; ++guard) {
    const game::Question q = match_.question();
    if (q.kind == game::QuestionKind::over || q.kind == game::QuestionKind::dice) break;
    if (q.kind == game::QuestionKind::next_phase) {
      match_.answer(game::Answer::next());
      continue;
    }
    if (q.side < 0 || setup_.human[static_cast<std::size_t>(q.side)]) break;
    game::Player& ai = commander(q.side);
    switch (q.kind) {
      case game::QuestionKind::orders:
        give_orders(ai, q.side);
        break;
      case game::QuestionKind::charge_answer: {
        const rules::Response r = ai.answer_charge(match_.state(), q.unit, q.enemy, q.allowed);
        if (match_.answer(game::Answer::of(r)).refused) {
          ++ai_refusals_;
          match_.answer(game::Answer::of(q.allowed[0]));
        }
        break;
      }
      case game::QuestionKind::squadrons:
        if (match_.answer(game::Answer::written(ai.squadrons_for(match_.state(), q.unit, q.enemy)))
                .refused) {
          ++ai_refusals_;
          match_.answer(game::Answer::written(0));
        }
        break;
      default:
        break;
    }
  }
  return match_.answers().size() - before;
}

std::vector<std::string> BattleGame::answer_texts(std::size_t from) const {
  std::vector<std::string> out;
  const auto& all = match_.answers();
  for (std::size_t i = from; i < all.size(); ++i) out.push_back(game::answer_json(all[i]).dump());
  return out;
}

void BattleGame::restore(const std::vector<game::Answer>& answers) {
  game::Match again(match_.start(), match_.options());
  for (const game::Answer& a : answers) again.answer(a);
  match_ = std::move(again);
  ai_ = {};
}

bool BattleGame::replay(const std::vector<std::string>& answers, std::string& why) {
  for (std::size_t i = 0; i < answers.size(); ++i) {
    const json j = json::parse(answers[i], nullptr, false);
    std::string error;
    const std::optional<game::Answer> a = game::answer_of(j, error);
    if (!a) {
      why = "answers[" + std::to_string(i) + "]: " + error;
      return false;
    }
    if (auto no = match_.answer(*a).refused) {
      why = "answers[" + std::to_string(i) + "]: refused (" + std::string(no->clause) + ")";
      return false;
    }
  }
  return true;
}

json BattleGame::view(int viewer, text::Lang lang) const {
  const game::GameState& s = state();
  const game::Question& q = match_.question();
  json sides = json::array();
  for (int i = 0; i < 2; ++i) {
    const game::Side& d = s.sides[static_cast<std::size_t>(i)];
    const auto k = static_cast<std::size_t>(i);
    json side{{"name", d.name},
              {"label", ru(lang) && !d.name_ru.empty() ? d.name_ru : d.name},
              {"nation", d.nation},
              {"player", setup_.human[k] ? "human" : "ai"}};
    if (!setup_.human[k]) side["level"] = model::name_of(model::kAiLevelNames, setup_.level[k]);
    sides.push_back(std::move(side));
  }
  json question = game::question_json(q);
  question["yours"] = answers_now(viewer);
  const text::Names names = text::names_of(s, lang);
  if (q.unit >= 0) question["unit_name"] = names.units.at(static_cast<std::size_t>(q.unit));
  if (q.enemy >= 0) question["charger_name"] = names.units.at(static_cast<std::size_t>(q.enemy));
  if (q.kind == game::QuestionKind::charge_answer) {
    json labels = json::array();
    for (rules::Response r : q.allowed) {
      const std::string key = "term." + std::string(rules::response_term(r));
      labels.push_back(text::phrase_or(key, lang, key));
    }
    question["allowed_labels"] = labels;
  }
  if (q.kind == game::QuestionKind::dice) {
    // As the terminal asks it: what the roll is for and its dice in the reader's language.
    question["label_text"] = text::dice_label(q.label, lang);
    if (auto purpose = text::dice_purpose(q.clause, lang)) question["purpose"] = *purpose;
  }
  json units = json::array();
  for (const game::Unit& u : s.units) units.push_back(unit_json(u, lang));
  const scenario::DrawFrame& f = frame_;
  json v{{"id", id_},
         {"title", start_.title.in(ru(lang))},
         {"you", viewer == kSpectator ? json("spectator") : json(viewer)},
         {"sides", sides},
         {"turn", s.turn},
         {"turn_limit", s.turn_limit},
         {"phase", model::name_of(model::kPhaseNames, s.phase)},
         {"phase_label",
          text::phrase_or("phase." + std::string(model::name_of(model::kPhaseNames, s.phase)), lang,
                          "")},
         {"question", question},
         {"can_undo", may_undo(viewer)},
         {"dice", setup_.dice_by_hand ? "hand" : "computer"},
         {"units", units},
         {"log_size", match_.log().size()},
         {"answers", match_.answers().size()},
         {"frame",
          {{"left", f.left},
           {"top", f.top},
           {"per_inch", f.per_inch},
           {"width", f.width},
           {"depth", f.depth}}},
         {"over", match_.over()}};
  if (match_.over()) {
    json result{{"turn", s.turn}};
    if (s.winner) {
      result["winner"] = *s.winner;
      result["winner_name"] = s.sides[static_cast<std::size_t>(*s.winner)].name;
    } else {
      result["winner"] = nullptr;
    }
    v["result"] = result;
  }
  return v;
}

json BattleGame::log_entries(std::size_t from, text::Lang lang) const {
  const game::Log& log = match_.log();
  const text::Names names = text::names_of(state(), lang);
  json out = json::array();
  for (std::size_t i = from; i < log.size(); ++i) {
    const game::LogEntry& e = log[i];
    out.push_back({{"i", i},
                   {"turn", e.turn},
                   {"phase", model::name_of(model::kPhaseNames, e.phase)},
                   {"phase_label", text::phrase_or("phase." + std::string(model::name_of(
                                                                  model::kPhaseNames, e.phase)),
                                                   lang, "")},
                   {"clause", e.event.clause},
                   {"key", e.event.key},
                   {"text", text::narrate_entry(e, names, lang)}});
  }
  return out;
}

json BattleGame::legal(int unit, text::Lang lang) const {
  const game::GameState& s = state();
  json orders = json::array();
  const text::Names names = text::names_of(s, lang);
  for (const game::Order& o : match_.legal(unit)) {
    json j{{"order", jf::order_json(o)}};
    if (o.target >= 0) j["target_name"] = names.units.at(static_cast<std::size_t>(o.target));
    if (o.kind == game::OrderKind::fire) {
      // The exact odds, as `grognard odds` gives them, before the order is given.
      if (auto odds = engine::fire_odds(s, o.unit, o.target)) j["odds"] = json(odds->json);
    }
    if (o.kind == game::OrderKind::move) j["allowance"] = game::move_allowance(game::unit(s, unit));
    if (o.kind == game::OrderKind::charge && s.options.squadron_charges &&
        game::unit(s, unit).squadrons > 0 && game::unit(s, o.target).squadrons > 0) {
      // Cavalry against cavalry: the charger writes down its squadrons (S16.2-1).
      j["squadrons"] = game::unit(s, unit).squadrons;
    }
    orders.push_back(std::move(j));
  }
  return {{"unit", unit}, {"orders", orders}};
}

std::string BattleGame::refusal_text(int unit, const rules::Refusal& no, text::Lang lang) const {
  const text::Names names = text::names_of(state(), lang);
  const rules::Event e{"game.refused", no.clause, {rules::unit_arg(unit), rules::term(no.key)}, 2};
  return text::narrate(e, lang, {}, &names);
}

std::string BattleGame::table_svg(text::Lang lang) const {
  const scenario::Scenario now = game::scenario_now(state(), start_);
  const scenario::Field field(now);
  return scenario::draw_svg(field, draw_options(lang));
}

json BattleGame::record() const {
  // The AI's level for each side it commanded, null for a human side.
  json levels = json::array();
  for (std::size_t k = 0; k < 2; ++k) {
    levels.push_back(setup_.human[k] ? json(nullptr)
                                     : json(model::name_of(model::kAiLevelNames, setup_.level[k])));
  }
  return {{"grognard_battle", 1},
          {"scenario", setup_.scenario},
          {"seed", setup_.seed},
          {"sides", {setup_.human[0] ? "human" : "ai", setup_.human[1] ? "human" : "ai"}},
          {"levels", levels},
          {"match", game::match_json(match_)}};
}

std::string BattleGame::report_html(text::Lang lang) const {
  // The states at the start and as each turn began, found by playing the answers again.
  game::Match again(match_.start(), match_.options());
  std::vector<game::GameState> turns{again.state()};
  int turn = again.state().turn;
  for (const game::Answer& a : match_.answers()) {
    again.answer(a);
    if (again.state().turn != turn) {
      turns.push_back(again.state());
      turn = again.state().turn;
    }
  }
  if (turns.size() == 1 || !(turns.back() == match_.state())) turns.push_back(match_.state());
  return text::battle_report_html(start_, turns, match_.log(), lang);
}

}  // namespace grognard::server
