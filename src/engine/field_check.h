// Every field error of a situation at once: a user who leaves out four fields hears of the four
// in one answer, not one per try. The reader of an action (fields.h) stops at its first error;
// this walk checks the rest of the situation against the same description (description.h), with
// the same readers, so it reports nothing the reader would accept.
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "engine/description.h"
#include "engine/error.h"

namespace grognard::engine {

// The errors of `situation` against `spec`: each required field missing, each field of the
// wrong type, range or choice, each unknown field; in the order of the description.
std::vector<Error> field_errors(const nlohmann::json& situation, const FieldSpec& spec);

// `first` (the reader's error) with the other errors of the situation in `first.more`.
Error with_other_errors(Error first, const nlohmann::json& situation, const FieldSpec& spec);

}  // namespace grognard::engine
