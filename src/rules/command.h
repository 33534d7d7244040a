// The command phase: ADCs and the orders they carry (assault fire, resupply, "Forward!"), and
// initiative. The seeds name them (ART-MODE-2, ART-LOWAMMO-3, F-NOFIRE-2) without rules (G-27,
// G-28, G-45); these are the project's (DECISIONS §11), IDs PR-CMD-*, in docs/rules.md.
#pragma once

#include <optional>
#include <string_view>

#include "dice/roller.h"
#include "model/names.h"
#include "rules/events.h"

namespace grognard::rules {

enum class GeneralRating { poor, average, good, superior };

inline constexpr std::array<model::Name<GeneralRating>, 4> kGeneralRatingNames{{
    {GeneralRating::poor, "poor"},
    {GeneralRating::average, "average"},
    {GeneralRating::good, "good"},
    {GeneralRating::superior, "superior"},
}};

// ADCs a brigade general has each command phase (PR-CMD-1): poor 1, average 2, good 2,
// superior 3.
int adcs(GeneralRating rating);

enum class CommandOrder { assault_fire, resupply, forward };

struct OrderCost {
  int adcs;
  std::string_view clause;
};

// What an order costs (PR-CMD-2): assault fire two ADCs (ART-MODE-2); resupplying a battery on
// low ammunition one ADC, always successful (ART-LOWAMMO-3, G-45), never for a battery without
// ammunition (ART-NOAMMO-4); "Forward!" one ADC, an extra half move after which the unit may
// not fire (F-NOFIRE-2, G-28).
OrderCost order_cost(CommandOrder order);

enum class Side { first, second };

struct InitiativeResult {
  Side first_to_move = Side::first;
  int roll_first = 0;  // each side's D6 (PR-CMD-3)
  int roll_second = 0;
  auto operator<=>(const InitiativeResult&) const = default;
};

// Initiative (PR-CMD-3): each side rolls a D6, +1 with a superior commander; the higher moves
// first; a tie goes to the side that moved second last turn.
InitiativeResult roll_initiative(bool first_superior, bool second_superior, Side moved_first_last,
                                 dice::Roller& dice, Events& events);

}  // namespace grognard::rules
