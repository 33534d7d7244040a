// A base: the rectangle of figures that players move and measure from. It is placed by the
// centre of its front edge and its facing, the way a player puts it down on the table.
#pragma once

#include <array>
#include <utility>

#include "table/geometry.h"

namespace grognard::table {

struct Base {
  Point front{0, 0};  // centre of the front edge
  double width = 1;   // along the front edge
  double depth = 1;   // from the front edge back
  double facing = 0;  // bearing the front faces

  [[nodiscard]] Vec forward() const { return heading(facing); }
  [[nodiscard]] Vec right() const { return right_of(forward()); }
  [[nodiscard]] Point front_left() const { return front - right() * (width / 2); }
  [[nodiscard]] Point front_right() const { return front + right() * (width / 2); }
  [[nodiscard]] Point rear_left() const { return front_left() - forward() * depth; }
  [[nodiscard]] Point rear_right() const { return front_right() - forward() * depth; }
  [[nodiscard]] Point centre() const { return front - forward() * (depth / 2); }
  // Front-left, front-right, rear-right, rear-left: the same points as the four functions
  // above, with the bearing's sine and cosine taken once instead of six times.
  [[nodiscard]] std::array<Point, 4> corners() const {
    const Vec f = forward();
    const Vec r = right_of(f);
    const Point left = front - r * (width / 2);
    const Point right = front + r * (width / 2);
    return {left, right, right - f * depth, left - f * depth};
  }
  [[nodiscard]] Polygon polygon() const;
  // Exactly the same base (Boost's point has no ==).
  [[nodiscard]] bool operator==(const Base& o) const {
    return front.x() == o.front.x() && front.y() == o.front.y() && width == o.width &&
           depth == o.depth && facing == o.facing;
  }
};

// The closest points of two bases: the first on `a`, the second on `b` (where the tape is laid
// between them). For bases that overlap or touch, the two points may coincide.
std::pair<Point, Point> closest_points(const Base& a, const Base& b);

}  // namespace grognard::table
