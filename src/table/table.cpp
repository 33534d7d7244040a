#include "table/table.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <memory>
#include <tuple>
#include <utility>

// GCC 12 warns of a maybe-uninitialized box inside Boost.Geometry's envelope code (a false
// positive in Boost's own headers).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <boost/container/small_vector.hpp>
#include <boost/geometry.hpp>
#include <boost/geometry/geometries/multi_point.hpp>
#include <boost/geometry/index/rtree.hpp>
#include <boost/iterator/function_output_iterator.hpp>

namespace grognard::table {

namespace bgi = boost::geometry::index;

namespace {

// An R-tree entry: a base's box and the base, as piece << 32 | base (or a feature's index).
using Entry = std::pair<Box, std::uint64_t>;
// Quadratic splits, not R*: a unit that moves re-indexes its bases, and R*'s inserts cost more.
using Tree = bgi::rtree<Entry, bgi::quadratic<16>>;

std::uint64_t code_of(std::size_t piece, std::size_t base) {
  return (static_cast<std::uint64_t>(piece) << 32U) | static_cast<std::uint64_t>(base);
}
BaseRef ref_of(std::uint64_t code) {
  return BaseRef{static_cast<std::size_t>(code >> 32U),
                 static_cast<std::size_t>(code & 0xffffffffU)};
}

constexpr double kOverlapArea = 1e-9;  // square inches: less is rounding, not overlap

Box grown(Box b, double by) {
  return Box(Point(b.min_corner().x() - by, b.min_corner().y() - by),
             Point(b.max_corner().x() + by, b.max_corner().y() + by));
}

// The area two boxes share: a polygon's overlap with another is never more than their boxes'.
double shared_box_area(const Box& a, const Box& b) {
  const double w = std::min(a.max_corner().x(), b.max_corner().x()) -
                   std::max(a.min_corner().x(), b.min_corner().x());
  const double h = std::min(a.max_corner().y(), b.max_corner().y()) -
                   std::max(a.min_corner().y(), b.min_corner().y());
  return w > 0 && h > 0 ? w * h : 0.0;
}

Box box_of(const Segment& s) {
  Box b;
  bg::envelope(s, b);
  return b;
}

double area_inside(const Polygon& p, const MultiPolygon& zone) {
  if (zone.empty()) return 0;
  MultiPolygon out;
  bg::intersection(p, zone, out);
  return bg::area(out);
}

// A body to buffer: Boost.Geometry 1.74's buffer asserts (in a debug build) when two
// consecutive edges are collinear, as the edges of bases standing side by side become once they
// are merged; removing the points between collinear edges changes no distance.
MultiPolygon bufferable(const MultiPolygon& body) {
  MultiPolygon out;
  bg::simplify(body, out, 1e-9);
  return out;
}

MultiPolygon merged(const MultiPolygon& acc, const Polygon& p) {
  MultiPolygon out;
  bg::union_(acc, p, out);
  return out;
}

// The half-plane behind the line through `p` along `right`, as a large polygon: every point q
// with dot(q - p, forward) <= 0, clipped to a square far larger than any table.
Polygon half_plane_behind(const Point& p, Vec forward) {
  constexpr double k = 1e5;
  const Vec r = right_of(forward);
  return make_polygon({p - r * k, p + r * k, p + r * k - forward * k, p - r * k - forward * k});
}

}  // namespace

// The terrain and its R-tree: it never changes during a battle, so every copy of a table shares
// one (copied only when a copy adds a feature).
struct TerrainIndex {
  std::vector<Feature> features;
  std::vector<Box> boxes;
  std::vector<bool> convex;  // by feature: its area is convex (convex_overlap measures it)
  Tree tree;
};

// Measurements of pieces asked for so far (NaN: not yet measured), by piece and a second index:
// the distance to another piece, or the share in a kind of terrain. Dropped for a piece when it
// is re-laid. A table may be read by copies of one state on several threads (simulate), so the
// entries are atomics: whoever measures first writes the same value.
class PieceMemo {
 public:
  PieceMemo() = default;
  PieceMemo(const PieceMemo& o) { copy(o); }
  PieceMemo& operator=(const PieceMemo& o) {
    if (this != &o) copy(o);
    return *this;
  }
  ~PieceMemo() = default;

  void reset(std::size_t rows, std::size_t cols) {
    rows_ = rows;
    cols_ = cols;
    d_ = std::make_unique<std::atomic<double>[]>(rows * cols);
    for (std::size_t i = 0; i < rows * cols; ++i) d_[i].store(kUnknown, std::memory_order_relaxed);
  }
  // The value at (row, col), or NaN when not measured.
  [[nodiscard]] double get(std::size_t row, std::size_t col) const {
    return row < rows_ && col < cols_ ? d_[row * cols_ + col].load(std::memory_order_relaxed)
                                      : kUnknown;
  }
  void put(std::size_t row, std::size_t col, double v) const {
    if (row < rows_ && col < cols_) d_[row * cols_ + col].store(v, std::memory_order_relaxed);
  }
  // Forgets a piece's row, and its column too when the columns are pieces.
  void forget(std::size_t piece, bool column) {
    for (std::size_t i = 0; piece < rows_ && i < cols_; ++i) {
      d_[piece * cols_ + i].store(kUnknown, std::memory_order_relaxed);
    }
    for (std::size_t i = 0; column && piece < cols_ && i < rows_; ++i) {
      d_[i * cols_ + piece].store(kUnknown, std::memory_order_relaxed);
    }
  }

 private:
  static constexpr double kUnknown = std::numeric_limits<double>::quiet_NaN();
  void copy(const PieceMemo& o) {
    reset(o.rows_, o.cols_);
    for (std::size_t i = 0; i < rows_ * cols_; ++i) {
      d_[i].store(o.d_[i].load(std::memory_order_relaxed), std::memory_order_relaxed);
    }
  }
  std::size_t rows_ = 0;
  std::size_t cols_ = 0;
  std::unique_ptr<std::atomic<double>[]> d_;
};

struct Table::Impl {
  double width = 0;
  double depth = 0;
  std::shared_ptr<TerrainIndex> terrain = std::make_shared<TerrainIndex>();
  std::vector<Piece> pieces;
  std::vector<std::vector<Polygon>> polygons;
  std::vector<std::vector<Box>> boxes;
  // The bases' R-tree, bulk-loaded on the first query after pieces are added; replace() keeps
  // it up to date piece by piece from then on.
  mutable bool indexed = false;
  mutable Tree bases;
  mutable PieceMemo distances;       // to another piece
  mutable PieceMemo terrain_shares;  // of the whole piece, by TerrainKind

  void ensure() const {
    if (indexed) return;
    std::vector<Entry> entries;
    for (std::size_t p = 0; p < pieces.size(); ++p) {
      for (std::size_t b = 0; b < boxes[p].size(); ++b)
        entries.emplace_back(boxes[p][b], code_of(p, b));
    }
    bases = Tree(entries.begin(), entries.end());  // packing: bulk loading
    // Pieces added later are measured each time (the memo does not reach them); the rest keep
    // their distances, which an added piece does not change.
    distances.reset(pieces.size(), pieces.size());
    terrain_shares.reset(pieces.size(), kTerrainNames.size());
    indexed = true;
  }

  [[nodiscard]] const std::vector<Feature>& features() const { return terrain->features; }

  // The polygons and boxes of a piece's bases.
  static void lay(const Piece& piece, std::vector<Polygon>& polys, std::vector<Box>& bxs) {
    polys.clear();
    bxs.clear();
    for (const Base& b : piece.bases) {
      polys.push_back(b.polygon());
      Box box;
      bg::envelope(polys.back(), box);
      bxs.push_back(box);
    }
  }

  [[nodiscard]] bool in_group(std::size_t p, std::size_t b, int group) const {
    return group == kAnyGroup || pieces[p].group_of(b) == group;
  }

  template <class Geometry, class F>
  void bases_touching_box(const Geometry& g, F&& f) const {
    ensure();
    // query() with an output iterator: the query iterators allocate, this does not.
    bases.query(bgi::intersects(g),
                boost::make_function_output_iterator([&](const Entry& e) { f(ref_of(e.second)); }));
  }

  template <class Geometry, class F>
  void features_touching_box(const Geometry& g, F&& f) const {
    boost::container::small_vector<std::uint64_t, 16> hits;
    const Tree& t = terrain->tree;
    t.query(bgi::intersects(g), boost::make_function_output_iterator(
                                    [&](const Entry& e) { hits.push_back(e.second); }));
    std::sort(hits.begin(), hits.end());
    for (std::uint64_t h : hits) f(static_cast<std::size_t>(h));
  }
};

Table::Table(double width, double depth) : impl_(std::make_unique<Impl>()) {
  impl_->width = width;
  impl_->depth = depth;
}
Table::Table(const Table& other) : impl_(std::make_unique<Impl>(*other.impl_)) {}
Table& Table::operator=(const Table& other) {
  if (this != &other) impl_ = std::make_unique<Impl>(*other.impl_);
  return *this;
}
Table::Table(Table&&) noexcept = default;
Table& Table::operator=(Table&&) noexcept = default;
Table::~Table() = default;

std::size_t Table::add(Feature feature) {
  // New ground changes the shares in it: none is kept from here on (terrain comes first, as a
  // rule, and then the memo is laid out when the bases are indexed).
  impl_->terrain_shares.reset(0, 0);
  bg::correct(feature.area);
  Box b;
  bg::envelope(feature.area, b);
  // Copy on write: other copies of this table keep the terrain they had.
  if (impl_->terrain.use_count() > 1) {
    impl_->terrain = std::make_shared<TerrainIndex>(*impl_->terrain);
  }
  TerrainIndex& t = *impl_->terrain;
  t.convex.push_back(convex(feature.area));
  t.features.push_back(std::move(feature));
  t.boxes.push_back(b);
  t.tree.insert(Entry{b, t.features.size() - 1});
  return t.features.size() - 1;
}

std::size_t Table::add(Piece piece) {
  std::vector<Polygon> polys;
  std::vector<Box> boxes;
  Impl::lay(piece, polys, boxes);
  const std::size_t p = impl_->pieces.size();
  if (impl_->indexed) {
    for (std::size_t b = 0; b < boxes.size(); ++b)
      impl_->bases.insert(Entry{boxes[b], code_of(p, b)});
  }
  impl_->pieces.push_back(std::move(piece));
  impl_->polygons.push_back(std::move(polys));
  impl_->boxes.push_back(std::move(boxes));
  return p;
}

void Table::index() const {
  impl_->ensure();
}

void Table::replace(std::size_t piece, Piece with) {
  Impl& m = *impl_;
  if (m.indexed) {
    for (std::size_t b = 0; b < m.boxes[piece].size(); ++b) {
      m.bases.remove(Entry{m.boxes[piece][b], code_of(piece, b)});
    }
  }
  Impl::lay(with, m.polygons[piece], m.boxes[piece]);
  m.pieces[piece] = std::move(with);
  m.distances.forget(piece, true);
  m.terrain_shares.forget(piece, false);
  if (m.indexed) {
    for (std::size_t b = 0; b < m.boxes[piece].size(); ++b) {
      m.bases.insert(Entry{m.boxes[piece][b], code_of(piece, b)});
    }
  }
}

double Table::width() const {
  return impl_->width;
}
double Table::depth() const {
  return impl_->depth;
}
std::size_t Table::piece_count() const {
  return impl_->pieces.size();
}
const Piece& Table::piece(std::size_t i) const {
  return impl_->pieces[i];
}
std::size_t Table::feature_count() const {
  return impl_->features().size();
}
const Feature& Table::feature(std::size_t i) const {
  return impl_->features()[i];
}
const Polygon& Table::polygon(BaseRef b) const {
  return impl_->polygons[b.piece][b.base];
}

Point Table::centre(std::size_t piece, int group) const {
  const Piece& p = impl_->pieces[piece];
  double x = 0;
  double y = 0;
  int n = 0;
  for (std::size_t b = 0; b < p.bases.size(); ++b) {
    if (!impl_->in_group(piece, b, group)) continue;
    const Point c = p.bases[b].centre();
    x += c.x();
    y += c.y();
    ++n;
  }
  return n == 0 ? Point(0, 0) : Point(x / n, y / n);
}

double Table::distance(BaseRef a, BaseRef b) const {
  return convex_distance(polygon(a), impl_->boxes[a.piece][a.base], polygon(b),
                         impl_->boxes[b.piece][b.base]);
}

Closest Table::closest(std::size_t a, std::size_t b, int group_a, int group_b) const {
  Closest best{{a, 0}, {b, 0}, std::numeric_limits<double>::infinity()};
  const auto& pa = impl_->polygons[a];
  const auto& pb = impl_->polygons[b];
  // Pairs of bases nearest box first: once a pair's boxes are farther apart than the best
  // distance so far, no later pair can be closer, and the rest are never measured. Of pairs at
  // the same distance the first in base order wins, as if every pair had been measured in turn.
  struct Pair {
    double box_gap;
    std::size_t i;
    std::size_t j;
  };
  thread_local std::vector<Pair> pairs;
  pairs.clear();
  for (std::size_t i = 0; i < pa.size(); ++i) {
    if (!impl_->in_group(a, i, group_a)) continue;
    for (std::size_t j = 0; j < pb.size(); ++j) {
      if (!impl_->in_group(b, j, group_b)) continue;
      pairs.push_back(Pair{bg::distance(impl_->boxes[a][i], impl_->boxes[b][j]), i, j});
    }
  }
  // The pairs in sorted order one at a time, each the least left (a scan is cheaper than a heap
  // here: most searches stop after one or two).
  for (std::size_t left = pairs.size(); left > 0; --left) {
    std::size_t next = 0;
    for (std::size_t k = 1; k < pairs.size(); ++k) {
      if (pairs[k].box_gap < pairs[next].box_gap) next = k;  // ties: the first, in base order
    }
    const Pair p = pairs[next];
    if (p.box_gap > best.distance) break;
    pairs[next].box_gap = std::numeric_limits<double>::infinity();  // taken
    const double d = convex_distance(pa[p.i], impl_->boxes[a][p.i], pb[p.j], impl_->boxes[b][p.j]);
    if (d < best.distance ||
        (d == best.distance && std::tie(p.i, p.j) < std::tie(best.a.base, best.b.base))) {
      best = Closest{{a, p.i}, {b, p.j}, d};
    }
  }
  return best;
}

double Table::distance(std::size_t a, std::size_t b, int group_a, int group_b) const {
  if (group_a != kAnyGroup || group_b != kAnyGroup) return closest(a, b, group_a, group_b).distance;
  const double known = impl_->distances.get(a, b);
  if (!std::isnan(known)) return known;
  const double d = closest(a, b).distance;
  impl_->distances.put(a, b, d);
  return d;
}

namespace {

// The least distance from `area` (its box `box`) to the bases of a piece (of one group), and the
// first base at it. The bases are measured nearest box first, and once a base's box is farther
// than the best so far no later one can be nearer (boxes hold their bases): the answer, the
// first base in base order among the nearest included, is the one measuring them all gives.
template <class InGroup>
std::pair<double, std::size_t> nearest_of(const Polygon& area, const Box& box,
                                          const std::vector<Polygon>& polygons,
                                          const std::vector<Box>& boxes, InGroup in_group) {
  thread_local std::vector<std::pair<double, std::size_t>> order;
  order.clear();
  for (std::size_t j = 0; j < polygons.size(); ++j) {
    if (in_group(j)) order.emplace_back(bg::distance(box, boxes[j]), j);
  }
  std::sort(order.begin(), order.end());
  double best = std::numeric_limits<double>::infinity();
  std::size_t at = 0;
  for (const auto& [gap, j] : order) {
    if (gap > best) break;
    const double d = convex_distance(area, box, polygons[j], boxes[j]);
    if (d < best || (d == best && j < at)) {
      best = d;
      at = j;
    }
  }
  return {best, at};
}

}  // namespace

double Table::distance(BaseRef a, std::size_t b, int group_b) const {
  return nearest_of(polygon(a), impl_->boxes[a.piece][a.base], impl_->polygons[b], impl_->boxes[b],
                    [&](std::size_t j) { return impl_->in_group(b, j, group_b); })
      .first;
}

std::pair<double, std::size_t> Table::nearest_base(BaseRef a, std::size_t b) const {
  return nearest_of(polygon(a), impl_->boxes[a.piece][a.base], impl_->polygons[b], impl_->boxes[b],
                    [](std::size_t) { return true; });
}

double Table::distance(const Polygon& area, std::size_t piece) const {
  Box box;
  bg::envelope(area, box);
  return nearest_of(area, box, impl_->polygons[piece], impl_->boxes[piece],
                    [](std::size_t) { return true; })
      .first;
}

std::vector<std::size_t> Table::touching(const Polygon& area, int skip_side) const {
  Box box;
  bg::envelope(area, box);
  const bool area_convex = convex(area);
  std::vector<std::size_t> out;
  impl_->bases_touching_box(box, [&](BaseRef r) {
    if (impl_->pieces[r.piece].side == skip_side) return;
    if (!out.empty() && out.back() == r.piece) return;
    if (area_convex ? convex_intersects(area, polygon(r)) : bg::intersects(area, polygon(r))) {
      out.push_back(r.piece);
    }
  });
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<std::size_t> Table::overlapping(const Polygon& area, std::size_t skip) const {
  Box box;
  bg::envelope(area, box);
  std::vector<std::size_t> out;
  impl_->bases_touching_box(box, [&](BaseRef r) {
    if (r.piece == skip) return;
    if (!bg::intersects(area, polygon(r))) return;
    MultiPolygon inter;
    bg::intersection(area, polygon(r), inter);
    if (bg::area(inter) > kOverlapArea) out.push_back(r.piece);
  });
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

bool Table::inside(const Polygon& area) const {
  constexpr double slack = 1e-9;
  for (const Point& c : area.outer()) {
    if (c.x() < -slack || c.y() < -slack || c.x() > impl_->width + slack ||
        c.y() > impl_->depth + slack) {
      return false;
    }
  }
  return true;
}

std::vector<Near> Table::near(std::size_t a, double reach, int group) const {
  Box around;
  bool any = false;
  for (std::size_t i = 0; i < impl_->boxes[a].size(); ++i) {
    if (!impl_->in_group(a, i, group)) continue;
    if (!any) {
      around = impl_->boxes[a][i];
      any = true;
    } else {
      bg::expand(around, impl_->boxes[a][i]);
    }
  }
  std::vector<Near> out;
  if (!any) return out;
  std::vector<std::size_t> candidates;
  impl_->bases_touching_box(grown(around, reach), [&](BaseRef r) {
    if (r.piece != a) candidates.push_back(r.piece);
  });
  std::sort(candidates.begin(), candidates.end());
  candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
  for (std::size_t c : candidates) {
    const double d = distance(a, c, group, kAnyGroup);
    if (d <= reach) out.push_back(Near{c, d});
  }
  std::sort(out.begin(), out.end(), [](const Near& x, const Near& y) {
    return x.distance != y.distance ? x.distance < y.distance : x.piece < y.piece;
  });
  return out;
}

bool Table::on_table(std::size_t piece) const {
  constexpr double slack = 1e-9;
  for (const Base& b : impl_->pieces[piece].bases) {
    for (const Point& c : b.corners()) {
      if (c.x() < -slack || c.y() < -slack || c.x() > impl_->width + slack ||
          c.y() > impl_->depth + slack) {
        return false;
      }
    }
  }
  return true;
}

std::vector<Overlap> Table::overlaps() const {
  std::vector<Overlap> out;
  for (std::size_t p = 0; p < impl_->pieces.size(); ++p) {
    for (std::size_t i = 0; i < impl_->boxes[p].size(); ++i) {
      const BaseRef a{p, i};
      impl_->bases_touching_box(impl_->boxes[p][i], [&](BaseRef b) {
        if (std::make_pair(b.piece, b.base) <= std::make_pair(a.piece, a.base)) return;
        if (shared_box_area(impl_->boxes[p][i], impl_->boxes[b.piece][b.base]) <= kOverlapArea) {
          return;
        }
        const double area = convex_overlap(polygon(a), polygon(b));
        if (area > kOverlapArea) out.push_back(Overlap{a, b, area});
      });
    }
  }
  std::sort(out.begin(), out.end(), [](const Overlap& x, const Overlap& y) {
    return std::tie(x.a.piece, x.a.base, x.b.piece, x.b.base) <
           std::tie(y.a.piece, y.a.base, y.b.piece, y.b.base);
  });
  return out;
}

bool Table::overlapped(std::size_t piece) const {
  bool found = false;
  for (std::size_t i = 0; i < impl_->boxes[piece].size() && !found; ++i) {
    const BaseRef a{piece, i};
    impl_->bases_touching_box(impl_->boxes[piece][i], [&](BaseRef b) {
      if (found || b == a) return;
      // Bases side by side share no more than an edge of their boxes: no overlap to measure.
      if (shared_box_area(impl_->boxes[piece][i], impl_->boxes[b.piece][b.base]) <= kOverlapArea) {
        return;
      }
      if (convex_overlap(polygon(a), polygon(b)) > kOverlapArea) found = true;
    });
  }
  return found;
}

std::optional<Overlap> Table::first_overlap(
    const std::function<bool(const Overlap&)>& counts) const {
  std::vector<BaseRef> later;
  for (std::size_t p = 0; p < impl_->pieces.size(); ++p) {
    for (std::size_t i = 0; i < impl_->boxes[p].size(); ++i) {
      const BaseRef a{p, i};
      later.clear();
      impl_->bases_touching_box(impl_->boxes[p][i], [&](BaseRef b) {
        if (std::make_pair(b.piece, b.base) > std::make_pair(a.piece, a.base)) later.push_back(b);
      });
      std::sort(later.begin(), later.end(), [](BaseRef x, BaseRef y) {
        return std::tie(x.piece, x.base) < std::tie(y.piece, y.base);
      });
      for (const BaseRef b : later) {
        if (shared_box_area(impl_->boxes[p][i], impl_->boxes[b.piece][b.base]) <= kOverlapArea) {
          continue;
        }
        const double area = convex_overlap(polygon(a), polygon(b));
        if (area > kOverlapArea && counts(Overlap{a, b, area})) return Overlap{a, b, area};
      }
    }
  }
  return std::nullopt;
}

double Table::fraction_in(BaseRef b, TerrainKind kind) const {
  const Polygon& p = polygon(b);
  // The features of the kind whose box meets the base's; one convex feature alone (a base is
  // convex) is measured by clipping, without the general overlay that a union of them needs.
  boost::container::small_vector<std::size_t, 4> found;
  impl_->features_touching_box(impl_->boxes[b.piece][b.base], [&](std::size_t f) {
    if (impl_->features()[f].kind == kind) found.push_back(f);
  });
  const double a = bg::area(p);
  if (found.empty() || a <= 0) return 0.0;
  if (found.size() == 1 && impl_->terrain->convex[found.front()] && convex(p)) {
    return std::min(1.0, convex_overlap(p, impl_->features()[found.front()].area) / a);
  }
  MultiPolygon zone;
  for (std::size_t f : found) zone = merged(zone, impl_->features()[f].area);
  return std::min(1.0, area_inside(p, zone) / a);
}

double Table::fraction_in(std::size_t piece, TerrainKind kind, int group) const {
  const auto k = static_cast<std::size_t>(kind);
  if (group == kAnyGroup) {
    const double known = impl_->terrain_shares.get(piece, k);
    if (!std::isnan(known)) return known;
  }
  const double share = measured_fraction_in(piece, kind, group);
  if (group == kAnyGroup) impl_->terrain_shares.put(piece, k, share);
  return share;
}

double Table::measured_fraction_in(std::size_t piece, TerrainKind kind, int group) const {
  double inside = 0;
  double total = 0;
  for (std::size_t b = 0; b < impl_->polygons[piece].size(); ++b) {
    if (!impl_->in_group(piece, b, group)) continue;
    const double a = bg::area(impl_->polygons[piece][b]);
    inside += a * fraction_in(BaseRef{piece, b}, kind);
    total += a;
  }
  return total > 0 ? inside / total : 0.0;
}

int Table::level_at(const Point& p) const {
  int level = 0;
  impl_->features_touching_box(Box(p, p), [&](std::size_t f) {
    const Feature& ft = impl_->features()[f];
    if (ft.kind == TerrainKind::hill && ft.height > level && bg::covered_by(p, ft.area)) {
      level = ft.height;
    }
  });
  return level;
}

int Table::level_of(std::size_t piece, int group) const {
  return level_at(centre(piece, group));
}

std::vector<std::size_t> Table::crossing(const Segment& s, std::size_t skip_a,
                                         std::size_t skip_b) const {
  std::vector<std::size_t> out;
  impl_->bases_touching_box(box_of(s), [&](BaseRef r) {
    if (r.piece == skip_a || r.piece == skip_b) return;
    if (convex_intersects(s, polygon(r))) out.push_back(r.piece);  // bases are convex
  });
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<std::size_t> Table::features_crossing(const Segment& s, TerrainKind kind) const {
  std::vector<std::size_t> out;
  impl_->features_touching_box(box_of(s), [&](std::size_t f) {
    if (impl_->features()[f].kind == kind && bg::intersects(s, impl_->features()[f].area)) {
      out.push_back(f);
    }
  });
  return out;
}

Sight Table::sight(BaseRef from, BaseRef to) const {
  Sight s;
  const Point a = impl_->pieces[from.piece].bases[from.base].centre();
  const Point b = impl_->pieces[to.piece].bases[to.base].centre();
  s.line = Segment(a, b);
  s.length = bg::distance(a, b);
  const int top = std::max(level_at(a), level_at(b));
  impl_->features_touching_box(box_of(s.line), [&](std::size_t f) {
    if (s.blocked_by) return;
    const Feature& ft = impl_->features()[f];
    if (!bg::intersects(s.line, ft.area)) return;
    if (blocks_sight(ft.kind)) {
      if (!bg::intersects(ft.area, polygon(from)) && !bg::intersects(ft.area, polygon(to))) {
        s.blocked_by = f;
      }
    } else if (ft.kind == TerrainKind::hill) {
      if (!bg::covered_by(a, ft.area) && !bg::covered_by(b, ft.area) && ft.height >= top) {
        s.blocked_by = f;
      }
    }
  });
  s.crossed = crossing(s.line, from.piece, to.piece);
  return s;
}

Polygon Table::hull(const std::vector<BaseRef>& bases) const {
  // Andrew's monotone chain over the corners: the hull Boost.Geometry's convex_hull draws, at a
  // fraction of its cost (the fire lanes ask for one per fire order).
  thread_local std::vector<Point> pts;
  pts.clear();
  for (const BaseRef& r : bases) {
    for (const Point& c : impl_->pieces[r.piece].bases[r.base].corners()) pts.push_back(c);
  }
  Polygon h;
  if (pts.empty()) return h;
  std::sort(pts.begin(), pts.end(), [](const Point& a, const Point& b) {
    return a.x() != b.x() ? a.x() < b.x() : a.y() < b.y();
  });
  const auto cross = [](const Point& o, const Point& a, const Point& b) {
    return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x());
  };
  // Clockwise, as Polygon's rings run: the upper chain left to right, then the lower back.
  std::vector<Point>& ring = h.outer();
  for (const Point& p : pts) {
    while (ring.size() >= 2 && cross(ring[ring.size() - 2], ring.back(), p) >= 0) ring.pop_back();
    ring.push_back(p);
  }
  const std::size_t upper = ring.size();
  for (auto it = pts.rbegin() + 1; it != pts.rend(); ++it) {
    while (ring.size() > upper && cross(ring[ring.size() - 2], ring.back(), *it) >= 0) {
      ring.pop_back();
    }
    ring.push_back(*it);
  }
  // The last point is the first again: the ring is closed.
  return h;
}

bool Table::touches(std::size_t piece, const Polygon& area, int group) const {
  Box box;
  bg::envelope(area, box);
  const bool area_convex = convex(area);
  for (std::size_t b = 0; b < impl_->polygons[piece].size(); ++b) {
    if (!impl_->in_group(piece, b, group)) continue;
    // Boxes apart: no contact, and nothing to measure.
    if (!bg::intersects(box, impl_->boxes[piece][b])) continue;
    const Polygon& p = impl_->polygons[piece][b];
    if (area_convex && convex(p) ? convex_intersects(p, area) : bg::intersects(p, area)) {
      return true;
    }
  }
  return false;
}

double Table::fraction_behind(std::size_t target, std::size_t other, Vec direction,
                              double depth) const {
  // Every point of the zone lies within `depth` of the target: a unit farther off has no share.
  if (distance(target, other) > depth || !may_be_behind(target, other, direction)) return 0.0;
  return fraction_inside(other, behind_zone(target, direction, depth));
}

MultiPolygon Table::behind_zone(std::size_t target, Vec direction, double depth) const {
  const Vec d = unit(direction);
  MultiPolygon zone;
  for (const Base& b : impl_->pieces[target].bases) zone = merged(zone, swept(b, d, depth));
  // The target's own bases are not behind it.
  for (const Polygon& p : impl_->polygons[target]) {
    MultiPolygon rest;
    bg::difference(zone, p, rest);
    zone = std::move(rest);
  }
  return zone;
}

bool Table::may_be_behind(std::size_t target, std::size_t other, Vec direction) const {
  // Every point of the zone is a point of a target's base swept along the direction: no nearer
  // along it than the target's first corner, and across it within the target's own span.
  const Vec d = unit(direction);
  const Vec across{-d.y, d.x};
  struct Span {
    double lo = std::numeric_limits<double>::infinity();
    double hi = -std::numeric_limits<double>::infinity();
  };
  const auto spans = [&](std::size_t piece) {
    std::pair<Span, Span> s;  // along, across
    for (const Base& b : impl_->pieces[piece].bases) {
      for (const Point& c : b.corners()) {
        const Vec v{c.x(), c.y()};
        const double a = dot(v, d);
        const double x = dot(v, across);
        s.first.lo = std::min(s.first.lo, a);
        s.first.hi = std::max(s.first.hi, a);
        s.second.lo = std::min(s.second.lo, x);
        s.second.hi = std::max(s.second.hi, x);
      }
    }
    return s;
  };
  const auto [t_along, t_across] = spans(target);
  const auto [o_along, o_across] = spans(other);
  return o_along.hi > t_along.lo && o_across.hi > t_across.lo && o_across.lo < t_across.hi;
}

double Table::fraction_flank_rear(std::size_t unit_piece, std::size_t other, double reach) const {
  // The zone is drawn within `reach` of the unit (its round corners inside the true circle):
  // a unit farther off has no share, and the costly buffer is not drawn for it.
  if (distance(unit_piece, other) > reach || ahead_of_front(unit_piece, other)) return 0.0;
  return fraction_inside(other, flank_rear_zone(unit_piece, reach));
}

bool Table::ahead_of_front(std::size_t unit_piece, std::size_t other) const {
  const Base& front = impl_->pieces[unit_piece].bases.front();
  const Vec forward = front.forward();
  for (const Base& b : impl_->pieces[other].bases) {
    for (const Point& c : b.corners()) {
      if (dot(c - front.front, forward) < 0) return false;
    }
  }
  return true;
}

MultiPolygon Table::flank_rear_zone(std::size_t unit_piece, double reach) const {
  const Piece& u = impl_->pieces[unit_piece];
  MultiPolygon body;
  for (const Polygon& p : impl_->polygons[unit_piece]) body = merged(body, p);
  MultiPolygon around;
  const bg::strategy::buffer::distance_symmetric<double> dist(reach);
  const bg::strategy::buffer::join_round join(360);
  const bg::strategy::buffer::end_round end(360);
  const bg::strategy::buffer::point_circle circle(360);
  const bg::strategy::buffer::side_straight side;
  bg::buffer(bufferable(body), around, dist, side, join, end, circle);
  MultiPolygon zone;
  bg::intersection(around, half_plane_behind(u.bases.front().front, u.bases.front().forward()),
                   zone);
  return zone;
}

double Table::fraction_inside(std::size_t piece, const MultiPolygon& zone) const {
  double inside = 0;
  double total = 0;
  for (const Polygon& p : impl_->polygons[piece]) {
    inside += area_inside(p, zone);
    total += bg::area(p);
  }
  return total > 0 ? std::min(1.0, inside / total) : 0.0;
}

MultiPolygon within_reach(const std::vector<Base>& bases, double reach) {
  MultiPolygon body;
  for (const Base& b : bases) body = merged(body, b.polygon());
  MultiPolygon around;
  const bg::strategy::buffer::distance_symmetric<double> dist(reach);
  const bg::strategy::buffer::join_round join(180);
  const bg::strategy::buffer::end_round end(180);
  const bg::strategy::buffer::point_circle circle(180);
  const bg::strategy::buffer::side_straight side;
  bg::buffer(bufferable(body), around, dist, side, join, end, circle);
  return around;
}

MultiPolygon clip(const Polygon& area, const MultiPolygon& zone) {
  MultiPolygon out;
  bg::intersection(area, zone, out);
  return out;
}

MultiPolygon united(const std::vector<Polygon>& areas) {
  MultiPolygon out;
  for (const Polygon& p : areas) out = merged(out, p);
  return out;
}

Point centroid(const Polygon& area) {
  Point c;
  bg::centroid(area, c);
  return c;
}

Polygon skirmish_arc(const Base& b, double reach) {
  const Vec f = b.forward();
  const Vec r = b.right();
  const double s = std::sqrt(0.5);
  const Vec left_ray = (f * s) - (r * s);
  const Vec right_ray = (f * s) + (r * s);
  const double len = reach * 1.5 + 1.0;  // its far edge lies beyond `reach` ahead
  const Point fl = b.front_left();
  const Point fr = b.front_right();
  return make_polygon({fl, fl + left_ray * len, fr + right_ray * len, fr});
}

Polygon straight_ahead(const Base& b, double reach) {
  const Vec f = b.forward();
  const Point fl = b.front_left();
  const Point fr = b.front_right();
  return make_polygon({fl, fl + f * reach, fr + f * reach, fr});
}

Polygon swept(const Base& b, Vec direction, double depth) {
  bg::model::multi_point<Point> pts;
  const Vec step = unit(direction) * depth;
  for (const Point& c : b.corners()) {
    pts.push_back(c);
    pts.push_back(c + step);
  }
  Polygon hull;
  bg::convex_hull(pts, hull);
  return hull;
}

}  // namespace grognard::table
