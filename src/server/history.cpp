#include "server/history.h"

#include <chrono>
#include <memory>

#include <fmt/chrono.h>
#include <fmt/format.h>
#include <sqlite3.h>

#include "server/sqlite_file.h"

namespace grognard::server {

namespace {

constexpr const char* kSchema =
    "CREATE TABLE IF NOT EXISTS rolls ("
    "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
    "  at TEXT NOT NULL,"
    "  action TEXT NOT NULL,"
    "  request TEXT NOT NULL,"
    "  result TEXT NOT NULL)";

std::string now_utc() {
  const auto t = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
  return fmt::format("{:%Y-%m-%dT%H:%M:%SZ}", t);
}

}  // namespace

engine::Expected<std::unique_ptr<RollHistory>> RollHistory::open(const std::string& path) {
  auto db = open_database(path, 2000, nullptr, kSchema, "history");
  if (!db.ok()) return db.error();
  return std::unique_ptr<RollHistory>(new RollHistory(db.value()));
}

RollHistory::~RollHistory() {
  sqlite3_close(db_);
}

engine::Expected<HistoryEntry> RollHistory::add(const std::string& action,
                                                const std::string& request,
                                                const std::string& result) {
  const std::lock_guard lock(mutex_);
  HistoryEntry e{0, now_utc(), action, request, result};
  Statement st;
  // One INSERT is one transaction in SQLite: the row is there whole or not at all.
  if (sqlite3_prepare_v2(db_, "INSERT INTO rolls (at, action, request, result) VALUES (?,?,?,?)",
                         -1, &st.s, nullptr) != SQLITE_OK) {
    return db_error(db_, "history", "write");
  }
  sqlite3_bind_text(st.s, 1, e.at.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st.s, 2, e.action.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st.s, 3, e.request.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st.s, 4, e.result.c_str(), -1, SQLITE_TRANSIENT);
  if (sqlite3_step(st.s) != SQLITE_DONE) return db_error(db_, "history", "write");
  e.id = sqlite3_last_insert_rowid(db_);
  return e;
}

std::vector<HistoryEntry> RollHistory::latest(int limit) {
  const std::lock_guard lock(mutex_);
  std::vector<HistoryEntry> out;
  Statement st;
  if (sqlite3_prepare_v2(db_,
                         "SELECT id, at, action, request, result FROM rolls ORDER BY id DESC "
                         "LIMIT ?",
                         -1, &st.s, nullptr) != SQLITE_OK) {
    return out;
  }
  sqlite3_bind_int(st.s, 1, limit);
  while (sqlite3_step(st.s) == SQLITE_ROW) {
    out.push_back({sqlite3_column_int64(st.s, 0), column(st.s, 1), column(st.s, 2), column(st.s, 3),
                   column(st.s, 4)});
  }
  return out;
}

}  // namespace grognard::server
