// The tabletop's geometry (src/table): bases, footprints, distances, terrain, sight, arcs,
// "behind" and flank zones. Exact values: bases facing a table edge have exact corners.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "table/footprint.h"
#include "table/table.h"

// After the table's headers, which set Boost.Geometry's options; GCC 12 warns of a
// maybe-uninitialized value inside Boost's own overlay code (a false positive), as in table.cpp.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <boost/geometry.hpp>

namespace grognard::table {
namespace {

Base base_at(double x, double y, double facing = 0, double w = 1.5, double d = 1) {
  return Base{Point(x, y), w, d, facing};
}

Piece piece_of(std::vector<Base> bases, int side = 0, bool open = false) {
  Piece p;
  p.side = side;
  p.open_order = open;
  p.bases = std::move(bases);
  return p;
}

void expect_point(const Point& p, double x, double y) {
  EXPECT_NEAR(p.x(), x, 1e-12);
  EXPECT_NEAR(p.y(), y, 1e-12);
}

TEST(TableGeometry, BaseCornersFollowTheFacing) {
  const Base north = base_at(10, 10);
  expect_point(north.front_left(), 9.25, 10);
  expect_point(north.front_right(), 10.75, 10);
  expect_point(north.rear_left(), 9.25, 9);
  expect_point(north.rear_right(), 10.75, 9);
  expect_point(north.centre(), 10, 9.5);
  const Base south = base_at(10, 10, 180);
  expect_point(south.front_left(), 10.75, 10);
  expect_point(south.rear_right(), 9.25, 11);
  const Base east = base_at(10, 10, 90);
  expect_point(east.front_left(), 10, 10.75);
  expect_point(east.rear_left(), 9, 10.75);
  EXPECT_NEAR(area(north.polygon()), 1.5, 1e-12);
  std::string why;
  EXPECT_TRUE(valid(base_at(3, 4, 33).polygon(), why)) << why;
}

TEST(TableGeometry, BearingsAreClockwiseFromUpTheTable) {
  EXPECT_NEAR(heading(0).y, 1, 1e-15);
  EXPECT_NEAR(heading(90).x, 1, 1e-15);
  EXPECT_NEAR(heading(-90).x, -1, 1e-15);
  EXPECT_NEAR(heading(45).x, std::sqrt(0.5), 1e-15);
  EXPECT_NEAR(bearing_of(Vec{-1, 0}), 270, 1e-12);
  EXPECT_NEAR(bearing_of(Vec{0, -2}), 180, 1e-12);
}

TEST(TableGeometry, LineAndOpenOrderFootprints) {
  const auto line = footprint(Point(20, 10), 0, {Layout::line, 5, 1.5, 1, 0});
  ASSERT_EQ(line.size(), 5U);
  expect_point(line[0].front, 17, 10);
  expect_point(line[4].front, 23, 10);
  const auto open = footprint(Point(20, 10), 0, {Layout::open_order, 3, 1.5, 1, 4});
  ASSERT_EQ(open.size(), 3U);
  expect_point(open[0].front, 14.5, 10);
  expect_point(open[1].front, 20, 10);
  expect_point(open[2].front, 25.5, 10);
  // Facing down the table, the first base is on the right of the table's x axis.
  const auto south = footprint(Point(20, 10), 180, {Layout::line, 2, 2, 1, 0});
  expect_point(south[0].front, 21, 10);
  expect_point(south[1].front, 19, 10);
}

TEST(TableGeometry, ColumnMassColumnFileAndSquareFootprints) {
  const auto column = footprint(Point(0, 10), 0, {Layout::column, 5, 2, 1, 0});
  ASSERT_EQ(column.size(), 5U);
  expect_point(column[0].front, -1, 10);
  expect_point(column[1].front, 1, 10);
  expect_point(column[2].front, -1, 9);
  expect_point(column[4].front, 0, 8);  // a short last rank is centred
  const auto mass = footprint(Point(0, 10), 0, {Layout::mass_column, 6, 2, 1, 0});
  expect_point(mass[2].front, 2, 10);  // three abreast
  expect_point(mass[3].front, -2, 9);
  const auto file = footprint(Point(0, 10), 90, {Layout::file, 2, 2, 3, 0});
  expect_point(file[1].front, -3, 10);
  const auto square = footprint(Point(0, 10), 0, {Layout::square, 4, 2, 1, 0});
  ASSERT_EQ(square.size(), 4U);
  // Side = 1 base width + 2 depths = 4; faces meet at empty corners.
  expect_point(square[0].front, 0, 10);
  EXPECT_EQ(square[0].facing, 0);
  expect_point(square[1].front, 2, 8);
  EXPECT_EQ(square[1].facing, 90);
  expect_point(square[2].front, 0, 6);
  EXPECT_EQ(square[2].facing, 180);
  expect_point(square[3].front, -2, 8);
  EXPECT_EQ(square[3].facing, 270);
  Table t(100, 100);
  t.add(piece_of(square));
  EXPECT_TRUE(t.overlaps().empty());
}

TEST(TableGeometry, EdgeToEdgeDistanceAndContact) {
  Table t(100, 100);
  const auto a = t.add(piece_of({base_at(10, 10)}));
  const auto b = t.add(piece_of({base_at(10, 13, 180)}, 1));  // front edge 3" ahead
  const auto c = t.add(piece_of({base_at(10, 10, 180)}, 1));  // touching a's front edge
  EXPECT_DOUBLE_EQ(t.distance(a, b), 3.0);
  EXPECT_DOUBLE_EQ(t.distance(a, c), 0.0);
  EXPECT_TRUE(t.overlaps().empty());  // touching is base contact, not overlap
  const auto d = t.add(piece_of({base_at(10.5, 10.5, 180)}, 1));
  const auto overlaps = t.overlaps();
  ASSERT_FALSE(overlaps.empty());
  ASSERT_EQ(overlaps.size(), 1U);
  EXPECT_EQ(overlaps.front().a.piece, c);
  EXPECT_EQ(overlaps.front().b.piece, d);
  EXPECT_NEAR(overlaps.front().area, 1.0 * 0.5, 1e-9);
  // Diagonal: corner to corner.
  Table u(100, 100);
  const auto e = u.add(piece_of({base_at(10, 10)}));
  const auto f = u.add(piece_of({base_at(13.5, 14)}));  // corners (10.75, 10) and (12.75, 13)
  EXPECT_NEAR(u.distance(e, f), std::hypot(2.0, 3.0), 1e-12);
}

TEST(TableGeometry, ClosestPointsAreWhereTheTapeIsLaid) {
  const auto [a, b] = closest_points(base_at(10, 10), base_at(10.5, 13, 180));
  EXPECT_NEAR(b.y() - a.y(), 3.0, 1e-12);
  EXPECT_NEAR(a.x(), b.x(), 1e-12);  // straight across the gap, not centre to centre
  const auto [c, d] = closest_points(base_at(10, 10), base_at(13.5, 14));
  expect_point(c, 10.75, 10);
  expect_point(d, 12.75, 13);
}

TEST(TableGeometry, OnTheTable) {
  Table t(72, 48);
  const auto in = t.add(piece_of({base_at(0.75, 1)}));
  const auto out = t.add(piece_of({base_at(0.74, 1)}));
  const auto top = t.add(piece_of({base_at(10, 48.01)}));
  EXPECT_TRUE(t.on_table(in));
  EXPECT_FALSE(t.on_table(out));
  EXPECT_FALSE(t.on_table(top));
}

TEST(TableGeometry, NearFindsWhatBruteForceFinds) {
  std::mt19937 rng(1809);
  std::uniform_real_distribution<double> pos(2, 198);
  std::uniform_real_distribution<double> turn(0, 360);
  Table t(200, 200);
  for (int i = 0; i < 300; ++i) {
    t.add(piece_of({base_at(pos(rng), pos(rng), turn(rng))}, i % 2));
  }
  for (std::size_t a = 0; a < 300; a += 37) {
    const auto near = t.near(a, 12);
    std::vector<std::size_t> brute;
    for (std::size_t b = 0; b < 300; ++b) {
      if (b != a && t.distance(a, b) <= 12) brute.push_back(b);
    }
    std::vector<std::size_t> got;
    for (const Near& n : near) got.push_back(n.piece);
    std::sort(got.begin(), got.end());
    EXPECT_EQ(got, brute) << "piece " << a;
    for (std::size_t i = 1; i < near.size(); ++i) EXPECT_LE(near[i - 1].distance, near[i].distance);
  }
}

TEST(TableGeometry, TerrainShareAndHillLevels) {
  Table t(100, 100);
  t.add(Feature{TerrainKind::wood, make_polygon({{0, 0}, {10, 0}, {10, 10}, {0, 10}})});
  t.add(Feature{TerrainKind::hill, make_polygon({{20, 0}, {40, 0}, {40, 20}, {20, 20}}), 1});
  t.add(Feature{TerrainKind::hill, make_polygon({{25, 5}, {35, 5}, {35, 15}, {25, 15}}), 2});
  const auto half = t.add(piece_of({base_at(10.5, 5, 90, 2, 1)}));  // x 9.5..10.5, y 4..6
  const auto inside = t.add(piece_of({base_at(5, 5)}));
  EXPECT_NEAR(t.fraction_in(half, TerrainKind::wood), 0.5, 1e-12);
  EXPECT_NEAR(t.fraction_in(inside, TerrainKind::wood), 1.0, 1e-12);
  EXPECT_EQ(t.fraction_in(inside, TerrainKind::rough), 0.0);
  EXPECT_EQ(t.level_at(Point(50, 50)), 0);
  EXPECT_EQ(t.level_at(Point(22, 10)), 1);
  EXPECT_EQ(t.level_at(Point(30, 10)), 2);
  EXPECT_EQ(t.level_at(Point(25, 10)), 2);  // on the contour counts as on the hill
}

TEST(TableGeometry, SightThroughWoodsVillagesAndHills) {
  Table t(100, 100);
  const auto wood =
      t.add(Feature{TerrainKind::wood, make_polygon({{40, 0}, {50, 0}, {50, 100}, {40, 100}})});
  const auto a = t.add(piece_of({base_at(20, 50, 90)}));
  const auto b = t.add(piece_of({base_at(70, 50, 270)}, 1));
  const Sight blocked = t.sight(BaseRef{a, 0}, BaseRef{b, 0});
  ASSERT_TRUE(blocked.blocked_by.has_value());
  EXPECT_EQ(*blocked.blocked_by, wood);
  // A unit at the edge of the wood sees out, and is seen; one an inch clear of it does not.
  const auto edge = t.add(piece_of({base_at(51, 30, 90)}, 1));  // rear edge on the wood's edge
  const auto clear = t.add(piece_of({base_at(52, 20, 90)}, 1));
  EXPECT_FALSE(t.sight(BaseRef{edge, 0}, BaseRef{a, 0}).blocked_by.has_value());
  EXPECT_FALSE(t.sight(BaseRef{a, 0}, BaseRef{edge, 0}).blocked_by.has_value());
  EXPECT_EQ(t.sight(BaseRef{clear, 0}, BaseRef{a, 0}).blocked_by, wood);
  // Hills: level 1 between two units on the flat blocks; a battery on level 2 sees over it.
  Table h(100, 100);
  h.add(Feature{TerrainKind::hill, make_polygon({{40, 40}, {60, 40}, {60, 60}, {40, 60}}), 1});
  h.add(Feature{TerrainKind::hill, make_polygon({{0, 40}, {10, 40}, {10, 60}, {0, 60}}), 2});
  const auto low = h.add(piece_of({base_at(20, 50, 90)}));
  const auto high = h.add(piece_of({base_at(5, 50, 90)}));
  const auto target = h.add(piece_of({base_at(80, 50, 270)}, 1));
  const auto on_hill = h.add(piece_of({base_at(50, 45, 90)}, 1));
  EXPECT_TRUE(h.sight(BaseRef{low, 0}, BaseRef{target, 0}).blocked_by.has_value());
  EXPECT_FALSE(h.sight(BaseRef{high, 0}, BaseRef{target, 0}).blocked_by.has_value());
  EXPECT_FALSE(h.sight(BaseRef{low, 0}, BaseRef{on_hill, 0}).blocked_by.has_value());
  // Units the line crosses are listed for the rules to judge.
  Table u(100, 100);
  const auto f = u.add(piece_of({base_at(10, 10)}));
  const auto between = u.add(piece_of({base_at(10, 15)}));
  const auto g = u.add(piece_of({base_at(10, 20, 180)}, 1));
  EXPECT_EQ(u.sight(BaseRef{f, 0}, BaseRef{g, 0}).crossed, std::vector<std::size_t>{between});
}

TEST(TableGeometry, SkirmishArcIsFortyFiveDegreesFromTheFrontCorners) {
  const Base b = base_at(30, 10);
  const Polygon arc = skirmish_arc(b, 12);
  Table t(100, 100);
  // The left ray from the front-left corner (29.25, 10) passes through (24.25, 15): a base
  // facing up the table whose front-right corner is that point lies outside the arc but for
  // that corner; a hundredth of an inch either way puts it inside or outside.
  const auto on = t.add(piece_of({base_at(23.5, 15)}, 1));
  const auto inside = t.add(piece_of({base_at(23.51, 15)}, 1));
  const auto outside = t.add(piece_of({base_at(23.49, 15)}, 1));
  EXPECT_LE(t.distance(arc, on), 1e-9);
  EXPECT_TRUE(t.touches(inside, arc));
  EXPECT_NEAR(t.distance(arc, outside), 0.01 * std::sqrt(0.5), 1e-9);
  const Polygon ahead = straight_ahead(b, 9);
  const auto flank = t.add(piece_of({base_at(32.25, 15, 180)}, 1));  // right edge x = 31.5
  EXPECT_FALSE(t.touches(flank, ahead));
}

TEST(TableGeometry, BehindTheTargetAlongTheLineOfFire) {
  Table t(100, 100);
  const auto target = t.add(piece_of({base_at(50, 50, 180, 4, 1)}, 1));  // y 50..51, x 48..52
  const auto right_behind = t.add(piece_of({base_at(50, 55, 180, 4, 1)}, 1));
  const auto edge_behind = t.add(piece_of({base_at(54, 55, 180, 4, 1)}, 1));  // x 52..56
  const auto beside = t.add(piece_of({base_at(58, 55, 180, 4, 1)}, 1));
  const Vec fire{0, 1};  // the battery fires up the table
  EXPECT_NEAR(t.fraction_behind(target, right_behind, fire, 100), 1.0, 1e-9);
  EXPECT_NEAR(t.fraction_behind(target, edge_behind, fire, 100), 0.0, 1e-9);
  EXPECT_NEAR(t.fraction_behind(target, beside, fire, 100), 0.0, 1e-9);
  const auto halfway = t.add(piece_of({base_at(52, 60, 180, 4, 1)}, 1));  // x 50..54: half
  EXPECT_NEAR(t.fraction_behind(target, halfway, fire, 100), 0.5, 1e-9);
  // Only `depth` behind counts for the zone.
  EXPECT_NEAR(t.fraction_behind(target, right_behind, fire, 4.5), 0.5, 1e-9);
}

// may_be_behind() lets the bounce-through skip drawing the zone (ART-BOUNCE-1): it may say "no"
// only of a unit with no share behind the target, whatever the direction.
TEST(TableGeometry, MayBeBehindSaysNoOnlyWhenNoShareIsBehind) {
  {
    Table t(100, 100);
    const auto target = t.add(piece_of({base_at(50, 50, 180, 4, 1)}, 1));
    const auto right_behind = t.add(piece_of({base_at(50, 55, 180, 4, 1)}, 1));
    const auto edge_behind = t.add(piece_of({base_at(54, 55, 180, 4, 1)}, 1));
    const auto in_front = t.add(piece_of({base_at(50, 45, 180, 4, 1)}, 1));
    const Vec fire{0, 1};
    EXPECT_TRUE(t.may_be_behind(target, right_behind, fire));
    EXPECT_FALSE(t.may_be_behind(target, edge_behind, fire));  // beside the lane, edge to edge
    EXPECT_FALSE(t.may_be_behind(target, in_front, fire));
    EXPECT_TRUE(t.may_be_behind(target, in_front, Vec{0, -1}));  // fired on from the other side
  }
  std::mt19937 rng(1813);
  std::uniform_real_distribution<double> pos(40, 60);
  std::uniform_real_distribution<double> turn(0, 360);
  std::uniform_real_distribution<double> size(0.5, 4);
  int skipped = 0;
  for (int i = 0; i < 2000; ++i) {
    Table t(100, 100);
    const auto target =
        t.add(piece_of({base_at(pos(rng), pos(rng), turn(rng), size(rng), size(rng))}, 1));
    const auto other =
        t.add(piece_of({base_at(pos(rng), pos(rng), turn(rng), size(rng), size(rng))}, 1));
    const double bearing = turn(rng) * 3.14159265358979 / 180;
    const Vec fire{std::sin(bearing), std::cos(bearing)};
    if (t.may_be_behind(target, other, fire)) continue;
    ++skipped;
    EXPECT_NEAR(t.fraction_inside(other, t.behind_zone(target, fire, 100)), 0.0, 1e-9)
        << "pair " << i;
  }
  EXPECT_GT(skipped, 500);
}

// The fire lane (S11.19-1) is the hull of the firer's and the target's bases: the table's own
// hull is Boost.Geometry's, side by side and at odd angles alike.
TEST(TableGeometry, HullOfBasesIsBoostsConvexHull) {
  std::mt19937 rng(1814);
  std::uniform_real_distribution<double> pos(0, 30);
  std::uniform_real_distribution<double> turn(0, 360);
  for (int i = 0; i < 500; ++i) {
    Table t(100, 100);
    std::vector<BaseRef> refs;
    bg::model::multi_point<Point> corners;
    for (int k = 0; k < 2; ++k) {
      const double x = pos(rng);
      const double y = pos(rng);
      const double facing = i % 3 == 0 ? 0 : turn(rng);
      std::vector<Base> bases;  // a line of bases side by side
      for (int b = 0; b < 1 + i % 4; ++b) bases.push_back(base_at(x + 1.5 * b, y, facing));
      const auto p = t.add(piece_of(bases, k));
      for (std::size_t b = 0; b < bases.size(); ++b) {
        refs.push_back(BaseRef{p, b});
        for (const Point& c : bases[b].corners()) corners.push_back(c);
      }
    }
    Polygon want;
    bg::convex_hull(corners, want);
    const Polygon got = t.hull(refs);
    EXPECT_TRUE(bg::equals(got, want)) << "case " << i;
    EXPECT_NEAR(bg::area(got), bg::area(want), 1e-9) << "case " << i;
  }
}

// A base's share of a kind of terrain (cover, S11.23; sheltered bases, S11.21): one convex
// feature is clipped without Boost's overlay, two or a non-convex one go through it; both give
// Boost.Geometry's intersection area.
TEST(TableGeometry, ShareOfTerrainIsBoostsIntersection) {
  Table t(60, 60);
  const Polygon wood = make_polygon({{10, 10}, {24, 8}, {28, 20}, {16, 26}, {8, 20}});  // convex
  const Polygon el = make_polygon({{34, 10}, {34, 30}, {40, 30}, {40, 16}, {50, 16}, {50, 10}});
  t.add(Feature{TerrainKind::wood, wood});
  t.add(Feature{TerrainKind::wood, make_polygon({{26, 24}, {32, 24}, {32, 30}, {26, 30}})});
  t.add(Feature{TerrainKind::built_up, el});  // L-shaped: not convex
  std::mt19937 rng(1815);
  std::uniform_real_distribution<double> pos(4, 54);
  std::uniform_real_distribution<double> turn(0, 360);
  MultiPolygon woods;
  bg::union_(wood, t.feature(1).area, woods);
  int partly = 0;
  for (int i = 0; i < 2000; ++i) {
    const Base b = base_at(pos(rng), pos(rng), turn(rng), 4, 2);
    const auto p = t.add(piece_of({b}));
    const Polygon poly = b.polygon();
    MultiPolygon in_wood;
    MultiPolygon in_town;
    bg::intersection(poly, woods, in_wood);
    bg::intersection(poly, el, in_town);
    const double wood_share = bg::area(in_wood) / bg::area(poly);
    EXPECT_NEAR(t.fraction_in(BaseRef{p, 0}, TerrainKind::wood), wood_share, 1e-9) << i;
    EXPECT_NEAR(t.fraction_in(BaseRef{p, 0}, TerrainKind::built_up),
                bg::area(in_town) / bg::area(poly), 1e-9)
        << i;
    partly += wood_share > 0.01 && wood_share < 0.99 ? 1 : 0;
  }
  EXPECT_GT(partly, 50);  // bases on the wood's edge were tried
}

TEST(TableGeometry, FlankAndRearZone) {
  Table t(100, 100);
  const auto unit = t.add(piece_of({base_at(50, 50, 0, 6, 1)}));  // front y = 50, rear y = 49
  const auto front = t.add(piece_of({base_at(50, 55, 180, 2, 1)}, 1));
  const auto rear = t.add(piece_of({base_at(50, 40.5, 0, 2, 1)}, 1));  // y 39.5..40.5
  const auto side = t.add(piece_of({base_at(58, 49, 270, 2, 1)}, 1));  // y 48..50, x 58..59
  EXPECT_NEAR(t.fraction_flank_rear(unit, front, 9), 0.0, 1e-9);
  EXPECT_NEAR(t.fraction_flank_rear(unit, rear, 9), 0.5, 1e-6);  // rear edge 49: 8.5 to 9.5 away
  EXPECT_GT(t.fraction_flank_rear(unit, side, 9), 0.99);
}

// The battle measures base to base thousands of times a turn with convex_distance; it must give
// what Boost.Geometry's general distance gives, touching and overlapping bases included.
TEST(TableGeometry, ConvexDistanceAndOverlapAreBoosts) {
  std::mt19937 rng(1812);
  std::uniform_real_distribution<double> pos(0, 10);
  std::uniform_real_distribution<double> turn(0, 360);
  std::uniform_real_distribution<double> size(0.5, 4);
  int touching = 0;
  for (int i = 0; i < 20000; ++i) {
    const Polygon a = base_at(pos(rng), pos(rng), turn(rng), size(rng), size(rng)).polygon();
    const Polygon b = base_at(pos(rng), pos(rng), turn(rng), size(rng), size(rng)).polygon();
    const double want = bg::distance(a, b);
    EXPECT_NEAR(convex_distance(a, b), want, 1e-12) << "pair " << i;
    Box box_a;
    Box box_b;
    bg::envelope(a, box_a);
    bg::envelope(b, box_b);
    EXPECT_EQ(convex_distance(a, box_a, b, box_b), convex_distance(a, b)) << "pair " << i;
    EXPECT_EQ(convex_intersects(a, b), bg::intersects(a, b)) << "pair " << i;
    EXPECT_TRUE(convex(a));
    const Segment seg(Point(pos(rng), pos(rng)), Point(pos(rng), pos(rng)));
    EXPECT_EQ(convex_intersects(seg, a), bg::intersects(seg, a)) << "segment " << i;
    touching += want == 0 ? 1 : 0;
  }
  EXPECT_GT(touching, 1000);  // overlapping pairs were tried too
  for (int i = 0; i < 5000; ++i) {
    const Polygon a = base_at(pos(rng), pos(rng), turn(rng), size(rng), size(rng)).polygon();
    const Polygon b = base_at(pos(rng), pos(rng), turn(rng), size(rng), size(rng)).polygon();
    MultiPolygon inter;
    bg::intersection(a, b, inter);
    EXPECT_NEAR(convex_overlap(a, b), bg::area(inter), 1e-9) << "pair " << i;
  }
  // Side by side, front to back, corner to corner: exactly 0; one inch apart: exactly 1.
  EXPECT_EQ(convex_distance(base_at(0, 0).polygon(), base_at(1.5, 0).polygon()), 0.0);
  EXPECT_EQ(convex_distance(base_at(0, 0).polygon(), base_at(0, -1).polygon()), 0.0);
  EXPECT_EQ(convex_distance(base_at(0, 0).polygon(), base_at(1.5, 1).polygon()), 0.0);
  EXPECT_EQ(convex_distance(base_at(0, 0).polygon(), base_at(2.5, 0).polygon()), 1.0);
  // A ring that turns both ways is not convex: an L-shaped wood keeps Boost's test.
  EXPECT_FALSE(convex(make_polygon({{0, 0}, {0, 4}, {2, 4}, {2, 2}, {4, 2}, {4, 0}})));
  const Polygon notch = base_at(3.5, 3.5, 0, 1, 1).polygon();  // in the L's inner corner
  EXPECT_FALSE(intersects(make_polygon({{0, 0}, {0, 4}, {2, 4}, {2, 2}, {4, 2}, {4, 0}}), notch));
  // One inside the other.
  EXPECT_EQ(convex_distance(base_at(0, 0, 0, 4, 4).polygon(), base_at(0, -1).polygon()), 0.0);
}

// A piece moved with replace() is found where it now stands, and no longer where it stood.
TEST(TableGeometry, ReplaceReindexesOnePiece) {
  Table t(48, 48);
  const std::size_t a = t.add(piece_of({base_at(10, 10)}));
  const std::size_t b = t.add(piece_of({base_at(30, 30)}, 1));
  t.index();
  EXPECT_EQ(t.near(a, 5).size(), 0U);
  t.replace(b, piece_of({base_at(13, 10), base_at(14.5, 10)}, 1));
  ASSERT_EQ(t.near(a, 5).size(), 1U);
  EXPECT_DOUBLE_EQ(t.near(a, 5).front().distance, 1.5);
  EXPECT_TRUE(t.touching(base_at(30, 30).polygon()).empty());
  EXPECT_FALSE(t.overlapped(a));
  t.replace(b, piece_of({base_at(10.5, 10)}, 1));
  EXPECT_TRUE(t.overlapped(a));
  EXPECT_TRUE(t.overlapped(b));
  EXPECT_EQ(t.overlaps().size(), 1U);
}

// Copies share the terrain; a feature added to one copy is not in the other.
TEST(TableGeometry, CopiesShareTerrainUntilOneAddsAFeature) {
  Table t(48, 48);
  t.add(Feature{TerrainKind::wood, make_polygon({{0, 0}, {0, 10}, {10, 10}, {10, 0}})});
  Table copy = t;
  copy.add(Feature{TerrainKind::wood, make_polygon({{20, 20}, {20, 30}, {30, 30}, {30, 20}})});
  EXPECT_EQ(t.feature_count(), 1U);
  EXPECT_EQ(copy.feature_count(), 2U);
  const std::size_t p = copy.add(piece_of({base_at(25, 25)}));
  EXPECT_GT(copy.fraction_in(p, TerrainKind::wood), 0.99);
}

}  // namespace
}  // namespace grognard::table
