#include "engine/field_check.h"

#include <fmt/format.h>

#include "engine/fields.h"
#include "model/utf8.h"

namespace grognard::engine {

namespace {

void walk(const json& j, const FieldSpec& spec, const std::string& path, std::vector<Error>& out);

// Runs one reader, keeping its error instead of stopping.
template <class F>
void keep(std::vector<Error>& out, F&& read) {
  try {
    read();
  } catch (const BadInput& bad) {
    out.push_back(bad.error);
  }
}

void check_field(Fields& f, const FieldSpec& s, const json& value, std::vector<Error>& out) {
  const std::string path = f.path_of(s.key);
  switch (s.kind) {
    case FieldKind::integer:
      keep(out, [&] { (void)f.integer(s.key); });
      break;
    case FieldKind::number:
      // A distance's range is in the unit of rules.scale, which the action's reader knows.
      if (!s.is_distance) keep(out, [&] { (void)f.number(s.key); });
      break;
    case FieldKind::boolean:
      keep(out, [&] { (void)f.boolean(s.key); });
      break;
    case FieldKind::text:
      keep(out, [&] { (void)f.text(s.key); });
      break;
    case FieldKind::choice: {
      bool known = false;
      std::string list;
      for (std::string_view id : s.choice_ids) {
        known = known || (value.is_string() && value.get<std::string>() == id);
        list += (list.empty() ? "" : "|") + std::string(id);
      }
      if (!known) {
        out.push_back(Error{path, "expected one of " + list + ", got " + shown(value),
                            "ожидается одно из " + list + ", получено " + shown_ru(value)});
      }
      break;
    }
    case FieldKind::object:
      walk(value, s, path, out);
      break;
    case FieldKind::list:
      keep(out, [&] {
        const json& list = f.array(s.key);
        if (s.fields.empty() || s.fields.front().kind != FieldKind::object) return;
        for (std::size_t i = 0; i < list.size(); ++i) {
          walk(list[i], s.fields.front(), fmt::format("{}[{}]", path, i), out);
        }
      });
      break;
    case FieldKind::gun:
      break;  // true, false or {"guns": n}: left to the reader
  }
}

void walk(const json& j, const FieldSpec& spec, const std::string& path, std::vector<Error>& out) {
  std::optional<Fields> f;
  try {
    f.emplace(j, spec, path);
  } catch (const BadInput& bad) {
    out.push_back(bad.error);
    return;
  }
  for (const FieldSpec& s : spec.fields) {
    const auto it = j.find(s.key);
    if (it == j.end()) {
      // Only a field no other field can stand for is missing (figures or companies: the
      // reader says which).
      if (s.needed) out.push_back(Error{f->path_of(s.key), "is required", "обязательное поле"});
      continue;
    }
    if (path.empty() && s.key == "action") continue;
    check_field(*f, s, *it, out);
  }
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (spec.find(it.key()) == nullptr) {
      out.push_back(
          Error{f->path_of(model::cut_utf8(it.key(), 40)), "unknown field", "неизвестное поле"});
    }
  }
}

}  // namespace

std::vector<Error> field_errors(const nlohmann::json& situation, const FieldSpec& spec) {
  std::vector<Error> out;
  walk(situation, spec, "", out);
  return out;
}

Error with_other_errors(Error first, const nlohmann::json& situation, const FieldSpec& spec) {
  for (Error& e : field_errors(situation, spec)) {
    if (e.field == first.field) continue;
    bool seen = false;
    for (const Error& m : first.more) seen = seen || m.field == e.field;
    if (!seen) first.more.push_back(std::move(e));
  }
  return first;
}

}  // namespace grognard::engine
