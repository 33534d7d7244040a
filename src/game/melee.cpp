#include "game/melee.h"

#include "game/battalion_gun.h"
#include "game/fire.h"
#include "scenario/targets.h"

namespace grognard::game {

namespace {

// What a defender stands in, measured as fire measures a target (scenario::ground_of,
// TABLE-COVER): a built-up area, works (S16.5: with the `redoubts` option their factor gives the
// melee bonus of S16.5-3, without it they are plain cover), or woods and cover together.
void melee_ground(const GameState& s, const Board& b, int id, rules::MeleeSide& m) {
  const auto p = static_cast<std::size_t>(b.piece[static_cast<std::size_t>(id)]);
  const scenario::TargetGround g = scenario::ground_of(b.table, p);
  if (g.kind == model::Cover::building) {
    m.cover = rules::MeleeCover::built_up;
  } else if (g.redoubt) {
    m.cover = rules::MeleeCover::cover;  // S16.5-2
    if (s.options.redoubts) {
      const int feature = static_cast<int>(*g.redoubt);
      m.redoubt_initial = b.table.feature(*g.redoubt).defence;
      m.redoubt = redoubt_defence(s, feature, m.redoubt_initial);
      if (m.redoubt <= 0) m.cover = rules::MeleeCover::open;  // destroyed (S16.5-6)
    }
  } else if (g.kind == model::Cover::cover) {
    m.cover = rules::MeleeCover::cover;
  }
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
  if (!charging) melee_ground(s, b, id, m);
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
