// The weather action: the season's weather roll (S16.7, TBL-WEATHER), odds and roll.
#include <fmt/format.h>

#include "engine/action_list.h"
#include "engine/situation.h"
#include "rules/weather_roll.h"

namespace grognard::engine {

namespace {

struct WeatherSituation {
  rules::Season season = rules::Season::favourable;
  int turn = 0;  // the turn of the roll, 0 when not given
};

const FieldSpec& description() {
  static const FieldSpec d = situation_spec(
      "weather",
      {choice_field("season", "Season", "Сезон", ids(rules::kSeasonNames))
           .required("favourable")
           .clause("TBL-WEATHER"),
       integer_field("turn", "Turn of the roll", "Ход броска", 1, 1000).clause("S16.7-2")});
  return d;
}

WeatherSituation read_situation(const json& j) {
  Fields s(j, description(), "");
  s.text("action");
  const model::RuleOptions options = read_options(s);
  WeatherSituation w;
  w.season = s.choice("season", rules::kSeasonNames);
  w.turn = s.integer_or("turn", 0);
  s.finish();
  if (!options.weather) {
    fail("rules.weather", "the weather rule (S16.7) is off", "правило погоды (S16.7) выключено");
  }
  return w;
}

OddsReport odds(const json& j) {
  const WeatherSituation w = read_situation(j);
  const auto dist = dice::enumerate([&](dice::Roller& r) {
    rules::Events off(false);
    return rules::roll_weather(w.season, r, off);
  });
  OddsReport report;
  ojson& out = report.json;
  out["action"] = "weather";
  out["season"] = model::name_of(rules::kSeasonNames, w.season);
  ojson& p = out["p"];
  for (const auto& n : model::kWeatherNames) {
    p[std::string(n.id)] =
        dist.probability([&](const rules::WeatherRoll& r) { return r.weather == n.value; });
  }
  p["reroll"] = dist.probability([](const rules::WeatherRoll& r) { return r.reroll; });
  return report;
}

ojson roll(const json& j, dice::Roller& dice, rules::Events& events) {
  const WeatherSituation w = read_situation(j);
  const rules::WeatherRoll r = rules::roll_weather(w.season, dice, events);
  ojson out;
  out["action"] = "weather";
  out["season"] = model::name_of(rules::kSeasonNames, w.season);
  out["weather"] = model::name_of(model::kWeatherNames, r.weather);
  if (const auto v = rules::visibility(r.weather)) {
    out["visibility"] = {{"in", static_cast<int>(v->inches)}, {"cm", static_cast<int>(v->cm)}};
  }
  if (r.reroll && w.turn > 0) out["next_roll_turn"] = w.turn + rules::kWeatherRerollTurns;
  out["flags"]["reroll"] = r.reroll;
  return out;
}

}  // namespace

Action weather_action() {
  return Action{
      "weather",
      "S16.7",
      "Weather",
      "Погода",
      "the 2D6 of the season's table",
      "2D6 по таблице сезона",
      &odds,
      &roll,
      &description,
  };
}

}  // namespace grognard::engine
