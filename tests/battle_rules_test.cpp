// The project's rules for what the seeds refer to but do not define (DECISIONS §11): movement,
// charges, melee and the command phase. Each test names its clause (PR-* or the seed's own).
#include <gtest/gtest.h>

#include <cmath>

#include "dice/enumerate.h"
#include "dice/given_dice.h"
#include "rules/charge.h"
#include "rules/command.h"
#include "rules/melee.h"
#include "rules/movement.h"

namespace grognard::rules {
namespace {

using model::Arm;
using model::Damage;
using model::Formation;
using model::Quality;
using model::UnitStatus;

// ---- movement ----

TEST(Movement, PR_MOVE_1_InfantryByFormation) {
  EXPECT_EQ(full_move({Arm::infantry, Formation::line}).inches, 6);
  EXPECT_EQ(full_move({Arm::infantry, Formation::column}).inches, 9);
  EXPECT_EQ(full_move({Arm::infantry, Formation::mass_column}).inches, 6);
  EXPECT_EQ(full_move({Arm::infantry, Formation::square}).inches, 2);
}

TEST(Movement, PR_MOVE_2_to_8_OtherMovers) {
  Mover skirm{Arm::infantry, Formation::skirmish};
  EXPECT_EQ(full_move(skirm).inches, 9);
  Mover cav{Arm::cavalry, Formation::column};
  EXPECT_EQ(full_move(cav).inches, 12);
  cav.light_cavalry = true;
  EXPECT_EQ(full_move(cav).inches, 15);
  cav.cossack = true;
  EXPECT_EQ(full_move(cav).inches, 18);
  Mover foot{Arm::artillery, Formation::limbered};
  EXPECT_EQ(full_move(foot).inches, 9);
  foot.horse_artillery = true;
  EXPECT_EQ(full_move(foot).inches, 15);
  EXPECT_EQ(full_move({Arm::artillery, Formation::unlimbered}).inches, 2);
  Mover general;
  general.general = true;
  EXPECT_EQ(full_move(general).inches, 18);
}

TEST(Movement, PR_MOVE_9_HalfSpeedInRoughGround) {
  EXPECT_EQ(going_factor({Arm::infantry, Formation::line}, Going::rough).factor, 0.5);
  EXPECT_EQ(going_factor({Arm::infantry, Formation::line}, Going::open).factor, 1.0);
  EXPECT_EQ(going_factor({Arm::infantry, Formation::skirmish}, Going::wood).factor, 1.0);
  EXPECT_EQ(going_factor({Arm::infantry, Formation::skirmish}, Going::river).factor, 0.5);
}

TEST(Movement, S16_3f_CavalrySkirmishersHalfSpeedInDifficultGround) {
  Mover m{Arm::cavalry, Formation::skirmish};
  const auto g = going_factor(m, Going::wood);
  EXPECT_EQ(g.factor, 0.5);
  EXPECT_EQ(g.clause, "S16.3f");
}

TEST(Movement, PR_MOVE_10_NoCavalryOrGunsInWoodsOrTowns) {
  EXPECT_EQ(going_factor({Arm::cavalry, Formation::column}, Going::wood).factor, 0.0);
  EXPECT_EQ(going_factor({Arm::artillery, Formation::limbered}, Going::built_up).factor, 0.0);
  EXPECT_EQ(going_factor({Arm::cavalry, Formation::column}, Going::rough).factor, 0.5);
}

TEST(Movement, PR_MOVE_11_FormationChanges) {
  EXPECT_EQ(formation_change_cost({Arm::infantry, Formation::line}, Formation::column)->fraction,
            0.5);
  EXPECT_EQ(formation_change_cost({Arm::infantry, Formation::line}, Formation::square)->fraction,
            1.0);
  EXPECT_FALSE(formation_change_cost({Arm::infantry, Formation::line}, Formation::skirmish));
  Mover foot{Arm::artillery, Formation::limbered};
  EXPECT_EQ(formation_change_cost(foot, Formation::unlimbered)->fraction, 0.5);
  foot.horse_artillery = true;
  EXPECT_EQ(formation_change_cost(foot, Formation::unlimbered)->fraction, 0.0);
  EXPECT_FALSE(formation_change_cost({Arm::cavalry, Formation::line}, Formation::square));
}

TEST(Movement, STATUS_RETREAT_1_G_18_RetreatMoves) {
  EXPECT_EQ(retreat_move({Arm::infantry, Formation::line}).inches, 18);  // EX-DT-RECRUITS
  EXPECT_EQ(retreat_move({Arm::cavalry, Formation::line}).inches, 24);
  EXPECT_EQ(retreat_move({Arm::artillery, Formation::limbered}).inches, 12);
}

TEST(Movement, PR_MOVE_12_ChargeReach) {
  EXPECT_EQ(charge_reach({Arm::infantry, Formation::column})->inches, 12);
  EXPECT_EQ(charge_reach({Arm::infantry, Formation::line})->inches, 9);
  EXPECT_EQ(charge_reach({Arm::cavalry, Formation::line})->inches, 18);
  EXPECT_FALSE(charge_reach({Arm::artillery, Formation::unlimbered}));
  EXPECT_FALSE(charge_reach({Arm::infantry, Formation::square}));
}

// ---- charges ----

ChargingUnit column_charger() {
  ChargingUnit c;
  c.reach = 12;
  return c;
}

TEST(Charge, STATUS_UNF_1_UnformedMayNotCharge) {
  ChargingUnit c = column_charger();
  c.status = UnitStatus::unformed;
  EXPECT_EQ(charge_refusal(c, {})->clause, "STATUS-UNF-1");
}

TEST(Charge, STATUS_RETREAT_7_RetreatingMayNotCharge) {
  ChargingUnit c = column_charger();
  c.status = UnitStatus::retreating;
  EXPECT_EQ(charge_refusal(c, {})->clause, "STATUS-RETREAT-7");
}

TEST(Charge, S11_23a_SkirmishersChargeOnlySkirmishers) {
  ChargingUnit c = column_charger();
  c.skirmisher = true;
  ChargeTarget t;
  EXPECT_EQ(charge_refusal(c, t)->clause, "S11.23a");
  t.skirmisher = true;
  EXPECT_FALSE(charge_refusal(c, t));
}

TEST(Charge, S11_24a_2_SkirmishersMayNotChargeCossacks) {
  ChargingUnit c = column_charger();
  c.skirmisher = true;
  ChargeTarget t;
  t.cossack = true;
  t.arm = Arm::cavalry;
  EXPECT_EQ(charge_refusal(c, t)->clause, "S11.24a-2");
}

TEST(Charge, PR_CHARGE_2_OutOfReach) {
  ChargeTarget t;
  t.distance = 12;
  EXPECT_FALSE(charge_refusal(column_charger(), t));  // exactly at reach
  t.distance = 12.01;
  EXPECT_EQ(charge_refusal(column_charger(), t)->clause, "PR-CHARGE-2");
}

TEST(Charge, S11_24_0_S11_25_2_SkirmishersEvadeFormedChargersWithoutATest) {
  ChargeTarget t;
  t.skirmisher = true;
  const Answer a = answers(column_charger(), t);
  EXPECT_EQ(a.allowed, std::vector<Response>{Response::evade});
  EXPECT_EQ(a.clause, "S11.24-0");
  EXPECT_TRUE(tests_due(column_charger(), t, Response::evade).empty());
}

TEST(Charge, S11_24a_1_SkirmishersChargedByCossacksMayFireOrStand) {
  ChargingUnit cossacks = column_charger();
  cossacks.arm = Arm::cavalry;
  cossacks.cossack = true;
  ChargeTarget t;
  t.skirmisher = true;
  EXPECT_EQ(answers(cossacks, t).allowed.size(), 3u);
}

TEST(Charge, STATUS_RETREAT_8_RetreatingTargetBreaksAtOnce) {
  ChargeTarget t;
  t.status = UnitStatus::retreating;
  const Answer a = answers(column_charger(), t);
  EXPECT_EQ(a.allowed, std::vector<Response>{Response::break_at_once});
  EXPECT_TRUE(tests_due(column_charger(), t, Response::break_at_once).empty());
}

TEST(Charge, DT_TRIGGER_2_LineChargedByCavalryTests) {
  ChargingUnit cav = column_charger();
  cav.arm = Arm::cavalry;
  ChargeTarget line;
  const auto a = answers(cav, line);
  EXPECT_EQ(a.allowed.front(), Response::form_square);
  auto due = tests_due(cav, line, Response::form_square);
  ASSERT_EQ(due.size(), 1u);
  EXPECT_EQ(due[0].trigger, Trigger::cavalry_charge);
  EXPECT_TRUE(due[0].line_to_square);
  due = tests_due(cav, line, Response::stand_and_fire);
  ASSERT_EQ(due.size(), 1u);
  EXPECT_FALSE(due[0].line_to_square);
  ChargeTarget column;
  column.formation = Formation::column;
  EXPECT_TRUE(tests_due(cav, column, Response::stand).empty());
  due = tests_due(cav, column, Response::form_square);
  ASSERT_EQ(due.size(), 1u);
  EXPECT_FALSE(due[0].line_to_square);
}

TEST(Charge, DT_TRIGGER_3_ChargedInTheRearTests) {
  ChargeTarget t;
  t.in_rear = true;
  const auto due = tests_due(column_charger(), t, Response::stand);
  ASSERT_EQ(due.size(), 1u);
  EXPECT_EQ(due[0].trigger, Trigger::rear_charge);
}

TEST(Charge, DT_TRIGGER_4_EvadingCavalryTests) {
  ChargeTarget cav;
  cav.arm = Arm::cavalry;
  const auto due = tests_due(column_charger(), cav, Response::evade);
  ASSERT_EQ(due.size(), 1u);
  EXPECT_EQ(due[0].trigger, Trigger::evade);
}

// ---- melee ----

MeleeResult fight(const Melee& m, std::vector<dice::Face> faces, Events* ev = nullptr) {
  dice::Replay replay(std::move(faces));
  Events off(false);
  const MeleeResult r = resolve_melee(m, replay, ev ? *ev : off);
  EXPECT_EQ(replay.missing(), 0);
  EXPECT_EQ(replay.unused(), 0);
  return r;
}

TEST(Melee, PR_MELEE_2_3_QualityAndCharging) {
  MeleeSide vet;
  vet.quality = Quality::veteran;
  vet.charging = true;
  EXPECT_EQ(melee_modifiers(vet, MeleeSide{}, false, {}).total(), 2);
  MeleeSide cav;
  cav.arm = Arm::cavalry;
  cav.quality = Quality::guard;
  cav.charging = true;
  MeleeSide square;
  square.formation = Formation::square;
  EXPECT_EQ(melee_modifiers(cav, square, false, {}).total(), 4);  // guard +2, charge +2
  EXPECT_EQ(melee_modifiers(square, cav, true, {}).total(), 4);   // square vs cavalry
}

TEST(Melee, S16_3g_MountedSkirmishersGetNoChargeModifier) {
  MeleeSide s;
  s.arm = Arm::cavalry;
  s.charging = true;
  s.mounted_skirmisher = true;
  MeleeSide other;
  other.arm = Arm::cavalry;
  EXPECT_EQ(melee_modifiers(s, other, false, {}).total(), 0);
}

TEST(Melee, PR_MELEE_4_to_8_StateModifiers) {
  MeleeSide s;
  s.unformed = true;                // -2
  s.damage = Damage::points(8);     // standard battalion, level 2: -2
  s.flanked = true;                 // -2
  s.supports = 3;                   // +2 (at most two count)
  s.size = model::UnitSize::large;  // +1, and large: 8 damage is level 1 (-1 instead of -2)
  EXPECT_EQ(melee_modifiers(s, MeleeSide{}, false, {}).total(), -2 - 1 - 2 + 2 + 1);
}

TEST(Melee, PR_MELEE_9_CavalryCatchesInfantryInTheOpen) {
  MeleeSide cav;
  cav.arm = Arm::cavalry;
  MeleeSide line;
  EXPECT_EQ(melee_modifiers(cav, line, false, {}).total(), 2);
  line.cover = MeleeCover::cover;
  EXPECT_EQ(melee_modifiers(cav, line, false, {}).total(), 0);
}

TEST(Melee, PR_MELEE_11_DefenderInCoverOrTown) {
  MeleeSide d;
  d.cover = MeleeCover::built_up;
  EXPECT_EQ(melee_modifiers(d, MeleeSide{}, true, {}).total(), 2);
  d.cover = MeleeCover::cover;
  EXPECT_EQ(melee_modifiers(d, MeleeSide{}, true, {}).total(), 1);
  EXPECT_EQ(melee_modifiers(d, MeleeSide{}, false, {}).total(), 0);  // only defenders
}

TEST(Melee, S16_5_3_S16_5_5_S16_5_6_RedoubtDefenders) {
  MeleeSide d;
  d.redoubt = 6;
  EXPECT_EQ(melee_modifiers(d, MeleeSide{}, true, {}).total(), 1);  // weak
  d.redoubt = 12;
  EXPECT_EQ(melee_modifiers(d, MeleeSide{}, true, {}).total(), 2);  // strong
  d.redoubt = 18;
  EXPECT_EQ(melee_modifiers(d, MeleeSide{}, true, {}).total(), 4);  // very strong
  d.redoubt_initial = 18;
  d.redoubt = 9;  // fallen by half
  EXPECT_EQ(melee_modifiers(d, MeleeSide{}, true, {}).total(), 2);
  d.redoubt = 10;
  EXPECT_EQ(melee_modifiers(d, MeleeSide{}, true, {}).total(), 4);
  d.redoubt = 0;  // destroyed
  EXPECT_EQ(melee_modifiers(d, MeleeSide{}, true, {}).total(), 0);
}

TEST(Melee, S11_24a_3_SkirmishersHalfStrengthAgainstCossacksInTheOpen) {
  MeleeSide s;
  s.skirmisher = true;
  MeleeSide cossacks;
  cossacks.arm = Arm::cavalry;
  cossacks.cossack = true;
  EXPECT_EQ(melee_modifiers(s, cossacks, true, {}).total(), -2);
  s.cover = MeleeCover::cover;  // rough or cover: full strength (and +1 for cover)
  EXPECT_EQ(melee_modifiers(s, cossacks, true, {}).total(), 1);
}

TEST(Melee, S16_1g_1_BattalionGunTakesPart) {
  MeleeSide s;
  s.battalion_gun = true;
  EXPECT_EQ(melee_modifiers(s, MeleeSide{}, true, {}).total(), 1);
}

TEST(Melee, PR_MELEE_15_DrawBothUnformedOneDamage) {
  Melee m;
  const MeleeResult r = fight(m, {3, 4, 2, 5});
  EXPECT_EQ(r.winner, MeleeWinner::draw);
  EXPECT_EQ(r.attacker.damage, Damage::points(1));
  EXPECT_EQ(r.defender.status, UnitStatus::unformed);
}

TEST(Melee, PR_MELEE_16_CloseWinLoserRetreats) {
  Melee m;
  const MeleeResult r = fight(m, {4, 4, 3, 3});  // 8 against 6
  EXPECT_EQ(r.winner, MeleeWinner::attacker);
  EXPECT_EQ(r.margin, 2);
  EXPECT_EQ(r.defender.status, UnitStatus::retreating);
  EXPECT_EQ(r.defender.damage, Damage::points(1));
  EXPECT_EQ(r.attacker.damage, Damage::points(1));
}

TEST(Melee, PR_MELEE_17_ClearWinLoserRetreatsWithD3) {
  Melee m;
  const MeleeResult r = fight(m, {2, 2, 5, 4, 6});  // 4 against 9: the attacker loses by 5
  EXPECT_EQ(r.winner, MeleeWinner::defender);
  EXPECT_EQ(r.attacker.status, UnitStatus::retreating);
  EXPECT_EQ(r.attacker.damage, Damage::points(3));  // D3 from a 6
  EXPECT_EQ(r.defender.damage, Damage());
}

TEST(Melee, PR_MELEE_18_RoutLoserBrokenWithD3PlusOne) {
  Melee m;
  const MeleeResult r = fight(m, {6, 6, 1, 2, 1});  // 12 against 3
  EXPECT_EQ(r.defender.status, UnitStatus::broken);
  EXPECT_EQ(r.defender.damage, Damage::points(2));
}

TEST(Melee, STATUS_DISP_6_CavalryRidesDownInfantry) {
  Melee m;
  m.attacker.arm = Arm::cavalry;
  m.attacker.charging = true;                    // +2 charge, +2 against infantry in the open
  const MeleeResult r = fight(m, {3, 3, 4, 4});  // 10 against 8: margin 2, not enough
  EXPECT_FALSE(r.ridden_down);
  EXPECT_EQ(r.attacker.status, UnitStatus::unformed);  // STATUS-UNF-4
  const MeleeResult r2 = fight(m, {4, 3, 4, 4, 2});    // 11 against 8
  EXPECT_TRUE(r2.ridden_down);
  EXPECT_EQ(r2.defender.status, UnitStatus::dispersed);
}

TEST(Melee, STATUS_RETREAT_10_BatteryThatGivesWayIsLost) {
  Melee m;
  m.defender.arm = Arm::artillery;
  m.defender.formation = Formation::unlimbered;
  const MeleeResult r = fight(m, {4, 4, 3, 4, 1});  // 8 against 7-2 = 5: margin 3
  EXPECT_EQ(r.defender.status, UnitStatus::dispersed);
}

TEST(Melee, S16_1g_2_GunAbandonedWhenTheBattalionGivesWay) {
  Melee m;
  m.defender.battalion_gun = true;
  const MeleeResult r = fight(m, {6, 5, 3, 3, 1});  // 11 against 7
  EXPECT_TRUE(r.defender.gun_abandoned);
}

TEST(Melee, S16_2_5_ThreeToOneCavalryStaysFormed) {
  Melee m;
  m.attacker.arm = Arm::cavalry;
  m.attacker.squadrons = 3;
  m.defender.arm = Arm::cavalry;
  m.defender.squadrons = 1;
  const MeleeResult r = fight(m, {6, 6, 1, 1, 1});  // 12 against 2: broken
  EXPECT_EQ(r.defender.status, UnitStatus::broken);
  EXPECT_EQ(r.attacker.status, UnitStatus::ordered);
  m.attacker.squadrons = 2;
  EXPECT_EQ(fight(m, {6, 6, 1, 1, 1}).attacker.status, UnitStatus::unformed);
}

TEST(Melee, OddsSumToOneAndAreSymmetricForEqualSides) {
  Melee m;
  const auto d = dice::enumerate([&](dice::Roller& r) {
    Events off(false);
    return resolve_melee(m, r, off);
  });
  EXPECT_NEAR(d.total(), 1.0, 1e-12);
  const double a =
      d.probability([](const MeleeResult& r) { return r.winner == MeleeWinner::attacker; });
  const double b =
      d.probability([](const MeleeResult& r) { return r.winner == MeleeWinner::defender; });
  EXPECT_NEAR(a, b, 1e-15);
  // P(draw) = sum over s of P(2D6 = s)^2 = 146/1296.
  EXPECT_NEAR(1 - a - b, 146.0 / 1296, 1e-15);
}

// The closed form the AI weighs charges with gives exactly the winner odds of resolve_melee.
TEST(Melee, PR_MELEE_13_WinnerOddsInClosedFormEqualTheEnumeration) {
  int melees = 0;
  for (Arm aa : {Arm::infantry, Arm::cavalry}) {
    for (Arm da : {Arm::infantry, Arm::cavalry, Arm::artillery}) {
      for (int k = 0; k < 8; ++k) {
        Melee m;
        m.attacker.arm = aa;
        m.defender.arm = da;
        m.attacker.charging = (k & 1) != 0;
        m.defender.unformed = (k & 2) != 0;
        m.attacker.quality = (k & 4) != 0 ? model::Quality::veteran : model::Quality::line;
        m.defender.supports = k % 3;
        m.defender.cover = k > 4 ? MeleeCover::built_up : MeleeCover::open;
        m.attacker.flanked = k == 3;
        const auto exact = dice::enumerate([&](dice::Roller& r) {
          Events off(false);
          return resolve_melee(m, r, off).winner;
        });
        const auto closed = melee_winner_odds(m);
        ASSERT_EQ(closed.outcomes.size(), exact.outcomes.size());
        for (std::size_t i = 0; i < exact.outcomes.size(); ++i) {
          EXPECT_EQ(closed.outcomes[i].first, exact.outcomes[i].first);
          EXPECT_NEAR(closed.outcomes[i].second, exact.outcomes[i].second, 1e-12);
        }
        ++melees;
      }
    }
  }
  EXPECT_EQ(melees, 48);
  // Equal sides: a draw in 146 of 1296 throws, exactly.
  const auto even = melee_winner_odds(Melee{});
  EXPECT_EQ(even.outcomes.back().first, MeleeWinner::draw);
  EXPECT_EQ(even.outcomes.back().second, 146.0 / 1296);
}

// The margin the AI weighs a charge's stake with: exactly the signed margin of resolve_melee.
TEST(Melee, PR_MELEE_13_MarginOddsEqualTheEnumeration) {
  for (int k = 0; k < 6; ++k) {
    Melee m;
    m.attacker.arm = k < 3 ? Arm::cavalry : Arm::infantry;
    m.attacker.charging = true;
    m.defender.formation = k == 1 ? model::Formation::square : model::Formation::line;
    m.defender.unformed = k == 2;
    m.defender.cover = k == 4 ? MeleeCover::cover : MeleeCover::open;
    const auto exact = dice::enumerate([&](dice::Roller& r) {
      Events off(false);
      const MeleeResult x = resolve_melee(m, r, off);
      return x.winner == MeleeWinner::defender ? -x.margin : x.margin;
    });
    const auto closed = melee_margin_odds(m);
    for (const auto& [margin, p] : exact.outcomes) {
      EXPECT_NEAR(closed.probability([margin](int x) { return x == margin; }), p, 1e-12)
          << k << " " << margin;
    }
    EXPECT_NEAR(closed.probability([](int) { return true; }), 1.0, 1e-12);
  }
  // Cavalry charging a line in the open: +2 charging (PR-MELEE-3), +2 out of square
  // (PR-MELEE-9). It wins by 3 or more when the dice differ by -1 or more: 575 throws above,
  // 146 equal, 140 one below, of 1296.
  Melee cav;
  cav.attacker.arm = Arm::cavalry;
  cav.attacker.charging = true;
  const auto odds = melee_margin_odds(cav);
  EXPECT_EQ(odds.outcomes.front().first, -6);
  EXPECT_EQ(odds.outcomes.back().first, 14);
  EXPECT_DOUBLE_EQ(odds.probability([](int x) { return x >= 3; }), 861.0 / 1296);
}

// STATUS-DISP-6: ridden down only by cavalry, infantry out of square, in the open, by 3 or more.
TEST(Melee, STATUS_DISP_6_RidesDown) {
  MeleeSide cav;
  cav.arm = Arm::cavalry;
  MeleeSide line;
  EXPECT_TRUE(rides_down(cav, line, 3));
  EXPECT_FALSE(rides_down(cav, line, 2));
  MeleeSide square = line;
  square.formation = model::Formation::square;
  EXPECT_FALSE(rides_down(cav, square, 6));
  MeleeSide wood = line;
  wood.cover = MeleeCover::cover;
  EXPECT_FALSE(rides_down(cav, wood, 6));
  MeleeSide works = line;
  works.redoubt = 6;
  EXPECT_FALSE(rides_down(cav, works, 6));
  EXPECT_FALSE(rides_down(line, line, 6));
  MeleeSide battery;
  battery.arm = Arm::artillery;
  EXPECT_FALSE(rides_down(cav, battery, 6));
}

// ---- command ----

TEST(Command, PR_CMD_1_AdcsByRating) {
  EXPECT_EQ(adcs(GeneralRating::poor), 1);
  EXPECT_EQ(adcs(GeneralRating::average), 2);
  EXPECT_EQ(adcs(GeneralRating::good), 2);
  EXPECT_EQ(adcs(GeneralRating::superior), 3);
}

TEST(Command, ART_MODE_2_AssaultFireCostsTwoAdcs) {
  EXPECT_EQ(order_cost(CommandOrder::assault_fire).adcs, 2);
  EXPECT_EQ(order_cost(CommandOrder::resupply).adcs, 1);
  EXPECT_EQ(order_cost(CommandOrder::resupply).clause, "ART-LOWAMMO-3");
  EXPECT_EQ(order_cost(CommandOrder::forward).adcs, 1);
}

TEST(Command, PR_CMD_3_Initiative) {
  Events off(false);
  dice::Replay a({5, 3});
  EXPECT_EQ(roll_initiative(false, false, Side::first, a, off).first_to_move, Side::first);
  dice::Replay tie({4, 4});
  EXPECT_EQ(roll_initiative(false, false, Side::first, tie, off).first_to_move, Side::second);
  dice::Replay superior({3, 4});
  EXPECT_EQ(roll_initiative(false, true, Side::second, superior, off).first_to_move, Side::second);
  dice::Replay superior_tie({4, 3});  // 4 against 3 + 1: tie, second moved first last turn
  EXPECT_EQ(roll_initiative(false, true, Side::second, superior_tie, off).first_to_move,
            Side::first);
  const auto d = dice::enumerate([](dice::Roller& r) {
    Events e(false);
    return roll_initiative(false, false, Side::second, r, e).first_to_move;
  });
  // The first side wins outright 15/36 and ties 6/36 (it moved second last turn).
  EXPECT_NEAR(d.probability([](Side s) { return s == Side::first; }), 21.0 / 36, 1e-15);
}

}  // namespace
}  // namespace grognard::rules
