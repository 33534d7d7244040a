#include "cli/battle_command.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <random>

#include "cli/battle_prompt.h"
#include "engine/battle.h"
#include "game/peninsular.h"
#include "game/setup.h"
#include "scenario/load.h"
#include "text/battle_report.h"
#include "text/battle_text.h"
#include "text/phrases.h"

namespace grognard::cli {

namespace {

class Battle final : public BattleCommand {
 public:
  explicit Battle(CLI::App& app) {
    cmd_ = app.add_subcommand("battle",
                              "play a battle between two AI commanders (or you and one): the "
                              "built-in one, or a scenario file");
    cmd_->add_option("SCENARIO", file_, "scenario file (TOML or JSON); default: the built-in one");
    cmd_->add_option("--report", report_,
                     "also write one HTML page with the table after every turn and the log");
    seed_opt_ = cmd_->add_option("--seed", seed_, "seed of the battle's dice");
    cmd_->add_option("--lang", lang_, "language of the narration: ru or en (default: locale)")
        ->check(CLI::IsMember({"ru", "en"}));
    side_opt_ = cmd_->add_option("--side", side_, "command this side yourself: its name or 0, 1");
    dice_opt_ = cmd_->add_option("--dice", dice_, "hand: roll the battle's dice yourself")
                    ->check(CLI::IsMember({"hand"}));
    sim_ = app.add_subcommand("simulate", "play many battles and print the outcomes");
    sim_->add_option("SCENARIO", file_, "scenario file (TOML or JSON); default: the built-in one");
    sim_->add_option("-n", battles_, "number of battles")->check(CLI::Range(1, 1000000));
    sim_->add_option("--threads", threads_, "threads")->check(CLI::Range(1, 64));
    sim_->add_option("--seed", seed_, "seed of the first battle (the next ones count up)");
  }
  [[nodiscard]] bool parsed() const override { return cmd_->parsed() || sim_->parsed(); }
  int run() override {
    if (sim_->parsed()) return run_simulation();
    if (seed_opt_->count() == 0) {
      std::random_device rd;
      seed_ = (static_cast<std::uint64_t>(rd()) << 32U) ^ rd();
    }
    const text::Lang lang = lang_of();
    if (!load(lang)) return 2;
    if (side_opt_->count() > 0 || dice_opt_->count() > 0) {
      PromptReport report;
      if (!report_.empty()) {
        report = [this, lang](const std::vector<game::GameState>& turns, const game::Log& log) {
          return write_report(turns, log, lang);
        };
      }
      return play_at_prompt(*start_, seed_, side_, dice_opt_->count() > 0, lang, std::cin,
                            std::cout, std::cerr, report);
    }
    const bool ru = lang == text::Lang::ru;
    std::cout << scenario_->title.in(ru) << (ru ? ", зерно " : ", seed ") << seed_ << "\n";
    if (report_.empty()) {
      const engine::BattleReport r = engine::play_battle(*start_, seed_);
      std::cout << text::narrate_battle(r.log, r.state, lang);
      return 0;
    }
    const engine::BattleRecord r = engine::record_battle(*start_, seed_);
    std::cout << text::narrate_battle(r.report.log, r.report.state, lang);
    return write_report(r.turns, r.report.log, lang);
  }

 private:
  [[nodiscard]] text::Lang lang_of() const {
    return text::parse_lang(lang_).value_or(text::lang_from_environment());
  }

  // Writes the HTML report (`--report`): the table at the start and after every turn beside
  // the log. Exit status 2 when the file cannot be written.
  [[nodiscard]] int write_report(const std::vector<game::GameState>& turns, const game::Log& log,
                                 text::Lang lang) const {
    const bool ru = lang == text::Lang::ru;
    std::ofstream out(report_, std::ios::binary);
    out << text::battle_report_html(*scenario_, turns, log, lang);
    out.close();
    if (!out) {
      std::cerr << text::phrase_or("ui.error", lang, "error")
                << ": --report: " << (ru ? "не удалось записать " : "cannot write ") << report_
                << "\n";
      return 2;
    }
    std::cout << (ru ? "Отчёт записан: " : "Report written: ") << report_ << "\n";
    return 0;
  }

  // The scenario and the battle's starting state: the file's, or the built-in one. A file that
  // cannot be read or played is reported with its line and field.
  bool load(text::Lang lang) {
    if (file_.empty()) {
      scenario_ = game::peninsular_scenario();
    } else {
      auto loaded = scenario::load_scenario(file_);
      if (!loaded.ok()) return refuse(loaded.error(), lang);
      scenario_ = std::move(loaded.value());
    }
    auto battle = game::battle_from(*scenario_);
    if (!battle.ok()) return refuse(battle.error(), lang);
    start_ = std::move(battle.value());
    return true;
  }

  static bool refuse(const scenario::LoadError& e, text::Lang lang) {
    std::cerr << text::phrase_or("ui.error", lang, "error") << ": "
              << e.message(lang == text::Lang::ru) << "\n";
    return false;
  }

  int run_simulation() {
    const text::Lang lang = lang_of();
    if (!load(lang)) return 2;
    const engine::SimulationSummary r = engine::simulate(*start_, battles_, threads_, seed_);
    const auto lo = r.low();
    const auto hi = r.high();
    std::cout << "battles " << r.battles << ", seeds " << seed_ << ".." << seed_ + r.battles - 1
              << "\n";
    for (int s = 0; s < 2; ++s) {
      const auto i = static_cast<std::size_t>(s);
      std::printf("%-8s wins %5d  %5.1f%%  (95%% interval %.1f%% .. %.1f%%)\n",
                  start_->sides[i].name.c_str(), r.wins[i], 100.0 * r.wins[i] / r.battles,
                  100.0 * lo[i], 100.0 * hi[i]);
    }
    std::printf("draws    %5d  %5.1f%%\nmean length %.2f turns\n", r.draws,
                100.0 * r.draws / r.battles, static_cast<double>(r.turns) / r.battles);
    return 0;
  }

  std::string file_;
  std::string report_;
  std::optional<scenario::Scenario> scenario_;
  std::optional<game::GameState> start_;
  CLI::App* sim_ = nullptr;
  int battles_ = 100;
  int threads_ = 1;
  CLI::App* cmd_ = nullptr;
  CLI::Option* seed_opt_ = nullptr;
  std::uint64_t seed_ = 0;
  std::string lang_;
  CLI::Option* side_opt_ = nullptr;
  std::string side_;
  CLI::Option* dice_opt_ = nullptr;
  std::string dice_;
};

}  // namespace

std::unique_ptr<BattleCommand> add_battle_command(CLI::App& app) {
  return std::make_unique<Battle>(app);
}

}  // namespace grognard::cli
