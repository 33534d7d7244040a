#include "scenario/reader.h"

#include <cmath>

#include "model/utf8.h"

namespace grognard::scenario {

std::string shown(const Value& v) {
  switch (v.kind) {
    case Value::Kind::string: {
      // Cut on a character boundary: a Russian letter is two bytes.
      return "\"" + model::cut_utf8(v.text, 38) + "\"";
    }
    case Value::Kind::integer:
      return std::to_string(v.integer);
    case Value::Kind::floating:
      return fmt::format("{}", v.number);
    case Value::Kind::boolean:
      return v.flag ? "true" : "false";
    default:
      return std::string(kind_name(v.kind, false));
  }
}

Reader::Reader(const Value& v, std::string path, const std::string& file)
    : v_(&v), path_(std::move(path)), file_(&file) {
  if (v.kind != Value::Kind::table) {
    throw LoadFailure{LoadError{file, v.at.line, v.at.column, path_,
                                "expected a table, got " + shown(v),
                                "ожидается таблица, получено " + shown(v)}};
  }
}

bool Reader::has(std::string_view key) const {
  return v_->find(key) != nullptr;
}

std::string Reader::path_of(std::string_view key) const {
  if (key.empty()) return path_;
  return path_.empty() ? std::string(key) : path_ + "." + std::string(key);
}

Position Reader::position_of(std::string_view key) const {
  return key.empty() ? v_->at : v_->key_position(key);
}

void Reader::fail(std::string_view key, const std::string& en, const std::string& ru) const {
  const Position p = position_of(key);
  throw LoadFailure{LoadError{*file_, p.line, p.column, path_of(key), en, ru}};
}

void Reader::fail_at(const Value& at, const std::string& field, const std::string& en,
                     const std::string& ru) const {
  throw LoadFailure{LoadError{*file_, at.at.line, at.at.column, field, en, ru}};
}

const Value& Reader::required(std::string_view key) {
  const Value* v = v_->find(key);
  if (v == nullptr) {
    throw LoadFailure{LoadError{*file_, v_->at.line, v_->at.column, path_of(key), "is required",
                                "обязательное поле"}};
  }
  read_.emplace(key);
  return *v;
}

const Value* Reader::raw(std::string_view key) {
  const Value* v = v_->find(key);
  if (v != nullptr) read_.emplace(key);
  return v;
}

std::string Reader::text(std::string_view key) {
  const Value& v = required(key);
  if (v.kind == Value::Kind::string && !v.text.empty() && v.text.size() <= 400) return v.text;
  fail(key, "expected a non-empty string, got " + shown(v),
       "ожидается непустая строка, получено " + shown(v));
}

std::string Reader::text_or(std::string_view key, std::string fallback) {
  return has(key) ? text(key) : std::move(fallback);
}

int Reader::integer(std::string_view key, int min, int max) {
  const Value& v = required(key);
  if (v.kind == Value::Kind::integer && v.integer >= min && v.integer <= max) {
    return static_cast<int>(v.integer);
  }
  fail(key, fmt::format("expected an integer from {} to {}, got {}", min, max, shown(v)),
       fmt::format("ожидается целое число от {} до {}, получено {}", min, max, shown(v)));
}

int Reader::integer_or(std::string_view key, int fallback, int min, int max) {
  return has(key) ? integer(key, min, max) : fallback;
}

double Reader::number(std::string_view key, double min, double max) {
  const Value& v = required(key);
  double x = std::nan("");
  if (v.kind == Value::Kind::integer) x = static_cast<double>(v.integer);
  if (v.kind == Value::Kind::floating) x = v.number;
  if (std::isfinite(x) && x >= min && x <= max) return x;
  fail(key, fmt::format("expected a number from {} to {}, got {}", min, max, shown(v)),
       fmt::format("ожидается число от {} до {}, получено {}", min, max, shown(v)));
}

double Reader::number_or(std::string_view key, double fallback, double min, double max) {
  return has(key) ? number(key, min, max) : fallback;
}

bool Reader::boolean_or(std::string_view key, bool fallback) {
  if (!has(key)) return fallback;
  const Value& v = required(key);
  if (v.kind == Value::Kind::boolean) return v.flag;
  fail(key, "expected true or false, got " + shown(v),
       "ожидается true или false, получено " + shown(v));
}

Reader Reader::table(std::string_view key) {
  return Reader(required(key), path_of(key), *file_);
}

std::vector<Reader> Reader::tables(std::string_view key) {
  const Value& v = required(key);
  if (v.kind != Value::Kind::array) {
    fail(key, "expected an array of tables ([[" + std::string(key) + "]]), got " + shown(v),
         "ожидается массив таблиц ([[" + std::string(key) + "]]), получено " + shown(v));
  }
  std::vector<Reader> out;
  for (std::size_t i = 0; i < v.items.size(); ++i) {
    out.emplace_back(v.items[i], fmt::format("{}[{}]", path_of(key), i + 1), *file_);
  }
  return out;
}

const Value& Reader::array(std::string_view key, std::size_t min, std::size_t max) {
  const Value& v = required(key);
  if (v.kind == Value::Kind::array && v.items.size() >= min && v.items.size() <= max) return v;
  fail(key, fmt::format("expected an array of {} to {} items, got {}", min, max, shown(v)),
       fmt::format("ожидается массив из {}–{} элементов, получено {}", min, max, shown(v)));
}

void Reader::finish() const {
  for (std::size_t i = 0; i < v_->keys.size(); ++i) {
    if (read_.find(v_->keys[i]) == read_.end()) {
      const Position p = v_->key_at[i];
      throw LoadFailure{LoadError{*file_, p.line, p.column, path_of(v_->keys[i]), "unknown field",
                                  "неизвестное поле"}};
    }
  }
}

}  // namespace grognard::scenario
