// The redoubt_hit action: damage to a redoubt's works under artillery fire (S16.5-4,
// TBL-REDOUBT), odds and roll.
#include <fmt/format.h>

#include "engine/action_list.h"
#include "engine/situation.h"
#include "rules/redoubt.h"

namespace grognard::engine {

namespace {

const FieldSpec& description() {
  static const FieldSpec d = situation_spec("redoubt_hit", redoubt_fields());
  return d;
}

rules::Redoubt read_situation(const json& j) {
  Fields s(j, description(), "");
  s.text("action");
  const model::RuleOptions options = read_options(s);
  const rules::Redoubt r = read_redoubt(s);
  if (rules::redoubt_destroyed(r)) {
    fail("defence", "a redoubt at 0 is destroyed (S16.5-6): nothing is left to damage",
         "редут с фактором 0 разрушен (S16.5-6): разрушать больше нечего");
  }
  s.finish();
  if (!options.redoubts) {
    fail("rules.redoubts", "the redoubts rule (S16.5) is off", "правило редутов (S16.5) выключено");
  }
  return r;
}

std::string_view class_id(rules::RedoubtClass c) {
  switch (c) {
    case rules::RedoubtClass::weak:
      return "weak";
    case rules::RedoubtClass::strong:
      return "strong";
    case rules::RedoubtClass::very_strong:
      return "very_strong";
  }
  return "weak";
}

ojson redoubt_json(const rules::Redoubt& r) {
  ojson o;
  o["class"] = class_id(rules::redoubt_class(r.initial));
  o["defence"] = r.defence;
  o["initial"] = r.initial;
  o["cover_modifier"] = rules::redoubt_cover_modifier(r);
  o["melee_modifier"] = rules::redoubt_melee_modifier(r);
  return o;
}

OddsReport odds(const json& j) {
  const rules::Redoubt before = read_situation(j);
  const auto dist = dice::enumerate([&](dice::Roller& roller) {
    rules::Events off(false);
    return rules::roll_redoubt_hit(before, roller, off).defence;
  });
  OddsReport report;
  ojson& out = report.json;
  out["action"] = "redoubt_hit";
  out["redoubt"] = redoubt_json(before);
  for (auto it = dist.outcomes.rbegin(); it != dist.outcomes.rend(); ++it) {
    out["defence"][std::to_string(it->first)] = it->second;
  }
  ojson& p = out["p"];
  p["halved"] = dist.probability([&](int d) {
    return rules::redoubt_halved(rules::Redoubt{d, before.initial});
  });
  p["destroyed"] = dist.probability([&](int d) {
    return rules::redoubt_destroyed(rules::Redoubt{d, before.initial});
  });
  return report;
}

ojson roll(const json& j, dice::Roller& dice, rules::Events& events) {
  const rules::Redoubt before = read_situation(j);
  const rules::Redoubt after = rules::roll_redoubt_hit(before, dice, events);
  ojson out;
  out["action"] = "redoubt_hit";
  out["redoubt"] = redoubt_json(after);
  out["flags"]["halved"] = rules::redoubt_halved(after);
  out["flags"]["destroyed"] = rules::redoubt_destroyed(after);
  return out;
}

}  // namespace

Action redoubt_hit_action() {
  return Action{
      "redoubt_hit", "S16.5-4", "Damage to a redoubt", "Разрушение редута", "one D6", "один D6",
      &odds,         &roll,     &description,
  };
}

}  // namespace grognard::engine
