#include "scenario/field.h"

#include <algorithm>

#include "rules/fire_positions.h"

namespace grognard::scenario {

using rules::Weapon;

rules::Stance stance_of(const Unit& u) {
  if (u.unit.arm == model::Arm::artillery) return rules::Stance::artillery;
  if (u.unit.formation == model::Formation::skirmish) return rules::Stance::skirmishers;
  if (u.cossacks) return rules::Stance::cossacks;
  if (u.unit.arm == model::Arm::cavalry) return rules::Stance::formed_cavalry;
  return rules::Stance::formed_infantry;
}

WeaponFinding weapon_of(const Unit& u) {
  const model::Unit& m = u.unit;
  if (m.status == model::UnitStatus::dispersed) return {Weapon::none, "STATUS-DISP-0"};
  if (m.status == model::UnitStatus::retreating || m.status == model::UnitStatus::broken) {
    return {Weapon::none, "F-NOFIRE-3"};
  }
  switch (m.arm) {
    case model::Arm::artillery:
      if (m.formation == model::Formation::limbered) return {Weapon::none, "DECISIONS §8"};
      return {Weapon::gun, rules::reach_clause(Weapon::gun, u.calibre)};
    case model::Arm::cavalry:
      if (m.formation == model::Formation::skirmish) return {Weapon::carbine, "S16.3h-1"};
      return {Weapon::none, "CAV-FIRE-1"};
    case model::Arm::infantry:
      if (m.formation == model::Formation::skirmish) {
        if (m.troops == model::Troops::rifles || u.cls == model::SkirmisherClass::rifles) {
          return {Weapon::rifles, "S11.13-5"};
        }
        return {Weapon::skirmish, "F-RANGE-3"};
      }
      if (m.formation == model::Formation::square) return {Weapon::musket_square, "F-RANGE-1"};
      return {Weapon::musket, "F-RANGE-2"};
  }
  return {Weapon::none, "CAV-FIRE-1"};
}

Field::Field(const Scenario& s) : s_(&s), table_(s.width, s.depth) {
  for (const Terrain& t : s.terrain) table_.add(t.feature);
  unit_piece_.resize(s.units.size());
  general_piece_.resize(s.generals.size());
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& u = s.units[i];
    if (u.unit.status == model::UnitStatus::dispersed || u.bases.empty()) continue;
    table::Piece p;
    p.side = static_cast<int>(s.army_of(u));
    p.open_order = u.unit.formation == model::Formation::skirmish;
    p.bases = u.bases;
    if (!u.command.empty()) {
      p.group.assign(u.bases.size(), 0);
      for (const table::Base& b : u.command) {
        p.bases.push_back(b);
        p.group.push_back(kCommandGroup);
      }
    }
    unit_piece_[i] = table_.add(std::move(p));
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
  const Unit& u = s_->units[unit];
  return FireUnit{stance_of(u), weapon_of(u), u.unit.arm, u.calibre};
}

}  // namespace grognard::scenario
