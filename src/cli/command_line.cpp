#include "cli/command_line.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <regex>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "model/utf8.h"
#include "text/lang.h"
#include "text/phrases.h"

namespace grognard::cli {

namespace {

constexpr int kBadInput = 2;

text::Lang lang_in(int argc, char** argv) {
  for (int i = 1; i + 1 < argc; ++i) {
    if (std::string_view(argv[i]) == "--lang") {
      if (auto l = text::parse_lang(argv[i + 1])) return *l;
    }
  }
  for (int i = 1; i < argc; ++i) {
    const std::string_view a(argv[i]);
    if (a.starts_with("--lang=")) {
      if (auto l = text::parse_lang(a.substr(7))) return *l;
    }
  }
  return text::lang_from_environment();
}

bool json_in(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    if (std::string_view(argv[i]) == "--json") return true;
  }
  return false;
}

// The flag CLI11 names at the start of its message ("--seed: ..."), or "arguments".
std::string field_of(std::string_view what) {
  if (what.starts_with("-")) {
    const auto end = what.find_first_of(": ");
    return std::string(what.substr(0, end));
  }
  return "arguments";
}

// CLI11's messages, which are English, said in Russian for the ones a user meets: a value out
// of range, an argument not expected, one missing. Any other stays as CLI11 put it.
std::string in_russian(const std::string& what) {
  static const std::regex range(R"(^(\S+): Value (.*) not in range (\S+) to (\S+)$)");
  static const std::regex extra(R"(^The following arguments? (?:was|were) not expected: (.*)$)");
  static const std::regex needed(R"(^(\S+) is required$)");
  static const std::regex uint(R"(^(\S+): expected a whole number from 0 to (\d+), got (.*)$)");
  std::smatch m;
  if (std::regex_match(what, m, range)) {
    return m[1].str() + ": ожидается целое число от " + m[3].str() + " до " + m[4].str() +
           ", получено " + m[2].str();
  }
  if (std::regex_match(what, m, extra)) return "лишний аргумент: " + m[1].str();
  if (std::regex_match(what, m, needed)) return m[1].str() + ": обязательный аргумент";
  if (std::regex_match(what, m, uint)) {
    return m[1].str() + ": ожидается целое число от 0 до " + m[2].str() + ", получено " +
           m[3].str();
  }
  return what;
}

}  // namespace

const CLI::Validator kUnsignedNumber(
    [](std::string& s) -> std::string {
      if (s.empty() || s.size() > 20 || s.find_first_not_of("0123456789") != std::string::npos) {
        return "expected a whole number from 0 to 18446744073709551615, got \"" +
               model::cut_utf8(s, 40) + "\"";
      }
      if (s.size() == 20 && s > "18446744073709551615") {
        return "expected a whole number from 0 to 18446744073709551615, got " + s;
      }
      return {};
    },
    "UINT64");

int argument_error(const CLI::ParseError& e, int argc, char** argv) {
  const text::Lang lang = lang_in(argc, argv);
  const std::string english = model::one_line(e.what());
  const std::string what = lang == text::Lang::ru ? in_russian(english) : english;
  const std::string field = field_of(english);
  if (json_in(argc, argv)) {
    nlohmann::ordered_json j;
    j["error"]["field"] = field;
    j["error"]["message"] = what;
    std::cout << j.dump(2) << "\n";
  }
  std::cerr << text::phrase_or("ui.error", lang, "error") << ": " << what
            << (lang == text::Lang::ru ? " (справка: --help)" : " (see --help)") << "\n";
  return kBadInput;
}

std::optional<int> unknown_command(const CLI::App& app, int argc, char** argv) {
  const std::string first = argc > 1 ? argv[1] : "";
  if (argc > 1 && first.starts_with("-")) return std::nullopt;  // --help, or CLI11's to refuse
  std::string names;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
    if (sub->get_name() == first) return std::nullopt;
    names += (names.empty() ? "" : ", ") + sub->get_name();
  }
  const text::Lang lang = lang_in(argc, argv);
  const bool ru = lang == text::Lang::ru;
  const std::string shown = model::one_line(model::cut_utf8(first, 40));
  const std::string what =
      argc > 1 ? (ru ? "неизвестная команда «" + shown + "»; команды: " + names
                     : "unknown command \"" + shown + "\"; the commands are: " + names)
               : (ru ? "нужна команда: " + names : "a command is required: " + names);
  if (json_in(argc, argv)) {
    nlohmann::ordered_json j;
    j["error"]["field"] = "command";
    j["error"]["message"] = what;
    std::cout << j.dump(2) << "\n";
  }
  std::cerr << text::phrase_or("ui.error", lang, "error") << ": " << what
            << (ru ? " (справка: grognard --help)" : " (see grognard --help)") << "\n";
  return kBadInput;
}

int output_checked(int status) {
  std::cout.flush();
  if (std::cout.good() && std::fflush(stdout) == 0 && std::ferror(stdout) == 0) return status;
  const int e = errno;
  const text::Lang lang = text::lang_from_environment();
  std::cerr << text::phrase_or("ui.error", lang, "error") << ": "
            << (lang == text::Lang::ru ? "не удалось записать стандартный вывод: "
                                       : "cannot write the standard output: ")
            << (e == ENOSPC ? (lang == text::Lang::ru ? "нет места" : "no space left on the device")
                            : std::strerror(e))
            << "\n";
  return kBadInput;
}

}  // namespace grognard::cli
