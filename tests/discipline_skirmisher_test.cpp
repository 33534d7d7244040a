// Skirmisher morale (chapter XI 11.25; G-16, C-21, C-22, DECISIONS §12) and the squadron-charge
// morale rules of the optional chapter XVI rule 16.2.
#include <gtest/gtest.h>

#include "rules/skirmisher_morale.h"
#include "rules/squadron_charge.h"
#include "rules/unit_status.h"

namespace grognard::rules {
namespace {

TEST(SkirmisherMorale, S11_25_1_SkirmishersAreNeverUnformed) {
  EXPECT_TRUE(never_unformed(model::UnitType::skirmish_screen));
  EXPECT_TRUE(never_unformed(model::UnitType::light_battalion_skirmish));
  EXPECT_FALSE(never_unformed(model::UnitType::infantry));
  // A friendly unit bursting through them leaves them in good order.
  UnitState screen;
  screen.type = model::UnitType::skirmish_screen;
  screen.formation = model::Formation::skirmish;
  Events e;
  EXPECT_EQ(passed_through(screen, e).value().unit.status, model::UnitStatus::ordered);
}

TEST(SkirmisherMorale, S11_25_2_ChargedByCloseOrderTheyEvadeWithoutATest) {
  const SkirmisherAnswer a = skirmishers_charged(Charger::close_order);
  EXPECT_TRUE(a.must_evade);
  EXPECT_FALSE(a.may_stand);
  EXPECT_EQ(a.clause, "S11.25-2");
  DisciplineTest t;
  t.type = model::UnitType::skirmish_screen;
  t.formation = model::Formation::skirmish;
  t.evading = true;
  t.triggers = {Trigger::evade};
  EXPECT_EQ(discipline_problem(t), DtProblem::skirmisher_evades);
}

TEST(SkirmisherMorale, S11_24a_1_ChargedByCossacksTheyMayFireOrStand) {
  EXPECT_EQ(skirmishers_charged(Charger::cossacks),
            (SkirmisherAnswer{false, true, true, "S11.24a-1"}));
}

TEST(SkirmisherMorale, S11_23b_ChargedBySkirmishersAsUsual) {
  EXPECT_EQ(skirmishers_charged(Charger::skirmishers),
            (SkirmisherAnswer{false, true, true, "S11.23b"}));
}

TEST(SquadronCharge, S16_2_4_MinusTwoForABodyOutnumberedThreeToOne) {
  EXPECT_EQ(squadron_charge_modifier(1, 3), -2);
  EXPECT_EQ(squadron_charge_modifier(1, 4), -2);
  EXPECT_EQ(squadron_charge_modifier(1, 2), 0);
  EXPECT_EQ(squadron_charge_modifier(2, 5), 0);
  EXPECT_EQ(squadron_charge_modifier(2, 6), -2);
  EXPECT_EQ(squadron_charge_modifier(0, 6), 0);  // not counted: the optional rule is not in use
}

TEST(SquadronCharge, S16_2_5_FormedAfterAThreeToOneWinThatBrokeTheEnemy) {
  EXPECT_TRUE(formed_after_melee(3, 1, true));
  EXPECT_TRUE(formed_after_melee(6, 2, true));
  EXPECT_FALSE(formed_after_melee(5, 2, true));
  EXPECT_FALSE(formed_after_melee(3, 1, false));
  EXPECT_FALSE(formed_after_melee(0, 0, true));
}

}  // namespace
}  // namespace grognard::rules
