// Reading and writing a battle's JSON (records, matches): orders and answers as documents, and
// the checks every field read from outside passes. Each reader throws std::runtime_error whose
// message starts with the field's path ("decisions[3].orders[0].unit: expected 0 to 1048576");
// the public readers (record_of, match_of) catch it and return it as their error.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "game/order.h"
#include "model/names.h"
#include "rules/charge.h"

namespace grognard::game::json_fields {

using nlohmann::json;

inline constexpr std::array<model::Name<rules::Response>, 5> kResponseNames{{
    {rules::Response::stand, "stand"},
    {rules::Response::stand_and_fire, "stand_and_fire"},
    {rules::Response::evade, "evade"},
    {rules::Response::form_square, "form_square"},
    {rules::Response::break_at_once, "break_at_once"},
}};

// A name among `names`, or throws naming the field and the choices.
template <class E, std::size_t N>
E named(const json& j, const std::array<model::Name<E>, N>& names, const std::string& field) {
  if (!j.is_string()) throw std::runtime_error(field + ": expected a string");
  if (auto e = model::parse_name(names, j.get<std::string>())) return *e;
  throw std::runtime_error(field + ": unknown value " + j.dump() + ", expected one of " +
                           model::choices(names));
}

// An order as a document: {"kind", "unit", and what its kind needs}.
json order_json(const Order& o);
// Reads an order at `field`; every number range-checked.
Order order_of(const json& j, const std::string& field);

// A whole number from `min` to `max`: a fraction, 1e400 or a string is refused, not cast.
int whole(const json& j, const std::string& field, int min, int max);
// A finite number no farther than a table's size may reach (a position or facing).
double finite(const json& j, const std::string& field);
std::uint64_t unsigned_of(const json& j, const std::string& field);
bool flag(const json& j, const std::string& field);
// j[key], where j is the value at `field` ("" for the document itself); missing is an error.
const json& at(const json& j, const char* key, const std::string& field);
// The same, and it must be an array.
const json& array_at(const json& j, const char* key, const std::string& field);

// The largest unit id a document may name.
inline constexpr int kMaxId = 1 << 20;

}  // namespace grognard::game::json_fields
