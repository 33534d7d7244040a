// A scenario: the table, its terrain, the orders of battle (armies, brigades, generals and
// units) with where every base stands, the season, the turn limit and the victory conditions.
// Players write it by hand in TOML; programs write and read it as JSON (docs/cli.md). All
// distances here are engine inches (model/distance.h): the loader converts the file's own unit.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/distance.h"
#include "model/fire.h"
#include "model/rule_options.h"
#include "model/skirmisher_class.h"
#include "model/status.h"
#include "model/unit.h"
#include "model/weather.h"
#include "rules/weather_roll.h"
#include "scenario/table_unit.h"
#include "scenario/value.h"
#include "table/base.h"
#include "table/terrain.h"

namespace grognard::scenario {

// A Russian name's forms where the default rule (text/declension.h) would get them wrong: its
// cases but the nominative, and the gender its verbs agree with; an empty field is the rule's.
struct RuForms {
  std::string gen, dat, acc, ins, pre;
  std::string gender;  // "m", "f", "n" or "pl"
  [[nodiscard]] bool empty() const {
    return gen.empty() && dat.empty() && acc.empty() && ins.empty() && pre.empty() &&
           gender.empty();
  }
  bool operator==(const RuForms&) const = default;
};

// A name in English and Russian; a file may give one string for both.
struct Text {
  std::string en;
  std::string ru;
  RuForms ru_forms{};  // optional: ru_gen, ru_dat, ... in the file
  // The name in Russian (or English), falling back to the other language.
  [[nodiscard]] const std::string& in(bool russian) const {
    if (russian) return ru.empty() ? en : ru;
    return en.empty() ? ru : en;
  }
  bool operator==(const Text&) const = default;
};

struct Army {
  std::string id;
  Text name;
  model::Nation nation = model::Nation::other;
  std::string colour;  // "#rrggbb" for drawing; empty: from a palette
  Position source;
};

struct Brigade {
  std::string id;
  std::string army;
  Text name;
  model::BrigadeStatus status = model::BrigadeStatus::obeying;
  Position source;
};

// A general's skill (G-26): "superior" gives +1 to a light battalion's rally (S11.8-2); in a
// battle the rating also sets his ADCs (PR-CMD-1).
enum class Rating { poor, average, good, superior };

inline constexpr std::array<model::Name<Rating>, 4> kRatingNames{{
    {Rating::poor, "poor"},
    {Rating::average, "average"},
    {Rating::good, "good"},
    {Rating::superior, "superior"},
}};

struct General {
  std::string id;
  std::string army;
  std::string brigade;  // empty for an army's commander
  Text name;
  Rating rating = Rating::average;
  std::string attached_to;          // a unit id, or empty
  std::optional<table::Base> base;  // nothing when off the table
  Position source;
  Position placed_at;  // where `at` was written
};

// How a unit stands: in close order, as a brigade skirmish screen (S11.2), or as a light
// battalion deployed as skirmishers, skirmish line and command companies (S11.5, S11.6).
enum class Role { formed, brigade_screen, light_battalion };

inline constexpr std::array<model::Name<Role>, 3> kRoleNames{{
    {Role::formed, "formed"},
    {Role::brigade_screen, "brigade_screen"},
    {Role::light_battalion, "light_battalion"},
}};

// A unit as a scenario file gives it: the one model of a unit on the table (table_unit.h; the
// loader lays its bases there), with the file's id and names for it and where it was written.
// Its role is its type's: a brigade screen is a skirmish screen, a deployed light battalion a
// light battalion in skirmish order (role_of).
struct Unit : TableUnit {
  std::string id;
  std::string brigade;
  Text name;
  bool class_given = false;  // the file gives its skirmisher class (else derived, S11.10-S11.13)
  bool in_melee = false;     // S11.22-5: skirmishers cannot fall back behind it
  Position source;
  Position placed_at;      // where `at` or `bases` was written
  std::string placed_key;  // "at" or "bases"
};

// How a unit stands, as a file names it (`role`).
Role role_of(const TableUnit& u);

struct Terrain {
  std::string id;
  Text name;
  table::Feature feature;
  Position source;
};

// What wins the game (issue 6 plays it): hold a terrain feature at the end, break a number of
// enemy brigades, or disperse a number of enemy units; each worth `points`.
enum class VictoryKind { hold, break_brigades, disperse_units };

inline constexpr std::array<model::Name<VictoryKind>, 3> kVictoryKindNames{{
    {VictoryKind::hold, "hold"},
    {VictoryKind::break_brigades, "break_brigades"},
    {VictoryKind::disperse_units, "disperse_units"},
}};

struct Victory {
  std::string army;
  VictoryKind kind = VictoryKind::hold;
  std::string terrain;  // hold
  int count = 1;        // break_brigades, disperse_units
  int points = 1;
  Text text;
  Position source;
};

struct Scenario {
  std::string file;
  Text title;
  Text description;
  model::RuleOptions rules;
  nlohmann::ordered_json rules_given = nlohmann::ordered_json::object();  // as the file gave them
  double width = 72;                                                      // engine inches
  double depth = 48;
  std::optional<rules::Season> season;
  int year = 0;  // 0: not given
  int turn = 1;
  int turn_limit = 0;  // 0: none
  model::Weather weather = model::Weather::fair;
  std::vector<Army> armies;
  std::vector<Brigade> brigades;
  std::vector<General> generals;
  std::vector<Unit> units;
  std::vector<Terrain> terrain;
  std::vector<Victory> victory;

  [[nodiscard]] model::Scale scale() const { return rules.scale; }
  // By id, or by name in either language; nothing when no unit has it.
  [[nodiscard]] std::optional<std::size_t> find_unit(std::string_view id_or_name) const;
  [[nodiscard]] std::optional<std::size_t> find_general(std::string_view id) const;
  [[nodiscard]] std::optional<std::size_t> find_brigade(std::string_view id) const;
  [[nodiscard]] std::optional<std::size_t> find_army(std::string_view id) const;
  [[nodiscard]] std::optional<std::size_t> find_terrain(std::string_view id) const;
  // The army a unit fights for (index into armies).
  [[nodiscard]] std::size_t army_of(const Unit& u) const;
  [[nodiscard]] std::size_t army_of(const General& g) const;
};

}  // namespace grognard::scenario
