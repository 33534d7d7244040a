// A parsed document, TOML or JSON, as one tree of values that remember where they were written,
// so that every error can name the file, line and field.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace grognard::scenario {

struct Position {
  int line = 0;
  int column = 0;
};

struct Value {
  enum class Kind { table, array, string, integer, floating, boolean, datetime, null };
  Kind kind = Kind::table;
  Position at;  // where the value starts
  std::string text;
  std::int64_t integer = 0;
  double number = 0;
  bool flag = false;
  // A table: its keys in document order, where each key was written, and the values.
  std::vector<std::string> keys;
  std::vector<Position> key_at;
  std::vector<Value> values;
  // An array.
  std::vector<Value> items;

  // The value of `key` in a table, or nullptr.
  [[nodiscard]] const Value* find(std::string_view key) const;
  // Where `key` was written in a table, or where the table starts.
  [[nodiscard]] Position key_position(std::string_view key) const;
};

// The name of a kind for messages: "a table", "a string", ...
std::string_view kind_name(Value::Kind k, bool russian);

}  // namespace grognard::scenario
