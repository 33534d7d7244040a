#include "cli/situation_input.h"

#include <filesystem>
#include <fstream>
#include <iostream>

#include <fmt/format.h>

namespace grognard::cli {

namespace {

using engine::Error;
using engine::kMaxSituationBytes;

// A file name as messages show it: bytes that are not UTF-8 become U+FFFD, so that --json and
// the server can always write the message.
std::string shown_path(const std::string& path) {
  const std::string quoted =
      engine::json(path).dump(-1, ' ', false, engine::json::error_handler_t::replace);
  return quoted.substr(1, quoted.size() - 2);
}

// Reads at most one byte more than the limit, so that /dev/zero or a huge pipe stops at once.
std::string read_bounded(std::istream& in) {
  std::string text(kMaxSituationBytes + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  return text;
}

Error too_large(const std::string& source) {
  return Error{
      "situation",
      fmt::format("{} is larger than {} bytes (1 MiB), the limit of a situation", source,
                  kMaxSituationBytes),
      fmt::format("{} больше {} байт (1 МиБ), предела для ситуации", source, kMaxSituationBytes)};
}

}  // namespace

engine::Expected<engine::json> read_situation_arg(const std::string& arg) {
  std::string text;
  if (arg == "-") {
    text = read_bounded(std::cin);
    if (text.size() > kMaxSituationBytes) return too_large("standard input");
  } else if (!arg.empty() && arg[0] == '@') {
    const std::string path = arg.substr(1);
    const std::string name = shown_path(path);
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
      return Error{"situation", fmt::format("{} is a directory, not a file", name),
                   fmt::format("{} — каталог, а не файл", name)};
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      return Error{"situation", "cannot read file " + name, "не удаётся прочитать файл " + name};
    }
    text = read_bounded(in);
    if (in.bad()) {
      return Error{"situation", "cannot read file " + name, "не удаётся прочитать файл " + name};
    }
    if (text.size() > kMaxSituationBytes) return too_large(name);
  } else {
    text = arg;
  }
  return engine::parse_situation(text);
}

}  // namespace grognard::cli
