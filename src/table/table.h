// The tabletop: its size, its terrain and the pieces on it (units and generals as sets of
// bases), with the measurements players make: base edge to base edge distances, what lies in an
// area, what a line of sight crosses, how much of a unit stands behind another. Spatial queries
// go through Boost.Geometry R-trees, so a query near one piece costs about log n, not n.
//
// Geometry only: no rule lives here. The rules decide what a measured fact means (src/rules).
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "table/base.h"
#include "table/terrain.h"

namespace grognard::table {

// A unit or a general on the table. Each base belongs to a group: 0 is the main body; a light
// battalion deployed as skirmishers keeps its skirmish line in group 0 and its command
// companies in group 1.
struct Piece {
  int side = 0;
  bool open_order = false;  // skirmish order: the bases stand apart, the line between them open
  std::vector<Base> bases;
  std::vector<int> group;  // one per base; empty means every base is in group 0

  [[nodiscard]] int group_of(std::size_t base) const { return group.empty() ? 0 : group[base]; }
};

inline constexpr int kAnyGroup = -1;

struct BaseRef {
  std::size_t piece = 0;
  std::size_t base = 0;
  bool operator==(const BaseRef&) const = default;
};

struct Near {
  std::size_t piece = 0;
  double distance = 0;
};

// Two bases closest to each other and the edge-to-edge distance between them.
struct Closest {
  BaseRef a;
  BaseRef b;
  double distance = 0;
};

struct Sight {
  Segment line;  // between the centres of the two bases
  double length = 0;
  std::optional<std::size_t> blocked_by;  // the first wood, built-up area or hill that blocks it
  std::vector<std::size_t> crossed;       // other pieces whose bases the line touches, ascending
};

struct Overlap {
  BaseRef a;
  BaseRef b;
  double area = 0;
};

class Table {
 public:
  Table(double width, double depth);
  Table(const Table& other);
  Table& operator=(const Table& other);
  Table(Table&&) noexcept;
  Table& operator=(Table&&) noexcept;
  ~Table();

  // Copies of a table share its terrain; adding a feature to one copies the terrain first.
  std::size_t add(Feature feature);  // its polygon is closed and oriented
  std::size_t add(Piece piece);      // requires at least one base
  // Builds the bases' R-tree now (queries otherwise build it on first use), so that a table
  // shared between threads is only ever read.
  void index() const;
  // Lays piece `piece` anew (it moved, or changed formation): only its bases are re-indexed.
  // Requires `piece` < piece_count() and at least one base.
  void replace(std::size_t piece, Piece with);

  [[nodiscard]] double width() const;
  [[nodiscard]] double depth() const;
  [[nodiscard]] std::size_t piece_count() const;
  [[nodiscard]] const Piece& piece(std::size_t i) const;
  [[nodiscard]] std::size_t feature_count() const;
  [[nodiscard]] const Feature& feature(std::size_t i) const;
  [[nodiscard]] const Polygon& polygon(BaseRef b) const;

  // The mean of the centres of a piece's bases (of one group, or all).
  [[nodiscard]] Point centre(std::size_t piece, int group = kAnyGroup) const;

  // Edge-to-edge distance between two bases; 0 when they touch or overlap.
  [[nodiscard]] double distance(BaseRef a, BaseRef b) const;
  // The closest pair of bases of two pieces (restricted to groups, kAnyGroup for all).
  [[nodiscard]] Closest closest(std::size_t a, std::size_t b, int group_a = kAnyGroup,
                                int group_b = kAnyGroup) const;
  [[nodiscard]] double distance(std::size_t a, std::size_t b, int group_a = kAnyGroup,
                                int group_b = kAnyGroup) const;
  // The distance from one base to the nearest base of a piece.
  [[nodiscard]] double distance(BaseRef a, std::size_t b, int group_b = kAnyGroup) const;
  // The same, and the nearest base of `b` (the first in base order at that distance).
  [[nodiscard]] std::pair<double, std::size_t> nearest_base(BaseRef a, std::size_t b) const;

  // The distance from a convex area (a base somewhere else, an arc) to the nearest base of a
  // piece.
  [[nodiscard]] double distance(const Polygon& area, std::size_t piece) const;
  // Pieces with a base that touches the area, ascending: an R-tree query. Pieces of side
  // `skip_side` are left out before any exact test.
  [[nodiscard]] std::vector<std::size_t> touching(const Polygon& area, int skip_side = -1) const;
  // Pieces other than `skip` with a base that overlaps the area (touching is not overlapping).
  [[nodiscard]] std::vector<std::size_t> overlapping(const Polygon& area, std::size_t skip) const;
  // True when the whole area lies on the table.
  [[nodiscard]] bool inside(const Polygon& area) const;

  // Every other piece whose nearest base is within `reach` of a base of `a` (of `group`),
  // nearest first (ties by piece number). An R-tree query: cost grows with log n plus the
  // number of pieces within reach.
  [[nodiscard]] std::vector<Near> near(std::size_t a, double reach, int group = kAnyGroup) const;

  // True when every corner of every base of the piece lies on the table.
  [[nodiscard]] bool on_table(std::size_t piece) const;
  // Pairs of bases whose areas overlap (touching edges are base contact, not overlap).
  [[nodiscard]] std::vector<Overlap> overlaps() const;
  // True when a base of the piece overlaps another base, of any piece or of its own: what
  // overlaps() would list for it, found through the R-tree around its bases alone.
  [[nodiscard]] bool overlapped(std::size_t piece) const;
  // The first pair in the order of overlaps() for which `counts` is true, or nothing. It stops
  // there: a table of n bases stacked on one spot costs O(n log n), not the n^2 / 2 exact tests
  // of overlaps(), so a loader refusing the first overlap is fast on any file.
  [[nodiscard]] std::optional<Overlap> first_overlap(
      const std::function<bool(const Overlap&)>& counts) const;

  // Share (0..1) of a base's area, or of a piece's bases' area, inside terrain of one kind.
  [[nodiscard]] double fraction_in(BaseRef b, TerrainKind kind) const;
  [[nodiscard]] double fraction_in(std::size_t piece, TerrainKind kind,
                                   int group = kAnyGroup) const;
  // The height level at a point: the highest hill containing it, 0 on the flat.
  [[nodiscard]] int level_at(const Point& p) const;
  // The level a piece stands on: the level at the centre of its bases (of a group).
  [[nodiscard]] int level_of(std::size_t piece, int group = kAnyGroup) const;

  // The line of sight between the centres of two bases. A wood or built-up area blocks it when
  // the line passes through it and neither base touches it (troops at the edge of a wood or in
  // a village see out and are seen). A hill blocks it when the line passes through it, neither
  // end stands on it, and it is at least as high as the higher of the two ends (G-49). Pieces
  // other than the two ends that the line touches are listed; the rules decide which block.
  [[nodiscard]] Sight sight(BaseRef from, BaseRef to) const;
  // Pieces whose bases a segment touches, ascending, leaving out `skip_a` and `skip_b`.
  [[nodiscard]] std::vector<std::size_t> crossing(const Segment& s, std::size_t skip_a,
                                                  std::size_t skip_b) const;
  // Terrain features of one kind that a segment touches, ascending.
  [[nodiscard]] std::vector<std::size_t> features_crossing(const Segment& s,
                                                           TerrainKind kind) const;

  // The convex hull of some bases: the lane between a firer and its target.
  [[nodiscard]] Polygon hull(const std::vector<BaseRef>& bases) const;

  // True when a base of the piece (of a group) touches the area.
  [[nodiscard]] bool touches(std::size_t piece, const Polygon& area, int group = kAnyGroup) const;

  // Share (0..1) of `other`'s area that stands directly behind `target` as seen along
  // `direction`, within `depth` of it: the points from which a step of at most `depth` against
  // the direction lands on the target (ART-BOUNCE's "directly behind").
  [[nodiscard]] double fraction_behind(std::size_t target, std::size_t other, Vec direction,
                                       double depth) const;
  // The zone fraction_behind() measures in, drawn once to measure several units against it
  // with fraction_inside() (each within `depth` of the target).
  [[nodiscard]] MultiPolygon behind_zone(std::size_t target, Vec direction, double depth) const;
  // False when no part of `other` can lie behind `target` along `direction`, however deep the
  // zone: none of its corners passes the target's first corner met along the direction, or it
  // lies wholly to one side of the lane the target sweeps. Its share is then 0, and the costly
  // zone need not be drawn for it.
  [[nodiscard]] bool may_be_behind(std::size_t target, std::size_t other, Vec direction) const;
  // Share (0..1) of `other`'s area that lies behind the line of `unit`'s front edge (the front
  // edge of its first base, extended both ways) and within `reach` of `unit`'s bases
  // (DT-MOD-FLANKED, G-50).
  [[nodiscard]] double fraction_flank_rear(std::size_t unit, std::size_t other, double reach) const;
  // True when every corner of `other` lies on or ahead of the line of `unit`'s front edge: it
  // has no share of the flank and rear zone, and the zone need not be drawn.
  [[nodiscard]] bool ahead_of_front(std::size_t unit, std::size_t other) const;
  // The zone fraction_flank_rear() measures in, drawn once to measure several units against it
  // with fraction_inside().
  [[nodiscard]] MultiPolygon flank_rear_zone(std::size_t unit, double reach) const;
  // Share (0..1) of a piece's area inside a zone.
  [[nodiscard]] double fraction_inside(std::size_t piece, const MultiPolygon& zone) const;

 private:
  [[nodiscard]] double measured_fraction_in(std::size_t piece, TerrainKind kind, int group) const;
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The fire arc of a skirmisher base: two lines from its front corners, each 45 degrees outward
// from straight ahead, out to at least `reach` ahead (S11.16).
Polygon skirmish_arc(const Base& b, double reach);
// The strip straight ahead of a base's front edge, `reach` deep: the arc of formed troops.
Polygon straight_ahead(const Base& b, double reach);
// The area a base sweeps when moved `depth` along `direction`, the base itself included.
Polygon swept(const Base& b, Vec direction, double depth);
// Everything within `reach` of some bases: a range drawn round them (round corners).
MultiPolygon within_reach(const std::vector<Base>& bases, double reach);
// The part of `area` within `reach` of some bases: an arc drawn out to a weapon's range.
MultiPolygon clip(const Polygon& area, const MultiPolygon& zone);
// The union of some areas.
MultiPolygon united(const std::vector<Polygon>& areas);
// The centroid of an area.
Point centroid(const Polygon& area);

}  // namespace grognard::table
