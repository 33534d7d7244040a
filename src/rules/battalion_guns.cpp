#include "rules/battalion_guns.h"

namespace grognard::rules {

int battalion_gun_figures(const BattalionGun& gun, model::BattalionGuns option) {
  switch (option) {
    case model::BattalionGuns::off:
      return 0;
    case model::BattalionGuns::six:
      return 6;
    case model::BattalionGuns::per_gun:
      return 4 * gun.guns;
  }
  return 0;
}

std::string_view battalion_gun_figures_clause(model::BattalionGuns option) {
  return option == model::BattalionGuns::per_gun ? "S16.1a-2" : "S16.1a-1";
}

bool crew_can_be_hit(FireSource source) {
  return source == FireSource::skirmishers;
}

GunFinding battalion_gun_fate(model::UnitStatus battalion, int figures_lost, bool terrain_blocks) {
  using model::UnitStatus;
  if (terrain_blocks) return {GunFate::abandoned, "S16.1d"};
  switch (battalion) {
    case UnitStatus::falling_back:
      return {GunFate::abandoned, "S16.1g-2"};
    case UnitStatus::retreating:
    case UnitStatus::broken:
      return {GunFate::abandoned, "S16.1h-2"};
    case UnitStatus::dispersed:
      return {GunFate::abandoned, "S16.1h-1"};
    case UnitStatus::ordered:
    case UnitStatus::unformed:
      break;
  }
  if (figures_lost >= 4) return {GunFate::may_abandon, "S16.1f"};
  return {GunFate::kept, "S16.1c"};
}

}  // namespace grognard::rules
