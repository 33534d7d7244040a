// Reading a scenario document into a Value tree: TOML for files players write by hand, JSON for
// files programs write. Both report errors with the file, line and column.
//
// toml++ 3.3 (Debian's version) reaches undefined behaviour on some non-ASCII characters outside
// a string: is_non_ascii_horizontal_whitespace() ends in an "unreachable" branch for code points
// such as U+00A7 or Cyrillic letters (upstream issues 190 and 295). So before toml++ sees a
// document, toml_guard() walks it the way TOML's lexer does and refuses any non-ASCII character
// outside a string or comment, and after a backslash in a multi-line basic string (issue 190).
// Russian names are welcome inside quotes: name = "Гренадеры".
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "model/limits.h"
#include "scenario/error.h"
#include "scenario/value.h"

namespace grognard::scenario {

enum class Format { toml, json };

// JSON for a path ending in ".json", TOML otherwise.
Format format_of(std::string_view path);

// Documents larger than this are refused before parsing (a scenario is a few kilobytes): the
// one input size limit (docs/limits.md).
inline constexpr std::size_t kMaxDocumentBytes = model::kMaxInputBytes;
// Tables and arrays nested deeper than this are refused.
inline constexpr int kMaxDepth = 32;

// The error of a document larger than kMaxDocumentBytes.
LoadError too_large(const std::string& file);

struct GuardProblem {
  Position at;
  std::string en;
  std::string ru;
};

// The first place where toml++ 3.3 could not safely read the text, or nothing.
std::optional<GuardProblem> toml_guard(std::string_view text);

// Parses `text` (named `file` in errors). Throws LoadFailure for a syntax error, an unsafe
// character, a document too large or too deeply nested.
Value parse_toml(std::string_view text, const std::string& file);
Value parse_json(std::string_view text, const std::string& file);
Value parse_document(std::string_view text, const std::string& file, Format format);

}  // namespace grognard::scenario
