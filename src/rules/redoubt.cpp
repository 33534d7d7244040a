#include "rules/redoubt.h"

#include "dice/basic_nodes.h"

namespace grognard::rules {

RedoubtClass redoubt_class(int initial) {
  if (initial >= kRedoubtMax) return RedoubtClass::very_strong;
  if (initial >= 12) return RedoubtClass::strong;
  return RedoubtClass::weak;
}

int redoubt_cover_modifier(const Redoubt& r) {
  if (redoubt_destroyed(r)) return 0;
  if (redoubt_halved(r)) return 0;  // -1 halved, toward zero (G-53)
  return -1;
}

int redoubt_melee_modifier(const Redoubt& r) {
  if (redoubt_destroyed(r)) return 0;
  int m = 1;
  switch (redoubt_class(r.initial)) {
    case RedoubtClass::weak:
      m = 1;
      break;
    case RedoubtClass::strong:
      m = r.initial >= 15 ? 3 : 2;
      break;
    case RedoubtClass::very_strong:
      m = 4;
      break;
  }
  return redoubt_halved(r) ? m / 2 : m;
}

const RedoubtHitRow& redoubt_hit_row(int die) {
  for (const RedoubtHitRow& row : kRedoubtTable) {
    if (die >= row.low && die <= row.high) return row;
  }
  return kRedoubtTable[0];
}

Redoubt roll_redoubt_hit(const Redoubt& r, dice::Roller& dice, Events& events) {
  // S16.5-4: one die for damage to the works.
  const int die = dice::roll(dice, dice::D6(), "S16.5-4");
  const RedoubtHitRow& row = redoubt_hit_row(die);
  Redoubt after = r;
  after.defence = r.defence > row.loss ? r.defence - row.loss : 0;
  events.add("redoubt.hit", row.clause, num(die), num(row.loss), num(after.defence),
             num(after.initial));
  if (redoubt_destroyed(after) && !redoubt_destroyed(r)) {
    events.add("redoubt.destroyed", "S16.5-6");
  } else if (redoubt_halved(after) && !redoubt_halved(r)) {
    events.add("redoubt.halved", "S16.5-5", num(redoubt_melee_modifier(after)));
  }
  return after;
}

}  // namespace grognard::rules
