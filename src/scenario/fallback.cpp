#include "scenario/fallback.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace grognard::scenario {

using rules::Stance;
using table::operator-;  // NOLINT(misc-unused-using-decls): Point - Point has no ADL into table

namespace {

bool close_order(Stance s) {
  return s == Stance::formed_infantry || s == Stance::formed_cavalry;
}

std::vector<table::Base> moved(const std::vector<table::Base>& bases, table::Vec v) {
  std::vector<table::Base> out = bases;
  for (table::Base& b : out) b.front = b.front + v;
  return out;
}

// A piece's stance: a general's when it is no unit.
Stance stance_at(const FirePosition& f, std::size_t piece) {
  const auto u = f.unit_at(piece);
  return u ? f.fire_unit(*u).stance : Stance::general;
}

int side_at(const FirePosition& f, std::size_t piece) {
  return f.table().piece(piece).side;
}

struct Probe {
  const FirePosition& f;
  std::size_t piece;
  // Close-order enemy pieces that S11.22 keeps away, and how far each stands from the unit
  // before it moves.
  std::vector<table::Near> enemies;
  double limit;

  // Every base of the unit moved by `shift` inches more than `limit` from every close-order
  // enemy: at `limit` exactly S11.22-1 would fire again. Clear of the tape's tolerance twice
  // over, so that the shortest move found by bisection is out of reach by any measure of it.
  // An enemy farther than `limit` plus the shift is clear without measuring: no base comes
  // nearer to it than it stood less the shift.
  [[nodiscard]] bool clear(const std::vector<table::Base>& bases, double shift) const {
    const double reach = limit + 2 * rules::kTapeTolerance;
    for (const table::Base& b : bases) {
      std::optional<table::Polygon> p;
      for (const table::Near& e : enemies) {
        if (e.distance - shift > reach + 1e-6) continue;
        if (!p) p = b.polygon();
        if (f.table().distance(*p, e.piece) <= reach) return false;
      }
    }
    return true;
  }
  // On the table and on no unit's base. A general's base is no obstacle: he rides aside, as
  // the battle, which lays no generals on its table, lets every move pass him.
  [[nodiscard]] bool room(const std::vector<table::Base>& bases) const {
    for (const table::Base& b : bases) {
      const table::Polygon p = b.polygon();
      if (!f.table().inside(p)) return false;
      for (std::size_t q : f.table().overlapping(p, piece)) {
        if (f.unit_at(q)) return false;
      }
    }
    return true;
  }
  [[nodiscard]] bool in_cover(const std::vector<table::Base>& bases, std::size_t feature) const {
    const table::Polygon& area = f.table().feature(feature).area;
    for (const table::Base& b : bases) {
      table::MultiPolygon zone;
      zone.push_back(area);
      const table::MultiPolygon inside = table::clip(b.polygon(), zone);
      double a = 0;
      for (const table::Polygon& q : inside) a += std::fabs(table::area(q));
      if (a < 0.5 * b.width * b.depth) return false;
    }
    return true;
  }
};

// Extent of a piece along a direction from its centre: the largest projection of a corner.
double extent(const table::Table& t, std::size_t piece, table::Vec dir) {
  const table::Point c = t.centre(piece);
  double e = 0;
  for (const table::Base& b : t.piece(piece).bases) {
    for (const table::Point& q : b.corners()) e = std::max(e, std::fabs(table::dot(q - c, dir)));
  }
  return e;
}

}  // namespace

FallBackPlan plan_fall_back(const FirePosition& field, std::size_t unit) {
  FallBackPlan plan;
  const auto piece = field.piece_of_unit(unit);
  if (!piece || stance_at(field, *piece) != Stance::skirmishers) return plan;
  const table::Table& t = field.table();
  const model::RuleOptions& o = field.options();
  Probe probe{field, *piece, {}, model::rule_inches(rules::kApproachFormed, o.scale)};
  table::Vec away;
  const table::Point me = t.centre(*piece);
  for (const table::Near& n : t.near(*piece, probe.limit + 1)) {
    if (side_at(field, n.piece) == side_at(field, *piece)) continue;
    const Stance st = stance_at(field, n.piece);
    if (rules::fall_back_due(st, n.distance, o)) {
      plan.threats.push_back(*field.unit_at(n.piece));
      // Away from the enemy as seen from the base it threatens: along the tape laid between
      // the two closest bases (centre to centre when they touch).
      const table::Closest c = t.closest(*piece, n.piece);
      const table::Base& mine = t.piece(*piece).bases[c.a.base];
      const table::Base& theirs = t.piece(n.piece).bases[c.b.base];
      const auto [here, there] = table::closest_points(mine, theirs);
      table::Vec v = here - there;
      if (table::length(v) <= rules::kTapeTolerance) v = mine.centre() - theirs.centre();
      away = away + table::unit(v);
    }
  }
  if (plan.threats.empty()) return plan;
  // Every close-order enemy the way back could bring within reach, the threats among them.
  for (const table::Near& n : t.near(*piece, kFallBackSearch + probe.limit)) {
    if (side_at(field, n.piece) != side_at(field, *piece) &&
        close_order(stance_at(field, n.piece))) {
      probe.enemies.push_back(n);
    }
  }
  table::Vec dir = table::unit(away);
  if (table::length(dir) == 0) dir = t.piece(*piece).bases.front().forward() * -1.0;
  const std::vector<table::Base>& bases = t.piece(*piece).bases;

  // 1. Straight away: the shortest move that clears every base, found in quarter inches and
  // then to a millionth by bisection. Past the edge of clear ground no bisection is needed: the
  // edge lies behind, and there was no room there.
  constexpr double step = 0.25;
  bool clear_before = false;
  for (double d = step; d <= kFallBackSearch + 1e-9; d += step) {
    const bool clear_here = probe.clear(moved(bases, dir * d), d);
    const bool edge = clear_here && !clear_before;
    clear_before = clear_here;
    if (!clear_here) continue;
    if (edge) {
      double lo = d - step;
      double hi = d;
      for (int i = 0; i < 50; ++i) {
        const double mid = (lo + hi) / 2;
        (probe.clear(moved(bases, dir * mid), mid) ? hi : lo) = mid;
      }
      if (probe.room(moved(bases, dir * hi))) {
        plan =
            FallBackPlan{FallBack::straight_back, "S11.22-1", plan.threats, dir * hi, hi, {}, {}};
        return plan;
      }
    }
    const auto alt = moved(bases, dir * d);
    if (probe.room(alt)) {
      plan = FallBackPlan{FallBack::straight_back, "S11.22-1", plan.threats, dir * d, d, {}, {}};
      return plan;
    }
  }

  // 2. Behind or beside a friendly close-order unit, nearest first (S11.22-4, S11.22-5).
  std::vector<table::Near> friends;
  for (std::size_t q = 0; q < t.piece_count(); ++q) {
    if (q == *piece || side_at(field, q) != side_at(field, *piece)) continue;
    const Stance st = stance_at(field, q);
    if (close_order(st) || st == Stance::artillery) {
      friends.push_back(table::Near{q, t.distance(*piece, q)});
    }
  }
  std::sort(friends.begin(), friends.end(), [](const table::Near& a, const table::Near& b) {
    return a.distance != b.distance ? a.distance < b.distance : a.piece < b.piece;
  });
  const double margin = 0.5;
  for (const table::Near& fr : friends) {
    const table::Piece& fp = t.piece(fr.piece);
    const table::Vec fwd = fp.bases.front().forward();
    const table::Vec right = table::right_of(fwd);
    const table::Point c = t.centre(fr.piece);
    const double back = extent(t, fr.piece, fwd) + extent(t, *piece, fwd) + margin;
    const double side = extent(t, fr.piece, right) + extent(t, *piece, right) + margin;
    const std::optional<std::size_t> fu = field.unit_at(fr.piece);
    struct Spot {
      FallBack kind;
      table::Point where;
    };
    const Spot spots[] = {{FallBack::behind_friend, c - fwd * back},
                          {FallBack::flank_of_friend, c - right * side},
                          {FallBack::flank_of_friend, c + right * side}};
    for (const Spot& sp : spots) {
      const table::Vec v = sp.where - me;
      const auto there = moved(bases, v);
      if (!probe.clear(there, table::length(v)) || !probe.room(there)) continue;
      if (sp.kind == FallBack::behind_friend && fu && field.in_melee(*fu)) {
        return FallBackPlan{
            FallBack::retreat, "S11.22-5", plan.threats, v, table::length(v), fu, {}};
      }
      return FallBackPlan{sp.kind, "S11.22-4", plan.threats, v, table::length(v), fu, {}};
    }
  }

  // 3. Into cover, nearest first: woods, rough ground, cover, built-up areas (S11.21's ground).
  std::vector<std::pair<double, std::size_t>> covers;
  for (std::size_t f = 0; f < t.feature_count(); ++f) {
    const table::TerrainKind k = t.feature(f).kind;
    if (k == table::TerrainKind::wood || k == table::TerrainKind::rough ||
        k == table::TerrainKind::cover || k == table::TerrainKind::built_up) {
      covers.emplace_back(table::length(table::centroid(t.feature(f).area) - me), f);
    }
  }
  std::sort(covers.begin(), covers.end());
  for (const auto& [dist, f] : covers) {
    const table::Vec v = table::centroid(t.feature(f).area) - me;
    const auto there = moved(bases, v);
    if (probe.room(there) && probe.in_cover(there, f)) {
      return FallBackPlan{
          FallBack::into_cover, "S11.22-4", plan.threats, v, table::length(v), {}, f};
    }
  }
  plan.kind = FallBack::blocked;
  plan.clause = "S11.22-4";
  return plan;
}

}  // namespace grognard::scenario
