// Where the drawing's labels go: each label is given the place it would like (behind its unit,
// at the middle of a hill) and gets the nearest free place around it, so no two labels overlap
// and none covers a base where another place will do. A label put far from its place is joined
// to it by a leader line.
#pragma once

#include <string>
#include <vector>

namespace grognard::scenario {

// A box in the drawing's pixels: its top-left corner and size.
struct LabelBox {
  double x = 0;
  double y = 0;
  double w = 0;
  double h = 0;
  [[nodiscard]] bool overlaps(const LabelBox& o) const {
    return x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h;
  }
};

// One label: its lines, each with a font size, and the point it belongs to (the middle of the
// text's first line, in pixels).
struct LabelRequest {
  double x = 0;
  double y = 0;
  std::vector<std::string> lines;
  std::vector<double> sizes;
  bool bold = false;
};

struct PlacedLabel {
  LabelBox box;
  double x = 0;  // the text's anchor: the middle of the first line's baseline
  double y = 0;
  bool leader = false;  // far from its point: joined to it by a line
};

// The width of `text` at `size` pixels, estimated from its letters (no font metrics at hand:
// generous, so an estimate that errs leaves a gap rather than an overlap).
double text_width(const std::string& text, double size, bool bold);

// Places the labels in order (earlier ones get their place first), each clear of the labels
// placed before it and, where it can be, of `obstacles` (the bases), inside `bounds`.
std::vector<PlacedLabel> place_labels(const std::vector<LabelRequest>& labels,
                                      const std::vector<LabelBox>& obstacles,
                                      const LabelBox& bounds);

}  // namespace grognard::scenario
