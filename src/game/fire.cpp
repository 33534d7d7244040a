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

// What stands around a unit: a town (garrison: halved, F-MOD-12), a wood, cover or works (-1).
model::Cover cover_of(const Board& b, int id) {
  const std::size_t p = piece_of(b, id);
  if (b.table.fraction_in(p, table::TerrainKind::built_up) > 0.5) return model::Cover::building;
  if (b.table.fraction_in(p, table::TerrainKind::wood) > 0.5 ||
      b.table.fraction_in(p, table::TerrainKind::cover) > 0.5 ||
      b.table.fraction_in(p, table::TerrainKind::redoubt) > 0.5) {
    return model::Cover::cover;
  }
  return model::Cover::open;
}

rules::FireTarget fire_target(const GameState& s, const Board& b, int target) {
  const Unit& t = unit(s, target);
  rules::FireTarget f;
  f.type = target_type(t);
  f.formation = t.body.formation;
  if (!rules::formation_allowed(f.type, f.formation))
    f.formation = rules::default_formation(f.type);
  f.cover = cover_of(b, target);
  f.garrison = f.cover == model::Cover::building;
  f.general = t.general_attached;
  f.battalion_gun = battalion_gun_of(s, t).has_value();  // S16.1e
  return f;
}

// The weapon's reach in engine inches (F-RANGE-*, S11.13-5).
double reach(const GameState& s, const Unit& u) {
  switch (fire_kind(u)) {
    case FireKind::volley:
      return model::rule_inches(rules::volley_range(u.body.formation == Formation::square).reach,
                                s.options.scale);
    case FireKind::skirmish:
      return model::rule_inches(rules::skirmish_range(u.skirmisher_class), s.options.scale);
    case FireKind::artillery:
      return model::rule_inches(rules::band_reach(u.calibre, model::RangeBand::long_range),
                                s.options.scale);
    case FireKind::none:
      break;
  }
  return 0;
}

// The range from the bases that fire: a deployed light battalion's skirmish line (group 0), not
// its command companies (S11.6.4).
double firing_range(const Board& b, int unit_id, int target) {
  return b.table.distance(piece_of(b, unit_id), piece_of(b, target), 0, table::kAnyGroup);
}

bool in_arc(const Board& b, int unit_id, int target, double r, bool skirmisher) {
  const std::size_t p = piece_of(b, unit_id);
  const std::size_t q = piece_of(b, target);
  const table::Piece& firer = b.table.piece(p);
  for (std::size_t i = 0; i < firer.bases.size(); ++i) {
    if (firer.group_of(i) != 0) continue;  // command companies do not fire (S11.6.4)
    const table::Base& base = firer.bases[i];
    const table::Polygon arc =
        skirmisher ? table::skirmish_arc(base, r + 1) : table::straight_ahead(base, r + 1);
    for (std::size_t j = 0; j < b.table.piece(q).bases.size(); ++j) {
      if (table::convex_intersects(arc, b.table.polygon(table::BaseRef{q, j}))) return true;
    }
  }
  return false;
}

bool clear_sight(const Board& b, int unit_id, int target) {
  const table::Closest c = b.table.closest(piece_of(b, unit_id), piece_of(b, target), 0);
  const table::Sight sight = b.table.sight(c.a, c.b);
  return !sight.blocked_by && sight.crossed.empty();
}

}  // namespace

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
  const double range = firing_range(b, id, target);
  const double r = reach(s, u);
  if (range > r + 1e-9) {
    return rules::Refusal{"refusal.out_of_range", kind == FireKind::artillery  ? "F-RANGE-ART-1"
                                                  : kind == FireKind::skirmish ? "F-RANGE-3"
                                                                               : "F-RANGE-2"};
  }
  if (const auto vis = rules::visibility(s.weather); vis && s.options.weather) {
    if (range > model::rule_inches(*vis, s.options.scale) + 1e-9) {
      return rules::Refusal{"refusal.visibility", rules::visibility_clause(s.weather)};
    }
  }
  if (!in_arc(b, id, target, r, kind == FireKind::skirmish)) {
    return rules::Refusal{"refusal.arc", kind == FireKind::skirmish ? "S11.16" : "PR-FIRE-2"};
  }
  if (!clear_sight(b, id, target)) return rules::Refusal{"refusal.sight", "PR-FIRE-3"};
  // S11.18: skirmishers fire at enemy skirmishers in their arc if there are any (the R-tree
  // finds those within range of the firing bases).
  if (kind == FireKind::skirmish && target_type(t) != TargetType::skirmishers) {
    for (const table::Near& n : b.table.near(piece_of(b, id), r + 1e-9, 0)) {
      const Unit& e = unit(s, b.index[n.piece]);
      if (e.side == u.side || target_type(e) != TargetType::skirmishers) continue;
      if (in_arc(b, id, e.id, r, true) && clear_sight(b, id, e.id)) {
        return rules::Refusal{"refusal.priority", "S11.18"};
      }
    }
  }
  return std::nullopt;
}

std::vector<int> fire_targets(const GameState& s, const Board& b, int id) {
  std::vector<std::pair<double, int>> list;
  const Unit& u = unit(s, id);
  if (!u.on_table() || fire_kind(u) == FireKind::none) return {};
  // Only units within the weapon's reach of the firing bases can be fired at: the R-tree finds
  // them; cannot_fire() decides the rest.
  for (const table::Near& n : b.table.near(piece_of(b, id), reach(s, u) + 1e-9, 0)) {
    const Unit& t = unit(s, b.index[n.piece]);
    if (t.side == u.side) continue;
    if (!cannot_fire(s, b, id, t.id)) list.emplace_back(firing_range(b, id, t.id), t.id);
  }
  std::sort(list.begin(), list.end());
  std::vector<int> ids;
  for (const auto& [d, i] : list) ids.push_back(i);
  return ids;
}

rules::Volley volley_of(const GameState& s, const Board& b, int id, int target) {
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
  v.target = fire_target(s, b, target);
  v.range = firing_range(b, id, target);
  v.weather = s.weather;
  v.options = s.options;
  v.battalion_gun = battalion_gun_of(s, u);  // S16.1a, G-54
  return v;
}

rules::SkirmishFire skirmish_fire_of(const GameState& s, const Board& b, int id, int target) {
  const Unit& u = unit(s, id);
  rules::SkirmishFire f;
  f.figures = firing_figures(u);  // S11.6.4
  f.cls = u.skirmisher_class;
  const model::Cover c = cover_of(b, target);
  f.target_cover = c;
  f.weather = s.weather;
  f.firer_in_building = cover_of(b, id) == model::Cover::building;
  f.options = s.options;
  return f;
}

rules::ArtilleryFire artillery_fire_of(const GameState& s, const Board& b, int id, int target,
                                       std::vector<int>& behind) {
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
  a.target = fire_target(s, b, target);
  a.range = firing_range(b, id, target);
  a.weather = s.weather;
  a.options = s.options;
  // ART-BOUNCE-1, -3: units at least half behind the target within 6", seen from the battery.
  const Unit& t = unit(s, target);
  const table::Vec dir = table::unit(table::Vec{t.x - u.x, t.y - u.y});
  for (const Unit& o : s.units) {
    if (o.id == target || o.id == id || !o.on_table()) continue;
    if (a.behind.size() >= rules::kMaxBehind) break;
    if (b.table.fraction_behind(piece_of(b, target), piece_of(b, o.id), dir, 6.0) >= 0.5) {
      a.behind.push_back(rules::BehindUnit{target_type(o), distance(b, target, o.id)});
      behind.push_back(o.id);
    }
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
