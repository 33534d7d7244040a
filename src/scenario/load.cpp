#include "scenario/load.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "model/input_file.h"
#include "model/limits.h"
#include "rules/skirmisher_class.h"
#include "scenario/field.h"
#include "scenario/optional_fields.h"
#include "scenario/reader.h"
#include "table/footprint.h"
#include "table/table.h"

namespace grognard::scenario {

using model::Arm;
using model::Formation;
using model::Scale;
using table::Base;
using table::Point;
using table::operator-;  // NOLINT(misc-unused-using-decls): Point - Point has no ADL into table

namespace {

constexpr double kMaxCoordinate = 10000;  // in the file's unit: far beyond any table
constexpr int kMaxBases = 60;
constexpr std::size_t kMaxIdBytes = 64;

// ---- Rule options ---------------------------------------------------------------------------

std::vector<std::string> split(std::string_view s) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= s.size()) {
    const auto bar = s.find('|', start);
    out.emplace_back(s.substr(start, bar == std::string_view::npos ? s.npos : bar - start));
    if (bar == std::string_view::npos) break;
    start = bar + 1;
  }
  return out;
}

// Sets the option in `o` by name; options this file does not know yet still pass through to the
// situations in rules_given.
void set_option(std::string_view name, const Value& v, model::RuleOptions& o) {
  const auto choice = [&](const auto& names) { return *model::parse_name(names, v.text); };
  const int n = v.kind == Value::Kind::integer ? static_cast<int>(v.integer) : 0;
  if (name == "scale") o.scale = choice(model::kScaleNames);
  if (name == "smoke") o.smoke = v.flag;
  if (name == "weather") o.weather = v.flag;
  if (name == "standard_battery_disperse") o.standard_battery_disperse = n;
  if (name == "approach_limits") o.approach_limits = choice(model::kApproachLimitsNames);
  if (name == "lb_line_of_sight") o.lb_line_of_sight = v.flag;
  if (name == "screen_gap") o.screen_gap = n;
  if (name == "damage_die_hits_on") o.damage_die_hits_on = n;
  if (name == "horse_artillery_penalty") o.horse_artillery_penalty = n;
  if (name == "redoubts") o.redoubts = v.flag;
  if (name == "battalion_guns") o.battalion_guns = choice(model::kBattalionGunsNames);
  if (name == "battalion_gun_damage_die") o.battalion_gun_damage_die = v.flag;
  if (name == "retreat_d3") o.retreat_d3 = choice(model::kRetreatD3Names);
  if (name == "lb_rally_block") o.lb_rally_block = choice(model::kLbRallyBlockNames);
  if (name == "brigade_morale") o.brigade_morale = v.flag;
  if (name == "squadron_charges") o.squadron_charges = v.flag;
}

void read_rules(Reader& root, Scenario& s) {
  if (!root.has("rules")) return;
  Reader r = root.table("rules");
  const Value& t = r.value();
  for (std::size_t i = 0; i < t.keys.size(); ++i) {
    const std::string& key = t.keys[i];
    const Value& v = t.values[i];
    const model::RuleOptionInfo* info = nullptr;
    std::string names;
    for (const auto& o : model::kRuleOptions) {
      if (o.name == key) info = &o;
      names += (names.empty() ? "" : ", ") + std::string(o.name);
    }
    if (info == nullptr) {
      r.fail(key, "unknown rule option; known: " + names,
             "неизвестный вариант правил; известны: " + names);
    }
    r.raw(key);
    const auto values = split(info->values);
    bool ok = false;
    switch (info->type) {
      case model::OptionType::boolean:
        ok = v.kind == Value::Kind::boolean;
        if (ok) s.rules_given[key] = v.flag;
        break;
      case model::OptionType::choice:
        ok = v.kind == Value::Kind::string &&
             std::find(values.begin(), values.end(), v.text) != values.end();
        if (ok) s.rules_given[key] = v.text;
        break;
      case model::OptionType::integer:
        ok = v.kind == Value::Kind::integer &&
             std::find(values.begin(), values.end(), std::to_string(v.integer)) != values.end();
        if (ok) s.rules_given[key] = v.integer;
        break;
    }
    if (!ok) {
      r.fail(key, fmt::format("expected {}, got {}", info->values, shown(v)),
             fmt::format("ожидается {}, получено {}", info->values, shown(v)));
    }
    set_option(key, v, s.rules);
  }
  r.finish();
}

// ---- Small readers --------------------------------------------------------------------------

std::string read_id(Reader& r, std::string_view key) {
  std::string id = r.text(key);
  if (id.size() > kMaxIdBytes) {
    r.fail(key, fmt::format("an id is at most {} bytes", kMaxIdBytes),
           fmt::format("идентификатор не длиннее {} байт", kMaxIdBytes));
  }
  return id;
}

Text read_text(Reader& r, std::string_view key, const std::string& fallback) {
  const Value* v = r.raw(key);
  if (v == nullptr) return Text{fallback, fallback, {}};
  if (v->kind == Value::Kind::string && !v->text.empty()) return Text{v->text, v->text, {}};
  if (v->kind == Value::Kind::table) {
    Reader t = r.table(key);
    Text out;
    out.en = t.text_or("en", "");
    out.ru = t.text_or("ru", "");
    // The Russian name's cases where the default declension would miss (text/declension.h).
    RuForms& f = out.ru_forms;
    f.gen = t.text_or("ru_gen", "");
    f.dat = t.text_or("ru_dat", "");
    f.acc = t.text_or("ru_acc", "");
    f.ins = t.text_or("ru_ins", "");
    f.pre = t.text_or("ru_pre", "");
    f.gender = t.text_or("ru_gender", "");
    if (!f.gender.empty() && f.gender != "m" && f.gender != "f" && f.gender != "n" &&
        f.gender != "pl") {
      t.fail("ru_gender", "expected one of m, f, n, pl, got \"" + f.gender + "\"",
             "ожидается одно из m, f, n, pl, получено \"" + f.gender + "\"");
    }
    t.finish();
    if (out.en.empty() && out.ru.empty()) {
      r.fail(key, "give \"en\", \"ru\" or both", "укажите \"en\", \"ru\" или оба");
    }
    return out;
  }
  r.fail(key, "expected a string or {en = \"...\", ru = \"...\"}, got " + shown(*v),
         "ожидается строка или {en = \"...\", ru = \"...\"}, получено " + shown(*v));
}

double coordinate(const Reader& r, const Value& v, const std::string& field, Scale scale) {
  double x = std::nan("");
  if (v.kind == Value::Kind::integer) x = static_cast<double>(v.integer);
  if (v.kind == Value::Kind::floating) x = v.number;
  if (!std::isfinite(x) || std::fabs(x) > kMaxCoordinate) {
    r.fail_at(
        v, field,
        fmt::format("expected a number from -{0} to {0}, got {1}", kMaxCoordinate, shown(v)),
        fmt::format("ожидается число от -{0} до {0}, получено {1}", kMaxCoordinate, shown(v)));
  }
  return model::to_inches(x, scale);
}

// [x, y] in the file's unit, as engine inches.
Point point_of(const Reader& r, const Value& v, const std::string& field, Scale scale) {
  if (v.kind != Value::Kind::array || v.items.size() != 2) {
    r.fail_at(v, field, "expected a point [x, y], got " + shown(v),
              "ожидается точка [x, y], получено " + shown(v));
  }
  return Point(coordinate(r, v.items[0], field, scale), coordinate(r, v.items[1], field, scale));
}

Point read_point(Reader& r, std::string_view key, Scale scale) {
  return point_of(r, r.required(key), r.path_of(key), scale);
}

double read_length(Reader& r, std::string_view key, double fallback, double min, double max,
                   Scale scale) {
  if (!r.has(key)) return fallback;
  return model::to_inches(r.number(key, min, max), scale);
}

double read_facing(Reader& r, std::string_view key, double fallback) {
  return r.number_or(key, fallback, -360, 360);
}

// [width, depth] of one base in the file's unit.
std::optional<BaseSize> read_base_size(Reader& r, Scale scale) {
  const Value* v = r.raw("base");
  if (v == nullptr) return std::nullopt;
  const auto bad = [&] {
    r.fail("base", "expected [width, depth] of one base, each from 0.1 to 100, got " + shown(*v),
           "ожидается [ширина, глубина] одной базы, от 0.1 до 100, получено " + shown(*v));
  };
  if (v->kind != Value::Kind::array || v->items.size() != 2) bad();
  double dims[2] = {0, 0};
  for (std::size_t i = 0; i < 2; ++i) {
    const Value& x = v->items[i];
    double d = std::nan("");
    if (x.kind == Value::Kind::integer) d = static_cast<double>(x.integer);
    if (x.kind == Value::Kind::floating) d = x.number;
    if (!std::isfinite(d) || d < 0.1 || d > 100) bad();
    dims[i] = model::to_inches(d, scale);
  }
  return BaseSize{dims[0], dims[1]};
}

// ---- Terrain --------------------------------------------------------------------------------

table::Polygon band_along(const std::vector<Point>& line, double width) {
  // A river or stream given as a line: the band of `width` centred on it, built segment by
  // segment as rectangles and merged by the table (overlapping rectangles are fine for areas).
  std::vector<Point> left;
  std::vector<Point> right;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const Point& a = line[i == 0 ? 0 : i - 1];
    const Point& b = line[i == 0 ? 1 : i];
    table::Vec d = table::unit(b - a);
    if (i > 0 && i + 1 < line.size()) {
      // Mitre at inner points: average the directions of the two segments.
      const table::Vec d2 = table::unit(line[i + 1] - line[i]);
      d = table::unit(d + d2);
    }
    const table::Vec n = table::right_of(d) * (width / 2);
    left.push_back(line[i] - n);
    right.push_back(line[i] + n);
  }
  std::vector<Point> ring = left;
  for (auto it = right.rbegin(); it != right.rend(); ++it) ring.push_back(*it);
  return table::make_polygon(ring);
}

Terrain read_terrain(Reader& t, const Scenario& s, std::size_t index) {
  Terrain out;
  out.source = t.value().at;
  out.id = t.has("id") ? read_id(t, "id") : fmt::format("terrain{}", index + 1);
  out.feature.kind = t.choice("kind", table::kTerrainNames);
  out.name =
      read_text(t, "name", std::string(model::name_of(table::kTerrainNames, out.feature.kind)));
  const Scale scale = s.scale();
  int shapes = 0;
  if (t.has("polygon")) {
    ++shapes;
    const Value& pts = t.array("polygon", 3, 200);
    std::vector<Point> ring;
    for (std::size_t i = 0; i < pts.items.size(); ++i) {
      ring.push_back(
          point_of(t, pts.items[i], fmt::format("{}[{}]", t.path_of("polygon"), i + 1), scale));
    }
    out.feature.area = table::make_polygon(ring);
  }
  if (t.has("rect")) {
    ++shapes;
    const Value& r = t.array("rect", 4, 4);
    double c[4];
    for (std::size_t i = 0; i < 4; ++i) c[i] = coordinate(t, r.items[i], t.path_of("rect"), scale);
    if (c[2] <= c[0] || c[3] <= c[1]) {
      t.fail("rect", "expected [x0, y0, x1, y1] with x1 > x0 and y1 > y0",
             "ожидается [x0, y0, x1, y1], где x1 > x0 и y1 > y0");
    }
    out.feature.area = table::make_polygon(
        {Point(c[0], c[1]), Point(c[2], c[1]), Point(c[2], c[3]), Point(c[0], c[3])});
  }
  if (t.has("line")) {
    ++shapes;
    const Value& pts = t.array("line", 2, 200);
    std::vector<Point> line;
    for (std::size_t i = 0; i < pts.items.size(); ++i) {
      line.push_back(
          point_of(t, pts.items[i], fmt::format("{}[{}]", t.path_of("line"), i + 1), scale));
    }
    for (std::size_t i = 1; i < line.size(); ++i) {
      if (table::length(line[i] - line[i - 1]) <= 0) {
        t.fail("line", "two points of the line are the same", "две точки линии совпадают");
      }
    }
    const double width = model::to_inches(t.number("width", 0.1, 100), scale);
    out.feature.area = band_along(line, width);
  } else if (t.has("width")) {
    t.fail("width", "a width goes with a line", "ширина задаётся вместе с line");
  }
  if (shapes != 1) {
    t.fail("", "give the area as one of polygon, rect, or line with width",
           "задайте область одним из: polygon, rect или line с width");
  }
  std::string why;
  if (!table::valid(out.feature.area, why)) {
    t.fail(t.has("polygon") ? "polygon" : (t.has("rect") ? "rect" : "line"),
           "the area is not a simple polygon (" + why + ")",
           "область не простой многоугольник (" + why + ")");
  }
  if (out.feature.kind == table::TerrainKind::hill) {
    out.feature.height = t.integer_or("height", 1, 1, 9);
  } else if (t.has("height")) {
    t.fail("height", "only a hill has a height", "высота бывает только у холма");
  }
  if (out.feature.kind == table::TerrainKind::redoubt) {
    out.feature.defence = t.integer_or("defence", 12, 6, 18);  // S16.5-1
  } else if (t.has("defence")) {
    t.fail("defence", "only a redoubt has a defence factor (S16.5-1)",
           "фактор защиты бывает только у редута (S16.5-1)");
  }
  t.finish();
  return out;
}

// ---- Bases ----------------------------------------------------------------------------------

table::Layout layout_of(Formation f) {
  switch (f) {
    case Formation::line:
    case Formation::unlimbered:
      return table::Layout::line;
    case Formation::column:
      return table::Layout::column;
    case Formation::mass_column:
      return table::Layout::mass_column;
    case Formation::square:
      return table::Layout::square;
    case Formation::skirmish:
      return table::Layout::open_order;
    case Formation::limbered:
      return table::Layout::file;
  }
  return table::Layout::line;
}

struct Placed {
  std::vector<Base> bases;
  Position at;
  std::string key;
};

// `at` + `facing` + `bases` (a count) laid out by formation, or `bases` as a list of hand-placed
// bases [x, y] or [x, y, facing] (each the centre of the base's front edge).
Placed read_bases(Reader& r, Formation formation, BaseSize size, int default_count, double gap,
                  Scale scale) {
  Placed out;
  const double facing = read_facing(r, "facing", 0);
  const Value* list = r.has("bases") ? &r.required("bases") : nullptr;
  if (list != nullptr && list->kind == Value::Kind::array) {
    out.at = r.position_of("bases");
    out.key = "bases";
    if (r.has("at")) {
      r.fail("at", "give either at (with a count of bases) or a list of bases, not both",
             "укажите либо at (с числом баз), либо список баз, но не оба");
    }
    if (list->items.empty() || list->items.size() > kMaxBases) {
      r.fail("bases", fmt::format("expected 1 to {} bases", kMaxBases),
             fmt::format("ожидается от 1 до {} баз", kMaxBases));
    }
    for (std::size_t i = 0; i < list->items.size(); ++i) {
      const Value& b = list->items[i];
      const std::string field = fmt::format("{}[{}]", r.path_of("bases"), i + 1);
      if (b.kind != Value::Kind::array || (b.items.size() != 2 && b.items.size() != 3)) {
        r.fail_at(b, field, "expected a base [x, y] or [x, y, facing], got " + shown(b),
                  "ожидается база [x, y] или [x, y, направление], получено " + shown(b));
      }
      Base base;
      base.front =
          Point(coordinate(r, b.items[0], field, scale), coordinate(r, b.items[1], field, scale));
      base.facing = facing;
      if (b.items.size() == 3) {
        const Value& f = b.items[2];
        double x = std::nan("");
        if (f.kind == Value::Kind::integer) x = static_cast<double>(f.integer);
        if (f.kind == Value::Kind::floating) x = f.number;
        if (!std::isfinite(x) || std::fabs(x) > 360) {
          r.fail_at(f, field, "expected a facing from -360 to 360 degrees, got " + shown(f),
                    "ожидается направление от -360 до 360 градусов, получено " + shown(f));
        }
        base.facing = x;
      }
      base.width = size.width;
      base.depth = size.depth;
      out.bases.push_back(base);
    }
    return out;
  }
  out.at = r.position_of("at");
  out.key = "at";
  const Point at = read_point(r, "at", scale);
  table::FootprintSpec spec;
  spec.layout = layout_of(formation);
  spec.bases = r.integer_or("bases", default_count, 1, kMaxBases);
  spec.width = size.width;
  spec.depth = size.depth;
  spec.gap = formation == Formation::skirmish || formation == Formation::unlimbered ? gap : 0;
  out.bases = table::footprint(at, facing, spec);
  return out;
}

int figures_per_base(Arm arm) {
  return arm == Arm::cavalry ? 3 : 6;
}

int default_count(Arm arm, int figures) {
  if (arm == Arm::artillery) return 2;
  const int per = figures_per_base(arm);
  return std::clamp((figures + per / 2) / per, 1, kMaxBases);
}

bool formation_fits(Arm arm, Formation f) {
  switch (arm) {
    case Arm::infantry:
      return f == Formation::line || f == Formation::column || f == Formation::mass_column ||
             f == Formation::square || f == Formation::skirmish;
    case Arm::cavalry:
      return f == Formation::line || f == Formation::column || f == Formation::skirmish;
    case Arm::artillery:
      return f == Formation::limbered || f == Formation::unlimbered;
  }
  return false;
}

Unit read_unit(Reader& u, const Scenario& s) {
  Unit out;
  out.source = u.value().at;
  out.id = read_id(u, "id");
  out.brigade = read_id(u, "brigade");
  out.name = read_text(u, "name", out.id);
  const auto brigade = s.find_brigade(out.brigade);
  if (!brigade) {
    u.fail("brigade", "unknown brigade \"" + out.brigade + "\"",
           "неизвестная бригада \"" + out.brigade + "\"");
  }
  const Army& army = s.armies[*s.find_army(s.brigades[*brigade].army)];
  model::Unit& m = out.body;
  m.name = out.id;
  m.arm = u.choice_or("arm", model::kArmNames, Arm::infantry);
  m.nation = u.choice_or("nation", model::kNationNames, army.nation);
  m.quality = u.choice_or("quality", model::kQualityNames, model::Quality::line);
  m.troops = u.choice_or("troops", model::kTroopsNames, model::Troops::line);
  m.formation = u.choice_or("formation", model::kFormationNames,
                            m.arm == Arm::artillery ? Formation::unlimbered : Formation::line);
  if (!formation_fits(m.arm, m.formation)) {
    const std::string f(model::name_of(model::kFormationNames, m.formation));
    const std::string a(model::name_of(model::kArmNames, m.arm));
    u.fail("formation", fmt::format("{} cannot stand in {}", a, f),
           fmt::format("{}: строй {} невозможен", a, f));
  }
  m.status = u.choice_or("status", model::kUnitStatusNames, model::UnitStatus::ordered);
  if (m.arm == Arm::artillery) {
    m.figures = u.integer_or("figures", 0, 0, 200);
  } else {
    m.figures = u.integer("figures", 1, 200);
  }
  m.initial_strength = u.integer_or("initial_strength", m.figures, m.figures, 300);
  const double damage = u.number_or("damage", 0, 0, 99.5);
  if (std::fabs(damage * 2 - std::round(damage * 2)) > 1e-9) {
    u.fail("damage", "damage is counted in half points (DECISIONS §3): 0, 0.5, 1, ...",
           "урон считается в половинах очка (DECISIONS §3): 0, 0.5, 1, ...");
  }
  m.damage = model::Damage::halves(static_cast<int>(std::lround(damage * 2)));
  if (u.has("size")) {
    m.size = u.choice("size", model::kUnitSizeNames);
  } else {
    m.size = model::derive_size(m.arm, m.initial_strength);
  }
  const Role role = u.choice_or(
      "role", kRoleNames, m.formation == Formation::skirmish ? Role::brigade_screen : Role::formed);
  if ((role != Role::formed) != (m.formation == Formation::skirmish)) {
    u.fail("role",
           "a brigade screen or a deployed light battalion stands in skirmish order, and only "
           "they do",
           "бригадный экран и развёрнутый лёгкий батальон стоят в рассыпном строю, и только они");
  }
  out.type = role == Role::brigade_screen    ? model::UnitType::skirmish_screen
             : role == Role::light_battalion ? model::UnitType::light_battalion_skirmish
             : m.arm == Arm::cavalry         ? model::UnitType::cavalry
             : m.arm == Arm::artillery       ? model::UnitType::artillery
                                             : model::UnitType::infantry;
  // A light battalion may deploy as skirmishers (S11.5); one deployed already is one.
  out.light_battalion = role == Role::light_battalion ||
                        (out.type == model::UnitType::infantry &&
                         (m.troops == model::Troops::light || m.troops == model::Troops::rifles));
  out.cossack = u.boolean_or("cossacks", false);
  if (out.cossack && m.arm != Arm::cavalry) {
    u.fail("cossacks", "Cossacks are cavalry", "казаки — кавалерия");
  }
  const bool light_cavalry = u.boolean_or("light_cavalry", false);
  out.light_cavalry = light_cavalry;
  if (light_cavalry && m.arm != Arm::cavalry) {
    u.fail("light_cavalry", "only cavalry is light cavalry", "лёгкой бывает только кавалерия");
  }
  if (m.arm == Arm::cavalry && m.formation == Formation::skirmish && !light_cavalry &&
      !out.cossack) {
    u.fail("formation", "only light cavalry and Cossacks may skirmish (S16.3b)",
           "застрельщиков выставляют только лёгкая кавалерия и казаки (S16.3b)");
  }
  if (u.has("class")) {
    if (m.formation != Formation::skirmish) {
      u.fail("class", "a skirmisher class is for skirmishers (S11.10-1)",
             "класс стрелков бывает только у застрельщиков (S11.10-1)");
    }
    out.skirmisher_class = u.choice("class", model::kSkirmisherClassNames);
    out.class_given = true;
  } else {
    out.skirmisher_class = rules::derive_class(m.nation, m.quality, m.troops).cls;
  }
  if (m.troops == model::Troops::rifles || out.skirmisher_class == model::SkirmisherClass::rifles) {
    switch (rules::rifles_problem(m.nation, m.figures, s.year)) {
      case rules::RiflesProblem::none:
        break;
      case rules::RiflesProblem::not_british:
        u.fail(u.has("troops") ? "troops" : "class", "select riflemen are British only (S11.13-6)",
               "отборные стрелки есть только у британцев (S11.13-6)");
      case rules::RiflesProblem::too_many:
        u.fail("figures", "select riflemen are at most 12 figures (S11.13-2)",
               "отборных стрелков не больше 12 фигур (S11.13-2)");
      case rules::RiflesProblem::too_early:
        u.fail(u.has("troops") ? "troops" : "class", "select riflemen only after 1808 (S11.13-2)",
               "отборные стрелки только после 1808 года (S11.13-2)");
    }
  }
  if (m.arm == Arm::artillery) {
    out.calibre = u.choice_or("calibre", model::kCalibreNames, model::Calibre::medium);
    out.horse_artillery = u.boolean_or("horse", false);
    out.low_ammo = u.boolean_or("low_ammo", false);
    out.first_fatigue_used = u.boolean_or("first_fatigue_ignored", false);
  }
  if (u.has("light_company")) {
    out.light_company = u.integer("light_company", 1, 200);
    if (m.arm != Arm::infantry || role != Role::formed) {
      u.fail("light_company", "only a formed infantry battalion has a light company (S11.2)",
             "лёгкая рота бывает только у сомкнутого пехотного батальона (S11.2)");
    }
    if (out.light_company >= m.figures) {
      u.fail("light_company", "the light company is part of the battalion's figures",
             "лёгкая рота — часть фигур батальона");
    }
  }
  read_optional_fields(u, s, out);
  out.moved = u.boolean_or("moved", false);
  if (m.arm == Arm::infantry)
    out.lost_fire_discipline = u.boolean_or("lost_fire_discipline", false);
  out.in_melee = u.boolean_or("in_melee", false);

  const Scale scale = s.scale();
  const BaseSize def = default_base(m.arm, false, scale);
  const BaseSize size = read_base_size(u, scale).value_or(
      BaseSize{model::to_inches(def.width, scale), model::to_inches(def.depth, scale)});
  // Skirmish bases and guns stand apart as a battle lays them (formation_gap) unless the file
  // says otherwise.
  const double gap = read_length(u, "gap", formation_gap(m.formation), 0, 100, scale);
  int body_figures = m.figures;
  std::vector<Base> command;
  if (role == Role::light_battalion) {
    if (!u.has("command")) {
      u.fail("",
             "a light battalion deployed as skirmishers needs its command companies: "
             "[units.command] (S11.6.1-b)",
             "развёрнутому лёгкому батальону нужны командные роты: [units.command] (S11.6.1-b)");
    }
    Reader c = u.table("command");
    out.command_figures = c.integer("figures", 1, 200);
    if (out.command_figures >= m.figures) {
      c.fail("figures", "the command companies are part of the battalion's figures",
             "командные роты — часть фигур батальона");
    }
    body_figures = m.figures - out.command_figures;
    const BaseSize csize = read_base_size(c, scale).value_or(size);
    if (m.status != model::UnitStatus::dispersed) {
      Placed p = read_bases(c, Formation::line, csize, default_count(m.arm, out.command_figures), 0,
                            scale);
      command = std::move(p.bases);
    }
    c.finish();
  } else if (u.has("command")) {
    u.fail("command", "only a deployed light battalion has command companies (S11.6)",
           "командные роты есть только у развёрнутого лёгкого батальона (S11.6)");
  }
  if (m.status == model::UnitStatus::dispersed) {
    // Removed from play (STATUS-DISP-0): nothing to place.
    u.raw("at");
    u.raw("bases");
    u.raw("facing");
  } else {
    Placed p = read_bases(u, m.formation, size, default_count(m.arm, body_figures), gap, scale);
    place(out, p.bases, command);
    out.placed_at = p.at;
    out.placed_key = p.key;
  }
  u.finish();
  return out;
}

General read_general(Reader& g, const Scenario& s) {
  General out;
  out.source = g.value().at;
  out.id = read_id(g, "id");
  out.name = read_text(g, "name", out.id);
  if (g.has("brigade")) {
    out.brigade = read_id(g, "brigade");
    const auto b = s.find_brigade(out.brigade);
    if (!b) {
      g.fail("brigade", "unknown brigade \"" + out.brigade + "\"",
             "неизвестная бригада \"" + out.brigade + "\"");
    }
    out.army = s.brigades[*b].army;
    if (g.has("army") && read_id(g, "army") != out.army) {
      g.fail("army", "the brigade belongs to army \"" + out.army + "\"",
             "бригада входит в армию \"" + out.army + "\"");
    }
  } else {
    out.army = read_id(g, "army");
    if (!s.find_army(out.army)) {
      g.fail("army", "unknown army \"" + out.army + "\"", "неизвестная армия \"" + out.army + "\"");
    }
  }
  out.rating = g.choice_or("rating", kRatingNames, Rating::average);
  if (g.has("attached_to")) {
    out.attached_to = read_id(g, "attached_to");
    if (!s.find_unit(out.attached_to)) {
      g.fail("attached_to", "unknown unit \"" + out.attached_to + "\"",
             "неизвестное подразделение \"" + out.attached_to + "\"");
    }
  }
  const Scale scale = s.scale();
  const BaseSize def = default_base(Arm::infantry, true, scale);
  const BaseSize size = read_base_size(g, scale).value_or(
      BaseSize{model::to_inches(def.width, scale), model::to_inches(def.depth, scale)});
  if (g.has("at")) {
    out.placed_at = g.position_of("at");
    Base b;
    b.front = read_point(g, "at", scale);
    b.facing = read_facing(g, "facing", 0);
    b.width = size.width;
    b.depth = size.depth;
    out.base = b;
  } else if (g.has("facing")) {
    g.fail("facing", "a facing goes with at", "направление задаётся вместе с at");
  }
  g.finish();
  return out;
}

Victory read_victory(Reader& v, const Scenario& s) {
  Victory out;
  out.source = v.value().at;
  out.army = read_id(v, "army");
  if (!s.find_army(out.army)) {
    v.fail("army", "unknown army \"" + out.army + "\"", "неизвестная армия \"" + out.army + "\"");
  }
  out.kind = v.choice("kind", kVictoryKindNames);
  if (out.kind == VictoryKind::hold) {
    out.terrain = read_id(v, "terrain");
    if (!s.find_terrain(out.terrain)) {
      v.fail("terrain", "unknown terrain \"" + out.terrain + "\"",
             "неизвестная местность \"" + out.terrain + "\"");
    }
  } else {
    out.count = v.integer_or("count", 1, 1, 99);
  }
  out.points = v.integer_or("points", 1, 0, 99);
  out.text = read_text(v, "text", "");
  v.finish();
  return out;
}

// ---- Whole document -------------------------------------------------------------------------

[[noreturn]] void fail_at(const std::string& file, Position p, std::string field, std::string en,
                          std::string ru) {
  throw LoadFailure{
      LoadError{file, p.line, p.column, std::move(field), std::move(en), std::move(ru)}};
}

std::string piece_field(const Scenario& s, const Field& f, std::size_t piece) {
  const PieceOwner& o = f.owner(piece);
  return o.general ? fmt::format("generals[{}].at", o.index + 1)
                   : fmt::format("units[{}].{}", o.index + 1, s.units[o.index].placed_key);
}

Position piece_position(const Scenario& s, const Field& f, std::size_t piece) {
  const PieceOwner& o = f.owner(piece);
  return o.general ? s.generals[o.index].placed_at : s.units[o.index].placed_at;
}

std::string piece_name(const Scenario& s, const Field& f, std::size_t piece) {
  const PieceOwner& o = f.owner(piece);
  return o.general ? s.generals[o.index].id : s.units[o.index].id;
}

void check_placement(const Scenario& s) {
  const Field field(s);
  const table::Table& t = field.table();
  const std::string unit_en(model::unit_of(s.scale()));
  const std::string unit_ru = s.scale() == Scale::inch ? "дюйм." : "см";
  const auto tape = [&](double inches) { return model::from_inches(inches, s.scale()); };
  for (std::size_t p = 0; p < t.piece_count(); ++p) {
    if (t.on_table(p)) continue;
    const auto& bases = t.piece(p).bases;
    for (std::size_t b = 0; b < bases.size(); ++b) {
      for (const Point& c : bases[b].corners()) {
        if (c.x() >= -1e-9 && c.y() >= -1e-9 && c.x() <= t.width() + 1e-9 &&
            c.y() <= t.depth() + 1e-9) {
          continue;
        }
        fail_at(s.file, piece_position(s, field, p), piece_field(s, field, p),
                fmt::format("\"{}\" stands off the table: a corner of its base {} is at ({:.2f}, "
                            "{:.2f}), outside the {:g} x {:g} {} table",
                            piece_name(s, field, p), b + 1, tape(c.x()), tape(c.y()),
                            tape(t.width()), tape(t.depth()), unit_en),
                fmt::format("\"{}\" стоит за краем стола: угол его базы {} в точке ({:.2f}, "
                            "{:.2f}), вне стола {:g} x {:g} {}",
                            piece_name(s, field, p), b + 1, tape(c.x()), tape(c.y()),
                            tape(t.width()), tape(t.depth()), unit_ru));
      }
    }
  }
  // The first overlap only, through the R-tree: a file of units stacked on one spot is refused
  // at once (bench/bench_scenario_check.cpp).
  const auto counts = [&](const table::Overlap& o) {
    const PieceOwner& a = field.owner(o.a.piece);
    const PieceOwner& b = field.owner(o.b.piece);
    // An attached general stands with his unit.
    if (a.general != b.general) {
      const General& g = s.generals[a.general ? a.index : b.index];
      const Unit& u = s.units[a.general ? b.index : a.index];
      if (g.attached_to == u.id) return false;
    }
    return true;
  };
  if (const std::optional<table::Overlap> found = t.first_overlap(counts)) {
    const table::Overlap& o = *found;
    const std::size_t later = std::max(o.a.piece, o.b.piece);
    const std::size_t earlier = std::min(o.a.piece, o.b.piece);
    const table::BaseRef lb = later == o.a.piece ? o.a : o.b;
    const table::BaseRef eb = later == o.a.piece ? o.b : o.a;
    const double area = model::from_inches(model::from_inches(o.area, s.scale()), s.scale());
    if (later == earlier) {
      const std::size_t first = std::min(o.a.base, o.b.base) + 1;
      const std::size_t second = std::max(o.a.base, o.b.base) + 1;
      fail_at(s.file, piece_position(s, field, later), piece_field(s, field, later),
              fmt::format("bases {} and {} of \"{}\" overlap ({:.2f} sq {})", first, second,
                          piece_name(s, field, later), area, unit_en),
              fmt::format("базы {} и {} \"{}\" перекрываются ({:.2f} кв. {})", first, second,
                          piece_name(s, field, later), area, unit_ru));
    }
    const Position ep = piece_position(s, field, earlier);
    fail_at(s.file, piece_position(s, field, later), piece_field(s, field, later),
            fmt::format("base {} of \"{}\" overlaps base {} of \"{}\" (line {}) by {:.2f} sq {}",
                        lb.base + 1, piece_name(s, field, later), eb.base + 1,
                        piece_name(s, field, earlier), ep.line, area, unit_en),
            fmt::format("база {} \"{}\" перекрывает базу {} \"{}\" (строка {}) на {:.2f} кв. {}",
                        lb.base + 1, piece_name(s, field, later), eb.base + 1,
                        piece_name(s, field, earlier), ep.line, area, unit_ru));
  }
}

Scenario read_scenario(const Value& doc, const std::string& file) {
  Scenario s;
  s.file = file;
  Reader root(doc, "", s.file);
  read_rules(root, s);  // first: the scale says how to read every distance
  const Scale scale = s.scale();
  if (root.has("scenario")) {
    Reader m = root.table("scenario");
    s.title = read_text(m, "title", "");
    s.description = read_text(m, "description", "");
    if (m.has("season")) s.season = m.choice("season", rules::kSeasonNames);
    s.year = m.integer_or("year", 0, 1700, 1900);
    // Bounded (docs/limits.md): a battle lasts a dozen turns, and every turn is work and report.
    s.turn = m.integer_or("turn", 1, 1, model::kMaxTurns);
    s.turn_limit = m.integer_or("turn_limit", 0, 0, model::kMaxTurns);
    if (s.turn_limit != 0 && s.turn > s.turn_limit) {
      m.fail("turn", "the turn is past the turn limit", "ход позже предельного");
    }
    s.weather = m.choice_or("weather", model::kWeatherNames, model::Weather::fair);
    m.finish();
  }
  {
    Reader t = root.table("table");
    s.width = model::to_inches(t.number("width", 1, kMaxCoordinate), scale);
    s.depth = model::to_inches(t.number("depth", 1, kMaxCoordinate), scale);
    // Bounded (docs/limits.md): ten times a big club table, in either unit.
    for (const auto& [key, size] : {std::pair{"width", s.width}, std::pair{"depth", s.depth}}) {
      if (size > model::kMaxTableInches) {
        t.fail(key,
               fmt::format("at most {}\" ({} cm), got {:g}\"", model::kMaxTableInches,
                           model::kMaxTableInches * 2.54, size),
               fmt::format("не больше {}\" ({} см), получено {:g}\"", model::kMaxTableInches,
                           model::kMaxTableInches * 2.54, size));
      }
    }
    t.finish();
  }
  const auto unique = [&](Reader& r, std::string_view key, std::set<std::string>& seen,
                          const std::string& id) {
    if (!seen.insert(id).second) {
      r.fail(key, "the id \"" + id + "\" is used twice",
             "идентификатор \"" + id + "\" повторяется");
    }
  };
  std::set<std::string> terrain_ids;
  if (root.has("terrain")) {
    for (Reader& t : root.tables("terrain")) {
      s.terrain.push_back(read_terrain(t, s, s.terrain.size()));
      unique(t, "id", terrain_ids, s.terrain.back().id);
    }
  }
  std::set<std::string> army_ids;
  if (root.has("armies")) {
    for (Reader& a : root.tables("armies")) {
      Army army;
      army.source = a.value().at;
      army.id = read_id(a, "id");
      unique(a, "id", army_ids, army.id);
      army.name = read_text(a, "name", army.id);
      army.nation = a.choice_or("nation", model::kNationNames, model::Nation::other);
      army.colour = a.text_or("colour", "");
      const bool hex = army.colour.size() == 7 && army.colour[0] == '#' &&
                       std::all_of(army.colour.begin() + 1, army.colour.end(), [](char c) {
                         return std::isxdigit(static_cast<unsigned char>(c)) != 0;
                       });
      if (!army.colour.empty() && !hex) {
        a.fail("colour", "expected a colour \"#rrggbb\"", "ожидается цвет \"#rrggbb\"");
      }
      a.finish();
      s.armies.push_back(std::move(army));
    }
  }
  std::set<std::string> brigade_ids;
  if (root.has("brigades")) {
    for (Reader& b : root.tables("brigades")) {
      Brigade brigade;
      brigade.source = b.value().at;
      brigade.id = read_id(b, "id");
      unique(b, "id", brigade_ids, brigade.id);
      brigade.army = read_id(b, "army");
      if (!s.find_army(brigade.army)) {
        b.fail("army", "unknown army \"" + brigade.army + "\"",
               "неизвестная армия \"" + brigade.army + "\"");
      }
      brigade.name = read_text(b, "name", brigade.id);
      brigade.status =
          b.choice_or("status", model::kBrigadeStatusNames, model::BrigadeStatus::obeying);
      b.finish();
      s.brigades.push_back(std::move(brigade));
    }
  }
  std::set<std::string> piece_ids;  // units and generals share the names used on the command line
  if (root.has("units")) {
    for (Reader& u : root.tables("units")) {
      s.units.push_back(read_unit(u, s));
      unique(u, "id", piece_ids, s.units.back().id);
    }
  }
  if (root.has("generals")) {
    for (Reader& g : root.tables("generals")) {
      s.generals.push_back(read_general(g, s));
      unique(g, "id", piece_ids, s.generals.back().id);
    }
  }
  if (root.has("victory")) {
    for (Reader& v : root.tables("victory")) s.victory.push_back(read_victory(v, s));
  }
  root.finish();
  check_placement(s);
  return s;
}

}  // namespace

BaseSize default_base(Arm arm, bool general, Scale scale) {
  const bool inch = scale == Scale::inch;
  if (general) return inch ? BaseSize{1.5, 1.5} : BaseSize{3, 3};
  switch (arm) {
    case Arm::infantry:
      return inch ? BaseSize{1.5, 1} : BaseSize{4, 2};
    case Arm::cavalry:
      return inch ? BaseSize{2, 2} : BaseSize{4, 4};
    case Arm::artillery:
      return inch ? BaseSize{2, 2.5} : BaseSize{4, 5};
  }
  return BaseSize{1.5, 1};
}

Loaded<Scenario> load_scenario_text(std::string_view text, const std::string& name, Format format) {
  try {
    const Value doc = parse_document(text, name, format);
    return read_scenario(doc, name);
  } catch (const LoadFailure& f) {
    return f.error;
  } catch (const std::exception& e) {
    // Nothing a library throws on a bad file may end the program.
    return LoadError{name,
                     0,
                     0,
                     "",
                     std::string("cannot read the scenario: ") + e.what(),
                     "не удаётся прочитать сценарий"};
  }
}

Loaded<Scenario> load_scenario(const std::string& path) {
  const model::InputFile in = model::read_input_file(path);
  switch (in.problem) {
    case model::InputProblem::none:
      break;
    case model::InputProblem::unreadable:
      return LoadError{path, 0, 0, "", "cannot read the file", "не удаётся прочитать файл"};
    case model::InputProblem::directory:
      return LoadError{path, 0, 0, "", "a folder, not a file", "это папка, а не файл"};
    case model::InputProblem::too_large:
      return too_large(path);
  }
  return load_scenario_text(in.text, path, format_of(path));
}

}  // namespace grognard::scenario
