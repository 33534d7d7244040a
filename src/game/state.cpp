#include "game/state.h"

#include <sstream>

namespace grognard::game {

namespace {
std::string rng_text(const pcg32& r) {
  std::ostringstream s;
  s << r;
  return s.str();
}
}  // namespace

bool GameState::operator==(const GameState& o) const {
  const bool same_ground =
      ground == o.ground ||
      (ground && o.ground && ground->width == o.ground->width && ground->depth == o.ground->depth &&
       ground->features.size() == o.ground->features.size());
  return scenario == o.scenario && same_ground && sides == o.sides && brigades == o.brigades &&
         units == o.units && goals == o.goals && turn == o.turn && turn_limit == o.turn_limit &&
         phase == o.phase && stage == o.stage && charge == o.charge && first_side == o.first_side &&
         season == o.season && weather == o.weather && weather_roll_turn == o.weather_roll_turn &&
         works == o.works && options == o.options && seed == o.seed &&
         rng_text(rng) == rng_text(o.rng) && winner == o.winner && over == o.over;
}

Unit& unit(GameState& s, int id) {
  return s.units[static_cast<std::size_t>(id)];
}
const Unit& unit(const GameState& s, int id) {
  return s.units[static_cast<std::size_t>(id)];
}

}  // namespace grognard::game
