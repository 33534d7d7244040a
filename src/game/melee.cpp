#include "game/melee.h"

#include "game/battalion_gun.h"

namespace grognard::game {

namespace {

rules::MeleeCover melee_cover(const Board& b, int id) {
  const auto p = static_cast<std::size_t>(b.piece[static_cast<std::size_t>(id)]);
  if (b.table.fraction_in(p, table::TerrainKind::built_up) > 0.5)
    return rules::MeleeCover::built_up;
  if (b.table.fraction_in(p, table::TerrainKind::wood) > 0.5 ||
      b.table.fraction_in(p, table::TerrainKind::cover) > 0.5) {
    return rules::MeleeCover::cover;
  }
  return rules::MeleeCover::open;
}

rules::MeleeSide side_of(const GameState& s, const Board& b, int id, bool charging) {
  const Unit& u = unit(s, id);
  rules::MeleeSide m;
  m.arm = model::arm_of(u.type);
  m.quality = u.body.quality;
  m.size = u.body.size;
  m.formation = u.body.formation;
  m.damage = u.body.damage;
  m.unformed = u.body.status == model::UnitStatus::unformed;
  m.charging = charging;
  m.skirmisher = model::is_skirmisher(u.type);
  m.cossack = u.cossack;
  m.cover = charging ? rules::MeleeCover::open : melee_cover(b, id);
  m.battalion_gun = battalion_gun_of(s, u).has_value();  // S16.1g-1
  m.squadrons = u.squadrons_in;                          // S16.2-5, 0 when not counted
  // PR-MELEE-7: formed friends within 3" of the fighting unit support it.
  for (const Unit& f : s.units) {
    if (f.side != u.side || f.id == id || !f.on_table() || model::is_skirmisher(f.type)) continue;
    if (f.body.status != model::UnitStatus::ordered) continue;
    if (distance(b, id, f.id) <= 3.0) ++m.supports;
  }
  return m;
}

}  // namespace

rules::Melee melee_of(const GameState& s, const Board& b, int charger, int target) {
  rules::Melee m;
  m.attacker = side_of(s, b, charger, true);
  m.defender = side_of(s, b, target, false);
  m.options = s.options;
  return m;
}

}  // namespace grognard::game
