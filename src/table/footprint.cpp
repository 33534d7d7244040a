#include "table/footprint.h"

#include <algorithm>
#include <cmath>

namespace grognard::table {

namespace {

// Places bases in ranks of `per_rank` behind the front edge, local u across (to the right),
// v forward (0 at the front edge, negative behind it).
void ranks(std::vector<Base>& out, Point front, double facing, const FootprintSpec& s,
           int per_rank) {
  const Vec f = heading(facing);
  const Vec r = right_of(f);
  const int n = s.bases;
  for (int k = 0; k < n; ++k) {
    const int rank = k / per_rank;
    const int in_rank = std::min(per_rank, n - rank * per_rank);
    const int pos = k % per_rank;
    const double frontage = in_rank * s.width + (in_rank - 1) * s.gap;
    const double u = -frontage / 2 + s.width / 2 + pos * (s.width + s.gap);
    const double v = -rank * s.depth;
    out.push_back(Base{front + r * u + f * v, s.width, s.depth, facing});
  }
}

void square(std::vector<Base>& out, Point front, double facing, const FootprintSpec& s) {
  const Vec f = heading(facing);
  const Vec r = right_of(f);
  const int n = s.bases;
  const int m = (n + 3) / 4;  // bases on the longest face
  const double side = m * s.width + 2 * s.depth;
  // Face j: 0 front, 1 right, 2 rear, 3 left. Its outward direction and the centre of its
  // outer edge, in local coordinates (u right, v forward).
  const double face_u[4] = {0, side / 2, 0, -side / 2};
  const double face_v[4] = {0, -side / 2, -side, -side / 2};
  for (int j = 0; j < 4; ++j) {
    const int count = n / 4 + (j < n % 4 ? 1 : 0);
    if (count == 0) continue;
    const double face_facing = facing + 90.0 * j;
    const Vec ff = heading(face_facing);
    const Vec fr = right_of(ff);
    const Point centre = front + r * face_u[j] + f * face_v[j];
    const double frontage = count * s.width;
    for (int k = 0; k < count; ++k) {
      const double along = -frontage / 2 + s.width / 2 + k * s.width;
      out.push_back(Base{centre + fr * along, s.width, s.depth, face_facing});
    }
  }
}

}  // namespace

std::vector<Base> footprint(Point front, double facing, const FootprintSpec& spec) {
  std::vector<Base> out;
  if (spec.bases < 1) return out;
  out.reserve(static_cast<std::size_t>(spec.bases));
  switch (spec.layout) {
    case Layout::line:
    case Layout::open_order:
      ranks(out, front, facing, spec, spec.bases);
      break;
    case Layout::column:
      ranks(out, front, facing, spec, std::min(2, spec.bases));
      break;
    case Layout::mass_column:
      ranks(out, front, facing, spec,
            static_cast<int>(std::ceil(std::sqrt(static_cast<double>(spec.bases)))));
      break;
    case Layout::file:
      ranks(out, front, facing, spec, 1);
      break;
    case Layout::square:
      square(out, front, facing, spec);
      break;
  }
  return out;
}

}  // namespace grognard::table
