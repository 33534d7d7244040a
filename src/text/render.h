// Human-readable output of the engine's reports, in English or Russian: every die, every rule
// with its clause, and the result.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "engine/action.h"
#include "engine/error.h"
#include "rules/events.h"
#include "scenario/scenario.h"
#include "text/lang.h"

namespace grognard::text {

// The names of a battle's units and brigades, by index, for events that refer to them; in
// Russian, with the forms a scenario gives for some (by index too; missing or empty: the default
// declension, text/declension.h).
struct Names {
  std::vector<std::string> units;
  std::vector<std::string> brigades;
  std::vector<std::string> sides;
  std::vector<scenario::RuForms> unit_forms;
  std::vector<scenario::RuForms> brigade_forms;
  std::vector<scenario::RuForms> side_forms;
};

// One event as a sentence, without its clause. A "dice" event shows its record from `dice`.
// A phrase may ask for a name in a case, "{0@dat}" (nom, gen, dat, acc, ins, pre: Russian; the
// name as it is in English), and choose a word by a name's gender or a number's plural,
// "{0?m|f|n|pl}" for a name (сформирован|сформирована|сформировано|сформированы), "{1?one|few|
// many}" for a number in Russian (фигура|фигуры|фигур), "{1?one|other}" in English (hit|hits).
std::string narrate(const rules::Event& event, Lang lang,
                    const std::vector<dice::DiceRecord>& dice = {}, const Names* names = nullptr);

// The events of a roll for --json output: [{"clause", "key", "text"}, ...]; a "dice" event
// also has "dice": [faces].
engine::ojson events_json(const engine::RollReport& report, Lang lang);

// The odds of an action as a table of percentages.
std::string render_odds(const engine::OddsReport& report, Lang lang);

// A roll: the dice, each rule applied with its clause, the result. `seed` is shown when the
// computer rolled.
std::string render_roll(const engine::RollReport& report, Lang lang,
                        std::optional<std::uint64_t> seed);

// A roll's label in the language: "2D6" is «2Д6», "3DD" «3 КУ» (Кубик Урона) in Russian.
std::string dice_label(std::string_view label, Lang lang);

// "error: firer.figures: expected ..." in the language.
std::string render_error(const engine::Error& error, Lang lang);

// The rule options with their values, defaults and clauses.
std::string render_rule_options(Lang lang);

}  // namespace grognard::text
