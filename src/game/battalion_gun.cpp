#include "game/battalion_gun.h"

#include <algorithm>

#include "game/turn.h"
#include "rules/movement.h"

namespace grognard::game {

std::optional<rules::BattalionGun> battalion_gun_of(const GameState& s, const Unit& u) {
  if (u.battalion_gun <= 0 || s.options.battalion_guns == model::BattalionGuns::off) {
    return std::nullopt;
  }
  return rules::BattalionGun{u.battalion_gun};
}

bool gun_blocked(const Board& b, const table::Segment& path) {
  const rules::Mover gun{
      model::Arm::artillery, model::Formation::limbered, false, false, false, false, false};
  const std::pair<table::TerrainKind, rules::Going> kinds[] = {
      {table::TerrainKind::wood, rules::Going::wood},
      {table::TerrainKind::built_up, rules::Going::built_up},
  };
  for (const auto& [kind, g] : kinds) {
    if (!b.table.features_crossing(path, kind).empty() &&
        rules::going_factor(gun, g).factor <= 0.0) {
      return true;
    }
  }
  return false;
}

int figures_lost(const Unit& u) {
  return std::max(0, u.body.initial_strength - u.body.figures);
}

std::optional<rules::Refusal> abandon_refusal(const GameState& s, int id) {
  const Unit& u = unit(s, id);
  if (!battalion_gun_of(s, u)) return rules::Refusal{"refusal.no_gun", "S16.1-0"};
  const rules::GunFinding f = rules::battalion_gun_fate(u.body.status, figures_lost(u), false);
  if (f.fate == rules::GunFate::kept) return rules::Refusal{"refusal.gun_kept", "S16.1f"};
  return std::nullopt;
}

namespace detail {

void lose_gun(Turn& t, int id, std::string_view key, std::string_view clause) {
  Unit& u = unit(t.s, id);
  if (u.battalion_gun <= 0) return;
  u.battalion_gun = 0;
  u.gun_crew = 0;
  note(t, key, clause, rules::unit_arg(id));
}

void gun_follows_status(Turn& t, int id) {
  const Unit& u = unit(t.s, id);
  if (!battalion_gun_of(t.s, u)) return;
  const rules::GunFinding f = rules::battalion_gun_fate(u.body.status, figures_lost(u), false);
  if (f.fate == rules::GunFate::abandoned) lose_gun(t, id, "game.gun_abandoned", f.clause);
}

model::Damage crew_takes(Turn& t, int id, model::Damage d) {
  Unit& u = unit(t.s, id);
  if (!battalion_gun_of(t.s, u) || !rules::crew_can_be_hit(rules::FireSource::skirmishers)) {
    return d;
  }
  const int hits = std::min(d.whole(), u.gun_crew);
  if (hits <= 0) return d;
  u.gun_crew -= hits;
  note(t, "game.gun_crew_hit", "S16.1e-1", rules::unit_arg(id), rules::num(hits),
       rules::num(u.gun_crew));
  if (u.gun_crew == 0) lose_gun(t, id, "game.gun_crew_lost", "G-54");
  return model::Damage::halves(d.in_halves() - 2 * hits);
}

}  // namespace detail

}  // namespace grognard::game
