// Weather, chapter XVI optional rule 16.7 (`weather` option): the season's 2D6 table
// (TBL-WEATHER), the re-roll six turns after a starred result, and visibility (DECISIONS §10).
#pragma once

#include <optional>
#include <string_view>

#include "dice/roller.h"
#include "model/distance.h"
#include "model/names.h"
#include "model/weather.h"
#include "rules/events.h"

namespace grognard::rules {

// Favourable April-October, unfavourable November-March (S16.7-1).
enum class Season { favourable, unfavourable };

inline constexpr std::array<model::Name<Season>, 2> kSeasonNames{{
    {Season::favourable, "favourable"},
    {Season::unfavourable, "unfavourable"},
}};

struct WeatherRow {
  int low;
  int high;
  model::Weather weather;
  bool reroll;  // starred: roll again after six turns (S16.7-3)
  std::string_view clause;
};

// TBL-WEATHER. The favourable table skips 11; it is changeable (G-04, DECISIONS §10).
inline constexpr WeatherRow kFavourableWeather[] = {
    {2, 8, model::Weather::fair, false, "S16.7-FAV-1"},
    {9, 10, model::Weather::changeable, true, "S16.7-FAV-2"},
    {11, 11, model::Weather::changeable, true, "G-04"},
    {12, 12, model::Weather::rain, true, "S16.7-FAV-3"},
};
inline constexpr WeatherRow kUnfavourableWeather[] = {
    {2, 6, model::Weather::fair, false, "S16.7-UNF-1"},
    {7, 8, model::Weather::changeable, true, "S16.7-UNF-2"},
    {9, 11, model::Weather::downpour, true, "S16.7-UNF-3"},
    {12, 12, model::Weather::snow, true, "S16.7-UNF-4"},
};

inline constexpr int kWeatherRerollTurns = 6;  // S16.7-3

const WeatherRow& weather_row(Season season, int score);

struct WeatherRoll {
  model::Weather weather = model::Weather::fair;
  bool reroll = false;
  auto operator<=>(const WeatherRoll&) const = default;
};

// Rolls the season's table (S16.7-2).
WeatherRoll roll_weather(Season season, dice::Roller& dice, Events& events);

// How far a unit sees: rain and downpour 40 cm (24"), heavy snow 20 cm (12") (S16.7-4,
// S16.7-5, G-30); unlimited otherwise.
std::optional<model::RuleDistance> visibility(model::Weather w);

// The clause that limits visibility in `w` (S16.7-4 rain/downpour, S16.7-5 snow).
std::string_view visibility_clause(model::Weather w);

}  // namespace grognard::rules
