// Strict reading of a JSON object against its description (description.h): every field is
// checked for the type, range and choices the description gives, takes the description's
// default when absent, and a field the reader did not ask for is an error, so a misspelt field
// never becomes a silent default. Readers throw BadInput inside the engine; the engine's public
// functions turn it into an Error value. Reading a field the description lacks is a programming
// error (std::logic_error).
#pragma once

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/description.h"
#include "engine/error.h"
#include "model/names.h"

namespace grognard::engine {

using json = nlohmann::json;

struct BadInput {
  Error error;
};

[[noreturn]] void fail(std::string field, std::string en, std::string ru);

// A short rendering of a JSON value for messages: 18, "skirmish", true, an object. Long values
// are cut on a character boundary, so the text stays valid UTF-8.
std::string shown(const json& j);
std::string shown_ru(const json& j);  // the same in Russian: объект, массив

class Fields {
 public:
  // Requires j to be an object (spec describes it), else throws BadInput naming `path` ("" is
  // the whole input).
  Fields(const json& j, const FieldSpec& spec, std::string path);

  [[nodiscard]] bool has(std::string_view key) const;
  [[nodiscard]] std::string path_of(std::string_view key) const;

  // Each takes the range and, when the field is absent, the default of the description; a
  // field with no default is then required.
  int integer(std::string_view key);
  double number(std::string_view key);
  bool boolean(std::string_view key);
  std::string text(std::string_view key);
  template <class E, std::size_t N>
  E choice(std::string_view key, const std::array<model::Name<E>, N>& names) {
    const FieldSpec& spec = spec_of(key, FieldKind::choice);
    const json* v = present(key);
    if (v == nullptr && spec.fallback.is_string()) {
      if (auto e = model::parse_name(names, spec.fallback.get<std::string>())) return *e;
    }
    if (v == nullptr) missing(key);
    if (v->is_string()) {
      if (auto e = model::parse_name(names, v->get<std::string>())) return *e;
    }
    fail(path_of(key), "expected one of " + model::choices(names) + ", got " + shown(*v),
         "ожидается одно из " + model::choices(names) + ", получено " + shown_ru(*v));
  }

  // The same for a field whose default depends on other fields (the description gives none).
  int integer_or(std::string_view key, int fallback);
  template <class E, std::size_t N>
  E choice_or(std::string_view key, const std::array<model::Name<E>, N>& names, E fallback) {
    if (has(key)) return choice(key, names);
    check_dynamic(key, FieldKind::choice);
    return fallback;
  }
  bool boolean_or(std::string_view key, bool fallback);

  // A nested object, read strictly in its turn.
  Fields object(std::string_view key);
  // A required array, its size checked, its elements left to the caller.
  const json& array(std::string_view key);
  // Element i of the array `key` as an object, read strictly in its turn.
  Fields element(std::string_view key, std::size_t i);
  // An array of choices, each checked.
  template <class E, std::size_t N>
  std::vector<E> choices(std::string_view key, const std::array<model::Name<E>, N>& names) {
    const json& list = array(key);
    std::vector<E> out;
    for (std::size_t i = 0; i < list.size(); ++i) {
      const auto e =
          list[i].is_string() ? model::parse_name(names, list[i].get<std::string>()) : std::nullopt;
      if (!e) {
        fail(path_of(key) + "[" + std::to_string(i) + "]",
             "expected one of " + model::choices(names) + ", got " + shown(list[i]),
             "ожидается одно из " + model::choices(names) + ", получено " + shown_ru(list[i]));
      }
      out.push_back(*e);
    }
    return out;
  }
  // The raw value of an optional field, marked as read; nullptr when absent.
  const json* raw(std::string_view key);

  [[nodiscard]] const FieldSpec& spec() const { return *spec_; }

  // Throws BadInput for the first field that no reader asked for.
  void finish() const;

 private:
  const FieldSpec& spec_of(std::string_view key, FieldKind kind) const;
  const json* present(std::string_view key);
  [[noreturn]] void missing(std::string_view key) const;
  // A dynamic default must not shadow a default in the description.
  void check_dynamic(std::string_view key, FieldKind kind) const;

  const json* j_;
  const FieldSpec* spec_;
  std::string path_;
  std::set<std::string, std::less<>> read_;
};

}  // namespace grognard::engine
