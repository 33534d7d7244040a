// What the positional derivations (fire: scenario/targets.h; where skirmishers fall back:
// scenario/fallback.h) read of a position: the table with its pieces,
// and for each unit on it what the fire rules need (side, stance, weapon, calibre, arm). Both the
// referee commands' Field (a scenario placed on the table) and the battle's board (a battle
// state's cached table) provide it, so that `grognard situation`, `targets` and the battle take
// range, band, arc, sight, cover, screens, priority, overhead and bounce-through fire from one
// derivation (issue 11); both lay their pieces by scenario/laid_units.h.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "model/fire.h"
#include "model/rule_options.h"
#include "model/unit.h"
#include "model/weather.h"
#include "rules/fire_positions.h"
#include "rules/skirmish_positions.h"
#include "table/table.h"

namespace grognard::scenario {

// The weapon a unit fires with: a limbered battery, cavalry in close order (CAV-FIRE-1) and
// retreating or broken units (F-NOFIRE-3) fire nothing; skirmishers their muskets (riflemen
// their rifles, mounted skirmishers carbines); formed infantry volleys (from a square, 3");
// an unlimbered battery its guns.
struct WeaponFinding {
  rules::Weapon weapon = rules::Weapon::none;
  std::string_view clause;  // why it has it, or why it cannot fire
};

// One unit as the fire derivation sees it.
struct FireUnit {
  rules::Stance stance = rules::Stance::formed_infantry;
  WeaponFinding weapon;
  model::Arm arm = model::Arm::infantry;
  model::Calibre calibre = model::Calibre::medium;
};

// A position to measure fire on. Units are numbered by the provider (a scenario's unit index, a
// battle's unit id); pieces are the table's. A piece that is no unit is a general.
class FirePosition {
 public:
  FirePosition() = default;
  FirePosition(const FirePosition&) = default;
  FirePosition& operator=(const FirePosition&) = default;
  virtual ~FirePosition() = default;

  [[nodiscard]] virtual const table::Table& table() const = 0;
  // The piece of a unit, nothing when it is off the table.
  [[nodiscard]] virtual std::optional<std::size_t> piece_of_unit(std::size_t unit) const = 0;
  // The unit of a piece, nothing for a general.
  [[nodiscard]] virtual std::optional<std::size_t> unit_at(std::size_t piece) const = 0;
  // Requires `unit` on the table.
  [[nodiscard]] virtual FireUnit fire_unit(std::size_t unit) const = 0;
  [[nodiscard]] virtual const model::RuleOptions& options() const = 0;
  [[nodiscard]] virtual model::Weather weather() const = 0;
  // The unit is in melee (S11.22-5: skirmishers cannot fall back behind it). Requires `unit` on
  // the table.
  [[nodiscard]] virtual bool in_melee(std::size_t unit) const = 0;
};

}  // namespace grognard::scenario
