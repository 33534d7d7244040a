// The one description of an action's situation: every field with its type, choices, range,
// default, English and Russian label and clause. The engine's readers (fields.h) take types,
// ranges and defaults from it, `GET /api/actions` serves it, and the referee page builds its
// forms from it, so the three never disagree.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/names.h"

namespace grognard::engine {

enum class FieldKind {
  integer,
  number,
  boolean,
  choice,
  text,
  object,
  list,  // an array; its one element description is fields[0]
  gun,   // a battalion gun: true, false or {"guns": 1|2}; fields has "guns"
};

// The name of a field's kind, as GET /api/actions and the errors give it: "integer", "choice".
std::string_view kind_name(FieldKind k);

struct FieldSpec {
  std::string key;
  FieldKind kind = FieldKind::integer;
  std::string_view en;  // the label, in English
  std::string_view ru;  // the same, in Russian
  std::string_view clause_id;
  double low = 0;  // integer and number: the range; list: the number of elements
  double high = 0;
  double step_by = 0;        // number: values are multiples of it (0.5 for damage); 0 for any
  bool needed = false;       // required: no default
  bool is_distance = false;  // a distance, in the unit of rules.scale
  nlohmann::json fallback = nullptr;  // the value the engine takes when the field is absent
  nlohmann::json sample = nullptr;    // a required field's value for a fresh form
  std::vector<std::string_view> choice_ids;
  std::string term_key;           // the text layer names choice x as "term.<term_key>.x"
  std::vector<FieldSpec> fields;  // object: its fields; list: the element; gun: "guns"

  // Builders, so that a description reads as one line per field.
  FieldSpec required(nlohmann::json form_value = nullptr) &&;
  FieldSpec defaults(nlohmann::json value) &&;
  // A value for a fresh form where the field has no default but is needed unless another
  // field is given instead ("figures" or "companies").
  FieldSpec example(nlohmann::json form_value) &&;
  FieldSpec clause(std::string_view id) &&;
  FieldSpec term(std::string_view t) &&;
  FieldSpec step(double s) &&;
  FieldSpec distance() &&;

  // The description of the field `key` of an object, or nullptr.
  [[nodiscard]] const FieldSpec* find(std::string_view key) const;
};

FieldSpec integer_field(std::string key, std::string_view en, std::string_view ru, int low,
                        int high);
FieldSpec number_field(std::string key, std::string_view en, std::string_view ru, double low,
                       double high);
// Defaults to false unless told otherwise.
FieldSpec boolean_field(std::string key, std::string_view en, std::string_view ru);
FieldSpec text_field(std::string key, std::string_view en, std::string_view ru);
FieldSpec choice_field(std::string key, std::string_view en, std::string_view ru,
                       std::vector<std::string_view> ids);
FieldSpec object_field(std::string key, std::string_view en, std::string_view ru,
                       std::vector<FieldSpec> fields);
FieldSpec list_field(std::string key, std::string_view en, std::string_view ru, int low, int high,
                     FieldSpec element);
FieldSpec gun_field(std::string key, std::string_view en, std::string_view ru);

// The identifiers of a model enumeration, for choice_field.
template <class E, std::size_t N>
std::vector<std::string_view> ids(const std::array<model::Name<E>, N>& names) {
  std::vector<std::string_view> out;
  out.reserve(N);
  for (const auto& n : names) out.push_back(n.id);
  return out;
}

// The "rules" object every situation may carry: one field per model::kRuleOptions entry.
FieldSpec rules_field();

// The situation object of an action: "action" (required, the action's name), then `fields`.
FieldSpec situation_spec(std::string_view action, std::vector<FieldSpec> fields);

// The description as JSON for `GET /api/actions` (docs/server.md has the shape).
nlohmann::ordered_json describe(const FieldSpec& spec);

}  // namespace grognard::engine
