// The JSON form of a scenario, as a program writes it: every base placed explicitly.
#include <cmath>

#include "scenario/load.h"

namespace grognard::scenario {

namespace {

using ojson = nlohmann::ordered_json;

// A length in the file's unit, rounded to a nanometre's worth so that cm round trips print
// 7 rather than 7.000000000000001.
double tape(double inches, model::Scale scale) {
  const double x = model::from_inches(inches, scale);
  const double r = std::round(x * 1e9) / 1e9;
  return r == 0 ? 0.0 : r;
}

ojson text_json(const Text& t) {
  if (t.en == t.ru && t.ru_forms.empty()) return t.en;
  ojson j;
  if (!t.en.empty()) j["en"] = t.en;
  if (!t.ru.empty()) j["ru"] = t.ru;
  const RuForms& f = t.ru_forms;
  for (const auto& [key, value] :
       {std::pair{"ru_gen", &f.gen}, std::pair{"ru_dat", &f.dat}, std::pair{"ru_acc", &f.acc},
        std::pair{"ru_ins", &f.ins}, std::pair{"ru_pre", &f.pre},
        std::pair{"ru_gender", &f.gender}}) {
    if (!value->empty()) j[key] = *value;
  }
  return j;
}

ojson bases_json(const std::vector<table::Base>& bases, model::Scale scale) {
  ojson list = ojson::array();
  for (const table::Base& b : bases) {
    list.push_back(ojson::array({tape(b.front.x(), scale), tape(b.front.y(), scale), b.facing}));
  }
  return list;
}

ojson size_json(const table::Base& b, model::Scale scale) {
  return ojson::array({tape(b.width, scale), tape(b.depth, scale)});
}

}  // namespace

nlohmann::ordered_json scenario_json(const Scenario& s) {
  const model::Scale scale = s.scale();
  ojson j;
  ojson meta;
  if (!s.title.en.empty() || !s.title.ru.empty()) meta["title"] = text_json(s.title);
  if (!s.description.en.empty() || !s.description.ru.empty()) {
    meta["description"] = text_json(s.description);
  }
  if (s.season) meta["season"] = std::string(model::name_of(rules::kSeasonNames, *s.season));
  if (s.year != 0) meta["year"] = s.year;
  meta["turn"] = s.turn;
  if (s.turn_limit != 0) meta["turn_limit"] = s.turn_limit;
  meta["weather"] = std::string(model::name_of(model::kWeatherNames, s.weather));
  j["scenario"] = meta;
  if (!s.rules_given.empty()) j["rules"] = s.rules_given;
  j["table"] = {{"width", tape(s.width, scale)}, {"depth", tape(s.depth, scale)}};
  if (!s.terrain.empty()) {
    ojson list = ojson::array();
    for (const Terrain& t : s.terrain) {
      ojson f;
      f["id"] = t.id;
      f["kind"] = std::string(model::name_of(table::kTerrainNames, t.feature.kind));
      f["name"] = text_json(t.name);
      ojson pts = ojson::array();
      const auto& ring = t.feature.area.outer();
      for (std::size_t i = 0; i + 1 < ring.size(); ++i) {
        pts.push_back(ojson::array({tape(ring[i].x(), scale), tape(ring[i].y(), scale)}));
      }
      f["polygon"] = pts;
      if (t.feature.kind == table::TerrainKind::hill) f["height"] = t.feature.height;
      if (t.feature.kind == table::TerrainKind::redoubt) f["defence"] = t.feature.defence;
      list.push_back(f);
    }
    j["terrain"] = list;
  }
  if (!s.armies.empty()) {
    ojson list = ojson::array();
    for (const Army& a : s.armies) {
      ojson x;
      x["id"] = a.id;
      x["name"] = text_json(a.name);
      x["nation"] = std::string(model::name_of(model::kNationNames, a.nation));
      if (!a.colour.empty()) x["colour"] = a.colour;
      list.push_back(x);
    }
    j["armies"] = list;
  }
  if (!s.brigades.empty()) {
    ojson list = ojson::array();
    for (const Brigade& b : s.brigades) {
      list.push_back(
          {{"id", b.id},
           {"army", b.army},
           {"name", text_json(b.name)},
           {"status", std::string(model::name_of(model::kBrigadeStatusNames, b.status))}});
    }
    j["brigades"] = list;
  }
  if (!s.units.empty()) {
    ojson list = ojson::array();
    for (const Unit& u : s.units) {
      const model::Unit& m = u.body;
      ojson x;
      x["id"] = u.id;
      x["brigade"] = u.brigade;
      x["name"] = text_json(u.name);
      x["arm"] = std::string(model::name_of(model::kArmNames, m.arm));
      x["nation"] = std::string(model::name_of(model::kNationNames, m.nation));
      x["quality"] = std::string(model::name_of(model::kQualityNames, m.quality));
      x["troops"] = std::string(model::name_of(model::kTroopsNames, m.troops));
      x["size"] = std::string(model::name_of(model::kUnitSizeNames, m.size));
      x["figures"] = m.figures;
      x["initial_strength"] = m.initial_strength;
      x["damage"] = m.damage.as_points();
      x["formation"] = std::string(model::name_of(model::kFormationNames, m.formation));
      x["status"] = std::string(model::name_of(model::kUnitStatusNames, m.status));
      x["role"] = std::string(model::name_of(kRoleNames, role_of(u)));
      if (u.cossack) x["cossacks"] = true;
      if (u.light_cavalry) x["light_cavalry"] = true;
      if (u.light_company > 0) x["light_company"] = u.light_company;
      if (u.battalion_gun > 0) x["battalion_gun"] = u.battalion_gun;
      // A battle counts every regiment's squadrons; a file gives them under S16.2 alone.
      if (u.squadrons > 0 && s.rules.squadron_charges) x["squadrons"] = u.squadrons;
      if (u.class_given) {
        x["class"] = std::string(model::name_of(model::kSkirmisherClassNames, u.skirmisher_class));
      }
      if (m.arm == model::Arm::artillery) {
        x["calibre"] = std::string(model::name_of(model::kCalibreNames, u.calibre));
        x["horse"] = u.horse_artillery;
        x["low_ammo"] = u.low_ammo;
        x["first_fatigue_ignored"] = u.first_fatigue_used;
      }
      x["moved"] = u.moved;
      if (m.arm == model::Arm::infantry) x["lost_fire_discipline"] = u.lost_fire_discipline;
      x["in_melee"] = u.in_melee;
      // Every base where it stands (a deployed light battalion's skirmish line, then its
      // command companies: table_unit.h).
      const auto [bases, command] = bases_by_part(u);
      if (!bases.empty()) {
        x["base"] = size_json(bases.front(), scale);
        x["bases"] = bases_json(bases, scale);
      }
      if (deployed(u)) {
        ojson c;
        c["figures"] = u.command_figures;
        if (!command.empty()) {
          c["base"] = size_json(command.front(), scale);
          c["bases"] = bases_json(command, scale);
        }
        x["command"] = c;
      }
      list.push_back(x);
    }
    j["units"] = list;
  }
  if (!s.generals.empty()) {
    ojson list = ojson::array();
    for (const General& g : s.generals) {
      ojson x;
      x["id"] = g.id;
      if (g.brigade.empty()) {
        x["army"] = g.army;
      } else {
        x["brigade"] = g.brigade;
      }
      x["name"] = text_json(g.name);
      x["rating"] = std::string(model::name_of(kRatingNames, g.rating));
      if (!g.attached_to.empty()) x["attached_to"] = g.attached_to;
      if (g.base) {
        x["at"] = ojson::array({tape(g.base->front.x(), scale), tape(g.base->front.y(), scale)});
        x["facing"] = g.base->facing;
        x["base"] = size_json(*g.base, scale);
      }
      list.push_back(x);
    }
    j["generals"] = list;
  }
  if (!s.victory.empty()) {
    ojson list = ojson::array();
    for (const Victory& v : s.victory) {
      ojson x;
      x["army"] = v.army;
      x["kind"] = std::string(model::name_of(kVictoryKindNames, v.kind));
      if (v.kind == VictoryKind::hold) {
        x["terrain"] = v.terrain;
      } else {
        x["count"] = v.count;
      }
      x["points"] = v.points;
      if (!v.text.en.empty() || !v.text.ru.empty()) x["text"] = text_json(v.text);
      list.push_back(x);
    }
    j["victory"] = list;
  }
  return j;
}

}  // namespace grognard::scenario
