// grognard check | draw | situation | targets: the tabletop from a scenario file.
#include "cli/table_commands.h"

#include <cmath>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include <fmt/args.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "engine/output_file.h"
#include "model/utf8.h"
#include "scenario/check.h"
#include "scenario/draw.h"
#include "scenario/fallback.h"
#include "scenario/load.h"
#include "scenario/situation.h"
#include "scenario/targets.h"
#include "text/declension.h"
#include "text/lang.h"
#include "text/phrases.h"

namespace grognard::cli {

namespace {

using ojson = nlohmann::ordered_json;
using scenario::Field;
using scenario::LoadError;
using scenario::Scenario;
using text::Lang;

constexpr int kBroken = 1;
constexpr int kBadInput = 2;

struct Options {
  std::string lang_id;
  bool as_json = false;
};

Lang lang_of(const Options& o) {
  if (auto l = text::parse_lang(o.lang_id)) return *l;
  return text::lang_from_environment();
}

std::string say(std::string_view key, Lang lang) {
  return std::string(text::phrase_or(key, lang, key));
}

int report(const LoadError& e, const Options& o) {
  const Lang lang = lang_of(o);
  if (o.as_json) {
    ojson j;
    j["error"] = {{"file", model::valid_utf8(e.file)},
                  {"line", e.line},
                  {"column", e.column},
                  {"field", model::valid_utf8(e.field)},
                  {"message", e.reason(lang == Lang::ru)}};
    std::cout << j.dump(2) << "\n";
  }
  std::cerr << say("ui.error", lang) << ": " << e.message(lang == Lang::ru) << "\n";
  return kBadInput;
}

// A distance in the table's unit: 19.5", 32.5 cm.
std::string tape(double inches, model::Scale scale, Lang lang) {
  if (!std::isfinite(inches)) return "∞";
  std::string s = fmt::format("{:.3f}", model::from_inches(inches, scale));
  while (!s.empty() && s.back() == '0') s.pop_back();
  if (!s.empty() && s.back() == '.') s.pop_back();
  if (s == "-0") s = "0";
  if (scale == model::Scale::inch) return s + "\"";
  return s + " " + say("table.unit.cm", lang);
}

double tape_number(double inches, model::Scale scale) {
  return std::round(model::from_inches(inches, scale) * 1e6) / 1e6;
}

std::string unit_name(const Scenario& s, std::size_t u, Lang lang) {
  const scenario::Unit& unit = s.units[u];
  const std::string& n = unit.name.in(lang == Lang::ru);
  return n == unit.id ? n : fmt::format("{} ({})", n, unit.id);
}

std::string terrain_name(const Scenario& s, std::size_t f, Lang lang) {
  return s.terrain[f].name.in(lang == Lang::ru);
}

using Store = fmt::dynamic_format_arg_store<fmt::format_context>;

using NameOf = std::function<std::optional<std::string>(std::string_view)>;

// A phrase filled from `store`, its "{key@case}" fields first given the names `names` has for
// them, declined in Russian (text/declension.h).
std::string fill(std::string_view key, Lang lang, const Store& store, const NameOf& names = {}) {
  const auto tpl = text::phrase(key, lang);
  if (!tpl) return std::string(key);
  const NameOf none = [](std::string_view) { return std::optional<std::string>(); };
  return fmt::vformat(text::with_cases(*tpl, names ? names : none, lang == Lang::ru), store);
}

std::string fact_text(const scenario::Fact& f, const Scenario& s, Lang lang) {
  Store store;
  std::vector<std::optional<std::string>> units;  // by the fact's argument number
  for (const scenario::FactArg& a : f.args) {
    units.emplace_back();
    switch (a.kind) {
      case scenario::FactArg::Kind::distance:
        store.push_back(tape(a.value, s.scale(), lang));
        break;
      case scenario::FactArg::Kind::share:
        store.push_back(fmt::format("{:.0f}%", a.value * 100));
        break;
      case scenario::FactArg::Kind::number:
        store.push_back(fmt::format("{:g}", a.value));
        break;
      case scenario::FactArg::Kind::unit:
        store.push_back(unit_name(s, static_cast<std::size_t>(a.value), lang));
        units.back() = unit_name(s, static_cast<std::size_t>(a.value), lang);
        break;
      case scenario::FactArg::Kind::terrain:
        store.push_back(terrain_name(s, static_cast<std::size_t>(a.value), lang));
        break;
      case scenario::FactArg::Kind::term: {
        auto p = text::phrase("table." + a.term, lang);
        if (!p) p = text::phrase("term." + a.term, lang);
        store.push_back(std::string(p ? *p : a.term));
        break;
      }
    }
  }
  units.resize(f.args.size());
  const NameOf names = [&units](std::string_view k) -> std::optional<std::string> {
    const std::size_t i = k.empty() ? units.size() : static_cast<std::size_t>(k[0] - '0');
    return k.size() == 1 && i < units.size() ? units[i] : std::nullopt;
  };
  return fill("fact." + f.key, lang, store, names);
}

std::string finding_text(const scenario::Finding& f, const Scenario& s, Lang lang) {
  Store store;
  store.push_back(fmt::arg("unit", unit_name(s, f.unit, lang)));
  store.push_back(fmt::arg("base", f.base));
  store.push_back(fmt::arg("other_base", f.other_base));
  store.push_back(fmt::arg("measured", tape(f.measured, s.scale(), lang)));
  store.push_back(fmt::arg("limit", tape(f.limit, s.scale(), lang)));
  store.push_back(fmt::arg("other", f.other ? unit_name(s, *f.other, lang) : std::string()));
  std::string key = "check." + std::string(f.key);
  if (f.key == "screen_tether" && !std::isfinite(f.measured)) key = "check.screen_tether_alone";
  const NameOf names = [&](std::string_view k) -> std::optional<std::string> {
    if (k == "unit") return unit_name(s, f.unit, lang);
    if (k == "other" && f.other) return unit_name(s, *f.other, lang);
    return std::nullopt;
  };
  return fill(key, lang, store, names);
}

std::string fallback_text(const scenario::FallBackPlan& p, const Field& field, Lang lang) {
  const Scenario& s = field.scenario();
  Store store;
  // In Russian the threats are joined by «и», so that each is declined after «от».
  std::string threats;
  for (std::size_t t : p.threats) {
    threats += (threats.empty() ? "" : lang == Lang::ru ? " и " : ", ") + unit_name(s, t, lang);
  }
  store.push_back(fmt::arg("distance", tape(p.distance, s.scale(), lang)));
  store.push_back(fmt::arg("threats", threats));
  store.push_back(fmt::arg("friend", p.friend_unit ? unit_name(s, *p.friend_unit, lang) : ""));
  store.push_back(fmt::arg("cover", p.cover ? terrain_name(s, *p.cover, lang) : ""));
  std::string key = "fallback.straight_back";
  switch (p.kind) {
    case scenario::FallBack::not_needed:
    case scenario::FallBack::straight_back:
      break;
    case scenario::FallBack::behind_friend:
      key = "fallback.behind_friend";
      break;
    case scenario::FallBack::flank_of_friend:
      key = "fallback.flank_of_friend";
      break;
    case scenario::FallBack::into_cover:
      key = "fallback.into_cover";
      break;
    case scenario::FallBack::retreat:
      key = "fallback.retreat";
      break;
    case scenario::FallBack::blocked:
      key = "fallback.blocked";
      break;
  }
  const NameOf names = [&](std::string_view k) -> std::optional<std::string> {
    if (k == "threats") return threats;
    if (k == "friend" && p.friend_unit) return unit_name(s, *p.friend_unit, lang);
    return std::nullopt;
  };
  return fill(key, lang, store, names);
}

std::string_view fallback_id(scenario::FallBack k) {
  switch (k) {
    case scenario::FallBack::not_needed:
      return "not_needed";
    case scenario::FallBack::straight_back:
      return "straight_back";
    case scenario::FallBack::behind_friend:
      return "behind_friend";
    case scenario::FallBack::flank_of_friend:
      return "flank_of_friend";
    case scenario::FallBack::into_cover:
      return "into_cover";
    case scenario::FallBack::retreat:
      return "retreat";
    case scenario::FallBack::blocked:
      return "blocked";
  }
  return "?";
}

std::optional<std::size_t> find_unit(const Scenario& s, const std::string& name,
                                     const std::string& field, LoadError& error) {
  if (auto u = s.find_unit(name)) return u;
  error = LoadError{s.file,
                    0,
                    0,
                    field,
                    "unknown unit \"" + name + "\"",
                    "неизвестное подразделение \"" + name + "\""};
  return std::nullopt;
}

class Commands final : public TableCommands {
 public:
  explicit Commands(CLI::App& app) {
    const auto common = [&](CLI::App* sub) {
      sub->add_option("--lang", o_.lang_id, "language of the output: ru or en (default: locale)")
          ->check(CLI::IsMember({"ru", "en"}));
      sub->add_flag("--json", o_.as_json, "machine-readable JSON output");
      sub->add_option("SCENARIO", file_, "scenario file: TOML, or JSON when it ends in .json")
          ->required();
    };
    check_ = app.add_subcommand(
        "check",
        "report every positional rule a scenario's table breaks, with clause and distance");
    common(check_);

    draw_ = app.add_subcommand("draw", "draw a scenario's table as SVG");
    common(draw_);
    draw_->add_option("-o,--output", output_, "the SVG file to write (default: standard output)");
    // --arcs alone: every unit's arcs, as before; --arcs UNIT,UNIT: those units' only, which
    // keeps a full table legible.
    arcs_opt_ = draw_
                    ->add_option("--arcs", arc_units_,
                                 "draw fire arcs out to the weapon's reach: of these units "
                                 "(ids or names, comma list), or of every unit without one")
                    ->expected(0, 1);
    draw_->add_flag("--ranges", ranges_, "draw weapon ranges (artillery: each band)");
    draw_->add_flag("--check", mark_, "mark the positional rules broken, with their clauses");
    draw_->add_option("--units", only_, "arcs and ranges for these units only (ids, comma list)")
        ->delimiter(',');

    situation_ = app.add_subcommand(
        "situation",
        "derive from positions the JSON situation of FIRER firing at TARGET (or, with UNIT "
        "alone, its discipline test), explaining each fact");
    common(situation_);
    situation_->add_option("FIRER", firer_, "the firing unit (or the unit testing)")->required();
    situation_->add_option("TARGET", target_, "the target (omit for a discipline test)");
    situation_->add_flag("--bare", bare_, "print only the situation JSON (for grognard odds -)");
    situation_->add_flag("--charge", charge_, "cavalry in a charge (DT-MOD-FLANKED-3)");

    targets_ = app.add_subcommand("targets", "list the fire targets of one unit or of every unit");
    common(targets_);
    targets_->add_option("UNIT", firer_, "only this unit");
  }

  [[nodiscard]] bool parsed() const override {
    return check_->parsed() || draw_->parsed() || situation_->parsed() || targets_->parsed();
  }

  int run() override {
    auto loaded = scenario::load_scenario(file_);
    if (!loaded.ok()) return report(loaded.error(), o_);
    const Scenario& s = loaded.value();
    const Field field(s);
    if (check_->parsed()) return check(field);
    if (draw_->parsed()) return draw(field);
    if (situation_->parsed()) return situation(field);
    return targets(field);
  }

 private:
  int check(const Field& field) {
    const Scenario& s = field.scenario();
    const Lang lang = lang_of(o_);
    const auto findings = scenario::check_positions(field);
    std::set<std::size_t> planned;
    ojson list = ojson::array();
    std::string out;
    Store head;
    head.push_back(fmt::arg("file", s.file));
    head.push_back(fmt::arg("count", findings.size()));
    out += fill(findings.empty() ? "check.clean" : "check.count", lang, head) + "\n";
    for (const scenario::Finding& f : findings) {
      const std::string text = finding_text(f, s, lang);
      out += fmt::format("  [{}] {}\n", f.clause, text);
      ojson j;
      j["clause"] = f.clause;
      j["rule"] = f.key;
      j["unit"] = s.units[f.unit].id;
      if (f.base > 0) j["base"] = f.base;
      if (f.other_base > 0) j["other_base"] = f.other_base;
      if (f.other) j["other"] = s.units[*f.other].id;
      if (std::isfinite(f.measured)) {
        j["measured"] = tape_number(f.measured, s.scale());
      } else {
        j["measured"] = nullptr;
      }
      j["limit"] = tape_number(f.limit, s.scale());
      j["text"] = text;
      if (f.key == "fall_back_due" && planned.insert(f.unit).second) {
        const scenario::FallBackPlan p = scenario::plan_fall_back(field, f.unit);
        const std::string where = fallback_text(p, field, lang);
        out += fmt::format("      -> [{}] {}\n", p.clause, where);
        j["fall_back"] = {
            {"kind", fallback_id(p.kind)},
            {"clause", p.clause},
            {"distance", tape_number(p.distance, s.scale())},
            {"move", {tape_number(p.move.x, s.scale()), tape_number(p.move.y, s.scale())}},
            {"text", where}};
      }
      list.push_back(j);
    }
    if (o_.as_json) {
      ojson j;
      j["file"] = s.file;
      j["scale"] = std::string(model::name_of(model::kScaleNames, s.scale()));
      j["unit"] = std::string(model::unit_of(s.scale()));
      j["findings"] = list;
      std::cout << j.dump(2) << "\n";
    } else {
      std::cout << out;
    }
    return findings.empty() ? 0 : kBroken;
  }

  // draw writes SVG only: a file named for another format (table.png) would hold SVG under a
  // name that says otherwise, so it is refused before anything is drawn.
  [[nodiscard]] std::optional<LoadError> unwritable_format() const {
    const auto slash = output_.find_last_of('/');
    const std::string name = slash == std::string::npos ? output_ : output_.substr(slash + 1);
    const auto dot = name.find_last_of('.');
    if (dot == std::string::npos || dot == 0) return std::nullopt;
    std::string ext = name.substr(dot + 1);
    for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (ext == "svg") return std::nullopt;
    const std::string shown = model::cut_utf8(ext, 16);
    return LoadError{
        output_,
        0,
        0,
        "--output",
        fmt::format("draw writes SVG only, not .{0}: name the file .svg (and convert it, e.g. "
                    "rsvg-convert -o table.{0} table.svg)",
                    shown),
        fmt::format("draw пишет только SVG, не .{0}: назовите файл .svg (и преобразуйте его, "
                    "например rsvg-convert -o table.{0} table.svg)",
                    shown)};
  }

  int draw(const Field& field) {
    const Scenario& s = field.scenario();
    const Lang lang = lang_of(o_);
    if (!output_.empty() && output_ != "-") {
      if (auto e = unwritable_format()) return report(*e, o_);
    }
    scenario::DrawOptions d;
    d.russian = lang == Lang::ru;
    d.arcs = arcs_opt_->count() > 0;
    d.ranges = ranges_;
    // Units named to --arcs are the ones whose arcs (and ranges) are drawn, as with --units.
    std::vector<std::string> named;
    for (const std::string& list : arc_units_) {
      std::stringstream in(list);
      for (std::string id; std::getline(in, id, ',');) {
        if (!id.empty()) named.push_back(id);
      }
    }
    for (const std::string& id : named) {
      LoadError e;
      const auto u = find_unit(s, id, "--arcs", e);
      if (!u) return report(e, o_);
      d.only.push_back(*u);
    }
    for (const std::string& id : only_) {
      LoadError e;
      const auto u = find_unit(s, id, "--units", e);
      if (!u) return report(e, o_);
      d.only.push_back(*u);
    }
    if (mark_) d.findings = scenario::check_positions(field);
    d.words = [lang](std::string_view key) { return std::string(text::phrase_or(key, lang, "")); };
    const std::string svg = scenario::draw_svg(field, d);
    if (output_.empty() || output_ == "-") {
      std::cout << svg;
      return 0;
    }
    // Written whole or not at all, like every file grognard writes (engine/output_file.h).
    if (const engine::WriteFailure f = engine::write_file_atomically(output_, svg); !f.ok()) {
      return report(
          LoadError{output_, 0, 0, "--output", "cannot write the file: " + f.reason(false),
                    "не удаётся записать файл: " + f.reason(true)},
          o_);
    }
    if (o_.as_json) {
      std::cout << ojson{{"written", output_}}.dump(2) << "\n";
    } else {
      Store st;
      st.push_back(fmt::arg("file", output_));
      std::cout << fill("table.ui.written", lang, st) << "\n";
    }
    return 0;
  }

  int situation(const Field& field) {
    const Scenario& s = field.scenario();
    const Lang lang = lang_of(o_);
    LoadError e;
    const auto firer = find_unit(s, firer_, "FIRER", e);
    if (!firer) return report(e, o_);
    std::optional<std::size_t> target;
    if (!target_.empty()) {
      target = find_unit(s, target_, "TARGET", e);
      if (!target) return report(e, o_);
    }
    const auto derived = target ? scenario::derive_fire(field, *firer, *target)
                                : scenario::derive_discipline(field, *firer, charge_);
    if (!derived.ok()) return report(derived.error(), o_);
    const scenario::Derived& d = derived.value();
    if (bare_) {
      std::cout << d.situation.dump() << "\n";
      return 0;
    }
    if (o_.as_json) {
      ojson facts = ojson::array();
      for (const scenario::Fact& f : d.facts) {
        facts.push_back({{"clause", f.clause}, {"key", f.key}, {"text", fact_text(f, s, lang)}});
      }
      ojson j;
      j["situation"] = d.situation;
      j["allowed"] = d.allowed;
      j["facts"] = facts;
      std::cout << j.dump(2) << "\n";
      return 0;
    }
    std::cout << say("table.ui.facts", lang) << "\n";
    for (const scenario::Fact& f : d.facts) {
      std::cout << fmt::format("  [{}] {}\n", f.clause, fact_text(f, s, lang));
    }
    if (target) {
      std::cout << "  " << say(d.allowed ? "table.ui.allowed" : "table.ui.not_allowed", lang)
                << "\n";
    }
    std::cout << say("table.ui.situation", lang) << "\n" << d.situation.dump(2) << "\n";
    return 0;
  }

  int targets(const Field& field) {
    const Scenario& s = field.scenario();
    const Lang lang = lang_of(o_);
    std::vector<std::size_t> firers;
    if (!firer_.empty()) {
      LoadError e;
      const auto u = find_unit(s, firer_, "UNIT", e);
      if (!u) return report(e, o_);
      firers.push_back(*u);
    } else {
      for (std::size_t u = 0; u < s.units.size(); ++u) {
        if (field.piece_of_unit(u)) firers.push_back(u);
      }
    }
    ojson all = ojson::array();
    std::string out;
    for (std::size_t u : firers) {
      const scenario::Targets t = scenario::fire_targets(field, u);
      ojson j;
      j["unit"] = s.units[u].id;
      j["clause"] = t.weapon.clause;
      Store head;
      head.push_back(fmt::arg("firer", unit_name(s, u, lang)));
      head.push_back(fmt::arg("clause", t.weapon.clause));
      if (t.weapon.weapon == rules::Weapon::none) {
        out += fill("table.ui.no_fire", lang, head) + "\n";
        j["fires"] = false;
        all.push_back(j);
        continue;
      }
      head.push_back(fmt::arg("weapon", say("table.weapon." + weapon_id(t.weapon.weapon), lang)));
      out += fill("table.ui.targets", lang, head) + "\n";
      j["fires"] = true;
      j["weapon"] = weapon_id(t.weapon.weapon);
      ojson lines = ojson::array();
      if (t.lines.empty()) out += say("table.ui.no_targets", lang) + "\n";
      for (const scenario::FireLine& l : t.lines) {
        const std::string band =
            l.band
                ? say("table.band." + std::string(model::name_of(model::kRangeBandNames, *l.band)),
                      lang)
                : "-";
        out +=
            fmt::format("  {} {} {} ({}) [{}] {}\n", l.allowed ? "+" : "-",
                        unit_name(s, l.target, lang), tape(l.range, s.scale(), lang), band, l.why,
                        say(l.allowed ? "table.ui.allowed" : "table.ui.not_allowed", lang));
        ojson x;
        x["target"] = s.units[l.target].id;
        x["range"] = tape_number(l.range, s.scale());
        if (l.band) x["band"] = std::string(model::name_of(model::kRangeBandNames, *l.band));
        x["in_arc"] = l.in_arc;
        x["in_sight"] = !l.terrain_block && !l.unit_block;
        x["visible"] = l.visible;
        if (l.screen) x["screen"] = s.units[*l.screen].id;
        x["allowed"] = l.allowed;
        x["clause"] = l.why;
        lines.push_back(x);
      }
      j["targets"] = lines;
      all.push_back(j);
    }
    if (o_.as_json) {
      std::cout << all.dump(2) << "\n";
    } else {
      std::cout << out;
    }
    return 0;
  }

  static std::string weapon_id(rules::Weapon w) {
    switch (w) {
      case rules::Weapon::none:
        return "none";
      case rules::Weapon::musket:
        return "musket";
      case rules::Weapon::musket_square:
        return "musket_square";
      case rules::Weapon::skirmish:
        return "skirmish";
      case rules::Weapon::rifles:
        return "rifles";
      case rules::Weapon::carbine:
        return "carbine";
      case rules::Weapon::gun:
        return "gun";
    }
    return "none";
  }

  Options o_;
  std::string file_;
  std::string output_;
  std::string firer_;
  std::string target_;
  std::vector<std::string> only_;
  CLI::Option* arcs_opt_ = nullptr;
  std::vector<std::string> arc_units_;
  bool ranges_ = false;
  bool mark_ = false;
  bool bare_ = false;
  bool charge_ = false;
  CLI::App* check_ = nullptr;
  CLI::App* draw_ = nullptr;
  CLI::App* situation_ = nullptr;
  CLI::App* targets_ = nullptr;
};

}  // namespace

std::unique_ptr<TableCommands> add_table_commands(CLI::App& app) {
  return std::make_unique<Commands>(app);
}

}  // namespace grognard::cli
