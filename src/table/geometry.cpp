#include "table/geometry.h"

#include <cmath>
#include <numbers>

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

}  // namespace grognard::table
