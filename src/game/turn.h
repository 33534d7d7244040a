// Inside the turn sequence: what every phase shares (the log, the dice, carrying out a unit's
// status change on the table and in its brigade). Not part of the game's public API.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dice/sampler.h"
#include "game/board.h"
#include "game/log.h"
#include "game/order.h"
#include "game/state.h"
#include "rules/charge.h"
#include "rules/checked.h"
#include "rules/unit_status.h"

namespace grognard::game::detail {

// Dice typed by hand for one step of a match (match.cpp): the faces given so far, in the order
// the step rolls them. A roll beyond them is wanted: the step is run to its end with stand-in
// faces, its outcome thrown away, and the match asks for that roll's faces (no exceptions).
struct WantedRoll {
  int dice = 0;
  std::string clause;
  std::string label;     // "2D6"
  std::size_t log_size;  // entries logged before it: those stand, whatever its faces
  int unit = -1;         // whom the roll concerns (About), when the battle knows
  int side = -1;         // whose roll it is, when the rule says a side throws it (Parties)
};
struct HandFaces {
  const std::vector<std::vector<dice::Face>>* given = nullptr;
  std::size_t next = 0;
  std::optional<WantedRoll> wanted;  // the first roll with no faces yet
};

// The two parties of a rule where each throws its own dice (dice::Thrower): a melee's charger
// and target, or the two sides at the initiative. A roll one of them throws is asked of it by
// hand and logged as its own.
struct Parties {
  std::array<int, 2> unit{-1, -1};  // the first's and the second's unit, when units throw
  std::array<int, 2> side{-1, -1};  // the first's and the second's side, when sides throw

  // Whose a roll thrown by `by` is: the party's unit, else `about` (the unit the entries
  // concern); and the party's side, else -1.
  struct Whose {
    int unit = -1;
    int side = -1;
  };
  [[nodiscard]] Whose whose(dice::Thrower by, int about) const;
};

struct Turn {
  GameState& s;
  Log& log;
  HandFaces* hand = nullptr;  // nullptr: the state's generator rolls
  int about_unit = -1;        // whom the entries logged now concern (About)
  int about_brigade = -1;
  Parties parties{};  // who throws a roll the rule gives to one party (Between)
};

// While it lives, entries logged concern unit `unit` (or a brigade): a rule's events name no
// unit, so "damage now 9" is stamped with the unit whose damage it is (LogEntry::unit).
class About {
 public:
  About(Turn& t, int unit) : t_(t), unit_(t.about_unit), brigade_(t.about_brigade) {
    t.about_unit = unit;
    t.about_brigade = -1;
  }
  struct Brigade {
    int index;
  };
  About(Turn& t, Brigade b) : t_(t), unit_(t.about_unit), brigade_(t.about_brigade) {
    t.about_unit = -1;
    t.about_brigade = b.index;
  }
  About(const About&) = delete;
  About& operator=(const About&) = delete;
  ~About() {
    t_.about_unit = unit_;
    t_.about_brigade = brigade_;
  }

 private:
  Turn& t_;
  int unit_;
  int brigade_;
};

// While it lives, a roll the rule gives to its first or second party (dice::Thrower) is thrown
// by `p`'s first or second.
class Between {
 public:
  Between(Turn& t, Parties p) : t_(t), was_(t.parties) { t.parties = p; }
  Between(const Between&) = delete;
  Between& operator=(const Between&) = delete;
  ~Between() { t_.parties = was_; }

 private:
  Turn& t_;
  Parties was_;
};

// Adds one event of the game itself to the log.
template <class... A>
void note(Turn& t, std::string_view key, std::string_view clause, A... args) {
  rules::Events e(true);
  e.add(key, clause, args...);
  t.log.push_back(
      LogEntry{t.s.turn, t.s.phase, e.list().front(), {}, {}, t.about_unit, t.about_brigade});
}

// Logs order `o` refused, with the clause that forbids it and the reason's term key.
void refuse(Turn& t, const Order& o, std::string_view clause, std::string_view why);

// Moves a rule's events into the log.
void append(Turn& t, const rules::Events& events,
            const std::vector<dice::DiceRecord>& records = {});

// The battle's dice: the state's generator, or the hand of a player; each roll is logged where
// it happens.
class GameDice final : public dice::RecordingRoller {
 public:
  GameDice(pcg32& rng, HandFaces* hand, const Log& log, int about = -1, Parties parties = {})
      : rng_(rng), hand_(hand), log_(log), about_(about), parties_(parties) {}

 protected:
  std::vector<dice::Face> faces_for(const dice::ChanceNode& node, std::string_view clause) override;

 private:
  pcg32& rng_;
  HandFaces* hand_;
  const Log& log_;
  int about_;
  Parties parties_;
};

class LoggedDice final : public dice::Roller {
 public:
  LoggedDice(GameDice& inner, rules::Events& events) : inner_(inner), events_(events) {}
  std::size_t choose(const dice::ChanceNode& node, std::string_view clause) override;

 private:
  GameDice& inner_;
  rules::Events& events_;
};

// Runs rule(roller, events) with the battle's dice and logs everything it reports.
template <class F>
auto roll(Turn& t, F&& rule) {
  rules::Events events(true);
  GameDice dice(t.s.rng, t.hand, t.log, t.about_unit, t.parties);
  LoggedDice logged(dice, events);
  auto result = rule(logged, events);
  append(t, events, dice.records());
  return result;
}

// The unit as the status rules see it, and the moment.
rules::UnitState status_view(const Unit& u);
rules::Moment moment(const GameState& s);
rules::Moment moment(const Turn& t);

// Carries out a status transition of unit `id`: its new status, damage and formation, the
// figures lost, the brigade's reaction (brigade_status.h) and what the signals ask for on the
// table (retreat and broken moves, removal). A refused transition is logged and changes nothing.
void apply(Turn& t, int id, const rules::Checked<rules::UnitStep>& step);

// Damage to a unit, through the status rules (STATUS-DISP-1).
void damage(Turn& t, int id, model::Damage d);

// The unit's retreat (or broken, or fall back) move straight away from the nearest enemy
// (STATUS-RETREAT-1, -2, -6); leaving the table disperses it (STATUS-DISP-8).
void retreat_move(Turn& t, int id, bool broken);

// Enemy units on the table, nearest first.
std::vector<int> enemies_by_distance(const GameState& s, const Board& b, int id);

// The brigade's status as the rules see it.
model::BrigadeStatus brigade_status(const GameState& s, int id);

// The phases, a step at a time (match.cpp runs them). Each order is one a side gives in its
// phase, already checked (order_refusal, legal_orders.h); what the phase refuses on carrying it
// out is logged with its clause.
// Command phase: its own rolls (weather, initiative, the new turn, brigade morale, rallies),
// then each side's ADC orders (PR-CMD-1).
void begin_command_phase(Turn& t);
void command_order(Turn& t, int side, const Order& o);
// Charge phase: a charge declared (PR-CHARGE-2). It may leave s.charge waiting for the target's
// squadrons (S16.2-2) or answer (PR-CHARGE-3); these carry it on from there.
void declare_charge(Turn& t, int side, const Order& o);
void charge_squadrons(Turn& t, int written);
void charge_response(Turn& t, rules::Response r);
// The answers open to the target of the charge waiting in s.charge, with their clause.
rules::Answer charge_answers(const GameState& s);
// Movement phase: after a side's orders, skirmishers keep their distance (S11.21, S11.22).
void end_movement_orders(Turn& t);
// Fire phase.
void fire_order(Turn& t, int side, const Order& o);
void melee_phase(Turn& t);
void end_of_turn(Turn& t);

// Why a movement-phase order of unit `o.unit` (which must exist) is refused before it is tried on
// the table: the unit charged or is in melee (PR-CHARGE-7), has acted or moved (S11.6.1-a,
// S11.3b-2, PR-MOVE-1), or its status or brigade forbids the order (rules::refuse_order); nothing
// when the order is not a movement-phase order or passes these checks.
std::optional<rules::Refusal> order_refusal(const GameState& s, const Order& o);

// One order of `side` in the movement phase, checked and carried out (or refused and logged);
// no dice are rolled, so a copy of the state can try an order (legal_orders.h).
void movement_order(Turn& t, int side, const Order& o);

// Whether unit `id` stands closer to an enemy than a voluntary move may leave it (S11.21-1,
// S11.21-2, S11.22-3, PR-MOVE-13).
bool too_close(const GameState& s, int id);

// A light battalion's own orders (light_battalion_orders.cpp): deploying as skirmishers
// (S11.5, S11.6.1) and rallying into close order (S11.7, S11.8). Refused orders are logged.
void deploy_battalion(Turn& t, const Order& o);
void rally_battalion(Turn& t, const Order& o);

// A deployed light battalion that re-forms at its command companies (S11.7-3): one body of
// `formed_bases` bases there, facing as the line faced.
void reform_at_command_companies(Turn& t, int id);

// The winner of a melee follows up its enemy that gave way (PR-MELEE-21): takes the ground or,
// cavalry in order after a broken enemy, rides it down. True when it moved.
bool follow_up_melee(Turn& t, int winner, int loser);

// Each brigade's general rides with his brigade (PR-GEN-1): at the unit he is attached to, else
// 4" behind the middle of its units on the table. Rolls no dice and logs nothing.
void place_generals(Turn& t);

// Term keys for the text layer.
std::string_view formation_term(model::Formation f);
std::string_view brigade_term(model::BrigadeStatus b);

// The side that acts first this turn, then the other.
std::array<int, 2> order_of_sides(const GameState& s);

// Moves unit `id` so that its front edge centre is at (x, y) facing `facing`, if its bases then
// lie on the table and overlap no other unit; true when it moved.
bool place(GameState& s, int id, double x, double y, double facing);

}  // namespace grognard::game::detail
