// Pieces of the volley and artillery_fire situations that both read the same way: the target,
// a unit's own damage, battalion guns, and the general's fate in a report.
#pragma once

#include <optional>

#include "engine/fields.h"
#include "engine/situation.h"
#include "model/quality.h"
#include "model/rule_options.h"
#include "model/troops.h"
#include "model/unit_size.h"
#include "rules/battalion_guns.h"
#include "rules/fire_fate.h"
#include "rules/fire_target.h"

namespace grognard::engine {

// The target's common fields, as read_target reads them.
std::vector<FieldSpec> target_fields();

// Reads the target's common fields: type, formation, cover, garrison, general, redoubt,
// screen, battalion_gun. Leaves `target` open for the caller's own fields and finish().
rules::FireTarget read_target(Fields& target, const model::RuleOptions& options);

// "battalion_gun": true, or {"guns": 1|2}; nothing when absent or false. Refused when the
// `battalion_guns` option is off.
std::optional<rules::BattalionGun> read_battalion_gun(Fields& f, const model::RuleOptions& options);

// Refuses a firer whose damage has dispersed it (DMG-DISPERSE): it is no longer on the table.
void check_not_dispersed(Fields& firer, model::Arm arm, model::UnitSize size,
                         model::Quality quality, model::Damage damage,
                         const model::RuleOptions& options);

// Refuses a range beyond what can be seen in the weather (S16.7-4, S16.7-5).
void check_visibility(double range, model::Weather weather, const model::RuleOptions& options);

// "in" or "cm" in the language of the message.
std::string unit_en(model::Scale scale);
std::string unit_ru(model::Scale scale);

// p.general_killed and p.general_wounded, when a general is attached.
template <class Dist>
void general_odds(ojson& p, const Dist& dist) {
  p["general_killed"] =
      dist.probability([](const auto& r) { return r.general == rules::GeneralFate::killed; });
  p["general_wounded"] =
      dist.probability([](const auto& r) { return r.general == rules::GeneralFate::wounded; });
}

}  // namespace grognard::engine
