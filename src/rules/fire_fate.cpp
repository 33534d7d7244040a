#include "rules/fire_fate.h"

#include "dice/basic_nodes.h"

namespace grognard::rules {

GeneralFate general_fate(int die) {
  if (die == 1) return GeneralFate::killed;
  if (die <= 3) return GeneralFate::wounded;
  return GeneralFate::unhurt;
}

GeneralFate resolve_fate(bool general_attached, dice::Roller& dice, Events& events) {
  events.add("fire.fate", "F-TABLE-FATE");
  if (!general_attached) return GeneralFate::none;
  const int die = dice::roll(dice, dice::D6(), "DECISIONS §4");
  const GeneralFate fate = general_fate(die);
  events.add("fire.fate.general", "DECISIONS §4", num(die),
             term(fate == GeneralFate::killed    ? "fate.killed"
                  : fate == GeneralFate::wounded ? "fate.wounded"
                                                 : "fate.unhurt"));
  return fate;
}

}  // namespace grognard::rules
