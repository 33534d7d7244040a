// A battle's record (PR-RECORD-1): written while a player commands, read back from JSON, and
// played again to the same log and the same end.
#include <gtest/gtest.h>

#include "ai/line_commander.h"
#include "engine/battle.h"
#include "game/legal_orders.h"
#include "game/peninsular.h"
#include "game/record.h"
#include "game/save.h"

namespace grognard::game {
namespace {

// A line commander that, like a player at the prompt, gives only orders the game would carry out
// where the phase begins (the AI also tries moves the table blocks, PR-MOVE-13, which the game
// refuses and a record of the prompt cannot hold).
class PromptLikeCommander final : public Player {
 public:
  std::vector<Order> orders(const GameState& state, int side) override {
    std::vector<Order> given;
    for (const Order& o : ai_.orders(state, side)) {
      if (!order_refusal(state, side, o)) given.push_back(o);
    }
    return given;
  }
  rules::Response answer_charge(const GameState& state, int target, int charger,
                                std::span<const rules::Response> allowed) override {
    return ai_.answer_charge(state, target, charger, allowed);
  }
  int squadrons_for(const GameState& state, int unit, int enemy) override {
    return ai_.squadrons_for(state, unit, enemy);
  }

 private:
  ai::LineCommander ai_;
};

struct Recorded {
  Record record;
  engine::BattleReport battle;
};

// The French commanded by a line commander whose every answer is written down.
Recorded play_recorded(std::uint64_t seed) {
  Recorded r;
  r.battle.state = peninsular_battle();
  r.record.seed = seed;
  r.record.start_hash = hash(r.battle.state);
  r.record.players = {true, false};
  PromptLikeCommander french;
  RecordingPlayer writing(french, 0, r.record);
  engine::play_battle(r.battle, seed, {&writing, nullptr}, {});
  r.record.turn = r.battle.state.turn;
  r.record.end_hash = hash(r.battle.state);
  return r;
}

TEST(BattleRecord, PR_RECORD_1_ReplaysTheSameBattle) {
  const Recorded played = play_recorded(21);
  EXPECT_GT(played.record.decisions.size(), 20U);
  std::string error;
  const Record back = record_of(nlohmann::json::parse(record_json(played.record).dump()), error);
  ASSERT_TRUE(error.empty()) << error;
  EXPECT_EQ(back, played.record);
  const engine::Replay again = engine::replay_battle(peninsular_battle(), back);
  EXPECT_TRUE(again.matches) << again.why << " " << again.unfit;
  EXPECT_EQ(again.record.report.log, played.battle.log);
  EXPECT_EQ(again.record.report.state, played.battle.state);
}

TEST(BattleRecord, PR_RECORD_1_ADecisionMissingIsADivergence) {
  Recorded played = play_recorded(22);
  played.record.decisions.pop_back();
  const engine::Replay again = engine::replay_battle(peninsular_battle(), played.record);
  EXPECT_FALSE(again.matches);
  EXPECT_EQ(again.why, "replay.diverged");
}

TEST(BattleRecord, PR_RECORD_1_AnotherStartIsAnotherBattle) {
  const Recorded played = play_recorded(23);
  GameState other = peninsular_battle();
  other.turn_limit = 6;
  const engine::Replay again = engine::replay_battle(other, played.record);
  EXPECT_FALSE(again.matches);
  EXPECT_EQ(again.why, "replay.other_battle");
  EXPECT_TRUE(again.record.report.log.empty());
}

TEST(BattleRecord, BadRecordNamesTheField) {
  std::string error;
  nlohmann::json j = record_json(play_recorded(24).record);
  j["decisions"][0]["kind"] = "parley";
  record_of(j, error);
  EXPECT_NE(error.find("decisions[0].kind: unknown value \"parley\""), std::string::npos) << error;
  j = record_json(Record{});
  j["dice"] = {{7}};
  record_of(j, error);
  EXPECT_EQ(error, "dice[0][0]: expected 1 to 6");
  j = record_json(Record{});
  j.erase("seed");
  record_of(j, error);
  EXPECT_EQ(error, "seed: missing");
}

}  // namespace
}  // namespace grognard::game
