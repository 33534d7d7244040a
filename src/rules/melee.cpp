#include "rules/melee.h"

#include <array>
#include <cstdlib>

#include "dice/basic_nodes.h"
#include "rules/damage_levels.h"

namespace grognard::rules {

using model::Arm;
using model::Formation;
using model::Grade;
using model::UnitStatus;

int MeleeModifiers::total() const {
  int t = 0;
  for (int i = 0; i < count; ++i) t += list[static_cast<std::size_t>(i)].value;
  return t;
}

namespace {

void add(MeleeModifiers& m, int value, std::string_view clause, std::string_view term) {
  if (value == 0 || m.count >= static_cast<int>(m.list.size())) return;
  m.list[static_cast<std::size_t>(m.count++)] = MeleeModifier{value, clause, term};
}

// S16.5-3 with G-53's classes: 6-11 weak +1, 12-14 strong +2, 15-17 strong +3, 18 +4; halved
// (rounded down) once the factor has fallen to half its start (S16.5-5); nothing at 0 (S16.5-6).
int redoubt_bonus(int factor, int initial) {
  if (factor <= 0) return 0;
  const int start = initial > 0 ? initial : factor;
  int bonus = start >= 18 ? 4 : start >= 15 ? 3 : start >= 12 ? 2 : 1;
  if (2 * factor <= start) bonus /= 2;
  return bonus;
}

bool in_square(const MeleeSide& s) {
  return s.arm == Arm::infantry && s.formation == Formation::square;
}

}  // namespace

MeleeModifiers melee_modifiers(const MeleeSide& side, const MeleeSide& other, bool defending,
                               const model::RuleOptions& options) {
  MeleeModifiers m;
  // PR-MELEE-2: quality, as in the discipline test.
  switch (model::grade_of(side.quality)) {
    case Grade::elite:
      add(m, 2, "PR-MELEE-2", "melee.quality");
      break;
    case Grade::veteran:
      add(m, 1, "PR-MELEE-2", "melee.quality");
      break;
    case Grade::line:
      break;
    case Grade::recruit:
      add(m, -1, "PR-MELEE-2", "melee.quality");
      break;
  }
  // PR-MELEE-3: the impetus of the charge; mounted skirmishers get none (S16.3g).
  if (side.charging) {
    if (side.mounted_skirmisher) {
      // S16.3g: no charge modifier, noted so the narration shows why.
    } else {
      add(m, side.arm == Arm::cavalry ? 2 : 1, "PR-MELEE-3", "melee.charging");
    }
  }
  add(m, side.unformed ? -2 : 0, "PR-MELEE-4", "melee.unformed");
  const int level = damage_level(DamageClass{side.arm, side.size, model::grade_of(side.quality)},
                                 side.damage, options);
  add(m, -level, "PR-MELEE-5", "melee.damage");
  add(m, side.flanked ? -2 : 0, "PR-MELEE-6", "melee.flanked");
  add(m, side.supports > 2 ? 2 : side.supports, "PR-MELEE-7", "melee.supports");
  add(m,
      side.size == model::UnitSize::large   ? 1
      : side.size == model::UnitSize::small ? -1
                                            : 0,
      "PR-MELEE-8", "melee.size");
  // PR-MELEE-9: cavalry catching infantry out of square in the open.
  if (side.arm == Arm::cavalry && other.arm == Arm::infantry && !in_square(other) &&
      other.cover == MeleeCover::open && other.redoubt <= 0) {
    add(m, 2, "PR-MELEE-9", "melee.cavalry_vs_infantry");
  }
  // PR-MELEE-10: a square against cavalry.
  if (in_square(side) && other.arm == Arm::cavalry) add(m, 4, "PR-MELEE-10", "melee.square");
  if (defending) {
    const int works = redoubt_bonus(side.redoubt, side.redoubt_initial);
    if (works > 0) {
      add(m, works, "S16.5-3", "melee.redoubt");  // works count as cover (S16.5-2)
    } else if (side.cover == MeleeCover::built_up) {
      add(m, 2, "PR-MELEE-11", "melee.built_up");
    } else if (side.cover == MeleeCover::cover) {
      add(m, 1, "PR-MELEE-11", "melee.cover");
    }
  }
  // S11.24a-3: skirmishers fight Cossacks at half strength in the open.
  if (side.skirmisher && other.cossack && side.cover == MeleeCover::open) {
    add(m, -2, "S11.24a-3", "melee.half_strength");
  }
  add(m, side.battalion_gun ? 1 : 0, "S16.1g-1", "melee.battalion_gun");
  add(m, side.arm == Arm::artillery ? -2 : 0, "PR-MELEE-12", "melee.battery");
  return m;
}

namespace {

void report_modifiers(Events& events, std::string_view who, const MeleeModifiers& m) {
  for (int i = 0; i < m.count; ++i) {
    const MeleeModifier& x = m.list[static_cast<std::size_t>(i)];
    events.add("melee.modifier", x.clause, term(who), term(x.term), num(x.value));
  }
}

}  // namespace

MeleeResult resolve_melee(const Melee& melee, dice::Roller& dice, Events& events) {
  MeleeResult r;
  const MeleeSide& a = melee.attacker;
  const MeleeSide& d = melee.defender;

  // 1. Each side rolls 2D6, the attacker first (PR-MELEE-1).
  const dice::Pair ra = dice::roll(dice, dice::TwoD6{}, "PR-MELEE-1", dice::Thrower::first);
  const dice::Pair rd = dice::roll(dice, dice::TwoD6{}, "PR-MELEE-1", dice::Thrower::second);

  // 2. Modifiers (PR-MELEE-2 .. PR-MELEE-12, S16.5-3, S11.24a-3, S16.1g-1).
  const MeleeModifiers ma = melee_modifiers(a, d, false, melee.options);
  const MeleeModifiers md = melee_modifiers(d, a, true, melee.options);
  report_modifiers(events, "melee.attacker", ma);
  report_modifiers(events, "melee.defender", md);
  const int ta = ra.sum() + ma.total();
  const int td = rd.sum() + md.total();
  events.add("melee.total", "PR-MELEE-13", term("melee.attacker"), num(ra.sum()), num(ma.total()),
             num(ta));
  events.add("melee.total", "PR-MELEE-13", term("melee.defender"), num(rd.sum()), num(md.total()),
             num(td));

  // 3. The higher total wins; equal totals are a draw (PR-MELEE-13).
  if (ta == td) {
    // PR-MELEE-15: a bloody draw: both sides take 1 damage and are unformed.
    r.winner = MeleeWinner::draw;
    r.attacker = {model::Damage::points(1), UnitStatus::unformed, false};
    r.defender = {model::Damage::points(1), UnitStatus::unformed, false};
    events.add("melee.draw", "PR-MELEE-15");
    return r;
  }
  r.winner = ta > td ? MeleeWinner::attacker : MeleeWinner::defender;
  r.margin = std::abs(ta - td);
  const MeleeSide& winner = ta > td ? a : d;
  const MeleeSide& loser = ta > td ? d : a;
  MeleeSideResult& won = ta > td ? r.attacker : r.defender;
  MeleeSideResult& lost = ta > td ? r.defender : r.attacker;
  events.add("melee.winner", "PR-MELEE-13", term(ta > td ? "melee.attacker" : "melee.defender"),
             num(r.margin));

  // 4. The loser gives way by the margin (PR-MELEE-16 .. PR-MELEE-18).
  if (r.margin <= 2) {
    lost.damage = model::Damage::points(1);
    lost.status = UnitStatus::retreating;
    won.damage = model::Damage::points(1);
    events.add("melee.result.close", "PR-MELEE-16");
  } else {
    const int d3 = dice::roll(dice, dice::D3{}, r.margin >= 6 ? "PR-MELEE-18" : "PR-MELEE-17");
    if (r.margin >= 6) {
      lost.damage = model::Damage::points(d3 + 1);
      lost.status = UnitStatus::broken;
      events.add("melee.result.rout", "PR-MELEE-18", num(d3 + 1));
    } else {
      lost.damage = model::Damage::points(d3);
      lost.status = UnitStatus::retreating;
      events.add("melee.result.clear", "PR-MELEE-17", num(d3));
    }
  }

  // 5. Cavalry that beats infantry out of square by 3 or more in the open rides it down
  //    (STATUS-DISP-6).
  if (rides_down(winner, loser, r.margin)) {
    r.ridden_down = true;
    lost.status = UnitStatus::dispersed;
    events.add("melee.ridden_down", "STATUS-DISP-6");
  }
  // 6. A battery that has to give way is lost (STATUS-RETREAT-10, STATUS-DISP-5).
  if (loser.arm == Arm::artillery && lost.status != UnitStatus::dispersed) {
    lost.status = UnitStatus::dispersed;
    events.add("melee.battery_lost", "STATUS-RETREAT-10");
  }
  // 7. A battalion that gives way abandons its gun (S16.1g-2).
  if (loser.battalion_gun) {
    lost.gun_abandoned = true;
    events.add("melee.gun_abandoned", "S16.1g-2");
  }
  // 8. Winning cavalry is unformed (STATUS-UNF-4, PR-MELEE-19), unless it fought at 3:1 or
  //    better and broke or dispersed its enemy (S16.2-5).
  if (winner.arm == Arm::cavalry) {
    const bool crushing =
        winner.squadrons > 0 && loser.squadrons > 0 && winner.squadrons >= 3 * loser.squadrons &&
        (lost.status == UnitStatus::broken || lost.status == UnitStatus::dispersed);
    if (crushing) {
      events.add("melee.reformed", "S16.2-5");
    } else {
      won.status = UnitStatus::unformed;
      events.add("melee.cavalry_unformed", "STATUS-UNF-4");
    }
  }
  return r;
}

bool rides_down(const MeleeSide& winner, const MeleeSide& loser, int margin) {
  return winner.arm == Arm::cavalry && loser.arm == Arm::infantry && !in_square(loser) &&
         margin >= 3 && loser.cover == MeleeCover::open && loser.redoubt <= 0;
}

dice::Distribution<int> melee_margin_odds(const Melee& melee) {
  constexpr std::array<int, 11> kWays{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};
  const int ma = melee_modifiers(melee.attacker, melee.defender, false, melee.options).total();
  const int md = melee_modifiers(melee.defender, melee.attacker, true, melee.options).total();
  // The difference of the two 2D6 sums runs from -10 to 10.
  std::array<int, 21> count{};
  for (int a = 0; a < 11; ++a) {
    for (int d = 0; d < 11; ++d) {
      const int difference = a - d + 10;  // 0 .. 20
      count[static_cast<std::size_t>(difference)] +=
          kWays[static_cast<std::size_t>(a)] * kWays[static_cast<std::size_t>(d)];
    }
  }
  dice::Distribution<int> odds;
  for (int k = 0; k < 21; ++k) {
    const int c = count[static_cast<std::size_t>(k)];
    odds.outcomes.emplace_back(k - 10 + ma - md, static_cast<double>(c) / (36.0 * 36.0));
  }
  return odds;
}

dice::Distribution<MeleeWinner> melee_winner_odds(const Melee& melee) {
  // Ways to throw each 2D6 sum from 2 to 12, out of 36.
  constexpr std::array<int, 11> kWays{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};
  const int ma = melee_modifiers(melee.attacker, melee.defender, false, melee.options).total();
  const int md = melee_modifiers(melee.defender, melee.attacker, true, melee.options).total();
  std::array<int, 3> count{};  // attacker, defender, draw: out of 36 x 36
  for (int a = 0; a < 11; ++a) {
    for (int d = 0; d < 11; ++d) {
      const int ta = a + 2 + ma;
      const int td = d + 2 + md;
      const MeleeWinner w = ta == td  ? MeleeWinner::draw
                            : ta > td ? MeleeWinner::attacker
                                      : MeleeWinner::defender;
      count[static_cast<std::size_t>(w)] +=
          kWays[static_cast<std::size_t>(a)] * kWays[static_cast<std::size_t>(d)];
    }
  }
  dice::Distribution<MeleeWinner> odds;
  for (MeleeWinner w : {MeleeWinner::attacker, MeleeWinner::defender, MeleeWinner::draw}) {
    const int c = count[static_cast<std::size_t>(w)];
    if (c > 0) odds.outcomes.emplace_back(w, static_cast<double>(c) / (36.0 * 36.0));
  }
  return odds;
}

}  // namespace grognard::rules
