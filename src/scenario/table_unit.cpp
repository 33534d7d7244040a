#include "scenario/table_unit.h"

#include <algorithm>
#include <cmath>

namespace grognard::scenario {

using model::Formation;
using rules::Weapon;

bool deployed(const TableUnit& u) {
  return u.type == model::UnitType::light_battalion_skirmish;
}

int squadrons_of(const TableUnit& u) {
  if (u.body.arm != model::Arm::cavalry) return 0;
  return u.squadrons > 0 ? u.squadrons : std::max(1, (u.body.figures + 3) / 4);
}

Placement placement_of(const TableUnit& u) {
  if (!u.on_table()) return Placement{};
  return Placement{
      true,    u.x,          u.y,          u.facing,        u.type,         u.body.formation,
      u.bases, u.base_width, u.base_depth, u.command_bases, u.command_back, u.command_right};
}

double formation_gap(model::Formation f) {
  switch (f) {
    case Formation::skirmish:
      return 3.0;
    case Formation::unlimbered:
      return 0.5;
    default:
      return 0;
  }
}

table::FootprintSpec footprint_of(const TableUnit& u) {
  table::FootprintSpec spec;
  spec.bases = u.bases;
  spec.width = u.base_width;
  spec.depth = u.base_depth;
  switch (u.body.formation) {
    case Formation::line:
      spec.layout = table::Layout::line;
      break;
    case Formation::column:
      spec.layout = table::Layout::column;
      break;
    case Formation::mass_column:
      spec.layout = table::Layout::mass_column;
      break;
    case Formation::square:
      spec.layout = table::Layout::square;
      break;
    case Formation::skirmish:
      spec.layout = table::Layout::open_order;
      spec.gap = formation_gap(Formation::skirmish);
      break;
    case Formation::limbered:
      spec.layout = table::Layout::file;
      break;
    case Formation::unlimbered:
      spec.layout = table::Layout::line;
      spec.gap = formation_gap(Formation::unlimbered);
      break;
  }
  return spec;
}

table::Point command_point(const TableUnit& u) {
  const table::Vec f = table::heading(u.facing);
  const table::Vec r = table::right_of(f);
  const table::Vec off = r * u.command_right - f * u.command_back;
  return table::Point(u.x + off.x, u.y + off.y);
}

std::vector<table::Base> command_bases_of(const TableUnit& u) {
  table::FootprintSpec spec;
  spec.bases = std::max(1, u.command_bases);
  spec.width = u.base_width;
  spec.depth = u.base_depth;
  spec.layout = table::Layout::line;
  return table::footprint(command_point(u), u.facing, spec);
}

namespace {

// The placement less where the unit stands: what its laid bases keep to.
Placement shape_of(const TableUnit& u) {
  Placement p = placement_of(u);
  p.x = 0;
  p.y = 0;
  p.facing = 0;
  return p;
}

// A base from the unit's own frame (table_unit.h, `laid`) to the table's, and back.
table::Base to_table(const TableUnit& u, const table::Base& local) {
  const table::Vec fwd = table::heading(u.facing);
  const table::Vec right = table::right_of(fwd);
  table::Base b = local;
  b.front = table::Point(u.x + right.x * local.front.x() + fwd.x * local.front.y(),
                         u.y + right.y * local.front.x() + fwd.y * local.front.y());
  b.facing = u.facing + local.facing;
  return b;
}

table::Base to_unit(const TableUnit& u, const table::Base& b) {
  const table::Vec fwd = table::heading(u.facing);
  const table::Vec right = table::right_of(fwd);
  const table::Vec off{b.front.x() - u.x, b.front.y() - u.y};
  table::Base local = b;
  local.front = table::Point(table::dot(off, right), table::dot(off, fwd));
  local.facing = b.facing - u.facing;
  return local;
}

}  // namespace

std::vector<table::Base> bases_of(const TableUnit& u) {
  if (!u.laid.empty() && shape_of(u) == u.laid_for) {
    std::vector<table::Base> out;
    out.reserve(u.laid.size());
    for (const table::Base& b : u.laid) out.push_back(to_table(u, b));
    return out;
  }
  std::vector<table::Base> bases =
      table::footprint(table::Point(u.x, u.y), u.facing, footprint_of(u));
  if (deployed(u)) {
    const std::vector<table::Base> command = command_bases_of(u);
    bases.insert(bases.end(), command.begin(), command.end());
  }
  return bases;
}

namespace {

// How many of `total` bases (bases_of) are the body, a deployed battalion's skirmish line: all
// but its command companies, the last max(1, command_bases) (command_bases_of).
std::size_t body_count(const TableUnit& u, std::size_t total) {
  if (!deployed(u)) return total;
  return total - std::min(total, static_cast<std::size_t>(std::max(1, u.command_bases)));
}

}  // namespace

UnitBases bases_by_part(const TableUnit& u) {
  UnitBases out;
  if (!u.on_table()) return out;
  out.body = bases_of(u);
  if (deployed(u)) {
    const std::size_t line = body_count(u, out.body.size());
    out.command.assign(out.body.begin() + static_cast<std::ptrdiff_t>(line), out.body.end());
    out.body.resize(line);
  }
  return out;
}

table::Piece piece_of(const TableUnit& u, int side) {
  table::Piece p;
  p.side = side;
  p.open_order = u.body.formation == Formation::skirmish;
  p.bases = bases_of(u);
  if (deployed(u)) {
    // The skirmish line is group 0, the command companies group 1 (table::Piece).
    p.group.assign(p.bases.size(), 0);
    const std::size_t line = body_count(u, p.bases.size());
    std::fill(p.group.begin() + static_cast<std::ptrdiff_t>(line), p.group.end(), kCommandGroup);
  }
  return p;
}

namespace {

struct FrontRank {
  double x = 0;
  double y = 0;
  double facing = 0;
};

// The front rank's bases, those of the first base's facing whose front edge lies furthest
// forward, give a unit's front centre and facing.
FrontRank front_rank(const std::vector<table::Base>& bases) {
  const table::Base& first = bases.front();
  const table::Vec fwd = table::heading(first.facing);
  double front = -1e300;
  for (const table::Base& b : bases) {
    if (std::fabs(b.facing - first.facing) > 1e-9) continue;
    front = std::max(front, b.front.x() * fwd.x + b.front.y() * fwd.y);
  }
  double x = 0;
  double y = 0;
  int n = 0;
  for (const table::Base& b : bases) {
    if (std::fabs(b.facing - first.facing) > 1e-9) continue;
    if (b.front.x() * fwd.x + b.front.y() * fwd.y < front - 1e-6) continue;
    x += b.front.x();
    y += b.front.y();
    ++n;
  }
  return FrontRank{x / n, y / n, first.facing};
}

bool same_bases(const std::vector<table::Base>& a, const std::vector<table::Base>& b) {
  if (a.size() != b.size()) return false;
  constexpr double eps = 1e-9;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (std::fabs(a[i].front.x() - b[i].front.x()) > eps ||
        std::fabs(a[i].front.y() - b[i].front.y()) > eps ||
        std::fabs(a[i].width - b[i].width) > eps || std::fabs(a[i].depth - b[i].depth) > eps ||
        std::fabs(a[i].facing - b[i].facing) > eps) {
      return false;
    }
  }
  return true;
}

}  // namespace

void place(TableUnit& u, const std::vector<table::Base>& bases,
           const std::vector<table::Base>& command) {
  const FrontRank f = front_rank(bases);
  u.x = f.x;
  u.y = f.y;
  u.facing = f.facing;
  u.bases = static_cast<int>(bases.size());
  u.base_width = bases.front().width;
  u.base_depth = bases.front().depth;
  u.command_bases = 0;
  u.command_back = 0;
  u.command_right = 0;
  std::vector<table::Base> all = bases;
  if (deployed(u) && !command.empty()) {
    // Deployed from the start (S11.6): the command companies keep their place behind the line.
    const FrontRank c = front_rank(command);
    const table::Vec fwd = table::heading(u.facing);
    const table::Vec back{c.x - u.x, c.y - u.y};
    u.command_back = -table::dot(back, fwd);
    u.command_right = table::dot(back, table::right_of(fwd));
    u.command_bases = static_cast<int>(command.size());
    all.insert(all.end(), command.begin(), command.end());
  }
  u.laid.clear();
  u.laid_for = Placement{};
  if (!same_bases(bases_of(u), all)) {
    for (const table::Base& b : all) u.laid.push_back(to_unit(u, b));
    u.laid_for = shape_of(u);
  }
}

rules::Stance stance_of(const TableUnit& u) {
  if (u.body.arm == model::Arm::artillery) return rules::Stance::artillery;
  if (u.body.formation == Formation::skirmish) return rules::Stance::skirmishers;
  if (u.cossack) return rules::Stance::cossacks;
  if (u.body.arm == model::Arm::cavalry) return rules::Stance::formed_cavalry;
  return rules::Stance::formed_infantry;
}

WeaponFinding weapon_of(const TableUnit& u) {
  const model::Unit& m = u.body;
  if (m.status == model::UnitStatus::dispersed) return {Weapon::none, "STATUS-DISP-0"};
  if (m.status == model::UnitStatus::retreating || m.status == model::UnitStatus::broken) {
    return {Weapon::none, "F-NOFIRE-3"};
  }
  switch (m.arm) {
    case model::Arm::artillery:
      if (m.formation == Formation::limbered) return {Weapon::none, "DECISIONS §8"};
      return {Weapon::gun, rules::reach_clause(Weapon::gun, u.calibre)};
    case model::Arm::cavalry:
      if (m.formation == Formation::skirmish) return {Weapon::carbine, "S16.3h-1"};
      return {Weapon::none, "CAV-FIRE-1"};
    case model::Arm::infantry:
      if (m.formation == Formation::skirmish) {
        if (m.troops == model::Troops::rifles ||
            u.skirmisher_class == model::SkirmisherClass::rifles) {
          return {Weapon::rifles, "S11.13-5"};
        }
        return {Weapon::skirmish, "F-RANGE-3"};
      }
      if (m.formation == Formation::square) return {Weapon::musket_square, "F-RANGE-1"};
      return {Weapon::musket, "F-RANGE-2"};
  }
  return {Weapon::none, "CAV-FIRE-1"};
}

FireUnit fire_unit_of(const TableUnit& u) {
  return FireUnit{stance_of(u), weapon_of(u), u.body.arm, u.calibre};
}

}  // namespace grognard::scenario
