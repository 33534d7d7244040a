// A unit as plain values: what it is (arm, nation, quality, troops, size) and what has
// happened to it (figures, initial strength, damage, formation, status).
#pragma once

#include <string>

#include "model/damage.h"
#include "model/formation.h"
#include "model/nation.h"
#include "model/quality.h"
#include "model/status.h"
#include "model/troops.h"
#include "model/unit_size.h"

namespace grognard::model {

struct Unit {
  std::string name;
  Arm arm = Arm::infantry;
  Nation nation = Nation::french;
  Quality quality = Quality::line;
  Troops troops = Troops::line;
  UnitSize size = UnitSize::standard;
  Formation formation = Formation::line;
  UnitStatus status = UnitStatus::ordered;
  int figures = 0;           // figures on the table now
  int initial_strength = 0;  // figures, less detachments to a screen, plus a battalion gun
  Damage damage;

  bool operator==(const Unit&) const = default;
};

// Detaches `figures` figures to a skirmish screen: they leave the unit's figures and its
// initial strength, which is then used for all game purposes (S11.3-STR, S11.4-STR).
// Requires 0 < figures <= unit.figures.
constexpr void detach_to_screen(Unit& unit, int figures) {
  unit.figures -= figures;
  unit.initial_strength -= figures;
}

// Inflicts damage: every whole point the unit's damage crosses removes one figure
// (DECISIONS §3). Figures never fall below zero.
constexpr void inflict(Unit& unit, Damage d) {
  const int before = unit.damage.whole();
  unit.damage += d;
  const int lost = unit.damage.whole() - before;
  unit.figures = unit.figures > lost ? unit.figures - lost : 0;
}

}  // namespace grognard::model
