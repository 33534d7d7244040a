// The referee's JSON API (docs/server.md), free of HTTP so that tests call it directly:
// GET /api/actions, POST /api/odds, POST /api/roll, GET /api/history. Each answer is an HTTP
// status and a JSON body; bad input is 400 with {"error": {"field", "message"}}, the command
// line's error in JSON.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "server/history.h"
#include "text/lang.h"

namespace grognard::server {

struct Answer {
  int status = 200;
  std::string body;  // JSON, unless `type` says otherwise
  std::string type = "application/json; charset=utf-8";
};

class RefereeApi {
 public:
  // `on_roll` is told of every roll kept in the history (the server pushes it to open pages).
  RefereeApi(RollHistory& history, std::function<void(const std::string&)> on_roll);

  // Every action with its situation's description, choice labels from the text layer.
  [[nodiscard]] const Answer& actions() const { return actions_; }
  // The body is the bare situation, as `grognard odds` takes it.
  [[nodiscard]] Answer odds(std::string_view body, text::Lang lang) const;
  // The body is {"situation": {...}} with "dice": [faces] or "seed": N or neither (the
  // computer rolls with a fresh seed). The roll is kept in the history.
  Answer roll(std::string_view body, text::Lang lang);
  // The newest rolls, newest first: {"rolls": [{"id", "at", "action", "request", "result"}]}.
  [[nodiscard]] Answer history(int limit) const;

 private:
  RollHistory& history_;
  std::function<void(const std::string&)> on_roll_;
  Answer actions_;
};

}  // namespace grognard::server
