#include "text/battle_text.h"

#include <fmt/format.h>

#include "text/phrases.h"

namespace grognard::text {

namespace {

// The forms `declared` gives for the Russian name `ru`, or none.
scenario::RuForms given(const std::string& ru, const scenario::Scenario* declared) {
  if (declared == nullptr) return {};
  for (const auto& u : declared->units) {
    if (u.name.in(true) == ru) return u.name.ru_forms;
  }
  for (const auto& b : declared->brigades) {
    if (b.name.in(true) == ru) return b.name.ru_forms;
  }
  for (const auto& a : declared->armies) {
    if (a.name.in(true) == ru) return a.name.ru_forms;
  }
  return {};
}

}  // namespace

Names names_of(const game::GameState& state, Lang lang, const scenario::Scenario* declared) {
  const auto in = [lang](const std::string& en, const std::string& ru) {
    return lang == Lang::ru && !ru.empty() ? ru : en;
  };
  Names n;
  for (const game::Unit& u : state.units) {
    n.units.push_back(in(u.name, u.name_ru));
    n.unit_forms.push_back(given(n.units.back(), declared));
  }
  for (const game::Brigade& b : state.brigades) {
    n.brigades.push_back(in(b.name, b.name_ru));
    n.brigade_forms.push_back(given(n.brigades.back(), declared));
  }
  for (const game::Side& s : state.sides) {
    n.sides.push_back(in(s.name, s.name_ru));
    n.side_forms.push_back(given(n.sides.back(), declared));
  }
  return n;
}

std::optional<std::string> dice_purpose(std::string_view clause, Lang lang) {
  auto purpose = phrase("dice_for." + std::string(clause), lang);
  for (std::string_view family : {"F-TABLE", "DT-RESULT"}) {
    if (!purpose && clause.starts_with(family)) {
      purpose = phrase("dice_for." + std::string(family), lang);
    }
  }
  if (!purpose) return std::nullopt;
  return std::string(*purpose);
}

namespace {

// "1/31e Ligne: " before an entry whose event names nobody, when the battle stamped whom it
// concerns (LogEntry::unit, ::brigade); nothing when the event names a unit, brigade or side.
std::string subject_of(const game::LogEntry& e, const Names& names) {
  for (int i = 0; i < e.event.argc; ++i) {
    const auto k = e.event.args[static_cast<std::size_t>(i)].kind;
    if (k == rules::EventArg::Kind::unit || k == rules::EventArg::Kind::brigade ||
        k == rules::EventArg::Kind::side) {
      return {};
    }
  }
  if (e.unit >= 0 && static_cast<std::size_t>(e.unit) < names.units.size()) {
    return names.units[static_cast<std::size_t>(e.unit)] + ": ";
  }
  if (e.brigade >= 0 && static_cast<std::size_t>(e.brigade) < names.brigades.size()) {
    return names.brigades[static_cast<std::size_t>(e.brigade)] + ": ";
  }
  if (e.side >= 0 && static_cast<std::size_t>(e.side) < names.sides.size()) {
    return names.sides[static_cast<std::size_t>(e.side)] + ": ";
  }
  return {};
}

}  // namespace

std::string narrate_entry(const game::LogEntry& e, const Names& names, Lang lang) {
  if (e.event.key == "dice") {
    std::string faces;
    for (std::size_t i = 0; i < e.dice.size(); ++i) {
      faces += fmt::format("{}{}", i == 0 ? "" : " ", e.dice[i]);
    }
    // What the roll is for, where its clause says it ("dice for the initiative 1D6: 3"); a
    // volley's table row is any F-TABLE-* clause, a discipline test's damage any DT-RESULT-*.
    const auto purpose = dice_purpose(e.event.clause, lang);
    return fmt::format("[{}] {}{}{} {}: {}", e.event.clause, subject_of(e, names),
                       phrase_or("ui.dice", lang, "dice"),
                       purpose ? " " + std::string(*purpose) : std::string(),
                       dice_label(e.dice_label, lang), faces.empty() ? "-" : faces);
  }
  return fmt::format("[{}] {}{}", e.event.clause, subject_of(e, names),
                     narrate(e.event, lang, {}, &names));
}

std::string narrate_battle(const game::Log& log, const game::GameState& final_state, Lang lang,
                           const scenario::Scenario* declared) {
  const Names names = names_of(final_state, lang, declared);
  std::string out;
  int turn = 0;
  std::optional<model::Phase> phase;
  for (const game::LogEntry& e : log) {
    if (e.turn != turn) {
      turn = e.turn;
      phase.reset();
      out += fmt::format("\n== {} {} ==\n", phrase_or("ui.turn", lang, "Turn"), turn);
    }
    if (!phase || *phase != e.phase) {
      phase = e.phase;
      const std::string key = "phase." + std::string(model::name_of(model::kPhaseNames, e.phase));
      out += fmt::format("-- {} --\n", phrase_or(key, lang, key));
    }
    out += "  " + narrate_entry(e, names, lang) + "\n";
  }
  if (final_state.over) {
    if (final_state.winner) {
      const auto& side = final_state.sides[static_cast<std::size_t>(*final_state.winner)];
      out += fmt::format("\n{}: {}\n", phrase_or("ui.winner", lang, "Winner"),
                         lang == Lang::ru && !side.name_ru.empty() ? side.name_ru : side.name);
    } else {
      out += fmt::format("\n{}\n", phrase_or("ui.draw", lang, "Draw"));
    }
  }
  return out;
}

}  // namespace grognard::text
