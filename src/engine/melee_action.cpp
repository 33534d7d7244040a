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

std::vector<FieldSpec> side_fields(bool defender) {
  std::vector<FieldSpec> f{
      choice_field("arm", "Arm", "Род войск", ids(model::kArmNames)).defaults("infantry"),
      choice_field("quality", "Quality", "Мораль", ids(model::kQualityNames))
          .defaults("line")
          .term("quality"),
      choice_field("size", "Size", "Размер", ids(model::kUnitSizeNames)).defaults("standard"),
      choice_field("formation", "Formation (default: line, a battery unlimbered)",
                   "Строй (по умолчанию: Линия, батарея снята с передков)",
                   ids(model::kFormationNames)),
      damage_field(40),
      boolean_field("unformed", "Unformed", "Не Построен"),
      boolean_field("charging", "Charging", "Атакует").defaults(!defender),
      boolean_field("flanked", "Flanked", "Атакован во фланг"),
      integer_field("supports", "Supports", "Поддержка", 0, 6).defaults(0),
      boolean_field("skirmisher", "Skirmishers", "Застрельщики"),
      boolean_field("cossack", "Cossacks", "Казаки"),
      boolean_field("mounted_skirmisher", "Mounted skirmishers", "Конные застрельщики"),
      boolean_field("battalion_gun", "Battalion gun", "Батальонное орудие"),
      integer_field("squadrons", "Squadrons", "Эскадроны", 0, 12).defaults(0).clause("S16.2"),
  };
  for (FieldSpec& one : f) one = std::move(one).clause("PR-MELEE-1");
  if (defender) {
    f.push_back(choice_field("cover", "Cover", "Укрытие", ids(kMeleeCoverNames))
                    .defaults("open")
                    .term("melee"));
    f.push_back(integer_field("redoubt", "Redoubt factor", "Фактор редута", 0, 18).defaults(0));
    f.push_back(integer_field("redoubt_initial", "Redoubt factor built (default: now)",
                              "Исходный фактор редута (по умолчанию: текущий)", 0, 18));
  }
  return f;
}

const FieldSpec& description() {
  static const FieldSpec d = situation_spec(
      "melee",
      {object_field("attacker", "Attacker", "Атакующий", side_fields(false)).required(),
       object_field("defender", "Defender", "Обороняющийся", side_fields(true)).required()});
  return d;
}

rules::MeleeSide read_side(Fields& f, bool defender) {
  rules::MeleeSide s;
  s.arm = f.choice("arm", model::kArmNames);
  s.quality = f.choice("quality", model::kQualityNames);
  s.size = f.choice("size", model::kUnitSizeNames);
  s.formation = f.choice_or(
      "formation", model::kFormationNames,
      s.arm == model::Arm::artillery ? model::Formation::unlimbered : model::Formation::line);
  s.damage = read_damage(f);
  s.unformed = f.boolean("unformed");
  s.charging = f.boolean("charging");
  s.flanked = f.boolean("flanked");
  s.supports = f.integer("supports");
  s.skirmisher = f.boolean("skirmisher");
  s.cossack = f.boolean("cossack");
  s.mounted_skirmisher = f.boolean("mounted_skirmisher");
  s.battalion_gun = f.boolean("battalion_gun");
  s.squadrons = f.integer("squadrons");
  if (defender) {
    s.cover = f.choice("cover", kMeleeCoverNames);
    s.redoubt = f.integer("redoubt");
    s.redoubt_initial = f.integer_or("redoubt_initial", s.redoubt);
  }
  f.finish();
  return s;
}

rules::Melee read_situation(const json& j) {
  Fields s(j, description(), "");
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
      &description,
  };
}

}  // namespace grognard::engine
