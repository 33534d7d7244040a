// Troop quality. The General de Brigade ladder is kept on every unit; the General d'Armée
// fire and discipline tables read it through its grade (DECISIONS §3).
#pragma once

#include "model/names.h"

namespace grognard::model {

enum class Quality { guard, elite, veteran, line, second_rate, conscript };

// The four grades of the General d'Armée tables: guard counts as elite, second-rate and
// conscript count as recruit.
enum class Grade { elite, veteran, line, recruit };

constexpr Grade grade_of(Quality q) {
  switch (q) {
    case Quality::guard:
    case Quality::elite:
      return Grade::elite;
    case Quality::veteran:
      return Grade::veteran;
    case Quality::line:
      return Grade::line;
    case Quality::second_rate:
    case Quality::conscript:
      return Grade::recruit;
  }
  return Grade::line;
}

// "Line quality or better" (S11.11-2).
constexpr bool line_or_better(Quality q) {
  return q <= Quality::line;
}

// `recruit` is accepted as a synonym of `conscript` (DECISIONS §3); it is never printed.
inline constexpr std::array<Name<Quality>, 7> kQualityNames{{
    {Quality::guard, "guard"},
    {Quality::elite, "elite"},
    {Quality::veteran, "veteran"},
    {Quality::line, "line"},
    {Quality::second_rate, "second_rate"},
    {Quality::conscript, "conscript"},
    {Quality::conscript, "recruit"},
}};

inline constexpr std::array<Name<Grade>, 4> kGradeNames{{
    {Grade::elite, "elite"},
    {Grade::veteran, "veteran"},
    {Grade::line, "line"},
    {Grade::recruit, "recruit"},
}};

}  // namespace grognard::model
