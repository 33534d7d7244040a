#include "cli/prompt_words.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <utility>

namespace grognard::cli {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::vector<std::string> words_of(std::string_view line) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < line.size()) {
    if (std::isspace(static_cast<unsigned char>(line[i])) != 0) {
      ++i;
      continue;
    }
    std::string word;
    if (line[i] == '"') {
      for (++i; i < line.size() && line[i] != '"'; ++i) word += line[i];
      ++i;  // past the closing quote
    } else {
      for (; i < line.size() && std::isspace(static_cast<unsigned char>(line[i])) == 0; ++i) {
        word += line[i];
      }
    }
    words.push_back(std::move(word));
  }
  return words;
}

std::optional<int> whole(std::string_view s) {
  if (s.empty() || s.size() > 9) return std::nullopt;
  int v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  return v;
}

std::optional<double> number(const std::string& s) {
  if (s.empty()) return std::nullopt;
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

bool yes(std::string_view answer) {
  const std::string a = lower(answer);
  return a == "y" || a == "yes" || a == "д" || a == "да" || a == "Д" || a == "Да" || a == "ДА";
}

}  // namespace grognard::cli
