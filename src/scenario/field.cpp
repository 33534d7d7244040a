#include "scenario/field.h"

namespace grognard::scenario {

Field::Field(const Scenario& s) : s_(&s), table_(s.width, s.depth) {
  for (const Terrain& t : s.terrain) table_.add(t.feature);
  unit_piece_.resize(s.units.size());
  general_piece_.resize(s.generals.size());
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& u = s.units[i];
    if (!u.on_table()) continue;
    unit_piece_[i] = table_.add(piece_of(u, static_cast<int>(s.army_of(u))));
    owners_.push_back(PieceOwner{false, i});
  }
  for (std::size_t i = 0; i < s.generals.size(); ++i) {
    const General& g = s.generals[i];
    if (!g.base) continue;
    table::Piece p;
    p.side = static_cast<int>(s.army_of(g));
    p.bases.push_back(*g.base);
    general_piece_[i] = table_.add(std::move(p));
    owners_.push_back(PieceOwner{true, i});
  }
}

std::optional<std::size_t> Field::piece_of_unit(std::size_t unit) const {
  return unit_piece_[unit];
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
  const PieceOwner& o = owners_[piece];
  if (o.general) return std::nullopt;
  return o.index;
}

FireUnit Field::fire_unit(std::size_t unit) const {
  return fire_unit_of(s_->units[unit]);
}

}  // namespace grognard::scenario
