#include "game/setup.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

#include "game/board.h"
#include "game/light_battalion.h"
#include "rules/battalion_guns.h"
#include "rules/skirmisher_class.h"
#include "scenario/optional_fields.h"

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

model::UnitType type_of(const scenario::Unit& u) {
  if (u.role == scenario::Role::brigade_screen) return model::UnitType::skirmish_screen;
  if (u.role == scenario::Role::light_battalion) return model::UnitType::light_battalion_skirmish;
  switch (u.unit.arm) {
    case model::Arm::cavalry:
      return model::UnitType::cavalry;
    case model::Arm::artillery:
      return model::UnitType::artillery;
    case model::Arm::infantry:
      return model::UnitType::infantry;
  }
  return model::UnitType::infantry;
}

// The game places a unit by the centre of its front edge and its facing (game/board.h): the
// front rank's bases, those whose front edge lies furthest forward, give both.
void place_from_bases(Unit& g, const std::vector<table::Base>& bases) {
  const table::Base& first = bases.front();
  const table::Vec fwd = table::heading(first.facing);
  double front = -1e300;
  for (const table::Base& b : bases) {
    if (std::fabs(b.facing - first.facing) > 1e-9) continue;
    front = std::max(front, b.front.x() * fwd.x + b.front.y() * fwd.y);
  }
  double x = 0;
  double y = 0;
  int n = 0;
  for (const table::Base& b : bases) {
    if (std::fabs(b.facing - first.facing) > 1e-9) continue;
    if (b.front.x() * fwd.x + b.front.y() * fwd.y < front - 1e-6) continue;
    x += b.front.x();
    y += b.front.y();
    ++n;
  }
  g.x = x / n;
  g.y = y / n;
  g.facing = first.facing;
  g.bases = static_cast<int>(bases.size());
  g.base_width = first.width;
  g.base_depth = first.depth;
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
    if (su.unit.status == model::UnitStatus::dispersed || su.bases.empty()) {
      return error_at(sc, su.source, field + ".status",
                      "a battle starts with every unit on the table",
                      "сражение начинается со всеми подразделениями на столе");
    }
    Unit u;
    u.id = static_cast<int>(i);
    u.name = su.name.in(false);
    u.name_ru = su.name.in(true);
    u.brigade = static_cast<int>(*sc.find_brigade(su.brigade));
    u.side = s.brigades[static_cast<std::size_t>(u.brigade)].side;
    u.body = su.unit;
    u.body.name = u.name;
    u.type = type_of(su);
    u.light_battalion =
        u.type == model::UnitType::infantry &&
        (su.unit.troops == model::Troops::light || su.unit.troops == model::Troops::rifles);
    u.light_cavalry = su.light_cavalry;
    u.cossack = su.cossacks;
    u.horse_artillery = su.horse;
    u.calibre = su.calibre;
    u.skirmisher_class =
        su.cls.value_or(rules::derive_class(su.unit.nation, su.unit.quality, su.unit.troops).cls);
    u.light_company = su.light_company;
    // S16.1: the gun and its four crew; with the rule off the loader has refused any gun.
    u.battalion_gun = su.battalion_gun;
    u.gun_crew = su.battalion_gun > 0 ? rules::kBattalionGunCrew : 0;
    u.squadrons = scenario::default_squadrons(su);  // S16.2
    u.lost_fire_discipline = su.lost_fire_discipline;
    u.low_ammo = su.low_ammo;
    u.first_fatigue_used = su.first_fatigue_ignored;
    place_from_bases(u, su.bases);
    if (su.role == scenario::Role::light_battalion) {
      // Deployed from the start (S11.6): the command companies keep their place behind the line.
      u.light_battalion = true;
      Unit command;
      place_from_bases(command, su.command);
      const table::Vec fwd = table::heading(u.facing);
      const table::Vec back{command.x - u.x, command.y - u.y};
      u.command_back = -table::dot(back, fwd);
      u.command_right = table::dot(back, table::right_of(fwd));
      u.command_bases = command.bases;
      u.command_figures = su.command_figures;
      u.formed_bases = u.bases + command.bases;
    }
    s.brigades[static_cast<std::size_t>(u.brigade)].morale.units += 1;
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
    su.role = u.type == model::UnitType::skirmish_screen ? scenario::Role::brigade_screen
              : deployed(u)                              ? scenario::Role::light_battalion
                                                         : scenario::Role::formed;
    su.unit = u.body;
    su.low_ammo = u.low_ammo;
    su.lost_fire_discipline = u.lost_fire_discipline;
    su.battalion_gun = u.battalion_gun;  // a gun abandoned is gone (S16.1d, S16.1f-h)
    su.command.clear();
    su.bases.clear();
    su.command_figures = deployed(u) ? u.command_figures : 0;
    // The class the battle fires with (S11.13): riflemen reach 17" (scenario::weapon_of).
    if (u.body.formation == model::Formation::skirmish) su.cls = u.skirmisher_class;
    if (!u.on_table()) continue;
    su.bases = bases_of(u);
    if (deployed(u)) {
      su.command = command_bases_of(u);
      su.bases.resize(su.bases.size() - su.command.size());
    }
  }
  return sc;
}

}  // namespace grognard::game
