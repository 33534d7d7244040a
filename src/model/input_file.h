// A file read as outside data: at most kMaxInputBytes (model/limits.h), a directory or an
// unreadable path said as such, so no reader grows without bound or calls a folder "bad JSON".
#pragma once

#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>

#include "model/limits.h"

namespace grognard::model {

enum class InputProblem { none, unreadable, directory, too_large };

struct InputFile {
  std::string text;  // the whole file when problem is none
  InputProblem problem = InputProblem::none;
};

// Reads `path` (at most kMaxInputBytes + 1 bytes are ever read).
inline InputFile read_input_file(const std::string& path) {
  InputFile f;
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    f.problem = InputProblem::directory;
    return f;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    f.problem = InputProblem::unreadable;
    return f;
  }
  char buf[65536];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    f.text.append(buf, static_cast<std::size_t>(in.gcount()));
    if (f.text.size() > kMaxInputBytes) {
      f.problem = InputProblem::too_large;
      f.text.clear();
      return f;
    }
  }
  if (in.bad()) f.problem = InputProblem::unreadable;
  return f;
}

}  // namespace grognard::model
