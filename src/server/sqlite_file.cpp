#include "server/sqlite_file.h"

#include <fmt/format.h>

namespace grognard::server {

engine::Error db_error(sqlite3* db, std::string_view field, std::string_view what) {
  const std::string msg = db != nullptr ? sqlite3_errmsg(db) : "out of memory";
  const std::string_view ru = what == "open" ? "открытие" : what == "read" ? "чтение" : "запись";
  return engine::Error{std::string(field), fmt::format("{}: {}", what, msg),
                       fmt::format("{}: {}", ru, msg)};
}

std::string column(sqlite3_stmt* s, int i) {
  const auto* text = sqlite3_column_text(s, i);
  return text != nullptr ? reinterpret_cast<const char*>(text) : "";
}

engine::Expected<sqlite3*> open_database(const std::string& path, int busy_ms, const char* setup,
                                         const char* schema, std::string_view field) {
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db,
                      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                      nullptr) != SQLITE_OK) {
    auto e = db_error(db, field, "open");
    sqlite3_close(db);
    return e;
  }
  sqlite3_busy_timeout(db, busy_ms);
  if (setup != nullptr) sqlite3_exec(db, setup, nullptr, nullptr, nullptr);
  if (sqlite3_exec(db, schema, nullptr, nullptr, nullptr) != SQLITE_OK) {
    auto e = db_error(db, field, "open");
    sqlite3_close(db);
    return e;
  }
  return db;
}

}  // namespace grognard::server
