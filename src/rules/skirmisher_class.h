// Skirmisher class derivation (S11.10-S11.13, DECISIONS §6, G-32).
#pragma once

#include <span>
#include <string_view>

#include "model/nation.h"
#include "model/quality.h"
#include "model/skirmisher_class.h"
#include "model/troops.h"

namespace grognard::rules {

struct ClassFinding {
  model::SkirmisherClass cls;
  std::string_view clause;  // the clause that decided it
};

// The class of skirmishers of one nation, quality and troop kind. Second-class causes win over
// the first-class list (French conscripts are second class, G-32); nations the seeds do not list
// are first class when regular and of line quality or better (G-32). Rifles (S11.13) stay
// rifles whatever else holds; whether a unit may be rifles at all is checked by
// rifles_problem().
ClassFinding derive_class(model::Nation nation, model::Quality quality, model::Troops troops);

enum class RiflesProblem { none, not_british, too_many, too_early };

// Why a rifle company is not allowed: British army only (S11.13-6), at most 12 figures
// (S11.13-2), after 1808 (S11.13-2; year 0 = not given).
RiflesProblem rifles_problem(model::Nation nation, int figures, int year);

struct CompanyClass {
  int figures;
  model::SkirmisherClass cls;
};

// The class of a screen made of companies of different classes: the majority of its figures
// (S11.10-2), a tie taking the lower class (G-32). Riflemen mixed with other companies count as
// first class: their one-pair-per-4 rate is only for riflemen acting alone (G-32).
// Requires at least one company.
ClassFinding majority_class(std::span<const CompanyClass> companies);

}  // namespace grognard::rules
