#include "rules/fire_steps.h"

#include "dice/damage_dice_table.h"
#include "rules/fire_target.h"

namespace grognard::rules {

int reach_on_tape(model::RuleDistance reach, model::Scale scale) {
  return static_cast<int>(scale == model::Scale::cm ? reach.cm : reach.inches);
}

std::string_view unit_term(model::Scale scale) {
  return scale == model::Scale::inch ? "unit.in" : "unit.cm";
}

void report_reach(Events& events, std::string_view clause, model::RuleDistance reach,
                  model::Scale scale) {
  events.add("fire.reach", clause, num(reach_on_tape(reach, scale)), term(unit_term(scale)));
}

void report_screen(Events& events, const ScreenFinding& screen) {
  switch (screen.effect) {
    case ScreenEffect::none:
      return;
    case ScreenEffect::cannot_screen:
      events.add("screen.cannot_screen", screen.clause);
      return;
    case ScreenEffect::strikes_screen:
      events.add("screen.strikes_screen", screen.clause);
      return;
    case ScreenEffect::first_to_screen:
      events.add(screen.too_close ? "screen.too_close" : "screen.canister", screen.clause);
      return;
    case ScreenEffect::passes_through:
      events.add("screen.passes_through", screen.clause);
      return;
  }
}

int report_score(Events& events, dice::Pair roll, const Tally& mods) {
  for (const TallyItem& m : mods.items()) {
    events.add("fire.modifier", m.clause, term(m.what), num(m.value));
  }
  const int score = roll.sum() + mods.total();
  events.add("fire.score", "F-MOD-CUM", num(roll.sum()), num(mods.total()), num(score));
  return score;
}

void report_cell(Events& events, const FireTableRow& row, const Cell& cell, int score) {
  const EventArg column = term(fire_column_term(fire_column(score)));
  switch (cell.kind) {
    case CellKind::damage:
      events.add(cell.dt ? "fire.cell.damage_dt" : "fire.cell.damage", cell.clause, term(row.term),
                 column, dmg(model::Damage::halves(cell.halves)));
      return;
    case CellKind::lfd:
      events.add("fire.cell.lfd", cell.clause, term(row.term), column);
      return;
    case CellKind::lfd_if_recruit:
      events.add("fire.cell.lfd_if_recruit", cell.clause, term(row.term), column);
      return;
    case CellKind::fatigue:
      events.add("fire.cell.fatigue", cell.clause, term(row.term), column);
      return;
  }
}

int roll_damage_dice(Events& events, dice::Roller& dice, const Tally& sources,
                     const model::RuleOptions& options) {
  for (const TallyItem& s : sources.items()) {
    events.add("fire.damage_dice", s.clause, term(s.what), num(s.value));
  }
  const int n = sources.total();
  if (n <= 0) return 0;
  const int hits =
      dice::roll(dice, dice::damage_dice(n, options.damage_die_hits_on), "DECISIONS §4");
  events.add("fire.damage_dice.hits", "DECISIONS §4", num(n), num(options.damage_die_hits_on),
             num(hits));
  return hits;
}

model::Damage report_total(Events& events, const Cell& cell, int dd_hits, std::string_view clause) {
  const model::Damage table =
      model::Damage::halves(cell.kind == CellKind::damage ? cell.halves : 0);
  const model::Damage total = table + model::Damage::points(dd_hits);
  events.add("fire.total", clause, dmg(table), num(dd_hits), dmg(total));
  return total;
}

model::Damage report_halvings(Events& events, model::Damage total, const Tally& halvings,
                              bool whole, model::Weather weather) {
  for (const TallyItem& h : halvings.items()) {
    if (h.what == "half.weather") {
      events.add("fire.halved.weather", h.clause, term(weather_term(weather)));
    } else if (h.what == "half.smoke") {
      events.add("fire.halved.smoke", h.clause);
    } else if (h.what == "half.garrison") {
      events.add("fire.halved.garrison", h.clause);
    } else {
      events.add("fire.halved.formation", h.clause);
    }
  }
  const model::Damage dealt = apply_halvings(total, halvings, whole);
  if (!halvings.empty()) {
    events.add(whole ? "fire.halved.whole" : "fire.halved.half",
               whole ? "F-MOD-11" : "DECISIONS §5", num(static_cast<int>(halvings.size())),
               dmg(dealt));
  }
  return dealt;
}

void share_with_screen(Events& events, const ScreenFinding& screen, model::Damage dealt,
                       model::Damage& unit, model::Damage& screen_damage) {
  switch (screen.effect) {
    case ScreenEffect::strikes_screen:
      screen_damage = dealt;
      events.add("screen.damage", screen.clause, dmg(dealt));
      return;
    case ScreenEffect::first_to_screen: {
      const DamageSplit split = first_point_to_screen(dealt);
      screen_damage = split.screen;
      unit = split.unit;
      events.add("screen.split", "G-40", dmg(split.screen), dmg(split.unit));
      events.add("fire.damage", screen.clause, dmg(unit));
      return;
    }
    case ScreenEffect::none:
    case ScreenEffect::cannot_screen:
    case ScreenEffect::passes_through:
      unit = dealt;
      events.add("fire.damage", "F-TABLE-NUM", dmg(unit));
      return;
  }
}

}  // namespace grognard::rules
