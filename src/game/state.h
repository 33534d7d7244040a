// The state of a battle: a value. Copying it is cheap (the terrain is shared and immutable),
// two states compare equal when every unit, brigade, the turn, phase, weather and the dice
// generator are equal, and it saves to JSON and loads back to an equal state.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <pcg_random.hpp>

#include "game/order.h"
#include "model/fire.h"
#include "model/phase.h"
#include "model/rule_options.h"
#include "model/skirmisher_class.h"
#include "model/unit.h"
#include "model/unit_type.h"
#include "model/weather.h"
#include "rules/brigade_status.h"
#include "rules/command.h"
#include "rules/weather_roll.h"
#include "scenario/table_unit.h"
#include "table/table.h"
#include "table/terrain.h"

namespace grognard::game {

// A unit in a battle: the one model of a unit on the table (scenario/table_unit.h: what it is,
// where it stands, how its bases lie), and what the turn sequence keeps of it.
struct Unit : scenario::TableUnit {
  int id = 0;
  std::string name;
  std::string name_ru;  // its name in Russian; empty: the same as `name`
  int side = 0;         // 0 or 1
  int brigade = 0;      // index into GameState::brigades

  int detached = 0;      // figures it has sent to screens so far (S11.3-STR, S11.4-STR)
  int gun_crew = 0;      // crew figures left of the gun's four (S16.1-0); only skirmishers hit them
  int formed_bases = 0;  // a deployed light battalion's bases in close order once it rallies
                         // (S11.7-3)

  // What has happened to it.
  bool general_attached = false;
  bool reform_any = false;  // rallied: may re-form into any formation (STATUS-RETREAT-11)
  bool held = false;        // unformed cavalry that won a melee (STATUS-UNF-4)

  // This turn (cleared in the end phase; `moved` too).
  bool half_moved = false;    // spent half its move sending a company to a screen (S11.4b)
  bool repositioned = false;  // moved across the table (a foot battery then cannot fire)
  bool fired = false;
  bool charged = false;
  bool assault_fire = false;
  bool acted = false;     // gave companies to a screen, or another full-turn action (S11.3b-2)
  int engaged_with = -1;  // in melee contact with this unit id after a charge
  int squadrons_in = 0;   // squadrons it sends into this turn's melee, once revealed (S16.2-2)

  bool operator==(const Unit&) const = default;
};

struct Brigade {
  std::string name;
  std::string name_ru;  // empty: the same as `name`
  int side = 0;
  rules::BrigadeState morale;  // status and the counts that decide it (brigade_status.h)
  rules::GeneralRating rating = rules::GeneralRating::average;
  std::string general;
  double general_x = 0;
  double general_y = 0;
  int adcs = 0;  // left this turn
  bool operator==(const Brigade&) const = default;
};

struct Side {
  std::string name;
  std::string name_ru;  // empty: the same as `name`
  std::string nation;
  bool operator==(const Side&) const = default;
};

// What a side scores at the turn limit (PR-VICTORY-2): holding a terrain feature, breaking
// enemy brigades or dispersing enemy units, from a scenario's [[victory]] entries.
enum class GoalKind { hold, break_brigades, disperse_units };

inline constexpr std::array<model::Name<GoalKind>, 3> kGoalKindNames{{
    {GoalKind::hold, "hold"},
    {GoalKind::break_brigades, "break_brigades"},
    {GoalKind::disperse_units, "disperse_units"},
}};

struct Goal {
  int side = 0;
  GoalKind kind = GoalKind::hold;
  int feature = -1;  // hold: index into Ground::features
  int count = 1;     // break_brigades, disperse_units
  int points = 1;
  bool operator==(const Goal&) const = default;
};

// The ground: table size and terrain, shared by every copy of a state and never changed once a
// state holds it.
struct Ground {
  double width = 72;
  double depth = 48;
  std::vector<table::Feature> features;
  // The terrain laid on a table, once, on first use (board.cpp); states on other threads may
  // share the ground, hence the once_flag.
  mutable std::once_flag table_once;
  mutable std::shared_ptr<const table::Table> table;
};

struct TableState;  // board.h

// Where the turn sequence stands inside a phase, between two questions of a match (match.h):
// the phase has not begun (its own rolls not yet made: weather, initiative and morale in the
// command phase, the melees and the end of the turn in the melee phase), the side with the
// initiative gives its orders, then the other side, or the phase is over.
enum class Stage { begin, first_side, second_side, end };

inline constexpr std::array<model::Name<Stage>, 4> kStageNames{{
    {Stage::begin, "begin"},
    {Stage::first_side, "first_side"},
    {Stage::second_side, "second_side"},
    {Stage::end, "end"},
}};

// A charge declared (PR-CHARGE-2) whose target has not yet answered: its player writes its
// squadrons down first when cavalry charges cavalry by squadrons (S16.2-2), then chooses how it
// meets the charge (PR-CHARGE-3).
struct ChargeDeclared {
  enum class Awaits { squadrons, response };
  Order order;
  int side = 0;  // the charger's
  Awaits awaits = Awaits::response;
  bool operator==(const ChargeDeclared&) const = default;
};

struct GameState {
  std::string scenario;  // its name
  std::shared_ptr<const Ground> ground;
  std::array<Side, 2> sides;
  std::vector<Brigade> brigades;
  std::vector<Unit> units;
  std::vector<Goal> goals;  // none: the turn limit is decided by losses alone (PR-VICTORY-1)

  int turn = 1;
  int turn_limit = 12;
  model::Phase phase = model::Phase::command;  // PR-TURN-1: command, charge, movement, fire, melee
  Stage stage = Stage::begin;                  // inside the phase
  std::optional<ChargeDeclared> charge;        // a charge waiting for its target's answer
  int first_side = 0;                          // who moves first this turn (PR-CMD-3)
  rules::Season season = rules::Season::favourable;
  model::Weather weather = model::Weather::fair;
  int weather_roll_turn = 0;  // turn of the next weather roll (S16.7-3), 0 = never
  // Redoubts artillery has damaged (S16.5-4): feature index and protection factor now. A redoubt
  // not listed keeps the factor it was built with.
  std::vector<std::pair<int, int>> works;
  model::RuleOptions options;
  std::uint64_t seed = 0;
  pcg32 rng;                  // the computer's dice, advanced by every roll of the battle
  std::optional<int> winner;  // the side that won, once the battle is over
  bool over = false;

  // Where the units stand on the table, as last asked for (board_of() keeps it up to date).
  // Not part of the state's value: equality and saves ignore it; copies share it until one
  // of them moves a unit.
  mutable std::shared_ptr<TableState> position;

  bool operator==(const GameState& o) const;
};

// A unit by id; requires the id to exist.
Unit& unit(GameState& s, int id);
const Unit& unit(const GameState& s, int id);

}  // namespace grognard::game
