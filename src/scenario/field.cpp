#include "scenario/field.h"

namespace grognard::scenario {

namespace {

table::Table terrain_of(const Scenario& s) {
  table::Table t(s.width, s.depth);
  for (const Terrain& f : s.terrain) t.add(f.feature);
  return t;
}

}  // namespace

Field::Field(const Scenario& s)
    : s_(&s), laid_(lay_units(terrain_of(s), s.units, [&s](std::size_t i) {
        return static_cast<int>(s.army_of(s.units[i]));
      })) {
  for (const int u : laid_.index) owners_.push_back(PieceOwner{false, static_cast<std::size_t>(u)});
  // The generals after the units: pieces that are no unit.
  general_piece_.resize(s.generals.size());
  for (std::size_t i = 0; i < s.generals.size(); ++i) {
    const General& g = s.generals[i];
    if (!g.base) continue;
    table::Piece p;
    p.side = static_cast<int>(s.army_of(g));
    p.bases.push_back(*g.base);
    general_piece_[i] = laid_.table.add(std::move(p));
    laid_.index.push_back(-1);
    owners_.push_back(PieceOwner{true, i});
  }
}

std::optional<std::size_t> Field::piece_of_unit(std::size_t unit) const {
  return laid_.piece_of_unit(unit);
}

std::optional<std::size_t> Field::piece_of_general(std::size_t general) const {
  return general_piece_[general];
}

const Unit* Field::unit_of(std::size_t piece) const {
  const PieceOwner& o = owners_[piece];
  return o.general ? nullptr : &s_->units[o.index];
}

rules::Stance Field::stance(std::size_t piece) const {
  const PieceOwner& o = owners_[piece];
  return o.general ? rules::Stance::general : stance_of(s_->units[o.index]);
}

const std::string& Field::brigade(std::size_t piece) const {
  const PieceOwner& o = owners_[piece];
  return o.general ? s_->generals[o.index].brigade : s_->units[o.index].brigade;
}

std::optional<std::size_t> Field::unit_at(std::size_t piece) const {
  return laid_.unit_at(piece);
}

FireUnit Field::fire_unit(std::size_t unit) const {
  return fire_unit_of(s_->units[unit]);
}

}  // namespace grognard::scenario
