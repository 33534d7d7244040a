// The orders the game accepts now (game/legal_orders.h): exact lists for states built from the
// Peninsular battle, every listed order carried out by the phase without a refusal, and the
// refusals of orders left off the lists, with their clauses.
#include <gtest/gtest.h>

#include <functional>
#include <ostream>

#include "game/battle.h"
#include "game/legal_orders.h"
#include "game/light_battalion.h"
#include "game/peninsular.h"
#include "scripted_player.h"

namespace grognard::game {

// Orders as the prompt writes them, for readable failures.
void PrintTo(const Order& o, std::ostream* os) {
  *os << model::name_of(kOrderKindNames, o.kind) << " " << o.unit;
  if (o.target >= 0) *os << " -> " << o.target;
  if (o.kind == OrderKind::move) *os << " (" << o.x << ", " << o.y << ") " << o.facing;
  if (o.kind == OrderKind::change_formation || o.kind == OrderKind::reform) {
    *os << " " << model::name_of(model::kFormationNames, o.formation);
  }
  for (int id : o.from) *os << " +" << id;
}

namespace {

using model::Formation;

// Unit ids of the Peninsular battle (game/peninsular.cpp).
constexpr int k1st31e = 0;
constexpr int k2nd31e = 1;
constexpr int k3rd31e = 2;
constexpr int kLeger = 3;
constexpr int kFrenchBattery = 4;
constexpr int k45th = 5;
constexpr int k88th = 6;
constexpr int kKgl = 7;
constexpr int kBritishScreen = 8;
constexpr int kBritishBattery = 9;

Order formation(OrderKind kind, int unit, Formation f) {
  Order o = make_order(kind, unit);
  o.formation = f;
  return o;
}

Order move_here(const GameState& s, int id) {
  Order o = make_order(OrderKind::move, id);
  o.x = unit(s, id).x;
  o.y = unit(s, id).y;
  o.facing = unit(s, id).facing;
  return o;
}

// A light battalion's deployment of n companies, its line a full move straight ahead (S11.5).
Order deploy(const GameState& s, int id, int n) {
  Order o = make_order(OrderKind::deploy, id);
  const table::Point ahead = straight_ahead(unit(s, id));
  o.x = ahead.x();
  o.y = ahead.y();
  o.facing = unit(s, id).facing;
  o.companies = n;
  return o;
}

Order screen(int lead, std::vector<int> from) {
  Order o = make_order(OrderKind::form_screen, lead);
  o.from = std::move(from);
  return o;
}

GameState at_phase(model::Phase phase) {
  GameState s = peninsular_battle();
  seed_dice(s, 5);
  s.phase = phase;
  return s;
}

// Two lines face to face, fronts 6" apart: the 2/31e Ligne at (16, 35) facing up the table,
// overlapping the front of the 1/45th Foot at (22, 41) facing down it; the British screen is
// more than 11" away.
GameState face_to_face(model::Phase phase) {
  GameState s = at_phase(phase);
  unit(s, k2nd31e).x = 16;
  unit(s, k2nd31e).y = 35;
  return s;
}

// What shows in the log that the order was carried out.
std::string_view done_key(OrderKind k) {
  switch (k) {
    case OrderKind::fire:
      return "game.fires";
    case OrderKind::charge:
      return "game.charge";
    case OrderKind::change_formation:
      return "game.formation";
    case OrderKind::form_screen:
      return "game.screen_formed";
    case OrderKind::assault_fire:
      return "game.assault_fire";
    case OrderKind::resupply:
      return "game.resupplied";
    default:
      return {};
  }
}

// An event of `unit` (any unit: -1) in the log.
bool logged(const Log& log, std::string_view key, int unit) {
  for (const LogEntry& e : log) {
    if (e.event.key == key && (unit < 0 || (e.event.argc > 0 && e.event.args[0].value == unit))) {
      return true;
    }
  }
  return false;
}

// Every order legal_orders lists for `id`, asked for when the phase asks for orders, is carried
// out by the phase: no refusal, and the event that shows it done (a move: a move or a wheel).
void expect_each_accepted(const GameState& start, int id) {
  const int side = unit(start, id).side;
  std::size_t count = 0;
  {
    GameState s = start;
    Scripted me;
    Scripted other;
    me.give = [&](const GameState& now, int) {
      count = legal_orders(now, id).size();
      return std::vector<Order>{};
    };
    Players p;
    p.side[static_cast<std::size_t>(side)] = &me;
    p.side[static_cast<std::size_t>(1 - side)] = &other;
    Log log;
    play_phase(s, p, log);
  }
  ASSERT_GT(count, 0u);
  for (std::size_t i = 0; i < count; ++i) {
    GameState s = start;
    Scripted me;
    Scripted other;
    Order given;
    me.give = [&](const GameState& now, int) {
      given = legal_orders(now, id)[i];
      return std::vector<Order>{given};
    };
    Players p;
    p.side[static_cast<std::size_t>(side)] = &me;
    p.side[static_cast<std::size_t>(1 - side)] = &other;
    Log log;
    play_phase(s, p, log);
    EXPECT_FALSE(logged(log, "game.refused", id)) << "order " << i << " of unit " << id;
    if (given.kind == OrderKind::move) {
      EXPECT_TRUE(logged(log, "game.move", id) || logged(log, "game.wheel", id));
    } else if (!done_key(given.kind).empty()) {
      // A screen is a new unit: the event names it, not the battalion that leads.
      const int who = given.kind == OrderKind::form_screen ? -1 : id;
      EXPECT_TRUE(logged(log, done_key(given.kind), who))
          << "order " << i << " of unit " << id << ": " << done_key(given.kind);
    }
  }
}

TEST(LegalOrders, PR_MOVE_11_MovementAtTheStart) {
  const GameState s = at_phase(model::Phase::movement);
  EXPECT_EQ(legal_orders(s, k1st31e),
            (std::vector<Order>{
                make_order(OrderKind::hold, k1st31e),
                formation(OrderKind::change_formation, k1st31e, Formation::column),
                formation(OrderKind::change_formation, k1st31e, Formation::mass_column),
                formation(OrderKind::change_formation, k1st31e, Formation::square),
                move_here(s, k1st31e), screen(k1st31e, {k1st31e, k2nd31e, k3rd31e, kLeger})}));
  // An unlimbered battery is manhandled; 5" from the near edge it cannot limber up, for its
  // limbers would stand off the table (PR-TURN-2, PR-MOVE-13); it sends no companies.
  EXPECT_EQ(legal_orders(s, kFrenchBattery),
            (std::vector<Order>{make_order(OrderKind::hold, kFrenchBattery),
                                move_here(s, kFrenchBattery)}));
  const auto limber = order_refusal(
      s, 0, formation(OrderKind::change_formation, kFrenchBattery, Formation::limbered));
  ASSERT_TRUE(limber);
  EXPECT_EQ(limber->clause, "PR-MOVE-13");
  EXPECT_EQ(limber->key, "refusal.blocked");
  // Skirmishers keep skirmish order (PR-MOVE-11); the KGL sends its own company only, or
  // reinforces the screen with it (S11.4), or deploys two or one of its four companies (S11.5).
  EXPECT_EQ(legal_orders(s, kBritishScreen),
            (std::vector<Order>{make_order(OrderKind::hold, kBritishScreen),
                                move_here(s, kBritishScreen)}));
  EXPECT_EQ(legal_orders(s, kKgl),
            (std::vector<Order>{
                make_order(OrderKind::hold, kKgl),
                formation(OrderKind::change_formation, kKgl, Formation::column),
                formation(OrderKind::change_formation, kKgl, Formation::mass_column),
                formation(OrderKind::change_formation, kKgl, Formation::square), move_here(s, kKgl),
                screen(kKgl, {kKgl}), deploy(s, kKgl, 2), deploy(s, kKgl, 1),
                make_order(OrderKind::reinforce_screen, kKgl, kBritishScreen)}));
  EXPECT_DOUBLE_EQ(move_allowance(unit(s, k1st31e)), 6.0);
  EXPECT_DOUBLE_EQ(move_allowance(unit(s, kFrenchBattery)), 2.0);
  EXPECT_DOUBLE_EQ(move_allowance(unit(s, kBritishScreen)), 9.0);
  for (int id : {k1st31e, kFrenchBattery, kBritishScreen, kKgl}) expect_each_accepted(s, id);
}

TEST(LegalOrders, PR_MOVE_11_RefusedFormationsAreLeftOff) {
  const GameState s = at_phase(model::Phase::movement);
  const auto skirmish =
      order_refusal(s, 0, formation(OrderKind::change_formation, k1st31e, Formation::skirmish));
  ASSERT_TRUE(skirmish);
  EXPECT_EQ(skirmish->clause, "PR-MOVE-11");
  EXPECT_EQ(skirmish->key, "refusal.formation");
  // Orders of another phase, of the other side, and units that cannot be ordered.
  EXPECT_EQ(order_refusal(s, 0, make_order(OrderKind::fire, k1st31e, k45th))->clause, "PR-TURN-1");
  EXPECT_EQ(order_refusal(s, 0, make_order(OrderKind::hold, k45th))->key, "refusal.not_yours");
  EXPECT_EQ(order_refusal(s, 0, make_order(OrderKind::hold, 99))->key, "refusal.no_such_unit");
  EXPECT_FALSE(order_refusal(s, 0, make_order(OrderKind::hold, k1st31e)));
}

TEST(LegalOrders, STATUS_UNF_3_AnUnformedUnitOnlyReforms) {
  GameState s = at_phase(model::Phase::movement);
  unit(s, k3rd31e).body.status = model::UnitStatus::unformed;
  EXPECT_EQ(legal_orders(s, k3rd31e),
            (std::vector<Order>{make_order(OrderKind::hold, k3rd31e),
                                formation(OrderKind::reform, k3rd31e, Formation::line)}));
  EXPECT_EQ(order_refusal(s, 0, move_here(s, k3rd31e))->clause, "STATUS-UNF-3");
  EXPECT_EQ(order_refusal(s, 0, formation(OrderKind::change_formation, k3rd31e, Formation::column))
                ->clause,
            "STATUS-UNF-5");
  // Its company no longer goes to a screen (S11.2-ELIG): the 1/31e's screen leaves it out.
  EXPECT_EQ(legal_orders(s, k1st31e).back(), screen(k1st31e, {k1st31e, k2nd31e, kLeger}));
  expect_each_accepted(s, k3rd31e);
}

TEST(LegalOrders, PR_FIRE_1_FireFaceToFace) {
  const GameState s = face_to_face(model::Phase::fire);
  EXPECT_EQ(legal_orders(s, k2nd31e),
            (std::vector<Order>{make_order(OrderKind::hold, k2nd31e),
                                make_order(OrderKind::fire, k2nd31e, k45th)}));
  EXPECT_EQ(legal_orders(s, k45th),
            (std::vector<Order>{make_order(OrderKind::hold, k45th),
                                make_order(OrderKind::fire, k45th, k2nd31e)}));
  // Out of reach at the start: the 1/31e has no target, and is told why.
  EXPECT_EQ(legal_orders(s, k1st31e), (std::vector<Order>{make_order(OrderKind::hold, k1st31e)}));
  EXPECT_EQ(order_refusal(s, 0, make_order(OrderKind::fire, k1st31e, k45th))->clause, "F-RANGE-2");
  // Not at a friend.
  EXPECT_EQ(order_refusal(s, 0, make_order(OrderKind::fire, k2nd31e, k1st31e))->key,
            "refusal.not_enemy");
  for (int id : {k2nd31e, k45th}) expect_each_accepted(s, id);
}

TEST(LegalOrders, PR_FIRE_1_OnceATurn) {
  GameState s = face_to_face(model::Phase::fire);
  unit(s, k2nd31e).fired = true;
  EXPECT_EQ(legal_orders(s, k2nd31e), (std::vector<Order>{make_order(OrderKind::hold, k2nd31e)}));
  const auto no = order_refusal(s, 0, make_order(OrderKind::fire, k2nd31e, k45th));
  ASSERT_TRUE(no);
  EXPECT_EQ(no->clause, "PR-FIRE-1");
  EXPECT_EQ(no->key, "refusal.already_fired");
}

TEST(LegalOrders, PR_CHARGE_2_ChargeWithinReach) {
  const GameState s = face_to_face(model::Phase::charge);
  EXPECT_EQ(legal_orders(s, k2nd31e),
            (std::vector<Order>{make_order(OrderKind::hold, k2nd31e),
                                make_order(OrderKind::charge, k2nd31e, k45th)}));
  // Batteries do not charge (PR-CHARGE-1); skirmishers charge only skirmishers (S11.23a).
  EXPECT_EQ(legal_orders(s, kFrenchBattery),
            (std::vector<Order>{make_order(OrderKind::hold, kFrenchBattery)}));
  EXPECT_EQ(order_refusal(s, 1, make_order(OrderKind::charge, kBritishScreen, k2nd31e))->clause,
            "S11.23a");
  // Beyond reach (PR-MOVE-12: a line's 6" move and 3").
  EXPECT_EQ(order_refusal(s, 0, make_order(OrderKind::charge, k1st31e, k45th))->key,
            "charge.refused.reach");
  expect_each_accepted(s, k2nd31e);
}

TEST(LegalOrders, PR_CMD_2_BatteryOrders) {
  GameState s = at_phase(model::Phase::command);
  s.brigades[0].adcs = 2;
  EXPECT_EQ(legal_orders(s, kFrenchBattery),
            (std::vector<Order>{make_order(OrderKind::hold, kFrenchBattery),
                                make_order(OrderKind::assault_fire, kFrenchBattery)}));
  EXPECT_EQ(legal_orders(s, k1st31e), (std::vector<Order>{make_order(OrderKind::hold, k1st31e)}));
  EXPECT_EQ(order_refusal(s, 0, make_order(OrderKind::assault_fire, k1st31e))->key,
            "refusal.not_battery");
  EXPECT_EQ(order_refusal(s, 0, make_order(OrderKind::resupply, kFrenchBattery))->clause,
            "ART-LOWAMMO-3");
  unit(s, kFrenchBattery).low_ammo = true;
  s.brigades[0].adcs = 1;  // enough to resupply, not for assault fire
  EXPECT_EQ(legal_orders(s, kFrenchBattery),
            (std::vector<Order>{make_order(OrderKind::hold, kFrenchBattery),
                                make_order(OrderKind::resupply, kFrenchBattery)}));
  EXPECT_EQ(order_refusal(s, 0, make_order(OrderKind::assault_fire, kFrenchBattery))->clause,
            "PR-CMD-1");
  // When the phase asks, the brigade has its ADCs (PR-CMD-1) and every order listed goes out.
  expect_each_accepted(s, kFrenchBattery);
  expect_each_accepted(s, kBritishBattery);
}

TEST(LegalOrders, MeleePhaseHasOnlyHold) {
  const GameState s = at_phase(model::Phase::melee);
  EXPECT_EQ(legal_orders(s, k88th), (std::vector<Order>{make_order(OrderKind::hold, k88th)}));
}

}  // namespace
}  // namespace grognard::game
