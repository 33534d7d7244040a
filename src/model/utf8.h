// Text quoted back to a user in an error: always valid UTF-8 (a JSON error object cannot be
// written otherwise), cut on a character boundary, on one line.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace grognard::model {

namespace utf8_detail {

// The length of the well-formed UTF-8 sequence at s[i], or 0 when there is none.
inline std::size_t sequence_at(std::string_view s, std::size_t i) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = b(i);
  if (c < 0x80U) return 1;
  std::size_t n = 0;
  unsigned char lo = 0x80U;
  unsigned char hi = 0xBFU;
  if (c >= 0xC2U && c <= 0xDFU) {
    n = 2;
  } else if (c >= 0xE0U && c <= 0xEFU) {
    n = 3;
    if (c == 0xE0U) lo = 0xA0U;  // no overlong forms
    if (c == 0xEDU) hi = 0x9FU;  // no surrogates
  } else if (c >= 0xF0U && c <= 0xF4U) {
    n = 4;
    if (c == 0xF0U) lo = 0x90U;
    if (c == 0xF4U) hi = 0x8FU;  // nothing above U+10FFFF
  } else {
    return 0;
  }
  if (i + n > s.size()) return 0;
  if (b(i + 1) < lo || b(i + 1) > hi) return 0;
  for (std::size_t k = 2; k < n; ++k) {
    if ((b(i + k) & 0xC0U) != 0x80U) return 0;
  }
  return n;
}

}  // namespace utf8_detail

// `s` with every byte that is not part of a well-formed UTF-8 character replaced by U+FFFD.
inline std::string valid_utf8(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = utf8_detail::sequence_at(s, i);
    if (n == 0) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else {
      out.append(s.substr(i, n));
      i += n;
    }
  }
  return out;
}

// valid_utf8(s), cut to at most `max_bytes` bytes on a character boundary; "..." ends a text
// that was cut (and counts in `max_bytes`; requires max_bytes >= 3).
inline std::string cut_utf8(std::string_view s, std::size_t max_bytes) {
  std::string v = valid_utf8(s);
  if (v.size() <= max_bytes) return v;
  std::size_t end = max_bytes - 3;
  while (end > 0 && (static_cast<unsigned char>(v[end]) & 0xC0U) == 0x80U) --end;
  v.resize(end);
  return v + "...";
}

// valid_utf8(s) on one line: a line break, a tab or another control character written as its
// escape (\n, \t, \u001b), so a key with a newline still makes a one-line error.
inline std::string one_line(std::string_view s) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (const char ch : valid_utf8(s)) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20U || c == 0x7FU) {
      out += "\\u00";
      out += kHex[c >> 4U];
      out += kHex[c & 0xFU];
    } else {
      out += ch;
    }
  }
  return out;
}

}  // namespace grognard::model
