// TOML through toml++, compiled here as a header-only library: Debian ships toml++ 3.3 as a
// shared library too, but built into our own code it runs under our sanitizers, and the fuzz
// target instruments it (fuzz/). Only this file includes toml++.
#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "scenario/error.h"
#include "scenario/parse.h"

#undef TOML_HEADER_ONLY
#define TOML_HEADER_ONLY 1
#undef TOML_SHARED_LIB
#define TOML_SHARED_LIB 0
#include <toml++/toml.h>

namespace grognard::scenario {

namespace {

Position position(const toml::source_region& r) {
  return Position{static_cast<int>(r.begin.line), static_cast<int>(r.begin.column)};
}

[[noreturn]] void too_deep(const std::string& file, Position at) {
  throw LoadFailure{LoadError{file, at.line, at.column, "",
                              fmt::format("tables and arrays nested more than {} deep", kMaxDepth),
                              fmt::format("таблицы и массивы вложены глубже {}", kMaxDepth)}};
}

Value convert(const toml::node& n, const std::string& file, int depth) {
  Value v;
  v.at = position(n.source());
  if (depth > kMaxDepth) too_deep(file, v.at);
  if (const auto* t = n.as_table()) {
    v.kind = Value::Kind::table;
    // toml++ keeps a table's keys sorted by name; put them back in the order they were written,
    // so that the first error reported is the first in the file.
    struct Entry {
      Position at;
      const toml::key* key;
      const toml::node* node;
    };
    std::vector<Entry> entries;
    for (auto&& [k, child] : *t) {
      const Position kp = position(k.source());
      entries.push_back(Entry{kp.line > 0 ? kp : position(child.source()), &k, &child});
    }
    std::stable_sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
      return a.at.line != b.at.line ? a.at.line < b.at.line : a.at.column < b.at.column;
    });
    for (const Entry& e : entries) {
      v.keys.emplace_back(e.key->str());
      v.key_at.push_back(e.at);
      v.values.push_back(convert(*e.node, file, depth + 1));
    }
  } else if (const auto* a = n.as_array()) {
    v.kind = Value::Kind::array;
    for (const toml::node& child : *a) v.items.push_back(convert(child, file, depth + 1));
  } else if (const auto* s = n.as_string()) {
    v.kind = Value::Kind::string;
    v.text = s->get();
  } else if (const auto* i = n.as_integer()) {
    v.kind = Value::Kind::integer;
    v.integer = i->get();
  } else if (const auto* f = n.as_floating_point()) {
    v.kind = Value::Kind::floating;
    v.number = f->get();
  } else if (const auto* b = n.as_boolean()) {
    v.kind = Value::Kind::boolean;
    v.flag = b->get();
  } else {
    v.kind = Value::Kind::datetime;
  }
  return v;
}

}  // namespace

Value parse_toml(std::string_view text, const std::string& file) {
  if (auto bad = toml_guard(text)) {
    throw LoadFailure{LoadError{file, bad->at.line, bad->at.column, "", bad->en, bad->ru}};
  }
  try {
    const toml::table doc = toml::parse(text, std::string_view(file));
    return convert(doc, file, 0);
  } catch (const toml::parse_error& e) {
    const auto& b = e.source().begin;
    const std::string what(e.description());
    throw LoadFailure{LoadError{file, static_cast<int>(b.line), static_cast<int>(b.column), "",
                                "TOML syntax: " + what, "синтаксис TOML: " + what}};
  }
}

}  // namespace grognard::scenario
