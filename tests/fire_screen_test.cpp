// Skirmish screens and fire (S11.19, S11.20, S11.26a-b; G-39, G-40), over given situations.
#include <gtest/gtest.h>

#include "fire_test_util.h"
#include "rules/screen_fire.h"

namespace grognard::rules {
namespace {

using firetest::artillery_with;
using firetest::battery;
using firetest::line_volley;
using firetest::volley_with;
using model::Damage;
using model::Scale;
using model::TargetType;

TEST(Screen, S11_19_3_InfantryFireAtAScreenedUnitHitsTheScreen) {
  Volley v = line_volley();
  v.quality = model::Quality::veteran;
  v.target.general = true;
  v.target.screen = Screen{4, model::Cover::open};
  EXPECT_EQ(volley_screen(v).effect, ScreenEffect::strikes_screen);
  EXPECT_EQ(volley_struck(v).type, TargetType::skirmishers);
  EXPECT_EQ(volley_modifiers(v).total(), -2);  // the screen is skirmishers (F-MOD-9)
  // Superior 10 - 2 = 8: 3/DT, all to the screen.
  const auto r = volley_with(v, {4, 6});
  EXPECT_EQ(r.damage, Damage());
  EXPECT_EQ(r.screen_damage, Damage::points(3));
  EXPECT_TRUE(r.discipline_test);
  // A double six is Fate, but the general is with the unit behind: no roll.
  const auto six = volley_with(v, {6, 6});
  EXPECT_TRUE(six.fate);
  EXPECT_EQ(six.general, GeneralFate::none);
}

TEST(Screen, S11_26b_NoVolleyThroughTheScreenAtTheUnitBehind) {
  Volley v = line_volley();
  v.target.formation = model::Formation::square;  // +2 DD only against the square itself
  v.target.screen = Screen{5, model::Cover::cover};
  EXPECT_EQ(volley_damage_dice(v).total(), 0);
  EXPECT_EQ(volley_modifiers(v).total(), -3);  // skirmishers in cover
}

TEST(Screen, S11_19_2_SkirmishersCannotScreenCavalry) {
  Volley v = line_volley();
  v.target.type = TargetType::cavalry;
  v.target.screen = Screen{4, model::Cover::open};
  EXPECT_EQ(volley_screen(v).effect, ScreenEffect::cannot_screen);
  const auto r = volley_with(v, {3, 5});
  EXPECT_EQ(r.damage, Damage::points(3));
  EXPECT_EQ(r.screen_damage, Damage());
}

TEST(Screen, S11_20_1_S11_20_2_AScreenWithin2InchesDoesNotScreenButTakesTheFirstHit) {
  Volley v = line_volley();
  v.target.screen = Screen{2, model::Cover::open};
  EXPECT_EQ(volley_screen(v).effect, ScreenEffect::first_to_screen);
  EXPECT_EQ(volley_modifiers(v).total(), 0);  // the unit is the target
  const auto r = volley_with(v, {3, 5});      // Standard 8: 3
  EXPECT_EQ(r.screen_damage, Damage::points(1));
  EXPECT_EQ(r.damage, Damage::points(2));
  v.target.screen = Screen{2.5, model::Cover::open};
  EXPECT_EQ(volley_screen(v).effect, ScreenEffect::strikes_screen);
}

TEST(Screen, DECISIONS_2_ScreenGapOption3Inches) {
  Volley v = line_volley();
  v.options.screen_gap = 3;
  v.target.screen = Screen{2.5, model::Cover::open};
  EXPECT_EQ(volley_screen(v).effect, ScreenEffect::first_to_screen);
  v.target.screen = Screen{3.1, model::Cover::open};
  EXPECT_EQ(volley_screen(v).effect, ScreenEffect::strikes_screen);
  // In cm: 5 cm for 3" (v1's printed value), 2 * 5 / 3 cm for 2".
  EXPECT_EQ(
      screen_effect(FireKind::musketry, TargetType::infantry, Screen{3.0, {}}, 3, Scale::cm).effect,
      ScreenEffect::first_to_screen);
  EXPECT_EQ(screen_gap_distance(2).cm, 2 * 5.0 / 3);
}

TEST(Screen, S11_19_4_RoundshotPassesThroughTheScreen) {
  ArtilleryFire a = battery(18);
  a.target.screen = Screen{4, model::Cover::open};
  const auto r = artillery_with(a, {3, 5});  // effective 8: 2
  EXPECT_EQ(r.damage, Damage::points(2));
  EXPECT_EQ(r.screen_damage, Damage());
  EXPECT_EQ(artillery_modifiers(a).total(), 0);  // the unit's own modifiers
}

TEST(Screen, S11_19_5_G_40_CanisterHitsTheUnitBehindTheScreenTakingTheFirstPoint) {
  ArtilleryFire a = battery(6);
  a.target.screen = Screen{4, model::Cover::open};
  auto r = artillery_with(a, {2, 6});  // close 8: 3/DT
  EXPECT_EQ(r.screen_damage, Damage::points(1));
  EXPECT_EQ(r.damage, Damage::points(2));
  EXPECT_TRUE(r.discipline_test);
  r = artillery_with(a, {1, 3});  // close 4: ½, all to the screen
  EXPECT_EQ(r.screen_damage, Damage::halves(1));
  EXPECT_EQ(r.damage, Damage());
}

TEST(Screen, G_40_TheFirstWholePointToTheScreen) {
  EXPECT_EQ(first_point_to_screen(Damage::halves(3)),
            (DamageSplit{Damage::points(1), Damage::halves(1)}));
  EXPECT_EQ(first_point_to_screen(Damage::points(1)), (DamageSplit{Damage::points(1), Damage()}));
  EXPECT_EQ(first_point_to_screen(Damage()), (DamageSplit{Damage(), Damage()}));
  EXPECT_EQ(first_point_to_screen(Damage::points(5)),
            (DamageSplit{Damage::points(1), Damage::points(4)}));
}

TEST(Screen, S11_26a_G_39_NoInfantryFiresThroughAFriendlyScreen) {
  EXPECT_EQ(through_friendly_screen(FireKind::musketry), FriendlyScreen::forbidden);
  EXPECT_EQ(through_friendly_screen(FireKind::roundshot), FriendlyScreen::overhead);
  EXPECT_EQ(through_friendly_screen(FireKind::canister), FriendlyScreen::overhead);
}

}  // namespace
}  // namespace grognard::rules
