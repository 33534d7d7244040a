#include "game/invariants.h"

#include <fmt/format.h>

#include "game/board.h"
#include "rules/damage_levels.h"

namespace grognard::game {

std::vector<std::string> broken_invariants(const GameState& s) {
  std::vector<std::string> out;
  for (const Unit& u : s.units) {
    if (u.body.figures < 0 || u.body.figures > u.body.initial_strength + 8) {
      out.push_back(fmt::format("PR-INV-1 {}: {} figures", u.name, u.body.figures));
    }
    if (u.body.damage.in_halves() < 0)
      out.push_back(fmt::format("PR-INV-2 {}: negative damage", u.name));
    const rules::DamageClass dc{model::arm_of(u.type), u.body.size,
                                model::grade_of(u.body.quality)};
    if (u.on_table() && rules::dispersed_by_damage(dc, u.body.damage, s.options)) {
      out.push_back(fmt::format("PR-INV-2 {}: damage {} at its dispersal value", u.name,
                                u.body.damage.to_string()));
    }
    if (!model::formation_allowed(u.type, u.body.formation)) {
      out.push_back(fmt::format("PR-INV-3 {}: formation {}", u.name,
                                model::name_of(model::kFormationNames, u.body.formation)));
    }
    if (!u.on_table() && u.engaged_with >= 0) {
      out.push_back(fmt::format("PR-INV-4 {}: dispersed but engaged", u.name));
    }
    // A deployed light battalion's command companies are part of its figures (S11.6-LOSS);
    // a formed unit has none.
    const bool deployed = u.type == model::UnitType::light_battalion_skirmish;
    if (u.command_figures < 0 || u.command_figures > u.body.figures ||
        (!deployed && u.command_figures != 0)) {
      out.push_back(fmt::format("PR-INV-6 {}: {} figures in the command companies of {}", u.name,
                                u.command_figures, u.body.figures));
    }
  }
  if (s.phase == model::Phase::fire) {  // just after the movement phase
    const Board b = board_of(s);
    for (const Unit& u : s.units) {
      if (!u.on_table() || !model::is_skirmisher(u.type) || u.engaged_with >= 0) continue;
      for (const FallBackDue& d : fall_back_due(s, b, u.id)) {
        const Unit& e = unit(s, d.enemy);
        if (e.engaged_with >= 0) continue;
        out.push_back(
            fmt::format("PR-INV-5 {}: {:.2f}\" from {}", u.name, d.breach.measured, e.name));
      }
    }
  }
  return out;
}

}  // namespace grognard::game
