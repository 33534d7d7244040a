// Strict reading of a scenario table: every field is checked for its type and range, and a field
// nobody asked for is an error naming its line, so a misspelt field never becomes a silent
// default. Errors are thrown as LoadFailure and name the file, line, column and field path.
#pragma once

#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "model/names.h"
#include "scenario/error.h"
#include "scenario/value.h"

namespace grognard::scenario {

// A short rendering of a value for messages: 18, "skirmish", true, a table.
std::string shown(const Value& v);

class Reader {
 public:
  // Requires `v` to be a table, else fails naming `path`.
  Reader(const Value& v, std::string path, const std::string& file);

  [[nodiscard]] bool has(std::string_view key) const;
  [[nodiscard]] std::string path_of(std::string_view key) const;
  [[nodiscard]] const std::string& path() const { return path_; }
  [[nodiscard]] const std::string& file() const { return *file_; }
  [[nodiscard]] const Value& value() const { return *v_; }
  // Where `key` was written (the table's start for "").
  [[nodiscard]] Position position_of(std::string_view key) const;

  // Fails at `key` (or at the table when `key` is empty).
  [[noreturn]] void fail(std::string_view key, const std::string& en, const std::string& ru) const;
  // Fails at a value inside `key`, e.g. the third point of a polygon.
  [[noreturn]] void fail_at(const Value& at, const std::string& field, const std::string& en,
                            const std::string& ru) const;

  const Value& required(std::string_view key);
  const Value* raw(std::string_view key);  // marks the field read; nullptr when absent

  std::string text(std::string_view key);
  std::string text_or(std::string_view key, std::string fallback);
  int integer(std::string_view key, int min, int max);
  int integer_or(std::string_view key, int fallback, int min, int max);
  double number(std::string_view key, double min, double max);  // an integer is a number too
  double number_or(std::string_view key, double fallback, double min, double max);
  bool boolean_or(std::string_view key, bool fallback);

  template <class E, std::size_t N>
  E choice(std::string_view key, const std::array<model::Name<E>, N>& names) {
    const Value& v = required(key);
    if (v.kind == Value::Kind::string) {
      if (auto e = model::parse_name(names, v.text)) return *e;
    }
    fail(key, "expected one of " + model::choices(names) + ", got " + shown(v),
         "ожидается одно из " + model::choices(names) + ", получено " + shown(v));
  }
  template <class E, std::size_t N>
  E choice_or(std::string_view key, const std::array<model::Name<E>, N>& names, E fallback) {
    return has(key) ? choice(key, names) : fallback;
  }

  // A nested table.
  Reader table(std::string_view key);
  // An array of tables ([[key]] in TOML); paths are key[1], key[2], ... (counting from 1).
  std::vector<Reader> tables(std::string_view key);
  // A required array of `min` to `max` items, its items left to the caller.
  const Value& array(std::string_view key, std::size_t min, std::size_t max);

  // Fails at the first field nobody read.
  void finish() const;

 private:
  const Value* v_;
  std::string path_;
  const std::string* file_;
  std::set<std::string, std::less<>> read_;
};

}  // namespace grognard::scenario
