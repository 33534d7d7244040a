// The TOML guard: a small lexer that knows only where strings and comments begin and end.
#include <vector>

#include "scenario/parse.h"

namespace grognard::scenario {

namespace {

constexpr unsigned char kAsciiEnd = 0x80;

bool non_ascii(char c) {
  return static_cast<unsigned char>(c) >= kAsciiEnd;
}

// Line and column (in characters: UTF-8 continuation bytes do not count) of byte `i`.
Position position_of(std::string_view text, std::size_t i) {
  Position p{1, 1};
  for (std::size_t k = 0; k < i && k < text.size(); ++k) {
    const auto c = static_cast<unsigned char>(text[k]);
    if (c == '\n') {
      ++p.line;
      p.column = 1;
    } else if ((c & 0xC0U) != 0x80U) {
      ++p.column;
    }
  }
  return p;
}

GuardProblem outside(std::string_view text, std::size_t i) {
  return GuardProblem{position_of(text, i),
                      "a non-ASCII character outside a string: write names and text in quotes, "
                      "e.g. name = \"Гренадеры\" (toml++ 3.3 cannot read it safely)",
                      "символ не из ASCII вне строки: пишите имена и текст в кавычках, например "
                      "name = \"Гренадеры\" (toml++ 3.3 не может безопасно его прочитать)"};
}

GuardProblem stray_quote(std::string_view text, std::size_t i) {
  return GuardProblem{position_of(text, i),
                      "a quote where no string can begin (a string follows \"=\", \"[\" or "
                      "\",\"; put a space or a line break before it): toml++ 3.3 would read the "
                      "non-ASCII text after it unsafely",
                      "кавычка там, где строка начаться не может (строка идёт после \"=\", "
                      "\"[\" или \",\"; поставьте пробел или перевод строки перед ней): toml++ 3.3 "
                      "небезопасно прочитал бы текст не из ASCII после неё"};
}

GuardProblem after_backslash(std::string_view text, std::size_t i) {
  return GuardProblem{position_of(text, i),
                      "a non-ASCII character right after a backslash in a multi-line string "
                      "(toml++ 3.3 cannot read it safely): put an ASCII character first",
                      "символ не из ASCII сразу после обратной косой черты в многострочной "
                      "строке (toml++ 3.3 не может безопасно его прочитать): начните с символа "
                      "ASCII"};
}

// Whether a string may begin after `prev`, the last character before it that is not a space or
// a tab: TOML has strings only as keys (at the start of a line, after "[", "." or, in an inline
// table, "{" and ",") and as values (after "=", and in an array after "[" and ","). A quote
// anywhere else (`figures = 30"Гренадеры"`) is no string to toml++: it reads on past it as
// the rest of a bad value, and the characters after it are outside any string.
bool string_may_begin_after(char prev) {
  switch (prev) {
    case '\n':
    case '=':
    case '[':
    case ',':
    case '{':
    case '.':
      return true;
    default:
      return false;
  }
}

bool starts(std::string_view text, std::size_t i, std::string_view what) {
  return text.substr(i, what.size()) == what;
}

std::size_t run_of(std::string_view text, std::size_t i, char c) {
  std::size_t n = 0;
  while (i + n < text.size() && text[i + n] == c) ++n;
  return n;
}

}  // namespace

std::optional<GuardProblem> toml_guard(std::string_view text) {
  enum class State { normal, comment, basic, literal, ml_basic, ml_literal };
  State s = State::normal;
  std::size_t i = 0;
  if (starts(text, 0, "\xEF\xBB\xBF")) i = 3;  // a UTF-8 byte order mark, which toml++ skips
  char prev = '\n';  // outside strings: the last character that is not a space or a tab
  std::size_t stray = std::string_view::npos;  // a quote on this line that began no string
  // Where a value may stand (after "=", in an array) rather than a key, the open arrays and
  // inline tables of values, and whether a bare value (a number, a date, true) is being read:
  // toml++ reads such a value on to the next space, "]", "}", "," or "#", asking of each
  // character whether it is whitespace, quotes included (`figures = 30"Гренадеры"`).
  bool in_value = false;
  std::vector<char> nest;
  bool bare = false;
  const auto value_terminator = [](char ch) {
    return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n' || ch == ']' || ch == '}' ||
           ch == ',' || ch == '#';
  };
  while (i < text.size()) {
    const char c = text[i];
    switch (s) {
      case State::normal:
        if (non_ascii(c))
          return stray != std::string_view::npos ? stray_quote(text, stray) : outside(text, i);
        if (bare && !value_terminator(c)) {
          if ((c == '"' || c == '\'') && stray == std::string_view::npos) stray = i;
          prev = c;
          ++i;
          break;
        }
        bare = false;
        if (c == '\n') {
          stray = std::string_view::npos;
          if (nest.empty()) in_value = false;  // the next line begins with a key
        } else if (c == '=') {
          in_value = true;
        } else if (c == '[' && in_value) {
          nest.push_back('[');
        } else if (c == '{' && in_value) {
          nest.push_back('{');
          in_value = false;  // a key comes first in an inline table
        } else if (c == ']' && !nest.empty() && nest.back() == '[') {
          nest.pop_back();
        } else if (c == '}' && !nest.empty() && nest.back() == '{') {
          nest.pop_back();
          in_value = true;  // the inline table was a value
        } else if (c == ',' && !nest.empty() && nest.back() == '{') {
          in_value = false;
        } else if (in_value && c != ' ' && c != '\t' && c != '\r' && c != ',' && c != '"' &&
                   c != '\'' && c != '#' && c != ']' && c != '}') {
          bare = true;
        }
        if ((c == '"' || c == '\'') && !string_may_begin_after(prev)) {
          prev = c;  // not a string: what follows is read as outside one
          if (stray == std::string_view::npos) stray = i;
          ++i;
          break;
        }
        if (c != ' ' && c != '\t' && c != '\r') prev = c;
        if (c == '#') {
          s = State::comment;
        } else if (c == '"') {
          if (starts(text, i, "\"\"\"")) {
            s = State::ml_basic;
            i += 3;
            continue;
          }
          s = State::basic;
        } else if (c == '\'') {
          if (starts(text, i, "'''")) {
            s = State::ml_literal;
            i += 3;
            continue;
          }
          s = State::literal;
        }
        ++i;
        break;
      case State::comment:
        if (c == '\n') {
          s = State::normal;
          prev = '\n';
        }
        ++i;
        break;
      case State::basic:
        if (c == '\\') {
          i += 2;  // an escape: the next byte cannot end the string
          continue;
        }
        if (c == '"' || c == '\n') {
          s = State::normal;
          prev = c;
        }
        ++i;
        break;
      case State::literal:
        if (c == '\'' || c == '\n') {
          s = State::normal;
          prev = c;
        }
        ++i;
        break;
      case State::ml_basic:
        if (c == '\\') {
          // toml++ asks whether the next character is whitespace, and after a line-ending
          // backslash whether each following one is: a non-ASCII one there is the bug.
          std::size_t k = i + 1;
          if (k < text.size() && non_ascii(text[k])) return after_backslash(text, k);
          if (k < text.size() &&
              (text[k] == ' ' || text[k] == '\t' || text[k] == '\r' || text[k] == '\n')) {
            while (k < text.size() &&
                   (text[k] == ' ' || text[k] == '\t' || text[k] == '\r' || text[k] == '\n')) {
              ++k;
            }
            if (k < text.size() && non_ascii(text[k])) return after_backslash(text, k);
            i = k;
            continue;
          }
          i += 2;
          continue;
        }
        if (c == '"') {
          const std::size_t q = run_of(text, i, '"');
          if (q >= 3) {
            s = State::normal;  // up to two more quotes belong to the string
            prev = '"';
          }
          i += q;
          continue;
        }
        ++i;
        break;
      case State::ml_literal:
        if (c == '\'') {
          const std::size_t q = run_of(text, i, '\'');
          if (q >= 3) {
            s = State::normal;
            prev = '\'';
          }
          i += q;
          continue;
        }
        ++i;
        break;
    }
  }
  return std::nullopt;
}

Format format_of(std::string_view path) {
  const std::string_view ext = ".json";
  if (path.size() >= ext.size() && path.substr(path.size() - ext.size()) == ext) {
    return Format::json;
  }
  return Format::toml;
}

}  // namespace grognard::scenario
