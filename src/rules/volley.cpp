#include "rules/volley.h"

#include "dice/basic_nodes.h"
#include "dice/enumerate.h"
#include "rules/damage_levels.h"
#include "rules/fire_ranges.h"
#include "rules/fire_steps.h"

namespace grognard::rules {

using model::Formation;
using model::Grade;
using model::TargetType;

namespace {

// Within 3" (5 cm) for F-MOD-7.
constexpr model::RuleDistance kCloseColumnRange{3, 5};

Grade grade(const Volley& v) {
  return model::grade_of(v.quality);
}

}  // namespace

VolleyRow volley_row(const Volley& v) {
  VolleyRow r;
  // F-ROW-4 (G-14): any Poor condition wins over the firer's quality.
  if (grade(v) == Grade::recruit) r.reasons.add("row_reason.recruit", 0, "F-ROW-3");
  if (v.size == model::UnitSize::small) r.reasons.add("row_reason.small", 0, "F-MOD-5");
  if (v.moved) r.reasons.add("row_reason.moved", 0, "F-MOD-6a");
  if (v.unformed) r.reasons.add("row_reason.unformed", 0, "F-MOD-4");
  if (v.lost_fire_discipline) r.reasons.add("row_reason.lost_fire_discipline", 0, "F-LFD-1");
  if (!r.reasons.empty()) {
    r.row = FireRow::poor;
    return r;
  }
  // F-ROW-1: Elite (guard counts as elite), Veterans or British.
  if (grade(v) == Grade::elite) {
    r.reasons.add("row_reason.elite", 0, "F-ROW-1");
  } else if (grade(v) == Grade::veteran) {
    r.reasons.add("row_reason.veteran", 0, "F-ROW-1");
  } else if (model::is_british(v.nation)) {
    r.reasons.add("row_reason.british", 0, "F-ROW-1");
  }
  if (!r.reasons.empty()) {
    r.row = FireRow::superior;
    return r;
  }
  // F-ROW-2: Line.
  r.reasons.add("row_reason.line", 0, "F-ROW-2");
  r.row = FireRow::standard;
  return r;
}

ScreenFinding volley_screen(const Volley& v) {
  if (!v.target.screen) return {};
  return screen_effect(FireKind::musketry, v.target.type, *v.target.screen, v.options.screen_gap,
                       v.options.scale);
}

FireTarget volley_struck(const Volley& v) {
  if (volley_screen(v).effect == ScreenEffect::strikes_screen) return screen_as_target(v.target);
  return v.target;
}

Tally volley_modifiers(const Volley& v) {
  Tally mods;
  // F-MOD-4: unformed firers -2 (and the Poor row).
  if (v.unformed) mods.add("mod.unformed", -2, "F-MOD-4");
  // F-MOD-3: own damage, by the TBL-DAMAGE levels (G-13).
  const DamageClass unit{model::Arm::infantry, v.size, grade(v)};
  switch (damage_level(unit, v.damage, v.options)) {
    case 1:
      mods.add("mod.damage", -1, "F-MOD-3a");
      break;
    case 2:
      mods.add(
          "mod.damage", -2,
          v.size == model::UnitSize::large || grade(v) == Grade::elite ? "F-MOD-3c" : "F-MOD-3b");
      break;
    default:
      break;
  }
  // F-MOD-9, F-MOD-10, S16.5-2: the target.
  add_target_modifiers(mods, volley_struck(v), v.options, false);
  return mods;
}

Tally volley_damage_dice(const Volley& v) {
  Tally dd;
  const FireTarget struck = volley_struck(v);
  // F-MOD-1: elite firers (guard counts as elite).
  if (grade(v) == Grade::elite) dd.add("dd.elite", 1, "F-MOD-1");
  // F-MOD-2: a large battalion firing in line.
  if (v.size == model::UnitSize::large && v.formation == Formation::line) {
    dd.add("dd.large_line", 1, "F-MOD-2");
  }
  // F-MOD-7: Fresh firers (0-3 damage) at infantry in column within 3".
  if (struck.type == TargetType::infantry && column_target(struck) &&
      within(v.range, kCloseColumnRange, v.options.scale) && v.damage.whole() <= 3) {
    dd.add("dd.column_close", 1, "F-MOD-7");
  }
  // F-MOD-8: infantry in square or mass column, on top of the rest (F-MOD-MC-3).
  if (struck.type == TargetType::infantry && struck.formation == Formation::square) {
    dd.add("dd.square", 2, "F-MOD-8");
  } else if (struck.type == TargetType::infantry && struck.formation == Formation::mass_column) {
    dd.add("dd.mass_column", 2, "F-MOD-8");
  }
  // G-54 (B), an option: the battalion gun adds a damage die to the volley.
  if (v.battalion_gun && v.options.battalion_guns != model::BattalionGuns::off &&
      v.options.battalion_gun_damage_die) {
    dd.add("dd.battalion_gun", 1, "G-54");
  }
  return dd;
}

Tally volley_halvings(const Volley& v) {
  Tally h;
  // F-MOD-11: infantry in column (mass column included) or square fires at half effect.
  if (model::column_or_square(v.formation)) h.add("half.formation", 1, "F-MOD-11");
  // F-MOD-12: a garrison of a town, building or strongpoint (DECISIONS §7).
  if (garrisoned(volley_struck(v))) h.add("half.garrison", 1, "F-MOD-12");
  // S16.7-4, S16.7-5: rain, downpour and snow halve small-arms fire, not from buildings.
  if (v.options.weather && model::wet(v.weather) && !v.in_building) {
    h.add("half.weather", 1, v.weather == model::Weather::snow ? "S16.7-5" : "S16.7-4");
  }
  return h;
}

VolleyPlan plan_volley(const Volley& v) {
  VolleyPlan p;
  p.screen = volley_screen(v);
  p.row = volley_row(v);
  p.modifiers = volley_modifiers(v);
  p.damage_dice = volley_damage_dice(v);
  p.halvings = volley_halvings(v);
  p.general_at_risk = volley_struck(v).general;
  return p;
}

VolleyResult resolve_volley(const Volley& v, dice::Roller& dice, Events& events) {
  return resolve_volley(v, plan_volley(v), dice, events);
}

VolleyResult resolve_volley(const Volley& v, const VolleyPlan& plan, dice::Roller& dice,
                            Events& events) {
  VolleyResult r;

  // 1. Range: a volley reaches 9", from a square 3" (F-RANGE-2, F-RANGE-1); the caller has
  //    refused a range beyond it.
  const WeaponRange& reach = volley_range(v.formation == Formation::square);
  report_reach(events, reach.clause, reach.reach, v.options.scale);

  // 2. A screen in front of the target (S11.19, S11.20, S11.26b).
  report_screen(events, plan.screen);
  if (v.target.battalion_gun) events.add("battalion_gun.infantry_hit", "S16.1e-2");

  // 3. The row (F-ROW-1..4).
  for (const TallyItem& reason : plan.row.reasons.items()) {
    events.add("volley.row_reason", reason.clause, term(reason.what));
  }
  const FireTableRow& table_row = fire_row(plan.row.row);
  events.add("fire.row", table_row.clause, term(table_row.term));

  // 4. Roll 2D6 and add the modifiers, all cumulative (F-MOD-CUM).
  const dice::Pair roll = dice::roll(dice, dice::TwoD6(), table_row.clause);
  r.score = report_score(events, roll, plan.modifiers);

  // 5. The cell of the row for the score.
  const Cell& cell = fire_cell(plan.row.row, r.score);
  report_cell(events, table_row, cell, r.score);
  if (cell.kind == CellKind::lfd) {
    r.lost_fire_discipline = true;
    events.add("volley.lfd", "F-TABLE-LFD");
  } else if (cell.kind == CellKind::lfd_if_recruit) {
    r.lost_fire_discipline = grade(v) == Grade::recruit;
    events.add(r.lost_fire_discipline ? "volley.poor5.recruit" : "volley.poor5.other",
               r.lost_fire_discipline ? "F-LFD-2" : "G-09");
  }
  r.discipline_test = cell.dt;
  if (r.discipline_test) events.add("fire.dt", "F-TABLE-DT");

  // 6. Damage dice, whatever the cell (DECISIONS §4).
  const int dd_hits = roll_damage_dice(events, dice, plan.damage_dice, v.options);

  // 7. Halvings multiply; a firer in column or square rounds down to a whole point
  //    (F-MOD-11, DECISIONS §5).
  Tally halvings = plan.halvings;
  if (v.options.smoke && roll.is_double() && !roll.double_six()) {
    halvings.add("half.smoke", 1, "S16.4");
    r.smoke = true;
  }
  const model::Damage total = report_total(events, cell, dd_hits, "F-TABLE-HALF");
  const model::Damage dealt =
      report_halvings(events, total, halvings, model::column_or_square(v.formation), v.weather);

  // 8. Who takes it: the screen, the unit, or the screen's first point (G-40).
  share_with_screen(events, plan.screen, dealt, r.damage, r.screen_damage);

  // 9. Fate on an unmodified double six (F-TABLE-FATE, DECISIONS §4). A general with the unit
  //    behind a screen the volley struck is not at risk.
  if (roll.double_six()) {
    r.fate = true;
    r.general = resolve_fate(plan.general_at_risk, dice, events);
  }
  return r;
}

dice::Distribution<VolleyResult> volley_odds(const Volley& v) {
  const VolleyPlan plan = plan_volley(v);
  return dice::enumerate([&](dice::Roller& roller) {
    Events off(false);
    return resolve_volley(v, plan, roller, off);
  });
}

}  // namespace grognard::rules
