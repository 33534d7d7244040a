// Helpers for the fire tests: resolve a volley or a battery with given dice, or exactly.
#pragma once

#include <gtest/gtest.h>

#include <vector>

#include "dice/enumerate.h"
#include "dice/given_dice.h"
#include "rules/artillery.h"
#include "rules/volley.h"

namespace grognard::firetest {

// Resolves with exactly these dice: every die used, none missing.
inline rules::VolleyResult volley_with(const rules::Volley& v, std::vector<dice::Face> faces,
                                       rules::Events* events = nullptr) {
  dice::Replay replay(std::move(faces));
  rules::Events off(false);
  const auto r = rules::resolve_volley(v, replay, events ? *events : off);
  EXPECT_EQ(replay.missing(), 0) << "the volley needed more dice";
  EXPECT_EQ(replay.unused(), 0) << "the volley left dice unused";
  return r;
}

inline rules::ArtilleryResult artillery_with(const rules::ArtilleryFire& a,
                                             std::vector<dice::Face> faces,
                                             rules::Events* events = nullptr) {
  dice::Replay replay(std::move(faces));
  rules::Events off(false);
  const auto r = rules::resolve_artillery_fire(a, replay, events ? *events : off);
  EXPECT_EQ(replay.missing(), 0) << "the battery needed more dice";
  EXPECT_EQ(replay.unused(), 0) << "the battery left dice unused";
  return r;
}

// True when some event has this clause.
inline bool has_clause(const rules::Events& events, std::string_view clause) {
  for (const auto& e : events.list()) {
    if (e.clause == clause) return true;
  }
  return false;
}

inline bool has_key(const rules::Events& events, std::string_view key) {
  for (const auto& e : events.list()) {
    if (e.key == key) return true;
  }
  return false;
}

// Two dice, not a double, summing to `sum` (3 to 11); 12 is the double six.
inline std::vector<dice::Face> dice_for(int sum) {
  if (sum == 12) return {6, 6};
  if (sum <= 7) return {1, sum - 1};
  return {sum - 6, 6};
}

// Firers of each volley row, with no modifier and no damage die.
inline rules::Volley line_volley() {
  rules::Volley v;
  v.quality = model::Quality::line;
  v.nation = model::Nation::french;
  v.range = 6;
  return v;
}

inline rules::ArtilleryFire battery(double range) {
  rules::ArtilleryFire a;
  a.calibre = model::Calibre::medium;
  a.quality = model::Quality::line;
  a.range = range;
  return a;
}

}  // namespace grognard::firetest
