#include "engine/battle_record.h"

#include "ai/line_commander.h"

namespace grognard::engine {

BattleRecord record_battle(game::GameState start, std::uint64_t seed,
                           std::array<game::Player*, 2> players, const game::HandDice& hand) {
  ai::LineCommander ai0;
  ai::LineCommander ai1;
  game::Players p;
  p.side = {players[0] != nullptr ? players[0] : &ai0, players[1] != nullptr ? players[1] : &ai1};
  p.hand = hand;
  BattleRecord r{{std::move(start), {}}, {}};
  game::seed_dice(r.report.state, seed);
  r.turns.push_back(r.report.state);
  while (!r.report.state.over) {
    game::play_turn(r.report.state, p, r.report.log);
    r.turns.push_back(r.report.state);
  }
  return r;
}

}  // namespace grognard::engine
