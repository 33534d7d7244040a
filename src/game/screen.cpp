#include "game/screen.h"

namespace grognard::game {

int company_to_send(const Unit& u) {
  if (u.light_company <= 0 || u.type != model::UnitType::infantry) return 0;
  if (!u.light_battalion) return u.detached == 0 ? u.light_company : 0;
  const int whole = u.body.initial_strength + u.detached;  // before any company left
  const bool picked =
      u.body.quality == model::Quality::guard || u.body.quality == model::Quality::elite;
  const int limit = picked ? whole * 3 / 4 : whole / 2;  // S11.1b-1, S11.1b-2
  return u.detached + u.light_company <= limit ? u.light_company : 0;
}

}  // namespace grognard::game
