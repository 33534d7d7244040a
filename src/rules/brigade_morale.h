// The brigade morale test (Бригадная Мораль). The seed's section stops at its heading (BRIG-MORALE,
// G-15); this is the project's test, in the spirit of the discipline test (DECISIONS §11), IDs
// BM-*, with its reasons in docs/rules.md "Brigade morale":
//
//  - who tests (BM-TRIGGER-1): in the Command phase, a brigade that is Faltering, Wavering or
//    Falling Back; a brigade in Sauve qui Peut never tests again (BM-TRIGGER-2); with the
//    optional rule S16.6 also a brigade that lost more than half its units, every turn
//    (S16.6-1), and at once the neighbours of a brigade that broke (S16.6-2);
//  - 2D6 plus: the brigade's quality as in the discipline test (BM-MOD-QUALITY); its general
//    (BM-MOD-GENERAL); -1 per retreating unit (BM-MOD-RETREAT), per broken unit (BM-MOD-BROKEN),
//    per unit lost (BM-MOD-LOST);
//  - results (TBL-BM): an unmodified double six rallies it to Obeying orders (BM-RESULT-66);
//    8+ one status better (BM-RESULT-8); 5-7 holds (BM-RESULT-5); 3-4 one worse (BM-RESULT-3);
//    2 or less two worse (BM-RESULT-2).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "dice/roller.h"
#include "model/quality.h"
#include "model/rule_options.h"
#include "model/status.h"
#include "rules/brigade_status.h"
#include "rules/checked.h"
#include "rules/command.h"
#include "rules/events.h"

namespace grognard::rules {

// Why a brigade tests.
enum class MoraleReason : std::uint8_t { status, lost_half, neighbour_broken };

// BM-TRIGGER-1, S16.6-1, S16.6-2.
std::string_view reason_clause(MoraleReason r);

// Whether the brigade tests now, and why: its status first (BM-TRIGGER-1), then, with the
// `brigade_morale` option (S16.6), more than half its units lost (S16.6-1) or a neighbouring
// brigade that broke (S16.6-2). Never in Sauve qui Peut (BM-TRIGGER-2).
std::optional<MoraleReason> brigade_test_due(const BrigadeState& b, bool neighbour_broken,
                                             const model::RuleOptions& options);

struct BrigadeMoraleTest {
  model::BrigadeStatus status = model::BrigadeStatus::faltering;
  model::Grade grade = model::Grade::line;
  // The brigade's units' qualities: when given, the brigade tests at their average, as a screen
  // does (DT-NOTE-1, G-24); replaces `grade`.
  std::vector<model::Quality> unit_qualities;
  GeneralRating general = GeneralRating::average;
  bool general_lost = false;  // killed, wounded or captured (DECISIONS §4 Fate)
  int retreating = 0;         // as counted for Faltering (BRIG-FALTER-4)
  int broken = 0;
  int lost = 0;
};

// The test for a brigade as the state machine has it.
BrigadeMoraleTest morale_test_of(const BrigadeState& b, model::Grade grade, GeneralRating general,
                                 bool general_lost);

struct BmModifier {
  std::string_view clause;
  std::string_view key;  // event key
  int value = 0;
  EventArg a{};
};

struct BmModifiers {
  std::array<BmModifier, 8> list{};
  int count = 0;
  model::Grade tested_as = model::Grade::line;
  [[nodiscard]] int total() const;
  // The modifiers that apply. Not on a temporary: the span would outlive it.
  [[nodiscard]] std::span<const BmModifier> items() const& {
    return {list.data(), static_cast<std::size_t>(count)};
  }
  std::span<const BmModifier> items() const&& = delete;
};

BmModifiers brigade_morale_modifiers(const BrigadeMoraleTest& test);

enum class MoraleStep : std::uint8_t { rallied, better, holds, worse, much_worse };

inline constexpr std::array<model::Name<MoraleStep>, 5> kMoraleStepNames{{
    {MoraleStep::rallied, "rallied"},
    {MoraleStep::better, "better"},
    {MoraleStep::holds, "holds"},
    {MoraleStep::worse, "worse"},
    {MoraleStep::much_worse, "much_worse"},
}};

// The status a step leads to from `from`: rallied = Obeying orders; better one up (Obeying
// stays Obeying); worse one down, much worse two down (Sauve qui Peut is the bottom).
model::BrigadeStatus after_step(model::BrigadeStatus from, MoraleStep step);

struct BrigadeMoraleResult {
  model::BrigadeStatus status = model::BrigadeStatus::obeying;  // after the test
  MoraleStep step = MoraleStep::holds;
  int roll = 0;
  int final_score = 0;
  auto operator<=>(const BrigadeMoraleResult&) const = default;
};

// Rolls the test: 2D6 + modifiers, read on TBL-BM. Requires a status other than Sauve qui Peut.
BrigadeMoraleResult resolve_brigade_morale_test(const BrigadeMoraleTest& test, dice::Roller& dice,
                                                Events& events);

// Applies a test's step to the brigade; reaching Sauve qui Peut breaks it (S16.6-2). The game
// loop then applies the change to every unit (brigade_changed, unit_status.h) and, after that,
// runs each unit's rally check (rally). Refused for a brigade in Sauve qui Peut (BM-TRIGGER-2).
Checked<BrigadeStep> brigade_after_test(const BrigadeState& b, const BrigadeMoraleResult& result,
                                        Events& events);

}  // namespace grognard::rules
