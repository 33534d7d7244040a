// The fire damage table of General d'Armée (TBL-FIRE, seed 003 "Таблица урона от стрельбы"):
// three volley rows and three battery rows, nine columns of the final (modified) 2D6 score.
// Every cell carries its clause ID (<row>-<column>, CLAUSES.md §0.2).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "model/damage.h"

namespace grognard::rules {

enum class FireRow : std::uint8_t { superior, standard, poor, close, effective, long_range };

// What a cell says beyond its damage.
enum class CellKind : std::uint8_t {
  damage,          // a number (or ½, or "–" = 0): damage to the target (F-TABLE-NUM)
  lfd,             // ДС: the firers lose fire discipline, no damage (F-TABLE-LFD)
  lfd_if_recruit,  // "ДС если рекруты": recruits lose fire discipline, others nothing
                   // (F-TABLE-POOR-5, G-09)
  fatigue,         // УУ: the battery suffers fatigue damage, no damage (F-TABLE-FD)
};

struct Cell {
  CellKind kind = CellKind::damage;
  int halves = 0;           // damage to the target in half points
  bool dt = false;          // "/ПД": the target takes a discipline test (F-TABLE-DT)
  std::string_view clause;  // e.g. "F-TABLE-SUP-8"
};

struct FireTableRow {
  FireRow row;
  std::string_view clause;  // "F-TABLE-SUP"
  std::string_view term;    // the text layer's name of the row, "row.superior"
  std::array<Cell, 9> cells;
};

// The nine columns: 3 or less, 4, 5, 6, 7, 8, 9, 10-11, 12 (DECISIONS §7). Every fire modifier
// is zero or negative, so no score above 12 occurs; one above is read as 12.
int fire_column(int score);

// The column's name as the table prints it: "≤3", "4", ..., "10-11", "12".
std::string_view fire_column_name(int column);
// The text layer's term for the column: "column.3" (3 or less), "column.4", ..., "column.10-11".
std::string_view fire_column_term(int column);

const FireTableRow& fire_row(FireRow row);

// The cell of `row` for the final score.
const Cell& fire_cell(FireRow row, int score);

}  // namespace grognard::rules
