#include "scenario/labels.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace grognard::scenario {

namespace {

constexpr double kPad = 1.5;  // around each box, so neighbours do not touch

LabelBox box_at(const LabelRequest& r, double x, double y) {
  double w = 0;
  double h = 0;
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    w = std::max(w, text_width(r.lines[i], r.sizes[i], r.bold && i == 0));
    h += r.sizes[i] + 2;
  }
  const double first = r.sizes.empty() ? 10 : r.sizes.front();
  // The text is anchored at the middle of its first baseline.
  return LabelBox{x - w / 2 - kPad, y - first - kPad, w + 2 * kPad, h + 2 * kPad};
}

bool inside(const LabelBox& b, const LabelBox& bounds) {
  return b.x >= bounds.x && b.y >= bounds.y && b.x + b.w <= bounds.x + bounds.w &&
         b.y + b.h <= bounds.y + bounds.h;
}

double overlap_area(const LabelBox& a, const LabelBox& b) {
  const double w = std::min(a.x + a.w, b.x + b.w) - std::max(a.x, b.x);
  const double h = std::min(a.y + a.h, b.y + b.h) - std::max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

}  // namespace

double text_width(const std::string& text, double size, bool bold) {
  std::size_t letters = 0;
  for (const char c : text) {
    if ((static_cast<unsigned char>(c) & 0xC0U) != 0x80U) ++letters;
  }
  return static_cast<double>(letters) * size * (bold ? 0.66 : 0.6);
}

std::vector<PlacedLabel> place_labels(const std::vector<LabelRequest>& labels,
                                      const std::vector<LabelBox>& obstacles,
                                      const LabelBox& bounds) {
  std::vector<PlacedLabel> placed;
  std::vector<LabelBox> taken;
  // Rings of candidate places around the wanted point: below and above first (labels are wide),
  // then the sides and the corners, further out ring by ring.
  constexpr int kRings = 14;
  constexpr double kStep = 7;
  const std::vector<std::pair<double, double>> dirs = {{0, 1}, {0, -1}, {1, 0},  {-1, 0},
                                                       {1, 1}, {-1, 1}, {1, -1}, {-1, -1},
                                                       {2, 1}, {-2, 1}, {2, -1}, {-2, -1}};
  for (const LabelRequest& r : labels) {
    std::vector<std::pair<double, double>> candidates = {{r.x, r.y}};
    for (int ring = 1; ring <= kRings; ++ring) {
      for (const auto& [dx, dy] : dirs) {
        candidates.emplace_back(r.x + dx * ring * kStep * 1.6, r.y + dy * ring * kStep);
      }
    }
    // The first free of labels and bases; else the first free of labels; else the least
    // overlap with labels.
    std::optional<std::pair<double, double>> clear;
    std::optional<std::pair<double, double>> clear_of_labels;
    std::pair<double, double> least = candidates.front();
    double least_overlap = std::numeric_limits<double>::infinity();
    for (const auto& c : candidates) {
      const LabelBox b = box_at(r, c.first, c.second);
      if (!inside(b, bounds)) continue;
      double over = 0;
      for (const LabelBox& t : taken) over += overlap_area(b, t);
      if (over < least_overlap) {
        least_overlap = over;
        least = c;
      }
      if (over > 0) continue;
      if (!clear_of_labels) clear_of_labels = c;
      const bool hits_base = std::any_of(obstacles.begin(), obstacles.end(),
                                         [&](const LabelBox& o) { return b.overlaps(o); });
      if (!hits_base) {
        clear = c;
        break;
      }
    }
    // Crowded round its point: the free place nearest it anywhere in the bounds, on a grid.
    if (!clear && !clear_of_labels) {
      double best = std::numeric_limits<double>::infinity();
      for (double gy = bounds.y; gy <= bounds.y + bounds.h; gy += 6) {
        for (double gx = bounds.x; gx <= bounds.x + bounds.w; gx += 8) {
          const double d = std::hypot(gx - r.x, gy - r.y);
          if (d >= best) continue;
          const LabelBox b = box_at(r, gx, gy);
          if (!inside(b, bounds)) continue;
          if (std::any_of(taken.begin(), taken.end(),
                          [&](const LabelBox& t) { return b.overlaps(t); })) {
            continue;
          }
          best = d;
          clear_of_labels = std::pair{gx, gy};
        }
      }
    }
    const auto at = clear ? *clear : clear_of_labels ? *clear_of_labels : least;
    PlacedLabel p;
    p.x = at.first;
    p.y = at.second;
    p.box = box_at(r, at.first, at.second);
    p.leader = std::hypot(at.first - r.x, at.second - r.y) > 16;
    taken.push_back(p.box);
    placed.push_back(p);
  }
  return placed;
}

}  // namespace grognard::scenario
