// The steps that volleys and artillery share when they read TBL-FIRE: the reach, the screen,
// the score, the cell, the damage dice, the halvings and who takes the damage. Each reports
// itself with its clause.
#pragma once

#include <string_view>

#include "dice/basic_nodes.h"
#include "dice/roller.h"
#include "model/damage.h"
#include "model/distance.h"
#include "model/rule_options.h"
#include "model/weather.h"
#include "rules/events.h"
#include "rules/fire_table.h"
#include "rules/fire_tally.h"
#include "rules/screen_fire.h"

namespace grognard::rules {

// "the longest range is N in/cm", in the unit of the scale.
void report_reach(Events& events, std::string_view clause, model::RuleDistance reach,
                  model::Scale scale);

// The number a player reads on the tape for a rule distance under `scale`.
int reach_on_tape(model::RuleDistance reach, model::Scale scale);
std::string_view unit_term(model::Scale scale);

void report_screen(Events& events, const ScreenFinding& screen);

// Reports each modifier and returns the final score: the dice plus every modifier.
int report_score(Events& events, dice::Pair roll, const Tally& mods);

void report_cell(Events& events, const FireTableRow& row, const Cell& cell, int score);

// Reports each source of damage dice and rolls them all as one throw (DECISIONS §4: each scores
// 1 on `damage_die_hits_on` or more). Returns the damage they add; no roll when there are none.
int roll_damage_dice(Events& events, dice::Roller& dice, const Tally& sources,
                     const model::RuleOptions& options);

// The cell's damage plus the damage dice (ART-PROC-1: "any damage dice are added").
model::Damage report_total(Events& events, const Cell& cell, int dd_hits, std::string_view clause);

// Reports each halving and returns the damage dealt (DECISIONS §5).
model::Damage report_halvings(Events& events, model::Damage total, const Tally& halvings,
                              bool whole, model::Weather weather);

// Shares `dealt` between the unit fired at and the screen in front of it.
void share_with_screen(Events& events, const ScreenFinding& screen, model::Damage dealt,
                       model::Damage& unit, model::Damage& screen_damage);

}  // namespace grognard::rules
