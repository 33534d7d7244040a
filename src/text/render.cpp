#include "text/render.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include <fmt/args.h>
#include <fmt/format.h>

#include "model/rule_options.h"
#include "model/utf8.h"
#include "text/declension.h"
#include "text/phrases.h"

namespace grognard::text {

namespace {

std::string arg_text(const rules::EventArg& a, Lang lang, const Names* names = nullptr) {
  switch (a.kind) {
    case rules::EventArg::Kind::number:
      return std::to_string(a.value);
    case rules::EventArg::Kind::damage:
      return model::Damage::halves(a.value).to_string();
    case rules::EventArg::Kind::term:
      // A term's phrase is "term.<term>"; a refusal's key is its own phrase.
      if (auto p = phrase("term." + std::string(a.term), lang)) return std::string(*p);
      return std::string(phrase_or(a.term, lang, a.term));
    case rules::EventArg::Kind::unit:
      if (names != nullptr && a.value >= 0 &&
          static_cast<std::size_t>(a.value) < names->units.size()) {
        return names->units[static_cast<std::size_t>(a.value)];
      }
      return "#" + std::to_string(a.value);
    case rules::EventArg::Kind::brigade:
      if (names != nullptr && a.value >= 0 &&
          static_cast<std::size_t>(a.value) < names->brigades.size()) {
        return names->brigades[static_cast<std::size_t>(a.value)];
      }
      return "#" + std::to_string(a.value);
    case rules::EventArg::Kind::side:
      if (names != nullptr && a.value >= 0 &&
          static_cast<std::size_t>(a.value) < names->sides.size()) {
        return names->sides[static_cast<std::size_t>(a.value)];
      }
      return "#" + std::to_string(a.value);
  }
  return {};
}

const scenario::RuForms* given_forms(const rules::EventArg& a, const Names* names) {
  if (names == nullptr || a.value < 0) return nullptr;
  const auto i = static_cast<std::size_t>(a.value);
  const std::vector<scenario::RuForms>* list = nullptr;
  if (a.kind == rules::EventArg::Kind::unit) list = &names->unit_forms;
  if (a.kind == rules::EventArg::Kind::brigade) list = &names->brigade_forms;
  if (a.kind == rules::EventArg::Kind::side) list = &names->side_forms;
  return list != nullptr && i < list->size() ? &(*list)[i] : nullptr;
}

bool is_name(const rules::EventArg& a) {
  return a.kind == rules::EventArg::Kind::unit || a.kind == rules::EventArg::Kind::brigade ||
         a.kind == rules::EventArg::Kind::side;
}

// A name's forms in the language: declined in Russian, the same in every case in English.
NameForms forms_of(const rules::EventArg& a, Lang lang, const Names* names) {
  const std::string name = arg_text(a, lang, names);
  if (lang == Lang::ru) {
    const scenario::RuForms* given = given_forms(a, names);
    return given != nullptr ? decline(name, *given) : decline(name);
  }
  NameForms f;
  f.cases.fill(name);
  return f;
}

// The plural form's index: Russian one, few, many (1 фигура, 2 фигуры, 5 фигур); English one,
// other.
std::size_t plural_index(int n, Lang lang) {
  const int a = n < 0 ? -n : n;
  if (lang == Lang::en) return a == 1 ? 0 : 1;
  if (a % 10 == 1 && a % 100 != 11) return 0;
  if (a % 10 >= 2 && a % 10 <= 4 && (a % 100 < 12 || a % 100 > 14)) return 1;
  return 2;
}

std::string fmt_escaped(std::string_view s) {
  std::string out;
  for (const char c : s) {
    out += c;
    if (c == '{' || c == '}') out += c;
  }
  return out;
}

// Resolves "{N@case}" and "{N?a|b|...}" in a phrase into text, leaving fmt's own fields.
std::string resolve_grammar(std::string_view tpl, const rules::Event& e, Lang lang,
                            const Names* names) {
  std::string out;
  std::size_t i = 0;
  while (i < tpl.size()) {
    if (tpl[i] == '{' && i + 1 < tpl.size() && tpl[i + 1] == '{') {
      out += "{{";
      i += 2;
      continue;
    }
    if (tpl[i] != '{') {
      out += tpl[i++];
      continue;
    }
    std::size_t j = i + 1;
    while (j < tpl.size() && tpl[j] >= '0' && tpl[j] <= '9') ++j;
    const auto close = tpl.find('}', i);
    if (j == i + 1 || j >= tpl.size() || (tpl[j] != '@' && tpl[j] != '?') ||
        close == std::string_view::npos) {
      const auto end = close == std::string_view::npos ? tpl.size() : close + 1;
      out += tpl.substr(i, end - i);
      i = end;
      continue;
    }
    const auto n = static_cast<std::size_t>(std::stoi(std::string(tpl.substr(i + 1, j - i - 1))));
    const std::string_view spec = tpl.substr(j + 1, close - j - 1);
    i = close + 1;
    if (n >= e.argc) continue;  // a phrase table bug; the test of every phrase catches it
    const rules::EventArg& a = e.args[n];
    if (tpl[j] == '@') {
      const Case c = parse_case(spec).value_or(Case::nom);
      out += fmt_escaped(is_name(a) ? forms_of(a, lang, names).in(c) : arg_text(a, lang, names));
      continue;
    }
    std::vector<std::string_view> options;
    for (std::size_t k = 0; k <= spec.size();) {
      const auto bar = std::min(spec.find('|', k), spec.size());
      options.push_back(spec.substr(k, bar - k));
      k = bar + 1;
    }
    std::size_t pick = 0;
    if (is_name(a)) {
      pick = static_cast<std::size_t>(forms_of(a, lang, names).gender);
    } else if (a.kind == rules::EventArg::Kind::number) {
      pick = plural_index(a.value, lang);
    } else if (a.kind == rules::EventArg::Kind::damage) {
      // Half points: 1 is one, 0.5 and 1.5 take the genitive singular («1.5 Урона»).
      pick = a.value % 2 != 0 ? 1 : plural_index(a.value / 2, lang);
    }
    out += fmt_escaped(options[std::min(pick, options.size() - 1)]);
  }
  return out;
}

std::string key_label(const std::string& key, Lang lang) {
  return std::string(phrase_or("key." + key, lang, key));
}

std::string percent(double p) {
  return fmt::format("{:8.3f}%", 100.0 * p);
}

std::string value_text(const engine::ojson& v, Lang lang, const std::string& key = {}) {
  if (v.is_boolean()) return std::string(phrase_or(v.get<bool>() ? "ui.yes" : "ui.no", lang, ""));
  if (v.is_string()) {
    const std::string s = v.get<std::string>();
    return std::string(phrase_or("term." + key + "." + s, lang, s));
  }
  if (v.is_number_float()) return fmt::format("{:.3f}", v.get<double>());
  return v.dump();
}

// Letters on screen, not bytes: Russian labels are two bytes a letter in UTF-8.
std::size_t display_width(const std::string& s) {
  std::size_t n = 0;
  for (const char c : s) {
    if ((static_cast<unsigned char>(c) & 0xC0U) != 0x80U) ++n;
  }
  return n;
}

// A distribution shown as "  outcome  percent  bar"; an outcome named by a word is shown in the
// reader's language ("term.<distribution>.<outcome>"), a number as it is.
void render_distribution(std::string& out, const std::string& name, const engine::ojson& dist,
                         Lang lang) {
  std::vector<std::string> labels;
  std::size_t width = 6;
  for (auto it = dist.begin(); it != dist.end(); ++it) {
    labels.emplace_back(phrase_or("term." + name + "." + it.key(), lang, it.key()));
    width = std::max(width, display_width(labels.back()));
  }
  std::size_t i = 0;
  for (auto it = dist.begin(); it != dist.end(); ++it, ++i) {
    const double p = it.value().get<double>();
    const auto bar = static_cast<std::size_t>(std::lround(p * 40.0));
    const std::string pad(width - display_width(labels[i]), ' ');
    out += fmt::format("  {}{} {} {}\n", pad, labels[i], percent(p), std::string(bar, '#'));
  }
}

std::string action_title(const engine::ojson& j, Lang lang) {
  const std::string name = j.value("action", std::string());
  return std::string(phrase_or("action." + name, lang, name));
}

bool is_distribution(const engine::ojson& v) {
  if (!v.is_object() || v.empty()) return false;
  for (auto it = v.begin(); it != v.end(); ++it) {
    if (!it.value().is_number()) return false;
  }
  return true;
}

void render_fields(std::string& out, const engine::ojson& j, Lang lang, bool odds) {
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string& k = it.key();
    const auto& v = it.value();
    if (k == "action" || k == "dice") continue;
    if (k == "p" || k == "flags") {
      out += fmt::format("{}:\n", phrase_or(odds ? "ui.probability" : "key.flags", lang, k));
      for (auto f = v.begin(); f != v.end(); ++f) {
        const std::string label(phrase_or("flag." + f.key(), lang, f.key()));
        out += odds ? fmt::format("  {:<32} {}\n", label, percent(f.value().get<double>()))
                    : fmt::format("  {:<32} {}\n", label, value_text(f.value(), lang));
      }
    } else if (odds && is_distribution(v)) {
      out += fmt::format("{}:\n", key_label(k, lang));
      render_distribution(out, k, v, lang);
    } else if (v.is_object()) {
      std::string parts;
      for (auto f = v.begin(); f != v.end(); ++f) {
        parts += fmt::format("{}{} {}", parts.empty() ? "" : ", ", key_label(f.key(), lang),
                             value_text(f.value(), lang, f.key()));
      }
      out += fmt::format("{}: {}\n", key_label(k, lang), parts);
    } else {
      out += fmt::format("{}: {}\n", key_label(k, lang), value_text(v, lang, k));
    }
  }
}

std::string dice_text(const dice::DiceRecord& r, Lang lang) {
  std::string faces;
  for (std::size_t i = 0; i < r.faces.size(); ++i) {
    faces += fmt::format("{}{}", i == 0 ? "" : " ", r.faces[i]);
  }
  return fmt::format("{}: {}", dice_label(r.label, lang), faces.empty() ? "-" : faces);
}

const dice::DiceRecord* record_of(const rules::Event& e, const std::vector<dice::DiceRecord>& d) {
  if (e.key != "dice" || e.argc < 1) return nullptr;
  const auto i = static_cast<std::size_t>(e.args[0].value);
  return i < d.size() ? &d[i] : nullptr;
}

}  // namespace

std::string narrate(const rules::Event& event, Lang lang, const std::vector<dice::DiceRecord>& dice,
                    const Names* names) {
  if (const auto* r = record_of(event, dice)) return dice_text(*r, lang);
  const auto found = phrase("event." + std::string(event.key), lang);
  std::optional<std::string> tpl;
  if (found) tpl = resolve_grammar(*found, event, lang, names);
  fmt::dynamic_format_arg_store<fmt::format_context> store;
  for (std::size_t i = 0; i < event.argc; ++i) {
    // Numbers stay numbers, so a phrase may format them ("{2:+}" for a modifier).
    if (event.args[i].kind == rules::EventArg::Kind::number) {
      store.push_back(event.args[i].value);
    } else if (is_name(event.args[i])) {
      store.push_back(forms_of(event.args[i], lang, names).in(Case::nom));
    } else {
      store.push_back(arg_text(event.args[i], lang, names));
    }
  }
  // Both sides by name, for totals that give one number a side ("{side0} {0}, {side1} {1}").
  for (int side = 0; side < 2; ++side) {
    const rules::EventArg a = rules::side_arg(side);
    store.push_back(
        fmt::arg(side == 0 ? "side0" : "side1",
                 names != nullptr && static_cast<std::size_t>(side) < names->sides.size()
                     ? forms_of(a, lang, names).in(Case::nom)
                     : arg_text(a, lang, names)));
  }
  if (!tpl) {
    std::string s(event.key);
    for (std::size_t i = 0; i < event.argc; ++i) s += " " + arg_text(event.args[i], lang, names);
    return s;
  }
  try {
    return fmt::vformat(*tpl, store);
  } catch (const fmt::format_error&) {
    return std::string(*tpl);  // a phrase table bug must not lose the roll; tests catch it
  }
}

engine::ojson events_json(const engine::RollReport& report, Lang lang) {
  engine::ojson list = engine::ojson::array();
  for (const rules::Event& e : report.events) {
    engine::ojson j;
    j["clause"] = e.clause;
    j["key"] = e.key;
    j["text"] = narrate(e, lang, report.dice);
    if (const auto* r = record_of(e, report.dice)) j["dice"] = r->faces;
    list.push_back(std::move(j));
  }
  return list;
}

std::string render_odds(const engine::OddsReport& report, Lang lang) {
  std::string out =
      fmt::format("{}: {}\n", action_title(report.json, lang), phrase_or("ui.odds", lang, "odds"));
  render_fields(out, report.json, lang, true);
  return out;
}

std::string render_roll(const engine::RollReport& report, Lang lang,
                        std::optional<std::uint64_t> seed) {
  std::string out =
      fmt::format("{}: {}", action_title(report.json, lang), phrase_or("ui.roll", lang, "roll"));
  if (seed) out += fmt::format(" ({} {})", phrase_or("ui.seed", lang, "seed"), *seed);
  out += "\n";
  for (const rules::Event& e : report.events) {
    out += fmt::format("  [{}] {}{}\n", e.clause,
                       e.key == "dice" ? phrase_or("ui.dice", lang, "Dice") : "",
                       e.key == "dice" ? " " + narrate(e, lang, report.dice) : narrate(e, lang));
  }
  out += fmt::format("{}:\n", phrase_or("ui.result", lang, "Result"));
  std::string fields;
  render_fields(fields, report.json, lang, false);
  std::size_t start = 0;
  while (start < fields.size()) {
    const auto end = fields.find('\n', start);
    if (end == std::string::npos) {
      out += "  " + fields.substr(start) + "\n";
      break;
    }
    out += "  " + fields.substr(start, end - start + 1);
    start = end + 1;
  }
  return out;
}

std::string dice_label(std::string_view label, Lang lang) {
  std::string s(label);
  const auto swap = [&s](std::string_view from, std::string_view to) {
    for (auto at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) {
      s.replace(at, from.size(), to);
    }
  };
  if (lang == Lang::en) {
    swap("(a D6:", "(one D6:");
    return s;
  }
  swap("(a D6:", "(Д6:");
  swap("DD", " КУ");
  swap("D", "Д");
  return s;
}

std::string render_error(const engine::Error& error, Lang lang) {
  // One line of valid UTF-8, whatever bytes the input had (a key with a line break in it).
  return fmt::format("{}: {}: {}", phrase_or("ui.error", lang, "error"),
                     model::one_line(error.field),
                     model::one_line(lang == Lang::ru ? error.ru : error.en));
}

std::string render_rule_options(Lang lang) {
  std::string out;
  for (const model::RuleOptionInfo& o : model::kRuleOptions) {
    out += fmt::format("{:<28} {}: {:<6} {}: {:<22} [{}]\n    {}\n", o.name,
                       phrase_or("ui.default", lang, "default"), o.default_value,
                       phrase_or("ui.values", lang, "values"), o.values, o.clause,
                       lang == Lang::ru ? o.summary_ru : o.summary_en);
  }
  return out;
}

}  // namespace grognard::text
