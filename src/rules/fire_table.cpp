#include "rules/fire_table.h"

namespace grognard::rules {

namespace {

using K = CellKind;

constexpr Cell lfd(std::string_view clause) {
  return Cell{K::lfd, 0, false, clause};
}
constexpr Cell fd(std::string_view clause) {
  return Cell{K::fatigue, 0, false, clause};
}
// n half points of damage, with or without a discipline test.
constexpr Cell hit(int halves, std::string_view clause) {
  return Cell{K::damage, halves, false, clause};
}
constexpr Cell hit_dt(int halves, std::string_view clause) {
  return Cell{K::damage, halves, true, clause};
}

// TBL-FIRE cell for cell, in half points. Columns: ≤3, 4, 5, 6, 7, 8, 9, 10-11, 12.
constexpr FireTableRow kTable[] = {
    // Отличный Залп — Элита/Ветераны/британцы: ДС 1 1 2 3 3/ПД 4/ПД 5/ПД 6/ПД
    {FireRow::superior,
     "F-TABLE-SUP",
     "row.superior",
     {lfd("F-TABLE-SUP-3"), hit(2, "F-TABLE-SUP-4"), hit(2, "F-TABLE-SUP-5"),
      hit(4, "F-TABLE-SUP-6"), hit(6, "F-TABLE-SUP-7"), hit_dt(6, "F-TABLE-SUP-8"),
      hit_dt(8, "F-TABLE-SUP-9"), hit_dt(10, "F-TABLE-SUP-10-11"), hit_dt(12, "F-TABLE-SUP-12")}},
    // Стандартный Залп — Линии: ДС ДС 1 1 2 3 3/ПД 4/ПД 5/ПД
    {FireRow::standard,
     "F-TABLE-STD",
     "row.standard",
     {lfd("F-TABLE-STD-3"), lfd("F-TABLE-STD-4"), hit(2, "F-TABLE-STD-5"), hit(2, "F-TABLE-STD-6"),
      hit(4, "F-TABLE-STD-7"), hit(6, "F-TABLE-STD-8"), hit_dt(6, "F-TABLE-STD-9"),
      hit_dt(8, "F-TABLE-STD-10-11"), hit_dt(10, "F-TABLE-STD-12")}},
    // Худший Залп — Рекруты/Двигались/Потеряли ФД/Не Построенные:
    // ДС ДС "ДС если рекруты" 1 1 2 2/ПД 3/ПД 4/ПД
    {FireRow::poor,
     "F-TABLE-POOR",
     "row.poor",
     {lfd("F-TABLE-POOR-3"), lfd("F-TABLE-POOR-4"),
      Cell{K::lfd_if_recruit, 0, false, "F-TABLE-POOR-5"}, hit(2, "F-TABLE-POOR-6"),
      hit(2, "F-TABLE-POOR-7"), hit(4, "F-TABLE-POOR-8"), hit_dt(4, "F-TABLE-POOR-9"),
      hit_dt(6, "F-TABLE-POOR-10-11"), hit_dt(8, "F-TABLE-POOR-12")}},
    // Стрельба Батареи, Ближняя дистанция: УУ ½ 1 2 2/ПД 3/ПД 3/ПД 4/ПД 5/ПД
    {FireRow::close,
     "F-TABLE-AC",
     "row.close",
     {fd("F-TABLE-AC-3"), hit(1, "F-TABLE-AC-4"), hit(2, "F-TABLE-AC-5"), hit(4, "F-TABLE-AC-6"),
      hit_dt(4, "F-TABLE-AC-7"), hit_dt(6, "F-TABLE-AC-8"), hit_dt(6, "F-TABLE-AC-9"),
      hit_dt(8, "F-TABLE-AC-10-11"), hit_dt(10, "F-TABLE-AC-12")}},
    // Стрельба Батареи, Эффективная дистанция: УУ – 1 1 1 2 2/ПД 3/ПД 4/ПД
    {FireRow::effective,
     "F-TABLE-AE",
     "row.effective",
     {fd("F-TABLE-AE-3"), hit(0, "F-TABLE-AE-4"), hit(2, "F-TABLE-AE-5"), hit(2, "F-TABLE-AE-6"),
      hit(2, "F-TABLE-AE-7"), hit(4, "F-TABLE-AE-8"), hit_dt(4, "F-TABLE-AE-9"),
      hit_dt(6, "F-TABLE-AE-10-11"), hit_dt(8, "F-TABLE-AE-12")}},
    // Стрельба Батареи, Дальняя дистанция: УУ – ½ ½ ½ 1 1/ПД 2/ПД 3/ПД
    {FireRow::long_range,
     "F-TABLE-AL",
     "row.long",
     {fd("F-TABLE-AL-3"), hit(0, "F-TABLE-AL-4"), hit(1, "F-TABLE-AL-5"), hit(1, "F-TABLE-AL-6"),
      hit(1, "F-TABLE-AL-7"), hit(2, "F-TABLE-AL-8"), hit_dt(2, "F-TABLE-AL-9"),
      hit_dt(4, "F-TABLE-AL-10-11"), hit_dt(6, "F-TABLE-AL-12")}},
};

constexpr std::string_view kColumnNames[] = {"≤3", "4", "5", "6", "7", "8", "9", "10-11", "12"};
constexpr std::string_view kColumnTerms[] = {"column.3", "column.4",     "column.5",
                                             "column.6", "column.7",     "column.8",
                                             "column.9", "column.10-11", "column.12"};

}  // namespace

int fire_column(int score) {
  if (score <= 3) return 0;
  if (score <= 9) return score - 3;
  if (score <= 11) return 7;
  return 8;
}

std::string_view fire_column_name(int column) {
  return kColumnNames[static_cast<std::size_t>(column)];
}

std::string_view fire_column_term(int column) {
  return kColumnTerms[static_cast<std::size_t>(column)];
}

const FireTableRow& fire_row(FireRow row) {
  return kTable[static_cast<std::size_t>(row)];
}

const Cell& fire_cell(FireRow row, int score) {
  return fire_row(row).cells[static_cast<std::size_t>(fire_column(score))];
}

}  // namespace grognard::rules
