#include "server/game_store.h"

#include <fmt/format.h>
#include <sqlite3.h>

#include "server/sqlite_file.h"

namespace grognard::server {

namespace {

constexpr const char* kSchema =
    "CREATE TABLE IF NOT EXISTS games ("
    "  id TEXT PRIMARY KEY,"
    "  created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now')),"
    "  scenario TEXT NOT NULL,"
    "  seed TEXT NOT NULL,"
    "  setup TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS answers ("
    "  game TEXT NOT NULL,"
    "  seq INTEGER NOT NULL,"
    "  answer TEXT NOT NULL,"
    "  PRIMARY KEY (game, seq));"
    "CREATE TABLE IF NOT EXISTS answer_keys ("
    "  game TEXT NOT NULL,"
    "  key TEXT NOT NULL,"
    "  status INTEGER NOT NULL,"
    "  body TEXT NOT NULL,"
    "  PRIMARY KEY (game, key));";

void bind(sqlite3_stmt* s, int i, const std::string& text) {
  sqlite3_bind_text(s, i, text.c_str(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
}

// Runs `statements` between BEGIN and COMMIT; rolls back when any fails.
class Transaction {
 public:
  explicit Transaction(sqlite3* db) : db_(db) {
    ok_ = sqlite3_exec(db_, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) == SQLITE_OK;
  }
  ~Transaction() {
    if (ok_ && !done_) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
  }
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  [[nodiscard]] bool begun() const { return ok_; }
  bool commit() {
    done_ = sqlite3_exec(db_, "COMMIT", nullptr, nullptr, nullptr) == SQLITE_OK;
    return done_;
  }

 private:
  sqlite3* db_;
  bool ok_ = false;
  bool done_ = false;
};

bool run(sqlite3* db, const char* sql, const std::vector<std::string>& args,
         std::int64_t number = -1, int number_at = 0) {
  Statement st;
  if (sqlite3_prepare_v2(db, sql, -1, &st.s, nullptr) != SQLITE_OK) return false;
  for (std::size_t i = 0; i < args.size(); ++i) bind(st.s, static_cast<int>(i) + 1, args[i]);
  if (number_at > 0) sqlite3_bind_int64(st.s, number_at, number);
  return sqlite3_step(st.s) == SQLITE_DONE;
}

bool insert_answers(sqlite3* db, const std::string& game, std::size_t from,
                    const std::vector<std::string>& added) {
  Statement st;
  if (sqlite3_prepare_v2(db, "INSERT INTO answers (game, seq, answer) VALUES (?,?,?)", -1, &st.s,
                         nullptr) != SQLITE_OK) {
    return false;
  }
  for (std::size_t i = 0; i < added.size(); ++i) {
    sqlite3_reset(st.s);
    bind(st.s, 1, game);
    sqlite3_bind_int64(st.s, 2, static_cast<std::int64_t>(from + i));
    bind(st.s, 3, added[i]);
    if (sqlite3_step(st.s) != SQLITE_DONE) return false;
  }
  return true;
}

}  // namespace

engine::Expected<std::unique_ptr<GameStore>> GameStore::open(const std::string& path) {
  // A write-ahead log: a committed transaction survives the process being killed, and readers
  // of the roll history do not wait for a game's answer.
  // synchronous=NORMAL: a commit is in the operating system's hands before the reply goes, so
  // it survives the server killed (SIGKILL); only a power cut may take the last commits.
  auto db = open_database(path, 5000, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL", kSchema,
                          "games");
  if (!db.ok()) return db.error();
  return std::unique_ptr<GameStore>(new GameStore(db.value()));
}

GameStore::~GameStore() {
  sqlite3_close(db_);
}

engine::Expected<std::vector<StoredGame>> GameStore::load() {
  const std::lock_guard lock(mutex_);
  std::vector<StoredGame> out;
  std::map<std::string, std::size_t> index;
  {
    Statement st;
    if (sqlite3_prepare_v2(db_, "SELECT id, scenario, seed, setup FROM games ORDER BY rowid", -1,
                           &st.s, nullptr) != SQLITE_OK) {
      return db_error(db_, "games", "read");
    }
    while (sqlite3_step(st.s) == SQLITE_ROW) {
      StoredGame g;
      g.id = column(st.s, 0);
      g.scenario = column(st.s, 1);
      g.seed = std::stoull(column(st.s, 2));
      g.setup = column(st.s, 3);
      index[g.id] = out.size();
      out.push_back(std::move(g));
    }
  }
  {
    Statement st;
    if (sqlite3_prepare_v2(db_, "SELECT game, answer FROM answers ORDER BY game, seq", -1, &st.s,
                           nullptr) != SQLITE_OK) {
      return db_error(db_, "games", "read");
    }
    while (sqlite3_step(st.s) == SQLITE_ROW) {
      const auto it = index.find(column(st.s, 0));
      if (it != index.end()) out[it->second].answers.push_back(column(st.s, 1));
    }
  }
  {
    Statement st;
    if (sqlite3_prepare_v2(db_, "SELECT game, key, status, body FROM answer_keys", -1, &st.s,
                           nullptr) != SQLITE_OK) {
      return db_error(db_, "games", "read");
    }
    while (sqlite3_step(st.s) == SQLITE_ROW) {
      const auto it = index.find(column(st.s, 0));
      if (it == index.end()) continue;
      out[it->second].keys[column(st.s, 1)] = {sqlite3_column_int(st.s, 2), column(st.s, 3)};
    }
  }
  return out;
}

bool GameStore::create(const StoredGame& g, engine::Error& failure) {
  const std::lock_guard lock(mutex_);
  Transaction t(db_);
  if (!t.begun() ||
      !run(db_, "INSERT INTO games (id, scenario, seed, setup) VALUES (?,?,?,?)",
           {g.id, g.scenario, std::to_string(g.seed), g.setup}) ||
      !insert_answers(db_, g.id, 0, g.answers) || !t.commit()) {
    failure = db_error(db_, "games", "write");
    return false;
  }
  return true;
}

bool GameStore::change(const std::string& game, std::size_t keep,
                       const std::vector<std::string>& added, const std::string& key,
                       const KeptReply& reply, engine::Error& failure) {
  const std::lock_guard lock(mutex_);
  Transaction t(db_);
  bool ok = t.begun() && run(db_, "DELETE FROM answers WHERE game = ? AND seq >= ?", {game},
                             static_cast<std::int64_t>(keep), 2);
  ok = ok && insert_answers(db_, game, keep, added);
  if (ok && !key.empty()) {
    Statement st;
    ok = sqlite3_prepare_v2(db_,
                            "INSERT INTO answer_keys (game, key, status, body) VALUES (?,?,?,?)",
                            -1, &st.s, nullptr) == SQLITE_OK;
    if (ok) {
      bind(st.s, 1, game);
      bind(st.s, 2, key);
      sqlite3_bind_int(st.s, 3, reply.status);
      bind(st.s, 4, reply.body);
      ok = sqlite3_step(st.s) == SQLITE_DONE;
    }
  }
  if (!ok || !t.commit()) {
    failure = db_error(db_, "games", "write");
    return false;
  }
  return true;
}

}  // namespace grognard::server
