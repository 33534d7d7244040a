#include "text/lang.h"

#include <cstdlib>

namespace grognard::text {

std::optional<Lang> parse_lang(std::string_view id) {
  if (id == "en") return Lang::en;
  if (id == "ru") return Lang::ru;
  return std::nullopt;
}

Lang lang_from_environment() {
  for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* v = std::getenv(var);  // NOLINT(concurrency-mt-unsafe): read once at start-up
    if (v != nullptr && *v != '\0') {
      return std::string_view(v).substr(0, 2) == "ru" ? Lang::ru : Lang::en;
    }
  }
  return Lang::en;
}

}  // namespace grognard::text
