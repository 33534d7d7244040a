#include "rules/skirmisher_class.h"

namespace grognard::rules {

using model::Nation;
using model::Quality;
using model::SkirmisherClass;
using model::Troops;

ClassFinding derive_class(Nation nation, Quality quality, Troops troops) {
  if (troops == Troops::rifles) return {SkirmisherClass::rifles, "S11.13-1"};
  if (model::grade_of(quality) == model::Grade::recruit) {
    return {SkirmisherClass::second, "S11.12a"};
  }
  if (troops == Troops::grenzer || nation == Nation::russian || nation == Nation::spanish ||
      nation == Nation::neapolitan) {
    return {SkirmisherClass::second, "S11.12b"};
  }
  if (troops == Troops::irregular) return {SkirmisherClass::second, "S11.12c"};
  if (troops == Troops::third_rank) return {SkirmisherClass::second, "S11.12d"};
  // "Austrian (Jäger only)": other Austrian skirmishers are not on the first-class list.
  if (nation == Nation::austrian && troops != Troops::jager) {
    return {SkirmisherClass::second, "S11.11-2"};
  }
  switch (nation) {
    case Nation::french:
    case Nation::british:
    case Nation::kgl:
    case Nation::prussian:
    case Nation::austrian:
    case Nation::minor_german:
      return {SkirmisherClass::first, "S11.11-2"};
    default:
      return {SkirmisherClass::first, "G-32"};
  }
}

RiflesProblem rifles_problem(Nation nation, int figures, int year) {
  if (!model::is_british(nation)) return RiflesProblem::not_british;
  if (figures > 12) return RiflesProblem::too_many;
  if (year != 0 && year <= 1808) return RiflesProblem::too_early;
  return RiflesProblem::none;
}

ClassFinding majority_class(std::span<const CompanyClass> companies) {
  int first = 0;
  int second = 0;
  bool all_rifles = true;
  for (const CompanyClass& c : companies) {
    if (c.cls == SkirmisherClass::second) {
      second += c.figures;
    } else {
      first += c.figures;
    }
    all_rifles = all_rifles && c.cls == SkirmisherClass::rifles;
  }
  if (all_rifles) return {SkirmisherClass::rifles, "S11.13-3"};
  if (first > second) return {SkirmisherClass::first, "S11.10-2"};
  return {SkirmisherClass::second, first == second ? "G-32" : "S11.10-2"};
}

}  // namespace grognard::rules
