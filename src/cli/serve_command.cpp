#include "cli/serve_command.h"

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <thread>

#include <fmt/format.h>

#include "server/server.h"
#include "text/render.h"

namespace grognard::cli {

namespace {

constexpr int kBadInput = 2;

// $XDG_DATA_HOME/grognard, else ~/.local/share/grognard, else ./grognard-data.
std::string default_data_dir() {
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg != nullptr && xdg[0] == '/') {
    return std::string(xdg) + "/grognard";
  }
  if (const char* home = std::getenv("HOME"); home != nullptr && home[0] != '\0') {
    return std::string(home) + "/.local/share/grognard";
  }
  return "grognard-data";
}

std::string url_host(const std::string& host) {
  return host.find(':') != std::string::npos ? "[" + host + "]" : host;
}

class Serve final : public ServeCommand {
 public:
  explicit Serve(CLI::App& app) {
    sub_ = app.add_subcommand("serve", "serve the referee page and its JSON API over HTTP");
    sub_->add_option("--host", host_,
                     "address to listen on (default 127.0.0.1: this machine only)");
    sub_->add_option("--port", port_, "port to listen on; 0 takes any free port (default 8080)")
        ->check(CLI::Range(0, 65535));
    sub_->add_option("--data", data_,
                     "folder for the roll history database (default: $XDG_DATA_HOME/grognard or "
                     "~/.local/share/grognard)");
  }

  [[nodiscard]] bool parsed() const override { return sub_->parsed(); }

  int run() override {
    const std::string dir = data_.empty() ? default_data_dir() : data_;
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) {
      std::cerr << fmt::format("error: --data: cannot create {}: {}\n", dir, ec.message());
      return kBadInput;
    }
    auto server =
        server::RefereeServer::create((std::filesystem::path(dir) / "grognard.sqlite").string());
    if (!server.ok()) {
      std::cerr << text::render_error(server.error(), text::Lang::en) << "\n";
      return kBadInput;
    }
    auto port = server.value()->bind(host_, port_);
    if (!port.ok()) {
      std::cerr << text::render_error(port.error(), text::Lang::en) << "\n";
      return kBadInput;
    }
    // SIGTERM and Ctrl-C are taken by this thread alone (sigwait), so the server stops
    // between requests, never inside one.
    sigset_t stop_signals;
    sigemptyset(&stop_signals);
    sigaddset(&stop_signals, SIGINT);
    sigaddset(&stop_signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
    server::RefereeServer& s = *server.value();
    bool listened = true;
    std::thread listener([&] {
      listened = s.run();
      // A listener that fails wakes the waiting thread below.
      if (!listened) kill(getpid(), SIGTERM);
    });
    if (!server::is_loopback(host_)) {
      std::cout << fmt::format(
          "warning: listening on {}: anyone who can reach this machine can use the referee\n",
          host_);
    }
    std::cout << fmt::format(
                     "grognard: the referee is at http://{}:{}/ (history in {}); Ctrl-C "
                     "stops it\n",
                     url_host(host_ == "0.0.0.0" ? "127.0.0.1" : host_), port.value(), dir)
              << std::flush;
    int sig = 0;
    sigwait(&stop_signals, &sig);
    s.stop();
    listener.join();
    std::cout << "grognard: stopped\n";
    return listened ? 0 : kBadInput;
  }

 private:
  CLI::App* sub_ = nullptr;
  std::string host_ = "127.0.0.1";
  int port_ = 8080;
  std::string data_;
};

}  // namespace

std::unique_ptr<ServeCommand> add_serve_command(CLI::App& app) {
  return std::make_unique<Serve>(app);
}

}  // namespace grognard::cli
