// Errors of a scenario file: where (file, line, column), which field, and why, in English and
// Russian. Loading never crashes and never guesses: it returns the first error it finds.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace grognard::scenario {

struct LoadError {
  std::string file;
  int line = 0;       // 1-based; 0 when unknown
  int column = 0;     // 1-based, in characters; 0 when unknown
  std::string field;  // "units[3].at", "table.width"; empty for a syntax error
  std::string en;
  std::string ru;

  // "file:line:column: field: reason" in the language asked for: one line of valid UTF-8
  // (whatever bytes the file had), as are reason() and the fields of a JSON error.
  [[nodiscard]] std::string where() const;
  [[nodiscard]] std::string message(bool russian) const;
  [[nodiscard]] std::string reason(bool russian) const;
};

// Thrown inside the loader, caught at its public functions.
struct LoadFailure {
  LoadError error;
};

// A value or the error that prevented it.
template <class T>
class Loaded {
 public:
  Loaded(T value) : v_(std::move(value)) {}          // NOLINT(google-explicit-constructor)
  Loaded(LoadError error) : v_(std::move(error)) {}  // NOLINT(google-explicit-constructor)

  [[nodiscard]] bool ok() const { return v_.index() == 0; }
  [[nodiscard]] const T& value() const { return std::get<0>(v_); }
  [[nodiscard]] T& value() { return std::get<0>(v_); }
  [[nodiscard]] const LoadError& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, LoadError> v_;
};

}  // namespace grognard::scenario
