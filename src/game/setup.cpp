#include "game/setup.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

#include "game/board.h"
#include "game/light_battalion.h"
#include "rules/battalion_guns.h"
#include "rules/brigade_status.h"
#include "scenario/table_unit.h"

namespace grognard::game {

namespace {

using scenario::LoadError;
using scenario::Position;

LoadError error_at(const scenario::Scenario& sc, Position at, std::string field, std::string en,
                   std::string ru) {
  return LoadError{sc.file, at.line, at.column, std::move(field), std::move(en), std::move(ru)};
}

rules::GeneralRating rating_of(scenario::Rating r) {
  switch (r) {
    case scenario::Rating::poor:
      return rules::GeneralRating::poor;
    case scenario::Rating::average:
      return rules::GeneralRating::average;
    case scenario::Rating::good:
      return rules::GeneralRating::good;
    case scenario::Rating::superior:
      return rules::GeneralRating::superior;
  }
  return rules::GeneralRating::average;
}

}  // namespace

scenario::Loaded<GameState> battle_from(const scenario::Scenario& sc) {
  if (sc.armies.size() != 2) {
    return error_at(
        sc, sc.armies.empty() ? Position{} : sc.armies.back().source, "armies",
        "a battle needs exactly two armies, the file has " + std::to_string(sc.armies.size()),
        "для сражения нужны ровно две армии, в файле их " + std::to_string(sc.armies.size()));
  }
  GameState s;
  s.scenario = sc.title.en.empty() ? sc.file : sc.title.en;
  auto ground = std::make_shared<Ground>();
  ground->width = sc.width;
  ground->depth = sc.depth;
  for (const scenario::Terrain& t : sc.terrain) ground->features.push_back(t.feature);
  s.ground = ground;
  for (std::size_t a = 0; a < 2; ++a) {
    s.sides[a].name = sc.armies[a].name.in(false);
    s.sides[a].name_ru = sc.armies[a].name.in(true);
    s.sides[a].nation = std::string(model::name_of(model::kNationNames, sc.armies[a].nation));
  }
  for (const scenario::Brigade& b : sc.brigades) {
    Brigade g;
    g.name = b.name.in(false);
    g.name_ru = b.name.in(true);
    g.side = static_cast<int>(*sc.find_army(b.army));
    g.morale.status = b.status;
    s.brigades.push_back(std::move(g));
  }
  for (const scenario::General& gen : sc.generals) {
    if (gen.brigade.empty()) continue;  // an army commander has no part in the project rules
    Brigade& b = s.brigades[*sc.find_brigade(gen.brigade)];
    if (!b.general.empty()) {
      return error_at(sc, gen.source, "generals",
                      "brigade \"" + gen.brigade + "\" has two generals",
                      "у бригады \"" + gen.brigade + "\" два генерала");
    }
    b.general = gen.name.in(false);
    b.rating = rating_of(gen.rating);
    if (gen.base) {
      b.general_x = gen.base->front.x();
      b.general_y = gen.base->front.y();
    }
  }
  std::array<int, 2> fielded{};
  for (std::size_t i = 0; i < sc.units.size(); ++i) {
    const scenario::Unit& su = sc.units[i];
    const std::string field = "units[" + std::to_string(i + 1) + "]";
    if (!su.on_table()) {
      return error_at(sc, su.source, field + ".status",
                      "a battle starts with every unit on the table",
                      "сражение начинается со всеми подразделениями на столе");
    }
    Unit u;
    static_cast<scenario::TableUnit&>(u) = su;  // the one unit model: what it is, where it stands
    u.id = static_cast<int>(i);
    u.name = su.name.in(false);
    u.name_ru = su.name.in(true);
    u.brigade = static_cast<int>(*sc.find_brigade(su.brigade));
    u.side = s.brigades[static_cast<std::size_t>(u.brigade)].side;
    u.body.name = u.name;
    // S16.1: the gun and its four crew; with the rule off the loader has refused any gun.
    u.gun_crew = su.battalion_gun > 0 ? rules::kBattalionGunCrew : 0;
    u.squadrons = scenario::squadrons_of(su);  // S16.2
    if (deployed(u)) u.formed_bases = u.bases + u.command_bases;
    rules::BrigadeState& morale = s.brigades[static_cast<std::size_t>(u.brigade)].morale;
    morale = rules::fielded(morale, u.body.status, model::is_skirmisher(u.type) || u.cossack);
    fielded[static_cast<std::size_t>(u.side)] += 1;
    s.units.push_back(std::move(u));
  }
  for (std::size_t a = 0; a < 2; ++a) {
    if (fielded[a] == 0) {
      return error_at(sc, sc.armies[a].source, "armies[" + std::to_string(a + 1) + "]",
                      "army \"" + sc.armies[a].id + "\" has no unit on the table",
                      "у армии \"" + sc.armies[a].id + "\" нет подразделений на столе");
    }
  }
  for (const scenario::General& gen : sc.generals) {
    if (gen.attached_to.empty()) continue;
    s.units[*sc.find_unit(gen.attached_to)].general_attached = true;
  }
  for (const scenario::Victory& v : sc.victory) {
    Goal g;
    g.side = static_cast<int>(*sc.find_army(v.army));
    g.points = v.points;
    g.count = v.count;
    switch (v.kind) {
      case scenario::VictoryKind::hold:
        g.kind = GoalKind::hold;
        g.feature = static_cast<int>(*sc.find_terrain(v.terrain));
        break;
      case scenario::VictoryKind::break_brigades:
        g.kind = GoalKind::break_brigades;
        break;
      case scenario::VictoryKind::disperse_units:
        g.kind = GoalKind::disperse_units;
        break;
    }
    s.goals.push_back(g);
  }
  s.turn = sc.turn;
  s.turn_limit = sc.turn_limit > 0 ? std::max(sc.turn_limit, sc.turn) : sc.turn + 11;
  s.options = sc.rules;
  s.weather = sc.weather;
  if (sc.season) {
    s.season = *sc.season;
    s.weather_roll_turn = sc.turn;  // S16.7-2: the weather is rolled at the start
  }
  return s;
}

scenario::Scenario scenario_now(const GameState& state, const scenario::Scenario& start) {
  scenario::Scenario sc = start;
  sc.turn = state.turn;
  sc.weather = state.weather;
  sc.rules = state.options;  // the battle's options, as it was started (`--option`)
  sc.units.resize(std::min(sc.units.size(), state.units.size()));
  // The generals where they ride now (PR-GEN-1), facing as they did.
  for (scenario::General& gen : sc.generals) {
    if (gen.brigade.empty() || !gen.base) continue;
    const auto bi = sc.find_brigade(gen.brigade);
    if (!bi || *bi >= state.brigades.size()) continue;
    gen.base->front = table::Point(state.brigades[*bi].general_x, state.brigades[*bi].general_y);
  }
  for (const Unit& u : state.units) {
    const auto i = static_cast<std::size_t>(u.id);
    if (i >= sc.units.size()) {
      scenario::Unit added;
      added.id = "unit-" + std::to_string(u.id);
      added.brigade = start.brigades[static_cast<std::size_t>(u.brigade)].id;
      added.name = scenario::Text{u.name, u.name_ru};
      sc.units.push_back(std::move(added));
    }
    scenario::Unit& su = sc.units[i];
    static_cast<scenario::TableUnit&>(su) = u;  // where it stands now, as it is now
    // The class the battle fires with (S11.13): riflemen reach 17" (scenario::weapon_of).
    if (u.body.formation == model::Formation::skirmish) su.class_given = true;
    su.in_melee = u.engaged_with >= 0;
  }
  return sc;
}

}  // namespace grognard::game
