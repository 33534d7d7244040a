#include "scenario/scenario.h"

namespace grognard::scenario {

Role role_of(const TableUnit& u) {
  switch (u.type) {
    case model::UnitType::skirmish_screen:
      return Role::brigade_screen;
    case model::UnitType::light_battalion_skirmish:
      return Role::light_battalion;
    default:
      return Role::formed;
  }
}

std::optional<std::size_t> Scenario::find_unit(std::string_view id_or_name) const {
  for (std::size_t i = 0; i < units.size(); ++i) {
    if (units[i].id == id_or_name) return i;
  }
  for (std::size_t i = 0; i < units.size(); ++i) {
    if (units[i].name.en == id_or_name || units[i].name.ru == id_or_name) return i;
  }
  return std::nullopt;
}

std::optional<std::size_t> Scenario::find_general(std::string_view id) const {
  for (std::size_t i = 0; i < generals.size(); ++i) {
    if (generals[i].id == id) return i;
  }
  return std::nullopt;
}

std::optional<std::size_t> Scenario::find_brigade(std::string_view id) const {
  for (std::size_t i = 0; i < brigades.size(); ++i) {
    if (brigades[i].id == id) return i;
  }
  return std::nullopt;
}

std::optional<std::size_t> Scenario::find_army(std::string_view id) const {
  for (std::size_t i = 0; i < armies.size(); ++i) {
    if (armies[i].id == id) return i;
  }
  return std::nullopt;
}

std::optional<std::size_t> Scenario::find_terrain(std::string_view id) const {
  for (std::size_t i = 0; i < terrain.size(); ++i) {
    if (terrain[i].id == id) return i;
  }
  return std::nullopt;
}

std::size_t Scenario::army_of(const Unit& u) const {
  const auto b = find_brigade(u.brigade);
  if (!b) return 0;
  return find_army(brigades[*b].army).value_or(0);
}

std::size_t Scenario::army_of(const General& g) const {
  return find_army(g.army).value_or(0);
}

}  // namespace grognard::scenario
