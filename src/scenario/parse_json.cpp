// JSON through nlohmann's SAX parser, with an input iterator that counts lines so each value
// knows where it was written.
#include <iterator>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/utf8.h"
#include "scenario/error.h"
#include "scenario/parse.h"

namespace grognard::scenario {

namespace {

// Where the reader is: the line and column of the last character that was not whitespace (the
// parser reads one character ahead, which may be a newline).
struct Cursor {
  int line = 1;
  int column = 0;
  Position last{1, 1};
};

class CountingIterator {
 public:
  using iterator_category = std::forward_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;

  CountingIterator() = default;
  CountingIterator(const char* p, Cursor* c) : p_(p), c_(c) {}
  reference operator*() const { return *p_; }
  CountingIterator& operator++() {
    const char ch = *p_;
    if (ch == '\n') {
      ++c_->line;
      c_->column = 0;
    } else {
      if ((static_cast<unsigned char>(ch) & 0xC0U) != 0x80U) ++c_->column;
      if (ch != ' ' && ch != '\t' && ch != '\r') c_->last = Position{c_->line, c_->column};
    }
    ++p_;
    return *this;
  }
  CountingIterator operator++(int) {
    CountingIterator old = *this;
    ++*this;
    return old;
  }
  bool operator==(const CountingIterator& o) const { return p_ == o.p_; }
  bool operator!=(const CountingIterator& o) const { return p_ != o.p_; }

 private:
  const char* p_ = nullptr;
  Cursor* c_ = nullptr;
};

class Builder : public nlohmann::json_sax<nlohmann::json> {
 public:
  Builder(const std::string& file, Cursor& cursor) : file_(file), cursor_(cursor) {}

  bool null() override { return scalar(Value::Kind::null); }
  bool boolean(bool b) override {
    Value v = make(Value::Kind::boolean);
    v.flag = b;
    return put(std::move(v));
  }
  bool number_integer(number_integer_t n) override {
    Value v = make(Value::Kind::integer);
    v.integer = n;
    return put(std::move(v));
  }
  bool number_unsigned(number_unsigned_t n) override {
    if (n > static_cast<number_unsigned_t>(INT64_MAX)) {
      Value v = make(Value::Kind::floating);
      v.number = static_cast<double>(n);
      return put(std::move(v));
    }
    Value v = make(Value::Kind::integer);
    v.integer = static_cast<std::int64_t>(n);
    return put(std::move(v));
  }
  bool number_float(number_float_t x, const string_t& /*unused*/) override {
    Value v = make(Value::Kind::floating);
    v.number = x;
    return put(std::move(v));
  }
  bool string(string_t& s) override {
    Value v = make(Value::Kind::string);
    v.text = s;
    return put(std::move(v));
  }
  bool binary(binary_t& /*unused*/) override { return scalar(Value::Kind::null); }
  bool start_object(std::size_t /*unused*/) override { return open(Value::Kind::table); }
  bool key(string_t& k) override {
    pending_key_ = k;
    pending_at_ = cursor_.last;
    return true;
  }
  bool end_object() override { return close(); }
  bool start_array(std::size_t /*unused*/) override { return open(Value::Kind::array); }
  bool end_array() override { return close(); }
  bool parse_error(std::size_t /*unused*/, const std::string& /*unused*/,
                   const nlohmann::detail::exception& e) override {
    std::string what = e.what();
    // nlohmann prefixes "[json.exception.parse_error.101] parse error at line 1, column 2: ".
    const auto colon = what.find(": ");
    if (colon != std::string::npos) what = what.substr(colon + 2);
    // It quotes what it last read, which may be a byte that is not UTF-8.
    what = model::cut_utf8(what, 200);
    throw LoadFailure{LoadError{file_, cursor_.line, cursor_.column + 1, "", "JSON syntax: " + what,
                                "синтаксис JSON: " + what}};
  }

  Value result() { return std::move(root_); }

 private:
  Value make(Value::Kind k) const {
    Value v;
    v.kind = k;
    v.at = cursor_.last;
    return v;
  }
  bool scalar(Value::Kind k) { return put(make(k)); }

  bool put(Value v) {
    if (stack_.empty()) {
      root_ = std::move(v);
      return true;
    }
    Value& top = *stack_.back();
    if (top.kind == Value::Kind::table) {
      top.keys.push_back(pending_key_);
      top.key_at.push_back(pending_at_);
      top.values.push_back(std::move(v));
    } else {
      top.items.push_back(std::move(v));
    }
    return true;
  }

  bool open(Value::Kind k) {
    if (static_cast<int>(stack_.size()) >= kMaxDepth) {
      throw LoadFailure{
          LoadError{file_, cursor_.last.line, cursor_.last.column, "",
                    fmt::format("tables and arrays nested more than {} deep", kMaxDepth),
                    fmt::format("таблицы и массивы вложены глубже {}", kMaxDepth)}};
    }
    Value v = make(k);
    if (stack_.empty()) {
      root_ = std::move(v);
      stack_.push_back(&root_);
      return true;
    }
    Value& top = *stack_.back();
    if (top.kind == Value::Kind::table) {
      top.keys.push_back(pending_key_);
      top.key_at.push_back(pending_at_);
      top.values.push_back(std::move(v));
      stack_.push_back(&top.values.back());
    } else {
      top.items.push_back(std::move(v));
      stack_.push_back(&top.items.back());
    }
    return true;
  }

  bool close() {
    stack_.pop_back();
    return true;
  }

  const std::string& file_;
  Cursor& cursor_;
  Value root_;
  std::vector<Value*> stack_;
  std::string pending_key_;
  Position pending_at_;
};

}  // namespace

Value parse_json(std::string_view text, const std::string& file) {
  Cursor cursor;
  Builder builder(file, cursor);
  CountingIterator first(text.data(), &cursor);
  CountingIterator last(text.data() + text.size(), &cursor);
  nlohmann::json::sax_parse(first, last, &builder);
  Value v = builder.result();
  if (v.kind != Value::Kind::table) {
    throw LoadFailure{LoadError{file, v.at.line, v.at.column, "", "a scenario is a JSON object",
                                "сценарий — это объект JSON"}};
  }
  return v;
}

LoadError too_large(const std::string& file) {
  return LoadError{file,
                   0,
                   0,
                   "",
                   fmt::format("the file is larger than {} bytes (1 MiB)", kMaxDocumentBytes),
                   fmt::format("файл больше {} байт (1 МиБ)", kMaxDocumentBytes)};
}

Value parse_document(std::string_view text, const std::string& file, Format format) {
  if (text.size() > kMaxDocumentBytes) throw LoadFailure{too_large(file)};
  return format == Format::json ? parse_json(text, file) : parse_toml(text, file);
}

}  // namespace grognard::scenario
