#include "rules/brigade_morale.h"

#include <algorithm>
#include <climits>

#include "dice/basic_nodes.h"
#include "rules/discipline_test.h"

namespace grognard::rules {

using model::BrigadeStatus;
using model::Grade;

namespace {

// BM-MOD-QUALITY: the discipline test's quality column.
struct QualityRow {
  Grade grade;
  int value;
  std::string_view term;
};
constexpr QualityRow kQualityRows[] = {
    {Grade::elite, 2, "grade.elite"},
    {Grade::veteran, 1, "grade.veteran"},
    {Grade::line, 0, "grade.line"},
    {Grade::recruit, -1, "grade.recruit"},
};

// BM-MOD-GENERAL: the brigadier's rating, or -2 when he is lost.
struct GeneralRow {
  GeneralRating rating;
  int value;
  std::string_view term;
};
constexpr GeneralRow kGeneralRows[] = {
    {GeneralRating::poor, -1, "general.poor"},
    {GeneralRating::average, 0, "general.average"},
    {GeneralRating::good, 0, "general.good"},
    {GeneralRating::superior, 1, "general.superior"},
};
constexpr int kGeneralLost = -2;

// TBL-BM: the first row whose minimum the final score reaches; the unmodified double six comes
// first (BM-RESULT-66).
struct ResultRow {
  int min_final;
  MoraleStep step;
  std::string_view clause;
};
constexpr ResultRow kResultRows[] = {
    {8, MoraleStep::better, "BM-RESULT-8"},
    {5, MoraleStep::holds, "BM-RESULT-5"},
    {3, MoraleStep::worse, "BM-RESULT-3"},
    {INT_MIN, MoraleStep::much_worse, "BM-RESULT-2"},
};

std::string_view status_term(BrigadeStatus s) {
  switch (s) {
    case BrigadeStatus::obeying:
      return "brigade.obeying";
    case BrigadeStatus::faltering:
      return "brigade.faltering";
    case BrigadeStatus::wavering:
      return "brigade.wavering";
    case BrigadeStatus::falling_back:
      return "brigade.falling_back";
    case BrigadeStatus::sauve_qui_peut:
      return "brigade.sauve_qui_peut";
  }
  return "brigade.obeying";
}

// What the new status means for the brigade's units (docs/rules.md "Brigade morale").
std::string_view effect_term(BrigadeStatus s) {
  switch (s) {
    case BrigadeStatus::obeying:
      return "brigade.effect.obeying";
    case BrigadeStatus::faltering:
      return "brigade.effect.faltering";
    case BrigadeStatus::wavering:
      return "brigade.effect.wavering";
    case BrigadeStatus::falling_back:
      return "brigade.effect.falling_back";
    case BrigadeStatus::sauve_qui_peut:
      return "brigade.effect.sauve_qui_peut";
  }
  return "brigade.effect.obeying";
}

std::string_view effect_clause(BrigadeStatus s) {
  switch (s) {
    case BrigadeStatus::obeying:
      return "STATUS-RETREAT-11";
    case BrigadeStatus::faltering:
      return "STATUS-RETREAT-12";
    case BrigadeStatus::wavering:
      return "BM-EFFECT-WAVERING";
    case BrigadeStatus::falling_back:
      return "BM-EFFECT-FB";
    case BrigadeStatus::sauve_qui_peut:
      return "BM-EFFECT-SQP";
  }
  return "STATUS-RETREAT-11";
}

}  // namespace

std::string_view reason_clause(MoraleReason r) {
  switch (r) {
    case MoraleReason::status:
      return "BM-TRIGGER-1";
    case MoraleReason::lost_half:
      return "S16.6-1";
    case MoraleReason::neighbour_broken:
      return "S16.6-2";
  }
  return "BM-TRIGGER-1";
}

std::optional<MoraleReason> brigade_test_due(const BrigadeState& b, bool neighbour_broken,
                                             const model::RuleOptions& options) {
  if (b.status == BrigadeStatus::sauve_qui_peut || b.broken_brigade) return std::nullopt;
  if (b.status != BrigadeStatus::obeying) return MoraleReason::status;
  if (!options.brigade_morale) return std::nullopt;
  if (demoralised(b)) return MoraleReason::lost_half;
  if (neighbour_broken) return MoraleReason::neighbour_broken;
  return std::nullopt;
}

BrigadeMoraleTest morale_test_of(const BrigadeState& b, Grade grade, GeneralRating general,
                                 bool general_lost) {
  BrigadeMoraleTest t;
  t.status = b.status;
  t.grade = grade;
  t.general = general;
  t.general_lost = general_lost;
  t.retreating = b.retreating;
  t.broken = b.broken;
  t.lost = b.lost;
  return t;
}

int BmModifiers::total() const {
  int t = 0;
  for (const BmModifier& m : items()) t += m.value;
  return t;
}

BmModifiers brigade_morale_modifiers(const BrigadeMoraleTest& t) {
  BmModifiers m;
  auto add = [&m](std::string_view clause, std::string_view key, int value, EventArg a = {}) {
    m.list[static_cast<std::size_t>(m.count++)] = BmModifier{clause, key, value, a};
  };
  // The brigade's quality, or its units' average (BM-MOD-QUALITY, as DT-NOTE-1).
  const Grade grade = t.unit_qualities.empty() ? t.grade : average_grade(t.unit_qualities);
  m.tested_as = grade;
  for (const QualityRow& r : kQualityRows) {
    if (r.grade == grade) add("BM-MOD-QUALITY", "bm.mod.quality", r.value, term(r.term));
  }
  // The brigadier (BM-MOD-GENERAL).
  if (t.general_lost) {
    add("BM-MOD-GENERAL", "bm.mod.general_lost", kGeneralLost);
  } else {
    for (const GeneralRow& r : kGeneralRows) {
      if (r.rating == t.general && r.value != 0) {
        add("BM-MOD-GENERAL", "bm.mod.general", r.value, term(r.term));
      }
    }
  }
  // What has happened to its units (BM-MOD-RETREAT, BM-MOD-BROKEN, BM-MOD-LOST).
  if (t.retreating > 0)
    add("BM-MOD-RETREAT", "bm.mod.retreating", -t.retreating, num(t.retreating));
  if (t.broken > 0) add("BM-MOD-BROKEN", "bm.mod.broken", -t.broken, num(t.broken));
  if (t.lost > 0) add("BM-MOD-LOST", "bm.mod.lost", -t.lost, num(t.lost));
  return m;
}

BrigadeStatus after_step(BrigadeStatus from, MoraleStep step) {
  const int s = static_cast<int>(from);
  const int last = static_cast<int>(BrigadeStatus::sauve_qui_peut);
  switch (step) {
    case MoraleStep::rallied:
      return BrigadeStatus::obeying;
    case MoraleStep::better:
      return static_cast<BrigadeStatus>(std::max(0, s - 1));
    case MoraleStep::holds:
      return from;
    case MoraleStep::worse:
      return static_cast<BrigadeStatus>(std::min(last, s + 1));
    case MoraleStep::much_worse:
      return static_cast<BrigadeStatus>(std::min(last, s + 2));
  }
  return from;
}

BrigadeMoraleResult resolve_brigade_morale_test(const BrigadeMoraleTest& t, dice::Roller& dice,
                                                Events& events) {
  BrigadeMoraleResult r;
  events.add("bm.status", "BM-TRIGGER-1", term(status_term(t.status)));

  // 1. The modifiers add up.
  const BmModifiers mods = brigade_morale_modifiers(t);
  for (const BmModifier& m : mods.items()) events.add(m.key, m.clause, m.a, num(m.value));

  // 2. 2D6 plus the modifiers, read on TBL-BM.
  const dice::Pair roll = dice::roll(dice, dice::TwoD6(), "BM-ROLL");
  r.roll = roll.sum();
  r.final_score = r.roll + mods.total();
  events.add("bm.score", "BM-ROLL", num(r.roll), num(mods.total()), num(r.final_score));
  std::string_view clause = "BM-RESULT-66";
  if (roll.double_six()) {
    r.step = MoraleStep::rallied;
  } else {
    for (const ResultRow& row : kResultRows) {
      if (r.final_score >= row.min_final) {
        r.step = row.step;
        clause = row.clause;
        break;
      }
    }
  }
  r.status = after_step(t.status, r.step);
  events.add("bm.result", clause, term(status_term(t.status)), term(status_term(r.status)));
  return r;
}

Checked<BrigadeStep> brigade_after_test(const BrigadeState& b, const BrigadeMoraleResult& result,
                                        Events& events) {
  if (b.status == BrigadeStatus::sauve_qui_peut || b.broken_brigade) {
    return Refusal{"refusal.brigade.no_test", "BM-TRIGGER-2"};
  }
  BrigadeStep step;
  step.brigade = b;
  step.brigade.status = after_step(b.status, result.step);
  if (step.brigade.status != b.status) {
    step.change = BrigadeChange{b.status, step.brigade.status};
    events.add(effect_term(step.brigade.status), effect_clause(step.brigade.status));
  }
  if (step.brigade.status == BrigadeStatus::sauve_qui_peut) {
    step.brigade.broken_brigade = true;
    step.now_broken = true;
    events.add("brigade.broken", "S16.6-2");
  }
  return step;
}

}  // namespace grognard::rules
