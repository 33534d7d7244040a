// Chapter XVI optional rules that change fire: redoubts (S16.5, TBL-REDOUBT), weather (S16.7,
// TBL-WEATHER), battalion guns (S16.1). Each test is named after the clause it checks.
#include <gtest/gtest.h>

#include "dice/enumerate.h"
#include "fire_test_util.h"
#include "rules/battalion_guns.h"
#include "rules/redoubt.h"
#include "rules/weather_roll.h"

namespace grognard::rules {
namespace {

using firetest::artillery_with;
using firetest::battery;
using firetest::line_volley;
using firetest::volley_with;
using model::Damage;
using model::UnitStatus;
using model::Weather;

Redoubt hit(Redoubt r, int die, Events* events = nullptr) {
  dice::Replay replay({die});
  Events off(false);
  return roll_redoubt_hit(r, replay, events ? *events : off);
}

TEST(Redoubt, S16_5_1_ProtectionFactorClassesByG_53) {
  EXPECT_EQ(redoubt_class(6), RedoubtClass::weak);
  EXPECT_EQ(redoubt_class(11), RedoubtClass::weak);
  EXPECT_EQ(redoubt_class(12), RedoubtClass::strong);
  EXPECT_EQ(redoubt_class(17), RedoubtClass::strong);
  EXPECT_EQ(redoubt_class(18), RedoubtClass::very_strong);
}

TEST(Redoubt, S16_5_4a_OneOrTwoNoEffect) {
  EXPECT_EQ(hit({12, 12}, 1).defence, 12);
  EXPECT_EQ(hit({12, 12}, 2).defence, 12);
  EXPECT_EQ(redoubt_hit_row(2).clause, "S16.5-4a");
}

TEST(Redoubt, S16_5_4b_ThreeToFiveMinus1) {
  for (int d : {3, 4, 5}) EXPECT_EQ(hit({12, 12}, d).defence, 11) << d;
  EXPECT_EQ(redoubt_hit_row(4).clause, "S16.5-4b");
}

TEST(Redoubt, S16_5_4c_SixMinus2) {
  EXPECT_EQ(hit({12, 12}, 6).defence, 10);
  EXPECT_EQ(hit({1, 12}, 6).defence, 0);  // never below zero
  EXPECT_EQ(redoubt_hit_row(6).clause, "S16.5-4c");
}

TEST(Redoubt, S16_5_4_OddsOfOneRoll) {
  const auto d = dice::enumerate([](dice::Roller& r) {
    Events off(false);
    return roll_redoubt_hit({12, 12}, r, off).defence;
  });
  ASSERT_EQ(d.outcomes.size(), 3u);
  EXPECT_EQ(d.outcomes[0].first, 10);
  EXPECT_NEAR(d.outcomes[0].second, 1.0 / 6, 1e-15);
  EXPECT_NEAR(d.outcomes[1].second, 3.0 / 6, 1e-15);
  EXPECT_NEAR(d.outcomes[2].second, 2.0 / 6, 1e-15);
}

TEST(Redoubt, S16_5_5_AtHalfItsFactorModifiersAreHalved) {
  Events events;
  const Redoubt r = hit({7, 12}, 3, &events);  // 7 -> 6 = half of 12
  EXPECT_TRUE(redoubt_halved(r));
  EXPECT_TRUE(firetest::has_clause(events, "S16.5-5"));
  EXPECT_EQ(redoubt_cover_modifier(r), 0);  // -1 halved toward zero (G-53)
  EXPECT_EQ(redoubt_melee_modifier(r), 1);  // strong +2 halved
  EXPECT_FALSE(redoubt_halved({7, 12}));
  EXPECT_EQ(redoubt_melee_modifier({6, 6}), 1);
  EXPECT_EQ(redoubt_melee_modifier({3, 6}), 0);  // weak +1 halved rounds down
}

TEST(Redoubt, S16_5_6_AtZeroTheRedoubtIsDestroyed) {
  Events events;
  const Redoubt r = hit({2, 12}, 6, &events);
  EXPECT_TRUE(redoubt_destroyed(r));
  EXPECT_TRUE(firetest::has_clause(events, "S16.5-6"));
  EXPECT_EQ(redoubt_cover_modifier(r), 0);
  EXPECT_EQ(redoubt_melee_modifier(r), 0);
}

TEST(Redoubt, S16_5_3_MeleeModifiersWeakStrongVeryStrong) {
  EXPECT_EQ(redoubt_melee_modifier({6, 6}), 1);
  EXPECT_EQ(redoubt_melee_modifier({12, 12}), 2);
  EXPECT_EQ(redoubt_melee_modifier({15, 15}), 3);  // "strong +2 or +3" (G-53)
  EXPECT_EQ(redoubt_melee_modifier({18, 18}), 4);
  EXPECT_EQ(redoubt_melee_modifier({9, 18}), 2);
}

TEST(Redoubt, S16_5_2_ARedoubtIsCoverForVolleysAndArtillery) {
  Volley v = line_volley();
  v.target.redoubt = Redoubt{12, 12};
  EXPECT_EQ(volley_modifiers(v).total(), -1);
  v.target.redoubt = Redoubt{6, 12};
  EXPECT_EQ(volley_modifiers(v).total(), 0);  // S16.5-5
  v.target.redoubt = Redoubt{0, 12};
  EXPECT_EQ(volley_modifiers(v).total(), 0);  // S16.5-6
  // Without the option a redoubt is plain cover, halved or not.
  v.options.redoubts = false;
  EXPECT_EQ(volley_modifiers(v).total(), -1);
  ArtilleryFire a = battery(18);
  a.target.redoubt = Redoubt{12, 12};
  EXPECT_EQ(artillery_modifiers(a).total(), -1);
}

TEST(Redoubt, S16_5_4_ArtilleryAtARedoubtRollsForTheWorksAfterTheShot) {
  ArtilleryFire a = battery(18);
  a.target.redoubt = Redoubt{12, 12};
  // 2D6 9 - 1 = 8 (effective: 2), then the works die 6: factor 10.
  const auto r = artillery_with(a, {3, 6, 6});
  EXPECT_EQ(r.damage, Damage::points(2));
  EXPECT_EQ(r.redoubt, 10);
  // A volley never damages the works.
  Volley v = line_volley();
  v.target.redoubt = Redoubt{12, 12};
  EXPECT_EQ(volley_with(v, {3, 6}).damage, Damage::points(3));  // Standard 9 - 1 = 8: 3
  // Without the option no roll.
  a.options.redoubts = false;
  EXPECT_EQ(artillery_with(a, {3, 6}).redoubt, 12);
}

TEST(Weather, S16_7_FAV_1_FavourableTwoToEightIsGood) {
  for (int s = 2; s <= 8; ++s) {
    EXPECT_EQ(weather_row(Season::favourable, s).weather, Weather::fair) << s;
    EXPECT_FALSE(weather_row(Season::favourable, s).reroll);
  }
  EXPECT_EQ(weather_row(Season::favourable, 8).clause, "S16.7-FAV-1");
}

TEST(Weather, S16_7_FAV_2_G_04_FavourableNineToElevenIsChangeable) {
  for (int s = 9; s <= 11; ++s) {
    EXPECT_EQ(weather_row(Season::favourable, s).weather, Weather::changeable) << s;
  }
  EXPECT_EQ(weather_row(Season::favourable, 10).clause, "S16.7-FAV-2");
  EXPECT_EQ(weather_row(Season::favourable, 11).clause, "G-04");
}

TEST(Weather, S16_7_FAV_3_FavourableTwelveIsRain) {
  EXPECT_EQ(weather_row(Season::favourable, 12).weather, Weather::rain);
}

TEST(Weather, S16_7_UNF_1_To_4_TheUnfavourableTable) {
  EXPECT_EQ(weather_row(Season::unfavourable, 6).weather, Weather::fair);
  EXPECT_EQ(weather_row(Season::unfavourable, 7).weather, Weather::changeable);
  EXPECT_EQ(weather_row(Season::unfavourable, 8).weather, Weather::changeable);
  EXPECT_EQ(weather_row(Season::unfavourable, 9).weather, Weather::downpour);
  EXPECT_EQ(weather_row(Season::unfavourable, 11).weather, Weather::downpour);
  EXPECT_EQ(weather_row(Season::unfavourable, 12).weather, Weather::snow);
  EXPECT_EQ(weather_row(Season::unfavourable, 12).clause, "S16.7-UNF-4");
}

TEST(Weather, S16_7_2_ExactOddsOfEachSeason) {
  auto odds = [](Season s) {
    return dice::enumerate([s](dice::Roller& r) {
      Events off(false);
      return roll_weather(s, r, off);
    });
  };
  const auto fav = odds(Season::favourable);
  auto p = [](const auto& d, Weather w) {
    return d.probability([w](const WeatherRoll& r) { return r.weather == w; });
  };
  EXPECT_NEAR(p(fav, Weather::fair), 26.0 / 36, 1e-15);
  EXPECT_NEAR(p(fav, Weather::changeable), 9.0 / 36, 1e-15);
  EXPECT_NEAR(p(fav, Weather::rain), 1.0 / 36, 1e-15);
  const auto unf = odds(Season::unfavourable);
  EXPECT_NEAR(p(unf, Weather::fair), 15.0 / 36, 1e-15);
  EXPECT_NEAR(p(unf, Weather::changeable), 11.0 / 36, 1e-15);
  EXPECT_NEAR(p(unf, Weather::downpour), 9.0 / 36, 1e-15);
  EXPECT_NEAR(p(unf, Weather::snow), 1.0 / 36, 1e-15);
}

TEST(Weather, S16_7_3_StarredResultsAreRolledAgainAfterSixTurns) {
  Events events;
  dice::Replay replay({5, 6});
  const WeatherRoll r = roll_weather(Season::unfavourable, replay, events);
  EXPECT_EQ(r.weather, Weather::downpour);
  EXPECT_TRUE(r.reroll);
  EXPECT_TRUE(firetest::has_clause(events, "S16.7-3"));
  EXPECT_EQ(kWeatherRerollTurns, 6);
  dice::Replay fair({1, 2});
  EXPECT_FALSE(roll_weather(Season::favourable, fair, events).reroll);
}

TEST(Weather, S16_7_4_S16_7_5_Visibility) {
  EXPECT_EQ(visibility(Weather::rain)->cm, 40);
  EXPECT_EQ(visibility(Weather::downpour)->inches, 24);
  EXPECT_EQ(visibility(Weather::snow)->cm, 20);
  EXPECT_EQ(visibility(Weather::snow)->inches, 12);
  EXPECT_FALSE(visibility(Weather::fair).has_value());
  EXPECT_FALSE(visibility(Weather::changeable).has_value());
  EXPECT_EQ(visibility_clause(Weather::snow), "S16.7-5");
}

TEST(BattalionGuns, S16_1a_1_AGunModelAddsSixFigures) {
  EXPECT_EQ(battalion_gun_figures({1}, model::BattalionGuns::six), 6);
  EXPECT_EQ(battalion_gun_figures({2}, model::BattalionGuns::six), 6);
  EXPECT_EQ(battalion_gun_figures_clause(model::BattalionGuns::six), "S16.1a-1");
}

TEST(BattalionGuns, S16_1a_2_OrFourFiguresPerGun) {
  EXPECT_EQ(battalion_gun_figures({1}, model::BattalionGuns::per_gun), 4);
  EXPECT_EQ(battalion_gun_figures({2}, model::BattalionGuns::per_gun), 8);
  EXPECT_EQ(battalion_gun_figures({1}, model::BattalionGuns::off), 0);
}

TEST(BattalionGuns, S16_1e_1_OnlyEnemySkirmishersHitTheCrew) {
  EXPECT_TRUE(crew_can_be_hit(FireSource::skirmishers));
  EXPECT_FALSE(crew_can_be_hit(FireSource::volley));
  EXPECT_FALSE(crew_can_be_hit(FireSource::artillery));
}

TEST(BattalionGuns, S16_1e_2_OtherFireFallsOnTheInfantry) {
  Volley v = line_volley();
  v.target.battalion_gun = true;
  Events events;
  EXPECT_EQ(volley_with(v, {3, 5}, &events).damage, Damage::points(3));
  EXPECT_TRUE(firetest::has_clause(events, "S16.1e-2"));
}

TEST(BattalionGuns, S16_1f_MayBeAbandonedOnceFourFiguresAreLost) {
  EXPECT_EQ(battalion_gun_fate(UnitStatus::ordered, 3, false).fate, GunFate::kept);
  EXPECT_EQ(battalion_gun_fate(UnitStatus::ordered, 4, false).fate, GunFate::may_abandon);
  EXPECT_EQ(battalion_gun_fate(UnitStatus::unformed, 9, false).clause, "S16.1f");
}

TEST(BattalionGuns, S16_1g_2_S16_1h_2_AbandonedWhenTheBattalionFallsBackRetreatsOrBreaks) {
  EXPECT_EQ(battalion_gun_fate(UnitStatus::falling_back, 0, false).fate, GunFate::abandoned);
  EXPECT_EQ(battalion_gun_fate(UnitStatus::falling_back, 0, false).clause, "S16.1g-2");
  EXPECT_EQ(battalion_gun_fate(UnitStatus::retreating, 0, false).fate, GunFate::abandoned);
  EXPECT_EQ(battalion_gun_fate(UnitStatus::broken, 0, false).clause, "S16.1h-2");
}

TEST(BattalionGuns, S16_1d_AbandonedWhenTerrainStopsIt) {
  EXPECT_EQ(battalion_gun_fate(UnitStatus::ordered, 0, true).fate, GunFate::abandoned);
  EXPECT_EQ(battalion_gun_fate(UnitStatus::ordered, 0, true).clause, "S16.1d");
}

}  // namespace
}  // namespace grognard::rules
