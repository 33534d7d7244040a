#include "scenario/situation.h"

#include <cmath>

#include <fmt/format.h>

#include "model/unit_type.h"
#include "rules/artillery.h"
#include "rules/fire_ranges.h"
#include "rules/screen_fire.h"
#include "scenario/flank.h"

namespace grognard::scenario {

using ojson = nlohmann::ordered_json;
using rules::Stance;
using rules::Weapon;

namespace {

// A distance in the table's unit for the JSON situation, snapped onto a rule bound it is within
// the tape tolerance of, so the fire rules see the bound itself.
double tape(double inches, const std::vector<double>& bounds, model::Scale scale) {
  for (double b : bounds) {
    if (std::fabs(inches - b) <= rules::kTapeTolerance) inches = b;
  }
  const double x = model::from_inches(inches, scale);
  return std::round(x * 1e6) / 1e6;
}

std::vector<double> bounds_of(Weapon w, model::Calibre c, model::Scale scale) {
  if (w == Weapon::gun) {
    const rules::ArtilleryRanges& r = rules::artillery_ranges(c);
    return {model::rule_inches(r.close, scale), model::rule_inches(r.effective, scale),
            model::rule_inches(r.long_range, scale)};
  }
  return {rules::weapon_reach(w, c, scale)};
}

model::TargetType target_type(const Unit& u) {
  if (u.body.formation == model::Formation::skirmish) return model::TargetType::skirmishers;
  switch (u.body.arm) {
    case model::Arm::cavalry:
      return model::TargetType::cavalry;
    case model::Arm::artillery:
      return model::TargetType::artillery;
    case model::Arm::infantry:
      break;
  }
  return model::TargetType::infantry;
}

bool general_attached(const Scenario& s, const Unit& u) {
  for (const General& g : s.generals) {
    if (g.attached_to == u.id) return true;
  }
  return false;
}

std::string weapon_term(Weapon w) {
  switch (w) {
    case Weapon::none:
      return "weapon.none";
    case Weapon::musket:
      return "weapon.musket";
    case Weapon::musket_square:
      return "weapon.musket_square";
    case Weapon::skirmish:
      return "weapon.skirmish";
    case Weapon::rifles:
      return "weapon.rifles";
    case Weapon::carbine:
      return "weapon.carbine";
    case Weapon::gun:
      return "weapon.gun";
  }
  return "weapon.none";
}

ojson target_json(const Field& f, std::size_t target, const TargetGround& g, const FireLine& line,
                  std::vector<Fact>& facts, bool artillery) {
  const Scenario& s = f.scenario();
  const Unit& u = s.units[target];
  const table::Table& t = f.table();
  ojson j;
  j["type"] = std::string(model::name_of(model::kTargetTypeNames, target_type(u)));
  j["formation"] = std::string(model::name_of(model::kFormationNames, u.body.formation));
  const bool redoubt = g.redoubt.has_value() && s.rules.redoubts &&
                       (u.body.arm == model::Arm::infantry || u.body.arm == model::Arm::artillery);
  if (!redoubt) j["cover"] = std::string(model::name_of(model::kCoverNames, g.kind));
  const bool garrison = g.kind == model::Cover::building && u.body.arm == model::Arm::infantry &&
                        u.body.formation != model::Formation::skirmish;
  if (garrison) j["garrison"] = true;
  if (general_attached(s, u)) {
    j["general"] = true;
    facts.push_back({"general_attached", "DECISIONS §4", {FactArg::unit(target)}});
  }
  if (redoubt) {
    j["redoubt"] = {{"defence", t.feature(*g.redoubt).defence}};
    facts.push_back({"redoubt",
                     "S16.5-2",
                     {FactArg::unit(target), FactArg::share(g.share), FactArg::terrain(*g.redoubt),
                      FactArg::number(t.feature(*g.redoubt).defence)}});
  } else {
    facts.push_back(
        {"cover",
         "TABLE-COVER",
         {FactArg::unit(target),
          FactArg::of_term("cover." + std::string(model::name_of(model::kCoverNames, g.kind))),
          FactArg::share(g.kind == model::Cover::building ? g.built_up : g.cover)}});
  }
  if (garrison) facts.push_back({"garrison", "F-MOD-12", {FactArg::unit(target)}});
  if (line.screen) {
    const auto sp = f.piece_of_unit(*line.screen);
    const TargetGround sg = ground_of(t, *sp);
    const double gap_bound =
        model::rule_inches(rules::screen_gap_distance(s.rules.screen_gap), s.scale());
    j["screen"] = {{"gap", tape(line.screen_gap, {gap_bound}, s.scale())},
                   {"cover", std::string(model::name_of(model::kCoverNames, sg.kind))}};
    const rules::ScreenFinding effect = rules::screen_effect(
        artillery ? (line.band == model::RangeBand::close ? rules::FireKind::canister
                                                          : rules::FireKind::roundshot)
                  : rules::FireKind::musketry,
        target_type(u), rules::Screen{line.screen_gap, sg.kind}, s.rules.screen_gap, s.scale());
    facts.push_back(
        {"screen",
         "TABLE-SCREEN",
         {FactArg::unit(*line.screen), FactArg::unit(target), FactArg::distance(line.screen_gap)}});
    std::string effect_key = "screen_effect.none";
    switch (effect.effect) {
      case rules::ScreenEffect::none:
        break;
      case rules::ScreenEffect::cannot_screen:
        effect_key = "screen_effect.cannot_screen";
        break;
      case rules::ScreenEffect::strikes_screen:
        effect_key = "screen_effect.strikes_screen";
        break;
      case rules::ScreenEffect::first_to_screen:
        effect_key = "screen_effect.first_to_screen";
        break;
      case rules::ScreenEffect::passes_through:
        effect_key = "screen_effect.passes_through";
        break;
    }
    facts.push_back({effect_key, std::string(effect.clause), {FactArg::unit(*line.screen)}});
  } else if (line.screen_ignored != ScreenIgnored::no) {
    facts.push_back(
        {line.screen_ignored == ScreenIgnored::mounted_screen ? "screen_mounted" : "screen_cavalry",
         std::string(line.screen_clause),
         {FactArg::unit(target)}});
  }
  return j;
}

}  // namespace

Loaded<Derived> derive_fire(const Field& f, std::size_t firer, std::size_t target) {
  const Scenario& s = f.scenario();
  const Unit& fu = s.units[firer];
  const Unit& tu = s.units[target];
  const auto fp = f.piece_of_unit(firer);
  const auto tp = f.piece_of_unit(target);
  const auto bad = [&](const std::string& field, const std::string& en, const std::string& ru) {
    return LoadError{s.file, 0, 0, field, en, ru};
  };
  if (!fp)
    return bad("FIRER", "\"" + fu.id + "\" is not on the table", "\"" + fu.id + "\" нет на столе");
  if (!tp)
    return bad("TARGET", "\"" + tu.id + "\" is not on the table", "\"" + tu.id + "\" нет на столе");
  if (f.side(*fp) == f.side(*tp)) {
    return bad("TARGET", "\"" + tu.id + "\" is on the same side as \"" + fu.id + "\"",
               "\"" + tu.id + "\" на той же стороне, что и \"" + fu.id + "\"");
  }
  const WeaponFinding weapon = weapon_of(fu);
  if (weapon.weapon == Weapon::none) {
    return bad("FIRER", fmt::format("\"{}\" cannot fire ({})", fu.id, weapon.clause),
               fmt::format("\"{}\" не может стрелять ({})", fu.id, weapon.clause));
  }
  Derived d;
  const table::Table& t = f.table();
  const model::Scale scale = s.scale();
  FireLine line = fire_line(f, firer, target);
  // Target priority (S11.18) needs every other target of the firer.
  if (skirmish_weapon(weapon.weapon)) {
    const Targets all = fire_targets(f, firer);
    bool found = false;
    for (const FireLine& l : all.lines) {
      if (l.target == target) {
        line.allowed = l.allowed;
        line.why = l.why;
        found = true;
      }
    }
    if (!found) line.allowed = false;
    if (line.eligible && !line.allowed) {
      for (const FireLine& l : all.lines) {
        if (l.allowed) {
          d.facts.push_back({"priority_other", "S11.18", {FactArg::unit(l.target)}});
          break;
        }
      }
    } else if (line.eligible) {
      d.facts.push_back(
          {f.stance(*tp) == Stance::skirmishers ? "priority_skirmishers" : "priority_any",
           "S11.18",
           {FactArg::unit(target)}});
    }
  }
  d.allowed = line.allowed;
  const std::vector<double> bounds = bounds_of(weapon.weapon, fu.calibre, scale);
  const double range = tape(line.range, bounds, scale);

  d.facts.insert(d.facts.begin(),
                 Fact{"weapon",
                      std::string(weapon.clause),
                      {FactArg::unit(firer), FactArg::of_term(weapon_term(weapon.weapon))}});
  d.facts.push_back(
      {"range",
       "TABLE-RANGE",
       {FactArg::distance(line.range), FactArg::number(line.firing_base), FactArg::unit(firer),
        FactArg::number(line.target_base), FactArg::unit(target)}});
  if (line.band) {
    d.facts.push_back({"band." + std::string(model::name_of(model::kRangeBandNames, *line.band)),
                       std::string(rules::reach_clause(weapon.weapon, fu.calibre)),
                       {FactArg::distance(rules::weapon_reach(weapon.weapon, fu.calibre, scale))}});
  } else {
    d.facts.push_back({"out_of_range",
                       std::string(rules::reach_clause(weapon.weapon, fu.calibre)),
                       {FactArg::distance(rules::weapon_reach(weapon.weapon, fu.calibre, scale))}});
  }
  const bool skirmish = skirmish_weapon(weapon.weapon);
  d.facts.push_back({line.in_arc ? (skirmish ? "arc.skirmish" : "arc.formed")
                                 : (skirmish ? "no_arc.skirmish" : "no_arc.formed"),
                     skirmish ? "S11.16" : "TABLE-ARC",
                     {FactArg::unit(target)}});
  if (line.terrain_block) {
    d.facts.push_back({"sight.terrain", "TABLE-SIGHT", {FactArg::terrain(*line.terrain_block)}});
  } else if (line.unit_block) {
    d.facts.push_back(
        {"sight.unit", std::string(line.unit_block_clause), {FactArg::unit(*line.unit_block)}});
  } else {
    d.facts.push_back({"sight.clear", "TABLE-SIGHT", {}});
  }
  for (const FiredOverUnit& o : line.over) {
    d.facts.push_back(
        {o.finding.problem == rules::OverheadProblem::none ? "over.allowed" : "over.forbidden",
         std::string(o.finding.clause),
         {FactArg::unit(o.unit), FactArg::number(o.facts.level), FactArg::number(t.level_of(*fp)),
          FactArg::distance(o.facts.from_battery), FactArg::distance(o.facts.from_target)}});
  }
  if (line.visibility) {
    d.facts.push_back({line.visible ? "visibility.within" : "visibility.beyond",
                       std::string(rules::visibility_clause(s.weather)),
                       {FactArg::distance(model::rule_inches(*line.visibility, scale)),
                        FactArg::of_term("weather." + std::string(model::name_of(
                                                          model::kWeatherNames, s.weather)))}});
  }

  const TargetGround ground = ground_of(t, *tp);
  ojson j;
  const TargetGround own = ground_of(t, *fp);
  const bool firer_in_building = own.kind == model::Cover::building;
  if (skirmish) {
    j["action"] = "skirmish_fire";
    ojson firer_json;
    const int figures = role_of(fu) == Role::light_battalion ? fu.body.figures - fu.command_figures
                                                             : fu.body.figures;
    firer_json["figures"] = figures;
    if (fu.class_given) {
      firer_json["class"] =
          std::string(model::name_of(model::kSkirmisherClassNames, fu.skirmisher_class));
    } else {
      firer_json["nation"] = std::string(model::name_of(model::kNationNames, fu.body.nation));
      firer_json["quality"] = std::string(model::name_of(model::kQualityNames, fu.body.quality));
      firer_json["troops"] = std::string(model::name_of(model::kTroopsNames, fu.body.troops));
      if (s.year != 0 && fu.body.troops == model::Troops::rifles) firer_json["year"] = s.year;
    }
    if (firer_in_building) firer_json["in_building"] = true;
    if (role_of(fu) == Role::light_battalion) {
      d.facts.push_back(
          {"light_line_fires", "S11.6.4", {FactArg::unit(firer), FactArg::number(figures)}});
    }
    j["firer"] = firer_json;
    // Skirmisher fire is infantry fire: an effective screen takes it (S11.19-3).
    std::vector<Fact> target_facts;
    ojson target_full = target_json(f, target, ground, line, target_facts, false);
    model::Cover cover = ground.kind;
    if (ground.redoubt && s.rules.redoubts) cover = model::Cover::cover;  // S16.5-2
    if (line.screen) {
      const rules::ScreenFinding effect = rules::screen_effect(
          rules::FireKind::musketry, target_type(tu),
          rules::Screen{line.screen_gap, ground_of(t, *f.piece_of_unit(*line.screen)).kind},
          s.rules.screen_gap, scale);
      if (effect.effect == rules::ScreenEffect::strikes_screen) {
        cover = ground_of(t, *f.piece_of_unit(*line.screen)).kind;
        target_facts.push_back(
            {"skirmish_at_screen", std::string(effect.clause), {FactArg::unit(*line.screen)}});
      }
    }
    for (Fact& x : target_facts) d.facts.push_back(std::move(x));
    j["target"] = {{"cover", std::string(model::name_of(model::kCoverNames, cover))}};
  } else if (weapon.weapon == Weapon::gun) {
    j["action"] = "artillery_fire";
    ojson fj;
    fj["calibre"] = std::string(model::name_of(model::kCalibreNames, fu.calibre));
    fj["quality"] = std::string(model::name_of(model::kQualityNames, fu.body.quality));
    fj["size"] = std::string(model::name_of(model::kUnitSizeNames, fu.body.size));
    fj["nation"] = std::string(model::name_of(model::kNationNames, fu.body.nation));
    fj["damage"] = fu.body.damage.as_points();
    fj["moved"] = fu.moved;
    fj["horse"] = fu.horse_artillery;
    fj["unformed"] = fu.body.status == model::UnitStatus::unformed;
    fj["low_ammo"] = fu.low_ammo;
    fj["assault_fire"] = false;
    fj["first_fatigue_ignored"] = fu.first_fatigue_used;
    fj["level"] = t.level_of(*fp);
    if (!line.over.empty()) {
      ojson over = ojson::array();
      for (const FiredOverUnit& o : line.over) {
        over.push_back(
            {{"level", o.facts.level},
             {"from_battery", tape(o.facts.from_battery,
                                   {model::rule_inches(rules::kOverheadClearance, scale)}, scale)},
             {"from_target", tape(o.facts.from_target,
                                  {model::rule_inches(rules::kOverheadClearance, scale)}, scale)}});
      }
      fj["over"] = over;
    }
    j["firer"] = fj;
    ojson tj = target_json(f, target, ground, line, d.facts, true);
    if (!line.behind.empty()) {
      ojson behind = ojson::array();
      for (const BehindTarget& b : line.behind) {
        const Unit& bu = s.units[b.unit];
        behind.push_back(
            {{"type", std::string(model::name_of(model::kTargetTypeNames, target_type(bu)))},
             {"distance",
              tape(b.distance, {model::rule_inches(rules::kBounceReach, scale)}, scale)}});
        d.facts.push_back(
            {"behind",
             "ART-BOUNCE-3",
             {FactArg::unit(b.unit), FactArg::share(b.share), FactArg::distance(b.distance)}});
      }
      tj["behind"] = behind;
    }
    j["target"] = tj;
    if (t.level_of(*fp) != 0) {
      d.facts.push_back(
          {"level", "G-49", {FactArg::unit(firer), FactArg::number(t.level_of(*fp))}});
    }
  } else {
    j["action"] = "volley";
    ojson fj;
    fj["quality"] = std::string(model::name_of(model::kQualityNames, fu.body.quality));
    fj["nation"] = std::string(model::name_of(model::kNationNames, fu.body.nation));
    fj["size"] = std::string(model::name_of(model::kUnitSizeNames, fu.body.size));
    fj["formation"] = std::string(model::name_of(model::kFormationNames, fu.body.formation));
    fj["damage"] = fu.body.damage.as_points();
    fj["moved"] = fu.moved;
    fj["unformed"] = fu.body.status == model::UnitStatus::unformed;
    fj["lost_fire_discipline"] = fu.lost_fire_discipline;
    fj["in_building"] = firer_in_building;
    j["firer"] = fj;
    j["target"] = target_json(f, target, ground, line, d.facts, false);
  }
  if (firer_in_building) d.facts.push_back({"in_building", "S16.7-4", {FactArg::unit(firer)}});
  j["range"] = range;
  // Rain and snow halve musketry (S16.7-4, S16.7-5), so small arms always say the weather; for a
  // battery only the sight it leaves matters, so only weather that is not fair is said.
  if (weapon.weapon != Weapon::gun || s.weather != model::Weather::fair) {
    j["weather"] = std::string(model::name_of(model::kWeatherNames, s.weather));
  }
  if (!s.rules_given.empty()) j["rules"] = s.rules_given;
  d.situation = std::move(j);
  return d;
}

std::vector<FlankCheck> flank_checks(const Field& f, std::size_t unit, bool cavalry_charge) {
  std::vector<FlankCheck> out;
  const Scenario& s = f.scenario();
  const table::Table& t = f.table();
  const auto up = f.piece_of_unit(unit);
  if (!up) return out;
  const Unit& u = s.units[unit];
  const double reach = model::rule_inches(rules::kFlankReach, s.scale());
  const TargetGround ground = ground_of(t, *up);
  const auto friend_between = [&](std::size_t q) {
    return f.side(q) == f.side(*up) && f.stance(q) != Stance::general;
  };
  std::optional<table::MultiPolygon> zone;
  for (const table::Near& n : t.near(*up, reach + rules::kTapeTolerance)) {
    if (f.side(n.piece) == f.side(*up) || f.stance(n.piece) == Stance::general) continue;
    const FlankMeasure m = measure_flank(t, *up, n.piece, reach, zone, friend_between);
    FlankCheck c;
    c.enemy = f.owner(n.piece).index;
    c.share = m.share;
    if (m.blocked_by_piece) c.blocked_by_unit = f.owner(*m.blocked_by_piece).index;
    c.blocked_by_terrain = m.blocked_by_terrain;
    c.blocked = m.blocked();
    c.flanks = m.flanks(u.body.formation == model::Formation::square);
    const Unit* eu = f.unit_of(n.piece);
    rules::FlankFacts facts;
    facts.share_behind = c.share;
    facts.blocked = c.blocked;
    facts.tested_in_square = u.body.formation == model::Formation::square;
    facts.tested_garrison = ground.kind == model::Cover::building &&
                            u.body.arm == model::Arm::infantry &&
                            u.body.formation != model::Formation::skirmish;
    facts.tested_cavalry_in_charge = cavalry_charge && u.body.arm == model::Arm::cavalry;
    facts.enemy_infantry_or_artillery = eu != nullptr && eu->body.arm != model::Arm::cavalry;
    c.finding = rules::flanked_by(facts);
    out.push_back(c);
  }
  return out;
}

Loaded<Derived> derive_discipline(const Field& f, std::size_t unit, bool cavalry_charge) {
  const Scenario& s = f.scenario();
  const Unit& u = s.units[unit];
  if (!f.piece_of_unit(unit)) {
    return LoadError{s.file,
                     0,
                     0,
                     "UNIT",
                     "\"" + u.id + "\" is not on the table",
                     "\"" + u.id + "\" нет на столе"};
  }
  Derived d;
  d.allowed = true;
  const double reach = model::rule_inches(rules::kFlankReach, s.scale());
  const model::UnitType type = u.type;  // as the loader (and a battle) gives it
  // The geometry says whether an enemy stands on the flank or rear (DT-MOD-FLANKED-1, G-50);
  // the discipline rule applies its exceptions itself from "garrison", "charge" and
  // "flanked_by" (DT-MOD-FLANKED-3, -4). A square has no flank or rear (our reading).
  bool flanked = false;
  bool by_cavalry = false;
  for (const FlankCheck& c : flank_checks(f, unit, cavalry_charge)) {
    if (c.flanks) {
      flanked = true;
      if (s.units[c.enemy].body.arm == model::Arm::cavalry) by_cavalry = true;
    }
    std::string key = c.finding.flanked ? "flank.yes" : "flank.no";
    if (c.blocked_by_unit) key = "flank.blocked_unit";
    if (c.blocked_by_terrain && !c.blocked_by_unit) key = "flank.blocked_terrain";
    if (c.finding.exception) key = "flank.exception";
    Fact fact{key,
              std::string(c.finding.clause),
              {FactArg::unit(c.enemy), FactArg::share(c.share), FactArg::distance(reach)}};
    if (c.blocked_by_unit) fact.args.push_back(FactArg::unit(*c.blocked_by_unit));
    if (c.blocked_by_terrain && !c.blocked_by_unit) {
      fact.args.push_back(FactArg::terrain(*c.blocked_by_terrain));
    }
    d.facts.push_back(std::move(fact));
  }
  if (d.facts.empty()) {
    d.facts.push_back({"flank.none", "DT-MOD-FLANKED-1", {FactArg::distance(reach)}});
  }
  ojson j;
  j["action"] = "discipline_test";
  ojson uj;
  uj["type"] = std::string(model::name_of(model::kUnitTypeNames, type));
  uj["quality"] = std::string(model::name_of(model::kQualityNames, u.body.quality));
  uj["size"] = std::string(model::name_of(model::kUnitSizeNames, u.body.size));
  uj["formation"] = std::string(model::name_of(model::kFormationNames, u.body.formation));
  uj["damage"] = u.body.damage.as_points();
  uj["unformed"] = u.body.status == model::UnitStatus::unformed;
  uj["general_attached"] = general_attached(s, u);
  uj["status"] = std::string(model::name_of(model::kUnitStatusNames, u.body.status));
  j["unit"] = uj;
  ojson sit;
  sit["flanked"] = flanked;
  sit["evading"] = false;
  sit["line_to_square_vs_cavalry"] = false;
  const TargetGround ground = ground_of(f.table(), *f.piece_of_unit(unit));
  if (ground.kind == model::Cover::building && u.body.arm == model::Arm::infantry &&
      u.body.formation != model::Formation::skirmish) {
    sit["garrison"] = true;
    d.facts.push_back({"garrison_test", "DT-MOD-FLANKED-4", {FactArg::unit(unit)}});
  }
  if (u.body.arm == model::Arm::cavalry && cavalry_charge) sit["charge"] = true;
  if (u.body.arm == model::Arm::cavalry && flanked)
    sit["flanked_by"] = by_cavalry ? "cavalry" : "foot";
  j["situation"] = sit;
  if (!s.rules_given.empty()) j["rules"] = s.rules_given;
  d.situation = std::move(j);
  return d;
}

}  // namespace grognard::scenario
