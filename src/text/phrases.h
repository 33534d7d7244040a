// Every phrase of human-readable output, in English and Russian. Russian uses the seeds' own
// terms (CLAUSES.md §12). Keys: "event.<event key>" narrates an event, "term.<term>" names a
// term an event refers to, "key.<json key>" labels a field of a report, "flag.<flag>" a flag.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "text/lang.h"

namespace grognard::text {

struct Phrase {
  std::string_view key;
  std::string_view en;
  std::string_view ru;
};

// The phrase for `key` in `lang`, or nothing when no table has it.
std::optional<std::string_view> phrase(std::string_view key, Lang lang);

// The phrase, or `fallback` when there is none.
std::string_view phrase_or(std::string_view key, Lang lang, std::string_view fallback);

// The tables, one per chapter (phrases_*.cpp), all listed in phrases.cpp.
std::span<const Phrase> common_phrases();
std::span<const Phrase> skirmish_phrases();
std::span<const Phrase> battle_phrases();
std::span<const Phrase> game_phrases();
std::span<const Phrase> fire_phrases();
std::span<const Phrase> discipline_phrases();
std::span<const Phrase> table_phrases();
std::span<const Phrase> prompt_phrases();
std::span<const Phrase> report_phrases();
std::span<const Phrase> ai_phrases();

}  // namespace grognard::text
