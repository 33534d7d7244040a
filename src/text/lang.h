// The language of human-readable output.
#pragma once

#include <optional>
#include <string_view>

namespace grognard::text {

enum class Lang { en, ru };

std::optional<Lang> parse_lang(std::string_view id);

// From the locale: LC_ALL, then LC_MESSAGES, then LANG; Russian when the first one set begins
// with "ru", English otherwise.
Lang lang_from_environment();

}  // namespace grognard::text
