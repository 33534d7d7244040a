// A scenario placed on the table: every unit on the table as a piece, laid as the battle lays a
// state's units (scenario/laid_units.h), then every general with a position as a piece that is no
// unit; and what each piece is for the positional rules.
#pragma once

#include <optional>
#include <vector>

#include "rules/skirmish_positions.h"
#include "scenario/fire_position.h"
#include "scenario/laid_units.h"
#include "scenario/scenario.h"
#include "table/table.h"

namespace grognard::scenario {

struct PieceOwner {
  bool general = false;
  std::size_t index = 0;  // into Scenario::units or Scenario::generals
};

class Field final : public FirePosition {
 public:
  // Places every unit that is not dispersed and every general with a position. The scenario
  // must outlive the field.
  explicit Field(const Scenario& s);

  [[nodiscard]] const Scenario& scenario() const { return *s_; }
  [[nodiscard]] const table::Table& table() const override { return laid_.table; }
  [[nodiscard]] const PieceOwner& owner(std::size_t piece) const { return owners_[piece]; }
  [[nodiscard]] std::optional<std::size_t> piece_of_unit(std::size_t unit) const override;
  [[nodiscard]] std::optional<std::size_t> piece_of_general(std::size_t general) const;
  // The unit of a piece, or nullptr for a general.
  [[nodiscard]] const Unit* unit_of(std::size_t piece) const;
  // The army (side) of a piece.
  [[nodiscard]] int side(std::size_t piece) const { return laid_.table.piece(piece).side; }
  [[nodiscard]] rules::Stance stance(std::size_t piece) const;
  // The brigade id of a piece (a general's brigade; empty for an army commander).
  [[nodiscard]] const std::string& brigade(std::size_t piece) const;

  // The fire derivation's view (scenario/fire_position.h).
  [[nodiscard]] std::optional<std::size_t> unit_at(std::size_t piece) const override;
  [[nodiscard]] FireUnit fire_unit(std::size_t unit) const override;
  [[nodiscard]] const model::RuleOptions& options() const override { return s_->rules; }
  [[nodiscard]] model::Weather weather() const override { return s_->weather; }
  [[nodiscard]] bool in_melee(std::size_t unit) const override { return s_->units[unit].in_melee; }

 private:
  const Scenario* s_;
  LaidUnits laid_;  // the units laid as the battle lays them, then the generals
  std::vector<PieceOwner> owners_;
  std::vector<std::optional<std::size_t>> general_piece_;
};

}  // namespace grognard::scenario
