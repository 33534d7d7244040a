// What the server's two SQLite stores (the roll history, the games) share: opening the file,
// a statement that finalises itself, a text column, and errors that name the store and what
// failed, in English and Russian.
#pragma once

#include <string>
#include <string_view>

#include <sqlite3.h>

#include "engine/error.h"

namespace grognard::server {

struct Statement {
  sqlite3_stmt* s = nullptr;
  Statement() = default;
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  ~Statement() { sqlite3_finalize(s); }
};

// The error of `db` (or "out of memory" without one) when `what` ("open", "read", "write")
// failed, for the store named `field`.
engine::Error db_error(sqlite3* db, std::string_view field, std::string_view what);

// Column i of the current row as text; "" for NULL.
std::string column(sqlite3_stmt* s, int i);

// Opens the database at `path`, creating it, for use from several threads; a writer waits up to
// `busy_ms` for another's lock. `setup` (pragmas whose failure does not matter) runs first, then
// `schema`; when opening or the schema fails, the database is closed and the error returned.
engine::Expected<sqlite3*> open_database(const std::string& path, int busy_ms, const char* setup,
                                         const char* schema, std::string_view field);

}  // namespace grognard::server
