// One fire derivation (issue 11): over positions taken from default battles between the AI
// commanders, the fire facts the battle uses (game::fire_line, cannot_fire, fire_targets on the
// battle's cached board) equal what `grognard situation` and `targets` find on the same position
// (scenario::fire_line and fire_targets on game::scenario_now's Field), fact by fact, for every
// firer and target on the table.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ai/line_commander.h"
#include "game/battle.h"
#include "game/board.h"
#include "game/fire.h"
#include "game/peninsular.h"
#include "game/setup.h"
#include "scenario/field.h"
#include "scenario/targets.h"

namespace grognard::game {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr std::size_t kPositions = 40;  // the sanitizer build (-O0) is ~50 times slower
#else
constexpr std::size_t kPositions = 1000;
#endif

std::vector<std::size_t> units_of(const std::vector<scenario::BehindTarget>& v) {
  std::vector<std::size_t> out;
  for (const auto& x : v) out.push_back(x.unit);
  return out;
}

std::vector<std::size_t> units_of(const std::vector<scenario::FiredOverUnit>& v) {
  std::vector<std::size_t> out;
  for (const auto& x : v) out.push_back(x.unit);
  return out;
}

// Every fact of two fire lines for the same firer and target.
void expect_same(const scenario::FireLine& battle, const scenario::FireLine& referee,
                 const std::string& where) {
  SCOPED_TRACE(where);
  EXPECT_EQ(battle.weapon.weapon, referee.weapon.weapon);
  EXPECT_EQ(battle.weapon.clause, referee.weapon.clause);
  EXPECT_NEAR(battle.range, referee.range, 1e-9);
  EXPECT_EQ(battle.firing_base, referee.firing_base);
  EXPECT_EQ(battle.target_base, referee.target_base);
  EXPECT_EQ(battle.band, referee.band);
  EXPECT_EQ(battle.in_arc, referee.in_arc);
  EXPECT_EQ(battle.terrain_block, referee.terrain_block);
  EXPECT_EQ(battle.unit_block, referee.unit_block);
  EXPECT_EQ(battle.unit_block_clause, referee.unit_block_clause);
  EXPECT_EQ(battle.visible, referee.visible);
  EXPECT_EQ(battle.screen, referee.screen);
  EXPECT_NEAR(battle.screen_gap, referee.screen_gap, 1e-9);
  EXPECT_EQ(battle.screen_clause, referee.screen_clause);
  EXPECT_EQ(units_of(battle.over), units_of(referee.over));
  EXPECT_EQ(units_of(battle.behind), units_of(referee.behind));
  EXPECT_EQ(battle.eligible, referee.eligible);
  EXPECT_EQ(battle.allowed, referee.allowed);
  EXPECT_EQ(battle.why, referee.why);
}

struct Count {
  std::size_t positions = 0;
  std::size_t pairs = 0;
  std::size_t screened = 0;  // pairs with a screen in front of the target
  std::size_t allowed = 0;
};

// The clauses for which the battle refuses a unit any fire at all, whatever the referee's
// position says: it charged or is in melee, a limbered battery or a foot battery that moved.
bool unit_refusal(std::string_view clause) {
  return clause == "F-NOFIRE-1" || clause == "F-MOD-A5" || clause == "CAV-FIRE-1";
}

void compare(const GameState& s, const scenario::Scenario& start, Count& n) {
  const Board b = board_of(s);
  const scenario::Scenario now = scenario_now(s, start);
  const scenario::Field field(now);
  const BattleFire position(s, b);
  ++n.positions;
  for (const Unit& u : s.units) {
    if (!u.on_table()) continue;
    const auto firer = static_cast<std::size_t>(u.id);
    ASSERT_TRUE(field.piece_of_unit(firer));
    // Cover as the battle and the referee measure it (TABLE-COVER, S16.5-2).
    const scenario::TargetGround bg = scenario::ground_of(b.table, *position.piece_of_unit(firer));
    const scenario::TargetGround fg =
        scenario::ground_of(field.table(), *field.piece_of_unit(firer));
    EXPECT_EQ(bg.kind, fg.kind);
    EXPECT_EQ(bg.redoubt, fg.redoubt);
    EXPECT_NEAR(bg.cover, fg.cover, 1e-9);
    // The list of targets (S11.18 priority included).
    const scenario::Targets bt = scenario::fire_targets(position, firer);
    const scenario::Targets ft = scenario::fire_targets(field, firer);
    ASSERT_EQ(bt.lines.size(), ft.lines.size()) << "unit " << u.id;
    std::vector<int> allowed;
    for (std::size_t i = 0; i < bt.lines.size(); ++i) {
      expect_same(bt.lines[i], ft.lines[i], "targets of " + std::to_string(u.id));
      if (ft.lines[i].allowed) allowed.push_back(static_cast<int>(ft.lines[i].target));
    }
    const std::vector<int> battle_targets = fire_targets(s, b, u.id);
    if (!battle_targets.empty()) {
      EXPECT_EQ(battle_targets, allowed);
    }
    for (const Unit& t : s.units) {
      if (!t.on_table() || t.side == u.side) continue;
      const auto target = static_cast<std::size_t>(t.id);
      const std::string where = "unit " + std::to_string(u.id) + " at " + std::to_string(t.id);
      const scenario::FireLine battle = fire_line(s, b, u.id, t.id);
      const scenario::FireLine referee = scenario::fire_line(field, firer, target);
      expect_same(battle, referee, where);
      ++n.pairs;
      if (referee.screen) ++n.screened;
      // The battle fires when the referee allows it, unless the unit may not fire at all now.
      const bool listed = std::find(allowed.begin(), allowed.end(), t.id) != allowed.end();
      const auto no = cannot_fire(s, b, u.id, t.id);
      if (!no) {
        EXPECT_TRUE(listed) << where;
        ++n.allowed;
      } else if (listed) {
        EXPECT_TRUE(unit_refusal(no->clause)) << where << ": " << no->clause;
      }
    }
  }
}

TEST(FireEquivalence, BattleFireEqualsTheReferees) {
  const scenario::Scenario start = peninsular_scenario();
  const GameState first = peninsular_battle();
  Count n;
  for (std::uint64_t seed = 1; n.positions < kPositions; ++seed) {
    GameState s = first;
    seed_dice(s, seed);
    ai::LineCommander a;
    ai::LineCommander b;
    Players players;
    players.side = {&a, &b};
    Log log;
    while (!s.over && n.positions < kPositions) {
      if (s.phase == model::Phase::fire) {
        compare(s, start, n);
        if (HasFatalFailure()) return;
      }
      play_phase(s, players, log);
    }
  }
  EXPECT_GE(n.positions, kPositions);
  std::printf("fire equivalence: %zu positions, %zu firer/target pairs, %zu screened, %zu fired\n",
              n.positions, n.pairs, n.screened, n.allowed);
#if !defined(__SANITIZE_ADDRESS__)
  EXPECT_GT(n.screened, 0U);  // screens do stand in front of lines in these battles
#endif
}

}  // namespace
}  // namespace grognard::game
