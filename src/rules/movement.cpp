#include "rules/movement.h"

namespace grognard::rules {

using model::Arm;
using model::Formation;

MoveRate full_move(const Mover& m) {
  if (m.general) return {18, "PR-MOVE-8"};
  switch (m.arm) {
    case Arm::infantry:
      if (m.skirmisher || m.formation == Formation::skirmish) return {9, "PR-MOVE-2"};
      switch (m.formation) {
        case Formation::column:
          return {9, "PR-MOVE-1"};
        case Formation::square:
          return {2, "PR-MOVE-1"};
        default:
          return {6, "PR-MOVE-1"};  // line and mass column
      }
    case Arm::cavalry:
      if (m.cossack) return {18, "PR-MOVE-4"};
      return {m.light_cavalry ? 15.0 : 12.0, "PR-MOVE-3"};
    case Arm::artillery:
      if (m.formation == Formation::unlimbered) return {2, "PR-MOVE-7"};  // manhandled
      return {m.horse_artillery ? 15.0 : 9.0, m.horse_artillery ? "PR-MOVE-6" : "PR-MOVE-5"};
  }
  return {6, "PR-MOVE-1"};
}

GoingFactor going_factor(const Mover& m, Going g) {
  if (g == Going::open) return {1.0, "PR-MOVE-9"};
  const bool skirmish = m.skirmisher || m.formation == Formation::skirmish;
  if (m.arm == Arm::cavalry && skirmish && g != Going::built_up) return {0.5, "S16.3f"};
  if (skirmish && m.arm == Arm::infantry && g != Going::river) return {1.0, "PR-MOVE-9"};
  if ((m.arm == Arm::cavalry || m.arm == Arm::artillery) &&
      (g == Going::wood || g == Going::built_up)) {
    return {0.0, "PR-MOVE-10"};
  }
  return {0.5, "PR-MOVE-9"};
}

std::optional<ChangeCost> formation_change_cost(const Mover& m, Formation to) {
  const Formation from = m.formation;
  if (from == to) return ChangeCost{0.0, "PR-MOVE-11"};
  auto formed = [](Formation f) {
    return f == Formation::line || f == Formation::column || f == Formation::mass_column;
  };
  switch (m.arm) {
    case Arm::infantry:
      if (formed(from) && formed(to)) return ChangeCost{0.5, "PR-MOVE-11"};
      if ((formed(from) && to == Formation::square) || (from == Formation::square && formed(to))) {
        return ChangeCost{1.0, "PR-MOVE-11"};
      }
      return std::nullopt;  // skirmish order comes and goes by S11.2-S11.8, not by a move
    case Arm::cavalry:
      if ((from == Formation::line && to == Formation::column) ||
          (from == Formation::column && to == Formation::line)) {
        return ChangeCost{0.5, "PR-MOVE-11"};
      }
      return std::nullopt;
    case Arm::artillery:
      if ((from == Formation::limbered && to == Formation::unlimbered) ||
          (from == Formation::unlimbered && to == Formation::limbered)) {
        return ChangeCost{m.horse_artillery ? 0.0 : 0.5, "PR-MOVE-11"};
      }
      return std::nullopt;
  }
  return std::nullopt;
}

MoveRate retreat_move(const Mover& m) {
  switch (m.arm) {
    case Arm::infantry:
      return {18, "STATUS-RETREAT-1"};
    case Arm::cavalry:
      return {24, "G-18"};
    case Arm::artillery:
      return {12, "G-18"};
  }
  return {18, "STATUS-RETREAT-1"};
}

std::optional<MoveRate> charge_reach(const Mover& m) {
  if (m.general || m.arm == Arm::artillery || m.formation == Formation::square) {
    return std::nullopt;
  }
  if (m.arm == Arm::cavalry) return MoveRate{18, "PR-MOVE-12"};
  return MoveRate{full_move(m).inches + 3.0, "PR-MOVE-12"};
}

}  // namespace grognard::rules
