// The melee action: JSON situation -> rules::Melee, odds and roll (project rules PR-MELEE-*).
#include "engine/action_list.h"
#include "engine/situation.h"
#include "rules/melee.h"

namespace grognard::engine {

namespace {

constexpr std::array<model::Name<rules::MeleeCover>, 3> kMeleeCoverNames{{
    {rules::MeleeCover::open, "open"},
    {rules::MeleeCover::cover, "cover"},
    {rules::MeleeCover::built_up, "built_up"},
}};

rules::MeleeSide read_side(Fields& f, bool defender) {
  rules::MeleeSide s;
  s.arm = f.choice_or("arm", model::kArmNames, model::Arm::infantry);
  s.quality = f.choice_or("quality", model::kQualityNames, model::Quality::line);
  s.size = f.choice_or("size", model::kUnitSizeNames, model::UnitSize::standard);
  s.formation = f.choice_or(
      "formation", model::kFormationNames,
      s.arm == model::Arm::artillery ? model::Formation::unlimbered : model::Formation::line);
  s.damage =
      model::Damage::halves(static_cast<int>(2 * f.optional_number("damage", 0, 40).value_or(0.0)));
  s.unformed = f.boolean_or("unformed", false);
  s.charging = f.boolean_or("charging", !defender);
  s.flanked = f.boolean_or("flanked", false);
  s.supports = f.integer_or("supports", 0, 0, 6);
  s.skirmisher = f.boolean_or("skirmisher", false);
  s.cossack = f.boolean_or("cossack", false);
  s.mounted_skirmisher = f.boolean_or("mounted_skirmisher", false);
  s.battalion_gun = f.boolean_or("battalion_gun", false);
  s.squadrons = f.integer_or("squadrons", 0, 0, 12);
  if (defender) {
    s.cover = f.choice_or("cover", kMeleeCoverNames, rules::MeleeCover::open);
    s.redoubt = f.integer_or("redoubt", 0, 0, 18);
    s.redoubt_initial = f.integer_or("redoubt_initial", s.redoubt, 0, 18);
  }
  f.finish();
  return s;
}

rules::Melee read_situation(const json& j) {
  Fields s(j, "");
  s.text("action");
  rules::Melee m;
  m.options = read_options(s);
  Fields a = s.object("attacker");
  m.attacker = read_side(a, false);
  Fields d = s.object("defender");
  m.defender = read_side(d, true);
  s.finish();
  return m;
}

std::string_view status_id(model::UnitStatus st) {
  return model::name_of(model::kUnitStatusNames, st);
}

ojson status_map(const dice::Distribution<rules::MeleeResult>& d, bool attacker) {
  ojson m = ojson::object();
  for (const auto& n : model::kUnitStatusNames) {
    if (n.value == model::UnitStatus::falling_back) continue;  // a melee never makes it
    m[std::string(n.id)] = d.probability([&](const rules::MeleeResult& r) {
      return (attacker ? r.attacker.status : r.defender.status) == n.value;
    });
  }
  return m;
}

OddsReport odds(const json& j) {
  const rules::Melee m = read_situation(j);
  const auto dist = dice::enumerate([&](dice::Roller& r) {
    rules::Events off(false);
    return rules::resolve_melee(m, r, off);
  });
  using R = rules::MeleeResult;
  OddsReport report;
  ojson& out = report.json;
  out["action"] = "melee";
  out["result"]["attacker_wins"] =
      dist.probability([](const R& r) { return r.winner == rules::MeleeWinner::attacker; });
  out["result"]["defender_wins"] =
      dist.probability([](const R& r) { return r.winner == rules::MeleeWinner::defender; });
  out["result"]["draw"] =
      dist.probability([](const R& r) { return r.winner == rules::MeleeWinner::draw; });
  out["damage"] = damage_map(dist.map([](const R& r) { return r.defender.damage; }));
  out["expected_damage"] =
      dist.expectation([](const R& r) { return r.defender.damage.as_points(); });
  out["attacker_damage"] = damage_map(dist.map([](const R& r) { return r.attacker.damage; }));
  out["defender_status"] = status_map(dist, false);
  out["attacker_status"] = status_map(dist, true);
  out["p"]["ridden_down"] = dist.probability([](const R& r) { return r.ridden_down; });
  out["p"]["gun_abandoned"] = dist.probability(
      [](const R& r) { return r.attacker.gun_abandoned || r.defender.gun_abandoned; });
  return report;
}

ojson roll(const json& j, dice::Roller& dice, rules::Events& events) {
  const rules::Melee m = read_situation(j);
  const rules::MeleeResult r = rules::resolve_melee(m, dice, events);
  ojson out;
  out["action"] = "melee";
  out["winner"] = r.winner == rules::MeleeWinner::attacker   ? "attacker"
                  : r.winner == rules::MeleeWinner::defender ? "defender"
                                                             : "draw";
  out["margin"] = r.margin;
  out["damage"] = damage_value(r.defender.damage);
  out["attacker_damage"] = damage_value(r.attacker.damage);
  out["defender_status"] = status_id(r.defender.status);
  out["attacker_status"] = status_id(r.attacker.status);
  out["flags"]["ridden_down"] = r.ridden_down;
  out["flags"]["gun_abandoned"] = r.attacker.gun_abandoned || r.defender.gun_abandoned;
  return out;
}

}  // namespace

Action melee_action() {
  return Action{
      "melee",
      "PR-MELEE-1",
      "Melee",
      "Рукопашная схватка",
      "the attacker's 2D6, the defender's 2D6, then one D6 read as a D3 when the margin is 3 "
      "or more",
      "2D6 атакующего, 2D6 обороняющегося, затем один D6 как D3, если перевес 3 или больше",
      &odds,
      &roll,
  };
}

}  // namespace grognard::engine
