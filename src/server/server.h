// The HTTP server of `grognard serve`: the referee page (embedded, assets.h), its JSON API
// (referee_api.h) and its server-sent events (event_hub.h), on cpp-httplib. Bodies over
// kMaxSituationBytes (1 MiB) are refused with 413.
#pragma once

#include <memory>
#include <string>

#include "engine/error.h"

namespace grognard::server {

class RefereeServer {
 public:
  // A server keeping its roll history in the SQLite database `db_path` (":memory:" for none
  // kept).
  static engine::Expected<std::unique_ptr<RefereeServer>> create(const std::string& db_path);
  ~RefereeServer();
  RefereeServer(const RefereeServer&) = delete;
  RefereeServer& operator=(const RefereeServer&) = delete;

  // Binds host:port; port 0 takes any free port. Returns the port bound.
  engine::Expected<int> bind(const std::string& host, int port);
  // Serves until stop(); returns false when the socket failed.
  bool run();
  // True once run() listens.
  [[nodiscard]] bool running() const;
  // Ends run() from any thread: open event streams end, requests in progress finish.
  void stop();

 private:
  struct Impl;
  explicit RefereeServer(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// True when `host` only takes connections from this machine (127.x.x.x, ::1, localhost).
bool is_loopback(const std::string& host);

}  // namespace grognard::server
