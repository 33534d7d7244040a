#include "game/save.h"

#include <sstream>

#include <boost/geometry/algorithms/correct.hpp>

#include "game/json_fields.h"

namespace grognard::game {

using nlohmann::json;

namespace {

template <class E, std::size_t N>
E enum_of(const json& j, const std::array<model::Name<E>, N>& names, const char* field) {
  if (!j.is_string()) throw std::runtime_error(std::string(field) + ": expected a string");
  if (auto e = model::parse_name(names, j.get<std::string>())) return *e;
  throw std::runtime_error(std::string(field) + ": unknown value " + j.dump());
}

json unit_json(const Unit& u) {
  json j;
  j["id"] = u.id;
  j["name"] = u.name;
  j["name_ru"] = u.name_ru;
  j["side"] = u.side;
  j["brigade"] = u.brigade;
  j["type"] = model::name_of(model::kUnitTypeNames, u.type);
  j["nation"] = model::name_of(model::kNationNames, u.body.nation);
  j["quality"] = model::name_of(model::kQualityNames, u.body.quality);
  j["troops"] = model::name_of(model::kTroopsNames, u.body.troops);
  j["size"] = model::name_of(model::kUnitSizeNames, u.body.size);
  j["formation"] = model::name_of(model::kFormationNames, u.body.formation);
  j["status"] = model::name_of(model::kUnitStatusNames, u.body.status);
  j["figures"] = u.body.figures;
  j["initial_strength"] = u.body.initial_strength;
  j["damage_halves"] = u.body.damage.in_halves();
  j["light_battalion"] = u.light_battalion;
  j["light_cavalry"] = u.light_cavalry;
  j["cossack"] = u.cossack;
  j["horse_artillery"] = u.horse_artillery;
  j["calibre"] = model::name_of(model::kCalibreNames, u.calibre);
  j["skirmisher_class"] = model::name_of(model::kSkirmisherClassNames, u.skirmisher_class);
  j["light_company"] = u.light_company;
  j["detached"] = u.detached;
  j["command"] = {{"figures", u.command_figures},
                  {"bases", u.command_bases},
                  {"back", u.command_back},
                  {"right", u.command_right},
                  {"formed_bases", u.formed_bases}};
  j["battalion_gun"] = u.battalion_gun;
  j["gun_crew"] = u.gun_crew;
  j["squadrons"] = u.squadrons;
  j["squadrons_in"] = u.squadrons_in;
  j["x"] = u.x;
  j["y"] = u.y;
  j["facing"] = u.facing;
  j["bases"] = u.bases;
  j["base_width"] = u.base_width;
  j["base_depth"] = u.base_depth;
  j["flags"] = {u.lost_fire_discipline,
                u.low_ammo,
                u.first_fatigue_used,
                u.general_attached,
                u.reform_any,
                u.held,
                u.moved,
                u.repositioned,
                u.fired,
                u.charged,
                u.assault_fire,
                u.acted,
                u.half_moved};
  j["engaged_with"] = u.engaged_with;
  if (!u.laid.empty()) {
    // Bases as a scenario laid them, in the unit's own frame, and the formation and bases they
    // stand for (scenario/table_unit.h).
    const scenario::Placement& p = u.laid_for;
    json bases = json::array();
    for (const table::Base& b : u.laid) {
      bases.push_back({b.front.x(), b.front.y(), b.facing, b.width, b.depth});
    }
    j["laid"] = {{"bases", bases},
                 {"for",
                  {{"type", model::name_of(model::kUnitTypeNames, p.type)},
                   {"formation", model::name_of(model::kFormationNames, p.formation)},
                   {"bases", p.bases},
                   {"base_width", p.base_width},
                   {"base_depth", p.base_depth},
                   {"command_bases", p.command_bases},
                   {"command_back", p.command_back},
                   {"command_right", p.command_right}}}};
  }
  return j;
}

Unit unit_of(const json& j) {
  Unit u;
  u.id = j.at("id").get<int>();
  u.name = j.at("name").get<std::string>();
  u.body.name = u.name;
  u.name_ru = j.at("name_ru").get<std::string>();
  u.side = j.at("side").get<int>();
  u.brigade = j.at("brigade").get<int>();
  u.type = enum_of(j.at("type"), model::kUnitTypeNames, "type");
  u.body.arm = model::arm_of(u.type);
  u.body.nation = enum_of(j.at("nation"), model::kNationNames, "nation");
  u.body.quality = enum_of(j.at("quality"), model::kQualityNames, "quality");
  u.body.troops = enum_of(j.at("troops"), model::kTroopsNames, "troops");
  u.body.size = enum_of(j.at("size"), model::kUnitSizeNames, "size");
  u.body.formation = enum_of(j.at("formation"), model::kFormationNames, "formation");
  u.body.status = enum_of(j.at("status"), model::kUnitStatusNames, "status");
  u.body.figures = j.at("figures").get<int>();
  u.body.initial_strength = j.at("initial_strength").get<int>();
  u.body.damage = model::Damage::halves(j.at("damage_halves").get<int>());
  u.light_battalion = j.at("light_battalion").get<bool>();
  u.light_cavalry = j.at("light_cavalry").get<bool>();
  u.cossack = j.at("cossack").get<bool>();
  u.horse_artillery = j.at("horse_artillery").get<bool>();
  u.calibre = enum_of(j.at("calibre"), model::kCalibreNames, "calibre");
  u.skirmisher_class =
      enum_of(j.at("skirmisher_class"), model::kSkirmisherClassNames, "skirmisher_class");
  u.light_company = j.at("light_company").get<int>();
  u.detached = j.at("detached").get<int>();
  const json& c = j.at("command");
  u.command_figures = c.at("figures").get<int>();
  u.command_bases = c.at("bases").get<int>();
  u.command_back = c.at("back").get<double>();
  u.command_right = c.at("right").get<double>();
  u.formed_bases = c.at("formed_bases").get<int>();
  // S16.1, S16.2 (saves made before them have none).
  u.battalion_gun = j.value("battalion_gun", 0);
  u.gun_crew = j.value("gun_crew", 0);
  u.squadrons = j.value("squadrons", 0);
  u.squadrons_in = j.value("squadrons_in", 0);
  u.x = j.at("x").get<double>();
  u.y = j.at("y").get<double>();
  u.facing = j.at("facing").get<double>();
  u.bases = j.at("bases").get<int>();
  u.base_width = j.at("base_width").get<double>();
  u.base_depth = j.at("base_depth").get<double>();
  const json& f = j.at("flags");
  bool* flags[] = {&u.lost_fire_discipline,
                   &u.low_ammo,
                   &u.first_fatigue_used,
                   &u.general_attached,
                   &u.reform_any,
                   &u.held,
                   &u.moved,
                   &u.repositioned,
                   &u.fired,
                   &u.charged,
                   &u.assault_fire,
                   &u.acted,
                   &u.half_moved};
  for (std::size_t i = 0; i < std::size(flags); ++i) *flags[i] = f.at(i).get<bool>();
  u.engaged_with = j.at("engaged_with").get<int>();
  if (j.contains("laid")) {
    const json& l = j.at("laid");
    for (const json& b : l.at("bases")) {
      table::Base base;
      base.front = table::Point(b.at(0).get<double>(), b.at(1).get<double>());
      base.facing = b.at(2).get<double>();
      base.width = b.at(3).get<double>();
      base.depth = b.at(4).get<double>();
      u.laid.push_back(base);
    }
    const json& p = l.at("for");
    scenario::Placement& lf = u.laid_for;
    lf.on_table = true;
    lf.type = enum_of(p.at("type"), model::kUnitTypeNames, "laid.for.type");
    lf.formation = enum_of(p.at("formation"), model::kFormationNames, "laid.for.formation");
    lf.bases = p.at("bases").get<int>();
    lf.base_width = p.at("base_width").get<double>();
    lf.base_depth = p.at("base_depth").get<double>();
    lf.command_bases = p.at("command_bases").get<int>();
    lf.command_back = p.at("command_back").get<double>();
    lf.command_right = p.at("command_right").get<double>();
  }
  return u;
}

// Every rule option, so that a battle on a scenario with its own options reloads equal.
json options_json(const model::RuleOptions& o) {
  return {{"scale", model::name_of(model::kScaleNames, o.scale)},
          {"smoke", o.smoke},
          {"weather", o.weather},
          {"standard_battery_disperse", o.standard_battery_disperse},
          {"approach_limits", model::name_of(model::kApproachLimitsNames, o.approach_limits)},
          {"lb_line_of_sight", o.lb_line_of_sight},
          {"damage_die_hits_on", o.damage_die_hits_on},
          {"horse_artillery_penalty", o.horse_artillery_penalty},
          {"screen_gap", o.screen_gap},
          {"redoubts", o.redoubts},
          {"battalion_guns", model::name_of(model::kBattalionGunsNames, o.battalion_guns)},
          {"battalion_gun_damage_die", o.battalion_gun_damage_die},
          {"retreat_d3", model::name_of(model::kRetreatD3Names, o.retreat_d3)},
          {"lb_rally_block", model::name_of(model::kLbRallyBlockNames, o.lb_rally_block)},
          {"brigade_morale", o.brigade_morale},
          {"squadron_charges", o.squadron_charges}};
}

model::RuleOptions options_of(const json& j) {
  model::RuleOptions o;
  o.scale = enum_of(j.at("scale"), model::kScaleNames, "options.scale");
  o.smoke = j.at("smoke").get<bool>();
  o.weather = j.at("weather").get<bool>();
  o.standard_battery_disperse = j.at("standard_battery_disperse").get<int>();
  o.approach_limits =
      enum_of(j.at("approach_limits"), model::kApproachLimitsNames, "options.approach_limits");
  o.lb_line_of_sight = j.at("lb_line_of_sight").get<bool>();
  o.damage_die_hits_on = j.at("damage_die_hits_on").get<int>();
  o.horse_artillery_penalty = j.at("horse_artillery_penalty").get<int>();
  o.screen_gap = j.at("screen_gap").get<int>();
  o.redoubts = j.at("redoubts").get<bool>();
  o.battalion_guns =
      enum_of(j.at("battalion_guns"), model::kBattalionGunsNames, "options.battalion_guns");
  o.battalion_gun_damage_die = j.at("battalion_gun_damage_die").get<bool>();
  o.retreat_d3 = enum_of(j.at("retreat_d3"), model::kRetreatD3Names, "options.retreat_d3");
  o.lb_rally_block =
      enum_of(j.at("lb_rally_block"), model::kLbRallyBlockNames, "options.lb_rally_block");
  o.brigade_morale = j.at("brigade_morale").get<bool>();
  o.squadron_charges = j.value("squadron_charges", false);  // saves before S16.2 in battle
  return o;
}

std::string rng_text(const pcg32& r) {
  std::ostringstream s;
  s << r;
  return s.str();
}

}  // namespace

json to_json(const GameState& s) {
  json j;
  j["grognard_save"] = 1;
  j["scenario"] = s.scenario;
  j["table"] = {{"width", s.ground->width}, {"depth", s.ground->depth}};
  json features = json::array();
  for (const table::Feature& f : s.ground->features) {
    json ring = json::array();
    for (const table::Point& p : f.area.outer()) ring.push_back({p.x(), p.y()});
    features.push_back({{"kind", model::name_of(table::kTerrainNames, f.kind)},
                        {"area", ring},
                        {"height", f.height},
                        {"defence", f.defence}});
  }
  j["terrain"] = features;
  j["sides"] = json::array();
  for (const Side& side : s.sides) {
    j["sides"].push_back({{"name", side.name}, {"name_ru", side.name_ru}, {"nation", side.nation}});
  }
  json brigades = json::array();
  for (const Brigade& b : s.brigades) {
    brigades.push_back({{"name", b.name},
                        {"name_ru", b.name_ru},
                        {"side", b.side},
                        {"status", model::name_of(model::kBrigadeStatusNames, b.morale.status)},
                        {"counts",
                         {b.morale.units, b.morale.lost, b.morale.retreating, b.morale.broken,
                          b.morale.broken_brigade}},
                        {"rating", model::name_of(rules::kGeneralRatingNames, b.rating)},
                        {"general", b.general},
                        {"general_at", {b.general_x, b.general_y}},
                        {"adcs", b.adcs}});
  }
  j["brigades"] = brigades;
  json units = json::array();
  for (const Unit& u : s.units) units.push_back(unit_json(u));
  j["units"] = units;
  j["goals"] = json::array();
  for (const Goal& g : s.goals) {
    j["goals"].push_back({{"side", g.side},
                          {"kind", model::name_of(kGoalKindNames, g.kind)},
                          {"feature", g.feature},
                          {"count", g.count},
                          {"points", g.points}});
  }
  j["turn"] = s.turn;
  j["turn_limit"] = s.turn_limit;
  j["phase"] = model::name_of(model::kPhaseNames, s.phase);
  // Inside a phase (a match between two questions); a state between phases writes neither, so
  // its save and hash are what they were before matches were stepped.
  if (s.stage != Stage::begin) j["stage"] = model::name_of(kStageNames, s.stage);
  if (s.charge) {
    j["charge"] = {{"order", json_fields::order_json(s.charge->order)},
                   {"side", s.charge->side},
                   {"awaits", s.charge->awaits == ChargeDeclared::Awaits::squadrons ? "squadrons"
                                                                                    : "response"}};
  }
  j["first_side"] = s.first_side;
  j["season"] = s.season == rules::Season::favourable ? "favourable" : "unfavourable";
  j["weather"] = model::name_of(model::kWeatherNames, s.weather);
  j["weather_roll_turn"] = s.weather_roll_turn;
  if (!s.works.empty()) {
    json works = json::array();
    for (const auto& [feature, defence] : s.works) works.push_back({feature, defence});
    j["works"] = works;
  }
  j["options"] = options_json(s.options);
  j["seed"] = s.seed;
  j["rng"] = rng_text(s.rng);
  j["winner"] = s.winner ? json(*s.winner) : json(nullptr);
  j["over"] = s.over;
  return j;
}

GameState from_json(const json& j, std::string& error) {
  try {
    if (!j.is_object() || !j.contains("grognard_save")) {
      throw std::runtime_error("grognard_save: not a saved battle");
    }
    GameState s;
    s.scenario = j.at("scenario").get<std::string>();
    auto ground = std::make_shared<Ground>();
    ground->width = j.at("table").at("width").get<double>();
    ground->depth = j.at("table").at("depth").get<double>();
    for (const json& f : j.at("terrain")) {
      table::Feature feature;
      feature.kind = enum_of(f.at("kind"), table::kTerrainNames, "terrain.kind");
      for (const json& p : f.at("area")) {
        feature.area.outer().emplace_back(p.at(0).get<double>(), p.at(1).get<double>());
      }
      boost::geometry::correct(feature.area);
      feature.height = f.at("height").get<int>();
      feature.defence = f.at("defence").get<int>();
      ground->features.push_back(std::move(feature));
    }
    s.ground = ground;
    for (std::size_t i = 0; i < 2; ++i) {
      s.sides[i].name = j.at("sides").at(i).at("name").get<std::string>();
      s.sides[i].name_ru = j.at("sides").at(i).at("name_ru").get<std::string>();
      s.sides[i].nation = j.at("sides").at(i).at("nation").get<std::string>();
    }
    for (const json& b : j.at("brigades")) {
      Brigade br;
      br.name = b.at("name").get<std::string>();
      br.name_ru = b.at("name_ru").get<std::string>();
      br.side = b.at("side").get<int>();
      br.morale.status = enum_of(b.at("status"), model::kBrigadeStatusNames, "brigade.status");
      const json& c = b.at("counts");
      br.morale.units = c.at(0).get<int>();
      br.morale.lost = c.at(1).get<int>();
      br.morale.retreating = c.at(2).get<int>();
      br.morale.broken = c.at(3).get<int>();
      br.morale.broken_brigade = c.at(4).get<bool>();
      br.rating = enum_of(b.at("rating"), rules::kGeneralRatingNames, "brigade.rating");
      br.general = b.at("general").get<std::string>();
      br.general_x = b.at("general_at").at(0).get<double>();
      br.general_y = b.at("general_at").at(1).get<double>();
      br.adcs = b.at("adcs").get<int>();
      s.brigades.push_back(br);
    }
    for (const json& u : j.at("units")) s.units.push_back(unit_of(u));
    for (const json& g : j.at("goals")) {
      Goal goal;
      goal.side = g.at("side").get<int>();
      goal.kind = enum_of(g.at("kind"), kGoalKindNames, "goals.kind");
      goal.feature = g.at("feature").get<int>();
      goal.count = g.at("count").get<int>();
      goal.points = g.at("points").get<int>();
      if (goal.side < 0 || goal.side > 1 ||
          goal.feature >= static_cast<int>(ground->features.size()) ||
          (goal.kind == GoalKind::hold && goal.feature < 0)) {
        throw std::runtime_error("goals: side or feature out of range");
      }
      s.goals.push_back(goal);
    }
    s.turn = j.at("turn").get<int>();
    s.turn_limit = j.at("turn_limit").get<int>();
    s.phase = enum_of(j.at("phase"), model::kPhaseNames, "phase");
    if (j.contains("stage")) s.stage = enum_of(j.at("stage"), kStageNames, "stage");
    if (j.contains("charge")) {
      const json& c = j.at("charge");
      ChargeDeclared d;
      d.order = json_fields::order_of(json_fields::at(c, "order", "charge"), "charge.order");
      d.side = json_fields::whole(json_fields::at(c, "side", "charge"), "charge.side", 0, 1);
      const json& awaits = json_fields::at(c, "awaits", "charge");
      if (awaits != "squadrons" && awaits != "response") {
        throw std::runtime_error("charge.awaits: expected squadrons or response");
      }
      d.awaits = awaits == "squadrons" ? ChargeDeclared::Awaits::squadrons
                                       : ChargeDeclared::Awaits::response;
      if (d.order.kind != OrderKind::charge || d.order.unit < 0 || d.order.target < 0) {
        throw std::runtime_error("charge.order: expected a charge by one unit at another");
      }
      s.charge = d;
    }
    s.first_side = j.at("first_side").get<int>();
    s.season = j.at("season").get<std::string>() == "favourable" ? rules::Season::favourable
                                                                 : rules::Season::unfavourable;
    s.weather = enum_of(j.at("weather"), model::kWeatherNames, "weather");
    s.weather_roll_turn = j.at("weather_roll_turn").get<int>();
    if (j.contains("works")) {
      for (const json& w : j.at("works")) {
        s.works.emplace_back(w.at(0).get<int>(), w.at(1).get<int>());
      }
    }
    s.options = options_of(j.at("options"));
    s.seed = j.at("seed").get<std::uint64_t>();
    std::istringstream rng(j.at("rng").get<std::string>());
    rng >> s.rng;
    if (!rng) throw std::runtime_error("rng: not a generator state");
    if (!j.at("winner").is_null()) s.winner = j.at("winner").get<int>();
    s.over = j.at("over").get<bool>();
    if (s.charge && (s.charge->order.unit >= static_cast<int>(s.units.size()) ||
                     s.charge->order.target >= static_cast<int>(s.units.size()))) {
      throw std::runtime_error("charge.order: no such unit");
    }
    for (std::size_t i = 0; i < s.units.size(); ++i) {
      if (s.units[i].id != static_cast<int>(i) || s.units[i].brigade < 0 ||
          s.units[i].brigade >= static_cast<int>(s.brigades.size())) {
        throw std::runtime_error("units: ids and brigades do not match");
      }
    }
    return s;
  } catch (const std::exception& e) {
    error = e.what();
    return GameState{};
  }
}

std::uint64_t hash(const GameState& s) {
  std::uint64_t h = 1469598103934665603ULL;
  for (char c : to_json(s).dump()) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ULL;
  }
  return h;
}

}  // namespace grognard::game
