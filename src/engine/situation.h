// Pieces of a situation that every action reads the same way.
#pragma once

#include "dice/enumerate.h"
#include "engine/action.h"
#include "engine/description.h"
#include "engine/fields.h"
#include "model/damage.h"
#include "model/rule_options.h"
#include "rules/redoubt.h"

namespace grognard::engine {

// The "rules" object: any rule option by name (model/rule_options.h), strictly checked.
model::RuleOptions read_options(Fields& situation);

// Fields several actions describe the same way.
FieldSpec weather_field();  // "weather", default fair (S16.7)
FieldSpec distance_field(std::string key, std::string_view en, std::string_view ru);
FieldSpec damage_field(double max);  // a unit's own damage in half points
FieldSpec quality_field();           // "quality", no default

// A unit's own damage in half points ("damage": 4.5), described by damage_field.
model::Damage read_damage(Fields& f);

// A redoubt's "defence" and "initial" (S16.5), and their reading; the caller finishes.
std::vector<FieldSpec> redoubt_fields();
rules::Redoubt read_redoubt(Fields& r);

// A distance field in the unit of the `scale` option, as engine inches.
double read_distance(Fields& f, std::string_view key, model::Scale scale);

// {"0": p, "0.5": p, ...}: keys are damage in half points as shortest decimals.
ojson damage_map(const dice::Distribution<model::Damage>& d);

// Damage as a JSON number: 2 or 1.5.
ojson damage_value(model::Damage d);

}  // namespace grognard::engine
