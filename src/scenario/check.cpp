#include "scenario/check.h"

#include <algorithm>
#include <limits>

namespace grognard::scenario {

using rules::Stance;
using table::BaseRef;

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

bool blocks_sight(Stance s) {
  return s == Stance::formed_infantry || s == Stance::formed_cavalry || s == Stance::artillery;
}

bool mounted(const Unit& u) {
  return u.body.arm == model::Arm::cavalry;
}

bool riflemen(const Unit& u) {
  return u.body.troops == model::Troops::rifles ||
         u.skirmisher_class == model::SkirmisherClass::rifles;
}

std::vector<std::size_t> bases_in_group(const table::Piece& p, int group) {
  std::vector<std::size_t> out;
  for (std::size_t b = 0; b < p.bases.size(); ++b) {
    if (p.group_of(b) == group) out.push_back(b);
  }
  return out;
}

void add(std::vector<Finding>& out, const rules::Breach& br, std::string_view key, std::size_t unit,
         std::optional<std::size_t> other, int base, int other_base = 0) {
  out.push_back(Finding{br.clause, key, unit, other, base, other_base, br.measured, br.limit});
}

void check_screen(const Field& f, std::size_t piece, const Unit& u, std::size_t unit,
                  std::vector<Finding>& out) {
  const table::Table& t = f.table();
  const model::RuleOptions& o = f.scenario().rules;
  std::vector<std::size_t> supporters;
  for (std::size_t q = 0; q < t.piece_count(); ++q) {
    if (q == piece || f.brigade(q) != u.brigade) continue;
    if (rules::supports_screen(f.stance(q), mounted(u))) supporters.push_back(q);
  }
  double farthest = 0;
  int worst = 0;
  const auto& bases = t.piece(piece).bases;
  for (std::size_t b = 0; b < bases.size(); ++b) {
    double nearest = kInfinity;
    for (std::size_t q : supporters) nearest = std::min(nearest, t.distance(BaseRef{piece, b}, q));
    if (nearest > farthest || worst == 0) {
      farthest = nearest;
      worst = static_cast<int>(b) + 1;
    }
  }
  if (auto br = rules::screen_tether(farthest, riflemen(u), o)) {
    add(out, *br, "screen_tether", unit, std::nullopt, worst);
  }
}

void check_light_battalion(const Field& f, std::size_t piece, std::size_t unit,
                           std::vector<Finding>& out) {
  const table::Table& t = f.table();
  const model::RuleOptions& o = f.scenario().rules;
  const table::Piece& p = t.piece(piece);
  const auto line = bases_in_group(p, 0);
  const auto command = bases_in_group(p, kCommandGroup);
  // S11.6.3: the line's farthest base from the command companies.
  double farthest = 0;
  int worst = 0;
  for (std::size_t b : line) {
    const double d = t.distance(BaseRef{piece, b}, piece, kCommandGroup);
    if (d > farthest || worst == 0) {
      farthest = d;
      worst = static_cast<int>(b) + 1;
    }
  }
  if (auto br = rules::light_line_tether(farthest, o)) {
    add(out, *br, "light_line_tether", unit, std::nullopt, worst);
  }
  // S11.6.2: at least 3" from any other base of the battalion...
  double closest = kInfinity;
  int ca = 0;
  int cb = 0;
  for (std::size_t b : line) {
    for (std::size_t c = 0; c < p.bases.size(); ++c) {
      if (c == b || (p.group_of(c) == 0 && c < b)) continue;
      const double d = t.distance(BaseRef{piece, b}, BaseRef{piece, c});
      if (d < closest) {
        closest = d;
        ca = static_cast<int>(std::min(b, c)) + 1;
        cb = static_cast<int>(std::max(b, c)) + 1;
      }
    }
  }
  if (auto br = rules::light_bases_too_close(closest, o)) {
    add(out, *br, "light_bases_too_close", unit, std::nullopt, ca, cb);
  }
  // ...and no more than 6" from the nearest other skirmish base.
  if (line.size() >= 2) {
    double loosest = 0;
    int lb = 0;
    for (std::size_t b : line) {
      double nearest = kInfinity;
      for (std::size_t c : line) {
        if (c != b) nearest = std::min(nearest, t.distance(BaseRef{piece, b}, BaseRef{piece, c}));
      }
      if (nearest > loosest) {
        loosest = nearest;
        lb = static_cast<int>(b) + 1;
      }
    }
    if (auto br = rules::light_base_too_far(loosest, o)) {
      add(out, *br, "light_base_too_far", unit, std::nullopt, lb);
    }
  }
  // S11.6.5: each skirmish base sees a command company.
  if (o.lb_line_of_sight) {
    for (std::size_t b : line) {
      bool seen = false;
      for (std::size_t c : command) {
        const table::Sight s = t.sight(BaseRef{piece, b}, BaseRef{piece, c});
        if (s.blocked_by) continue;
        const bool units_block =
            std::any_of(s.crossed.begin(), s.crossed.end(),
                        [&](std::size_t q) { return blocks_sight(f.stance(q)); });
        if (!units_block) {
          seen = true;
          break;
        }
      }
      if (auto br = rules::light_line_sight(seen, o)) {
        add(out, *br, "light_line_sight", unit, std::nullopt, static_cast<int>(b) + 1);
      }
    }
  }
}

void check_mounted(const Field& f, std::size_t piece, std::size_t unit, std::vector<Finding>& out) {
  const table::Table& t = f.table();
  const auto& bases = t.piece(piece).bases;
  double closest = kInfinity;
  int ca = 0;
  int cb = 0;
  for (std::size_t a = 0; a < bases.size(); ++a) {
    for (std::size_t b = a + 1; b < bases.size(); ++b) {
      const double d = t.distance(BaseRef{piece, a}, BaseRef{piece, b});
      if (d < closest) {
        closest = d;
        ca = static_cast<int>(a) + 1;
        cb = static_cast<int>(b) + 1;
      }
    }
  }
  if (auto br = rules::mounted_bases_too_close(closest, f.scenario().rules)) {
    add(out, *br, "mounted_bases_too_close", unit, std::nullopt, ca, cb);
  }
}

void check_enemies(const Field& f, std::size_t piece, std::size_t unit, std::vector<Finding>& out) {
  const table::Table& t = f.table();
  const model::RuleOptions& o = f.scenario().rules;
  const std::vector<bool> sheltered = sheltered_bases(t, piece);
  for (const table::Near& n : t.near(piece, breach_reach(o))) {
    if (f.side(n.piece) == f.side(piece)) continue;
    const Stance enemy = f.stance(n.piece);
    if (enemy == Stance::general) continue;
    const std::size_t other = f.owner(n.piece).index;
    const EnemyBreaches b = enemy_breaches(t, piece, sheltered, n.piece, enemy, o);
    for (const Caught& c : b.caught) {
      out.push_back(Finding{"S11.24c-1", "caught", unit, other, c.base, 0, c.distance, 0});
    }
    if (b.approach) {
      add(out, *b.approach,
          enemy == Stance::formed_cavalry || enemy == Stance::cossacks ? "approach_cavalry"
                                                                       : "approach_formed",
          unit, other, b.approach_base);
    }
    if (b.fall_back_unsheltered) {
      add(out, *b.fall_back_unsheltered, "fall_back_due", unit, other, b.fall_back_base);
    }
  }
}

}  // namespace

std::vector<Finding> check_positions(const Field& field) {
  std::vector<Finding> out;
  const Scenario& s = field.scenario();
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const auto piece = field.piece_of_unit(i);
    if (!piece) continue;
    const Unit& u = s.units[i];
    if (u.body.formation != model::Formation::skirmish) continue;
    if (role_of(u) == Role::brigade_screen) check_screen(field, *piece, u, i, out);
    if (role_of(u) == Role::light_battalion) check_light_battalion(field, *piece, i, out);
    if (mounted(u)) check_mounted(field, *piece, i, out);
    check_enemies(field, *piece, i, out);
  }
  return out;
}

}  // namespace grognard::scenario
