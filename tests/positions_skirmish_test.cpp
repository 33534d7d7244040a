// Chapter XI's positional rules (and S16.3d), first as pure functions over measured facts, then
// on hand-placed bases: for every threshold a base just inside, exactly on and just outside
// it, in inch mode and in cm mode (the seeds' printed cm values, DECISIONS §1).
#include <cmath>
#include <limits>

#include "positions_helpers.h"
#include "rules/skirmish_positions.h"
#include "scenario/fallback.h"

namespace grognard::scenario {
namespace {

using rules::Stance;
using testing::find;
using testing::findings;
using testing::header;
using testing::Mode;
using testing::on_tape;
using testing::unit;

constexpr Mode kInch3{"inch", 3};
constexpr Mode kCm3{"cm", 5};

model::RuleOptions opts(model::Scale scale = model::Scale::inch) {
  model::RuleOptions o;
  o.scale = scale;
  return o;
}

// ---- The rules as functions ----------------------------------------------------------------

TEST(PositionsRules, S11_3c_1_ScreenTetherIs18InchesOr30Cm) {
  EXPECT_FALSE(rules::screen_tether(18, false, opts()));
  EXPECT_FALSE(rules::screen_tether(17.99, false, opts()));
  const auto br = rules::screen_tether(18.01, false, opts());
  ASSERT_TRUE(br);
  EXPECT_EQ(br->clause, "S11.3c-1");
  EXPECT_DOUBLE_EQ(br->limit, 18);
  EXPECT_FALSE(rules::screen_tether(30 * 0.6, false, opts(model::Scale::cm)));
  EXPECT_TRUE(rules::screen_tether(30.01 * 0.6, false, opts(model::Scale::cm)));
  EXPECT_TRUE(rules::screen_tether(std::numeric_limits<double>::infinity(), false, opts()));
}

TEST(PositionsRules, S11_13_4_RiflemenAreFreeOfTheTether) {
  EXPECT_FALSE(rules::screen_tether(100, true, opts()));
}

TEST(PositionsRules, S11_3c_2_WhoHoldsAScreen) {
  EXPECT_TRUE(rules::supports_screen(Stance::formed_infantry, false));
  EXPECT_TRUE(rules::supports_screen(Stance::artillery, false));
  EXPECT_TRUE(rules::supports_screen(Stance::general, false));
  EXPECT_FALSE(rules::supports_screen(Stance::formed_cavalry, false));
  EXPECT_FALSE(rules::supports_screen(Stance::skirmishers, false));
  EXPECT_TRUE(rules::supports_screen(Stance::formed_cavalry, true));  // S16.3a
  EXPECT_FALSE(rules::supports_screen(Stance::formed_infantry, true));
}

TEST(PositionsRules, S11_21_1_ApproachLimitToFormedInfantryAndArtillery) {
  EXPECT_TRUE(rules::approach_limit(Stance::formed_infantry, 2.99, false, opts()));
  EXPECT_FALSE(rules::approach_limit(Stance::formed_infantry, 3, false, opts()));
  EXPECT_TRUE(rules::approach_limit(Stance::artillery, 2.99, false, opts()));
  EXPECT_FALSE(rules::approach_limit(Stance::formed_infantry, 0.5, true, opts()));
  EXPECT_FALSE(rules::approach_limit(Stance::skirmishers, 0.5, false, opts()));
  EXPECT_EQ(rules::approach_limit(Stance::formed_infantry, 2, false, opts())->clause, "S11.21-1");
  // First version: formed infantry only, no terrain exception.
  model::RuleOptions first = opts();
  first.approach_limits = model::ApproachLimits::first;
  EXPECT_TRUE(rules::approach_limit(Stance::formed_infantry, 2, true, first));
  EXPECT_FALSE(rules::approach_limit(Stance::artillery, 2, false, first));
  EXPECT_TRUE(rules::approach_limit(Stance::formed_cavalry, 8, false, first));
}

TEST(PositionsRules, S11_21_2_ApproachLimitToCavalryCossacksIncluded) {
  EXPECT_TRUE(rules::approach_limit(Stance::formed_cavalry, 8.99, false, opts()));
  EXPECT_FALSE(rules::approach_limit(Stance::formed_cavalry, 9, false, opts()));
  EXPECT_TRUE(rules::approach_limit(Stance::cossacks, 8.99, false, opts()));
  EXPECT_FALSE(rules::approach_limit(Stance::cossacks, 1, true, opts()));
  EXPECT_EQ(rules::approach_limit(Stance::cossacks, 1, false, opts())->clause, "S11.21-2");
  EXPECT_TRUE(
      rules::approach_limit(Stance::formed_cavalry, 14.99 * 0.6, false, opts(model::Scale::cm)));
  EXPECT_FALSE(
      rules::approach_limit(Stance::formed_cavalry, 15 * 0.6, false, opts(model::Scale::cm)));
}

TEST(PositionsRules, S11_22_1_FallBackAt3InchesOrLess) {
  EXPECT_TRUE(rules::fall_back_due(Stance::formed_infantry, 3, opts()));
  EXPECT_TRUE(rules::fall_back_due(Stance::formed_cavalry, 2.99, opts()));
  EXPECT_FALSE(rules::fall_back_due(Stance::formed_infantry, 3.01, opts()));
  EXPECT_TRUE(rules::fall_back_due(Stance::formed_infantry, 5 * 0.6, opts(model::Scale::cm)));
  EXPECT_FALSE(rules::fall_back_due(Stance::artillery, 1, opts()));
}

TEST(PositionsRules, S11_22_2_NoFallBackFromCossacksOrSkirmishers) {
  EXPECT_FALSE(rules::fall_back_due(Stance::cossacks, 1, opts()));
  EXPECT_FALSE(rules::fall_back_due(Stance::skirmishers, 1, opts()));
}

TEST(PositionsRules, S11_24c_1_CaughtByCloseOrderButNotCossacksOrSkirmishers) {
  EXPECT_TRUE(rules::caught(Stance::formed_infantry, 0));
  EXPECT_TRUE(rules::caught(Stance::formed_cavalry, 1e-7));
  EXPECT_FALSE(rules::caught(Stance::formed_infantry, 0.01));
  EXPECT_FALSE(rules::caught(Stance::cossacks, 0));
  EXPECT_FALSE(rules::caught(Stance::skirmishers, 0));
}

TEST(PositionsRules, S11_22_3_NoVoluntaryContactButWithSkirmishers) {
  EXPECT_TRUE(rules::contact_forbidden(Stance::formed_infantry));
  EXPECT_TRUE(rules::contact_forbidden(Stance::cossacks));
  EXPECT_TRUE(rules::contact_forbidden(Stance::artillery));
  EXPECT_FALSE(rules::contact_forbidden(Stance::skirmishers));  // S11.23a
}

TEST(PositionsRules, S11_6_ThresholdsOfTheLightBattalion) {
  EXPECT_TRUE(rules::light_line_tether(12.01, opts()));
  EXPECT_FALSE(rules::light_line_tether(12, opts()));
  EXPECT_TRUE(rules::light_bases_too_close(2.99, opts()));
  EXPECT_FALSE(rules::light_bases_too_close(3, opts()));
  EXPECT_TRUE(rules::light_base_too_far(6.01, opts()));
  EXPECT_FALSE(rules::light_base_too_far(6, opts()));
  EXPECT_EQ(rules::light_line_sight(false, opts())->clause, "S11.6.5");
  model::RuleOptions off = opts();
  off.lb_line_of_sight = false;
  EXPECT_FALSE(rules::light_line_sight(false, off));
}

TEST(PositionsRules, S16_3d_MountedSkirmisherBases3InchesApart) {
  EXPECT_TRUE(rules::mounted_bases_too_close(2.99, opts()));
  EXPECT_FALSE(rules::mounted_bases_too_close(3, opts()));
  EXPECT_EQ(rules::mounted_bases_too_close(1, opts())->clause, "S16.3d");
}

TEST(PositionsRules, S11_18_SkirmishersFirstThenAnyUnit) {
  const std::vector<rules::TargetCandidate> mixed{{false, true}, {true, true}, {true, false}};
  EXPECT_EQ(rules::allowed_targets(mixed), (std::vector<bool>{false, true, false}));
  const std::vector<rules::TargetCandidate> formed{{false, true}, {true, false}};
  EXPECT_EQ(rules::allowed_targets(formed), (std::vector<bool>{true, false}));
}

TEST(PositionsRules, S16_3e_MountedSkirmishersScreenNothing) {
  EXPECT_FALSE(rules::can_screen(true));
  EXPECT_TRUE(rules::can_screen(false));
}

// ---- On the table --------------------------------------------------------------------------

// A French screen base at (50, 50) facing up the table, held by a battalion behind it; an enemy
// unit facing down the table with its front edge `gap` ahead of the screen.
std::string approach_case(const Mode& m, double gap, const std::string& enemy,
                          const std::string& extra_terrain = "") {
  return header(m.scale) + extra_terrain +
         unit("screen", "fr1", "formation = \"skirmish\"\nrole = \"brigade_screen\"\nfigures = 6",
              "[[50, 50, 0]]") +
         unit("bn", "fr1", "figures = 6", "[[50, 40, 0]]") +
         unit("enemy", "br1", enemy, fmt::format("[[50, {}, 180]]", 50 + gap));
}

TEST(PositionsOnTable, S11_21_1_FormedInfantryJustInsideOnAndOutside3InchesAnd5Cm) {
  for (const Mode& m : {kInch3, kCm3}) {
    SCOPED_TRACE(m.scale);
    const auto inside = findings(approach_case(m, m.in - 0.01, "figures = 6"));
    const auto on = findings(approach_case(m, m.in, "figures = 6"));
    const auto outside = findings(approach_case(m, m.in + 0.01, "figures = 6"));
    const Finding* f = find(inside, "S11.21-1");
    ASSERT_NE(f, nullptr);
    EXPECT_NEAR(on_tape(f->measured, m.scale), m.in - 0.01, 1e-9);
    EXPECT_NEAR(on_tape(f->limit, m.scale), m.in, 1e-9);
    EXPECT_EQ(f->key, "approach_formed");
    EXPECT_EQ(f->base, 1);
    EXPECT_EQ(find(on, "S11.21-1"), nullptr);
    EXPECT_EQ(find(outside, "S11.21-1"), nullptr);
    // S11.22-1 triggers at 3" or less: on the threshold too.
    EXPECT_NE(find(inside, "S11.22-1"), nullptr);
    EXPECT_NE(find(on, "S11.22-1"), nullptr);
    EXPECT_EQ(find(outside, "S11.22-1"), nullptr);
    EXPECT_TRUE(outside.empty());
  }
}

TEST(PositionsOnTable, S11_21_1_ArtilleryJustInsideOnAndOutside) {
  const std::string battery = "arm = \"artillery\"\nformation = \"unlimbered\"";
  for (const Mode& m : {kInch3, kCm3}) {
    SCOPED_TRACE(m.scale);
    EXPECT_NE(find(findings(approach_case(m, m.in - 0.01, battery)), "S11.21-1"), nullptr);
    EXPECT_EQ(find(findings(approach_case(m, m.in, battery)), "S11.21-1"), nullptr);
    EXPECT_EQ(find(findings(approach_case(m, m.in + 0.01, battery)), "S11.21-1"), nullptr);
    // A battery is not a close-order unit: no automatic fall back (S11.22-1).
    EXPECT_EQ(find(findings(approach_case(m, 1, battery)), "S11.22-1"), nullptr);
  }
}

TEST(PositionsOnTable, S11_21_2_CavalryJustInsideOnAndOutside9InchesAnd15Cm) {
  const std::string hussars = "arm = \"cavalry\"\nfigures = 3";
  for (const Mode& m : {Mode{"inch", 9}, Mode{"cm", 15}}) {
    SCOPED_TRACE(m.scale);
    const auto inside = findings(approach_case(m, m.in - 0.01, hussars));
    ASSERT_NE(find(inside, "S11.21-2"), nullptr);
    EXPECT_EQ(find(inside, "S11.21-2")->key, "approach_cavalry");
    EXPECT_EQ(find(findings(approach_case(m, m.in, hussars)), "S11.21-2"), nullptr);
    EXPECT_EQ(find(findings(approach_case(m, m.in + 0.01, hussars)), "S11.21-2"), nullptr);
  }
}

TEST(PositionsOnTable, S11_21_RoughGroundCoverAndBuiltUpAreasLiftTheLimits) {
  for (const char* kind : {"wood", "rough", "cover", "built_up"}) {
    SCOPED_TRACE(kind);
    const std::string terrain =
        fmt::format("\n[[terrain]]\nkind = \"{}\"\nrect = [45, 45, 55, 50.5]\n", kind);
    const auto f = findings(approach_case(kInch3, 1, "figures = 6", terrain));
    EXPECT_EQ(find(f, "S11.21-1"), nullptr);
    EXPECT_EQ(find(f, "S11.22-1"), nullptr);
    const auto cav = findings(approach_case(kInch3, 4, "arm = \"cavalry\"\nfigures = 3", terrain));
    EXPECT_EQ(find(cav, "S11.21-2"), nullptr);
  }
  // Half the base in the wood is enough; less is not (y 49..50: the wood to 49.5 is half).
  const auto half = findings(approach_case(
      kInch3, 1, "figures = 6", "\n[[terrain]]\nkind = \"wood\"\nrect = [45, 45, 55, 49.5]\n"));
  EXPECT_EQ(find(half, "S11.21-1"), nullptr);
  const auto less = findings(approach_case(
      kInch3, 1, "figures = 6", "\n[[terrain]]\nkind = \"wood\"\nrect = [45, 45, 55, 49.49]\n"));
  EXPECT_NE(find(less, "S11.21-1"), nullptr);
}

TEST(PositionsOnTable, S11_21_1_FirstVersionHasNoTerrainExceptionAndNoArtilleryLimit) {
  const std::string wood = "\n[[terrain]]\nkind = \"wood\"\nrect = [45, 45, 55, 50.5]\n";
  const auto text = [&](const std::string& enemy, double gap) {
    std::string t = approach_case(kInch3, gap, enemy, wood);
    t.replace(t.find("scale = \"inch\""), 14, "scale = \"inch\"\napproach_limits = \"first\"");
    return t;
  };
  EXPECT_NE(find(findings(text("figures = 6", 2)), "S11.21-1"), nullptr);
  EXPECT_EQ(find(findings(text("arm = \"artillery\"", 2)), "S11.21-1"), nullptr);
}

TEST(PositionsOnTable, S11_22_2_CossacksAndSkirmishersMakeNoFallBack) {
  const auto cossacks =
      findings(approach_case(kInch3, 2, "arm = \"cavalry\"\ncossacks = true\nfigures = 3"));
  EXPECT_EQ(find(cossacks, "S11.22-1"), nullptr);
  EXPECT_NE(find(cossacks, "S11.21-2"), nullptr);  // but the 9" limit holds
  const auto skirmishers = findings(
      approach_case(kInch3, 1, "formation = \"skirmish\"\nrole = \"brigade_screen\"\nfigures = 6"));
  EXPECT_EQ(find(skirmishers, "S11.21-1"), nullptr);
  EXPECT_EQ(find(skirmishers, "S11.22-1"), nullptr);
}

TEST(PositionsOnTable, S11_24c_1_BasesInContactWithCloseOrderAreRemoved) {
  for (const Mode& m : {kInch3, kCm3}) {
    SCOPED_TRACE(m.scale);
    const auto contact = findings(approach_case(m, 0, "figures = 6"));
    const Finding* f = find(contact, "S11.24c-1");
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->key, "caught");
    EXPECT_EQ(f->base, 1);
    EXPECT_EQ(find(findings(approach_case(m, 0.01, "figures = 6")), "S11.24c-1"), nullptr);
  }
  EXPECT_EQ(
      find(findings(approach_case(kInch3, 0, "arm = \"cavalry\"\ncossacks = true\nfigures = 3")),
           "S11.24c-1"),
      nullptr);
}

// A two-base screen, its far base `far` up the table from the battalion's front edge.
std::string tether_case(const Mode& m, double far, const std::string& troops = "",
                        bool battalion = true, bool general = false) {
  std::string t =
      header(m.scale) +
      unit("screen", "fr1",
           "formation = \"skirmish\"\nrole = \"brigade_screen\"\nfigures = 12\n" + troops,
           fmt::format("[[50, {}, 0], [60, 45, 0]]", 40 + far + 1));
  if (battalion) t += unit("bn", "fr1", "figures = 6", "[[50, 40, 0]]");
  if (general) {
    t += "\n[[generals]]\nid = \"gen\"\nbrigade = \"fr1\"\nat = [55, 40]\nbase = [1.5, 1.5]\n";
  }
  return t;
}

TEST(PositionsOnTable, S11_3c_1_ScreenWithin18InchesAnd30CmOfItsBrigade) {
  for (const Mode& m : {Mode{"inch", 18}, Mode{"cm", 30}}) {
    SCOPED_TRACE(m.scale);
    EXPECT_EQ(find(findings(tether_case(m, m.in - 0.01)), "S11.3c-1"), nullptr);
    EXPECT_EQ(find(findings(tether_case(m, m.in)), "S11.3c-1"), nullptr);
    const auto out = findings(tether_case(m, m.in + 0.01));
    const Finding* f = find(out, "S11.3c-1");
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->base, 1);
    EXPECT_NEAR(on_tape(f->measured, m.scale), m.in + 0.01, 1e-9);
  }
}

TEST(PositionsOnTable, S11_3c_2_TheBrigadeGeneralHoldsTheScreenAlone) {
  const auto alone = findings(tether_case(kInch3, 30, "", false, false));
  const Finding* f = find(alone, "S11.3c-1");
  ASSERT_NE(f, nullptr);
  EXPECT_TRUE(std::isinf(f->measured));
  // The general at (55, 40): both screen bases within 18" of him.
  EXPECT_EQ(find(findings(tether_case(kInch3, 5, "", false, true)), "S11.3c-1"), nullptr);
}

TEST(PositionsOnTable, S11_13_4_RiflemenNeedNoSupport) {
  const auto riflemen =
      findings(tether_case(kInch3, 40, "nation = \"british\"\ntroops = \"rifles\"", true, false));
  EXPECT_EQ(find(riflemen, "S11.3c-1"), nullptr);
}

// A light battalion: a line of skirmish bases [x, y] and two command companies at (50, 40).
std::string light_case(const Mode& m, const std::string& line, const std::string& rules = "",
                       const std::string& terrain = "") {
  return header(m.scale, rules) + terrain +
         unit("lb", "fr1",
              "troops = \"light\"\nformation = \"skirmish\"\nrole = \"light_battalion\"\n"
              "figures = 24\n[units.command]\nfigures = 12\nbase = [1.5, 1]\n"
              "bases = [[49.25, 40, 0], [50.75, 40, 0]]",
              line);
}

TEST(PositionsOnTable, S11_6_3_SkirmishLineWithin12InchesAnd20CmOfTheCommandCompanies) {
  for (const Mode& m : {Mode{"inch", 12}, Mode{"cm", 20}}) {
    SCOPED_TRACE(m.scale);
    // Base at y: its rear edge y - 1 is (y - 1) - 40 from the command companies' front edge.
    const auto at = [&](double d) { return fmt::format("[[50, {}, 0]]", 41 + d); };
    EXPECT_EQ(find(findings(light_case(m, at(m.in - 0.01))), "S11.6.3"), nullptr);
    EXPECT_EQ(find(findings(light_case(m, at(m.in))), "S11.6.3"), nullptr);
    const auto out = findings(light_case(m, at(m.in + 0.01)));
    ASSERT_NE(find(out, "S11.6.3"), nullptr);
    EXPECT_NEAR(on_tape(find(out, "S11.6.3")->measured, m.scale), m.in + 0.01, 1e-9);
  }
}

TEST(PositionsOnTable, S11_6_2_SkirmishBasesAtLeast3InchesAnd5CmApart) {
  for (const Mode& m : {Mode{"inch", 3}, Mode{"cm", 5}}) {
    SCOPED_TRACE(m.scale);
    // Two bases 1.5 wide side by side, `gap` between their edges.
    const auto pair = [&](double gap) {
      return fmt::format("[[50, 46, 0], [{}, 46, 0]]", 50 + 1.5 + gap);
    };
    const auto inside = findings(light_case(m, pair(m.in - 0.01)));
    const Finding* f = find(inside, "S11.6.2");
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->key, "light_bases_too_close");
    EXPECT_EQ(f->base, 1);
    EXPECT_EQ(f->other_base, 2);
    EXPECT_EQ(find(findings(light_case(m, pair(m.in))), "S11.6.2"), nullptr);
    EXPECT_EQ(find(findings(light_case(m, pair(m.in + 0.01))), "S11.6.2"), nullptr);
  }
}

TEST(PositionsOnTable, S11_6_2_SkirmishBasesNoMoreThan6InchesAnd10CmFromTheNext) {
  for (const Mode& m : {Mode{"inch", 6}, Mode{"cm", 10}}) {
    SCOPED_TRACE(m.scale);
    const auto pair = [&](double gap) {
      return fmt::format("[[50, 46, 0], [{}, 46, 0]]", 50 + 1.5 + gap);
    };
    EXPECT_EQ(find(findings(light_case(m, pair(m.in - 0.01))), "S11.6.2"), nullptr);
    EXPECT_EQ(find(findings(light_case(m, pair(m.in))), "S11.6.2"), nullptr);
    const auto out = findings(light_case(m, pair(m.in + 0.01)));
    ASSERT_NE(find(out, "S11.6.2"), nullptr);
    EXPECT_EQ(find(out, "S11.6.2")->key, "light_base_too_far");
  }
  // The command companies count as other bases for the minimum.
  const auto near_command = findings(light_case(kInch3, "[[50, 43, 0]]"));  // 2" ahead of them
  ASSERT_NE(find(near_command, "S11.6.2"), nullptr);
  EXPECT_EQ(find(near_command, "S11.6.2")->other_base, 2);
}

TEST(PositionsOnTable, S11_6_5_LineOfSightToTheCommandCompanies) {
  const std::string wood = "\n[[terrain]]\nkind = \"wood\"\nrect = [45, 42.5, 55, 44]\n";
  const auto blocked = findings(light_case(kInch3, "[[50, 47, 0]]", "", wood));
  ASSERT_NE(find(blocked, "S11.6.5"), nullptr);
  EXPECT_EQ(find(blocked, "S11.6.5")->base, 1);
  EXPECT_EQ(find(findings(light_case(kInch3, "[[50, 47, 0]]")), "S11.6.5"), nullptr);
  EXPECT_EQ(find(findings(light_case(kInch3, "[[50, 47, 0]]", "lb_line_of_sight = false", wood)),
                 "S11.6.5"),
            nullptr);
  // A close-order unit in between blocks it too.
  const std::string between = light_case(kInch3, "[[50, 47, 0]]") +
                              unit("bn", "fr1", "figures = 6", "[[49, 44, 0], [51, 44, 0]]");
  EXPECT_NE(find(findings(between), "S11.6.5"), nullptr);
}

TEST(PositionsOnTable, S16_3d_MountedSkirmisherBases3InchesAnd5CmApart) {
  for (const Mode& m : {Mode{"inch", 3}, Mode{"cm", 5}}) {
    SCOPED_TRACE(m.scale);
    const auto case_of = [&](double gap) {
      return header(m.scale) +
             unit("hussars", "fr1",
                  "arm = \"cavalry\"\nlight_cavalry = true\nformation = \"skirmish\"\nfigures = 6",
                  fmt::format("[[50, 50, 0], [{}, 50, 0]]", 51.5 + gap)) +
             unit("bn", "fr1", "arm = \"cavalry\"\nfigures = 3", "[[50, 40, 0]]");
    };
    const auto inside = findings(case_of(m.in - 0.01));
    ASSERT_NE(find(inside, "S16.3d"), nullptr);
    EXPECT_NEAR(on_tape(find(inside, "S16.3d")->measured, m.scale), m.in - 0.01, 1e-9);
    EXPECT_EQ(find(findings(case_of(m.in)), "S16.3d"), nullptr);
    EXPECT_EQ(find(findings(case_of(m.in + 0.01)), "S16.3d"), nullptr);
  }
}

TEST(PositionsOnTable, S16_3b_OnlyLightCavalryAndCossacksSkirmish) {
  const auto r = load_scenario_text(
      header("inch") + unit("dragoons", "fr1",
                            "arm = \"cavalry\"\nformation = \"skirmish\"\nfigures = 6",
                            "[[50, 50, 0]]"),
      "t.toml");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().en.find("S16.3b"), std::string::npos);
}

// ---- Where skirmishers fall back (S11.22) ---------------------------------------------------

TEST(PositionsFallBack, S11_22_1_StraightAwayUntil3InchesClear) {
  for (const Mode& m : {kInch3, kCm3}) {
    SCOPED_TRACE(m.scale);
    const testing::Loaded l = testing::load(approach_case(m, 1, "figures = 6"));
    const FallBackPlan p = plan_fall_back(*l.field, 0);
    EXPECT_EQ(p.kind, FallBack::straight_back);
    EXPECT_EQ(p.clause, "S11.22-1");
    ASSERT_EQ(p.threats.size(), 1U);
    EXPECT_EQ(p.threats[0], 2U);
    EXPECT_NEAR(on_tape(p.distance, m.scale), m.in - 1, 1e-5);
    EXPECT_NEAR(p.move.x, 0, 1e-9);
    EXPECT_LT(p.move.y, 0);
  }
  const testing::Loaded clear = testing::load(approach_case(kInch3, 3.5, "figures = 6"));
  EXPECT_EQ(plan_fall_back(*clear.field, 0).kind, FallBack::not_needed);
}

TEST(PositionsFallBack, S11_22_4_BehindAFriendWhenTheWayBackIsBlocked) {
  // The screen stands on the table's near edge: it cannot go back, so it goes behind the
  // battalion beside it.
  const std::string text =
      header("inch") +
      unit("screen", "fr1", "formation = \"skirmish\"\nrole = \"brigade_screen\"\nfigures = 6",
           "[[50, 1, 0]]") +
      unit("bn", "fr1", "figures = 6", "[[60, 20, 0]]") +
      unit("enemy", "br1", "figures = 6", "[[50, 3, 180]]");
  const testing::Loaded l = testing::load(text);
  const FallBackPlan p = plan_fall_back(*l.field, 0);
  EXPECT_EQ(p.kind, FallBack::behind_friend);
  EXPECT_EQ(p.clause, "S11.22-4");
  ASSERT_TRUE(p.friend_unit);
  EXPECT_EQ(*p.friend_unit, 1U);
  // S11.22-5: behind a friend in melee, they retreat instead.
  std::string melee = text;
  melee.replace(melee.find("figures = 6", melee.find("id = \"bn\"")), 11,
                "figures = 6\nin_melee = true");
  const testing::Loaded m = testing::load(melee);
  EXPECT_EQ(plan_fall_back(*m.field, 0).kind, FallBack::retreat);
  EXPECT_EQ(plan_fall_back(*m.field, 0).clause, "S11.22-5");
}

// A general's base is no obstacle to the move back (docs/rules.md S11.22-4: he rides aside; the
// battle lays no generals on its table): the plan is the same with him standing in the way.
TEST(PositionsFallBack, S11_22_4_AGeneralsBaseIsNoObstacle) {
  const std::string open = approach_case(kInch3, 1, "figures = 6");
  const std::string general =
      "\n[[generals]]\nid = \"gen\"\nbrigade = \"fr1\"\nat = [50, 48.5]\nbase = [1.5, 1.5]\n";
  const testing::Loaded a = testing::load(open);
  const testing::Loaded b = testing::load(open + general);
  const FallBackPlan without = plan_fall_back(*a.field, 0);
  const FallBackPlan with = plan_fall_back(*b.field, 0);
  EXPECT_EQ(with.kind, FallBack::straight_back);
  EXPECT_EQ(with.kind, without.kind);
  EXPECT_EQ(with.clause, without.clause);
  EXPECT_NEAR(with.distance, without.distance, 1e-9);
  EXPECT_NEAR(with.move.x, without.move.x, 1e-9);
  EXPECT_NEAR(with.move.y, without.move.y, 1e-9);
  EXPECT_LT(with.move.y, -2.0);  // through the general's base at 48.5
}

TEST(PositionsFallBack, S11_22_4_IntoCoverWhenNothingElseWorks) {
  const std::string text =
      header("inch") + "\n[[terrain]]\nid = \"copse\"\nkind = \"wood\"\nrect = [70, 1, 80, 6]\n" +
      unit("screen", "fr1", "formation = \"skirmish\"\nrole = \"brigade_screen\"\nfigures = 6",
           "[[50, 1, 0]]") +
      unit("enemy", "br1", "figures = 6", "[[50, 3, 180]]");
  const testing::Loaded l = testing::load(text);
  const FallBackPlan p = plan_fall_back(*l.field, 0);
  EXPECT_EQ(p.kind, FallBack::into_cover);
  ASSERT_TRUE(p.cover);
  EXPECT_EQ(*p.cover, 0U);
}

}  // namespace
}  // namespace grognard::scenario
