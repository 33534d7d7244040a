// TBL-FIRE cell for cell (F-TABLE-SUP, -STD, -POOR, -AC, -AE, -AL): each test is one cell, named
// after its clause ID, checked in the table data and through a resolved roll with those dice.
#include <gtest/gtest.h>

#include "fire_test_util.h"
#include "rules/fire_table.h"

namespace grognard::rules {
namespace {

using firetest::dice_for;
using model::Damage;

struct Want {
  CellKind kind;
  int halves;
  bool dt;
};

// The firer of each row: no roll modifier, no damage die.
Volley volley_for(FireRow row) {
  Volley v = firetest::line_volley();
  if (row == FireRow::superior) v.quality = model::Quality::veteran;
  if (row == FireRow::poor) v.moved = true;  // line infantry that moved (not recruits)
  return v;
}

ArtilleryFire battery_for(FireRow row) {
  // 6-9 pdr: close to 12", effective to 24", long to 55".
  return firetest::battery(row == FireRow::close ? 6 : row == FireRow::effective ? 18 : 40);
}

void check_cell(FireRow row, int score, Want want, std::string_view clause) {
  SCOPED_TRACE(std::string(clause) + " at " + std::to_string(score));
  const Cell& cell = fire_cell(row, score);
  EXPECT_EQ(cell.clause, clause);
  EXPECT_EQ(cell.kind, want.kind);
  EXPECT_EQ(cell.halves, want.halves);
  EXPECT_EQ(cell.dt, want.dt);
  const bool artillery =
      row == FireRow::close || row == FireRow::effective || row == FireRow::long_range;
  const Damage expected = Damage::halves(want.kind == CellKind::damage ? want.halves : 0);
  if (artillery) {
    Events events;
    const auto r = firetest::artillery_with(battery_for(row), dice_for(score), &events);
    EXPECT_EQ(r.score, score);
    EXPECT_EQ(r.damage, expected);
    EXPECT_EQ(r.discipline_test, want.dt);
    EXPECT_EQ(r.fatigue, want.kind == CellKind::fatigue ? 1 : 0);
    EXPECT_TRUE(firetest::has_clause(events, clause));
  } else {
    Events events;
    const auto r = firetest::volley_with(volley_for(row), dice_for(score), &events);
    EXPECT_EQ(r.score, score);
    EXPECT_EQ(r.damage, expected);
    EXPECT_EQ(r.discipline_test, want.dt);
    // Line firers that moved are not recruits: the Poor 5 cell does nothing for them.
    EXPECT_EQ(r.lost_fire_discipline, want.kind == CellKind::lfd);
    EXPECT_TRUE(firetest::has_clause(events, clause));
  }
}

constexpr Want LFD{CellKind::lfd, 0, false};
constexpr Want FD{CellKind::fatigue, 0, false};
constexpr Want D(int halves) {
  return {CellKind::damage, halves, false};
}
constexpr Want DT(int halves) {
  return {CellKind::damage, halves, true};
}

// One test per cell. Scores of 3 or less share the first column; 10 and 11 share one.
#define CELL(ROW, ENUM, COL, SCORE, WANT)                             \
  TEST(FireTable, F_TABLE_##ROW##_##COL) {                            \
    check_cell(FireRow::ENUM, SCORE, WANT, "F-TABLE-" #ROW "-" #COL); \
  }
#define CELL_LOW(ROW, ENUM, WANT)                                         \
  TEST(FireTable, F_TABLE_##ROW##_3) {                                    \
    check_cell(FireRow::ENUM, 3, WANT, "F-TABLE-" #ROW "-3");             \
    check_cell(FireRow::ENUM, 2, WANT, "F-TABLE-" #ROW "-3");             \
    EXPECT_EQ(fire_cell(FireRow::ENUM, -4).clause, "F-TABLE-" #ROW "-3"); \
  }
#define CELL_10_11(ROW, ENUM, WANT)                                \
  TEST(FireTable, F_TABLE_##ROW##_10_11) {                         \
    check_cell(FireRow::ENUM, 10, WANT, "F-TABLE-" #ROW "-10-11"); \
    check_cell(FireRow::ENUM, 11, WANT, "F-TABLE-" #ROW "-10-11"); \
  }

// Отличный Залп: ДС 1 1 2 3 3/ПД 4/ПД 5/ПД 6/ПД
CELL_LOW(SUP, superior, LFD)
CELL(SUP, superior, 4, 4, D(2))
CELL(SUP, superior, 5, 5, D(2))
CELL(SUP, superior, 6, 6, D(4))
CELL(SUP, superior, 7, 7, D(6))
CELL(SUP, superior, 8, 8, DT(6))
CELL(SUP, superior, 9, 9, DT(8))
CELL_10_11(SUP, superior, DT(10))
CELL(SUP, superior, 12, 12, DT(12))

// Стандартный Залп: ДС ДС 1 1 2 3 3/ПД 4/ПД 5/ПД
CELL_LOW(STD, standard, LFD)
CELL(STD, standard, 4, 4, LFD)
CELL(STD, standard, 5, 5, D(2))
CELL(STD, standard, 6, 6, D(2))
CELL(STD, standard, 7, 7, D(4))
CELL(STD, standard, 8, 8, D(6))
CELL(STD, standard, 9, 9, DT(6))
CELL_10_11(STD, standard, DT(8))
CELL(STD, standard, 12, 12, DT(10))

// Худший Залп: ДС ДС "ДС если рекруты" 1 1 2 2/ПД 3/ПД 4/ПД
CELL_LOW(POOR, poor, LFD)
CELL(POOR, poor, 4, 4, LFD)
CELL(POOR, poor, 5, 5, (Want{CellKind::lfd_if_recruit, 0, false}))
CELL(POOR, poor, 6, 6, D(2))
CELL(POOR, poor, 7, 7, D(2))
CELL(POOR, poor, 8, 8, D(4))
CELL(POOR, poor, 9, 9, DT(4))
CELL_10_11(POOR, poor, DT(6))
CELL(POOR, poor, 12, 12, DT(8))

// Стрельба Батареи, Ближняя: УУ ½ 1 2 2/ПД 3/ПД 3/ПД 4/ПД 5/ПД
CELL_LOW(AC, close, FD)
CELL(AC, close, 4, 4, D(1))
CELL(AC, close, 5, 5, D(2))
CELL(AC, close, 6, 6, D(4))
CELL(AC, close, 7, 7, DT(4))
CELL(AC, close, 8, 8, DT(6))
CELL(AC, close, 9, 9, DT(6))
CELL_10_11(AC, close, DT(8))
CELL(AC, close, 12, 12, DT(10))

// Стрельба Батареи, Эффективная: УУ – 1 1 1 2 2/ПД 3/ПД 4/ПД
CELL_LOW(AE, effective, FD)
CELL(AE, effective, 4, 4, D(0))
CELL(AE, effective, 5, 5, D(2))
CELL(AE, effective, 6, 6, D(2))
CELL(AE, effective, 7, 7, D(2))
CELL(AE, effective, 8, 8, D(4))
CELL(AE, effective, 9, 9, DT(4))
CELL_10_11(AE, effective, DT(6))
CELL(AE, effective, 12, 12, DT(8))

// Стрельба Батареи, Дальняя: УУ – ½ ½ ½ 1 1/ПД 2/ПД 3/ПД
CELL_LOW(AL, long_range, FD)
CELL(AL, long_range, 4, 4, D(0))
CELL(AL, long_range, 5, 5, D(1))
CELL(AL, long_range, 6, 6, D(1))
CELL(AL, long_range, 7, 7, D(1))
CELL(AL, long_range, 8, 8, D(2))
CELL(AL, long_range, 9, 9, DT(2))
CELL_10_11(AL, long_range, DT(4))
CELL(AL, long_range, 12, 12, DT(6))

TEST(FireTable, F_TABLE_NUM_EveryRowHasNineColumnsWithTheirClause) {
  for (FireRow row : {FireRow::superior, FireRow::standard, FireRow::poor, FireRow::close,
                      FireRow::effective, FireRow::long_range}) {
    const FireTableRow& r = fire_row(row);
    for (const Cell& c : r.cells) {
      EXPECT_EQ(c.clause.substr(0, r.clause.size()), r.clause);
    }
  }
  EXPECT_EQ(fire_column(3), 0);
  EXPECT_EQ(fire_column(-2), 0);
  EXPECT_EQ(fire_column(4), 1);
  EXPECT_EQ(fire_column(9), 6);
  EXPECT_EQ(fire_column(10), 7);
  EXPECT_EQ(fire_column(11), 7);
  EXPECT_EQ(fire_column(12), 8);
  EXPECT_EQ(fire_column(13), 8);
  EXPECT_EQ(fire_column_name(7), "10-11");
  EXPECT_EQ(fire_column_term(0), "column.3");
  EXPECT_EQ(fire_column_term(7), "column.10-11");
}

}  // namespace
}  // namespace grognard::rules
