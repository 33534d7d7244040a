// `grognard draw`: the table as SVG: terrain, every base with its front edge and facing, unit
// labels and status markers, and on request fire arcs, weapon ranges and the positional rules
// broken. Coordinates and the grid are in the table's own unit (inches or cm). Labels are
// placed clear of each other (labels.h); each is a <g class="label" data-box="x y w h"> with the
// box it takes, so a test can check that no two overlap.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "scenario/check.h"
#include "scenario/field.h"

namespace grognard::scenario {

// An arrow on the table, in inches: a unit's fire at another (thin, dashed) or its charge
// (thick).
struct DrawArrow {
  table::Point from;
  table::Point to;
  bool charge = false;
};

struct DrawOptions {
  bool russian = false;
  bool arcs = false;              // fire arcs, out to the weapon's reach
  bool ranges = false;            // weapon reach (artillery: each band)
  std::vector<std::size_t> only;  // units whose arcs and ranges are drawn; empty: every unit
  std::vector<Finding> findings;  // marked in red with their clause
  // Words of the drawing by key ("status.unformed", "draw.legend", ...); the key itself when
  // it returns an empty string.
  std::function<std::string(std::string_view)> words;
  double pixels = 1200;           // width of the table in the drawing
  std::vector<DrawArrow> arrows;  // a turn's fire and charges (the battle report)
};

std::string draw_svg(const Field& field, const DrawOptions& options);

// Where the table lies in draw_svg's picture, so that a page can turn a tap into a point of the
// table: the point (x, y), in inches from the left and near edges, is drawn at
// (left + x * per_inch, top + (depth - y) * per_inch).
struct DrawFrame {
  double left = 0;
  double top = 0;
  double per_inch = 1;  // pixels of the drawing per inch of the table
  double depth = 0;     // the table's depth in inches
  double width = 0;     // the table's width in inches
};
DrawFrame draw_frame(const Field& field, const DrawOptions& options);

// Text made safe inside XML or HTML: & < > " written as entities.
std::string xml_escaped(std::string_view s);

}  // namespace grognard::scenario
