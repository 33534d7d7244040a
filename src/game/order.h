// Orders a player gives a unit (PR-ORDER-*). The game checks each against the rules and refuses
// an illegal one with the clause that forbids it, leaving the state as it was.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/formation.h"
#include "model/names.h"

namespace grognard::game {

enum class OrderKind {
  hold,              // do nothing this phase
  move,              // movement phase: move to (x, y) and face `facing`
  change_formation,  // movement phase: into `formation` (PR-MOVE-11)
  reform,            // movement phase: an Unformed unit re-forms in place (STATUS-UNF-3)
  form_screen,       // movement phase: `from` units send their light companies (S11.2, S11.3)
  reinforce_screen,  // movement phase: `unit` sends a company to its brigade's screen `target`
                     // for half its move (S11.4)
  deploy,            // movement phase: a light battalion sends `companies` companies forward as
                     // its skirmish line, its front to (x, y) (S11.5, S11.6)
  rally_battalion,   // movement phase: a deployed light battalion tries to rally into
                     // `formation` at its command companies (S11.7)
  abandon_gun,       // movement phase: `unit` abandons its battalion gun (S16.1f)
  fire,              // fire phase: at `target`
  charge,            // charge phase: at `target`
  assault_fire,      // command phase: a battery fires assault fire this turn (ART-MODE-2)
  resupply,          // command phase: a battery on low ammunition is resupplied (ART-LOWAMMO-3)
};

inline constexpr std::array<model::Name<OrderKind>, 13> kOrderKindNames{{
    {OrderKind::hold, "hold"},
    {OrderKind::move, "move"},
    {OrderKind::change_formation, "formation"},
    {OrderKind::reform, "reform"},
    {OrderKind::form_screen, "screen"},
    {OrderKind::reinforce_screen, "reinforce"},
    {OrderKind::deploy, "deploy"},
    {OrderKind::rally_battalion, "rally"},
    {OrderKind::abandon_gun, "abandon"},
    {OrderKind::fire, "fire"},
    {OrderKind::charge, "charge"},
    {OrderKind::assault_fire, "assault_fire"},
    {OrderKind::resupply, "resupply"},
}};

struct Order {
  OrderKind kind = OrderKind::hold;
  int unit = -1;
  int target = -1;
  double x = 0;
  double y = 0;
  double facing = 0;
  model::Formation formation = model::Formation::line;
  std::vector<int> from;  // form_screen: the battalions that send companies
  int companies = 0;      // deploy: how many companies; 0 for as many as the rules allow
  // charge by cavalry under the `squadron_charges` option: the squadrons that take part, written
  // down secretly (S16.2-1, S16.2-2); 0 = the whole regiment (S16.2-3).
  int squadrons = 0;

  bool operator==(const Order&) const = default;
};

// An order of `kind` for `unit`, at `target` (-1: none); the rest as an Order starts.
inline Order make_order(OrderKind kind, int unit, int target = -1) {
  Order o;
  o.kind = kind;
  o.unit = unit;
  o.target = target;
  return o;
}

}  // namespace grognard::game
