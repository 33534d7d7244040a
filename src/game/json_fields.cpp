#include "game/json_fields.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "model/formation.h"
#include "model/limits.h"

namespace grognard::game::json_fields {

json order_json(const Order& o) {
  json j{{"kind", model::name_of(kOrderKindNames, o.kind)}, {"unit", o.unit}};
  if (o.target >= 0) j["target"] = o.target;
  if (o.kind == OrderKind::move || o.kind == OrderKind::deploy) {
    j["at"] = {o.x, o.y};
    j["facing"] = o.facing;
  }
  if (o.kind == OrderKind::change_formation || o.kind == OrderKind::reform ||
      o.kind == OrderKind::rally_battalion) {
    j["formation"] = model::name_of(model::kFormationNames, o.formation);
  }
  if (!o.from.empty()) j["from"] = o.from;
  if (o.companies != 0) j["companies"] = o.companies;
  if (o.squadrons != 0) j["squadrons"] = o.squadrons;
  return j;
}

// A whole number from `min` to `max`: a fraction, 1e400 or a string is refused, not cast.
int whole(const json& j, const std::string& field, int min, int max) {
  long long w = 0;
  if (j.is_number_unsigned()) {
    w = static_cast<long long>(
        std::min<std::uint64_t>(j.get<std::uint64_t>(), static_cast<std::uint64_t>(max) + 1));
  } else if (j.is_number_integer()) {
    w = j.get<std::int64_t>();
  } else {
    throw std::runtime_error(field + ": expected a whole number");
  }
  if (w < min || w > max) {
    throw std::runtime_error(field + ": expected " + std::to_string(min) + " to " +
                             std::to_string(max));
  }
  return static_cast<int>(w);
}

// A finite number no farther than a table's size may reach (a position or facing).
double finite(const json& j, const std::string& field) {
  constexpr double kFar = 100 * model::kMaxTableInches;
  if (!j.is_number()) throw std::runtime_error(field + ": expected a number");
  const double v = j.get<double>();
  if (!std::isfinite(v) || std::fabs(v) > kFar) {
    throw std::runtime_error(field + ": expected a number from -144000 to 144000");
  }
  return v;
}

std::uint64_t unsigned_of(const json& j, const std::string& field) {
  if (!j.is_number_unsigned()) throw std::runtime_error(field + ": expected a whole number >= 0");
  return j.get<std::uint64_t>();
}

bool flag(const json& j, const std::string& field) {
  if (!j.is_boolean()) throw std::runtime_error(field + ": expected true or false");
  return j.get<bool>();
}

// j[key], where j is the value at `field` ("" for the record itself).
const json& at(const json& j, const char* key, const std::string& field) {
  if (!j.is_object()) throw std::runtime_error(field + ": expected an object");
  const auto it = j.find(key);
  const std::string path = field.empty() ? key : field + "." + key;
  if (it == j.end()) throw std::runtime_error(path + ": missing");
  return *it;
}

const json& array_at(const json& j, const char* key, const std::string& field) {
  const json& a = at(j, key, field);
  if (!a.is_array()) {
    throw std::runtime_error((field.empty() ? key : field + "." + key) + ": expected an array");
  }
  return a;
}

Order order_of(const json& j, const std::string& field) {
  if (!j.is_object()) throw std::runtime_error(field + ": expected an object");
  Order o;
  o.kind = named(at(j, "kind", field), kOrderKindNames, field + ".kind");
  o.unit = whole(at(j, "unit", field), field + ".unit", 0, kMaxId);
  if (j.contains("target")) o.target = whole(j["target"], field + ".target", -1, kMaxId);
  if (j.contains("at")) {
    const json& a = j["at"];
    if (!a.is_array() || a.size() != 2) throw std::runtime_error(field + ".at: expected [x, y]");
    o.x = finite(a[0], field + ".at[0]");
    o.y = finite(a[1], field + ".at[1]");
  }
  if (j.contains("facing")) o.facing = finite(j["facing"], field + ".facing");
  if (j.contains("formation")) {
    o.formation = named(j.at("formation"), model::kFormationNames, field + ".formation");
  }
  if (j.contains("from")) {
    const json& from = j["from"];
    if (!from.is_array()) throw std::runtime_error(field + ".from: expected an array");
    for (std::size_t k = 0; k < from.size(); ++k) {
      o.from.push_back(whole(from[k], field + ".from[" + std::to_string(k) + "]", 0, kMaxId));
    }
  }
  if (j.contains("companies")) o.companies = whole(j["companies"], field + ".companies", 0, 99);
  if (j.contains("squadrons")) o.squadrons = whole(j["squadrons"], field + ".squadrons", 0, 99);
  return o;
}

}  // namespace grognard::game::json_fields
