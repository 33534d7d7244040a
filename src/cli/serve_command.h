// `grognard serve`: the referee in a browser. main.cpp registers it before parsing and runs it
// when parsed.
#pragma once

#include <memory>

#include <CLI/CLI.hpp>

namespace grognard::cli {

class ServeCommand {
 public:
  virtual ~ServeCommand() = default;
  [[nodiscard]] virtual bool parsed() const = 0;
  // Serves until SIGTERM or SIGINT: 0 stopped cleanly, 2 bad options or a port it cannot take.
  virtual int run() = 0;
};

std::unique_ptr<ServeCommand> add_serve_command(CLI::App& app);

}  // namespace grognard::cli
