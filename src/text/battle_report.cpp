#include "text/battle_report.h"

#include <optional>

#include <fmt/args.h>
#include <fmt/format.h>

#include "game/setup.h"
#include "model/formation.h"
#include "model/status.h"
#include "scenario/draw.h"
#include "scenario/field.h"
#include "text/battle_text.h"
#include "text/declension.h"
#include "text/phrases.h"

namespace grognard::text {

namespace {

std::string escaped(std::string_view s) {
  return scenario::xml_escaped(s);
}

std::string say(std::string_view key, Lang lang) {
  return std::string(phrase_or(key, lang, key));
}

template <class... A>
std::string say(std::string_view key, Lang lang, const A&... args) {
  try {
    return fmt::vformat(phrase_or(key, lang, key), fmt::make_format_args(args...));
  } catch (const fmt::format_error&) {
    return std::string(key);
  }
}

const game::Unit* unit_in(const game::GameState& s, int id) {
  return id >= 0 && static_cast<std::size_t>(id) < s.units.size()
             ? &s.units[static_cast<std::size_t>(id)]
             : nullptr;
}

// The turn's fire and charges as arrows: a charge from where the charger stood at the start of
// the turn to its target there; fire between where the two stood at its end (fire comes after
// movement), or at the start for a unit gone by then.
std::vector<scenario::DrawArrow> arrows_of(const game::Log& log, int turn,
                                           const game::GameState& before,
                                           const game::GameState& after) {
  std::vector<scenario::DrawArrow> out;
  const auto where = [](const game::GameState& a, const game::GameState& b,
                        int id) -> std::optional<table::Point> {
    for (const game::GameState* s : {&a, &b}) {
      const game::Unit* u = unit_in(*s, id);
      if (u != nullptr && u->on_table()) return table::Point(u->x, u->y);
    }
    return std::nullopt;
  };
  for (const game::LogEntry& e : log) {
    if (e.turn != turn || e.event.argc < 2) continue;
    const bool charge = e.event.key == "game.charge";
    if (!charge && e.event.key != "game.fires") continue;
    const int from = e.event.args[0].value;
    const int to = e.event.args[1].value;
    const auto a = charge ? where(before, after, from) : where(after, before, from);
    const auto b = charge ? where(before, after, to) : where(after, before, to);
    if (a && b) out.push_back(scenario::DrawArrow{*a, *b, charge});
  }
  return out;
}

std::string picture(const scenario::Scenario& start, const game::GameState& state, Lang lang,
                    std::vector<scenario::DrawArrow> arrows) {
  const scenario::Scenario now = game::scenario_now(state, start);
  const scenario::Field field(now);
  scenario::DrawOptions d;
  d.russian = lang == Lang::ru;
  d.pixels = 900;
  d.words = [lang](std::string_view key) { return std::string(phrase_or(key, lang, "")); };
  d.arrows = std::move(arrows);
  std::string svg = scenario::draw_svg(field, d);
  // Inline SVG needs no XML prolog.
  if (svg.rfind("<?xml", 0) == 0) svg.erase(0, svg.find('>') + 1);
  return svg;
}

// The narration of the log entries of one turn, with a heading at each phase.
std::string turn_text(const game::Log& log, int turn, const Names& names, Lang lang) {
  std::string out;
  std::optional<model::Phase> phase;
  for (const game::LogEntry& e : log) {
    if (e.turn != turn) continue;
    if (!phase || *phase != e.phase) {
      phase = e.phase;
      const std::string key = "phase." + std::string(model::name_of(model::kPhaseNames, e.phase));
      out += fmt::format("<h4>{}</h4>\n", escaped(phrase_or(key, lang, key)));
    }
    const bool dice = e.event.key == "dice";
    out += fmt::format("<p{}>{}</p>\n", dice ? " class=\"dice\"" : "",
                       escaped(narrate_entry(e, names, lang)));
  }
  return out;
}

std::string unit_name(const Names& names, std::size_t i) {
  return i < names.units.size() ? names.units[i] : "#" + std::to_string(i);
}

std::string nominative(const Names& names, std::size_t i, Lang lang) {
  const std::string n = unit_name(names, i);
  return lang == Lang::ru ? decline(n).in(Case::nom) : n;
}

std::string side_name(const Names& names, int side) {
  const auto i = static_cast<std::size_t>(side);
  return i < names.sides.size() ? names.sides[i] : "#" + std::to_string(side);
}

std::string status_text(const game::Unit& u, Lang lang) {
  return say("table.status." + std::string(model::name_of(model::kUnitStatusNames, u.body.status)),
             lang);
}

std::string formation_text(const game::Unit& u, Lang lang) {
  return say(
      "term.formation." + std::string(model::name_of(model::kFormationNames, u.body.formation)),
      lang);
}

// Every unit of a state: formation, status, damage and figures, with the figures it began with.
std::string unit_table(const game::GameState& s, const game::GameState& first, const Names& names,
                       Lang lang) {
  std::string out = fmt::format(
      "<div class=\"units\"><table>\n<tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th>"
      "<th>{}</th><th>{}</th></tr>\n",
      escaped(say("report.col.unit", lang)), escaped(say("report.col.side", lang)),
      escaped(say("report.col.formation", lang)), escaped(say("report.col.status", lang)),
      escaped(say("report.col.damage", lang)), escaped(say("report.col.figures", lang)));
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const game::Unit& u = s.units[i];
    const game::Unit* was = unit_in(first, static_cast<int>(i));
    const bool gone = !u.on_table();
    out += fmt::format(
        "<tr class=\"side{}{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>"
        "<td>{}{}</td></tr>\n",
        u.side, gone ? " gone" : "", escaped(nominative(names, i, lang)),
        escaped(side_name(names, u.side)), gone ? "—" : escaped(formation_text(u, lang)),
        escaped(status_text(u, lang)), u.body.damage.to_string(), gone ? 0 : u.body.figures,
        was != nullptr ? fmt::format(" / {}", was->body.figures) : std::string());
  }
  out += "</table></div>\n";
  return out;
}

// The summary at the top: the result and why, each side's losses, the turning points.
std::string summary(const std::vector<game::GameState>& turns, const game::Log& log,
                    const Names& names, const scenario::Scenario& start, Lang lang) {
  const game::GameState& first = turns.front();
  const game::GameState& last = turns.back();
  std::string out = fmt::format("<section class=\"summary\">\n<h2>{}</h2>\n",
                                escaped(say("report.summary", lang)));
  // The result, and the log's own lines that decided it.
  std::string result;
  if (last.winner) {
    result = fmt::format("{}: {}", say("ui.winner", lang), side_name(names, *last.winner));
  } else if (last.over) {
    result = say("ui.draw", lang);
  }
  out += fmt::format("<p class=\"result\">{}</p>\n", escaped(result));
  for (const game::LogEntry& e : log) {
    const std::string_view k = e.event.key;
    if (k == "game.over" || k == "game.gave_way" || k == "game.turn_limit" || k == "game.points" ||
        k == "game.draw") {
      out += fmt::format("<p class=\"why\">{}</p>\n", escaped(narrate_entry(e, names, lang)));
    }
  }
  // Losses by side, then by unit.
  out += fmt::format("<h3>{}</h3>\n<ul>\n", escaped(say("report.losses", lang)));
  for (int side = 0; side < 2; ++side) {
    int had = 0;
    int lost = 0;
    int dispersed = 0;
    model::Damage damage;
    for (std::size_t i = 0; i < last.units.size(); ++i) {
      const game::Unit& u = last.units[i];
      if (u.side != side) continue;
      const game::Unit* was = unit_in(first, static_cast<int>(i));
      const int start_figures = was != nullptr ? was->body.figures : u.body.figures;
      if (was != nullptr) had += start_figures;
      lost += std::max(0, start_figures - (u.on_table() ? u.body.figures : 0));
      dispersed += u.on_table() ? 0 : 1;
      damage = damage + u.body.damage;
    }
    out +=
        fmt::format("<li>{}</li>\n", escaped(say("report.side_total", lang, side_name(names, side),
                                                 lost, had, dispersed, damage.to_string())));
  }
  out += "</ul>\n";
  out += fmt::format(
      "<div class=\"units\"><table>\n<tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th>"
      "<th>{}</th></tr>\n",
      escaped(say("report.col.unit", lang)), escaped(say("report.col.side", lang)),
      escaped(say("report.col.lost", lang)), escaped(say("report.col.damage", lang)),
      escaped(say("report.col.status", lang)));
  for (std::size_t i = 0; i < last.units.size(); ++i) {
    const game::Unit& u = last.units[i];
    const game::Unit* was = unit_in(first, static_cast<int>(i));
    const int start_figures = was != nullptr ? was->body.figures : u.body.figures;
    out += fmt::format(
        "<tr class=\"side{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
        u.side, escaped(nominative(names, i, lang)), escaped(side_name(names, u.side)),
        std::max(0, start_figures - (u.on_table() ? u.body.figures : 0)), u.body.damage.to_string(),
        escaped(status_text(u, lang)));
  }
  out += "</table></div>\n";
  // Turning points: the first unit dispersed, each brigade's change of state, the objective.
  out += fmt::format("<h3>{}</h3>\n<ul>\n", escaped(say("report.turning_points", lang)));
  // By turn: the first unit dispersed, each brigade's change of state, the objective's points.
  std::vector<std::pair<int, std::string>> points;
  for (std::size_t k = 1; k < turns.size() && points.empty(); ++k) {
    for (std::size_t i = 0; i < turns[k].units.size(); ++i) {
      const game::Unit* was = unit_in(turns[k - 1], static_cast<int>(i));
      if (turns[k].units[i].on_table() || (was != nullptr && !was->on_table())) continue;
      points.emplace_back(turns[k - 1].turn, say("report.first_dispersal", lang, turns[k - 1].turn,
                                                 nominative(names, i, lang),
                                                 side_name(names, turns[k].units[i].side)));
      break;
    }
  }
  for (const game::LogEntry& e : log) {
    if (e.event.key != "game.brigade_status" && e.event.key != "game.points") continue;
    points.emplace_back(e.turn, say("report.brigade", lang, e.turn, narrate_entry(e, names, lang)));
  }
  std::stable_sort(points.begin(), points.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [turn, text] : points) out += fmt::format("<li>{}</li>\n", escaped(text));
  const bool any = !points.empty();
  if (!any) out += fmt::format("<li>{}</li>\n", escaped(say("report.nothing", lang)));
  out += "</ul>\n";
  bool holds = false;
  for (const scenario::Victory& v : start.victory)
    holds = holds || v.kind == scenario::VictoryKind::hold;
  if (!holds) out += fmt::format("<p>{}</p>\n", escaped(say("report.no_objective", lang)));
  out += "</section>\n";
  return out;
}

// Narrow screens get one column and a map that scrolls sideways at a legible size; print gets
// every turn on its own page with the whole log.
constexpr std::string_view kStyle = R"(
* { box-sizing: border-box; }
body { font-family: sans-serif; margin: 0 auto; padding: 0 12px 2em; max-width: 1400px;
       color: #222; line-height: 1.35; }
h1 { font-size: 1.5em; margin: 0.6em 0 0.2em; }
h2 { font-size: 1.25em; margin: 0.4em 0; }
h3 { font-size: 1.05em; margin: 0.8em 0 0.3em; }
section { border-top: 1px solid #bbb; padding-top: 0.6em; margin-top: 0.8em; }
.turn-body { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 1.2em;
             align-items: start; }
.map { overflow-x: auto; -webkit-overflow-scrolling: touch; }
.map svg { width: 100%; min-width: 560px; height: auto; display: block; }
.log { max-height: 42em; overflow-y: auto; font-size: 0.85em; }
.log p { margin: 0.1em 0; }
.log p.dice { color: #666; }
.log h4 { margin: 0.6em 0 0.2em; font-size: 1em; }
.units { overflow-x: auto; margin: 0.5em 0; }
table { border-collapse: collapse; font-size: 0.85em; min-width: 100%; }
th, td { border-bottom: 1px solid #ddd; padding: 3px 6px; text-align: left; vertical-align: top; }
th { background: #f1f1ec; }
tr.side0 td:first-child { border-left: 4px solid #2f5aa8; }
tr.side1 td:first-child { border-left: 4px solid #b8322f; }
tr.gone { color: #888; }
.result { font-size: 1.2em; font-weight: bold; }
.note { font-size: 0.85em; color: #555; }
@media (max-width: 900px) {
  body { padding: 0 8px 2em; }
  .turn-body { grid-template-columns: minmax(0, 1fr); }
  .log { max-height: none; }
}
@media print {
  body { max-width: none; padding: 0; }
  .map svg { min-width: 0; }
  .log { max-height: none; overflow: visible; }
  section.turn { break-before: page; }
  .turn-body { grid-template-columns: minmax(0, 1fr); }
}
)";

}  // namespace

std::string battle_report_html(const scenario::Scenario& start,
                               const std::vector<game::GameState>& turns, const game::Log& log,
                               Lang lang) {
  const bool ru = lang == Lang::ru;
  const std::string title = start.title.in(ru).empty() ? start.file : start.title.in(ru);
  const game::GameState& last = turns.back();
  const Names names = names_of(last, lang, &start);
  std::string html = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<title>{}</title>\n<style>{}</style>\n</head>\n<body>\n<h1>{}</h1>\n<p>{} {}</p>\n",
      ru ? "ru" : "en", escaped(title), kStyle, escaped(title),
      escaped(phrase_or("report.seed", lang, "seed")), last.seed);
  html += summary(turns, log, names, start, lang);
  html += fmt::format("<p class=\"note\">{}</p>\n", escaped(say("report.arrows", lang)));
  for (std::size_t k = 0; k < turns.size(); ++k) {
    // Section k shows the table after turn turns[k - 1].turn was played.
    const int turn = k == 0 ? 0 : turns[k - 1].turn;
    const std::string heading =
        k == 0 ? std::string(phrase_or("report.start", lang, "Deployment"))
               : fmt::format("{} {}", phrase_or("ui.turn", lang, "Turn"), turn);
    std::vector<scenario::DrawArrow> arrows;
    if (k > 0) arrows = arrows_of(log, turn, turns[k - 1], turns[k]);
    html += fmt::format(
        "<section class=\"turn\" id=\"turn-{}\">\n<h2>{}</h2>\n<div class=\"turn-body\">\n<div>\n"
        "<div class=\"map\">{}</div>\n<h3>{}</h3>\n{}</div>\n<div class=\"log\">\n{}</div>\n"
        "</div>\n</section>\n",
        turn, escaped(heading), picture(start, turns[k], lang, std::move(arrows)),
        escaped(say(k == 0 ? "report.units_start" : "report.units", lang)),
        unit_table(turns[k], turns.front(), names, lang),
        k == 0 ? std::string() : turn_text(log, turn, names, lang));
  }
  html += "</body>\n</html>\n";
  return html;
}

}  // namespace grognard::text
