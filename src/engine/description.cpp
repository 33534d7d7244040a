#include "engine/description.h"

#include "model/rule_options.h"

namespace grognard::engine {

namespace {

FieldSpec make(std::string key, FieldKind kind, std::string_view en, std::string_view ru) {
  FieldSpec f;
  f.key = std::move(key);
  f.kind = kind;
  f.en = en;
  f.ru = ru;
  return f;
}

// "a|b|c" split at the bars.
std::vector<std::string_view> split_bars(std::string_view s) {
  std::vector<std::string_view> out;
  while (!s.empty()) {
    const auto bar = s.find('|');
    out.push_back(s.substr(0, bar));
    if (bar == std::string_view::npos) break;
    s.remove_prefix(bar + 1);
  }
  return out;
}

}  // namespace

std::string_view kind_name(FieldKind k) {
  switch (k) {
    case FieldKind::integer:
      return "integer";
    case FieldKind::number:
      return "number";
    case FieldKind::boolean:
      return "boolean";
    case FieldKind::choice:
      return "choice";
    case FieldKind::text:
      return "text";
    case FieldKind::object:
      return "object";
    case FieldKind::list:
      return "list";
    case FieldKind::gun:
      return "gun";
  }
  return "?";
}

FieldSpec FieldSpec::required(nlohmann::json form_value) && {
  needed = true;
  sample = std::move(form_value);
  return std::move(*this);
}

FieldSpec FieldSpec::defaults(nlohmann::json value) && {
  fallback = std::move(value);
  return std::move(*this);
}

FieldSpec FieldSpec::example(nlohmann::json form_value) && {
  sample = std::move(form_value);
  return std::move(*this);
}

FieldSpec FieldSpec::clause(std::string_view id) && {
  clause_id = id;
  return std::move(*this);
}

FieldSpec FieldSpec::term(std::string_view t) && {
  term_key = std::string(t);
  return std::move(*this);
}

FieldSpec FieldSpec::step(double s) && {
  step_by = s;
  return std::move(*this);
}

FieldSpec FieldSpec::distance() && {
  is_distance = true;
  return std::move(*this);
}

const FieldSpec* FieldSpec::find(std::string_view k) const {
  for (const FieldSpec& f : fields) {
    if (f.key == k) return &f;
  }
  return nullptr;
}

FieldSpec integer_field(std::string key, std::string_view en, std::string_view ru, int low,
                        int high) {
  FieldSpec f = make(std::move(key), FieldKind::integer, en, ru);
  f.low = low;
  f.high = high;
  return f;
}

FieldSpec number_field(std::string key, std::string_view en, std::string_view ru, double low,
                       double high) {
  FieldSpec f = make(std::move(key), FieldKind::number, en, ru);
  f.low = low;
  f.high = high;
  return f;
}

FieldSpec boolean_field(std::string key, std::string_view en, std::string_view ru) {
  FieldSpec f = make(std::move(key), FieldKind::boolean, en, ru);
  f.fallback = false;
  return f;
}

FieldSpec text_field(std::string key, std::string_view en, std::string_view ru) {
  return make(std::move(key), FieldKind::text, en, ru);
}

FieldSpec choice_field(std::string key, std::string_view en, std::string_view ru,
                       std::vector<std::string_view> choice_ids) {
  FieldSpec f = make(std::move(key), FieldKind::choice, en, ru);
  f.term_key = f.key;
  f.choice_ids = std::move(choice_ids);
  return f;
}

FieldSpec object_field(std::string key, std::string_view en, std::string_view ru,
                       std::vector<FieldSpec> fields) {
  FieldSpec f = make(std::move(key), FieldKind::object, en, ru);
  f.fields = std::move(fields);
  return f;
}

FieldSpec list_field(std::string key, std::string_view en, std::string_view ru, int low, int high,
                     FieldSpec element) {
  FieldSpec f = make(std::move(key), FieldKind::list, en, ru);
  f.low = low;
  f.high = high;
  f.fields.push_back(std::move(element));
  return f;
}

FieldSpec gun_field(std::string key, std::string_view en, std::string_view ru) {
  FieldSpec f = make(std::move(key), FieldKind::gun, en, ru);
  f.clause_id = "S16.1";
  f.fields.push_back(integer_field("guns", "Guns it stands for", "Сколько орудий", 1, 2)
                         .defaults(1)
                         .clause("S16.1a-2"));
  return f;
}

FieldSpec rules_field() {
  std::vector<FieldSpec> options;
  for (const model::RuleOptionInfo& o : model::kRuleOptions) {
    const std::string name(o.name);
    FieldSpec f;
    switch (o.type) {
      case model::OptionType::boolean:
        f = boolean_field(name, o.summary_en, o.summary_ru).defaults(o.default_value == "true");
        break;
      case model::OptionType::choice:
        f = choice_field(name, o.summary_en, o.summary_ru, split_bars(o.values))
                .defaults(std::string(o.default_value))
                .term("");
        break;
      case model::OptionType::integer: {
        f = make(name, FieldKind::integer, o.summary_en, o.summary_ru);
        f.choice_ids = split_bars(o.values);
        int low = 1000;
        int high = -1000;
        for (std::string_view v : f.choice_ids) {
          const int n = std::stoi(std::string(v));
          low = std::min(low, n);
          high = std::max(high, n);
        }
        f.low = low;
        f.high = high;
        f.fallback = std::stoi(std::string(o.default_value));
        break;
      }
    }
    options.push_back(std::move(f).clause(o.clause));
  }
  return object_field("rules", "Rule options", "Опции правил", std::move(options))
      .clause("DECISIONS");
}

FieldSpec situation_spec(std::string_view action, std::vector<FieldSpec> fields) {
  std::vector<FieldSpec> all;
  all.push_back(text_field("action", "Action", "Действие").required(std::string(action)));
  for (FieldSpec& f : fields) all.push_back(std::move(f));
  all.push_back(rules_field());
  return object_field("", "Situation", "Ситуация", std::move(all));
}

nlohmann::ordered_json describe(const FieldSpec& spec) {
  nlohmann::ordered_json j;
  j["key"] = spec.key;
  j["type"] = kind_name(spec.kind);
  j["label"] = {{"en", spec.en}, {"ru", spec.ru}};
  if (!spec.clause_id.empty()) j["clause"] = spec.clause_id;
  if (spec.kind == FieldKind::integer || spec.kind == FieldKind::number ||
      spec.kind == FieldKind::list) {
    j["min"] = spec.low;
    j["max"] = spec.high;
  }
  if (spec.step_by > 0) j["step"] = spec.step_by;
  if (spec.is_distance) j["distance"] = true;
  j["required"] = spec.needed;
  if (!spec.fallback.is_null()) j["default"] = spec.fallback;
  if (!spec.sample.is_null()) j["example"] = spec.sample;
  if (!spec.term_key.empty()) j["term"] = spec.term_key;
  if (!spec.choice_ids.empty()) {
    auto& c = j["choices"] = nlohmann::ordered_json::array();
    for (std::string_view id : spec.choice_ids) {
      if (spec.kind == FieldKind::integer) {
        c.push_back(std::stoi(std::string(id)));
      } else {
        c.push_back(id);
      }
    }
  }
  if (spec.kind == FieldKind::list) {
    j["element"] = describe(spec.fields.front());
  } else if (!spec.fields.empty()) {
    auto& fs = j["fields"] = nlohmann::ordered_json::array();
    for (const FieldSpec& f : spec.fields) fs.push_back(describe(f));
  }
  return j;
}

}  // namespace grognard::engine
