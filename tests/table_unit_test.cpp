// One unit model on the table (issue 11, scenario/table_unit.h): a scenario file's unit, the
// referee's Field and the battle's board are the same unit with the same bases. A file's bases
// stand in the battle as the file laid them, move with the unit, and give way to the
// formation's footprint when the formation changes; a save keeps them.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "game/board.h"
#include "game/save.h"
#include "game/setup.h"
#include "game/turn.h"
#include "scenario/field.h"
#include "scenario/load.h"
#include "scenario/table_unit.h"
#include "small_battle.h"

namespace grognard {
namespace {

const std::filesystem::path kHere = std::filesystem::path(__FILE__).parent_path();

void expect_same_bases(const std::vector<table::Base>& a, const std::vector<table::Base>& b,
                       const std::string& where) {
  SCOPED_TRACE(where);
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_NEAR(a[i].front.x(), b[i].front.x(), 1e-9) << "base " << i;
    EXPECT_NEAR(a[i].front.y(), b[i].front.y(), 1e-9) << "base " << i;
    EXPECT_NEAR(a[i].facing, b[i].facing, 1e-9) << "base " << i;
    EXPECT_DOUBLE_EQ(a[i].width, b[i].width) << "base " << i;
    EXPECT_DOUBLE_EQ(a[i].depth, b[i].depth) << "base " << i;
  }
}

// Every unit of both scenario files stands on the battle's board exactly where `grognard
// situation` puts it on the file's table, with the same stance and weapon; and the battle's
// position written back as a scenario (scenario_now) lays the same table again.
TEST(TableUnit, TheFileTheRefereeAndTheBattleLayEveryUnitAlike) {
  for (const char* file : {"scenarios/peninsula.toml", "scenarios/default.toml"}) {
    SCOPED_TRACE(file);
    const auto loaded = scenario::load_scenario((kHere.parent_path() / file).string());
    ASSERT_TRUE(loaded.ok()) << loaded.error().message(false);
    const scenario::Scenario& sc = loaded.value();
    const scenario::Field field(sc);
    const auto battle = game::battle_from(sc);
    ASSERT_TRUE(battle.ok());
    const game::GameState& s = battle.value();
    const game::Board board = game::board_of(s);
    const scenario::Scenario now = game::scenario_now(s, sc);
    const scenario::Field again(now);
    ASSERT_EQ(s.units.size(), sc.units.size());
    std::vector<std::string> laid;
    for (std::size_t i = 0; i < sc.units.size(); ++i) {
      const auto fp = field.piece_of_unit(i);
      ASSERT_TRUE(fp);
      const auto bp = static_cast<std::size_t>(board.piece[i]);
      expect_same_bases(board.table.piece(bp).bases, field.table().piece(*fp).bases,
                        sc.units[i].id);
      expect_same_bases(again.table().piece(*again.piece_of_unit(i)).bases,
                        field.table().piece(*fp).bases, sc.units[i].id + " again");
      EXPECT_EQ(board.table.piece(bp).group, field.table().piece(*fp).group);
      EXPECT_EQ(scenario::stance_of(s.units[i]), field.stance(*fp));
      EXPECT_EQ(scenario::weapon_of(s.units[i]).clause, scenario::weapon_of(sc.units[i]).clause);
      if (!sc.units[i].laid.empty()) laid.push_back(sc.units[i].id);
    }
    // The Peninsula file spaces its screens 5" and 4" apart (`gap`), wider than a battle's 3"
    // footprint, and lists the KGL's skirmish bases from its right to its left, the footprint's
    // other way round (so its base 1 stays the one the file names first): those units keep their
    // bases as laid. The default file lays every unit by its footprint.
    const std::vector<std::string> peninsula{"fr-voltigeurs", "kgl-light", "br-skirmishers"};
    EXPECT_EQ(laid, std::string(file) == "scenarios/peninsula.toml" ? peninsula
                                                                    : std::vector<std::string>{});
  }
}

// A French screen whose bases the file lays 5" apart (S11.6.2 allows 3" to 6") and a battery
// laid base by base, guns 1" apart.
std::string laid_battle() {
  return game::testing::small_battle(
      "",
      "\n[[units]]\nid = \"screen\"\nbrigade = \"fb\"\nformation = \"skirmish\"\nfigures = 12\n"
      "at = [20, 10]\ngap = 5\n"
      "\n[[units]]\nid = \"guns\"\nbrigade = \"fb\"\narm = \"artillery\"\nfigures = 6\n"
      "bases = [[40, 10], [43, 10]]\n"
      "\n[[units]]\nid = \"line\"\nbrigade = \"bb\"\nfigures = 24\nat = [30, 40]\nfacing = 180\n");
}

// S11.6.2: the screen's bases stand 5" apart (base width 1.5" plus the gap) in the battle as in
// the file, and still after it moves 2" up the table and wheels; the battery's guns stand as laid
// until it limbers, when they follow the limbered footprint, and stand as laid once unlimbered.
TEST(TableUnit, S11_6_2_HandLaidBasesStandAndMoveUntilTheFormationChanges) {
  game::GameState s = game::testing::small_battle_state(laid_battle());
  ASSERT_EQ(s.units.size(), 3U);
  const auto bases = [&](int id) {
    const game::Board b = game::board_of(s);
    return b.table.piece(static_cast<std::size_t>(b.piece[static_cast<std::size_t>(id)])).bases;
  };
  std::vector<table::Base> screen = bases(0);
  ASSERT_EQ(screen.size(), 2U);
  EXPECT_NEAR(screen[1].front.x() - screen[0].front.x(), 1.5 + 5, 1e-9);
  EXPECT_NEAR(s.units[0].x, 20, 1e-9);
  ASSERT_TRUE(game::detail::place(s, 0, 20, 12, 0));
  screen = bases(0);
  EXPECT_NEAR(screen[1].front.x() - screen[0].front.x(), 1.5 + 5, 1e-9);
  EXPECT_NEAR(screen[0].front.y(), 12, 1e-9);
  ASSERT_TRUE(game::detail::place(s, 0, 20, 12, 90));  // wheeled to face right
  screen = bases(0);
  EXPECT_NEAR(screen[0].front.y() - screen[1].front.y(), 1.5 + 5, 1e-9);
  EXPECT_NEAR(screen[0].facing, 90, 1e-9);

  std::vector<table::Base> guns = bases(1);
  ASSERT_EQ(guns.size(), 2U);
  EXPECT_NEAR(guns[0].front.x(), 40, 1e-9);
  EXPECT_NEAR(guns[1].front.x(), 43, 1e-9);  // 1" apart, where a battle lays guns 0.5" apart
  s.units[1].body.formation = model::Formation::limbered;
  guns = bases(1);
  expect_same_bases(guns,
                    table::footprint(table::Point(s.units[1].x, s.units[1].y), s.units[1].facing,
                                     scenario::footprint_of(s.units[1])),
                    "limbered");
  s.units[1].body.formation = model::Formation::unlimbered;
  guns = bases(1);
  EXPECT_NEAR(guns[1].front.x() - guns[0].front.x(), 3, 1e-9);
}

// The laid bases are part of the battle's state: a save loads back to an equal state, whose
// board lays the same bases; the scenario written from it reloads to the same bases.
TEST(TableUnit, HandLaidBasesSurviveASaveAndAScenarioWrittenBack) {
  game::GameState s = game::testing::small_battle_state(laid_battle());
  ASSERT_TRUE(game::detail::place(s, 0, 21, 11, 10));
  std::string error;
  const game::GameState back = game::from_json(game::to_json(s), error);
  ASSERT_TRUE(error.empty()) << error;
  EXPECT_EQ(back, s);
  const auto loaded = scenario::load_scenario_text(laid_battle(), "test.toml");
  ASSERT_TRUE(loaded.ok());
  const scenario::Scenario now = game::scenario_now(s, loaded.value());
  const auto reread = scenario::load_scenario_text(scenario::scenario_json(now).dump(),
                                                   "saved.json", scenario::Format::json);
  ASSERT_TRUE(reread.ok()) << reread.error().message(false);
  for (int id = 0; id < 3; ++id) {
    const auto i = static_cast<std::size_t>(id);
    expect_same_bases(scenario::bases_of(reread.value().units[i]), game::bases_of(back.units[i]),
                      "unit " + std::to_string(id));
  }
}

}  // namespace
}  // namespace grognard
