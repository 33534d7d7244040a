// Strict reading of a JSON object: every field is checked for its type and range, and a field
// the reader did not ask for is an error, so a misspelt field never becomes a silent default.
// Readers throw BadInput inside the engine; the engine's public functions turn it into an
// Error value.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/error.h"
#include "model/names.h"

namespace grognard::engine {

using json = nlohmann::json;

struct BadInput {
  Error error;
};

[[noreturn]] void fail(std::string field, std::string en, std::string ru);

// A short rendering of a JSON value for messages: 18, "skirmish", true, an object.
std::string shown(const json& j);

class Fields {
 public:
  // Requires j to be an object, else throws BadInput naming `path` ("" is the whole input).
  Fields(const json& j, std::string path);

  [[nodiscard]] bool has(std::string_view key) const;
  [[nodiscard]] std::string path_of(std::string_view key) const;

  int integer(std::string_view key, int min, int max);
  int integer_or(std::string_view key, int fallback, int min, int max);
  double number(std::string_view key, double min, double max);
  std::optional<double> optional_number(std::string_view key, double min, double max);
  bool boolean_or(std::string_view key, bool fallback);
  std::string text(std::string_view key);

  template <class E, std::size_t N>
  E choice(std::string_view key, const std::array<model::Name<E>, N>& names) {
    const json& v = required(key);
    if (v.is_string()) {
      if (auto e = model::parse_name(names, v.get<std::string>())) return *e;
    }
    fail(path_of(key), "expected one of " + model::choices(names) + ", got " + shown(v),
         "ожидается одно из " + model::choices(names) + ", получено " + shown(v));
  }
  template <class E, std::size_t N>
  E choice_or(std::string_view key, const std::array<model::Name<E>, N>& names, E fallback) {
    return has(key) ? choice(key, names) : fallback;
  }

  // A nested object, read strictly in its turn.
  Fields object(std::string_view key);
  // A required array, its elements left to the caller.
  const json& array(std::string_view key, std::size_t min_size, std::size_t max_size);
  // The raw value of an optional field, marked as read; nullptr when absent.
  const json* raw(std::string_view key);

  // Throws BadInput for the first field that no reader asked for.
  void finish() const;

 private:
  const json& required(std::string_view key);

  const json* j_;
  std::string path_;
  std::set<std::string, std::less<>> read_;
};

}  // namespace grognard::engine
