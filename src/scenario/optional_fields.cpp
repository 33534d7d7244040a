#include "scenario/optional_fields.h"

#include <algorithm>

#include "model/unit_size.h"
#include "rules/battalion_guns.h"

namespace grognard::scenario {

void read_optional_fields(Reader& u, const Scenario& s, Unit& out) {
  if (u.has("battalion_gun")) {
    out.battalion_gun = u.integer("battalion_gun", 1, 2);
    if (s.rules.battalion_guns == model::BattalionGuns::off) {
      u.fail("battalion_gun", "the battalion guns rule (S16.1) is off (rules.battalion_guns)",
             "правило батальонных орудий (S16.1) выключено (rules.battalion_guns)");
    }
    if (out.body.arm != model::Arm::infantry || role_of(out) != Role::formed) {
      u.fail("battalion_gun", "a battalion gun goes with a formed infantry battalion (S16.1-0)",
             "батальонное орудие придаётся сомкнутому пехотному батальону (S16.1-0)");
    }
    // S16.1a-1, S16.1a-2: the gun's figures count in the initial strength the size class is
    // derived from (G-29) when the file does not declare it; `initial_strength` stays the
    // battalion's own, so that S16.1f's figures lost are simply initial strength less figures.
    if (!u.has("size")) {
      out.body.size = model::derive_size(
          out.body.arm, out.body.initial_strength +
                            rules::battalion_gun_figures(rules::BattalionGun{out.battalion_gun},
                                                         s.rules.battalion_guns));
    }
  }
  if (u.has("squadrons")) {
    out.squadrons = u.integer("squadrons", 1, 12);
    if (!s.rules.squadron_charges) {
      u.fail("squadrons", "the squadron charges rule (S16.2) is off (rules.squadron_charges)",
             "правило атак эскадронами (S16.2) выключено (rules.squadron_charges)");
    }
    if (out.body.arm != model::Arm::cavalry) {
      u.fail("squadrons", "only cavalry has squadrons (S16.2)",
             "эскадроны бывают только у кавалерии (S16.2)");
    }
  }
}

}  // namespace grognard::scenario
