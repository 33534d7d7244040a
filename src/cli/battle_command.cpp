#include "cli/battle_command.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <random>

#include <unistd.h>

#include <fmt/format.h>

#include "cli/battle_prompt.h"
#include "cli/command_line.h"
#include "engine/battle.h"
#include "engine/output_file.h"
#include "game/peninsular.h"
#include "game/record.h"
#include "game/save.h"
#include "game/setup.h"
#include "model/input_file.h"
#include "model/limits.h"
#include "model/utf8.h"
#include "scenario/load.h"
#include "text/battle_report.h"
#include "text/battle_text.h"
#include "text/phrases.h"

namespace grognard::cli {

namespace {

constexpr const char* kAiHelp =
    "the AI's level for a side, SIDE=LEVEL, repeatable: SIDE an army's name as in the scenario "
    "(or 0, 1), LEVEL random, line or search (the default)";

class Battle final : public BattleCommand {
 public:
  explicit Battle(CLI::App& app) {
    cmd_ = app.add_subcommand("battle",
                              "play a battle between two AI commanders (or you and one): the "
                              "built-in one, or a scenario file");
    cmd_->add_option("SCENARIO", file_, "scenario file (TOML or JSON); default: the built-in one");
    cmd_->add_option("--report", report_,
                     "also write one HTML page with the table after every turn and the log");
    seed_opt_ =
        cmd_->add_option("--seed", seed_, "seed of the battle's dice")->check(kUnsignedNumber);
    cmd_->add_option("--lang", lang_, "language of the narration: ru or en (default: locale)")
        ->check(CLI::IsMember({"ru", "en"}));
    side_opt_ = cmd_->add_option("--side", side_, "command this side yourself: its name or 0, 1");
    dice_opt_ = cmd_->add_option("--dice", dice_, "hand: roll the battle's dice yourself")
                    ->check(CLI::IsMember({"hand"}));
    cmd_->add_option("--record", record_,
                     "write the battle's record (your orders and dice) to this file, to replay it");
    auto* replay = cmd_->add_option("--replay", replay_, "play a recorded battle again");
    replay->excludes(side_opt_)->excludes(dice_opt_)->excludes(seed_opt_);
    auto* resume = cmd_->add_option("--resume", resume_,
                                    "go on with a recorded battle you left: its side and dice");
    resume->excludes(side_opt_)->excludes(dice_opt_)->excludes(seed_opt_)->excludes(replay);
    // One SIDE=LEVEL per --ai, so that a scenario file after it stays the scenario.
    auto* ai = cmd_->add_option("--ai", ai_, kAiHelp)->allow_extra_args(false);
    ai->excludes(replay)->excludes(resume);
    cmd_->add_flag("--explain", explain_,
                   "the searching AI says, at each of its decisions, the best answers it weighed "
                   "with their scores and exact odds");
    sim_ = app.add_subcommand("simulate", "play many battles and print the outcomes");
    sim_->add_option("SCENARIO", file_, "scenario file (TOML or JSON); default: the built-in one");
    sim_->add_option("-n", battles_, "number of battles")->check(CLI::Range(1, 1000000));
    sim_->add_option("--threads", threads_, "threads")->check(CLI::Range(1, 64));
    sim_->add_option("--seed", seed_, "seed of the first battle (the next ones count up)")
        ->check(kUnsignedNumber);
    sim_->add_option("--lang", lang_, "language of the output: ru or en (default: locale)")
        ->check(CLI::IsMember({"ru", "en"}));
    sim_->add_option("--ai", ai_, kAiHelp)->allow_extra_args(false);
  }
  [[nodiscard]] bool parsed() const override { return cmd_->parsed() || sim_->parsed(); }
  int run() override {
    if (sim_->parsed()) return run_simulation();
    if (seed_opt_->count() == 0) {
      std::random_device rd;
      seed_ = (static_cast<std::uint64_t>(rd()) << 32U) ^ rd();
    }
    const text::Lang lang = lang_of();
    if (!replay_.empty()) return run_replay(lang);
    std::optional<game::Record> resumed;
    if (!resume_.empty()) {
      resumed = read_record(resume_, "--resume", lang);
      if (!resumed) return 2;
      if (file_.empty()) file_ = resumed->scenario;
      // A resumed battle goes on saving into its own file unless --record names another.
      if (record_.empty()) record_ = resume_;
    }
    if (!load(lang)) return 2;
    if (!read_ai(lang)) return 2;
    // Every output is checked before the battle starts, so no order typed is lost to a path
    // that cannot be written.
    if (!writable(record_, "--record", lang) || !writable(report_, "--report", lang)) return 2;
    game::Record record;
    record.scenario = file_;
    if (side_opt_->count() > 0 || dice_opt_->count() > 0 || resumed) {
      // The report is written with the record after the battle: one failing drops not the other.
      std::optional<std::pair<std::vector<game::GameState>, game::Log>> played;
      const PromptReport keep = [&played](const std::vector<game::GameState>& turns,
                                          const game::Log& log) {
        played.emplace(turns, log);
        return 0;
      };
      bool journal_failed = false;
      const SaveRecord save = [this, lang, &journal_failed](const game::Record& r) {
        const engine::WriteFailure f = save_record(r);
        if (!f.ok() && !journal_failed) {
          journal_failed = true;  // said once; every later answer tries again
          std::cerr << say_failure("--record", record_, f, lang, true) << "\n";
        }
      };
      const int status =
          play_at_prompt(*start_, seed_, side_, dice_opt_->count() > 0, lang, std::cin, std::cout,
                         std::cerr, keep, record_.empty() ? nullptr : &record,
                         resumed ? &*resumed : nullptr, record_.empty() ? SaveRecord{} : save,
                         scenario_->title.in(lang == text::Lang::ru), ai_sides_);
      if (status != 0 || !played) return status;
      return write_outputs(record, played->first, played->second, lang);
    }
    const bool ru = lang == text::Lang::ru;
    std::cout << scenario_->title.in(ru) << (ru ? ", зерно " : ", seed ") << seed_ << "\n";
    record.seed = seed_;
    record.start_hash = game::hash(*start_);
    record.ai = ai_sides_.level;
    const engine::BattleRecord r =
        engine::record_battle(*start_, seed_, {nullptr, nullptr}, {}, ai_sides_);
    std::cout << text::narrate_battle(r.report.log, r.report.state, lang, &*scenario_);
    record.turn = r.report.state.turn;
    record.end_hash = game::hash(r.report.state);
    return write_outputs(record, r.turns, r.report.log, lang);
  }

 private:
  [[nodiscard]] text::Lang lang_of() const {
    return text::parse_lang(lang_).value_or(text::lang_from_environment());
  }

  // Plays a recorded battle again (`--replay`): the record's scenario (or the one given), its
  // seed, its decisions and dice; the narration as the battle first told it, then whether the
  // replay ended where the record did. Exit status 2 for a bad record or one that does not fit.
  int run_replay(text::Lang lang) {
    const bool ru = lang == text::Lang::ru;
    const std::optional<game::Record> read = read_record(replay_, "--replay", lang);
    if (!read) return 2;
    const game::Record& rec = *read;
    if (file_.empty()) file_ = rec.scenario;
    if (!load(lang)) return 2;
    std::cout << scenario_->title.in(ru) << (ru ? ", зерно " : ", seed ") << rec.seed << "\n";
    const engine::Replay r = engine::replay_battle(*start_, rec);
    std::cout << text::narrate_battle(r.record.report.log, r.record.report.state, lang,
                                      &*scenario_);
    if (!report_.empty()) {
      const int status = write_report(r.record.turns, r.record.report.log, lang);
      if (status != 0) return status;
    }
    if (!r.matches) return fail("--replay", replay_failure(r, lang), lang);
    std::cout << text::phrase_or("replay.matches", lang, "replay.matches") << "\n";
    return 0;
  }

  // A battle's record from a file, or nothing with the reason (naming the flag, the file and
  // the field) on stderr.
  static std::optional<game::Record> read_record(const std::string& path, std::string_view flag,
                                                 text::Lang lang) {
    const bool ru = lang == text::Lang::ru;
    std::string why;
    const model::InputFile in = model::read_input_file(path);
    switch (in.problem) {
      case model::InputProblem::none: {
        game::Record rec = game::record_of_text(in.text, why);
        if (why.empty()) return rec;
        why = path + ": " + why;
        break;
      }
      case model::InputProblem::unreadable:
        why = (ru ? "не удалось прочитать " : "cannot read ") + path;
        break;
      case model::InputProblem::directory:
        why = path + (ru ? ": это папка, а не файл" : ": a folder, not a file");
        break;
      case model::InputProblem::too_large:
        why = path + (ru ? ": файл больше 1 МиБ" : ": the file is larger than 1 MiB");
        break;
    }
    fail(flag, model::one_line(why), lang);
    return std::nullopt;
  }

  // Says on stderr why `flag` failed; the exit status for it, 2.
  static int fail(std::string_view flag, std::string_view why, text::Lang lang) {
    std::cerr << text::phrase_or("ui.error", lang, "error") << ": " << flag << ": " << why << "\n";
    return 2;
  }

  // `path` (of `flag`) can be written, or says why not on stderr; an empty path is no output.
  static bool writable(const std::string& path, std::string_view flag, text::Lang lang) {
    if (path.empty()) return true;
    const engine::WriteFailure f = engine::check_writable(path);
    if (f.ok()) return true;
    std::cerr << say_failure(flag, path, f, lang, false) << "\n";
    return false;
  }

  // "error: --record: cannot write game.json: no space left on the device" (a warning when the
  // battle goes on).
  static std::string say_failure(std::string_view flag, const std::string& path,
                                 const engine::WriteFailure& f, text::Lang lang, bool warning) {
    const bool ru = lang == text::Lang::ru;
    return model::one_line(
        (warning ? (ru ? "предупреждение: " : "warning: ")
                 : std::string(text::phrase_or("ui.error", lang, "error")) + ": ") +
        std::string(flag) + ": " + (ru ? "не удалось записать " : "cannot write ") + path + ": " +
        f.reason(ru) +
        (warning ? (ru ? "; сражение продолжается, запись повторится после следующего ответа"
                       : "; the battle goes on, and the save is tried again after the next answer")
                 : ""));
  }

  [[nodiscard]] engine::WriteFailure save_record(const game::Record& record) const {
    return engine::write_file_atomically(record_, game::record_json(record).dump(1) + "\n");
  }

  // The report and the record at the end of a battle: each written whatever befell the other.
  // Exit status 2 when either could not be.
  int write_outputs(const game::Record& record, const std::vector<game::GameState>& turns,
                    const game::Log& log, text::Lang lang) const {
    const int report = report_.empty() ? 0 : write_report(turns, log, lang);
    const int saved = record_.empty() ? 0 : write_record(record, lang);
    return report != 0 ? report : saved;
  }

  // Writes the battle's record (`--record`). Exit status 2 when the file cannot be written.
  [[nodiscard]] int write_record(const game::Record& record, text::Lang lang) const {
    return write_file(
        record_, "--record", game::record_json(record).dump(1) + "\n",
        lang == text::Lang::ru ? "Запись сражения: " : "Battle record written: ", lang);
  }

  // Writes the HTML report (`--report`): the table at the start and after every turn beside
  // the log. Exit status 2 when the file cannot be written.
  [[nodiscard]] int write_report(const std::vector<game::GameState>& turns, const game::Log& log,
                                 text::Lang lang) const {
    const std::string html = text::battle_report_html(*scenario_, turns, log, lang);
    if (html.size() > model::kMaxReportBytes) {
      const bool ru = lang == text::Lang::ru;
      return fail("--report",
                  ru ? fmt::format("отчёт занял бы {} байт, больше предела в {} МиБ", html.size(),
                                   model::kMaxReportBytes >> 20U)
                     : fmt::format("the report would be {} bytes, more than the limit of {} MiB",
                                   html.size(), model::kMaxReportBytes >> 20U),
                  lang);
    }
    return write_file(report_, "--report", html,
                      lang == text::Lang::ru ? "Отчёт записан: " : "Report written: ", lang);
  }

  // Writes `content` to `path` atomically and says so; exit status 2, naming the flag, when it
  // cannot (the file that was there is left as it was).
  static int write_file(const std::string& path, std::string_view flag, const std::string& content,
                        std::string_view written, text::Lang lang) {
    const engine::WriteFailure f = engine::write_file_atomically(path, content);
    if (!f.ok()) {
      std::cerr << say_failure(flag, path, f, lang, false) << "\n";
      return 2;
    }
    std::cout << written << path << "\n";
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

  // The AI's levels from the --ai options (SIDE=LEVEL), each side the default level unless
  // named; false, with the reason on stderr naming --ai, for a side or level there is not.
  bool read_ai(text::Lang lang) {
    const bool ru = lang == text::Lang::ru;
    ai_sides_.level = {model::kDefaultAiLevel, model::kDefaultAiLevel};
    ai_sides_.explain = explain_;
    // Every refusal names --ai and quotes what was given, cut on a character boundary.
    const auto refuse_ai = [&](std::string_view ru_text, std::string_view en_text,
                               std::string_view given, auto&&... more) {
      fail("--ai",
           model::one_line(fmt::format(fmt::runtime(ru ? ru_text : en_text),
                                       model::cut_utf8(given, 60), more...)),
           lang);
      return false;
    };
    for (const std::string& given : ai_) {
      const std::size_t eq = given.find('=');
      if (eq == std::string::npos) {
        return refuse_ai("«{}»: ожидается СТОРОНА=УРОВЕНЬ, например French=search",
                         "\"{}\": expected SIDE=LEVEL, such as French=search", given);
      }
      const std::string side = given.substr(0, eq);
      const std::string level = given.substr(eq + 1);
      const std::optional<int> s = side_named(*start_, side);
      if (!s) {
        return refuse_ai("нет стороны «{}»: есть {}, {}", "no side \"{}\": there are {}, {}", side,
                         start_->sides[0].name, start_->sides[1].name);
      }
      const auto l = model::parse_name(model::kAiLevelNames, level);
      if (!l) {
        return refuse_ai("нет уровня «{}»: есть random, line, search",
                         "no level \"{}\": there are random, line, search", level);
      }
      ai_sides_.level[static_cast<std::size_t>(*s)] = *l;
    }
    return true;
  }

  static bool refuse(const scenario::LoadError& e, text::Lang lang) {
    std::cerr << text::phrase_or("ui.error", lang, "error") << ": "
              << e.message(lang == text::Lang::ru) << "\n";
    return false;
  }

  int run_simulation() {
    const text::Lang lang = lang_of();
    const bool ru = lang == text::Lang::ru;
    if (!load(lang)) return 2;
    if (!read_ai(lang)) return 2;
    // A bar on standard error while the battles are played, only when a person watches it: a
    // pipe or a file gets the summary alone.
    const bool terminal = isatty(fileno(stderr)) != 0;
    const auto progress = [this, ru](int done) {
      constexpr int kWidth = 30;
      const int filled = static_cast<int>(static_cast<long long>(done) * kWidth / battles_);
      std::fprintf(stderr, "\r%s [%s%s] %d/%d", ru ? "сражения" : "battles",
                   std::string(static_cast<std::size_t>(filled), '#').c_str(),
                   std::string(static_cast<std::size_t>(kWidth - filled), '.').c_str(), done,
                   battles_);
      std::fflush(stderr);
    };
    const engine::SimulationSummary r =
        engine::simulate(*start_, battles_, threads_, seed_,
                         terminal ? std::function<void(int)>(progress) : nullptr, ai_sides_);
    if (terminal) std::fprintf(stderr, "\r\033[K");
    const auto lo = r.low();
    const auto hi = r.high();
    std::cout << fmt::format(
        fmt::runtime(ru ? "сражений {}, зёрна {}..{}\n" : "battles {}, seeds {}..{}\n"), r.battles,
        seed_, seed_ + r.battles - 1);
    for (int s = 0; s < 2; ++s) {
      const auto i = static_cast<std::size_t>(s);
      const std::string& name = ru && !start_->sides[i].name_ru.empty() ? start_->sides[i].name_ru
                                                                        : start_->sides[i].name;
      std::cout << fmt::format(
          fmt::runtime(ru ? "{:<10} побед {:5}  {:5.1f}%  (95% интервал {:.1f}% .. {:.1f}%)\n"
                          : "{:<8} wins {:5}  {:5.1f}%  (95% interval {:.1f}% .. {:.1f}%)\n"),
          name, r.wins[i], 100.0 * r.wins[i] / r.battles, 100.0 * lo[i], 100.0 * hi[i]);
    }
    std::cout << fmt::format(
        fmt::runtime(ru ? "ничьих     {:5}  {:5.1f}%\nсредняя длина {:.2f} хода\n"
                        : "draws    {:5}  {:5.1f}%\nmean length {:.2f} turns\n"),
        r.draws, 100.0 * r.draws / r.battles, static_cast<double>(r.turns) / r.battles);
    return 0;
  }

  std::string file_;
  std::string report_;
  std::string record_;
  std::string replay_;
  std::string resume_;
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
  std::vector<std::string> ai_;
  bool explain_ = false;
  engine::AiSides ai_sides_;
};

}  // namespace

std::unique_ptr<BattleCommand> add_battle_command(CLI::App& app) {
  return std::make_unique<Battle>(app);
}

}  // namespace grognard::cli
