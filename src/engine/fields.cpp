#include "engine/fields.h"

#include <cmath>

#include <fmt/format.h>

namespace grognard::engine {

void fail(std::string field, std::string en, std::string ru) {
  throw BadInput{Error{std::move(field), std::move(en), std::move(ru)}};
}

std::string shown(const json& j) {
  if (j.is_object()) return "an object";
  if (j.is_array()) return "an array";
  std::string s = j.dump();
  if (s.size() > 40) s = s.substr(0, 37) + "...";
  return s;
}

Fields::Fields(const json& j, std::string path) : j_(&j), path_(std::move(path)) {
  if (!j.is_object()) {
    fail(path_.empty() ? "situation" : path_, "expected a JSON object, got " + shown(j),
         "ожидается объект JSON, получено " + shown(j));
  }
}

bool Fields::has(std::string_view key) const {
  return j_->contains(key);
}

std::string Fields::path_of(std::string_view key) const {
  return path_.empty() ? std::string(key) : path_ + "." + std::string(key);
}

const json& Fields::required(std::string_view key) {
  auto it = j_->find(key);
  if (it == j_->end()) fail(path_of(key), "is required", "обязательное поле");
  read_.emplace(key);
  return *it;
}

const json* Fields::raw(std::string_view key) {
  auto it = j_->find(key);
  if (it == j_->end()) return nullptr;
  read_.emplace(key);
  return &*it;
}

int Fields::integer(std::string_view key, int min, int max) {
  const json& v = required(key);
  if (v.is_number_integer()) {
    const auto n = v.get<long long>();
    if (n >= min && n <= max) return static_cast<int>(n);
  }
  fail(path_of(key), fmt::format("expected an integer from {} to {}, got {}", min, max, shown(v)),
       fmt::format("ожидается целое число от {} до {}, получено {}", min, max, shown(v)));
}

int Fields::integer_or(std::string_view key, int fallback, int min, int max) {
  return has(key) ? integer(key, min, max) : fallback;
}

double Fields::number(std::string_view key, double min, double max) {
  const json& v = required(key);
  if (v.is_number()) {
    const auto x = v.get<double>();
    if (std::isfinite(x) && x >= min && x <= max) return x;
  }
  fail(path_of(key), fmt::format("expected a number from {} to {}, got {}", min, max, shown(v)),
       fmt::format("ожидается число от {} до {}, получено {}", min, max, shown(v)));
}

std::optional<double> Fields::optional_number(std::string_view key, double min, double max) {
  if (!has(key)) return std::nullopt;
  return number(key, min, max);
}

bool Fields::boolean_or(std::string_view key, bool fallback) {
  if (!has(key)) return fallback;
  const json& v = required(key);
  if (v.is_boolean()) return v.get<bool>();
  fail(path_of(key), "expected true or false, got " + shown(v),
       "ожидается true или false, получено " + shown(v));
}

std::string Fields::text(std::string_view key) {
  const json& v = required(key);
  if (v.is_string()) return v.get<std::string>();
  fail(path_of(key), "expected a string, got " + shown(v),
       "ожидается строка, получено " + shown(v));
}

Fields Fields::object(std::string_view key) {
  return Fields(required(key), path_of(key));
}

const json& Fields::array(std::string_view key, std::size_t min_size, std::size_t max_size) {
  const json& v = required(key);
  if (v.is_array() && v.size() >= min_size && v.size() <= max_size) return v;
  fail(path_of(key),
       fmt::format("expected an array of {} to {} elements, got {}", min_size, max_size, shown(v)),
       fmt::format("ожидается массив из {}–{} элементов, получено {}", min_size, max_size,
                   shown(v)));
}

void Fields::finish() const {
  for (auto it = j_->begin(); it != j_->end(); ++it) {
    if (read_.find(it.key()) == read_.end()) {
      fail(path_of(it.key()), "unknown field", "неизвестное поле");
    }
  }
}

}  // namespace grognard::engine
