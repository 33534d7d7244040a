// Pieces of a situation that every action reads the same way.
#pragma once

#include "dice/enumerate.h"
#include "engine/action.h"
#include "engine/fields.h"
#include "model/damage.h"
#include "model/rule_options.h"

namespace grognard::engine {

// The "rules" object: any rule option by name (model/rule_options.h), strictly checked.
model::RuleOptions read_options(Fields& situation);

// A distance field in the unit of the `scale` option, as engine inches.
double read_distance(Fields& f, std::string_view key, model::Scale scale);

// {"0": p, "0.5": p, ...}: keys are damage in half points as shortest decimals.
ojson damage_map(const dice::Distribution<model::Damage>& d);

// Damage as a JSON number: 2 or 1.5.
ojson damage_value(model::Damage d);

}  // namespace grognard::engine
