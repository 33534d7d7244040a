#include "game/fire.h"

#include "game/battalion_gun.h"
#include "game/light_battalion.h"
#include "rules/fire_positions.h"
#include "rules/fire_ranges.h"
#include "rules/weather_roll.h"
#include "scenario/flank.h"

namespace grognard::game {

namespace {

using model::Arm;
using model::Formation;
using model::TargetType;
using rules::Weapon;

std::size_t piece_of(const Board& b, int id) {
  return static_cast<std::size_t>(b.piece[static_cast<std::size_t>(id)]);
}

TargetType target_type(const Unit& u) {
  if (model::is_skirmisher(u.type)) return TargetType::skirmishers;
  switch (model::arm_of(u.type)) {
    case Arm::cavalry:
      return TargetType::cavalry;
    case Arm::artillery:
      return TargetType::artillery;
    case Arm::infantry:
      break;
  }
  return TargetType::infantry;
}

// What protects a unit where it stands, as the referee measures it (scenario::ground_of,
// TABLE-COVER): a built-up area, a redoubt (which counts as cover, S16.5-2), wood or cover.
model::Cover cover_of(const Board& b, int id) {
  const scenario::TargetGround g = scenario::ground_of(b.table, piece_of(b, id));
  return g.redoubt ? model::Cover::cover : g.kind;
}

rules::FireTarget fire_target(const GameState& s, const Board& b, const scenario::FireLine& line,
                              int target) {
  const Unit& t = unit(s, target);
  rules::FireTarget f;
  f.type = target_type(t);
  f.formation = t.body.formation;
  if (!rules::formation_allowed(f.type, f.formation))
    f.formation = rules::default_formation(f.type);
  const scenario::TargetGround g = scenario::ground_of(b.table, piece_of(b, target));
  f.cover = g.redoubt ? model::Cover::cover : g.kind;  // S16.5-2
  // A garrison: formed infantry in a built-up area (F-MOD-12), as `situation` reads it.
  f.garrison = g.kind == model::Cover::building && f.type == TargetType::infantry;
  // Works hold infantry and guns (S16.5); the `redoubts` option decides what they give.
  if (g.redoubt && (f.type == TargetType::infantry || f.type == TargetType::artillery)) {
    const int initial = b.table.feature(*g.redoubt).defence;
    f.redoubt = rules::Redoubt{redoubt_defence(s, static_cast<int>(*g.redoubt), initial), initial};
  }
  f.general = t.general_attached;
  f.battalion_gun = battalion_gun_of(s, t).has_value();  // S16.1e
  if (line.screen) {
    // S11.19-1, S11.20: the enemy screen in front of the target and the ground it stands in.
    const int screen = static_cast<int>(*line.screen);
    f.screen = rules::Screen{line.screen_gap, cover_of(b, screen)};
  }
  return f;
}

// The refusal a fire line gives, in the order the derivation decides it.
rules::Refusal refusal_of(const scenario::FireLine& line) {
  if (line.weapon.weapon == Weapon::none) return {"refusal.cannot_fire", line.why};
  if (!line.band) return {"refusal.out_of_range", line.why};
  if (!line.in_arc) return {"refusal.arc", line.why};
  if (line.terrain_block) return {"refusal.sight", line.why};
  if (line.unit_block) {
    switch (line.unit_block_kind) {
      case scenario::UnitBlock::overhead:
        return {"refusal.overhead", line.why};
      case scenario::UnitBlock::friendly_screen:
        return {"refusal.friendly_screen", line.why};
      case scenario::UnitBlock::sight:
        break;
    }
    return {"refusal.sight", line.why};
  }
  if (!line.visible) return {"refusal.visibility", line.why};
  return {"refusal.priority", "S11.18"};
}

// Why `id` cannot fire at all now, whatever the target.
std::optional<rules::Refusal> unit_cannot_fire(const Unit& u) {
  const FireKind kind = fire_kind(u);
  if (kind == FireKind::none) return rules::Refusal{"refusal.cavalry_fire", "CAV-FIRE-1"};
  if (u.charged || u.engaged_with >= 0) return rules::Refusal{"refusal.charged", "F-NOFIRE-1"};
  if (kind == FireKind::artillery) {
    if (u.body.formation != Formation::unlimbered) {
      return rules::Refusal{"refusal.limbered", "F-MOD-A5"};
    }
    if (u.repositioned && !u.horse_artillery)
      return rules::Refusal{"refusal.moved_battery", "F-MOD-A5"};
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::size_t> BattleFire::piece_of_unit(std::size_t unit) const {
  return b_->laid().piece_of_unit(unit);
}

std::optional<std::size_t> BattleFire::unit_at(std::size_t piece) const {
  return b_->laid().unit_at(piece);
}

scenario::FireUnit BattleFire::fire_unit(std::size_t id) const {
  return scenario::fire_unit_of(unit(*s_, static_cast<int>(id)));
}

bool BattleFire::in_melee(std::size_t id) const {
  return unit(*s_, static_cast<int>(id)).engaged_with >= 0;  // in contact after a charge
}

scenario::FireLine fire_line(const GameState& s, const Board& b, int id, int target,
                             scenario::LineDetail detail) {
  return scenario::fire_line(BattleFire(s, b), static_cast<std::size_t>(id),
                             static_cast<std::size_t>(target), detail);
}

int redoubt_defence(const GameState& s, int feature, int initial) {
  for (const auto& [f, d] : s.works) {
    if (f == feature) return d;
  }
  return initial;
}

FireKind fire_kind(const Unit& u) {
  if (model::is_skirmisher(u.type)) return FireKind::skirmish;
  switch (model::arm_of(u.type)) {
    case Arm::infantry:
      return FireKind::volley;
    case Arm::cavalry:
      return FireKind::none;
    case Arm::artillery:
      return FireKind::artillery;
  }
  return FireKind::none;
}

std::optional<rules::Refusal> cannot_fire(const GameState& s, const Board& b, int id, int target) {
  const Unit& u = unit(s, id);
  const Unit& t = unit(s, target);
  if (!t.on_table() || t.side == u.side) return rules::Refusal{"refusal.not_enemy", "PR-FIRE-1"};
  if (auto no = unit_cannot_fire(u)) return no;
  const BattleFire pos(s, b);
  const auto firer = static_cast<std::size_t>(id);
  const auto aim = static_cast<std::size_t>(target);
  const scenario::FireLine line =
      scenario::fire_line(pos, firer, aim, scenario::LineDetail::choice);
  if (!line.eligible) return refusal_of(line);
  if (!scenario::skirmish_weapon(line.weapon.weapon) ||
      pos.fire_unit(aim).stance == rules::Stance::skirmishers) {
    return std::nullopt;
  }
  // S11.18 weighs the target against the enemy skirmishers in the arc: the list decides.
  for (const scenario::FireLine& l : scenario::fire_targets(pos, firer).lines) {
    if (l.target == aim && !l.allowed) return refusal_of(l);
  }
  return std::nullopt;
}

std::vector<scenario::FireLine> fire_target_lines(const GameState& s, const Board& b, int id,
                                                  scenario::LineDetail detail) {
  const Unit& u = unit(s, id);
  if (!u.on_table() || unit_cannot_fire(u)) return {};
  std::vector<scenario::FireLine> lines =
      scenario::fire_targets(BattleFire(s, b), static_cast<std::size_t>(id), detail).lines;
  std::erase_if(lines, [](const scenario::FireLine& l) { return !l.allowed; });
  return lines;
}

std::vector<int> fire_targets(const GameState& s, const Board& b, int id) {
  std::vector<int> ids;
  for (const scenario::FireLine& l : fire_target_lines(s, b, id, scenario::LineDetail::choice)) {
    ids.push_back(static_cast<int>(l.target));
  }
  return ids;
}

rules::Volley volley_of(const GameState& s, const Board& b, int id, int target) {
  return volley_of(s, b, fire_line(s, b, id, target));
}

rules::Volley volley_of(const GameState& s, const Board& b, const scenario::FireLine& line) {
  const int id = static_cast<int>(line.firer);
  const int target = static_cast<int>(line.target);
  const Unit& u = unit(s, id);
  rules::Volley v;
  v.quality = u.body.quality;
  v.nation = u.body.nation;
  v.size = u.body.size;
  v.formation = u.body.formation;
  v.damage = u.body.damage;
  v.moved = u.moved;
  v.unformed = u.body.status == model::UnitStatus::unformed;
  v.lost_fire_discipline = u.lost_fire_discipline;
  v.in_building = cover_of(b, id) == model::Cover::building;
  v.target = fire_target(s, b, line, target);
  v.range = line.range;
  v.weather = s.weather;
  v.options = s.options;
  v.battalion_gun = battalion_gun_of(s, u);  // S16.1a, G-54
  return v;
}

rules::SkirmishFire skirmish_fire_of(const GameState& s, const Board& b, int id, int target) {
  return skirmish_fire_of(s, b, fire_line(s, b, id, target));
}

rules::SkirmishFire skirmish_fire_of(const GameState& s, const Board& b,
                                     const scenario::FireLine& line) {
  const int id = static_cast<int>(line.firer);
  const int target = static_cast<int>(line.target);
  const Unit& u = unit(s, id);
  rules::SkirmishFire f;
  f.figures = firing_figures(u);  // S11.6.4
  f.cls = u.skirmisher_class;
  f.target_cover = cover_of(b, target);
  // Skirmisher fire is infantry fire: a screen that takes it is the target (S11.19-3).
  if (const auto screen = struck_screen(s, b, line)) f.target_cover = cover_of(b, *screen);
  f.weather = s.weather;
  f.firer_in_building = cover_of(b, id) == model::Cover::building;
  f.options = s.options;
  return f;
}

std::optional<int> struck_screen(const GameState& s, const Board& b,
                                 const scenario::FireLine& line) {
  if (!line.screen) return std::nullopt;
  const rules::FireTarget t = fire_target(s, b, line, static_cast<int>(line.target));
  const rules::ScreenFinding f = rules::screen_effect(rules::FireKind::musketry, t.type, *t.screen,
                                                      s.options.screen_gap, s.options.scale);
  if (f.effect != rules::ScreenEffect::strikes_screen) return std::nullopt;
  return static_cast<int>(*line.screen);
}

rules::ArtilleryFire artillery_fire_of(const GameState& s, const Board& b, int id, int target,
                                       std::vector<int>& behind) {
  return artillery_fire_of(s, b, fire_line(s, b, id, target), behind);
}

rules::ArtilleryFire artillery_fire_of(const GameState& s, const Board& b,
                                       const scenario::FireLine& line, std::vector<int>& behind) {
  const int id = static_cast<int>(line.firer);
  const int target = static_cast<int>(line.target);
  const Unit& u = unit(s, id);
  rules::ArtilleryFire a;
  a.calibre = u.calibre;
  a.quality = u.body.quality;
  a.size = u.body.size;
  a.nation = u.body.nation;
  a.damage = u.body.damage;
  a.moved = u.moved;
  a.horse = u.horse_artillery;
  a.unformed = u.body.status == model::UnitStatus::unformed;
  a.low_ammo = u.low_ammo;
  a.assault_fire = u.assault_fire;
  a.first_fatigue_ignored = u.first_fatigue_used;
  a.level = b.table.level_of(piece_of(b, id));
  a.target = fire_target(s, b, line, target);
  a.range = line.range;
  a.weather = s.weather;
  a.options = s.options;
  // ART-OVERHEAD: the friends the battery fires over, which the derivation has let it.
  for (const scenario::FiredOverUnit& o : line.over) a.over.push_back(o.facts);
  // ART-BOUNCE-1, -3: units at least half behind the target within 6", seen from the battery.
  for (const scenario::BehindTarget& t : line.behind) {
    const int o = static_cast<int>(t.unit);
    a.behind.push_back(rules::BehindUnit{target_type(unit(s, o)), t.distance});
    behind.push_back(o);
  }
  return a;
}

rules::DisciplineTest test_of(const GameState& s, const Board& b, int id,
                              std::vector<rules::Trigger> triggers) {
  const Unit& u = unit(s, id);
  rules::DisciplineTest d;
  d.type = u.type;
  d.grade = model::grade_of(u.body.quality);
  if (u.type == model::UnitType::skirmish_screen) {
    for (const Unit& o : s.units) {
      if (o.brigade == u.brigade && o.id != id && o.on_table()) {
        d.brigade_qualities.push_back(o.body.quality);
      }
    }
    if (d.brigade_qualities.empty()) d.brigade_qualities.push_back(u.body.quality);
  }
  d.size = u.body.size;
  d.formation = u.body.formation;
  d.damage = u.body.damage;
  d.status = u.body.status;
  d.unformed = u.body.status == model::UnitStatus::unformed;
  d.general_attached = u.general_attached;
  d.garrison = cover_of(b, id) == model::Cover::building;
  // G-50: at least half of an enemy unit within 9" behind the flank or rear line.
  // G-50, DT-MOD-FLANKED-1 as `grognard situation` measures it (scenario/flank.h): an enemy
  // within 9" with at least half of it behind the unit's front line and no friend, river or
  // town in between; never a square. The rule applies the garrison and charge exceptions.
  if (b.piece[static_cast<std::size_t>(id)] >= 0) {
    const std::size_t p = piece_of(b, id);
    const double reach = model::rule_inches(rules::kFlankReach, s.options.scale);
    const auto friend_between = [&](std::size_t q) { return b.table.piece(q).side == u.side; };
    std::optional<table::MultiPolygon> zone;
    bool by_cavalry = false;
    for (const table::Near& n : b.table.near(p, reach + rules::kTapeTolerance)) {
      const Unit& e = unit(s, b.index[n.piece]);
      if (e.side == u.side) continue;
      if (scenario::measure_flank(b.table, p, n.piece, reach, zone, friend_between)
              .flanks(u.body.formation == Formation::square)) {
        d.flanked = true;
        by_cavalry = by_cavalry || model::arm_of(e.type) == Arm::cavalry;
      }
    }
    // DT-MOD-FLANKED-3 asks it of cavalry only, as `situation` gives "flanked_by" for cavalry.
    d.flanked_only_by_foot = d.flanked && !by_cavalry && model::arm_of(u.type) == Arm::cavalry;
  }
  d.triggers = std::move(triggers);
  d.options = s.options;
  return d;
}

}  // namespace grognard::game
