// The bounds every reader of outside data keeps (docs/limits.md): one size for every file or
// body read, and the bounds of what a scenario may ask the game to do, so that no input makes
// the program work for minutes or write gigabytes.
#pragma once

#include <cstddef>

namespace grognard::model {

// Every file, standard input or request body read is refused above this size: a scenario, a
// situation or a battle record is a few kilobytes.
inline constexpr std::size_t kMaxInputBytes = std::size_t{1} << 20U;

// A scenario's turn limit: a battle of the rules lasts a dozen turns or so.
inline constexpr int kMaxTurns = 100;

// A table's width and depth in inches (a big club table is 12 feet = 144"); 10 times that.
inline constexpr double kMaxTableInches = 1440.0;

// The HTML report (`battle --report`): a battle whose report would be larger is refused
// before anything is written.
inline constexpr std::size_t kMaxReportBytes = std::size_t{64} << 20U;

}  // namespace grognard::model
