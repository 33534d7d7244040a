// The unit-status state machine (seed 003 "ОПРЕДЕЛЕНИЕ ПРОВЕРКИ НА ДИСЦИПЛИНУ", CLAUSES.md
// §7.1-§7.6): a table walks every transition from every status it applies to, each row named
// after the clause it checks, and every cause of dispersal is reached.
#include <gtest/gtest.h>

#include <functional>
#include <set>

#include "rules/light_battalion_rally.h"
#include "rules/unit_status.h"
#include "text/phrases.h"

namespace grognard::rules {
namespace {

using model::BrigadeStatus;
using model::Damage;
using model::Formation;
using model::Phase;
using model::Quality;
using model::UnitSize;
using model::UnitStatus;
using model::UnitType;

UnitState infantry(UnitStatus s = UnitStatus::ordered, int damage = 0) {
  UnitState u;
  u.type = UnitType::infantry;
  u.quality = Quality::line;
  u.size = UnitSize::standard;
  u.formation = Formation::line;
  u.status = s;
  u.damage = Damage::points(damage);
  return u;
}
UnitState of_type(UnitType t, UnitStatus s = UnitStatus::ordered) {
  UnitState u = infantry(s);
  u.type = t;
  u.formation = t == UnitType::artillery  ? Formation::unlimbered
                : model::is_skirmisher(t) ? Formation::skirmish
                                          : Formation::line;
  return u;
}
UnitState cossacks(UnitStatus s = UnitStatus::ordered) {
  UnitState u = of_type(UnitType::cavalry, s);
  u.cossacks = true;
  return u;
}
UnitState with_general(UnitState u) {
  u.general_attached = true;
  return u;
}
UnitState held(UnitState u) {
  u.held_until_next_turn = true;
  return u;
}
UnitState may_take_any_formation(UnitState u) {
  u.reform_any_formation = true;
  return u;
}

const Moment kFire{Phase::fire, {}};
const Moment kMovement{Phase::movement, {}};
const Moment kCommand{Phase::command, {}};
const Moment kCharge{Phase::charge, {}};
const Moment kMelee{Phase::melee, {}};

using Transition = std::function<Checked<UnitStep>(const UnitState&, Events&)>;

DisciplineOutcome result(DtResult r, int suffered = 0, int recovered = 0) {
  return DisciplineOutcome{r, Damage::points(suffered), Damage::points(recovered)};
}
Transition dt(DtResult r, int suffered = 0, ChargeRole role = ChargeRole::none,
              bool from_charge = false, int recovered = 0) {
  return [=](const UnitState& u, Events& e) {
    return apply_discipline_result(u, result(r, suffered, recovered), {role, from_charge}, kFire,
                                   e);
  };
}
Transition brigade(BrigadeStatus from, BrigadeStatus to, bool caused = false) {
  return
      [=](const UnitState& u, Events& e) { return brigade_changed(u, from, to, caused, kFire, e); };
}
Transition rally_in(BrigadeStatus b, const Moment& when = kCommand) {
  return [=](const UnitState& u, Events& e) { return rally(u, b, when, e); };
}
Transition voluntary_fall_back(const Moment& when = kMovement) {
  return
      [=](const UnitState& u, Events& e) { return fall_back(u, FallBackKind::voluntary, when, e); };
}
Transition compulsory_fall_back() {
  return [](const UnitState& u, Events& e) {
    return fall_back(u, FallBackKind::compulsory, kCharge, e);
  };
}
Transition reform_into(Formation f, const Moment& when = kMovement) {
  return [=](const UnitState& u, Events& e) { return reform(u, f, when, e); };
}
Transition charged_by(Charger c) {
  return [=](const UnitState& u, Events& e) { return charged(u, c, kCharge, e); };
}
Transition damage(int halves) {
  return [=](const UnitState& u, Events& e) {
    return take_damage(u, Damage::halves(halves), kFire, e);
  };
}

struct Row {
  const char* clause;  // what the row checks
  UnitState before;
  Transition transition;
  // Expected: a refusal with this clause, or the status, dispersal, damage and signals.
  const char* refused = nullptr;
  UnitStatus status = UnitStatus::ordered;
  Dispersal dispersal = Dispersal::none;
  std::vector<Signal> signals = {};
  int damage_halves = -1;  // -1: not checked
};

std::vector<Row> rows() {
  using S = UnitStatus;
  using D = Dispersal;
  using G = Signal;
  return {
      // The discipline test's results.
      {"DT-RESULT-7", infantry(), dt(DtResult::ordered), nullptr, S::ordered},
      {"STATUS-UNF-3 a passed test does not re-form", infantry(S::unformed), dt(DtResult::ordered),
       nullptr, S::unformed},
      {"DT-RESULT-66 recovers",
       infantry(S::ordered, 5),
       dt(DtResult::ordered, 0, ChargeRole::none, false, 1),
       nullptr,
       S::ordered,
       D::none,
       {},
       8},
      {"STATUS-UNF-0", infantry(), dt(DtResult::unformed), nullptr, S::unformed},
      {"STATUS-UNF-0 falling back stays", infantry(S::falling_back), dt(DtResult::unformed),
       nullptr, S::falling_back},
      {"DT-CHARGE-3",
       infantry(),
       dt(DtResult::unformed, 0, ChargeRole::lead),
       nullptr,
       S::unformed,
       D::none,
       {G::charge_goes_on_unformed}},
      {"STATUS-RETREAT-1, -3",
       infantry(),
       dt(DtResult::retreat, 2),
       nullptr,
       S::retreating,
       D::none,
       {G::retreat_move, G::unforms_friends},
       4},
      {"STATUS-RETREAT-1 skirmishers burst through nothing",
       of_type(UnitType::skirmish_screen),
       dt(DtResult::retreat, 1),
       nullptr,
       S::retreating,
       D::none,
       {G::retreat_move}},
      {"DT-CHARGE-4",
       infantry(),
       dt(DtResult::retreat, 1, ChargeRole::lead),
       nullptr,
       S::retreating,
       D::none,
       {G::retreat_move, G::unforms_friends, G::supports_fall_back}},
      {"DT-CHARGE-5",
       infantry(),
       dt(DtResult::retreat, 1, ChargeRole::support),
       nullptr,
       S::retreating,
       D::none,
       {G::retreat_move, G::unforms_friends}},
      {"STATUS-RETREAT-10",
       of_type(UnitType::artillery),
       dt(DtResult::retreat, 1, ChargeRole::none, true),
       nullptr,
       S::dispersed,
       D::battery_gave_way,
       {G::removed}},
      {"STATUS-RETREAT-10 not from fire",
       of_type(UnitType::artillery),
       dt(DtResult::retreat, 1),
       nullptr,
       S::retreating,
       D::none,
       {G::retreat_move, G::unforms_friends}},
      {"STATUS-RETREAT-9",
       infantry(S::retreating),
       dt(DtResult::broken),
       nullptr,
       S::broken,
       D::none,
       {G::broken_move}},
      {"STATUS-BROKEN-1 broken battery removed",
       of_type(UnitType::artillery, S::retreating),
       dt(DtResult::broken),
       nullptr,
       S::dispersed,
       D::battery_broken,
       {G::removed}},
      {"STATUS-DISP-1 by the D3",
       infantry(S::ordered, 11),
       dt(DtResult::retreat, 1),
       nullptr,
       S::dispersed,
       D::damage_limit,
       {G::removed},
       24},
      {"STATUS-DISP-11",
       with_general(infantry(S::ordered, 11)),
       dt(DtResult::retreat, 2),
       nullptr,
       S::dispersed,
       D::damage_limit,
       {G::removed, G::general_stays}},
      {"DT-CHARGE-4 a dispersed lead unit's supports still fall back",
       infantry(S::ordered, 11),
       dt(DtResult::retreat, 3, ChargeRole::lead),
       nullptr,
       S::dispersed,
       D::damage_limit,
       {G::supports_fall_back, G::removed}},
      {"STATUS-DISP-0", infantry(S::dispersed), dt(DtResult::ordered), "STATUS-DISP-0"},

      // Damage.
      {"STATUS-DISP-1",
       infantry(S::ordered, 11),
       damage(2),
       nullptr,
       S::dispersed,
       D::damage_limit,
       {G::removed},
       24},
      {"DMG-RECRUIT",
       [] {
         UnitState u = infantry(S::ordered, 9);
         u.quality = Quality::conscript;
         return u;
       }(),
       damage(2), nullptr, S::dispersed, D::damage_limit},
      {"DMG-DISPERSE half points",
       infantry(S::ordered, 11),
       damage(1),
       nullptr,
       S::ordered,
       D::none,
       {},
       23},

      // The charge.
      {"STATUS-RETREAT-8",
       infantry(S::retreating),
       charged_by(Charger::close_order),
       nullptr,
       S::broken,
       D::none,
       {G::broken_move}},
      {"STATUS-DISP-5 retreating battery charged", of_type(UnitType::artillery, S::retreating),
       charged_by(Charger::close_order), nullptr, S::dispersed, D::battery_broken},
      {"STATUS-BROKEN-1 charged again",
       infantry(S::broken),
       charged_by(Charger::close_order),
       nullptr,
       S::broken,
       D::none,
       {G::broken_move}},
      {"S11.25-2",
       of_type(UnitType::skirmish_screen),
       charged_by(Charger::close_order),
       nullptr,
       S::ordered,
       D::none,
       {G::evade}},
      {"S11.24a-1", of_type(UnitType::light_battalion_skirmish), charged_by(Charger::cossacks),
       nullptr, S::ordered},
      {"S11.23b", of_type(UnitType::skirmish_screen), charged_by(Charger::skirmishers), nullptr,
       S::ordered},
      {"charged formed infantry keeps its status", infantry(), charged_by(Charger::close_order),
       nullptr, S::ordered},
      {"STATUS-DISP-6", infantry(S::unformed),
       [](const UnitState& u, Events& e) { return ridden_down(u, kMelee, e); }, nullptr,
       S::dispersed, D::ridden_down},
      {"STATUS-DISP-6 only infantry", of_type(UnitType::cavalry),
       [](const UnitState& u, Events& e) { return ridden_down(u, kMelee, e); }, "STATUS-DISP-6"},

      // A melee won (STATUS-UNF-4, S16.2-5).
      {"STATUS-UNF-4", of_type(UnitType::cavalry, S::unformed),
       [](const UnitState& u, Events& e) { return melee_won(u, 0, 0, true, e); }, nullptr,
       S::unformed},
      {"S16.2-5", of_type(UnitType::cavalry, S::unformed),
       [](const UnitState& u, Events& e) { return melee_won(u, 3, 1, true, e); }, nullptr,
       S::ordered},
      {"S16.2-5 enemy not broken", of_type(UnitType::cavalry, S::unformed),
       [](const UnitState& u, Events& e) { return melee_won(u, 3, 1, false, e); }, nullptr,
       S::unformed},
      {"STATUS-RETREAT-8 no melee won", infantry(S::retreating),
       [](const UnitState& u, Events& e) { return melee_won(u, 0, 0, true, e); },
       "STATUS-RETREAT-8"},

      // Fall Back.
      {"STATUS-FB-7", infantry(), voluntary_fall_back(), "STATUS-FB-7"},
      {"STATUS-FB-8, -9",
       infantry(S::unformed),
       voluntary_fall_back(),
       nullptr,
       S::falling_back,
       D::none,
       {G::fall_back_move, G::unforms_friends, G::free_turn},
       2},
      {"STATUS-FB-8 fatigue at the limit", infantry(S::unformed, 11), voluntary_fall_back(),
       nullptr, S::dispersed, D::damage_limit},
      {"STATUS-UNF-3 fall back in the Movement phase", infantry(S::unformed),
       voluntary_fall_back(kFire), "STATUS-UNF-3"},
      {"STATUS-FB-10 skirmishers",
       of_type(UnitType::skirmish_screen),
       voluntary_fall_back(),
       nullptr,
       S::falling_back,
       D::none,
       {G::fall_back_move},
       0},
      {"STATUS-FB-10 Cossacks",
       cossacks(),
       voluntary_fall_back(),
       nullptr,
       S::falling_back,
       D::none,
       {G::fall_back_move},
       0},
      {"STATUS-RETREAT-7 no voluntary fall back", infantry(S::retreating), voluntary_fall_back(),
       "STATUS-RETREAT-7"},
      {"STATUS-BROKEN-1 no voluntary fall back", infantry(S::broken), voluntary_fall_back(),
       "STATUS-BROKEN-1"},
      {"STATUS-FB-6 already falling back", infantry(S::falling_back), voluntary_fall_back(),
       "STATUS-FB-6"},
      {"STATUS-UNF-4 held cavalry", held(of_type(UnitType::cavalry, S::unformed)),
       voluntary_fall_back(), "STATUS-UNF-4"},
      {"STATUS-FB-1, -2 compulsory",
       infantry(),
       compulsory_fall_back(),
       nullptr,
       S::falling_back,
       D::none,
       {G::fall_back_move, G::unforms_friends},
       0},
      {"STATUS-FB-1 compulsory of a retreating unit", infantry(S::retreating),
       compulsory_fall_back(), nullptr, S::retreating},

      // The new turn.
      {"STATUS-FB-6 close order halts Unformed", infantry(S::falling_back),
       [](const UnitState& u, Events& e) { return new_turn(u, e); }, nullptr, S::unformed},
      {"STATUS-FB-6 skirmishers halt in good order",
       of_type(UnitType::skirmish_screen, S::falling_back),
       [](const UnitState& u, Events& e) { return new_turn(u, e); }, nullptr, S::ordered},

      // Re-forming.
      {"STATUS-UNF-3", infantry(S::unformed), reform_into(Formation::line), nullptr, S::ordered},
      {"STATUS-UNF-3 only in the Movement phase", infantry(S::unformed),
       reform_into(Formation::line, kFire), "STATUS-UNF-3"},
      {"STATUS-UNF-5", infantry(S::unformed), reform_into(Formation::square), "STATUS-UNF-5"},
      {"STATUS-UNF-5 any formation after a rally", may_take_any_formation(infantry(S::unformed)),
       reform_into(Formation::square), nullptr, S::ordered},
      {"STATUS-UNF-5 a formation of its type", may_take_any_formation(infantry(S::unformed)),
       reform_into(Formation::limbered), "STATUS-UNF-5"},
      {"STATUS-OBEY-1", infantry(), reform_into(Formation::line), "STATUS-OBEY-1"},
      {"STATUS-RETREAT-7 no re-forming", infantry(S::retreating), reform_into(Formation::line),
       "STATUS-RETREAT-7"},
      {"STATUS-FB-6 no re-forming this turn", infantry(S::falling_back),
       reform_into(Formation::line), "STATUS-FB-6"},
      {"STATUS-UNF-4 re-forming in place is allowed", held(of_type(UnitType::cavalry, S::unformed)),
       reform_into(Formation::line), nullptr, S::ordered},

      // Passed through by friends.
      {"STATUS-FB-4", infantry(),
       [](const UnitState& u, Events& e) { return passed_through(u, e); }, nullptr, S::unformed},
      {"S11.25-1", of_type(UnitType::skirmish_screen),
       [](const UnitState& u, Events& e) { return passed_through(u, e); }, nullptr, S::ordered},

      // The broken move and the compulsory move.
      {"STATUS-BROKEN-3", infantry(S::broken),
       [](const UnitState& u, Events& e) { return broken_move_ended(u, true, kFire, e); }, nullptr,
       S::broken},
      {"STATUS-DISP-2", infantry(S::broken),
       [](const UnitState& u, Events& e) { return broken_move_ended(u, false, kFire, e); }, nullptr,
       S::dispersed, D::broken_no_support},
      {"STATUS-BROKEN-2 only broken units", infantry(S::retreating),
       [](const UnitState& u, Events& e) { return broken_move_ended(u, false, kFire, e); },
       "STATUS-BROKEN-2"},
      {"STATUS-DISP-7 retreating", infantry(S::retreating),
       [](const UnitState& u, Events& e) { return contact_in_compulsory_move(u, kFire, e); },
       nullptr, S::dispersed, D::contact_in_compulsory_move},
      {"STATUS-DISP-7 broken", infantry(S::broken),
       [](const UnitState& u, Events& e) { return contact_in_compulsory_move(u, kFire, e); },
       nullptr, S::dispersed, D::contact_in_compulsory_move},
      {"STATUS-DISP-7 only a compulsory move", infantry(),
       [](const UnitState& u, Events& e) { return contact_in_compulsory_move(u, kFire, e); },
       "STATUS-DISP-7"},
      {"STATUS-DISP-8", of_type(UnitType::cavalry),
       [](const UnitState& u, Events& e) { return left_table(u, kMovement, e); }, nullptr,
       S::dispersed, D::left_table},
      {"S11.24c-1 / G-43", of_type(UnitType::skirmish_screen),
       [](const UnitState& u, Events& e) { return overrun(u, kCharge, e); }, nullptr, S::dispersed,
       D::overrun},
      {"S11.24c-1 only skirmishers", infantry(),
       [](const UnitState& u, Events& e) { return overrun(u, kCharge, e); }, "S11.24c-1"},
      {"ART-NOAMMO-2", of_type(UnitType::artillery),
       [](const UnitState& u, Events& e) { return out_of_ammunition(u, kFire, e); }, nullptr,
       S::dispersed, D::no_ammunition},
      {"ART-NOAMMO-2 only batteries", infantry(),
       [](const UnitState& u, Events& e) { return out_of_ammunition(u, kFire, e); },
       "ART-NOAMMO-2"},

      // The rally check in the Command phase.
      {"STATUS-RETREAT-11", infantry(S::retreating), rally_in(BrigadeStatus::obeying), nullptr,
       S::unformed},
      {"STATUS-RETREAT-11 skirmishers obey at once",
       of_type(UnitType::skirmish_screen, S::retreating), rally_in(BrigadeStatus::obeying), nullptr,
       S::ordered},
      {"STATUS-RETREAT-12 Faltering",
       infantry(S::retreating, 2),
       rally_in(BrigadeStatus::faltering),
       nullptr,
       S::retreating,
       D::none,
       {},
       6},
      {"STATUS-RETREAT-12 Wavering",
       infantry(S::retreating),
       rally_in(BrigadeStatus::wavering),
       nullptr,
       S::retreating,
       D::none,
       {},
       2},
      {"STATUS-RETREAT-12 until the damage limit", infantry(S::retreating, 11),
       rally_in(BrigadeStatus::faltering), nullptr, S::dispersed, D::damage_limit},
      {"STATUS-DISP-4 at the rally", infantry(S::retreating), rally_in(BrigadeStatus::falling_back),
       nullptr, S::dispersed, D::retreating_brigade_gives_way},
      {"STATUS-DISP-4 at the rally, Sauve qui Peut", infantry(S::retreating),
       rally_in(BrigadeStatus::sauve_qui_peut), nullptr, S::dispersed,
       D::retreating_brigade_gives_way},
      {"STATUS-BROKEN-4", infantry(S::broken), rally_in(BrigadeStatus::obeying), nullptr,
       S::unformed},
      {"STATUS-BROKEN-5 Faltering", infantry(S::broken), rally_in(BrigadeStatus::faltering),
       nullptr, S::dispersed, D::broken_at_rally},
      {"STATUS-BROKEN-5 Wavering", infantry(S::broken), rally_in(BrigadeStatus::wavering), nullptr,
       S::dispersed, D::broken_at_rally},
      {"STATUS-DISP-3 at the rally", infantry(S::broken), rally_in(BrigadeStatus::falling_back),
       nullptr, S::dispersed, D::broken_brigade_worse},
      {"G-22 rally in the Command phase", infantry(S::retreating),
       rally_in(BrigadeStatus::obeying, kFire), "G-22"},
      {"rally leaves others as they are", infantry(S::unformed), rally_in(BrigadeStatus::faltering),
       nullptr, S::unformed},

      // The brigade changes status.
      {"STATUS-DISP-3", infantry(S::broken),
       brigade(BrigadeStatus::obeying, BrigadeStatus::faltering), nullptr, S::dispersed,
       D::broken_brigade_worse},
      {"G-20 its own break does not disperse it", infantry(S::broken),
       brigade(BrigadeStatus::obeying, BrigadeStatus::faltering, true), nullptr, S::broken},
      {"STATUS-DISP-3 Wavering", infantry(S::broken),
       brigade(BrigadeStatus::faltering, BrigadeStatus::wavering), nullptr, S::dispersed,
       D::broken_brigade_worse},
      {"STATUS-DISP-4", infantry(S::retreating),
       brigade(BrigadeStatus::wavering, BrigadeStatus::falling_back), nullptr, S::dispersed,
       D::retreating_brigade_gives_way},
      {"STATUS-DISP-4 Sauve qui Peut", infantry(S::retreating),
       brigade(BrigadeStatus::faltering, BrigadeStatus::sauve_qui_peut), nullptr, S::dispersed,
       D::retreating_brigade_gives_way},
      {"STATUS-RETREAT-12 Faltering does not disperse retreating units", infantry(S::retreating),
       brigade(BrigadeStatus::obeying, BrigadeStatus::faltering), nullptr, S::retreating},
      {"BM-EFFECT-FB",
       infantry(),
       brigade(BrigadeStatus::wavering, BrigadeStatus::falling_back),
       nullptr,
       S::falling_back,
       D::none,
       {G::fall_back_move, G::unforms_friends}},
      {"BM-EFFECT-SQP",
       infantry(S::unformed),
       brigade(BrigadeStatus::falling_back, BrigadeStatus::sauve_qui_peut),
       nullptr,
       S::retreating,
       D::none,
       {G::retreat_move, G::unforms_friends}},
      {"a better brigade status changes nothing at once", infantry(S::broken),
       brigade(BrigadeStatus::wavering, BrigadeStatus::faltering), nullptr, S::broken},
      {"STATUS-DISP-9",
       with_general(infantry(S::unformed)),
       [](const UnitState& u, Events& e) { return brigade_dissolved(u, kFire, e); },
       nullptr,
       S::dispersed,
       D::demoralised_brigade,
       {G::removed, G::general_stays}},

      // The light battalion rallies (S11.7-3, S11.7-4).
      {"S11.7-4",
       of_type(UnitType::light_battalion_skirmish),
       [](const UnitState& u, Events& e) {
         return rally_light_battalion(u, Formation::square, kMovement, e);
       },
       nullptr,
       S::ordered,
       D::none,
       {G::rally_at_command_companies}},
      {"S11.7-1 only light battalions", of_type(UnitType::skirmish_screen),
       [](const UnitState& u, Events& e) {
         return rally_light_battalion(u, Formation::line, kMovement, e);
       },
       "S11.7-1"},
      {"S11.7-4 a close-order formation", of_type(UnitType::light_battalion_skirmish),
       [](const UnitState& u, Events& e) {
         return rally_light_battalion(u, Formation::skirmish, kMovement, e);
       },
       "S11.7-4"},
      {"STATUS-RETREAT-7 a retreating battalion does not re-form",
       of_type(UnitType::light_battalion_skirmish, S::retreating),
       [](const UnitState& u, Events& e) {
         return rally_light_battalion(u, Formation::line, kMovement, e);
       },
       "STATUS-RETREAT-7"},
  };
}

TEST(StatusTest, EveryTransitionOfTheTable) {
  for (const Row& row : rows()) {
    SCOPED_TRACE(row.clause);
    Events events;
    const auto got = row.transition(row.before, events);
    if (row.refused != nullptr) {
      ASSERT_FALSE(got.ok());
      EXPECT_EQ(got.refusal().clause, std::string_view(row.refused));
      continue;
    }
    ASSERT_TRUE(got.ok()) << got.refusal().key;
    const UnitStep& step = got.value();
    EXPECT_EQ(step.unit.status, row.status);
    // A dispersal always takes the unit off the table; other signals are listed where they
    // matter.
    if (row.dispersal == Dispersal::none || !row.signals.empty()) {
      EXPECT_EQ(step.signals, row.signals);
    }
    if (row.dispersal != Dispersal::none) {
      EXPECT_TRUE(step.has(Signal::removed));
    }
    if (row.damage_halves >= 0) {
      EXPECT_EQ(step.unit.damage.in_halves(), row.damage_halves);
    }
    if (row.status != row.before.status) {
      ASSERT_TRUE(step.change.has_value());
      EXPECT_EQ(step.change->from, row.before.status);
      EXPECT_EQ(step.change->to, row.status);
      EXPECT_EQ(step.change->dispersal, row.dispersal);
    } else {
      EXPECT_FALSE(step.change.has_value());
    }
    if (row.dispersal != Dispersal::none) {
      EXPECT_EQ(step.unit.status, UnitStatus::dispersed);
      EXPECT_FALSE(step.unit.general_attached);  // the general stays on the table
    }
  }
}

TEST(StatusTest, STATUS_DISP_EveryCauseOfDispersalIsReached) {
  std::set<Dispersal> seen;
  for (const Row& row : rows()) {
    if (row.refused == nullptr && row.dispersal != Dispersal::none) seen.insert(row.dispersal);
  }
  for (auto d :
       {Dispersal::damage_limit, Dispersal::broken_no_support, Dispersal::broken_brigade_worse,
        Dispersal::retreating_brigade_gives_way, Dispersal::battery_gave_way,
        Dispersal::battery_broken, Dispersal::ridden_down, Dispersal::contact_in_compulsory_move,
        Dispersal::left_table, Dispersal::demoralised_brigade, Dispersal::broken_at_rally,
        Dispersal::overrun, Dispersal::no_ammunition}) {
    EXPECT_TRUE(seen.count(d) == 1) << dispersal_clause(d);
  }
  EXPECT_EQ(dispersal_clause(Dispersal::damage_limit), "STATUS-DISP-1");
  EXPECT_EQ(dispersal_clause(Dispersal::broken_no_support), "STATUS-DISP-2");
  EXPECT_EQ(dispersal_clause(Dispersal::broken_brigade_worse), "STATUS-DISP-3");
  EXPECT_EQ(dispersal_clause(Dispersal::retreating_brigade_gives_way), "STATUS-DISP-4");
  EXPECT_EQ(dispersal_clause(Dispersal::battery_broken), "STATUS-DISP-5");
  EXPECT_EQ(dispersal_clause(Dispersal::ridden_down), "STATUS-DISP-6");
  EXPECT_EQ(dispersal_clause(Dispersal::contact_in_compulsory_move), "STATUS-DISP-7");
  EXPECT_EQ(dispersal_clause(Dispersal::left_table), "STATUS-DISP-8");
  EXPECT_EQ(dispersal_clause(Dispersal::demoralised_brigade), "STATUS-DISP-9");
}

TEST(StatusTest, STATUS_DISP_0_EveryTransitionRefusesADispersedUnit) {
  const UnitState gone = infantry(UnitStatus::dispersed);
  Events e;
  EXPECT_EQ(take_damage(gone, Damage::points(1), kFire, e).refusal().clause, "STATUS-DISP-0");
  EXPECT_EQ(charged(gone, Charger::close_order, kCharge, e).refusal().clause, "STATUS-DISP-0");
  EXPECT_EQ(fall_back(gone, FallBackKind::compulsory, kCharge, e).refusal().clause,
            "STATUS-DISP-0");
  EXPECT_EQ(reform(gone, Formation::line, kMovement, e).refusal().clause, "STATUS-DISP-0");
  EXPECT_EQ(passed_through(gone, e).refusal().clause, "STATUS-DISP-0");
  EXPECT_EQ(left_table(gone, kMovement, e).refusal().clause, "STATUS-DISP-0");
  EXPECT_EQ(rally(gone, BrigadeStatus::obeying, kCommand, e).refusal().clause, "STATUS-DISP-0");
  EXPECT_EQ(rally_light_battalion(gone, Formation::line, kMovement, e).refusal().clause,
            "STATUS-DISP-0");
  // The brigade's own changes leave it alone (the game loop may walk every unit).
  EXPECT_TRUE(
      brigade_changed(gone, BrigadeStatus::obeying, BrigadeStatus::sauve_qui_peut, false, kFire, e)
          .ok());
  EXPECT_FALSE(brigade_dissolved(gone, kFire, e).value().change.has_value());
}

TEST(StatusTest, STATUS_RETREAT_11_ARalliedUnitMayReformIntoAnyFormation) {
  Events e;
  const UnitState rallied =
      rally(infantry(UnitStatus::retreating), BrigadeStatus::obeying, kCommand, e).value().unit;
  EXPECT_TRUE(rallied.reform_any_formation);
  const UnitState square = reform(rallied, Formation::square, kMovement, e).value().unit;
  EXPECT_EQ(square.status, UnitStatus::ordered);
  EXPECT_EQ(square.formation, Formation::square);
  EXPECT_FALSE(square.reform_any_formation);
}

TEST(StatusTest, STATUS_UNF_4_HeldCavalryMovesAgainNextTurn) {
  Events e;
  const UnitState won =
      melee_won(of_type(UnitType::cavalry, UnitStatus::unformed), 0, 0, false, e).value().unit;
  EXPECT_TRUE(won.held_until_next_turn);
  EXPECT_EQ(refuse_order(won, Order::fall_back, kMovement, BrigadeStatus::obeying)->clause,
            "STATUS-UNF-4");
  const UnitState next = new_turn(won, e).value().unit;
  EXPECT_FALSE(next.held_until_next_turn);
  EXPECT_FALSE(refuse_order(next, Order::fall_back, kMovement, BrigadeStatus::obeying));
}

TEST(StatusTest, BRIG_UNAFFECTED_UnformedAndFallBackChangesAreNotBrigadeTriggers) {
  Events e;
  const auto fb = fall_back(infantry(UnitStatus::unformed), FallBackKind::voluntary, kMovement, e);
  ASSERT_TRUE(fb.value().change.has_value());
  EXPECT_EQ(fb.value().change->to, UnitStatus::falling_back);  // the brigade ignores this
  const auto unf = apply_discipline_result(infantry(), result(DtResult::unformed), {}, kFire, e);
  EXPECT_EQ(unf.value().change->to, UnitStatus::unformed);
}

TEST(StatusTest, STATUS_FB_11_SkirmisherAndCossackChangesAreMarked) {
  Events e;
  const auto s = apply_discipline_result(of_type(UnitType::skirmish_screen),
                                         result(DtResult::retreat, 1), {}, kFire, e);
  EXPECT_TRUE(s.value().change->skirmisher_or_cossack);
  const auto c = apply_discipline_result(cossacks(), result(DtResult::retreat, 1), {}, kFire, e);
  EXPECT_TRUE(c.value().change->skirmisher_or_cossack);
  const auto i = apply_discipline_result(infantry(), result(DtResult::retreat, 1), {}, kFire, e);
  EXPECT_FALSE(i.value().change->skirmisher_or_cossack);
}

// Orders: the constraints attached to each status, and to the brigade's.
struct OrderRow {
  const char* clause;
  UnitState unit;
  Order order;
  Phase phase;
  BrigadeStatus brigade;
  const char* refused;  // nullptr: allowed
};

TEST(StatusTest, OrdersRefusedByStatusAndBrigade) {
  using O = Order;
  using S = UnitStatus;
  using B = BrigadeStatus;
  const OrderRow table[] = {
      {"STATUS-OBEY-1", infantry(), O::declare_charge, Phase::charge, B::obeying, nullptr},
      {"STATUS-OBEY-1 change formation", infantry(), O::change_formation, Phase::movement,
       B::obeying, nullptr},
      {"STATUS-OBEY-2", of_type(UnitType::cavalry), O::opportunity_charge, Phase::charge,
       B::obeying, nullptr},
      {"STATUS-OBEY-2 only cavalry", infantry(), O::opportunity_charge, Phase::charge, B::obeying,
       "STATUS-OBEY-2"},
      {"STATUS-RETREAT-7 fire", infantry(S::retreating), O::fire, Phase::fire, B::obeying,
       "STATUS-RETREAT-7"},
      {"STATUS-RETREAT-7 move", infantry(S::retreating), O::move, Phase::movement, B::obeying,
       "STATUS-RETREAT-7"},
      {"STATUS-RETREAT-7 re-form", infantry(S::retreating), O::reform, Phase::movement, B::obeying,
       "STATUS-RETREAT-7"},
      {"STATUS-RETREAT-7 support", infantry(S::retreating), O::support_charge, Phase::charge,
       B::obeying, "STATUS-RETREAT-7"},
      {"STATUS-RETREAT-8", infantry(S::retreating), O::stand_charge, Phase::charge, B::obeying,
       "STATUS-RETREAT-8"},
      {"STATUS-BROKEN-1", infantry(S::broken), O::fire, Phase::fire, B::obeying, "STATUS-BROKEN-1"},
      {"STATUS-DISP-0", infantry(S::dispersed), O::fire, Phase::fire, B::obeying, "STATUS-DISP-0"},
      {"STATUS-UNF-1", infantry(S::unformed), O::declare_charge, Phase::charge, B::obeying,
       "STATUS-UNF-1"},
      {"STATUS-UNF-1 opportunity", of_type(UnitType::cavalry, S::unformed), O::opportunity_charge,
       Phase::charge, B::obeying, "STATUS-UNF-1"},
      {"STATUS-UNF-3 move", infantry(S::unformed), O::move, Phase::movement, B::obeying,
       "STATUS-UNF-3"},
      {"STATUS-UNF-3 re-form", infantry(S::unformed), O::reform, Phase::movement, B::obeying,
       nullptr},
      {"STATUS-UNF-3 fall back", infantry(S::unformed), O::fall_back, Phase::movement, B::obeying,
       nullptr},
      {"STATUS-UNF-3 re-form out of phase", infantry(S::unformed), O::reform, Phase::fire,
       B::obeying, "STATUS-UNF-3"},
      {"STATUS-UNF-5", infantry(S::unformed), O::change_formation, Phase::movement, B::obeying,
       "STATUS-UNF-5"},
      {"STATUS-UNF-0 an Unformed unit still fires", infantry(S::unformed), O::fire, Phase::fire,
       B::obeying, nullptr},
      {"STATUS-FB-7", infantry(), O::fall_back, Phase::movement, B::obeying, "STATUS-FB-7"},
      {"STATUS-FB-10", of_type(UnitType::skirmish_screen), O::fall_back, Phase::movement,
       B::obeying, nullptr},
      {"STATUS-FB-6", infantry(S::falling_back), O::reform, Phase::movement, B::obeying,
       "STATUS-FB-6"},
      {"STATUS-FB-6 it may fire", infantry(S::falling_back), O::fire, Phase::fire, B::obeying,
       nullptr},
      {"BRIG Faltering allows a charge", infantry(), O::declare_charge, Phase::charge, B::faltering,
       nullptr},
      {"BM-EFFECT-WAVERING", infantry(), O::declare_charge, Phase::charge, B::wavering,
       "BM-EFFECT-WAVERING"},
      {"BM-EFFECT-WAVERING advance", infantry(), O::advance, Phase::movement, B::wavering,
       "BM-EFFECT-WAVERING"},
      {"BM-EFFECT-WAVERING holding fire", infantry(), O::fire, Phase::fire, B::wavering, nullptr},
      {"BM-EFFECT-FB", infantry(), O::advance, Phase::movement, B::falling_back, "BM-EFFECT-FB"},
      {"BM-EFFECT-FB may re-form", infantry(S::unformed), O::reform, Phase::movement,
       B::falling_back, nullptr},
      {"BM-EFFECT-SQP", infantry(), O::move, Phase::movement, B::sauve_qui_peut, "BM-EFFECT-SQP"},
  };
  for (const OrderRow& r : table) {
    SCOPED_TRACE(r.clause);
    const auto got = refuse_order(r.unit, r.order, Moment{r.phase, {}}, r.brigade);
    if (r.refused == nullptr) {
      EXPECT_FALSE(got.has_value()) << got->clause;
    } else {
      ASSERT_TRUE(got.has_value());
      EXPECT_EQ(got->clause, std::string_view(r.refused));
    }
  }
}

TEST(StatusTest, EveryStatusEventAndRefusalHasAPhraseInBothLanguages) {
  for (const Row& row : rows()) {
    Events events;
    const auto got = row.transition(row.before, events);
    if (!got.ok()) {
      for (auto lang : {text::Lang::en, text::Lang::ru}) {
        EXPECT_TRUE(text::phrase(got.refusal().key, lang).has_value()) << got.refusal().key;
      }
    }
    for (const Event& e : events.list()) {
      for (auto lang : {text::Lang::en, text::Lang::ru}) {
        EXPECT_TRUE(text::phrase("event." + std::string(e.key), lang).has_value()) << e.key;
        for (std::size_t i = 0; i < e.argc; ++i) {
          if (e.args[i].kind == EventArg::Kind::term) {
            EXPECT_TRUE(text::phrase("term." + std::string(e.args[i].term), lang).has_value())
                << e.args[i].term;
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace grognard::rules
