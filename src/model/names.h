// Every enumeration of the model has a stable lower-case identifier used in JSON, scenario
// files and the command line. This is the one lookup for all of them.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace grognard::model {

template <class E>
struct Name {
  E value;
  std::string_view id;
};

template <class E, std::size_t N>
constexpr std::optional<E> parse_name(const std::array<Name<E>, N>& names, std::string_view id) {
  for (const auto& n : names) {
    if (n.id == id) return n.value;
  }
  return std::nullopt;
}

template <class E, std::size_t N>
constexpr std::string_view name_of(const std::array<Name<E>, N>& names, E value) {
  for (const auto& n : names) {
    if (n.value == value) return n.id;
  }
  return "?";
}

// "a|b|c": the accepted identifiers, for error messages.
template <class E, std::size_t N>
std::string choices(const std::array<Name<E>, N>& names) {
  std::string s;
  for (const auto& n : names) {
    if (!s.empty()) s += '|';
    s += n.id;
  }
  return s;
}

}  // namespace grognard::model
