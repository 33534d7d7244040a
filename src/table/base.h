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
  // Front-left, front-right, rear-right, rear-left.
  [[nodiscard]] std::array<Point, 4> corners() const {
    return {front_left(), front_right(), rear_right(), rear_left()};
  }
  [[nodiscard]] Polygon polygon() const;
};

// The closest points of two bases: the first on `a`, the second on `b` (where the tape is laid
// between them). For bases that overlap or touch, the two points may coincide.
std::pair<Point, Point> closest_points(const Base& a, const Base& b);

}  // namespace grognard::table
