#include "scenario/value.h"

#include <fmt/format.h>

#include "model/utf8.h"
#include "scenario/error.h"

namespace grognard::scenario {

const Value* Value::find(std::string_view key) const {
  for (std::size_t i = 0; i < keys.size(); ++i) {
    if (keys[i] == key) return &values[i];
  }
  return nullptr;
}

Position Value::key_position(std::string_view key) const {
  for (std::size_t i = 0; i < keys.size(); ++i) {
    if (keys[i] == key) return key_at[i];
  }
  return at;
}

std::string_view kind_name(Value::Kind k, bool russian) {
  switch (k) {
    case Value::Kind::table:
      return russian ? "таблица" : "a table";
    case Value::Kind::array:
      return russian ? "массив" : "an array";
    case Value::Kind::string:
      return russian ? "строка" : "a string";
    case Value::Kind::integer:
      return russian ? "целое число" : "an integer";
    case Value::Kind::floating:
      return russian ? "дробное число" : "a number";
    case Value::Kind::boolean:
      return "true/false";  // the file's own words, in either language
    case Value::Kind::datetime:
      return russian ? "дата/время" : "a date or time";
    case Value::Kind::null:
      return "null";
  }
  return "?";
}

std::string LoadError::where() const {
  std::string s = model::one_line(file);
  if (line > 0) s += fmt::format(":{}", line);
  if (line > 0 && column > 0) s += fmt::format(":{}", column);
  return s;
}

std::string LoadError::message(bool russian) const {
  std::string s = where();
  if (!field.empty()) s += ": " + model::one_line(field);
  s += ": ";
  s += reason(russian);
  return s;
}

std::string LoadError::reason(bool russian) const {
  return model::one_line(russian ? ru : en);
}

}  // namespace grognard::scenario
