#include "scenario/targets.h"

#include <algorithm>

#include "rules/artillery.h"
#include "rules/screen_fire.h"
#include "rules/weather_roll.h"

namespace grognard::scenario {

using rules::Stance;
using rules::Weapon;
using table::BaseRef;
using table::operator-;  // NOLINT(misc-unused-using-decls): Point - Point has no ADL into table

namespace {

constexpr double kEdge = 1e-4;  // inches: keeps a strip clear of the bases it starts beside

bool formed(Stance s) {
  return s == Stance::formed_infantry || s == Stance::formed_cavalry || s == Stance::cossacks ||
         s == Stance::artillery;
}

// The strip just ahead of a base, half a base deep, its sides drawn in a hair so that a
// neighbour in the same rank does not touch it: a base with another of its unit in that strip
// is in a rear rank and does not fire (columns, mass columns, limbers).
table::Polygon just_ahead(const table::Base& b) {
  const table::Vec f = b.forward();
  const table::Vec r = b.right();
  const table::Point fl = b.front_left() + r * kEdge + f * kEdge;
  const table::Point fr = b.front_right() - r * kEdge + f * kEdge;
  const double d = b.depth / 2;
  return table::make_polygon({fl, fl + f * d, fr + f * d, fr});
}

// The bases that fire: a light battalion's skirmish line, not its command companies (S11.6.4);
// every skirmish base; formed troops' front rank; each face of a square.
std::vector<std::size_t> firing_bases(const table::Table& t, std::size_t piece, Weapon w) {
  const table::Piece& p = t.piece(piece);
  std::vector<std::size_t> out;
  for (std::size_t b = 0; b < p.bases.size(); ++b) {
    if (p.group_of(b) != 0) continue;
    if (skirmish_weapon(w) || !t.touches(piece, just_ahead(p.bases[b]), 0)) out.push_back(b);
  }
  return out;
}

// The bounding box of a convex area, to skip exact measurements that cannot be in contact.
struct Bounds {
  double x0, y0, x1, y1;
};
Bounds bounds_of(const table::Polygon& p) {
  Bounds b{p.outer().front().x(), p.outer().front().y(), p.outer().front().x(),
           p.outer().front().y()};
  for (const table::Point& q : p.outer()) {
    b.x0 = std::min(b.x0, q.x());
    b.y0 = std::min(b.y0, q.y());
    b.x1 = std::max(b.x1, q.x());
    b.y1 = std::max(b.y1, q.y());
  }
  return b;
}

// rules::in_contact(t.distance(area, piece)) for a convex area, measuring only the bases whose
// box comes within the tape's tolerance of the area's: the arcs of fire_line() ask it of every
// firing base.
bool in_contact_with(const table::Table& t, const table::Polygon& area, std::size_t piece) {
  const Bounds a = bounds_of(area);
  constexpr double tol = rules::kTapeTolerance;
  for (std::size_t i = 0; i < t.piece(piece).bases.size(); ++i) {
    const table::Polygon& p = t.polygon(BaseRef{piece, i});
    const Bounds b = bounds_of(p);
    if (b.x0 > a.x1 + tol || a.x0 > b.x1 + tol || b.y0 > a.y1 + tol || a.y0 > b.y1 + tol) {
      continue;
    }
    if (rules::in_contact(table::convex_distance(area, p))) return true;
  }
  return false;
}

table::Polygon arc_of(const table::Base& b, Weapon w, double reach) {
  return skirmish_weapon(w) ? table::skirmish_arc(b, reach) : table::straight_ahead(b, reach);
}

// A piece's stance: a general's, or its unit's.
Stance stance_at(const FirePosition& pos, std::size_t piece) {
  const auto u = pos.unit_at(piece);
  return u ? pos.fire_unit(*u).stance : Stance::general;
}

int side_at(const FirePosition& pos, std::size_t piece) {
  return pos.table().piece(piece).side;
}

}  // namespace

TargetGround ground_of(const table::Table& t, std::size_t piece) {
  using table::TerrainKind;
  TargetGround g;
  g.built_up = t.fraction_in(piece, TerrainKind::built_up);
  g.cover = t.fraction_in(piece, TerrainKind::wood) + t.fraction_in(piece, TerrainKind::cover);
  const double redoubt = t.fraction_in(piece, TerrainKind::redoubt);
  if (g.built_up >= 0.5 - rules::kTapeTolerance) {
    g.kind = model::Cover::building;
    g.share = g.built_up;
  } else if (redoubt >= 0.5 - rules::kTapeTolerance) {
    g.share = redoubt;
    for (std::size_t f = 0; f < t.feature_count(); ++f) {
      if (t.feature(f).kind == TerrainKind::redoubt && t.touches(piece, t.feature(f).area)) {
        g.redoubt = f;
        break;
      }
    }
  } else if (g.cover >= 0.5 - rules::kTapeTolerance) {
    g.kind = model::Cover::cover;
    g.share = g.cover;
  }
  return g;
}

namespace {

// The weapon a unit is measured with: what it fires, or for a unit that cannot fire, what it
// would fire with.
Weapon measured_weapon(const FireUnit& u) {
  if (u.weapon.weapon != Weapon::none) return u.weapon.weapon;
  return u.arm == model::Arm::artillery ? Weapon::gun : Weapon::musket;
}

// Decides `eligible`, `allowed` and `why` from what has been measured so far.
void decide(FireLine& line, rules::Weapon w, const FireUnit& firer, model::Weather weather) {
  line.eligible = line.weapon.weapon != Weapon::none && line.band && line.in_arc &&
                  !line.terrain_block && !line.unit_block && line.visible;
  line.allowed = line.eligible;
  if (line.weapon.weapon == Weapon::none) {
    line.why = line.weapon.clause;
  } else if (!line.band) {
    line.why = rules::reach_clause(w, firer.calibre);
  } else if (!line.in_arc) {
    line.why = skirmish_weapon(w) ? "S11.16" : "TABLE-ARC";
  } else if (line.terrain_block) {
    line.why = "TABLE-SIGHT";
  } else if (line.unit_block) {
    line.why = line.unit_block_clause;
  } else if (!line.visible) {
    line.why = rules::visibility_clause(weather);
  } else {
    line.why = skirmish_weapon(w) ? "S11.18" : line.weapon.clause;
  }
}

// One firer and one target; `firing` is the firer's firing bases (firing_bases()).
FireLine measure(const FirePosition& field, std::size_t firer, std::size_t target,
                 LineDetail detail, const std::vector<std::size_t>& firing) {
  const bool full = detail != LineDetail::choice;
  const table::Table& t = field.table();
  const model::RuleOptions& o = field.options();
  const model::Weather weather = field.weather();
  FireLine line;
  line.firer = firer;
  line.target = target;
  const auto fp_opt = field.piece_of_unit(firer);
  const auto tp_opt = field.piece_of_unit(target);
  if (!fp_opt || !tp_opt) {
    line.why = "STATUS-DISP-0";
    return line;
  }
  const FireUnit fu = field.fire_unit(firer);
  line.weapon = fu.weapon;
  const std::size_t fp = *fp_opt;
  const std::size_t tp = *tp_opt;
  const Weapon w = measured_weapon(fu);
  const double reach = rules::weapon_reach(w, fu.calibre, o.scale);
  const double sweep = std::max(reach, t.distance(fp, tp, 0)) + 1;

  // Range and arc: from the nearest firing base that has the target in its arc within the
  // weapon's reach (S11.16; formed troops straight ahead, TABLE-ARC), else from the nearest that
  // has it in its arc farther out, else from the nearest firing base. A target within reach of
  // a base only outside that base's arc is not in the arc: the arc and the range are one strip
  // (the same strip fire_targets() asks the R-tree with).
  double best = -1;
  std::size_t best_base = firing.empty() ? 0 : firing.front();
  int best_rank = -1;  // 2: in the arc within reach; 1: in the arc beyond reach; 0: outside
  // First the arcs within reach, which decide for a target in range (every target of a list);
  // a base no nearer than the best so far cannot replace it, so its arc is not drawn. In the
  // arc when the target touches it, a target exactly on its edge included.
  std::vector<double> from(firing.size());
  for (std::size_t i = 0; i < firing.size(); ++i) {
    const std::size_t b = firing[i];
    from[i] = t.distance(BaseRef{fp, b}, tp);
    if (best_rank == 2 && from[i] >= best) continue;
    if (in_contact_with(t, arc_of(t.piece(fp).bases[b], w, reach + rules::kTapeTolerance), tp)) {
      best = from[i];
      best_base = b;
      best_rank = 2;
    }
  }
  // Else the arcs drawn as far as the target, else the nearest base.
  for (std::size_t i = 0; best_rank < 2 && i < firing.size(); ++i) {
    const bool nearer = best_rank < 0 || from[i] < best;
    if (best_rank == 1 && !nearer) continue;
    const int rank = in_contact_with(t, arc_of(t.piece(fp).bases[firing[i]], w, sweep), tp) ? 1 : 0;
    if (rank < best_rank) continue;
    if (rank > best_rank || nearer) {
      best = from[i];
      best_base = firing[i];
      best_rank = rank;
    }
  }
  line.in_arc = best_rank > 0;
  line.range = std::max(best, 0.0);
  line.firing_base = static_cast<int>(best_base) + 1;
  const std::size_t target_base = t.nearest_base(BaseRef{fp, best_base}, tp).second;
  line.target_base = static_cast<int>(target_base) + 1;
  line.band = rules::band_of(w, fu.calibre, line.range, o.scale);
  if (line.band && best_rank == 1) line.in_arc = false;  // within reach only outside the arc
  if (!full && (!line.band || !line.in_arc || line.weapon.weapon == Weapon::none)) {
    decide(line, w, fu, weather);
    return line;
  }

  // Line of sight: terrain (TABLE-SIGHT), then the units the line crosses.
  const table::Sight sight = t.sight(BaseRef{fp, best_base}, BaseRef{tp, target_base});
  line.terrain_block = sight.blocked_by;
  const bool roundshot = w == Weapon::gun && line.band && model::roundshot(*line.band);
  for (std::size_t q : sight.crossed) {
    const Stance st = stance_at(field, q);
    if (st == Stance::general) continue;
    const bool friendly = side_at(field, q) == side_at(field, fp);
    if (!friendly && !formed(st)) continue;  // enemy skirmishers: the screen rules below
    if (friendly && w == Weapon::gun && (roundshot || !line.band)) {
      FiredOverUnit over;
      over.unit = *field.unit_at(q);
      over.facts.level = t.level_of(q);
      over.facts.from_battery = t.distance(fp, q);
      over.facts.from_target = t.distance(q, tp);
      over.finding = rules::overhead_fire(
          t.level_of(fp), over.facts, line.band.value_or(model::RangeBand::long_range), o.scale);
      line.over.push_back(over);
      if (over.finding.problem != rules::OverheadProblem::none && !line.unit_block) {
        line.unit_block = over.unit;
        line.unit_block_kind = UnitBlock::overhead;
        line.unit_block_clause = over.finding.clause;
      }
      continue;
    }
    if (!line.unit_block) {
      line.unit_block = *field.unit_at(q);
      if (friendly && st == Stance::skirmishers) {
        line.unit_block_kind = w == Weapon::gun ? UnitBlock::overhead : UnitBlock::friendly_screen;
        line.unit_block_clause = w == Weapon::gun ? "ART-OVERHEAD-3" : "S11.26a";
      } else {
        line.unit_block_clause = "TABLE-SIGHT";
      }
    }
  }
  if (!full && (line.terrain_block || line.unit_block)) {
    decide(line, w, fu, weather);
    return line;
  }

  // Weather (S16.7-4, S16.7-5).
  if (o.weather) line.visibility = rules::visibility(weather);
  if (line.visibility) {
    line.visible = rules::within_tape(line.range, model::rule_inches(*line.visibility, o.scale));
  }
  if (!full && !line.visible) {
    decide(line, w, fu, weather);
    return line;
  }

  // A screen: a skirmish unit of the target's side in front of it (within its frontage) and
  // in the lane between it and the firer (S11.19-1, G-39). It decides whom the fire strikes,
  // not whether it may be fired: a list of targets leaves it out.
  if (!full) {
    decide(line, w, fu, weather);
    return line;
  }
  std::vector<BaseRef> lane_bases;
  lane_bases.reserve(firing.size() + t.piece(tp).bases.size());
  for (std::size_t b : firing) lane_bases.push_back(BaseRef{fp, b});
  for (std::size_t b = 0; b < t.piece(tp).bases.size(); ++b) lane_bases.push_back(BaseRef{tp, b});
  const table::Polygon lane = t.hull(lane_bases);
  double best_gap = -1;
  for (const std::size_t q : t.touching(lane)) {
    if (q == fp || q == tp || side_at(field, q) != side_at(field, tp) ||
        stance_at(field, q) != Stance::skirmishers) {
      continue;
    }
    bool in_front = false;
    for (const table::Base& b : t.piece(tp).bases) {
      if (in_contact_with(t, table::straight_ahead(b, line.range + 1), q)) {
        in_front = true;
      }
    }
    if (!in_front &&
        std::find(sight.crossed.begin(), sight.crossed.end(), q) == sight.crossed.end()) {
      continue;
    }
    if (!rules::can_screen(field.fire_unit(*field.unit_at(q)).arm == model::Arm::cavalry)) {
      line.screen_ignored = ScreenIgnored::mounted_screen;
      line.screen_clause = "S16.3e";
      continue;
    }
    const Stance ts = stance_at(field, tp);
    if (ts == Stance::formed_cavalry || ts == Stance::cossacks) {
      line.screen_ignored = ScreenIgnored::cavalry_target;
      line.screen_clause = "S11.19-2";
      continue;
    }
    if (ts != Stance::formed_infantry) continue;
    const double gap = t.distance(q, tp);
    if (gap > best_gap) {
      best_gap = gap;
      line.screen = *field.unit_at(q);
      line.screen_gap = gap;
    }
  }

  // Units behind the target, for a battery's roundshot (ART-BOUNCE-1, ART-BOUNCE-3).
  if (roundshot && detail == LineDetail::full) {
    const table::Vec dir = sight.line.second - sight.line.first;
    const double depth = t.width() + t.depth();  // the whole table: every unit is within it
    std::optional<table::MultiPolygon> zone;     // drawn once, for the first unit near
    for (const table::Near& n :
         t.near(tp, model::rule_inches(rules::kBounceReach, o.scale) + rules::kTapeTolerance)) {
      const std::size_t q = n.piece;
      if (q == fp || stance_at(field, q) == Stance::general) continue;
      if (!t.may_be_behind(tp, q, dir)) continue;  // a share of 0: the zone is not drawn for it
      if (!zone) zone = t.behind_zone(tp, dir, depth);
      const double share = t.fraction_inside(q, *zone);
      if (share < 0.5 - rules::kTapeTolerance) continue;
      if (line.behind.size() < rules::kMaxBehind) {
        line.behind.push_back(BehindTarget{*field.unit_at(q), share, n.distance});
      }
    }
  }
  decide(line, w, fu, weather);
  return line;
}

}  // namespace

FireLine fire_line(const FirePosition& field, std::size_t firer, std::size_t target,
                   LineDetail detail) {
  const auto fp = field.piece_of_unit(firer);
  std::vector<std::size_t> firing;
  if (fp) firing = firing_bases(field.table(), *fp, measured_weapon(field.fire_unit(firer)));
  return measure(field, firer, target, detail, firing);
}

Targets fire_targets(const FirePosition& field, std::size_t firer, LineDetail detail) {
  const table::Table& t = field.table();
  Targets out;
  out.firer = firer;
  const auto fp = field.piece_of_unit(firer);
  if (!fp) return out;
  const FireUnit fu = field.fire_unit(firer);
  out.weapon = fu.weapon;
  if (out.weapon.weapon == Weapon::none) return out;
  const Weapon w = out.weapon.weapon;
  const double reach = rules::weapon_reach(w, fu.calibre, field.options().scale);
  // Only a unit in the arc can be a target: ask the R-tree for the pieces touching each firing
  // base's arc, which reaches at least the weapon's range, then measure those.
  const std::vector<std::size_t> firing = firing_bases(t, *fp, w);
  std::vector<std::size_t> candidates;
  for (std::size_t b : firing) {
    const table::Polygon arc = arc_of(t.piece(*fp).bases[b], w, reach + rules::kTapeTolerance);
    for (std::size_t q : t.touching(arc, side_at(field, *fp))) candidates.push_back(q);
  }
  std::sort(candidates.begin(), candidates.end());
  candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
  for (std::size_t q : candidates) {
    if (q == *fp || side_at(field, q) == side_at(field, *fp) ||
        stance_at(field, q) == Stance::general) {
      continue;
    }
    FireLine line = measure(field, firer, *field.unit_at(q), detail, firing);
    if (line.band) out.lines.push_back(std::move(line));
  }
  std::sort(out.lines.begin(), out.lines.end(), [](const FireLine& a, const FireLine& b) {
    return a.range != b.range ? a.range < b.range : a.target < b.target;
  });
  if (skirmish_weapon(out.weapon.weapon)) {
    std::vector<rules::TargetCandidate> c;
    for (const FireLine& l : out.lines) {
      const auto tp = field.piece_of_unit(l.target);
      c.push_back(
          rules::TargetCandidate{tp && stance_at(field, *tp) == Stance::skirmishers, l.eligible});
    }
    const std::vector<bool> allowed = rules::allowed_targets(c);
    for (std::size_t i = 0; i < out.lines.size(); ++i) {
      out.lines[i].allowed = allowed[i];
      if (out.lines[i].eligible) out.lines[i].why = "S11.18";
    }
  }
  return out;
}

}  // namespace grognard::scenario
