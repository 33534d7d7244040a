// Cavalry charges by squadron, the optional rule S16.2 (seed 004): the players declare how many
// squadrons take part in each melee (S16.2-1 .. S16.2-3); a body of squadrons charging enemy
// cavalry three or more times its size tests at -2 to charge or countercharge (S16.2-4, G-55);
// cavalry that outnumbers its enemy 3:1 or more in a melee and breaks or disperses it counts as
// formed after the melee (S16.2-5). The rule is in use when both squadron counts are given.
#pragma once

namespace grognard::rules {

// True when `enemy` is at least three times `own`; both are squadrons (or figures, G-55) and a
// count of 0 means "not counted", never outnumbered. Requires both >= 0.
constexpr bool outnumbered_three_to_one(int own, int enemy) {
  return own > 0 && enemy > 0 && enemy >= 3 * own;
}

// The modifier on the discipline test a charging or countercharging body of squadrons takes to
// charge: -2 when the enemy cavalry outnumbers it 3:1 or more (S16.2-4), else 0.
constexpr int squadron_charge_modifier(int own, int enemy) {
  return outnumbered_three_to_one(own, enemy) ? -2 : 0;
}

// Cavalry that won a melee in which it outnumbered its enemy 3:1 or more, and broke or dispersed
// it, counts as formed after the melee (S16.2-5).
constexpr bool formed_after_melee(int own, int enemy, bool enemy_broken_or_dispersed) {
  return enemy_broken_or_dispersed && outnumbered_three_to_one(enemy, own);
}

}  // namespace grognard::rules
