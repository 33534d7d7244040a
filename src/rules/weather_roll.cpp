#include "rules/weather_roll.h"

#include <span>

#include "dice/basic_nodes.h"
#include "rules/fire_target.h"

namespace grognard::rules {

const WeatherRow& weather_row(Season season, int score) {
  const std::span<const WeatherRow> table = season == Season::favourable
                                                ? std::span<const WeatherRow>(kFavourableWeather)
                                                : std::span<const WeatherRow>(kUnfavourableWeather);
  for (const WeatherRow& row : table) {
    if (score >= row.low && score <= row.high) return row;
  }
  return table.front();
}

WeatherRoll roll_weather(Season season, dice::Roller& dice, Events& events) {
  // S16.7-2: 2D6 on the season's table.
  events.add("weather.season", "S16.7-1",
             term(season == Season::favourable ? "season.favourable" : "season.unfavourable"));
  const dice::Pair p = dice::roll(dice, dice::TwoD6(), "S16.7-2");
  const WeatherRow& row = weather_row(season, p.sum());
  events.add("weather.result", row.clause, num(p.sum()), term(weather_term(row.weather)));
  if (row.reroll) events.add("weather.reroll", "S16.7-3", num(kWeatherRerollTurns));
  if (auto v = visibility(row.weather)) {
    events.add("weather.visibility", visibility_clause(row.weather), num(static_cast<int>(v->cm)),
               num(static_cast<int>(v->inches)));
  }
  return WeatherRoll{row.weather, row.reroll};
}

std::optional<model::RuleDistance> visibility(model::Weather w) {
  switch (w) {
    case model::Weather::rain:
    case model::Weather::downpour:
      return model::RuleDistance{24, 40};
    case model::Weather::snow:
      return model::RuleDistance{12, 20};
    case model::Weather::fair:
    case model::Weather::changeable:
      break;
  }
  return std::nullopt;
}

std::string_view visibility_clause(model::Weather w) {
  return w == model::Weather::snow ? "S16.7-5" : "S16.7-4";
}

}  // namespace grognard::rules
