// Server-sent events: what one request changes, every open page hears (a roll made on one
// phone appears in the history on the others). Bounded: a fixed number of listeners, a fixed
// backlog of events.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <string>

namespace grognard::server {

class EventHub {
 public:
  static constexpr int kMaxListeners = 16;
  static constexpr std::size_t kBacklog = 64;

  // Publishes `data` as an event named `name`.
  void publish(const std::string& name, const std::string& data);

  // A listener's place: events after `seq`. Returns nullopt when there are already
  // kMaxListeners listening.
  std::optional<std::uint64_t> join();
  void leave();

  // Waits up to `wait` for events after `seq`; returns them as SSE text ("event: ...\ndata:
  // ...\n\n") and moves `seq` on; "" when none came; nullopt once the hub is closed.
  std::optional<std::string> next(std::uint64_t& seq, std::chrono::milliseconds wait);

  // Wakes every listener and ends their streams.
  void close();

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<std::pair<std::uint64_t, std::string>> events_;
  std::uint64_t last_ = 0;
  int listeners_ = 0;
  bool closed_ = false;
};

}  // namespace grognard::server
