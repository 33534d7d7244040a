// The skirmish_fire action: JSON situation -> rules::SkirmishFire, odds and roll.
#include <fmt/format.h>

#include "engine/action_list.h"
#include "engine/situation.h"
#include "rules/skirmish_fire.h"
#include "rules/skirmisher_class.h"

namespace grognard::engine {

namespace {

using model::SkirmisherClass;

constexpr int kMaxFigures = 200;  // more than any brigade's skirmishers; guards absurd input
constexpr int kMaxCompanies = 32;

// One body of skirmishers, as a firer or as one of its companies.
std::vector<FieldSpec> company_fields(bool firer) {
  std::vector<FieldSpec> f{
      integer_field("figures", "Figures", "Фигур", 1, kMaxFigures).clause("S11.14-1"),
      choice_field("class", "Skirmisher class", "Класс застрельщиков",
                   ids(model::kSkirmisherClassNames))
          .clause("S11.13"),
      choice_field("nation", "Nation (instead of class)", "Нация (вместо класса)",
                   ids(model::kNationNames))
          .clause("S11.13-1"),
      choice_field("quality", "Quality (instead of class)", "Мораль (вместо класса)",
                   ids(model::kQualityNames))
          .clause("S11.13-1"),
      choice_field("troops", "Troops", "Войска", ids(model::kTroopsNames))
          .defaults("line")
          .clause("S11.13-1"),
  };
  if (firer) {
    f[0] = std::move(f[0]).example(18);
    f[1] = std::move(f[1]).example("first");
  }
  return f;
}

const FieldSpec& description() {
  static const FieldSpec d = [] {
    std::vector<FieldSpec> firer = company_fields(true);
    firer.push_back(integer_field("year", "Year", "Год", 1700, 1900).clause("S11.13-2"));
    firer.push_back(list_field("companies", "Companies (instead of figures)",
                               "Роты (вместо числа фигур)", 1, kMaxCompanies,
                               object_field("", "Company", "Рота", company_fields(false)))
                        .clause("S11.14-2"));
    firer.push_back(boolean_field("in_building", "Fires from a building", "Стреляет из здания")
                        .clause("S11.14"));
    return situation_spec(
        "skirmish_fire",
        {object_field("firer", "Skirmishers firing", "Стреляющие застрельщики", std::move(firer))
             .required(),
         object_field("target", "Target", "Цель",
                      {choice_field("cover", "Cover", "Укрытие", ids(model::kCoverNames))
                           .defaults("open")
                           .clause("S11.15-2")}),
         weather_field(), distance_field("range", "Range", "Дистанция").clause("F-RANGE-3")});
  }();
  return d;
}

struct FirerClass {
  SkirmisherClass cls;
  int figures;
};

void check_rifles(Fields& f, model::Nation nation, int figures, int year) {
  switch (rules::rifles_problem(nation, figures, year)) {
    case rules::RiflesProblem::none:
      return;
    case rules::RiflesProblem::not_british:
      fail(f.path_of("nation"), "only the British army fields select riflemen (S11.13-6)",
           "отборных стрелков выставляет только британская армия (S11.13-6)");
    case rules::RiflesProblem::too_many:
      fail(f.path_of("figures"), "select riflemen are at most 12 figures (S11.13-2)",
           "отборных стрелков не больше 12 фигур (S11.13-2)");
    case rules::RiflesProblem::too_early:
      fail(f.path_of("year"), "select riflemen exist only after 1808 (S11.13-2)",
           "отборные стрелки появляются только после 1808 года (S11.13-2)");
  }
}

// One body of skirmishers: {"figures", "class"} or {"figures", "nation", "quality", "troops"}.
FirerClass read_company(Fields& f, int year) {
  const int figures = f.integer("figures");
  if (f.has("class")) {
    for (std::string_view k : {"nation", "quality", "troops"}) {
      if (f.has(k)) {
        fail(f.path_of(k), "give either \"class\" or \"nation\"/\"quality\"/\"troops\", not both",
             "укажите либо \"class\", либо \"nation\"/\"quality\"/\"troops\", но не оба");
      }
    }
    const SkirmisherClass cls = f.choice("class", model::kSkirmisherClassNames);
    if (cls == SkirmisherClass::rifles && figures > 12) {
      fail(f.path_of("figures"), "select riflemen are at most 12 figures (S11.13-2)",
           "отборных стрелков не больше 12 фигур (S11.13-2)");
    }
    return {cls, figures};
  }
  if (!f.has("nation") && !f.has("quality")) {
    fail(f.path_of("class"), "is required (or give \"nation\", \"quality\" and \"troops\")",
         "обязательное поле (или укажите \"nation\", \"quality\" и \"troops\")");
  }
  const auto nation = f.choice("nation", model::kNationNames);
  const auto quality = f.choice("quality", model::kQualityNames);
  const auto troops = f.choice("troops", model::kTroopsNames);
  if (troops == model::Troops::rifles) check_rifles(f, nation, figures, year);
  return {rules::derive_class(nation, quality, troops).cls, figures};
}

rules::SkirmishFire read_situation(const json& j) {
  Fields s(j, description(), "");
  s.text("action");
  rules::SkirmishFire fire;
  fire.options = read_options(s);

  Fields firer = s.object("firer");
  const int year = firer.integer_or("year", 0);
  if (firer.has("companies")) {
    if (firer.has("figures")) {
      fail(firer.path_of("figures"), "give either \"figures\" or \"companies\", not both",
           "укажите либо \"figures\", либо \"companies\", но не оба");
    }
    const json& list = firer.array("companies");
    std::vector<rules::CompanyClass> companies;
    int total = 0;
    for (std::size_t i = 0; i < list.size(); ++i) {
      Fields c = firer.element("companies", i);
      const FirerClass fc = read_company(c, year);
      c.finish();
      companies.push_back({fc.figures, fc.cls});
      total += fc.figures;
    }
    if (total > kMaxFigures) {
      fail(firer.path_of("companies"),
           fmt::format("the companies add up to {} figures; at most {}", total, kMaxFigures),
           fmt::format("в ротах всего {} фигур; не больше {}", total, kMaxFigures));
    }
    fire.cls = rules::majority_class(companies).cls;
    fire.figures = total;
  } else {
    const FirerClass fc = read_company(firer, year);
    fire.cls = fc.cls;
    fire.figures = fc.figures;
  }
  fire.firer_in_building = firer.boolean("in_building");
  firer.finish();

  if (s.has("target")) {
    Fields target = s.object("target");
    fire.target_cover = target.choice("cover", model::kCoverNames);
    target.finish();
  }
  fire.weather = s.choice("weather", model::kWeatherNames);
  if (s.has("range")) {
    const double range = read_distance(s, "range", fire.options.scale);
    const double reach = model::rule_inches(rules::skirmish_range(fire.cls), fire.options.scale);
    if (range > reach + 1e-9) {
      const double shown_reach = model::from_inches(reach, fire.options.scale);
      const auto unit = model::unit_of(fire.options.scale);
      fail("range",
           fmt::format("out of range: skirmisher fire reaches {} {} ({})", shown_reach, unit,
                       fire.cls == SkirmisherClass::rifles ? "S11.13-5" : "F-RANGE-3"),
           fmt::format("вне дистанции: застрельщики стреляют на {} {} ({})", shown_reach,
                       unit == "in" ? "дюйм." : "см",
                       fire.cls == SkirmisherClass::rifles ? "S11.13-5" : "F-RANGE-3"));
    }
  }
  s.finish();
  return fire;
}

ojson firer_json(const rules::SkirmishFire& fire) {
  const rules::SkirmishDice count = rules::skirmish_dice(fire.figures, fire.cls);
  ojson f;
  f["figures"] = fire.figures;
  f["class"] = model::name_of(model::kSkirmisherClassNames, fire.cls);
  f["pairs"] = count.pairs;
  f["singles"] = count.singles;
  return f;
}

OddsReport odds_of(const rules::SkirmishFire& fire) {
  const auto dist = dice::enumerate([&](dice::Roller& r) {
    rules::Events off(false);
    return rules::resolve_skirmish_fire(fire, r, off);
  });
  OddsReport report;
  ojson& out = report.json;
  out["action"] = "skirmish_fire";
  out["firer"] = firer_json(fire);
  out["damage"] = damage_map(dist.map([](const rules::SkirmishFireResult& r) { return r.damage; }));
  out["expected_damage"] =
      dist.expectation([](const rules::SkirmishFireResult& r) { return r.damage.as_points(); });
  out["p"]["discipline_test"] =
      dist.probability([](const rules::SkirmishFireResult& r) { return r.discipline_test; });
  out["p"]["smoke"] = dist.probability([](const rules::SkirmishFireResult& r) { return r.smoke; });
  return report;
}

OddsReport odds(const json& j) {
  return odds_of(read_situation(j));
}

ojson roll(const json& j, dice::Roller& dice, rules::Events& events) {
  const rules::SkirmishFire fire = read_situation(j);
  const rules::SkirmishFireResult r = rules::resolve_skirmish_fire(fire, dice, events);
  ojson out;
  out["action"] = "skirmish_fire";
  out["firer"] = firer_json(fire);
  out["hits"] = r.hits;
  out["damage"] = damage_value(r.damage);
  out["flags"]["discipline_test"] = r.discipline_test;
  out["flags"]["smoke"] = r.smoke;
  return out;
}

}  // namespace

OddsReport skirmish_fire_report(const rules::SkirmishFire& fire) {
  return odds_of(fire);
}

Action skirmish_fire_action() {
  return Action{
      "skirmish_fire",
      "S11.14",
      "Skirmisher fire",
      "Стрельба застрельщиков",
      "each 2D6 pair in turn (two dice per pair), then the single D6 if any",
      "каждая пара 2D6 по очереди (по два кубика), затем отдельный D6, если он есть",
      &odds,
      &roll,
      &description,
  };
}

}  // namespace grognard::engine
