// The tabletop commands of `grognard`: check, draw, situation and targets over a scenario file.
// main.cpp registers them with one call before parsing and runs the one parsed after.
#pragma once

#include <memory>

#include <CLI/CLI.hpp>

namespace grognard::cli {

class TableCommands {
 public:
  virtual ~TableCommands() = default;
  // True when the command line named one of the table commands.
  [[nodiscard]] virtual bool parsed() const = 0;
  // Runs it: 0 done (check: nothing broken), 1 check found broken rules, 2 bad input.
  virtual int run() = 0;
};

std::unique_ptr<TableCommands> add_table_commands(CLI::App& app);

}  // namespace grognard::cli
