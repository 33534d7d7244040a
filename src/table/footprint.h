// How a unit's bases stand for each formation: the footprint a player lays out on the table,
// anchored at the centre of the unit's front edge and facing one bearing. The layouts are
// geometry; which formation uses which layout is the scenario's business.
#pragma once

#include <vector>

#include "table/base.h"

namespace grognard::table {

enum class Layout {
  line,         // bases side by side in one rank (line; unlimbered guns, with a gap)
  column,       // two bases abreast, ranks behind each other (a column of companies)
  mass_column,  // a block about as wide as it is deep
  square,       // four faces, each facing outward, around a hollow centre
  open_order,   // one rank with a gap between bases (skirmish order)
  file,         // one base behind the other (a limbered battery on the march)
};

struct FootprintSpec {
  Layout layout = Layout::line;
  int bases = 1;     // at least 1
  double width = 1;  // of one base
  double depth = 1;  // of one base
  double gap = 0;    // between neighbouring bases of a rank (open order, guns)
};

// The bases of a unit whose front edge is centred on `front` and faces `facing`.
// Line and open order: one rank, `gap` apart. Column: ranks of two bases (one base if the unit
// has one). Mass column: ranks of ceil(sqrt(n)) bases. File: one base per rank. Square: the n
// bases shared among four faces (front, right, rear, left, the earlier faces taking the extra
// bases), each face facing outward; the square's side is ceil(n/4) base widths plus two base
// depths, so the faces meet at empty corners. A short last rank is centred.
std::vector<Base> footprint(Point front, double facing, const FootprintSpec& spec);

}  // namespace grognard::table
