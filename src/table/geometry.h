// Plane geometry of the tabletop on Boost.Geometry: points, polygons, boxes and segments in
// engine inches, x across the table from its left edge, y up the table from its near edge.
// Directions are bearings: degrees clockwise from "up the table" (+y), like a compass.
#pragma once

// Boost 1.74's geometry headers include a few headers Boost itself has deprecated.
#ifndef BOOST_ALLOW_DEPRECATED_HEADERS
#define BOOST_ALLOW_DEPRECATED_HEADERS
#endif
// Boost 1.74 rescales coordinates to integers inside overlay operations (intersection, union),
// which puts errors of about 1e-7 into areas: half a base inside a wood came out 0.4999995.
// Later Boost versions turned it off by default; so do we, everywhere the table includes Boost.
#ifndef BOOST_GEOMETRY_NO_ROBUSTNESS
#define BOOST_GEOMETRY_NO_ROBUSTNESS
#endif

#include <string>
#include <vector>

#include <boost/geometry/geometries/box.hpp>
#include <boost/geometry/geometries/linestring.hpp>
#include <boost/geometry/geometries/multi_polygon.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#include <boost/geometry/geometries/segment.hpp>

namespace grognard::table {

namespace bg = boost::geometry;

using Point = bg::model::d2::point_xy<double>;
using Polygon = bg::model::polygon<Point>;  // clockwise, closed
using MultiPolygon = bg::model::multi_polygon<Polygon>;
using Box = bg::model::box<Point>;
using Segment = bg::model::segment<Point>;
using Linestring = bg::model::linestring<Point>;

// A displacement or a direction on the table.
struct Vec {
  double x = 0;
  double y = 0;
};

constexpr Vec operator+(Vec a, Vec b) {
  return {a.x + b.x, a.y + b.y};
}
constexpr Vec operator-(Vec a, Vec b) {
  return {a.x - b.x, a.y - b.y};
}
constexpr Vec operator*(Vec a, double k) {
  return {a.x * k, a.y * k};
}
constexpr double dot(Vec a, Vec b) {
  return a.x * b.x + a.y * b.y;
}
inline Point operator+(const Point& p, Vec v) {
  return {p.x() + v.x, p.y() + v.y};
}
inline Point operator-(const Point& p, Vec v) {
  return {p.x() - v.x, p.y() - v.y};
}
inline Vec operator-(const Point& a, const Point& b) {
  return {a.x() - b.x(), a.y() - b.y()};
}

// The unit vector of a bearing: 0 = (0, 1) up the table, 90 = (1, 0) to the right. Multiples of
// 90 degrees are exact, so hand-placed bases facing a table edge have exact corners.
Vec heading(double bearing_deg);

// The bearing of a direction, in [0, 360).
double bearing_of(Vec v);

// The direction 90 degrees clockwise of `forward` (a unit's right hand).
constexpr Vec right_of(Vec forward) {
  return {forward.y, -forward.x};
}

double length(Vec v);

// `v` scaled to length 1; a zero vector stays zero.
Vec unit(Vec v);

// A closed polygon through `ring` (at least three points), oriented the way Boost.Geometry
// expects whatever the order given.
Polygon make_polygon(const std::vector<Point>& ring);

// The area of a polygon (positive for a corrected one).
double area(const Polygon& p);

// True when `p` is a simple polygon with an area; otherwise `why` says what is wrong.
bool valid(const Polygon& p, std::string& why);

// The distance between two convex polygons (bases, arcs), 0 when they touch or overlap: the
// same as bg::distance for convex polygons, computed by the separating-axis test and the
// vertex-to-edge distances, without the general overlay machinery a battle cannot afford in
// its inner loops. Requires both polygons convex and closed.
double convex_distance(const Polygon& a, const Polygon& b);
// The same, given each polygon's box (bg::envelope): the table keeps its bases' boxes, and
// this spares measuring them again.
double convex_distance(const Polygon& a, const Box& box_a, const Polygon& b, const Box& box_b);

// True when two convex polygons touch or overlap: bg::intersects for convex polygons, by the
// separating-axis test. Requires both convex and closed.
bool convex_intersects(const Polygon& a, const Polygon& b);

// True when a segment touches or crosses a convex polygon: bg::intersects for a convex polygon,
// by the separating-axis test. Requires the polygon convex and closed.
bool convex_intersects(const Segment& s, const Polygon& p);

// True when a closed ring without holes turns one way only: a base, an arc, a lane's hull.
bool convex(const Polygon& p);

// bg::intersects, by convex_intersects() when both polygons are convex.
bool intersects(const Polygon& a, const Polygon& b);

// The area two convex polygons share (Sutherland-Hodgman clipping of one by the other): the
// area of bg::intersection for convex polygons. Requires both convex and closed.
double convex_overlap(const Polygon& a, const Polygon& b);

}  // namespace grognard::table
