// grognard: the command line. It parses arguments, calls the engine and prints; it holds no
// rules. Exit status: 0 done, 2 bad input (a message names the field and the reason).
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <random>
#include <sstream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/battle_command.h"
#include "cli/command_line.h"
#include "cli/serve_command.h"
#include "cli/situation_input.h"
#include "cli/table_commands.h"
#include "engine/api.h"
#include "model/rule_options.h"
#include "model/utf8.h"
#include "text/render.h"

namespace {

using grognard::engine::Error;
using grognard::engine::Expected;
using grognard::engine::json;
using grognard::engine::ojson;
using grognard::text::Lang;

constexpr int kBadInput = 2;

struct Common {
  std::string lang_id;
  bool as_json = false;
};

Lang lang_of(const Common& c) {
  if (auto l = grognard::text::parse_lang(c.lang_id)) return *l;
  return grognard::text::lang_from_environment();
}

// The first error as {"error": {"field", "message"}}, as always; when the situation has more,
// "errors" lists them all (the first among them), and each gets its line on stderr.
int report_error(const Error& e, const Common& c) {
  const bool ru = lang_of(c) == Lang::ru;
  const auto entry = [ru](const Error& x) {
    ojson j;
    j["field"] = grognard::model::valid_utf8(x.field);
    j["message"] = grognard::model::valid_utf8(ru ? x.ru : x.en);
    return j;
  };
  if (c.as_json) {
    ojson j;
    j["error"] = entry(e);
    if (!e.more.empty()) {
      j["errors"] = ojson::array({entry(e)});
      for (const Error& m : e.more) j["errors"].push_back(entry(m));
    }
    std::cout << j.dump(2) << "\n";
  }
  std::cerr << grognard::text::render_error(e, lang_of(c)) << "\n";
  for (const Error& m : e.more) std::cerr << grognard::text::render_error(m, lang_of(c)) << "\n";
  return kBadInput;
}

// SITUATION: a JSON string, @file.json, or - for standard input.
Expected<json> read_situation(const std::string& arg) {
  return grognard::cli::read_situation_arg(arg);
}

Expected<std::vector<grognard::dice::Face>> parse_dice(const std::string& list) {
  std::vector<grognard::dice::Face> faces;
  std::stringstream s(list);
  std::string item;
  while (std::getline(s, item, ',')) {
    const auto first = item.find_first_not_of(' ');
    const auto last = item.find_last_not_of(' ');
    const std::string t = first == std::string::npos ? "" : item.substr(first, last - first + 1);
    if (t.size() != 1 || t[0] < '1' || t[0] > '6') {
      return Error{"--dice", fmt::format("expected dice 1 to 6 separated by commas, got \"{}\"", t),
                   fmt::format("ожидаются кубики от 1 до 6 через запятую, получено \"{}\"", t)};
    }
    faces.push_back(t[0] - '0');
  }
  if (faces.empty()) {
    return Error{"--dice", "expected dice 1 to 6 separated by commas, got nothing",
                 "ожидаются кубики от 1 до 6 через запятую, ничего не дано"};
  }
  return faces;
}

std::uint64_t fresh_seed() {
  std::random_device rd;
  return (static_cast<std::uint64_t>(rd()) << 32U) ^ rd();
}

int run_odds(const std::string& arg, const Common& c) {
  auto situation = read_situation(arg);
  if (!situation.ok()) return report_error(situation.error(), c);
  auto report = grognard::engine::odds(situation.value());
  if (!report.ok()) return report_error(report.error(), c);
  if (c.as_json) {
    std::cout << report.value().json.dump(2) << "\n";
  } else {
    std::cout << grognard::text::render_odds(report.value(), lang_of(c));
  }
  return 0;
}

int run_roll(const std::string& arg, std::optional<std::uint64_t> seed,
             const std::string& dice_list, const Common& c) {
  auto situation = read_situation(arg);
  if (!situation.ok()) return report_error(situation.error(), c);
  grognard::engine::DiceChoice how;
  if (!dice_list.empty()) {
    auto faces = parse_dice(dice_list);
    if (!faces.ok()) return report_error(faces.error(), c);
    how.faces = faces.value();
    seed.reset();
  } else {
    if (!seed) seed = fresh_seed();
    how.seed = *seed;
  }
  auto report = grognard::engine::roll(situation.value(), how);
  if (!report.ok()) return report_error(report.error(), c);
  const Lang lang = lang_of(c);
  if (c.as_json) {
    ojson j = report.value().json;
    if (seed) j["seed"] = *seed;
    j["events"] = grognard::text::events_json(report.value(), lang);
    std::cout << j.dump(2) << "\n";
  } else {
    std::cout << grognard::text::render_roll(report.value(), lang, seed);
  }
  return 0;
}

int run_rules(const Common& c) {
  if (c.as_json) {
    ojson list = ojson::array();
    for (const auto& o : grognard::model::kRuleOptions) {
      ojson j;
      j["name"] = o.name;
      j["values"] = o.values;
      j["default"] = o.default_value;
      j["clause"] = o.clause;
      j["summary"] = lang_of(c) == Lang::ru ? o.summary_ru : o.summary_en;
      list.push_back(j);
    }
    std::cout << list.dump(2) << "\n";
  } else {
    std::cout << grognard::text::render_rule_options(lang_of(c));
  }
  return 0;
}

// The demonstration of `make run`: the seed's Example A voltigeur screen (EX-11.3A).
int run_demo(const Common& c) {
  const Lang lang = lang_of(c);
  std::cout << (lang == Lang::ru
                    ? "Пример A (11.3): три французских линейных батальона по 36 фигур выдвигают "
                      "свои роты вольтижеров.\nБригадный экран застрельщиков: 18 фигур.\n\n"
                    : "Example A (11.3): three French line battalions of 36 figures send forward "
                      "their voltigeur companies.\nThe brigade skirmish screen: 18 figures.\n\n");
  const std::string situation =
      R"({"action": "skirmish_fire",
          "firer": {"figures": 18, "nation": "french", "quality": "line", "troops": "line"},
          "target": {"cover": "open"}, "weather": "fair"})";
  const int rc = run_odds(situation, c);
  if (rc != 0) return rc;
  std::cout << "\n";
  return run_roll(situation, std::nullopt, "", c);
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"grognard: a rules engine and referee for Napoleonic brigade wargames"};
  app.require_subcommand(1);
  Common common;
  auto add_common = [&](CLI::App* sub) {
    sub->add_option("--lang", common.lang_id, "language of the output: ru or en (default: locale)")
        ->check(CLI::IsMember({"ru", "en"}));
    sub->add_flag("--json", common.as_json, "machine-readable JSON output");
  };

  std::string situation;
  auto* odds = app.add_subcommand("odds", "print the exact distribution of an action");
  odds->add_option("SITUATION", situation, "JSON text, @file.json, or - for standard input")
      ->required();
  add_common(odds);

  auto* roll = app.add_subcommand("roll", "resolve an action once, showing every die and rule");
  roll->add_option("SITUATION", situation, "JSON text, @file.json, or - for standard input")
      ->required();
  std::uint64_t seed = 0;
  std::string dice_list;
  auto* seed_opt = roll->add_option("--seed", seed, "seed of the computer's dice")
                       ->check(grognard::cli::kUnsignedNumber);
  auto* dice_opt =
      roll->add_option("--dice", dice_list, "the dice you rolled, in order: 6,3,5,...");
  seed_opt->excludes(dice_opt);
  add_common(roll);

  auto* rules = app.add_subcommand("rules", "list every rule option, its default and its clause");
  add_common(rules);

  auto* demo = app.add_subcommand("demo", "odds and one roll of the seed's Example A screen");
  add_common(demo);
  const auto table_commands = grognard::cli::add_table_commands(app);  // check, draw, situation
  const auto battle = grognard::cli::add_battle_command(app);
  const auto serve = grognard::cli::add_serve_command(app);

  // A first word that names no command is said to be unknown, with the commands there are
  // (CLI11 alone would say "A subcommand is required").
  if (const auto refused = grognard::cli::unknown_command(app, argc, argv)) return *refused;
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    return grognard::cli::argument_error(e, argc, argv);
  }
  if (dice_opt->count() > 0 && dice_list.empty()) dice_list = ",";  // --dice "": refused below

  const auto run = [&] {
    if (odds->parsed()) return run_odds(situation, common);
    if (roll->parsed()) {
      return run_roll(situation, seed_opt->count() > 0 ? std::optional(seed) : std::nullopt,
                      dice_list, common);
    }
    if (rules->parsed()) return run_rules(common);
    if (demo->parsed()) return run_demo(common);
    if (table_commands->parsed()) return table_commands->run();
    if (battle->parsed()) return battle->run();
    if (serve->parsed()) return serve->run();
    return kBadInput;
  };
  return grognard::cli::output_checked(run());
}
