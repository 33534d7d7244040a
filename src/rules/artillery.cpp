#include "rules/artillery.h"

#include "dice/basic_nodes.h"
#include "dice/damage_dice_table.h"
#include "dice/enumerate.h"
#include "rules/damage_levels.h"
#include "rules/fire_ranges.h"
#include "rules/fire_steps.h"

namespace grognard::rules {

using model::Formation;
using model::RangeBand;
using model::TargetType;

namespace {

FireRow row_of(RangeBand band) {
  switch (band) {
    case RangeBand::close:
      return FireRow::close;
    case RangeBand::effective:
      return FireRow::effective;
    case RangeBand::long_range:
      return FireRow::long_range;
  }
  return FireRow::long_range;
}

std::string_view band_term(RangeBand band) {
  switch (band) {
    case RangeBand::close:
      return "band.close";
    case RangeBand::effective:
      return "band.effective";
    case RangeBand::long_range:
      return "band.long";
  }
  return "band.long";
}

ScreenFinding artillery_screen(const ArtilleryFire& a, RangeBand band) {
  if (!a.target.screen) return {};
  return screen_effect(band == RangeBand::close ? FireKind::canister : FireKind::roundshot,
                       a.target.type, *a.target.screen, a.options.screen_gap, a.options.scale);
}

}  // namespace

bool elite_battery(const ArtilleryFire& a) {
  return model::grade_of(a.quality) == model::Grade::elite;
}

bool large_battery(const ArtilleryFire& a) {
  return a.size == model::UnitSize::large;
}

RangeBand artillery_fire_band(const ArtilleryFire& a) {
  return artillery_band(a.calibre, a.range, a.options.scale).value_or(RangeBand::long_range);
}

Tally artillery_modifiers(const ArtilleryFire& a) {
  Tally mods;
  // F-MOD-A4: the battery's own damage by the TBL-DAMAGE battery rows (G-13).
  const DamageClass unit{model::Arm::artillery, a.size, model::grade_of(a.quality)};
  switch (damage_level(unit, a.damage, a.options)) {
    case 1:
      mods.add("mod.damage", -1, "F-MOD-A4a");
      break;
    case 2:
      mods.add("mod.damage", -2, large_battery(a) || elite_battery(a) ? "F-MOD-A4c" : "F-MOD-A4b");
      break;
    default:
      break;
  }
  // F-MOD-A5, F-MOD-A6: unlimbered, pivoted or manhandled this turn; horse artillery -4
  // (option horse_artillery_penalty, C-15).
  if (a.moved) {
    if (a.horse) {
      mods.add("mod.horse_moved", -a.options.horse_artillery_penalty, "F-MOD-A6");
    } else {
      mods.add("mod.moved", -2, "F-MOD-A5");
    }
  }
  // F-MOD-A7: unformed -2, low ammunition -2, each.
  if (a.unformed) mods.add("mod.unformed", -2, "F-MOD-A7");
  if (a.low_ammo) mods.add("mod.low_ammo", -2, "ART-LOWAMMO-2");
  // F-MOD-A10, F-MOD-A11, S16.5-2: the target.
  add_target_modifiers(mods, a.target, a.options, true);
  return mods;
}

Tally artillery_damage_dice(const ArtilleryFire& a, bool discipline_test) {
  Tally dd;
  const RangeBand band = artillery_fire_band(a);
  const FireTarget& t = a.target;
  // F-MOD-A3: assault fire, two more dice (ART-MODE-3).
  if (a.assault_fire) dd.add("dd.assault", 2, "F-MOD-A3");
  // F-MOD-A2: a large battery (12 guns) firing canister (ART-LARGE-2).
  if (large_battery(a) && band == RangeBand::close) dd.add("dd.large_canister", 1, "F-MOD-A2");
  // F-MOD-A8: an infantry or cavalry column at close or effective range.
  if ((t.type == TargetType::infantry || t.type == TargetType::cavalry) && column_target(t) &&
      band != RangeBand::long_range) {
    dd.add("dd.column_band", 1, "F-MOD-A8");
  }
  // F-MOD-A9: infantry in square or mass column, at any range, on top (F-MOD-MC-3, C-18).
  if (t.type == TargetType::infantry && t.formation == Formation::square) {
    dd.add("dd.square", 2, "F-MOD-A9");
  } else if (t.type == TargetType::infantry && t.formation == Formation::mass_column) {
    dd.add("dd.mass_column", 2, "F-MOD-A9");
  }
  // F-MOD-A1: an elite battery, with a result that carries a discipline test (ART-ELITE-3).
  if (elite_battery(a) && discipline_test) dd.add("dd.elite_battery", 1, "F-MOD-A1");
  return dd;
}

Tally artillery_halvings(const ArtilleryFire& a) {
  Tally h;
  if (garrisoned(a.target)) h.add("half.garrison", 1, "F-MOD-12");
  return h;
}

Fatigue fatigue_damage(const ArtilleryFire& a) {
  Fatigue f;
  f.damage = a.assault_fire ? 2 : 1;
  f.clause = a.assault_fire ? "F-TABLE-FD-2" : "ART-FATIGUE-1";
  if ((elite_battery(a) || large_battery(a)) && !a.first_fatigue_ignored) {
    f.damage -= 1;
    f.ignored = true;
    f.clause = elite_battery(a) ? "ART-ELITE-1" : "ART-LARGE-1";
  }
  return f;
}

bool bounce_affects(const ArtilleryFire& a, const BehindUnit& unit, std::string_view& clause) {
  if (!model::roundshot(artillery_fire_band(a))) {
    clause = "F-TABLE-BOUNCE";
    return false;
  }
  clause = "ART-BOUNCE-1";
  if (unit.type == TargetType::skirmishers) return false;
  return within(unit.distance, kBounceReach, a.options.scale);
}

ArtilleryPlan plan_artillery_fire(const ArtilleryFire& a) {
  ArtilleryPlan p;
  p.band = artillery_fire_band(a);
  p.modifiers = artillery_modifiers(a);
  p.damage_dice = artillery_damage_dice(a, false);
  p.elite_die = elite_battery(a);
  p.halvings = artillery_halvings(a);
  p.screen = artillery_screen(a, p.band);
  p.fatigue = fatigue_damage(a);
  for (std::size_t i = 0; i < a.behind.size() && i < kMaxBehind; ++i) {
    p.bounces[i] = bounce_affects(a, a.behind[i], p.bounce_clauses[i]);
  }
  return p;
}

ArtilleryResult resolve_artillery_fire(const ArtilleryFire& a, dice::Roller& dice, Events& events) {
  return resolve_artillery_fire(a, plan_artillery_fire(a), dice, events);
}

ArtilleryResult resolve_artillery_fire(const ArtilleryFire& a, const ArtilleryPlan& plan,
                                       dice::Roller& dice, Events& events) {
  ArtilleryResult r;

  // 1. Measure the range (ART-PROC-1): the band of the battery's calibre (F-RANGE-ART-1..4).
  const RangeBand band = plan.band;
  if (events.on()) {
    events.add("artillery.band", artillery_ranges(a.calibre).clause, term(band_term(band)),
               num(reach_on_tape(band_reach(a.calibre, band), a.options.scale)),
               term(unit_term(a.options.scale)),
               term(model::roundshot(band) ? "ammo.roundshot" : "ammo.canister"));
    if (!a.over.empty()) {
      events.add("artillery.overhead", "ART-OVERHEAD-2", num(static_cast<int>(a.over.size())));
    }
    if (a.options.weather && model::wet(a.weather)) {
      events.add("artillery.weather", "DECISIONS §5", term(weather_term(a.weather)));
    }
  }

  // 2. A screen in front of the target: roundshot passes through, canister's first point to the
  //    screen (S11.19-4, S11.19-5).
  report_screen(events, plan.screen);
  if (a.target.battalion_gun) events.add("battalion_gun.infantry_hit", "S16.1e-2");
  if (a.assault_fire) events.add("artillery.assault_fire", "ART-MODE-3");

  // 3. Roll 2D6 and add the modifiers, all negative ones cumulative (ART-PROC-1).
  const FireRow row = row_of(band);
  const FireTableRow& table_row = fire_row(row);
  events.add("fire.row", table_row.clause, term(table_row.term));
  const dice::Pair roll = dice::roll(dice, dice::TwoD6(), "ART-PROC-1");
  r.score = report_score(events, roll, plan.modifiers);

  // 4. The cell of the band's row.
  const Cell& cell = fire_cell(row, r.score);
  report_cell(events, table_row, cell, r.score);
  r.discipline_test = cell.dt;
  if (r.discipline_test) events.add("fire.dt", "F-TABLE-DT");

  // 5. Fatigue: an FD result costs the battery 1 damage, 2 under assault fire; an elite or
  //    large battery's first costs one less.
  if (cell.kind == CellKind::fatigue) {
    r.fatigue = plan.fatigue.damage;
    r.fatigue_ignored = plan.fatigue.ignored;
    events.add(plan.fatigue.ignored ? "artillery.fatigue_first" : "artillery.fatigue",
               plan.fatigue.clause, num(plan.fatigue.damage));
  }

  // 6. Ammunition: an unmodified double 1 (ART-LOWAMMO-1, ART-NOAMMO-1..3).
  if (roll.double_one()) {
    if (a.low_ammo) {
      r.no_ammo = true;
      events.add("artillery.no_ammo", "ART-NOAMMO-1");
      events.add("artillery.no_ammo.leaves", "ART-NOAMMO-3");
    } else {
      r.low_ammo = true;
      events.add("artillery.low_ammo", "ART-LOWAMMO-1");
    }
  }

  // 7. Damage dice, whatever the cell; the elite battery's only with a DT (DECISIONS §4).
  int dd_hits = 0;
  if (plan.elite_die && r.discipline_test) {
    Tally with_elite = plan.damage_dice;
    with_elite.add("dd.elite_battery", 1, "F-MOD-A1");
    dd_hits = roll_damage_dice(events, dice, with_elite, a.options);
  } else {
    dd_hits = roll_damage_dice(events, dice, plan.damage_dice, a.options);
  }

  // 8. Halvings: a garrison, smoke (DECISIONS §5).
  Tally halvings = plan.halvings;
  if (a.options.smoke && roll.is_double() && !roll.double_six()) {
    halvings.add("half.smoke", 1, "S16.4");
    r.smoke = true;
  }
  const model::Damage total = report_total(events, cell, dd_hits, "ART-PROC-1");
  const model::Damage dealt = report_halvings(events, total, halvings, false, a.weather);
  share_with_screen(events, plan.screen, dealt, r.damage, r.screen_damage);

  // 9. Bounce-through: one damage die for each unit behind that roundshot reaches.
  for (std::size_t i = 0; i < a.behind.size() && i < kMaxBehind; ++i) {
    if (!plan.bounces[i]) {
      events.add(a.behind[i].type == TargetType::skirmishers && model::roundshot(band)
                     ? "artillery.bounce.skirmishers"
                 : model::roundshot(band) ? "artillery.bounce.too_far"
                                          : "artillery.bounce.canister",
                 plan.bounce_clauses[i], num(static_cast<int>(i) + 1));
      continue;
    }
    const int hit =
        dice::roll(dice, dice::damage_dice(1, a.options.damage_die_hits_on), "ART-BOUNCE-2");
    r.bounce[i] = static_cast<std::int8_t>(hit);
    events.add("artillery.bounce", "ART-BOUNCE-2", num(static_cast<int>(i) + 1), num(hit));
  }

  // 10. Damage to a redoubt: one die per artillery fire action (S16.5-4, G-53).
  if (a.target.redoubt) {
    if (a.options.redoubts && !redoubt_destroyed(*a.target.redoubt)) {
      r.redoubt = roll_redoubt_hit(*a.target.redoubt, dice, events).defence;
    } else {
      r.redoubt = a.target.redoubt->defence;
    }
  }

  // 11. Fate on an unmodified double six (F-TABLE-FATE, DECISIONS §4).
  if (roll.double_six()) {
    r.fate = true;
    r.general = resolve_fate(a.target.general, dice, events);
  }
  return r;
}

dice::Distribution<ArtilleryResult> artillery_fire_odds(const ArtilleryFire& a) {
  const ArtilleryPlan plan = plan_artillery_fire(a);
  return dice::enumerate([&](dice::Roller& roller) {
    Events off(false);
    return resolve_artillery_fire(a, plan, roller, off);
  });
}

}  // namespace grognard::rules
