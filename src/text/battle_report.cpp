#include "text/battle_report.h"

#include <optional>

#include <fmt/format.h>

#include "game/setup.h"
#include "scenario/draw.h"
#include "scenario/field.h"
#include "text/battle_text.h"
#include "text/phrases.h"

namespace grognard::text {

namespace {

std::string escaped(std::string_view s) {
  return scenario::xml_escaped(s);
}

std::string picture(const scenario::Scenario& start, const game::GameState& state, Lang lang) {
  const scenario::Scenario now = game::scenario_now(state, start);
  const scenario::Field field(now);
  scenario::DrawOptions d;
  d.russian = lang == Lang::ru;
  d.pixels = 900;
  d.words = [lang](std::string_view key) { return std::string(phrase_or(key, lang, "")); };
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
      out += fmt::format("<h3>{}</h3>\n", escaped(phrase_or(key, lang, key)));
    }
    const bool dice = e.event.key == "dice";
    out += fmt::format("<p{}>{}</p>\n", dice ? " class=\"dice\"" : "",
                       escaped(narrate_entry(e, names, lang)));
  }
  return out;
}

constexpr std::string_view kStyle = R"(
body { font-family: sans-serif; margin: 1em 2em; color: #222; }
section { display: flex; gap: 1.5em; align-items: flex-start; border-top: 1px solid #bbb;
          padding-top: 0.8em; margin-top: 0.8em; }
.table { flex: 0 0 auto; max-width: 60%; }
.table svg { width: 100%; height: auto; }
.log { flex: 1 1 auto; max-height: 42em; overflow-y: auto; font-size: 0.85em; }
.log p { margin: 0.1em 0; }
.log p.dice { color: #666; }
.log h3 { margin: 0.6em 0 0.2em; font-size: 1em; }
.result { font-size: 1.2em; font-weight: bold; }
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
      "<title>{}</title>\n<style>{}</style>\n</head>\n<body>\n<h1>{}</h1>\n<p>{} {}</p>\n",
      ru ? "ru" : "en", escaped(title), kStyle, escaped(title),
      escaped(phrase_or("report.seed", lang, "seed")), last.seed);
  for (std::size_t k = 0; k < turns.size(); ++k) {
    // Section k shows the table after turn turns[k - 1].turn was played.
    const int turn = k == 0 ? 0 : turns[k - 1].turn;
    const std::string heading =
        k == 0 ? std::string(phrase_or("report.start", lang, "Deployment"))
               : fmt::format("{} {}", phrase_or("ui.turn", lang, "Turn"), turn);
    html += fmt::format(
        "<section>\n<div class=\"table\">\n<h2>{}</h2>\n{}</div>\n<div class=\"log\">\n{}</div>\n"
        "</section>\n",
        escaped(heading), picture(start, turns[k], lang),
        k == 0 ? std::string() : turn_text(log, turn, names, lang));
  }
  std::string result;
  if (last.winner) {
    const std::size_t w = static_cast<std::size_t>(*last.winner);
    result = fmt::format("{}: {}", phrase_or("ui.winner", lang, "Winner"), names.sides[w]);
  } else if (last.over) {
    result = std::string(phrase_or("ui.draw", lang, "Draw"));
  }
  html += fmt::format("<p class=\"result\">{}</p>\n</body>\n</html>\n", escaped(result));
  return html;
}

}  // namespace grognard::text
