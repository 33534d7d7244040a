// `grognard battle`: plays the built-in battle (or, later, a scenario) between two AI
// commanders and tells it turn by turn, citing the rule behind every event.
#pragma once

#include <memory>

#include <CLI/CLI.hpp>

namespace grognard::cli {

class BattleCommand {
 public:
  virtual ~BattleCommand() = default;
  [[nodiscard]] virtual bool parsed() const = 0;
  virtual int run() = 0;
};

std::unique_ptr<BattleCommand> add_battle_command(CLI::App& app);

}  // namespace grognard::cli
