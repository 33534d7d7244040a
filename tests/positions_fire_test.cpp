// Fire from positions: range bands, arcs, target priority, screens, bounce-through, overhead
// fire, flanking and visibility, each on hand-placed bases just inside, exactly on and just
// outside its threshold, in inch and cm mode.
#include <cmath>

#include "positions_helpers.h"
#include "scenario/situation.h"
#include "scenario/targets.h"

namespace grognard::scenario {
namespace {

using testing::header;
using testing::load;
using testing::Mode;
using testing::on_tape;
using testing::unit;

const char* const kScales[] = {"inch", "cm"};

// Unit 0 fires at unit 1.
FireLine line_of(const std::string& toml, std::size_t firer = 0, std::size_t target = 1) {
  const testing::Loaded l = load(toml);
  if (!l.field) return FireLine{};
  return fire_line(*l.field, firer, target);
}

// A French battalion at (50, 50) facing up the table; a British one `gap` ahead facing it.
std::string volley_case(const char* scale, double gap, const std::string& french = "figures = 6") {
  return header(scale) + unit("fr-bn", "fr1", french, "[[50, 50, 0]]") +
         unit("br-bn", "br1", "figures = 6", fmt::format("[[50, {}, 180]]", 50 + gap));
}

TEST(PositionsFire, F_RANGE_2_VolleyReaches9InchesAnd15Cm) {
  for (const Mode& m : {Mode{"inch", 9}, Mode{"cm", 15}}) {
    SCOPED_TRACE(m.scale);
    const FireLine inside = line_of(volley_case(m.scale, m.in - 0.01));
    const FireLine on = line_of(volley_case(m.scale, m.in));
    const FireLine outside = line_of(volley_case(m.scale, m.in + 0.01));
    EXPECT_EQ(inside.band, model::RangeBand::close);
    EXPECT_TRUE(inside.allowed);
    EXPECT_EQ(on.band, model::RangeBand::close);
    EXPECT_TRUE(on.allowed);
    EXPECT_NEAR(on_tape(on.range, m.scale), m.in, 1e-9);
    EXPECT_FALSE(outside.band);
    EXPECT_FALSE(outside.allowed);
    EXPECT_EQ(outside.why, "F-RANGE-2");
  }
}

TEST(PositionsFire, F_RANGE_1_FromASquare3InchesAnd5Cm) {
  for (const Mode& m : {Mode{"inch", 3}, Mode{"cm", 5}}) {
    SCOPED_TRACE(m.scale);
    const std::string square = "figures = 6\nformation = \"square\"";
    EXPECT_TRUE(line_of(volley_case(m.scale, m.in, square)).band);
    EXPECT_FALSE(line_of(volley_case(m.scale, m.in + 0.01, square)).band);
  }
}

TEST(PositionsFire, F_RANGE_ART_2_BandsOfA6To9PounderInBothScales) {
  const auto battery = [](const char* scale, double gap) {
    return header(scale) +
           unit("guns", "fr1", "arm = \"artillery\"\ncalibre = \"6-9\"", "[[50, 10, 0]]") +
           unit("br-bn", "br1", "figures = 6", fmt::format("[[50, {}, 180]]", 10 + gap));
  };
  struct Case {
    const char* scale;
    double gap;
    std::optional<model::RangeBand> band;
  };
  const Case cases[] = {
      {"inch", 12, model::RangeBand::close},      {"inch", 12.01, model::RangeBand::effective},
      {"inch", 24, model::RangeBand::effective},  {"inch", 24.01, model::RangeBand::long_range},
      {"inch", 55, model::RangeBand::long_range}, {"inch", 55.01, std::nullopt},
      {"cm", 20, model::RangeBand::close},        {"cm", 20.01, model::RangeBand::effective},
      {"cm", 40, model::RangeBand::effective},    {"cm", 40.01, model::RangeBand::long_range},
      {"cm", 85, model::RangeBand::long_range},   {"cm", 85.01, std::nullopt},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(fmt::format("{} {}", c.scale, c.gap));
    EXPECT_EQ(line_of(battery(c.scale, c.gap)).band, c.band);
  }
}

TEST(PositionsFire, S11_16_SkirmishArcJustInsideOnAndOutsideTheFortyFiveDegreeLine) {
  for (const char* scale : kScales) {
    SCOPED_TRACE(scale);
    const auto arc_case = [&](double x) {
      return header(scale) +
             unit("screen", "fr1",
                  "formation = \"skirmish\"\nrole = \"brigade_screen\"\nfigures = 6",
                  "[[30, 10, 0]]") +
             unit("bn", "fr1", "figures = 6", "[[30, 2, 0]]") +
             unit("target", "br1", "figures = 6", fmt::format("[[{}, 15, 0]]", x));
    };
    // The screen's front-left corner (29.25, 10); the 45° line passes (24.25, 15), the target's
    // front-right corner when its front edge is centred on x = 23.5.
    const FireLine on = line_of(arc_case(23.5), 0, 2);
    const FireLine inside = line_of(arc_case(23.51), 0, 2);
    const FireLine outside = line_of(arc_case(23.49), 0, 2);
    EXPECT_TRUE(on.in_arc);
    EXPECT_TRUE(on.allowed);
    EXPECT_TRUE(inside.in_arc);
    EXPECT_FALSE(outside.in_arc);
    EXPECT_EQ(outside.why, "S11.16");
  }
}

TEST(PositionsFire, TABLE_ARC_FormedTroopsFireStraightAhead) {
  for (const char* scale : kScales) {
    SCOPED_TRACE(scale);
    const auto at = [&](double x) {
      return header(scale) + unit("fr-bn", "fr1", "figures = 6", "[[50, 50, 0]]") +
             unit("br-bn", "br1", "figures = 6", fmt::format("[[{}, 55, 180]]", x));
    };
    // The French front edge spans x 49.25..50.75; the British base spans x - 0.75..x + 0.75.
    EXPECT_TRUE(line_of(at(51.5)).in_arc);  // its edge on the corridor's edge
    EXPECT_TRUE(line_of(at(51.49)).in_arc);
    const FireLine outside = line_of(at(51.51));
    EXPECT_FALSE(outside.in_arc);
    EXPECT_EQ(outside.why, "TABLE-ARC");
  }
  // Only the front rank of a column fires: the rear rank sees the front rank ahead of it.
  const testing::Loaded l =
      load(header("inch") +
           unit("col", "fr1", "figures = 12\nformation = \"column\"",
                "[[49.25, 50, 0], [50.75, 50, 0], [49.25, 49, 0], [50.75, 49, 0]]") +
           unit("br-bn", "br1", "figures = 6", "[[50, 55, 180]]"));
  const FireLine col = fire_line(*l.field, 0, 1);
  EXPECT_TRUE(col.in_arc);
  EXPECT_LE(col.firing_base, 2);
}

TEST(PositionsFire, S11_18_SkirmishersMustFireAtEnemySkirmishersInTheirArc) {
  const std::string base =
      header("inch") +
      unit("screen", "fr1", "formation = \"skirmish\"\nrole = \"brigade_screen\"\nfigures = 6",
           "[[50, 50, 0]]") +
      unit("bn", "fr1", "figures = 6", "[[50, 42, 0]]") +
      unit("br-bn", "br1", "figures = 6", "[[50, 58, 180]]");
  const std::string with_screen =
      base + unit("br-screen", "br1",
                  "formation = \"skirmish\"\nrole = \"brigade_screen\"\nfigures = 6",
                  "[[54, 54, 180]]");
  const testing::Loaded l = load(with_screen);
  const Targets t = fire_targets(*l.field, 0);
  ASSERT_EQ(t.lines.size(), 2U);
  for (const FireLine& x : t.lines) {
    EXPECT_TRUE(x.eligible);
    EXPECT_EQ(x.allowed, x.target == 3U) << x.target;
    EXPECT_EQ(x.why, "S11.18");
  }
  const testing::Loaded alone = load(base);
  const Targets u = fire_targets(*alone.field, 0);
  ASSERT_EQ(u.lines.size(), 1U);
  EXPECT_TRUE(u.lines[0].allowed);
}

// A French battalion fires at a British one 8 ahead; a British screen stands `gap` in front of it.
std::string screen_case(const char* scale, double gap, const std::string& rules = "",
                        const std::string& screen_fields = "") {
  return header(scale, rules) + unit("fr-bn", "fr1", "figures = 6", "[[50, 52, 0]]") +
         unit("br-bn", "br1", "figures = 6", "[[50, 60, 180]]") +
         unit("br-screen", "br1",
              "formation = \"skirmish\"\nrole = \"brigade_screen\"\n" +
                  (screen_fields.empty() ? std::string("figures = 6") : screen_fields),
              fmt::format("[[50, {}, 180]]", 59 - gap));
}

std::string effect_of(const std::string& toml) {
  const testing::Loaded l = load(toml);
  const auto d = derive_fire(*l.field, 0, 1);
  EXPECT_TRUE(d.ok());
  for (const Fact& f : d.value().facts) {
    if (f.key.rfind("screen_effect.", 0) == 0) return f.key + " " + f.clause;
  }
  return "none";
}

TEST(PositionsFire, S11_20_1_ScreenGap2InchesOr3Point33CmAnd3InchesOr5Cm) {
  struct Case {
    const char* scale;
    const char* rules;
    double gap;
  };
  for (const Case& c : {Case{"inch", "", 2}, Case{"cm", "", 10.0 / 3.0},
                        Case{"inch", "screen_gap = 3", 3}, Case{"cm", "screen_gap = 3", 5}}) {
    SCOPED_TRACE(fmt::format("{} {} {}", c.scale, c.rules, c.gap));
    const FireLine on = line_of(screen_case(c.scale, c.gap, c.rules));
    ASSERT_TRUE(on.screen);
    EXPECT_EQ(*on.screen, 2U);
    EXPECT_NEAR(on_tape(on.screen_gap, c.scale), c.gap, 1e-9);
    EXPECT_EQ(effect_of(screen_case(c.scale, c.gap - 0.01, c.rules)),
              "screen_effect.first_to_screen S11.20-2");
    EXPECT_EQ(effect_of(screen_case(c.scale, c.gap, c.rules)),
              "screen_effect.first_to_screen S11.20-2");
    EXPECT_EQ(effect_of(screen_case(c.scale, c.gap + 0.01, c.rules)),
              "screen_effect.strikes_screen S11.19-3");
  }
}

TEST(PositionsFire, S11_19_1_AScreenOutsideTheTargetsFrontageDoesNotScreen) {
  const std::string aside =
      header("inch") + unit("fr-bn", "fr1", "figures = 6", "[[50, 52, 0]]") +
      unit("br-bn", "br1", "figures = 6", "[[50, 60, 180]]") +
      unit("br-screen", "br1", "formation = \"skirmish\"\nrole = \"brigade_screen\"\nfigures = 6",
           "[[56, 56, 180]]");
  EXPECT_FALSE(line_of(aside).screen);
}

TEST(PositionsFire, S16_3e_MountedSkirmishersScreenNothing) {
  const FireLine l =
      line_of(screen_case("inch", 4, "", "arm = \"cavalry\"\nlight_cavalry = true\nfigures = 3"));
  EXPECT_FALSE(l.screen);
  EXPECT_EQ(l.screen_clause, "S16.3e");
}

TEST(PositionsFire, S11_26a_NoInfantryFiresThroughAFriendlyScreen) {
  const std::string text =
      header("inch") + unit("fr-bn", "fr1", "figures = 6", "[[50, 50, 0]]") +
      unit("fr-screen", "fr1", "formation = \"skirmish\"\nrole = \"brigade_screen\"\nfigures = 6",
           "[[50, 54, 0]]") +
      unit("br-bn", "br1", "figures = 6", "[[50, 58, 180]]");
  const FireLine l = line_of(text, 0, 2);
  ASSERT_TRUE(l.unit_block);
  EXPECT_EQ(*l.unit_block, 1U);
  EXPECT_EQ(l.unit_block_clause, "S11.26a");
  EXPECT_FALSE(l.allowed);
}

// A battery at (50, 10) fires up the table at a British battalion 30 ahead; another British
// unit stands `behind` beyond it.
std::string bounce_case(const char* scale, double behind,
                        const std::string& other = "figures = 6") {
  return header(scale) + unit("guns", "fr1", "arm = \"artillery\"", "[[50, 10, 0]]") +
         unit("br-bn", "br1", "figures = 6", "[[50, 40, 180]]") +
         unit("br-2", "br1", other, fmt::format("[[50, {}, 180]]", 41 + behind));
}

TEST(PositionsFire, ART_BOUNCE_1_UnitsWithin6InchesAnd10CmBehindTheTarget) {
  for (const Mode& m : {Mode{"inch", 6}, Mode{"cm", 10}}) {
    SCOPED_TRACE(m.scale);
    const FireLine on = line_of(bounce_case(m.scale, m.in));
    ASSERT_EQ(on.behind.size(), 1U);
    EXPECT_EQ(on.behind[0].unit, 2U);
    EXPECT_NEAR(on.behind[0].share, 1.0, 1e-9);
    EXPECT_NEAR(on_tape(on.behind[0].distance, m.scale), m.in, 1e-9);
    EXPECT_EQ(line_of(bounce_case(m.scale, m.in - 0.01)).behind.size(), 1U);
    EXPECT_TRUE(line_of(bounce_case(m.scale, m.in + 0.01)).behind.empty());
  }
}

TEST(PositionsFire, ART_BOUNCE_3_AtLeastHalfDirectlyBehind) {
  const auto aside = [](double x) {
    return header("inch") + unit("guns", "fr1", "arm = \"artillery\"", "[[50, 10, 0]]") +
           unit("br-bn", "br1", "figures = 6", "[[50, 40, 180]]") +
           unit("br-2", "br1", "figures = 6", fmt::format("[[{}, 44, 180]]", x));
  };
  // The line of fire runs straight up x = 50; the target spans x 49.25..50.75. A unit whose
  // base spans x - 0.75..x + 0.75 is half behind it at x = 50.75.
  EXPECT_EQ(line_of(aside(50.74)).behind.size(), 1U);
  ASSERT_EQ(line_of(aside(50.75)).behind.size(), 1U);
  EXPECT_NEAR(line_of(aside(50.75)).behind[0].share, 0.5, 1e-9);
  EXPECT_TRUE(line_of(aside(50.76)).behind.empty());
}

// A battery on a hill at (50, 10) fires over a French battalion whose rear edge is `clear` from
// the battery's front, at a British battalion at y = 45.
std::string overhead_case(const char* scale, double clear, bool hill = true) {
  std::string t = header(scale);
  if (hill) t += "\n[[terrain]]\nkind = \"hill\"\nheight = 1\nrect = [40, 0, 60, 12]\n";
  return t + unit("guns", "fr1", "arm = \"artillery\"", "[[50, 10, 0]]") +
         unit("fr-bn", "fr1", "figures = 6", fmt::format("[[50, {}, 0]]", 11 + clear)) +
         unit("br-bn", "br1", "figures = 6", "[[50, 45, 180]]");
}

TEST(PositionsFire, ART_OVERHEAD_2_AFriendNoNearerThan9InchesOr15Cm) {
  for (const Mode& m : {Mode{"inch", 9}, Mode{"cm", 15}}) {
    SCOPED_TRACE(m.scale);
    const FireLine on = line_of(overhead_case(m.scale, m.in), 0, 2);
    ASSERT_EQ(on.over.size(), 1U);
    EXPECT_EQ(on.over[0].unit, 1U);
    EXPECT_EQ(on.over[0].facts.level, 0);
    EXPECT_NEAR(on_tape(on.over[0].facts.from_battery, m.scale), m.in, 1e-9);
    EXPECT_EQ(on.over[0].finding.problem, rules::OverheadProblem::none);
    EXPECT_TRUE(on.allowed);
    const FireLine near = line_of(overhead_case(m.scale, m.in - 0.01), 0, 2);
    EXPECT_EQ(near.over[0].finding.clause, "ART-OVERHEAD-2");
    EXPECT_FALSE(near.allowed);
    EXPECT_TRUE(line_of(overhead_case(m.scale, m.in + 0.01), 0, 2).allowed);
  }
  // ART-OVERHEAD-1: on the flat the friend is not lower than the battery.
  const FireLine flat = line_of(overhead_case("inch", 12, false), 0, 2);
  EXPECT_EQ(flat.unit_block_clause, "ART-OVERHEAD-1");
}

// A French battalion at (50, 50); a British battalion whose near edge is `behind` behind it.
std::string flank_case(const char* scale, double behind, const std::string& french = "figures = 6",
                       const std::string& extra = "") {
  return header(scale) + extra + unit("fr-bn", "fr1", french, "[[50, 50, 0]]") +
         unit("br-bn", "br1", "figures = 6", fmt::format("[[50, {}, 180]]", 49 - behind - 1));
}

bool flanked(const std::string& toml, bool charge = false) {
  const testing::Loaded l = load(toml);
  const auto d = derive_discipline(*l.field, 0, charge);
  EXPECT_TRUE(d.ok());
  return d.value().situation["situation"]["flanked"].get<bool>();
}

TEST(PositionsFire, DT_MOD_FLANKED_1_HalfAnEnemyWithin9InchesAnd15CmBehind) {
  // The enemy base is 1 deep: half of it is within the reach when its near edge is 0.5 inside.
  for (const Mode& m : {Mode{"inch", 8.5}, Mode{"cm", 14.5}}) {
    SCOPED_TRACE(m.scale);
    EXPECT_TRUE(flanked(flank_case(m.scale, m.in - 0.01)));
    EXPECT_TRUE(flanked(flank_case(m.scale, m.in)));
    EXPECT_FALSE(flanked(flank_case(m.scale, m.in + 0.01)));
  }
  // Enemy in front: not flanked.
  EXPECT_FALSE(flanked(header("inch") + unit("fr-bn", "fr1", "figures = 6", "[[50, 50, 0]]") +
                       unit("br-bn", "br1", "figures = 6", "[[50, 52, 180]]")));
}

TEST(PositionsFire, DT_MOD_FLANKED_1_NotWithAFriendOrARiverInBetween) {
  const std::string friend_between =
      flank_case("inch", 5) + unit("fr-2", "fr1", "figures = 6", "[[50, 46, 0]]");
  EXPECT_FALSE(flanked(friend_between));
  EXPECT_FALSE(flanked(
      flank_case("inch", 5, "figures = 6",
                 "\n[[terrain]]\nkind = \"river\"\nline = [[0, 46], [100, 46]]\nwidth = 1\n")));
}

TEST(PositionsFire, DT_MOD_FLANKED_4_AGarrisonCannotBeFlanked) {
  const std::string village = "\n[[terrain]]\nkind = \"built_up\"\nrect = [45, 48, 55, 51]\n";
  const testing::Loaded l = load(flank_case("inch", 5, "figures = 6", village));
  const auto d = derive_discipline(*l.field, 0, false);
  ASSERT_TRUE(d.ok());
  EXPECT_TRUE(d.value().situation["situation"]["garrison"].get<bool>());
  EXPECT_TRUE(d.value().situation["situation"]["flanked"].get<bool>());  // the rule excepts it
}

TEST(PositionsFire, G_50_ASquareHasNoFlankOrRear) {
  EXPECT_FALSE(flanked(flank_case("inch", 3, "figures = 6\nformation = \"square\"")));
}

TEST(PositionsFire, S16_7_4_RainLimitsSightTo24InchesAnd40Cm) {
  for (const Mode& m : {Mode{"inch", 24}, Mode{"cm", 40}}) {
    SCOPED_TRACE(m.scale);
    const auto rain = [&](double gap) {
      std::string t = header(m.scale) + "\n[scenario]\nweather = \"rain\"\n" +
                      unit("guns", "fr1", "arm = \"artillery\"", "[[50, 10, 0]]") +
                      unit("br-bn", "br1", "figures = 6", fmt::format("[[50, {}, 180]]", 10 + gap));
      return t;
    };
    EXPECT_TRUE(line_of(rain(m.in)).visible);
    EXPECT_TRUE(line_of(rain(m.in)).allowed);
    const FireLine beyond = line_of(rain(m.in + 0.01));
    EXPECT_FALSE(beyond.visible);
    EXPECT_EQ(beyond.why, "S16.7-4");
  }
}

TEST(PositionsFire, S16_7_5_SnowLimitsSightTo12Inches) {
  const auto snow = [](double gap) {
    return header("inch") + "\n[scenario]\nweather = \"snow\"\n" +
           unit("guns", "fr1", "arm = \"artillery\"", "[[50, 10, 0]]") +
           unit("br-bn", "br1", "figures = 6", fmt::format("[[50, {}, 180]]", 10 + gap));
  };
  EXPECT_TRUE(line_of(snow(12)).visible);
  EXPECT_EQ(line_of(snow(12.01)).why, "S16.7-5");
}

TEST(PositionsFire, TABLE_SIGHT_WoodsAndCloseOrderUnitsBlockFire) {
  const std::string wood = header("inch") +
                           "\n[[terrain]]\nid = \"w\"\nkind = \"wood\"\nrect = [40, 53, 60, 55]\n" +
                           unit("fr-bn", "fr1", "figures = 6", "[[50, 50, 0]]") +
                           unit("br-bn", "br1", "figures = 6", "[[50, 58, 180]]");
  const FireLine w = line_of(wood);
  ASSERT_TRUE(w.terrain_block);
  EXPECT_EQ(w.why, "TABLE-SIGHT");
  const std::string unit_between = header("inch") +
                                   unit("fr-bn", "fr1", "figures = 6", "[[50, 50, 0]]") +
                                   unit("br-bn", "br1", "figures = 6", "[[50, 58, 180]]") +
                                   unit("br-2", "br1", "figures = 6", "[[50, 54, 180]]");
  const FireLine u = line_of(unit_between);
  ASSERT_TRUE(u.unit_block);
  EXPECT_EQ(*u.unit_block, 2U);
}

TEST(PositionsFire, F_NOFIRE_3_RetreatingUnitsAndCAV_FIRE_1_CavalryDoNotFire) {
  EXPECT_EQ(line_of(volley_case("inch", 5, "figures = 6\nstatus = \"retreating\"")).why,
            "F-NOFIRE-3");
  EXPECT_EQ(line_of(volley_case("inch", 5, "figures = 6\narm = \"cavalry\"")).why, "CAV-FIRE-1");
}

}  // namespace
}  // namespace grognard::scenario
