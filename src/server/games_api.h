// The battles' JSON API (issue 13, docs/server.md "Battles"), free of HTTP so that tests call
// it directly: POST /api/games, and with a game's token GET /api/games/{id} (the view),
// /legal?unit=ID, /log?from=N, /table.svg, /record, /report.html, POST /answer and /check, and
// the event stream's updates. Every game is kept in SQLite (game_store.h) and comes back after a
// restart; a token is a random 128-bit value, one per side and one for spectators.
//
// Status codes: 400 bad input {"error": {"field", "message", "clause"?}}, 403 a token that is
// not the game's (or a spectator answering), 404 no such game, 409 a question that is not the
// token's to answer, 500 the database refused a write (then nothing changed).
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <shared_mutex>
#include <string>
#include <string_view>

#include "engine/error.h"
#include "server/battle_game.h"
#include "server/game_store.h"
#include "server/referee_api.h"
#include "text/lang.h"

namespace grognard::server {

class BattleGames {
 public:
  static constexpr std::size_t kMostGames = 10000;
  static constexpr int kMostStreams = 32;

  // The games kept in the SQLite database `path` (":memory:" keeps none), played again to
  // where their last answers left them.
  static engine::Expected<std::unique_ptr<BattleGames>> open(const std::string& path);

  // {"scenario": "default" | TOML, "sides": {"<army>": "human" | "ai" | "random" | "line" |
  //  "search"}, "seed": N,
  //  "dice": "computer" | "hand"} -> {"id", "tokens": {"<army>": token}, "spectator": token}.
  Answer create(std::string_view body, text::Lang lang);

  Answer view(const std::string& id, const std::string& token, text::Lang lang);
  Answer legal(const std::string& id, const std::string& token, std::string_view unit,
               text::Lang lang);
  Answer log(const std::string& id, const std::string& token, std::string_view from,
             text::Lang lang);
  // {"answer": <answer> | "undo", "key": "..."}; `key` (the Idempotency-Key header) wins over
  // the body's. A key already taken answers what it answered then, and changes nothing.
  Answer answer(const std::string& id, const std::string& token, std::string_view body,
                std::string key, text::Lang lang);
  // The same answer checked without change: {"ok": true} or the refusal; for a move, its
  // distance and the unit's allowance.
  Answer check(const std::string& id, const std::string& token, std::string_view body,
               text::Lang lang);
  Answer table(const std::string& id, const std::string& token, text::Lang lang);
  Answer record(const std::string& id, const std::string& token);
  Answer report(const std::string& id, const std::string& token, text::Lang lang);

  // An event stream's place in a game; nothing (and the answer to send) when the stream may
  // not open: no such game, a wrong token, or too many streams.
  struct Stream {
    std::shared_ptr<BattleGame> game;
    int viewer = kSpectator;
    std::size_t cursor = 0;           // the log entries it has been sent
    std::uint64_t seen = UINT64_MAX;  // the game's version it was last sent
  };
  std::optional<Stream> join(const std::string& id, const std::string& token, std::size_t from,
                             Answer& refused);
  void leave();
  // The next update for `s` as SSE text, waiting up to `wait`: "" when nothing changed,
  // nothing once closed. An update is {"from", "entries", "view"}: the page drops its log from
  // `from` on (an undo shortens the log) and appends the entries.
  std::optional<std::string> next(Stream& s, text::Lang lang, std::chrono::milliseconds wait);
  // Ends every stream.
  void close();

 private:
  explicit BattleGames(std::unique_ptr<GameStore> store) : store_(std::move(store)) {}
  // The game and the token's holder, or the answer refusing them (404, 403).
  std::shared_ptr<BattleGame> find(const std::string& id, const std::string& token, int& viewer,
                                   Answer& refused);

  std::unique_ptr<GameStore> store_;
  std::shared_mutex mutex_;  // guards games_
  std::map<std::string, std::shared_ptr<BattleGame>> games_;
  std::atomic<int> streams_{0};
  std::atomic<bool> closed_{false};
};

// The Bearer token of an Authorization header ("Bearer abc" -> "abc"), else "".
std::string bearer(std::string_view authorization);

}  // namespace grognard::server
