// What a human types at the battle prompt, read word by word, and the prompt's phrases said back
// in the reader's language (text/phrases_prompt.cpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "text/lang.h"
#include "text/phrases.h"

namespace grognard::cli {

// A phrase of the prompt with its arguments ({0}, {1}, ...).
template <class... A>
std::string say(text::Lang lang, std::string_view key, const A&... args) {
  const std::string_view tpl = text::phrase_or(key, lang, key);
  try {
    return fmt::vformat(tpl, fmt::make_format_args(args...));
  } catch (const fmt::format_error&) {
    return std::string(tpl);  // a phrase table bug must not stop a battle; tests catch it
  }
}

// The text in lower case (ASCII letters).
std::string lower(std::string_view s);

// The words of a line: split at spaces, a "quoted name" one word.
std::vector<std::string> words_of(std::string_view line);

// A whole number of at most nine digits, nothing else.
std::optional<int> whole(std::string_view s);

// A finite number, nothing else.
std::optional<double> number(const std::string& s);

// "y", "yes", "д", "да" in any case.
bool yes(std::string_view answer);

}  // namespace grognard::cli
