#include "rules/command.h"

#include "dice/basic_nodes.h"

namespace grognard::rules {

int adcs(GeneralRating rating) {
  switch (rating) {
    case GeneralRating::poor:
      return 1;
    case GeneralRating::average:
    case GeneralRating::good:
      return 2;
    case GeneralRating::superior:
      return 3;
  }
  return 1;
}

OrderCost order_cost(CommandOrder order) {
  switch (order) {
    case CommandOrder::assault_fire:
      return {2, "ART-MODE-2"};
    case CommandOrder::resupply:
      return {1, "ART-LOWAMMO-3"};
    case CommandOrder::forward:
      return {1, "PR-CMD-2"};
  }
  return {1, "PR-CMD-2"};
}

InitiativeResult roll_initiative(bool first_superior, bool second_superior, Side moved_first_last,
                                 dice::Roller& dice, Events& events) {
  InitiativeResult r;
  r.roll_first = dice::roll(dice, dice::D6{}, "PR-CMD-3", dice::Thrower::first);
  r.roll_second = dice::roll(dice, dice::D6{}, "PR-CMD-3", dice::Thrower::second);
  const int a = r.roll_first + (first_superior ? 1 : 0);
  const int b = r.roll_second + (second_superior ? 1 : 0);
  if (a != b) {
    r.first_to_move = a > b ? Side::first : Side::second;
  } else {
    r.first_to_move = moved_first_last == Side::first ? Side::second : Side::first;
  }
  events.add("command.initiative", "PR-CMD-3", num(a), num(b),
             side_arg(r.first_to_move == Side::first ? 0 : 1));
  return r;
}

}  // namespace grognard::rules
