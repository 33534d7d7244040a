// The evening's roll history, kept in an SQLite database in the server's data folder so that it
// survives a restart. Each roll is one row written in one transaction; readers and writers may
// be on any thread.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/error.h"

struct sqlite3;

namespace grognard::server {

struct HistoryEntry {
  std::int64_t id = 0;
  std::string at;       // UTC time of the roll, "2026-12-01T03:51:34Z"
  std::string action;   // "volley"
  std::string request;  // the roll's request as JSON: {"situation", "dice"}
  std::string result;   // the roll's answer as JSON, as POST /api/roll gave it
};

class RollHistory {
 public:
  // Opens (creating if needed) `path`; ":memory:" keeps it in memory.
  static engine::Expected<std::unique_ptr<RollHistory>> open(const std::string& path);
  ~RollHistory();
  RollHistory(const RollHistory&) = delete;
  RollHistory& operator=(const RollHistory&) = delete;

  // Adds a roll; returns its entry with id and time set, or an error when the disk refused it.
  engine::Expected<HistoryEntry> add(const std::string& action, const std::string& request,
                                     const std::string& result);
  // The newest `limit` rolls, newest first.
  std::vector<HistoryEntry> latest(int limit);

 private:
  explicit RollHistory(sqlite3* db) : db_(db) {}
  sqlite3* db_;
  std::mutex mutex_;
};

}  // namespace grognard::server
