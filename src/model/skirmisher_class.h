// Skirmisher classes (S11.10-S11.13): how many figures give one 2D6 pair.
#pragma once

#include "model/names.h"

namespace grognard::model {

enum class SkirmisherClass { first, second, rifles };

inline constexpr std::array<Name<SkirmisherClass>, 3> kSkirmisherClassNames{{
    {SkirmisherClass::first, "first"},
    {SkirmisherClass::second, "second"},
    {SkirmisherClass::rifles, "rifles"},
}};

}  // namespace grognard::model
