// The stepped match (PR-TURN-5): one question at a time, answers checked without change, the
// AI and dice by hand as clients, undo, and the JSON round trip that replays a match exactly.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "ai/line_commander.h"
#include "dice/sampler.h"
#include "game/battle.h"
#include "game/legal_orders.h"
#include "game/match.h"
#include "game/match_json.h"
#include "game/peninsular.h"
#include "game/save.h"
#include "small_battle.h"

namespace grognard::game {
namespace {

GameState seeded(std::uint64_t seed) {
  GameState s = peninsular_battle();
  seed_dice(s, seed);
  return s;
}

struct Commanders {
  std::array<ai::LineCommander, 2> ai;
  Players players() {
    Players p;
    p.side = {&ai[0], &ai[1]};
    return p;
  }
};

// Plays `m` with the line commander until `until` holds (or the end); the entries it logged.
Log play_until(Match& m, const std::function<bool(const Match&)>& until = {}) {
  Commanders c;
  Log log;
  std::size_t seen = m.log().size();
  drive(m, c.players(), log, seen, until);
  return log;
}

TEST(Match, PR_TURN_5_FirstQuestionIsTheFirstSidesCommandOrders) {
  Match m(seeded(3));
  const Question& q = m.question();
  EXPECT_EQ(q.kind, QuestionKind::orders);
  EXPECT_EQ(q.turn, 1);
  EXPECT_EQ(q.phase, model::Phase::command);
  EXPECT_EQ(q.side, m.state().first_side);
  // The command phase's own rolls are made already: initiative decided, the turn announced.
  EXPECT_EQ(m.log().front().event.key, "game.turn");
  EXPECT_TRUE(std::any_of(m.log().begin(), m.log().end(),
                          [](const LogEntry& e) { return e.event.clause == "PR-CMD-3"; }));
  // done: the other side is asked, then the charge phase.
  EXPECT_FALSE(m.answer(Answer::finished()).refused);
  EXPECT_EQ(m.question().side, 1 - m.state().first_side);
  EXPECT_EQ(m.question().phase, model::Phase::command);
  EXPECT_FALSE(m.answer(Answer::finished()).refused);
  EXPECT_EQ(m.question().kind, QuestionKind::orders);
  EXPECT_EQ(m.question().phase, model::Phase::charge);
  EXPECT_EQ(m.question().side, m.state().first_side);
}

TEST(Match, PR_TURN_5_AnAnswerOfAnotherKindIsRefused) {
  Match m(seeded(3));
  const std::string before = match_json(m).dump();
  const auto no = m.answer(Answer::of(rules::Response::stand)).refused;
  ASSERT_TRUE(no);
  EXPECT_EQ(no->clause, "PR-TURN-5");
  EXPECT_EQ(no->key, "refusal.not_asked");
  EXPECT_EQ(match_json(m).dump(), before);
}

TEST(Match, PR_TURN_3_AnEnemyUnitsOrderIsRefusedAndChangesNothing) {
  Match m(seeded(5));
  const int side = m.question().side;
  int enemy = -1;
  for (const Unit& u : m.state().units) {
    if (u.side != side) enemy = u.id;
  }
  ASSERT_GE(enemy, 0);
  const GameState state = m.state();
  const std::size_t entries = m.log().size();
  const auto no = m.check(Answer::of(make_order(OrderKind::hold, enemy)));
  ASSERT_TRUE(no);
  EXPECT_EQ(no->key, "refusal.not_yours");
  EXPECT_EQ(no->clause, "PR-TURN-3");
  const Match::Outcome out = m.answer(Answer::of(make_order(OrderKind::hold, enemy)));
  ASSERT_TRUE(out.refused);
  EXPECT_EQ(*out.refused, *no);
  EXPECT_EQ(m.state(), state);
  EXPECT_EQ(m.log().size(), entries);
  EXPECT_TRUE(m.answers().empty());
}

// A movement order the phase refuses on trying it (PR-MOVE-1: a unit moves once) changes nothing.
TEST(Match, PR_MOVE_1_AMovementOrderRefusedOnTryingChangesNothing) {
  Match m(seeded(11));
  play_until(m, [](const Match& x) { return x.question().phase == model::Phase::movement; });
  ASSERT_EQ(m.question().kind, QuestionKind::orders);
  const int side = m.question().side;
  std::optional<Order> change;
  for (const Unit& u : m.state().units) {
    if (u.side != side || !u.on_table()) continue;
    for (const Order& o : m.legal(u.id)) {
      if (o.kind == OrderKind::change_formation && !change) change = o;
    }
  }
  ASSERT_TRUE(change);
  ASSERT_FALSE(m.answer(Answer::of(*change)).refused);
  const std::string before = match_json(m).dump();
  const GameState state = m.state();
  const Match::Outcome out = m.answer(Answer::of(*change));
  ASSERT_TRUE(out.refused);
  EXPECT_EQ(out.refused->clause, "PR-MOVE-1");
  EXPECT_EQ(out.refused->key, "refusal.already_moved");
  EXPECT_EQ(m.state(), state);
  EXPECT_EQ(match_json(m).dump(), before);
  EXPECT_EQ(m.check(Answer::of(*change)), out.refused);
}

// The same seed and answers give the same log, entry for entry, through a JSON round trip.
TEST(Match, PR_TURN_4_JsonRoundTripReplaysTheMatch) {
  for (std::uint64_t seed : {1U, 2U, 3U}) {
    Match m(seeded(seed));
    int checks = 0;
    std::size_t next_check = 0;
    play_until(m, [&](const Match& x) {
      if (x.answers().size() < next_check) return false;
      next_check = x.answers().size() + 37;
      std::string error;
      const std::optional<Match> back =
          match_of(nlohmann::json::parse(match_json(x).dump()), error);
      EXPECT_TRUE(back) << error;
      if (back) {
        EXPECT_EQ(back->state(), x.state());
        EXPECT_EQ(back->log(), x.log());
        EXPECT_EQ(back->question(), x.question());
        EXPECT_EQ(hash(back->state()), hash(x.state()));
        ++checks;
      }
      return false;
    });
    EXPECT_TRUE(m.over());
    EXPECT_GT(checks, 3);
    std::string error;
    const std::optional<Match> back = match_of(match_json(m), error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->log(), m.log());
    EXPECT_TRUE(back->over());
  }
}

TEST(Match, PR_TURN_4_AMatchDocumentWithAnAnswerThatDoesNotFitIsRefused) {
  Match m(seeded(2));
  nlohmann::json j = match_json(m);
  j["answers"] = nlohmann::json::array({{{"done", true}}, {{"response", "stand"}}});
  std::string error;
  EXPECT_FALSE(match_of(j, error));
  EXPECT_EQ(error, "answers[1]: refused (PR-TURN-5, refusal.not_asked)");
  j["answers"] = nlohmann::json::array({{{"faces", {7}}}});
  EXPECT_FALSE(match_of(j, error));
  EXPECT_EQ(error, "answers[0].faces[0]: expected 1 to 6");
  j["answers"] = nlohmann::json::array({{{"order", {{"kind", "march"}, {"unit", 0}}}}});
  EXPECT_FALSE(match_of(j, error));
  EXPECT_EQ(error.rfind("answers[0].order.kind: unknown value \"march\"", 0), 0U) << error;
}

// The match is the same battle as the drive of the AI: the log of play_battle is the match's
// log with the AI's refused orders noted where they were given.
TEST(Match, TheDriveLogsWhatTheMatchLogs) {
  GameState s = seeded(9);
  Commanders c;
  Log driven;
  play_battle(s, c.players(), driven);
  Match m(seeded(9));
  play_until(m);
  Log without_refusals;
  std::copy_if(driven.begin(), driven.end(), std::back_inserter(without_refusals),
               [](const LogEntry& e) { return e.event.key != "game.refused"; });
  EXPECT_EQ(without_refusals, m.log());
  EXPECT_EQ(m.state(), s);
}

// The faces a player throws for dice question `q`, drawn as the computer draws them.
std::vector<dice::Face> faces_drawn(const Question& q, pcg32& rng) {
  std::vector<dice::Face> f(static_cast<std::size_t>(q.dice));
  for (dice::Face& x : f) x = dice::draw_face(rng);
  return f;
}

// Dice by hand: every roll is a question; typing the faces the computer would have drawn gives
// the computer's battle, entry for entry.
TEST(Match, PR_TURN_4_DiceByHandAreQuestionsAndGiveTheSameBattle) {
  Match computer(seeded(4));
  play_until(computer);
  MatchOptions by_hand;
  by_hand.dice_by_hand = true;
  Match hand(seeded(4), by_hand);
  pcg32 rng(4);
  Commanders c;
  Players p = c.players();
  int rolls = 0;
  p.hand = [&](const Question& q) {
    EXPECT_EQ(q.kind, QuestionKind::dice);
    EXPECT_GT(q.dice, 0);
    EXPECT_FALSE(q.clause.empty());
    EXPECT_FALSE(q.label.empty());
    ++rolls;
    return faces_drawn(q, rng);
  };
  Log log;
  std::size_t seen = 0;
  EXPECT_EQ(drive(hand, p, log, seen), Driven::over);
  EXPECT_GT(rolls, 50);
  EXPECT_EQ(hand.log(), computer.log());
  EXPECT_EQ(hand.state().units, computer.state().units);
  EXPECT_EQ(hand.state().winner, computer.state().winner);
}

// Dice by hand between two players: each throws its own. The initiative asks the first side and
// then the second for a die (PR-CMD-3); a melee asks the charger's side for its 2D6 and then the
// target's side for the target's (PR-MELEE-1), and the log gives each roll to its thrower.
TEST(Match, PR_MELEE_1_EachPartyIsAskedForItsOwnDice) {
  MatchOptions by_hand;
  by_hand.dice_by_hand = true;
  bool melee_seen = false;
  for (std::uint64_t seed = 1; seed <= 8 && !melee_seen; ++seed) {
    Match hand(seeded(seed), by_hand);
    pcg32 rng(seed);
    Commanders c;
    Players p = c.players();
    std::vector<std::pair<int, int>> melee_asked;  // (unit, side) of each PR-MELEE-1 question
    std::vector<int> initiative_asked;             // side of each PR-CMD-3 question
    p.hand = [&](const Question& q) {
      if (q.clause == "PR-MELEE-1") melee_asked.emplace_back(q.unit, q.side);
      if (q.clause == "PR-CMD-3") initiative_asked.push_back(q.side);
      return faces_drawn(q, rng);
    };
    Log log;
    std::size_t seen = 0;
    ASSERT_EQ(drive(hand, p, log, seen), Driven::over);
    ASSERT_GE(initiative_asked.size(), 2U);
    ASSERT_EQ(initiative_asked.size() % 2, 0U);
    for (std::size_t i = 0; i < initiative_asked.size(); ++i) {
      EXPECT_EQ(initiative_asked[i], static_cast<int>(i % 2));
    }
    // The melees fought, in order, and the log's own record of each roll's thrower.
    std::vector<std::pair<int, int>> fought;
    std::vector<int> melee_logged;
    std::vector<int> initiative_logged;
    for (const LogEntry& e : hand.log()) {
      if (e.event.key == "game.melee")
        fought.emplace_back(e.event.args[0].value, e.event.args[1].value);
      if (e.event.key == "dice" && e.event.clause == "PR-MELEE-1") melee_logged.push_back(e.unit);
      if (e.event.key == "dice" && e.event.clause == "PR-CMD-3")
        initiative_logged.push_back(e.side);
    }
    EXPECT_EQ(initiative_logged, initiative_asked);
    ASSERT_EQ(melee_asked.size(), 2 * fought.size());
    ASSERT_EQ(melee_logged.size(), 2 * fought.size());
    for (std::size_t i = 0; i < fought.size(); ++i) {
      const auto [charger, target] = fought[i];
      EXPECT_EQ(melee_asked[2 * i], std::make_pair(charger, unit(hand.state(), charger).side));
      EXPECT_EQ(melee_asked[2 * i + 1], std::make_pair(target, unit(hand.state(), target).side));
      EXPECT_NE(unit(hand.state(), charger).side, unit(hand.state(), target).side);
      EXPECT_EQ(melee_logged[2 * i], charger);
      EXPECT_EQ(melee_logged[2 * i + 1], target);
      melee_seen = true;
    }
  }
  EXPECT_TRUE(melee_seen) << "no melee in eight battles";
}

TEST(Match, PR_TURN_4_WrongFacesAreRefusedAndChangeNothing) {
  MatchOptions by_hand;
  by_hand.dice_by_hand = true;
  Match m(seeded(4), by_hand);
  // The first roll of the battle: the initiative (PR-CMD-3), before any question of orders.
  ASSERT_EQ(m.question().kind, QuestionKind::dice);
  const Question q = m.question();
  const std::string before = match_json(m).dump();
  auto no =
      m.answer(Answer::rolled(std::vector<dice::Face>(static_cast<std::size_t>(q.dice) + 1, 3)));
  ASSERT_TRUE(no.refused);
  EXPECT_EQ(no.refused->key, "refusal.faces_count");
  no = m.answer(Answer::rolled(std::vector<dice::Face>(static_cast<std::size_t>(q.dice), 0)));
  ASSERT_TRUE(no.refused);
  EXPECT_EQ(no.refused->key, "refusal.not_a_face");
  EXPECT_EQ(match_json(m).dump(), before);
  EXPECT_EQ(m.question(), q);
  EXPECT_FALSE(
      m.answer(Answer::rolled(std::vector<dice::Face>(static_cast<std::size_t>(q.dice), 6)))
          .refused);
  EXPECT_NE(m.question(), q);
}

// undo takes back an order whose carrying out rolled no dice; a fire order's dice stand.
TEST(Match, PR_TURN_5_UndoTakesBackAnOrderNotYetResolvedByDice) {
  Match m(seeded(11));
  play_until(m, [](const Match& x) { return x.question().phase == model::Phase::movement; });
  ASSERT_EQ(m.question().kind, QuestionKind::orders);
  EXPECT_FALSE(m.can_undo());  // the last answer was done
  const int side = m.question().side;
  const GameState before = m.state();
  const std::size_t entries = m.log().size();
  bool moved = false;
  for (const Unit& u : before.units) {
    if (u.side != side || !u.on_table()) continue;
    for (const Order& o : m.legal(u.id)) {
      if (o.kind != OrderKind::change_formation) continue;
      if (!m.answer(Answer::of(o)).refused) moved = true;
      break;
    }
    if (moved) break;
  }
  ASSERT_TRUE(moved);
  EXPECT_NE(m.state(), before);
  ASSERT_TRUE(m.can_undo());
  EXPECT_TRUE(m.undo());
  EXPECT_EQ(m.state(), before);
  EXPECT_EQ(m.log().size(), entries);
  EXPECT_FALSE(m.can_undo());
  EXPECT_FALSE(m.undo());
  // A fire order rolls its dice: it cannot be taken back.
  play_until(m, [](const Match& x) { return x.question().phase == model::Phase::fire; });
  for (int tries = 0; tries < 12 && !m.over(); ++tries) {
    const int s = m.question().side;
    for (const Unit& u : m.state().units) {
      if (u.side != s || !u.on_table()) continue;
      for (const Order& o : m.legal(u.id)) {
        if (o.kind != OrderKind::fire) continue;
        ASSERT_FALSE(m.answer(Answer::of(o)).refused);
        EXPECT_FALSE(m.can_undo());
        return;
      }
    }
    play_until(m, [&](const Match& x) {
      return x.question().phase == model::Phase::fire && x.state().turn > m.state().turn;
    });
  }
  FAIL() << "no fire order in twelve turns";
}

// The first charge the rules let a unit of the side asked declare now, if any.
std::optional<Order> a_charge(const Match& m) {
  if (m.question().kind != QuestionKind::orders || m.question().phase != model::Phase::charge) {
    return std::nullopt;
  }
  for (const Unit& u : m.state().units) {
    if (u.side != m.question().side || !u.on_table()) continue;
    for (const Order& o : m.legal(u.id)) {
      if (o.kind == OrderKind::charge) return o;
    }
  }
  return std::nullopt;
}

// A charge is answered by the target's side, among the answers the rules open (PR-CHARGE-3).
TEST(Match, PR_CHARGE_3_TheTargetsSideAnswersAChargeAmongTheAnswersOpen) {
  int asked = 0;
  for (std::uint64_t seed = 1; seed <= 20 && asked == 0; ++seed) {
    Match m(seeded(seed));
    while (!m.over() && asked == 0) {
      play_until(m, [](const Match& x) { return a_charge(x).has_value(); });
      if (m.over()) break;
      const Order charge = *a_charge(m);
      ASSERT_FALSE(m.answer(Answer::of(charge)).refused);
      if (m.question().kind != QuestionKind::charge_answer) continue;
      ++asked;
      const Question q = m.question();
      EXPECT_EQ(q.unit, charge.target);
      EXPECT_EQ(q.enemy, charge.unit);
      EXPECT_EQ(q.side, unit(m.state(), q.unit).side);
      EXPECT_GT(q.allowed.size(), 1U);
      EXPECT_FALSE(q.clause.empty());
      for (rules::Response r :
           {rules::Response::stand, rules::Response::stand_and_fire, rules::Response::evade,
            rules::Response::form_square, rules::Response::break_at_once}) {
        const bool open = std::find(q.allowed.begin(), q.allowed.end(), r) != q.allowed.end();
        EXPECT_EQ(!m.check(Answer::of(r)), open);
      }
      const std::size_t from = m.log().size();
      ASSERT_FALSE(m.answer(Answer::of(q.allowed.back())).refused);
      ASSERT_GT(m.log().size(), from);
      EXPECT_EQ(m.log()[from].event.key, "game.answer");
      EXPECT_EQ(m.log()[from].event.args[0].value, charge.target);
    }
  }
  EXPECT_EQ(asked, 1);
}

TEST(Match, PR_TURN_1_PausingAsksBeforeEachPhase) {
  MatchOptions pause;
  pause.pause_between_phases = true;
  Match m(seeded(6), pause);
  ASSERT_EQ(m.question().kind, QuestionKind::next_phase);
  EXPECT_EQ(m.question().phase, model::Phase::command);
  EXPECT_TRUE(m.log().empty());  // nothing rolled before go_on
  EXPECT_FALSE(m.answer(Answer::next()).refused);
  EXPECT_EQ(m.question().kind, QuestionKind::orders);
  EXPECT_FALSE(m.answer(Answer::finished()).refused);
  EXPECT_FALSE(m.answer(Answer::finished()).refused);
  EXPECT_EQ(m.question().kind, QuestionKind::next_phase);
  EXPECT_EQ(m.question().phase, model::Phase::charge);
}

// Issue 16's property: any answer the match refuses leaves it exactly as it was.
RC_GTEST_PROP(MatchProperty, ARefusedAnswerChangesNothing, ()) {
  const auto seed = *rc::gen::inRange<std::uint64_t>(1, 200);
  const int steps = *rc::gen::inRange(0, 60);
  Match m(seeded(seed));
  int answered = 0;
  play_until(m, [&](const Match&) { return answered++ >= steps; });
  RC_PRE(!m.over());
  const std::string before = match_json(m).dump();
  const GameState state = m.state();
  const Log log = m.log();
  const int n = static_cast<int>(m.state().units.size());
  Answer a;
  switch (*rc::gen::inRange(0, 5)) {
    case 0: {
      Order o;
      o.kind = *rc::gen::element(OrderKind::hold, OrderKind::move, OrderKind::change_formation,
                                 OrderKind::fire, OrderKind::charge, OrderKind::assault_fire,
                                 OrderKind::resupply, OrderKind::deploy, OrderKind::form_screen,
                                 OrderKind::abandon_gun);
      o.unit = *rc::gen::inRange(-2, n + 2);
      o.target = *rc::gen::inRange(-2, n + 2);
      o.x = *rc::gen::inRange(-20, 100);
      o.y = *rc::gen::inRange(-20, 70);
      o.facing = *rc::gen::inRange(0, 360);
      a = Answer::of(o);
      break;
    }
    case 1:
      a = Answer::of(*rc::gen::element(rules::Response::stand, rules::Response::evade,
                                       rules::Response::form_square));
      break;
    case 2:
      a = Answer::written(*rc::gen::inRange(-3, 12));
      break;
    case 3:
      a = Answer::rolled(*rc::gen::container<std::vector<dice::Face>>(rc::gen::inRange(0, 8)));
      break;
    default:
      a = Answer::next();
      break;
  }
  const auto checked = m.check(a);
  const Match::Outcome out = m.answer(a);
  RC_ASSERT(static_cast<bool>(checked) == static_cast<bool>(out.refused));
  if (out.refused) {
    RC_ASSERT(match_json(m).dump() == before);
    RC_ASSERT(m.state() == state);
    RC_ASSERT(m.log() == log);
  }
}

// A screen of one figure fires no dice at all (S11.14-1, S11.14-2: no pair, and a remainder of
// under two figures adds no single die). With dice by hand no roll of no dice is asked for: an
// empty answer would read as the player leaving, and the battle stopped there (fuzz_dice found
// it). The fire is logged with its 0 pairs and 0 singles and strikes nothing.
TEST(Match, S11_14_AScreenTooThinForADieFiresWithoutAQuestion) {
  GameState s = testing::small_battle_state(testing::small_battle("", R"(
[[units]]
id = "screen"
brigade = "fb"
formation = "skirmish"
figures = 1
bases = 1
base = [1, 1]
at = [20, 10]
facing = 0
[[units]]
id = "line"
brigade = "bb"
figures = 24
at = [20, 16]
facing = 180
)"),
                                            7);
  s.phase = model::Phase::fire;
  MatchOptions by_hand;
  by_hand.dice_by_hand = true;
  Match m(s, by_hand);
  bool ordered = false;
  int rolls = 0;
  for (int step = 0; step < 200 && !m.over() && m.state().phase == model::Phase::fire; ++step) {
    const Question q = m.question();
    Answer a = Answer::finished();
    if (q.kind == QuestionKind::dice) {
      EXPECT_GT(q.dice, 0) << q.label;
      if (q.unit == 0) ++rolls;  // the British line's volley back is asked for as usual
      a = Answer::rolled(std::vector<dice::Face>(static_cast<std::size_t>(q.dice), 6));
    } else if (q.kind == QuestionKind::orders && q.side == 0 && !ordered) {
      a = Answer::of(make_order(OrderKind::fire, 0, 1));
      ordered = true;
    } else {
      ASSERT_EQ(q.kind, QuestionKind::orders);
    }
    ASSERT_FALSE(m.answer(a).refused);
  }
  EXPECT_TRUE(ordered);
  EXPECT_EQ(rolls, 0);  // the screen's fire asked for no dice
  const auto fired = std::find_if(m.log().begin(), m.log().end(), [](const LogEntry& e) {
    return e.event.key == "skirmish_fire.dice";
  });
  ASSERT_NE(fired, m.log().end());
  EXPECT_EQ(fired->event.clause, "S11.14-1");
  EXPECT_EQ(fired->event.args[0].value, 1);  // figures
  EXPECT_EQ(fired->event.args[3].value, 0);  // pairs
  EXPECT_EQ(fired->event.args[4].value, 0);  // singles
  EXPECT_EQ(unit(m.state(), 1).body.damage.as_points(), 0.0);
  EXPECT_NE(m.state().phase, model::Phase::fire);  // the phase ended: the battle went on
}

// BRIG-FALTER-2, STATUS-RETREAT-8, BM-COUNT: a battalion a scenario starts Retreating is counted
// so by its brigade; charged, it breaks at once and its brigade falters. Counted nowhere, its
// break was refused as a unit the brigade did not know and the brigade stayed Obeying orders
// (the search weighed charging it as no better than letting it rally).
TEST(Match, BRIG_FALTER_2_AUnitThatStartsRetreatingBreaksWhenChargedAndItsBrigadeFalters) {
  GameState s = testing::small_battle_state(testing::small_battle("", R"(
[[units]]
id = "hussars"
brigade = "fb"
arm = "cavalry"
figures = 12
at = [36, 12]
[[units]]
id = "45th"
brigade = "bb"
figures = 24
status = "retreating"
facing = 180
at = [36, 22]
[[units]]
id = "88th"
brigade = "bb"
figures = 24
facing = 180
at = [6, 44]
)"),
                                            3);
  const rules::BrigadeState& counted = s.brigades[1].morale;
  EXPECT_EQ(counted.units, 2);
  EXPECT_EQ(counted.retreating, 1);
  EXPECT_EQ(counted.broken, 0);
  EXPECT_EQ(counted.lost, 0);
  s.phase = model::Phase::charge;
  s.first_side = 0;
  Match m(s);
  ASSERT_EQ(m.question().kind, QuestionKind::orders);
  ASSERT_EQ(m.question().side, 0);
  ASSERT_FALSE(m.answer(Answer::of(make_order(OrderKind::charge, 0, 1))).refused);
  const auto broke = std::find_if(m.log().begin(), m.log().end(),
                                  [](const LogEntry& e) { return e.event.key == "status.broken"; });
  ASSERT_NE(broke, m.log().end());
  EXPECT_EQ(broke->event.clause, "STATUS-RETREAT-8");
  EXPECT_EQ(m.state().brigades[1].morale.status, model::BrigadeStatus::faltering);
  EXPECT_EQ(m.state().brigades[1].morale.retreating, 0);
  const auto faltered = std::find_if(m.log().begin(), m.log().end(), [](const LogEntry& e) {
    return e.event.key == "brigade.faltering";
  });
  ASSERT_NE(faltered, m.log().end());
  EXPECT_EQ(faltered->event.clause, "BRIG-FALTER-2");
}

}  // namespace
}  // namespace grognard::game
