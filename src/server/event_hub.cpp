#include "server/event_hub.h"

namespace grognard::server {

void EventHub::publish(const std::string& name, const std::string& data) {
  {
    const std::lock_guard lock(mutex_);
    events_.emplace_back(++last_, "event: " + name + "\ndata: " + data + "\n\n");
    if (events_.size() > kBacklog) events_.pop_front();
  }
  changed_.notify_all();
}

std::optional<std::uint64_t> EventHub::join() {
  const std::lock_guard lock(mutex_);
  if (listeners_ >= kMaxListeners || closed_) return std::nullopt;
  ++listeners_;
  return last_;
}

void EventHub::leave() {
  const std::lock_guard lock(mutex_);
  --listeners_;
}

std::optional<std::string> EventHub::next(std::uint64_t& seq, std::chrono::milliseconds wait) {
  std::unique_lock lock(mutex_);
  changed_.wait_for(lock, wait, [&] { return closed_ || last_ > seq; });
  if (closed_) return std::nullopt;
  std::string out;
  for (const auto& [n, text] : events_) {
    if (n > seq) out += text;
  }
  seq = last_;
  return out;
}

void EventHub::close() {
  {
    const std::lock_guard lock(mutex_);
    closed_ = true;
  }
  changed_.notify_all();
}

}  // namespace grognard::server
