// Where a situation comes from on the command line: the argument itself, @FILE, or - for
// standard input. Every source is read up to the engine's one size limit (kMaxSituationBytes,
// 1 MiB, the same as the server's body limit).
#pragma once

#include <string>

#include "engine/api.h"

namespace grognard::cli {

// The situation's JSON text read from `arg` and parsed; errors name "situation" and the reason
// (no such file, a directory, larger than 1 MiB).
engine::Expected<engine::json> read_situation_arg(const std::string& arg);

}  // namespace grognard::cli
