#include "game/peninsular.h"

#include <stdexcept>
#include <string_view>

#include "game/setup.h"
#include "scenario/load.h"

namespace grognard::game {

namespace {

// scenarios/default.toml, embedded at build time (CMakeLists.txt).
constexpr std::string_view kDefaultScenario =
#include "game/default_scenario.inc"
    ;

}  // namespace

std::string_view peninsular_scenario_text() {
  return kDefaultScenario;
}

scenario::Scenario peninsular_scenario() {
  auto loaded = scenario::load_scenario_text(kDefaultScenario, "default.toml");
  // The embedded file is checked by a test (BattleSetup.DefaultScenarioLoads): failing here
  // means the binary was built from a broken file.
  if (!loaded.ok()) throw std::logic_error(loaded.error().message(false));
  return std::move(loaded.value());
}

GameState peninsular_battle() {
  auto battle = battle_from(peninsular_scenario());
  if (!battle.ok()) throw std::logic_error(battle.error().message(false));
  return std::move(battle.value());
}

}  // namespace grognard::game
