#include "engine/fields.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

namespace grognard::engine {

namespace {

constexpr std::size_t kShownBytes = 40;

// The first `max` bytes of s or fewer, ending on a character boundary of UTF-8.
std::string cut_utf8(const std::string& s, std::size_t max) {
  if (s.size() <= max) return s;
  std::size_t end = max;
  while (end > 0 && (static_cast<unsigned char>(s[end]) & 0xC0U) == 0x80U) --end;
  return s.substr(0, end) + "...";
}

std::string shown_in(const json& j, std::string_view object, std::string_view array) {
  if (j.is_object()) return std::string(object);
  if (j.is_array()) return std::string(array);
  // Strings the parser accepted are valid UTF-8; replace guards against any other source.
  return cut_utf8(j.dump(-1, ' ', false, json::error_handler_t::replace), kShownBytes - 3);
}

}  // namespace

void fail(std::string field, std::string en, std::string ru) {
  throw BadInput{Error{std::move(field), std::move(en), std::move(ru)}};
}

std::string shown(const json& j) {
  return shown_in(j, "an object", "an array");
}

std::string shown_ru(const json& j) {
  return shown_in(j, "объект", "массив");
}

Fields::Fields(const json& j, const FieldSpec& spec, std::string path)
    : j_(&j), spec_(&spec), path_(std::move(path)) {
  if (!j.is_object()) {
    fail(path_.empty() ? "situation" : path_, "expected a JSON object, got " + shown(j),
         "ожидается объект JSON, получено " + shown_ru(j));
  }
}

bool Fields::has(std::string_view key) const {
  return j_->contains(key);
}

std::string Fields::path_of(std::string_view key) const {
  return path_.empty() ? std::string(key) : path_ + "." + std::string(key);
}

const FieldSpec& Fields::spec_of(std::string_view key, FieldKind kind) const {
  const FieldSpec* f = spec_->find(key);
  if (f == nullptr || f->kind != kind) {
    throw std::logic_error(fmt::format("{}: read as {} but described {}", path_of(key),
                                       kind_name(kind), f ? kind_name(f->kind) : "nowhere"));
  }
  return *f;
}

void Fields::check_dynamic(std::string_view key, FieldKind kind) const {
  if (!spec_of(key, kind).fallback.is_null()) {
    throw std::logic_error(path_of(key) + ": a default in the code and in the description");
  }
}

const json* Fields::present(std::string_view key) {
  auto it = j_->find(key);
  if (it == j_->end()) return nullptr;
  read_.emplace(key);
  return &*it;
}

void Fields::missing(std::string_view key) const {
  fail(path_of(key), "is required", "обязательное поле");
}

const json* Fields::raw(std::string_view key) {
  (void)spec_->find(key);
  return present(key);
}

int Fields::integer(std::string_view key) {
  const FieldSpec& spec = spec_of(key, FieldKind::integer);
  const json* v = present(key);
  if (v == nullptr) {
    if (spec.fallback.is_number_integer()) return spec.fallback.get<int>();
    missing(key);
  }
  const auto min = static_cast<long long>(spec.low);
  const auto max = static_cast<long long>(spec.high);
  if (v->is_number_integer()) {
    // An unsigned value above LLONG_MAX is out of range, not a negative number.
    const bool fits = !v->is_number_unsigned() ||
                      v->get<unsigned long long>() <= static_cast<unsigned long long>(max);
    const auto n = fits ? v->get<long long>() : max + 1;
    bool listed = spec.choice_ids.empty();
    for (std::string_view id : spec.choice_ids) listed = listed || std::to_string(n) == id;
    if (n >= min && n <= max && listed) return static_cast<int>(n);
    if (n >= min && n <= max) {
      std::string list;
      for (std::string_view id : spec.choice_ids)
        list += (list.empty() ? "" : "|") + std::string(id);
      fail(path_of(key), fmt::format("expected one of {}, got {}", list, n),
           fmt::format("ожидается одно из {}, получено {}", list, n));
    }
  }
  fail(path_of(key), fmt::format("expected an integer from {} to {}, got {}", min, max, shown(*v)),
       fmt::format("ожидается целое число от {} до {}, получено {}", min, max, shown_ru(*v)));
}

int Fields::integer_or(std::string_view key, int fallback) {
  if (has(key)) return integer(key);
  check_dynamic(key, FieldKind::integer);
  return fallback;
}

double Fields::number(std::string_view key) {
  const FieldSpec& spec = spec_of(key, FieldKind::number);
  const json* v = present(key);
  if (v == nullptr) {
    if (spec.fallback.is_number()) return spec.fallback.get<double>();
    missing(key);
  }
  if (v->is_number()) {
    const auto x = v->get<double>();
    if (std::isfinite(x) && x >= spec.low && x <= spec.high) {
      if (spec.step_by > 0) {
        const double steps = x / spec.step_by;
        if (std::abs(steps - std::round(steps)) > 1e-9) {
          fail(path_of(key), fmt::format("damage is kept in half points, got {}", x),
               fmt::format("Урон учитывается в половинах очка, получено {}", x));
        }
      }
      return x;
    }
  }
  fail(path_of(key),
       fmt::format("expected a number from {} to {}, got {}", spec.low, spec.high, shown(*v)),
       fmt::format("ожидается число от {} до {}, получено {}", spec.low, spec.high, shown_ru(*v)));
}

bool Fields::boolean(std::string_view key) {
  const FieldSpec& spec = spec_of(key, FieldKind::boolean);
  const json* v = present(key);
  if (v == nullptr) {
    if (spec.fallback.is_boolean()) return spec.fallback.get<bool>();
    missing(key);
  }
  if (v->is_boolean()) return v->get<bool>();
  fail(path_of(key), "expected true or false, got " + shown(*v),
       "ожидается true или false, получено " + shown_ru(*v));
}

bool Fields::boolean_or(std::string_view key, bool fallback) {
  if (has(key)) return boolean(key);
  check_dynamic(key, FieldKind::boolean);
  return fallback;
}

std::string Fields::text(std::string_view key) {
  (void)spec_of(key, FieldKind::text);
  const json* v = present(key);
  if (v == nullptr) missing(key);
  if (v->is_string()) return v->get<std::string>();
  fail(path_of(key), "expected a string, got " + shown(*v),
       "ожидается строка, получено " + shown_ru(*v));
}

Fields Fields::object(std::string_view key) {
  const FieldSpec& spec = spec_of(key, FieldKind::object);
  const json* v = present(key);
  if (v == nullptr) missing(key);
  return Fields(*v, spec, path_of(key));
}

const json& Fields::array(std::string_view key) {
  const FieldSpec& spec = spec_of(key, FieldKind::list);
  const json* v = present(key);
  if (v == nullptr) missing(key);
  const auto min = static_cast<std::size_t>(spec.low);
  const auto max = static_cast<std::size_t>(spec.high);
  if (v->is_array() && v->size() >= min && v->size() <= max) return *v;
  fail(path_of(key),
       fmt::format("expected an array of {} to {} elements, got {}", min, max, shown(*v)),
       fmt::format("ожидается массив из {}–{} элементов, получено {}", min, max, shown_ru(*v)));
}

Fields Fields::element(std::string_view key, std::size_t i) {
  const FieldSpec& spec = spec_of(key, FieldKind::list);
  const json& list = array(key);
  return Fields(list.at(i), spec.fields.front(), fmt::format("{}[{}]", path_of(key), i));
}

void Fields::finish() const {
  for (auto it = j_->begin(); it != j_->end(); ++it) {
    if (read_.find(it.key()) == read_.end()) {
      fail(path_of(cut_utf8(it.key(), kShownBytes)), "unknown field", "неизвестное поле");
    }
  }
}

}  // namespace grognard::engine
