// Errors as values. Bad input (a JSON situation, a dice list, an option) is reported by the
// field it is in and the reason, in English and in Russian, never by a crash.
#pragma once

#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace grognard::engine {

struct Error {
  std::string field;  // JSON path such as "firer.figures", or a flag such as "--dice"
  std::string en;     // the reason, in English
  std::string ru;     // the same, in Russian
  // The situation's other errors, when the first is not the only one (field_check.h): all of
  // them are reported at once.
  std::vector<Error> more{};
};

// A value or the error that prevented it.
template <class T>
class Expected {
 public:
  Expected(T value) : v_(std::move(value)) {}      // NOLINT(google-explicit-constructor)
  Expected(Error error) : v_(std::move(error)) {}  // NOLINT(google-explicit-constructor)

  [[nodiscard]] bool ok() const { return v_.index() == 0; }
  [[nodiscard]] const T& value() const { return std::get<0>(v_); }
  [[nodiscard]] T& value() { return std::get<0>(v_); }
  [[nodiscard]] const Error& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

}  // namespace grognard::engine
