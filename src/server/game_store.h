// The battles of `grognard serve` kept in SQLite, so that a server killed at any moment (SIGKILL
// included) starts again with every game where its last accepted answer left it. A game is its
// scenario text, seed, sides and tokens (written once) and its answers in order; a match replays
// exactly from them (game/match.h), so nothing derived is stored. Every change is one
// transaction: the answers a request adds (a player's and the AI's after it) and the
// idempotency key that names the request are there together or not at all.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/error.h"

struct sqlite3;

namespace grognard::server {

// What a request answered, kept under its idempotency key so a doubled request answers the same.
struct KeptReply {
  int status = 200;
  std::string body;
};

struct StoredGame {
  std::string id;
  std::string scenario;  // "default" or the TOML text uploaded
  std::uint64_t seed = 0;
  std::string setup;                      // JSON: sides, tokens, options (battle_game.h)
  std::vector<std::string> answers;       // JSON of each answer (game/match_json.h), in order
  std::map<std::string, KeptReply> keys;  // idempotency key -> the reply given
};

class GameStore {
 public:
  // Opens (creating if needed) `path`; ":memory:" keeps nothing.
  static engine::Expected<std::unique_ptr<GameStore>> open(const std::string& path);
  ~GameStore();
  GameStore(const GameStore&) = delete;
  GameStore& operator=(const GameStore&) = delete;

  // Every game kept, with its answers and keys.
  engine::Expected<std::vector<StoredGame>> load();

  // A new game with the answers given before its first human question (the AI's), in one
  // transaction.
  bool create(const StoredGame& g, engine::Error& failure);

  // In one transaction: drops the answers from `keep` on (an undo), appends `added` after them,
  // and keeps `reply` under `key` when the key is not empty. False (and `failure` set) when the
  // disk refused it: then nothing of it is kept.
  bool change(const std::string& game, std::size_t keep, const std::vector<std::string>& added,
              const std::string& key, const KeptReply& reply, engine::Error& failure);

 private:
  explicit GameStore(sqlite3* db) : db_(db) {}
  sqlite3* db_;
  std::mutex mutex_;
};

}  // namespace grognard::server
