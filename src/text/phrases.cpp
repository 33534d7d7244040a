#include "text/phrases.h"

#include <unordered_map>

namespace grognard::text {

namespace {

using Table = std::unordered_map<std::string_view, const Phrase*>;

Table build() {
  Table t;
  for (auto chapter : {common_phrases(), skirmish_phrases(), battle_phrases(), fire_phrases(),
                       discipline_phrases(), table_phrases(), game_phrases(), prompt_phrases(),
                       report_phrases(), ai_phrases()}) {
    for (const Phrase& p : chapter) t.emplace(p.key, &p);
  }
  return t;
}

}  // namespace

std::optional<std::string_view> phrase(std::string_view key, Lang lang) {
  static const Table table = build();
  auto it = table.find(key);
  if (it == table.end()) return std::nullopt;
  return lang == Lang::ru ? it->second->ru : it->second->en;
}

std::string_view phrase_or(std::string_view key, Lang lang, std::string_view fallback) {
  auto p = phrase(key, lang);
  return p ? *p : fallback;
}

}  // namespace grognard::text
