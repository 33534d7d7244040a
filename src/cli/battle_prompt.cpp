#include "cli/battle_prompt.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <utility>

#include <fmt/format.h>

#include "cli/prompt_words.h"
#include "dice/sampler.h"
#include "game/board.h"
#include "game/fire.h"
#include "game/legal_orders.h"
#include "game/light_battalion.h"
#include "game/record.h"
#include "game/save.h"
#include "table/geometry.h"
#include "text/battle_text.h"
#include "text/phrases.h"
#include "text/render.h"

namespace grognard::cli {

namespace {

using game::GameState;
using game::Order;
using game::OrderKind;
using text::Lang;

std::string_view phase_key(model::Phase p) {
  switch (p) {
    case model::Phase::command:
      return "phase.command";
    case model::Phase::charge:
      return "phase.charge";
    case model::Phase::movement:
      return "phase.movement";
    case model::Phase::fire:
      return "phase.fire";
    case model::Phase::melee:
      return "phase.melee";
  }
  return "phase.command";
}

std::string formation_text(model::Formation f, Lang lang) {
  const std::string key =
      "term.formation." + std::string(model::name_of(model::kFormationNames, f));
  return std::string(text::phrase_or(key, lang, key));
}

std::string_view response_word(rules::Response r) {
  switch (r) {
    case rules::Response::stand:
      return "stand";
    case rules::Response::stand_and_fire:
      return "fire";
    case rules::Response::evade:
      return "evade";
    case rules::Response::form_square:
      return "square";
    case rules::Response::break_at_once:
      return "break";
  }
  return "stand";
}

std::string response_key(rules::Response r) {
  return "term." + std::string(rules::response_term(r));
}

// A unit's name as the narration gives it in `lang`.
// A bearing in whole degrees from 0 to 359.
double whole_bearing(double degrees) {
  double b = std::fmod(std::round(degrees), 360.0);
  if (b < 0) b += 360.0;
  return b == 0.0 ? 0.0 : b;  // no -0
}

std::string unit_name(const GameState& s, int id, Lang lang) {
  const game::Unit& u = game::unit(s, id);
  return lang == Lang::ru && !u.name_ru.empty() ? u.name_ru : u.name;
}

long inches_between(const GameState& s, int a, int b) {
  return std::lround(game::distance(game::board_of(s), a, b));
}

// The move of the list of legal orders: a template standing where the unit stands.
bool move_template(const GameState& s, const Order& o) {
  const game::Unit& u = game::unit(s, o.unit);
  return o.kind == OrderKind::move && o.x == u.x && o.y == u.y && o.facing == u.facing;
}

// An order as the command that gives it.
std::string command_of(const GameState& s, const Order& o) {
  const auto f = [](model::Formation x) { return model::name_of(model::kFormationNames, x); };
  switch (o.kind) {
    case OrderKind::hold:
      return fmt::format("hold {}", o.unit);
    case OrderKind::fire:
      return fmt::format("fire {} {}", o.unit, o.target);
    case OrderKind::charge:
      if (o.squadrons > 0) return fmt::format("charge {} {} {}", o.unit, o.target, o.squadrons);
      return fmt::format("charge {} {}", o.unit, o.target);
    case OrderKind::move:
      if (move_template(s, o)) return fmt::format("move {} X Y [FACING]", o.unit);
      return fmt::format("move {} {:g} {:g} {:g}", o.unit, o.x, o.y, o.facing);
    case OrderKind::change_formation:
      return fmt::format("formation {} {}", o.unit, f(o.formation));
    case OrderKind::reform:
      return fmt::format("reform {} {}", o.unit, f(o.formation));
    case OrderKind::form_screen: {
      std::string ids = fmt::format("screen {}", o.unit);
      for (int id : o.from) {
        if (id != o.unit) ids += fmt::format(" {}", id);
      }
      return ids;
    }
    case OrderKind::reinforce_screen:
      return fmt::format("reinforce {} {}", o.unit, o.target);
    case OrderKind::deploy:
      return fmt::format("deploy {} {} {:g} {:g}", o.unit, o.companies, o.x, o.y);
    case OrderKind::rally_battalion:
      return fmt::format("rally {} {}", o.unit, f(o.formation));
    case OrderKind::abandon_gun:
      return fmt::format("abandon {}", o.unit);
    case OrderKind::assault_fire:
      return fmt::format("assault_fire {}", o.unit);
    case OrderKind::resupply:
      return fmt::format("resupply {}", o.unit);
  }
  return {};
}

// What an order does, in the reader's language.
std::string meaning_of(const GameState& s, const Order& o, Lang lang) {
  switch (o.kind) {
    case OrderKind::hold:
      return say(lang, "prompt.order.hold");
    case OrderKind::fire:
      return say(lang, "prompt.order.fire", unit_name(s, o.target, lang),
                 inches_between(s, o.unit, o.target));
    case OrderKind::charge:
      return say(lang, "prompt.order.charge", unit_name(s, o.target, lang),
                 inches_between(s, o.unit, o.target)) +
             (o.squadrons > 0 ? say(lang, "prompt.order.squadrons", o.squadrons) : "");
    case OrderKind::move:
      if (move_template(s, o)) {
        return say(lang, "prompt.order.move",
                   fmt::format("{:g}", game::move_allowance(game::unit(s, o.unit))));
      }
      return say(lang, "prompt.order.move_to", fmt::format("{:g}", o.x), fmt::format("{:g}", o.y),
                 fmt::format("{:g}", whole_bearing(o.facing)));
    case OrderKind::change_formation:
      return say(lang, "prompt.order.formation", formation_text(o.formation, lang));
    case OrderKind::reform:
      return say(lang, "prompt.order.reform", formation_text(o.formation, lang));
    case OrderKind::form_screen: {
      std::string names;
      for (int id : o.from) names += (names.empty() ? "" : ", ") + unit_name(s, id, lang);
      return say(lang, "prompt.order.screen", names);
    }
    case OrderKind::reinforce_screen:
      return say(lang, "prompt.order.reinforce", unit_name(s, o.target, lang));
    case OrderKind::deploy:
      return say(lang, "prompt.order.deploy", o.companies, fmt::format("{:g}", o.x),
                 fmt::format("{:g}", o.y));
    case OrderKind::rally_battalion:
      return say(lang, "prompt.order.rally", formation_text(o.formation, lang));
    case OrderKind::abandon_gun:
      return say(lang, "prompt.order.abandon");
    case OrderKind::assault_fire:
      return say(lang, "prompt.order.assault_fire");
    case OrderKind::resupply:
      return say(lang, "prompt.order.resupply");
  }
  return {};
}

// A refusal as the battle's log tells one: "[clause] unit: order refused: reason".
std::string refusal_text(const GameState& s, int unit, const rules::Refusal& no, Lang lang) {
  const text::Names names = text::names_of(s, lang);
  rules::Event e{"game.refused", no.clause, {rules::unit_arg(unit), rules::term(no.key)}, 2};
  return fmt::format("[{}] {}", no.clause, text::narrate(e, lang, {}, &names));
}

// The orders of one phase at the prompt.
class Session {
 public:
  Session(Console& c, const GameState& s, int side)
      : c_(c), s_(s), side_(side), lang_(c.lang()), out_(c.out()) {}

  // Reads commands until `done` or the end of input; the orders given. `preset`: orders given
  // before an interruption, given again first.
  std::vector<Order> run(const std::vector<Order>& preset = {}) {
    out_ << "\n"
         << say(lang_, "prompt.orders_for", side_name(), s_.turn, phrase(phase_key(s_.phase)))
         << "\n";
    for (const Order& o : preset) give(o, false);
    const std::string ask =
        say(lang_, "prompt.ask", side_name(), lower(phrase(phase_key(s_.phase))));
    for (;;) {
      const std::optional<std::string> line = c_.line(ask);
      if (!line) return given_;
      const std::vector<std::string> w = words_of(*line);
      if (w.empty()) continue;
      const Next next = command(w);
      if (next == Next::quit) {
        c_.quit();
        return {};
      }
      if (next == Next::done) return given_;
    }
  }

 private:
  enum class Next { more, done, quit };

  std::string phrase(std::string_view key) const {
    return std::string(text::phrase_or(key, lang_, key));
  }
  std::string side_name() const { return cli::side_name(s_, side_, lang_); }
  std::string name(int id) const { return unit_name(s_, id, lang_); }

  Next usage(std::string_view form) {
    out_ << say(lang_, "prompt.usage", form) << "\n";
    return Next::more;
  }

  // A unit named by its number or the beginning of its name; says why when there is none.
  std::optional<int> find(const std::string& word) {
    if (const auto n = whole(word)) {
      if (*n < static_cast<int>(s_.units.size())) return *n;
      out_ << say(lang_, "prompt.no_unit", word) << "\n";
      return std::nullopt;
    }
    const std::string w = lower(word);
    std::vector<int> hits;
    for (const game::Unit& u : s_.units) {
      const std::string n = lower(u.name);
      const std::string r = lower(u.name_ru);
      if (n == w || (!r.empty() && r == w)) return u.id;
      if (n.starts_with(w) || (!r.empty() && r.starts_with(w))) hits.push_back(u.id);
    }
    // A unit still on the table is meant before one that has left it.
    if (hits.size() > 1) {
      std::vector<int> on;
      for (int id : hits) {
        if (game::unit(s_, id).on_table()) on.push_back(id);
      }
      if (on.size() == 1) hits = on;
    }
    if (hits.size() == 1) return hits.front();
    if (hits.empty()) {
      out_ << say(lang_, "prompt.no_unit", word) << "\n";
    } else {
      std::string list;
      for (int id : hits) list += fmt::format("{}{} ({})", list.empty() ? "" : ", ", name(id), id);
      out_ << say(lang_, "prompt.ambiguous", word, list) << "\n";
    }
    return std::nullopt;
  }

  Next command(const std::vector<std::string>& w) {
    const std::string cmd = lower(w[0]);
    const std::size_t n = w.size();
    if (cmd == "done") {
      out_ << say(lang_, "prompt.sent", given_.size()) << "\n";
      return Next::done;
    }
    if (cmd == "quit") return Next::quit;
    if (cmd == "help" || cmd == "?") {
      out_ << phrase("prompt.help") << "\n";
      return Next::more;
    }
    if (cmd == "units" || cmd == "enemy") {
      list_units(cmd == "units");
      return Next::more;
    }
    if (cmd == "given") {
      out_ << phrase("prompt.given_list") << (given_.empty() ? " " + phrase("prompt.none") : "")
           << "\n";
      for (const Order& o : given_) tell_order("  ", o);
      return Next::more;
    }
    if (cmd == "undo") {
      if (given_.empty()) {
        out_ << phrase("prompt.nothing_to_undo") << "\n";
      } else {
        const Order o = given_.back();
        given_.pop_back();
        c_.orders_given(s_.turn, given_);
        out_ << say(lang_, "prompt.undone", name(o.unit), meaning_of(s_, o, lang_)) << "\n";
      }
      return Next::more;
    }
    if (cmd == "orders") {
      if (n != 2) return usage("orders UNIT");
      if (const auto u = find(w[1])) list_orders(*u);
      return Next::more;
    }
    if (cmd == "order") {
      if (n != 3) return usage("order UNIT N");
      const auto u = find(w[1]);
      if (!u) return Next::more;
      const std::vector<Order> list = game::legal_orders(s_, *u);
      const auto k = whole(w[2]);
      if (!k || *k < 1 || *k > static_cast<int>(list.size())) {
        out_ << say(lang_, "prompt.order_range", name(*u), list.size()) << "\n";
        return Next::more;
      }
      const Order& o = list[static_cast<std::size_t>(*k - 1)];
      if (move_template(s_, o)) {
        out_ << say(lang_, "prompt.template", name(*u), *u) << "\n";
        return Next::more;
      }
      return give(o);
    }
    if (cmd == "odds") {
      if (n != 3) return usage("odds UNIT TARGET");
      const auto u = find(w[1]);
      if (u && game::unit(s_, *u).side != side_) {
        // The enemy's fire is the enemy's to weigh: shown as if it were the player's, it misleads.
        out_ << say(lang_, "prompt.odds_not_yours", name(*u)) << "\n";
        return Next::more;
      }
      const auto t = u ? find(w[2]) : std::nullopt;
      if (u && t) show_odds(*u, *t);
      return Next::more;
    }
    if (cmd == "hold" || cmd == "assault_fire" || cmd == "resupply" || cmd == "abandon") {
      if (n != 2) return usage(cmd + " UNIT");
      const auto u = find(w[1]);
      if (!u) return Next::more;
      Order o;
      o.kind = cmd == "hold"           ? OrderKind::hold
               : cmd == "assault_fire" ? OrderKind::assault_fire
               : cmd == "abandon"      ? OrderKind::abandon_gun
                                       : OrderKind::resupply;
      o.unit = *u;
      return give(o);
    }
    if (cmd == "fire" || cmd == "charge" || cmd == "reinforce") {
      // A cavalry charge may write down its squadrons (S16.2-2).
      const bool counted = cmd == "charge" && n == 4;
      if (n != 3 && !counted) {
        return usage(cmd + (cmd == "reinforce" ? " UNIT SCREEN"
                            : cmd == "charge"  ? " UNIT TARGET [SQUADRONS]"
                                               : " UNIT TARGET"));
      }
      const auto u = find(w[1]);
      const auto t = u ? find(w[2]) : std::nullopt;
      if (!u || !t) return Next::more;
      const auto squadrons = counted ? whole(w[3]) : std::optional<int>(0);
      if (!squadrons) {
        out_ << say(lang_, "prompt.bad_number", w[3]) << "\n";
        return Next::more;
      }
      Order o;
      o.squadrons = *squadrons;
      o.kind = cmd == "fire"     ? OrderKind::fire
               : cmd == "charge" ? OrderKind::charge
                                 : OrderKind::reinforce_screen;
      o.unit = *u;
      o.target = *t;
      return give(o);
    }
    if (cmd == "move") return move(w);
    if (cmd == "formation") return formation(w, OrderKind::change_formation);
    if (cmd == "reform") return formation(w, OrderKind::reform);
    if (cmd == "screen") return screen(w);
    if (cmd == "deploy") return deploy(w);
    if (cmd == "rally") return formation(w, OrderKind::rally_battalion);
    out_ << say(lang_, "prompt.unknown_command", w[0]) << "\n";
    return Next::more;
  }

  Next move(const std::vector<std::string>& w) {
    if (w.size() != 4 && w.size() != 5) return usage("move UNIT X Y [FACING]");
    const auto u = find(w[1]);
    if (!u) return Next::more;
    std::optional<double> at[3];
    for (std::size_t i = 2; i < w.size(); ++i) {
      at[i - 2] = number(w[i]);
      if (!at[i - 2]) {
        out_ << say(lang_, "prompt.bad_number", w[i]) << "\n";
        return Next::more;
      }
    }
    const game::Unit& mover = game::unit(s_, *u);
    Order o;
    o.kind = OrderKind::move;
    o.unit = *u;
    o.x = *at[0];
    o.y = *at[1];
    // Without a facing it faces the way it moves (standing still, the way it faced).
    const table::Vec way{o.x - mover.x, o.y - mover.y};
    if (at[2]) {
      // A bearing as the table reads it: 0 to 359, whole degrees (400 is 40).
      o.facing = whole_bearing(*at[2]);
    } else {
      o.facing = table::length(way) > 1e-9 ? table::bearing_of(way) : mover.facing;
    }
    return give(o);
  }

  // deploy UNIT [COMPANIES [X Y]]: as many companies as it may, straight ahead, unless told.
  Next deploy(const std::vector<std::string>& w) {
    if (w.size() != 2 && w.size() != 3 && w.size() != 5) {
      return usage("deploy UNIT [COMPANIES [X Y]]");
    }
    const auto u = find(w[1]);
    if (!u) return Next::more;
    const game::Unit& battalion = game::unit(s_, *u);
    Order o;
    o.kind = OrderKind::deploy;
    o.unit = *u;
    o.facing = battalion.facing;
    const table::Point ahead = game::straight_ahead(battalion);
    o.x = ahead.x();
    o.y = ahead.y();
    o.companies = rules::most_companies(game::battalion_of(battalion));
    if (w.size() >= 3) {
      const auto k = whole(w[2]);
      if (!k || *k < 1) {
        out_ << say(lang_, "prompt.bad_number", w[2]) << "\n";
        return Next::more;
      }
      o.companies = *k;
    }
    if (w.size() == 5) {
      const auto x = number(w[3]);
      const auto y = number(w[4]);
      if (!x || !y) {
        out_ << say(lang_, "prompt.bad_number", !x ? w[3] : w[4]) << "\n";
        return Next::more;
      }
      o.x = *x;
      o.y = *y;
    }
    return give(o);
  }

  // formation UNIT F, reform UNIT [F] (as it stands), rally UNIT [F] (line).
  Next formation(const std::vector<std::string>& w, OrderKind kind) {
    const bool optional = kind != OrderKind::change_formation;
    if (optional ? (w.size() != 2 && w.size() != 3) : w.size() != 3) {
      return usage(kind == OrderKind::reform            ? "reform UNIT [FORMATION]"
                   : kind == OrderKind::rally_battalion ? "rally UNIT [FORMATION]"
                                                        : "formation UNIT FORMATION");
    }
    const auto u = find(w[1]);
    if (!u) return Next::more;
    Order o;
    o.kind = kind;
    o.unit = *u;
    o.formation = kind == OrderKind::rally_battalion ? model::Formation::line
                                                     : game::unit(s_, *u).body.formation;
    if (w.size() == 3) {
      const auto f = model::parse_name(model::kFormationNames, lower(w[2]));
      if (!f) {
        out_ << say(lang_, "prompt.bad_formation", w[2], model::choices(model::kFormationNames))
             << "\n";
        return Next::more;
      }
      o.formation = *f;
    }
    return give(o);
  }

  Next screen(const std::vector<std::string>& w) {
    if (w.size() < 2) return usage("screen UNIT [UNIT...]");
    Order o;
    o.kind = OrderKind::form_screen;
    for (std::size_t i = 1; i < w.size(); ++i) {
      const auto u = find(w[i]);
      if (!u) return Next::more;
      if (std::find(o.from.begin(), o.from.end(), *u) == o.from.end()) o.from.push_back(*u);
    }
    o.unit = o.from.front();
    if (o.from.size() == 1) {
      // Every battalion of its brigade that can send its company, as the list of orders has
      // it, but those already given an order this phase.
      for (const game::Unit& p : s_.units) {
        if (p.id != o.unit && game::sends_company(game::unit(s_, o.unit), p) && !ordered(p.id)) {
          o.from.push_back(p.id);
        }
      }
    }
    return give(o);
  }

  // The order given this phase that commands unit `id`, if any.
  [[nodiscard]] std::optional<Order> ordered(int id) const {
    for (const Order& p : given_) {
      if (p.unit == id || std::find(p.from.begin(), p.from.end(), id) != p.from.end()) return p;
    }
    return std::nullopt;
  }

  // A unit of `o` that already has an order this phase, and that order: a unit moves, fires or
  // charges once a phase (PR-MOVE-1, PR-FIRE-1, PR-CHARGE-1); a battery's ADC orders are one of
  // each.
  [[nodiscard]] std::optional<std::pair<int, Order>> already(const Order& o) const {
    if (s_.phase == model::Phase::command) {
      for (const Order& p : given_) {
        if (p.unit == o.unit && p.kind == o.kind) return std::pair{o.unit, p};
      }
      return std::nullopt;
    }
    std::vector<int> units{o.unit};
    units.insert(units.end(), o.from.begin(), o.from.end());
    for (int id : units) {
      if (const auto p = ordered(id)) return std::pair{id, *p};
    }
    return std::nullopt;
  }

  // `ask`: a fire shows its odds and asks to confirm (not for an order given before).
  Next give(const Order& o, bool ask = true) {
    if (const auto p = already(o)) {
      out_ << say(lang_, "prompt.already_ordered", name(p->first), command_of(s_, p->second))
           << "\n";
      return Next::more;
    }
    if (const auto no = game::order_refusal(s_, side_, o)) {
      out_ << refusal_text(s_, o.unit, *no, lang_) << "\n";
      return Next::more;
    }
    if (o.kind == OrderKind::fire && ask) {
      show_odds(o.unit, o.target);
      const std::optional<std::string> answer = c_.line(say(lang_, "prompt.confirm"));
      if (!answer) return Next::done;  // the end of input: the orders given so far go out
      if (!yes(*answer)) {
        out_ << phrase("prompt.not_given") << "\n";
        return Next::more;
      }
    }
    given_.push_back(o);
    out_ << say(lang_, "prompt.given", name(o.unit), meaning_of(s_, o, lang_)) << "\n";
    c_.orders_given(s_.turn, given_);
    return Next::more;
  }

  void tell_order(std::string_view indent, const Order& o) {
    out_ << fmt::format("{}{:<24} {}\n", indent, command_of(s_, o), meaning_of(s_, o, lang_));
  }

  void list_units(bool own) {
    out_ << phrase(own ? "prompt.units" : "prompt.enemy") << "\n";
    for (const game::Unit& u : s_.units) {
      if ((u.side == side_) != own) continue;
      const std::string status =
          "term.status." + std::string(model::name_of(model::kUnitStatusNames, u.body.status));
      std::string flags;
      const auto flag = [&](bool on, std::string_view key) {
        if (on) flags += ", " + phrase(key);
      };
      flag(u.moved, "prompt.flag.moved");
      flag(u.fired, "prompt.flag.fired");
      flag(u.charged, "prompt.flag.charged");
      flag(u.acted && !u.moved, "prompt.flag.acted");
      flag(u.engaged_with >= 0, "prompt.flag.engaged");
      flag(u.low_ammo, "prompt.flag.low_ammo");
      flag(u.assault_fire, "prompt.flag.assault_fire");
      if (u.battalion_gun > 0) flags += ", " + say(lang_, "prompt.flag.gun", u.gun_crew);
      if (u.squadrons > 0 && s_.options.squadron_charges) {
        flags += ", " + say(lang_, "prompt.flag.squadrons", u.squadrons);
      }
      out_ << fmt::format("  {:>2}  {}: {}", u.id, name(u.id), phrase(status));
      if (u.on_table()) {
        out_ << fmt::format(", {}, ({:.1f}, {:.1f}) {} {:.0f}°, {} {}, {} {}{}",
                            formation_text(u.body.formation, lang_), u.x, u.y,
                            phrase("prompt.facing"), whole_bearing(u.facing),
                            phrase("prompt.figures"), u.body.figures, phrase("prompt.damage"),
                            u.body.damage.to_string(), flags);
      }
      out_ << "\n";
    }
  }

  void list_orders(int id) {
    if (game::unit(s_, id).side != side_) {
      out_ << refusal_text(s_, id, {"refusal.not_yours", "PR-TURN-3"}, lang_) << "\n";
      return;
    }
    const std::vector<Order> list = game::legal_orders(s_, id);
    out_ << say(lang_, "prompt.orders", name(id), phrase(phase_key(s_.phase))) << "\n";
    for (std::size_t i = 0; i < list.size(); ++i) {
      tell_order(fmt::format("  {:>2}. ", i + 1), list[i]);
    }
  }

  void show_odds(int id, int target) {
    if (!game::unit(s_, id).on_table() || !game::unit(s_, target).on_table()) {
      out_ << refusal_text(s_, id, {"refusal.off_table", "STATUS-DISP-0"}, lang_) << "\n";
      return;
    }
    const std::optional<engine::OddsReport> odds = engine::fire_odds(s_, id, target);
    if (!odds) {
      const auto why = game::cannot_fire(s_, game::board_of(s_), id, target);
      out_ << refusal_text(s_, id, why.value_or(rules::Refusal{"refusal.not_enemy", "PR-FIRE-1"}),
                           lang_)
           << "\n";
      return;
    }
    out_ << say(lang_, "prompt.odds", name(id), name(target), inches_between(s_, id, target))
         << "\n"
         << text::render_odds(*odds, lang_);
  }

  Console& c_;
  const GameState& s_;
  int side_;
  Lang lang_;
  std::ostream& out_;
  std::vector<Order> given_;
};

// The faces of one roll typed in: every word a face from 1 to 6, as many as the roll takes.
std::optional<std::vector<dice::Face>> read_faces(std::string line, int count,
                                                  const std::string& label, Console& c) {
  std::replace(line.begin(), line.end(), ',', ' ');
  std::vector<dice::Face> faces;
  for (const std::string& w : words_of(line)) {
    const auto v = whole(w);
    if (!v || !dice::is_face(*v)) {
      c.out() << say(c.lang(), "prompt.dice_bad_face", w) << "\n";
      return std::nullopt;
    }
    faces.push_back(*v);
  }
  if (static_cast<int>(faces.size()) != count) {
    c.out() << say(c.lang(), "prompt.dice_count", count, text::dice_label(label, c.lang()),
                   faces.size())
            << "\n";
    return std::nullopt;
  }
  return faces;
}

}  // namespace

Console::Console(std::istream& in, std::ostream& out, text::Lang lang, bool echo,
                 std::uint64_t seed)
    : in_(in), out_(out), lang_(lang), echo_(echo), rng_(seed) {}

void Console::tell_news() {
  if (battle_ == nullptr || told_ >= battle_->log.size()) return;
  const text::Names names = text::names_of(battle_->state, lang_);
  for (; told_ < battle_->log.size(); ++told_) {
    const game::LogEntry& e = battle_->log[told_];
    if (e.turn != told_turn_) {
      told_turn_ = e.turn;
      told_phase_.reset();
      out_ << fmt::format("\n== {} {} ==\n", text::phrase_or("ui.turn", lang_, "Turn"), e.turn);
    }
    if (!told_phase_ || *told_phase_ != e.phase) {
      told_phase_ = e.phase;
      out_ << fmt::format("-- {} --\n", text::phrase_or(phase_key(e.phase), lang_, "--"));
    }
    out_ << "  " << text::narrate_entry(e, names, lang_) << "\n";
  }
}

std::optional<std::string> Console::line(std::string_view prompt) {
  if (ended_) return std::nullopt;
  out_ << prompt << std::flush;
  std::string s;
  if (!std::getline(in_, s)) {
    ended_ = true;
    out_ << "\n" << say(lang_, end_note_) << "\n";
    return std::nullopt;
  }
  if (!s.empty() && s.back() == '\r') s.pop_back();
  if (echo_) out_ << s << "\n";
  return s;
}

std::vector<game::Order> BattlePrompt::orders(const game::GameState& state, int side) {
  c_.tell_news();
  const std::vector<game::Order> preset = std::move(preset_);
  preset_.clear();
  if (c_.ended()) return {};
  return Session(c_, state, side).run(preset);
}

rules::Response BattlePrompt::answer_charge(const game::GameState& state, int target, int charger,
                                            std::span<const rules::Response> allowed) {
  c_.tell_news();
  const Lang lang = c_.lang();
  if (!c_.ended()) {
    c_.out() << say(lang, "prompt.charged", unit_name(state, target, lang),
                    unit_name(state, charger, lang), inches_between(state, charger, target))
             << "\n";
    for (std::size_t i = 0; i < allowed.size(); ++i) {
      c_.out() << fmt::format("  {}. {:<7} {}\n", i + 1, response_word(allowed[i]),
                              say(lang, response_key(allowed[i])));
    }
    while (const std::optional<std::string> line = c_.line(say(lang, "prompt.answer"))) {
      const std::vector<std::string> w = words_of(*line);
      if (w.size() == 1) {
        if (lower(w[0]) == "quit") {
          c_.quit();
          return allowed.front();
        }
        const auto k = whole(w[0]);
        if (k && *k >= 1 && *k <= static_cast<int>(allowed.size())) {
          return allowed[static_cast<std::size_t>(*k - 1)];
        }
        for (rules::Response r : allowed) {
          if (lower(w[0]) == response_word(r)) return r;
        }
      }
      std::string words;
      for (rules::Response r : allowed)
        words += (words.empty() ? "" : ", ") + std::string(response_word(r));
      c_.out() << say(lang, "prompt.bad_answer", allowed.size(), words) << "\n";
    }
  }
  const rules::Response r = ai_.answer_charge(state, target, charger, allowed);
  c_.out() << say(lang, "prompt.ai_answers", unit_name(state, target, lang),
                  say(lang, response_key(r)))
           << "\n";
  return r;
}

int BattlePrompt::squadrons_for(const game::GameState& state, int unit, int enemy) {
  c_.tell_news();
  const Lang lang = c_.lang();
  const int has = game::unit(state, unit).squadrons;
  if (!c_.ended()) {
    c_.out() << say(lang, "prompt.squadrons", unit_name(state, unit, lang),
                    unit_name(state, enemy, lang), has)
             << "\n";
    while (const std::optional<std::string> line = c_.line(say(lang, "prompt.squadrons_ask"))) {
      const std::vector<std::string> w = words_of(*line);
      if (w.empty() || (w.size() == 1 && lower(w[0]) == "all")) return 0;  // S16.2-3
      if (w.size() == 1 && lower(w[0]) == "quit") {
        c_.quit();
        return 0;
      }
      const auto k = w.size() == 1 ? whole(w[0]) : std::nullopt;
      if (k && *k >= 1 && *k <= has) return *k;
      c_.out() << say(lang, "prompt.bad_squadrons", has) << "\n";
    }
  }
  const int k = ai_.squadrons_for(state, unit, enemy);
  c_.out() << say(lang, "prompt.ai_squadrons", unit_name(state, unit, lang), k) << "\n";
  return k;
}

game::HandDice hand_dice(Console& c) {
  return [&c](const game::Question& q) {
    const int count = q.dice;
    const std::string_view clause = q.clause;
    std::vector<dice::Face> faces;
    if (count <= 0) return faces;
    c.tell_news();
    const std::string& label = q.label;
    // Whose roll and what for, before the faces are asked for (the rule's own lines come after).
    std::string who;
    if (q.unit >= 0 && c.battle() != nullptr &&
        q.unit < static_cast<int>(c.battle()->state.units.size())) {
      const game::GameState& s = c.battle()->state;
      who = side_name(s, game::unit(s, q.unit).side, c.lang()) + ", " +
            unit_name(s, q.unit, c.lang()) + ": ";
    } else if (q.side >= 0 && c.battle() != nullptr) {
      who = side_name(c.battle()->state, q.side, c.lang()) + ": ";  // a side's own die (PR-CMD-3)
    }
    const auto purpose = text::dice_purpose(clause, c.lang());
    c.out() << fmt::format(
        "[{}] {}{}{} {}\n", clause, who, text::phrase_or("ui.dice", c.lang(), "dice"),
        purpose ? " " + *purpose : std::string(), text::dice_label(label, c.lang()));
    const std::string ask =
        say(c.lang(), "prompt.dice", clause, text::dice_label(label, c.lang()), count);
    while (const std::optional<std::string> line = c.line(ask)) {
      if (lower(*line).find("quit") == 0) {
        c.quit();
        return faces;  // none: the battle stops here
      }
      if (auto typed = read_faces(*line, count, label, c)) return *typed;
    }
    // The end of input: the computer rolls, from the battle's seed.
    faces.resize(static_cast<std::size_t>(count));
    for (dice::Face& f : faces) f = dice::draw_face(c.computer_dice());
    return faces;
  };
}

std::string side_name(const game::GameState& s, int side, text::Lang lang) {
  const game::Side& d = s.sides[static_cast<std::size_t>(side)];
  return lang == text::Lang::ru && !d.name_ru.empty() ? d.name_ru : d.name;
}

std::optional<int> side_named(const game::GameState& state, std::string_view name) {
  if (name == "0" || name == "1") return name == "0" ? 0 : 1;
  const std::string n = lower(name);
  for (std::size_t i = 0; i < state.sides.size(); ++i) {
    const game::Side& d = state.sides[i];
    if (n == lower(d.name) || n == lower(d.nation) ||
        (!d.name_ru.empty() && n == lower(d.name_ru))) {
      return static_cast<int>(i);
    }
  }
  return std::nullopt;
}

}  // namespace grognard::cli
