// A unit on the table: the one model of a unit that a scenario file, the referee commands
// (`check`, `situation`, `targets`), the battle and the AI share (issue 11). What it is (its
// body, its kind, the figures it can detach), where it stands, and how its bases lie are kept
// here once; everything positional is derived from it by one set of functions below and by the
// derivations that read a FirePosition (targets.h, fallback.h). A scenario's unit adds what the
// file says of it (its id, names, where each field was written: scenario.h); a battle's unit
// adds what the turn sequence keeps of it (its side and brigade, this turn's actions:
// game/state.h).
#pragma once

#include <vector>

#include "model/fire.h"
#include "model/skirmisher_class.h"
#include "model/unit.h"
#include "model/unit_type.h"
#include "rules/fire_positions.h"
#include "scenario/fire_position.h"
#include "table/base.h"
#include "table/footprint.h"
#include "table/table.h"

namespace grognard::scenario {

// What decides a unit's bases: when any of it changes, the unit is laid anew.
struct Placement {
  bool on_table = false;
  double x = 0;
  double y = 0;
  double facing = 0;
  model::UnitType type = model::UnitType::infantry;
  model::Formation formation = model::Formation::line;
  int bases = 0;
  double base_width = 0;
  double base_depth = 0;
  int command_bases = 0;
  double command_back = 0;
  double command_right = 0;
  bool operator==(const Placement&) const = default;
};

struct TableUnit {
  model::Unit body;  // arm, nation, quality, troops, size, formation, status, figures, damage

  // What kind of unit, beyond model::Unit: infantry, cavalry, artillery, a brigade skirmish
  // screen (S11.1a) or a light battalion deployed as skirmishers (S11.5).
  model::UnitType type = model::UnitType::infantry;
  bool light_battalion = false;  // may deploy as skirmishers (S11.5)
  bool light_cavalry = false;    // may skirmish (S16.3b)
  bool cossack = false;          // Cossacks and other irregular cavalry (S11.22-2, S11.24a)
  bool horse_artillery = false;
  model::Calibre calibre = model::Calibre::medium;
  // Its class as skirmishers (S11.10 - S11.13): as a scenario gives it, else derived from its
  // nation, quality and troops (rules::derive_class).
  model::SkirmisherClass skirmisher_class = model::SkirmisherClass::first;
  int light_company = 0;  // figures of its light company that can join a screen (S11.2-ELIG)
  // A battalion gun (S16.1): the guns its model stands for, 1 or 2 (S16.1a-2); 0 = none, or lost.
  int battalion_gun = 0;
  // A cavalry regiment's squadrons (S16.2); 0 for every other unit. A scenario file may leave it
  // 0 for cavalry: one squadron per four figures then (squadrons_of).
  int squadrons = 0;

  // A light battalion deployed as skirmishers (S11.6): the skirmish line is the unit's `bases`
  // in open order at (x, y); its command companies stand in close order `command_back` inches
  // behind the line's front centre and `command_right` to its right, so that the battalion
  // moves as one body. They hold `command_figures` of its figures; the line has the rest.
  int command_figures = 0;  // 0: not deployed
  int command_bases = 0;
  double command_back = 0;
  double command_right = 0;

  // Where it stands: the centre of its front edge (inches from the table's left and near
  // edges) and the bearing it faces (table/geometry.h); its bases by its formation
  // (footprint_of), or as a scenario laid them one by one (`laid`).
  double x = 0;
  double y = 0;
  double facing = 0;
  int bases = 1;
  double base_width = 1.5;
  double base_depth = 1.0;
  // The bases exactly as a scenario file put them down, where its formation's footprint would
  // lay them otherwise (a list of hand-placed bases, another gap, command companies of another
  // base size). They are kept in the unit's own frame (`front` as inches to the right of and
  // ahead of its front centre, `facing` relative to the unit's), so they move and wheel with
  // it as the player moves the bases together, while its formation, base count and size are
  // still `laid_for` (the placement with x, y and facing 0); a change of formation, or a base
  // lost, lays the unit by its footprint. Empty: always by the footprint.
  std::vector<table::Base> laid;
  Placement laid_for;

  // What has happened to it.
  bool lost_fire_discipline = false;  // F-LFD-1
  bool low_ammo = false;              // ART-LOWAMMO-1
  bool first_fatigue_used = false;    // a battery's first fatigue ignored (ART-FATIGUE)
  bool moved = false;  // moved this turn in any way, formation changes included (F-MOD-6)

  [[nodiscard]] bool on_table() const { return body.status != model::UnitStatus::dispersed; }
  bool operator==(const TableUnit&) const = default;
};

// True for a light battalion deployed as skirmishers (S11.5).
bool deployed(const TableUnit& u);

// A cavalry regiment's squadrons: as given, else one per four figures, a part squadron counting
// as one (docs/rules.md, S16.2); 0 for any other unit.
int squadrons_of(const TableUnit& u);

// What decides where its bases lie (nothing on the table when dispersed).
Placement placement_of(const TableUnit& u);

// The gap between neighbouring bases of a rank, in inches: skirmish order 3" (S11.6.2's least
// spacing, 5 cm), unlimbered guns 0.5"; none in any other formation.
double formation_gap(model::Formation f);

// The footprint of a unit in its formation (PR-TURN-2): line and unlimbered guns one rank;
// column two bases abreast; mass column a block; square four faces; skirmish order one rank 3"
// apart (S11.6.2's least spacing); a limbered battery one base behind the other.
table::FootprintSpec footprint_of(const TableUnit& u);

// Where a deployed light battalion's command companies' front edge centre stands, and their
// bases by the footprint (one rank in close order); requires deployed(u).
table::Point command_point(const TableUnit& u);
std::vector<table::Base> command_bases_of(const TableUnit& u);

// The bases of a unit where it stands: as laid, moved with the unit, while its formation and
// bases are the ones they were laid for, else by its footprint; a deployed light battalion's
// skirmish line first, then its command companies (S11.6).
std::vector<table::Base> bases_of(const TableUnit& u);

// The same bases in two parts: the body (a deployed light battalion's skirmish line) and a
// deployed battalion's command companies (empty for any other unit). Nothing when it is off the
// table.
struct UnitBases {
  std::vector<table::Base> body;
  std::vector<table::Base> command;
};
UnitBases bases_by_part(const TableUnit& u);

// Bases of a light battalion's command companies are group 1 of its piece (table/table.h).
inline constexpr int kCommandGroup = 1;

// The unit as a piece of the table for side `side`: its bases, open order for skirmishers, the
// command companies of a deployed light battalion as group kCommandGroup. Requires u.on_table().
table::Piece piece_of(const TableUnit& u, int side);

// Sets the unit's front centre, facing, base count and size from bases that a scenario laid
// (the front rank's bases, those whose front edge lies furthest forward, give the centre and the
// facing), and its command companies' offset from `command` when it is deployed; keeps the bases
// as `laid` when its footprint would lay them otherwise. Requires `bases` not empty.
void place(TableUnit& u, const std::vector<table::Base>& bases,
           const std::vector<table::Base>& command);

// What a unit is for the positional rules: artillery; skirmishers (skirmish order: screens,
// deployed light battalions and mounted skirmishers, Cossacks too); Cossacks; formed cavalry;
// formed infantry.
rules::Stance stance_of(const TableUnit& u);

// The weapon it fires with (scenario/fire_position.h), and why.
WeaponFinding weapon_of(const TableUnit& u);

// The unit as the fire derivation sees it (scenario/fire_position.h).
FireUnit fire_unit_of(const TableUnit& u);

}  // namespace grognard::scenario
