// Weather (S16.7) and what a target stands in (cover for fire purposes).
#pragma once

#include "model/names.h"

namespace grognard::model {

// Good weather is "fair". Changeable has no effect of its own; downpour acts as rain
// (DECISIONS §10).
enum class Weather { fair, changeable, rain, downpour, snow };

inline constexpr std::array<Name<Weather>, 5> kWeatherNames{{
    {Weather::fair, "fair"},
    {Weather::changeable, "changeable"},
    {Weather::rain, "rain"},
    {Weather::downpour, "downpour"},
    {Weather::snow, "snow"},
}};

// Rain, downpour and snow halve small-arms fire (S16.7-4, S16.7-5).
constexpr bool wet(Weather w) {
  return w == Weather::rain || w == Weather::downpour || w == Weather::snow;
}

// What protects a target from fire: nothing, cover of any kind, or a building.
enum class Cover { open, cover, building };

inline constexpr std::array<Name<Cover>, 3> kCoverNames{{
    {Cover::open, "open"},
    {Cover::cover, "cover"},
    {Cover::building, "building"},
}};

}  // namespace grognard::model
