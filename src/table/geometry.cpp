#include "table/geometry.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include <boost/container/small_vector.hpp>
#include <boost/geometry.hpp>

#include "table/base.h"

namespace grognard::table {

Vec heading(double bearing_deg) {
  double b = std::fmod(bearing_deg, 360.0);
  if (b < 0) b += 360.0;
  if (b == 0.0) return {0, 1};
  if (b == 90.0) return {1, 0};
  if (b == 180.0) return {0, -1};
  if (b == 270.0) return {-1, 0};
  const double r = b * std::numbers::pi / 180.0;
  return {std::sin(r), std::cos(r)};
}

double bearing_of(Vec v) {
  double b = std::atan2(v.x, v.y) * 180.0 / std::numbers::pi;
  if (b < 0) b += 360.0;
  if (b >= 360.0) b -= 360.0;
  return b;
}

double length(Vec v) {
  return std::hypot(v.x, v.y);
}

Vec unit(Vec v) {
  const double l = length(v);
  return l > 0 ? v * (1.0 / l) : Vec{};
}

Polygon make_polygon(const std::vector<Point>& ring) {
  Polygon p;
  for (const Point& q : ring) bg::append(p.outer(), q);
  bg::correct(p);
  return p;
}

double area(const Polygon& p) {
  return bg::area(p);
}

bool valid(const Polygon& p, std::string& why) {
  if (!bg::is_valid(p, why)) return false;
  if (bg::area(p) <= 0) {
    why = "it has no area";
    return false;
  }
  return true;
}

namespace {

// The point of segment [p, q] closest to c.
Point on_segment(const Point& c, const Point& p, const Point& q) {
  const Vec d = q - p;
  const double len2 = dot(d, d);
  double t = len2 > 0 ? dot(c - p, d) / len2 : 0;
  t = t < 0 ? 0 : (t > 1 ? 1 : t);
  return p + d * t;
}

}  // namespace

std::pair<Point, Point> closest_points(const Base& a, const Base& b) {
  const auto ca = a.corners();
  const auto cb = b.corners();
  std::pair<Point, Point> best{ca[0], cb[0]};
  double best_d = length(ca[0] - cb[0]);
  for (std::size_t i = 0; i < 4; ++i) {
    for (std::size_t j = 0; j < 4; ++j) {
      const Point on_b = on_segment(ca[i], cb[j], cb[(j + 1) % 4]);
      if (length(ca[i] - on_b) < best_d) {
        best_d = length(ca[i] - on_b);
        best = {ca[i], on_b};
      }
      const Point on_a = on_segment(cb[i], ca[j], ca[(j + 1) % 4]);
      if (length(on_a - cb[i]) < best_d) {
        best_d = length(on_a - cb[i]);
        best = {on_a, cb[i]};
      }
    }
  }
  return best;
}

Polygon Base::polygon() const {
  const auto c = corners();
  Polygon p;
  for (const Point& q : c) bg::append(p.outer(), q);
  bg::append(p.outer(), c[0]);
  bg::correct(p);
  return p;
}

namespace {

// The squared distance from p to the segment ab. The ends are taken without a division when
// the projection falls beyond them: the same values as clamping the quotient, bit for bit.
double squared_to_segment(const Point& p, const Point& a, const Point& b) {
  const Vec ab = b - a;
  const Vec ap = p - a;
  const double len2 = dot(ab, ab);
  const double along = dot(ap, ab);
  if (len2 <= 0 || along <= 0) return dot(ap, ap);
  if (along >= len2) {
    const Vec d = ap - ab;
    return dot(d, d);
  }
  const Vec d = ap - ab * (along / len2);
  return dot(d, d);
}

// The box of a ring's points.
struct RingBox {
  double x0, y0, x1, y1;
};
RingBox box_of(const std::vector<Point>& ring) {
  RingBox b{ring.front().x(), ring.front().y(), ring.front().x(), ring.front().y()};
  for (const Point& q : ring) {
    b.x0 = std::min(b.x0, q.x());
    b.x1 = std::max(b.x1, q.x());
    b.y0 = std::min(b.y0, q.y());
    b.y1 = std::max(b.y1, q.y());
  }
  return b;
}

// The least squared distance from the vertices of `from` to the edges of `to` (closed rings,
// `to` within `box`), or `best` when none is nearer. A vertex farther from the box than `best`
// cannot come nearer to an edge inside it, so its edges are not measured; the margin keeps a
// rounding of the box's distance from skipping an edge at exactly `best`, so the least value is
// the one measuring every pair gives.
double least_vertex_to_edge(const std::vector<Point>& from, const std::vector<Point>& to,
                            const RingBox& box, double best) {
  constexpr double kMargin = 1e-9;  // square inches: far above the rounding of these sums
  for (std::size_t k = 0; k + 1 < from.size(); ++k) {
    const Point& p = from[k];
    const double dx = std::max({box.x0 - p.x(), 0.0, p.x() - box.x1});
    const double dy = std::max({box.y0 - p.y(), 0.0, p.y() - box.y1});
    if (dx * dx + dy * dy > best + kMargin) continue;
    for (std::size_t i = 0; i + 1 < to.size(); ++i) {
      best = std::min(best, squared_to_segment(p, to[i], to[i + 1]));
    }
  }
  return best;
}

// True when some edge of `a` has every point of `b` strictly on its outer side: a separating
// axis. Orientation-free: the outer side is the side away from a's own other vertices.
bool separated_by_edges_of(const std::vector<Point>& a, const std::vector<Point>& b) {
  const std::size_t n = a.size() - 1;  // closed ring: the last point repeats the first
  for (std::size_t i = 0; i < n; ++i) {
    const Point& p = a[i];
    const Vec e = a[i + 1] - p;
    const Vec normal{e.y, -e.x};
    // Which side a's body is on: the farthest vertex from the edge's line.
    double inner = 0;
    for (std::size_t k = 0; k < n; ++k) {
      const double s = dot(a[k] - p, normal);
      if (std::fabs(s) > std::fabs(inner)) inner = s;
    }
    if (inner == 0) continue;  // a degenerate edge
    bool all_outside = true;
    for (const Point& q : b) {
      const double s = dot(q - p, normal);
      if ((inner > 0 && s < 0) || (inner < 0 && s > 0)) continue;
      all_outside = false;
      break;
    }
    if (all_outside) return true;
  }
  return false;
}

}  // namespace

bool convex_intersects(const Polygon& a, const Polygon& b) {
  if (a.outer().size() < 2 || b.outer().size() < 2) return bg::intersects(a, b);
  return !separated_by_edges_of(a.outer(), b.outer()) &&
         !separated_by_edges_of(b.outer(), a.outer());
}

bool convex_intersects(const Segment& s, const Polygon& p) {
  const auto& r = p.outer();
  if (r.size() < 2) return bg::intersects(s, p);
  const std::vector<Point> ends{s.first, s.second};
  if (separated_by_edges_of(r, ends)) return false;
  // The segment's own line: the polygon wholly on one side of it, strictly.
  const Vec e = s.second - s.first;
  const Vec normal{e.y, -e.x};
  if (normal.x == 0 && normal.y == 0) return bg::intersects(s, p);  // a point
  bool ahead = false;
  bool behind = false;
  for (const Point& q : r) {
    const double side = dot(q - s.first, normal);
    ahead = ahead || side >= 0;
    behind = behind || side <= 0;
  }
  return ahead && behind;
}

bool convex(const Polygon& p) {
  const auto& r = p.outer();
  if (!p.inners().empty() || r.size() < 4) return false;
  const std::size_t n = r.size() - 1;  // closed: the last point repeats the first
  int sign = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec e1 = r[(i + 1) % n] - r[i];
    const Vec e2 = r[(i + 2) % n] - r[(i + 1) % n];
    const double cross = e1.x * e2.y - e1.y * e2.x;
    if (cross == 0) continue;
    const int s = cross > 0 ? 1 : -1;
    if (sign != 0 && s != sign) return false;
    sign = s;
  }
  return sign != 0;
}

bool intersects(const Polygon& a, const Polygon& b) {
  return convex(a) && convex(b) ? convex_intersects(a, b) : bg::intersects(a, b);
}

namespace {

double convex_distance_within(const Polygon& a, const RingBox& ba, const Polygon& b,
                              const RingBox& bb) {
  const auto& ra = a.outer();
  const auto& rb = b.outer();
  // Boxes apart: the polygons are apart, and no separating edge need be looked for.
  const bool apart = ba.x1 < bb.x0 || bb.x1 < ba.x0 || ba.y1 < bb.y0 || bb.y1 < ba.y0;
  if (!apart && !separated_by_edges_of(ra, rb) && !separated_by_edges_of(rb, ra)) return 0.0;
  // Every vertex (the closing point repeats the first) against every edge of the other.
  const double best = least_vertex_to_edge(ra, rb, bb, std::numeric_limits<double>::infinity());
  return std::sqrt(least_vertex_to_edge(rb, ra, ba, best));
}

RingBox ring_box(const Box& b) {
  return RingBox{b.min_corner().x(), b.min_corner().y(), b.max_corner().x(), b.max_corner().y()};
}

}  // namespace

double convex_distance(const Polygon& a, const Polygon& b) {
  if (a.outer().size() < 2 || b.outer().size() < 2) return bg::distance(a, b);
  return convex_distance_within(a, box_of(a.outer()), b, box_of(b.outer()));
}

double convex_distance(const Polygon& a, const Box& box_a, const Polygon& b, const Box& box_b) {
  if (a.outer().size() < 2 || b.outer().size() < 2) return bg::distance(a, b);
  return convex_distance_within(a, ring_box(box_a), b, ring_box(box_b));
}

double convex_overlap(const Polygon& a, const Polygon& b) {
  const auto& clip = b.outer();
  if (clip.size() < 4 || a.outer().size() < 4) return 0.0;
  // Which side of its edges b's body lies on: the sign of its signed area.
  double twice = 0;
  for (std::size_t i = 0; i + 1 < clip.size(); ++i) {
    twice += clip[i].x() * clip[i + 1].y() - clip[i + 1].x() * clip[i].y();
  }
  const double inside_sign = twice >= 0 ? 1.0 : -1.0;
  // Inline room for a base clipped by a base (or a wood): no allocation in the common case.
  boost::container::small_vector<Point, 16> poly(a.outer().begin(), a.outer().end() - 1);
  boost::container::small_vector<Point, 16> next;
  for (std::size_t i = 0; i + 1 < clip.size() && !poly.empty(); ++i) {
    const Point& p = clip[i];
    const Vec e = clip[i + 1] - p;
    const auto side = [&](const Point& q) {
      return inside_sign * (e.x * (q.y() - p.y()) - e.y * (q.x() - p.x()));
    };
    next.clear();
    for (std::size_t k = 0; k < poly.size(); ++k) {
      const Point& c = poly[k];
      const Point& n = poly[(k + 1) % poly.size()];
      const double sc = side(c);
      const double sn = side(n);
      if (sc >= 0) next.push_back(c);
      if ((sc >= 0) != (sn >= 0)) {
        const double t = sc / (sc - sn);
        next.emplace_back(c.x() + (n.x() - c.x()) * t, c.y() + (n.y() - c.y()) * t);
      }
    }
    poly.swap(next);
  }
  double area2 = 0;
  for (std::size_t k = 0; k < poly.size(); ++k) {
    const Point& c = poly[k];
    const Point& n = poly[(k + 1) % poly.size()];
    area2 += c.x() * n.y() - n.x() * c.y();
  }
  return std::fabs(area2) / 2;
}

}  // namespace grognard::table
