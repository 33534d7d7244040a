#include "server/server.h"

#include <atomic>
#include <chrono>
#include <thread>

#include <fmt/format.h>
#include <httplib.h>

#include "engine/api.h"
#include "server/assets.h"
#include "server/event_hub.h"
#include "server/games_api.h"
#include "server/history.h"
#include "server/referee_api.h"

namespace grognard::server {

namespace {

// More than the event streams that may be open at once (EventHub::kMaxListeners referee
// streams, BattleGames::kMostStreams game streams), so streams never starve the requests.
constexpr int kThreads = EventHub::kMaxListeners + BattleGames::kMostStreams + 16;
constexpr int kHistoryLimit = 200;

text::Lang lang_of(const httplib::Request& req) {
  return req.get_param_value("lang") == "ru" ? text::Lang::ru : text::Lang::en;
}

void send(httplib::Response& res, const Answer& a) {
  res.status = a.status;
  res.set_content(a.body, a.type);
}

// A game's token: the Authorization header's Bearer token, else the `token` parameter (an
// EventSource and a download link cannot set headers).
std::string token_of(const httplib::Request& req) {
  std::string t = bearer(req.get_header_value("Authorization"));
  return t.empty() ? req.get_param_value("token") : t;
}

void security_headers(httplib::Response& res) {
  res.set_header("X-Content-Type-Options", "nosniff");
  res.set_header("Content-Security-Policy",
                 "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'");
  res.set_header("Referrer-Policy", "no-referrer");
}

Answer plain_error(int status, std::string_view field, std::string_view message) {
  engine::ojson j;
  j["error"]["field"] = field;
  j["error"]["message"] = message;
  return {status, j.dump()};
}

}  // namespace

struct RefereeServer::Impl {
  std::unique_ptr<RollHistory> history;
  EventHub hub;
  std::unique_ptr<RefereeApi> api;
  std::unique_ptr<BattleGames> games;
  httplib::Server http;
  std::atomic<bool> stopping{false};
  std::atomic<bool> started{false};
  std::atomic<bool> finished{false};

  void routes();
  void game_routes();
};

void RefereeServer::Impl::routes() {
  http.new_task_queue = [] { return new httplib::ThreadPool(kThreads); };
  http.set_payload_max_length(engine::kMaxSituationBytes);
  // A reply is written in pieces (headers, then body): without TCP_NODELAY the second waits for
  // the client's delayed ACK, some 40 ms on every answer.
  http.set_tcp_nodelay(true);
  http.set_read_timeout(10, 0);
  http.set_write_timeout(10, 0);

  http.Get("/api/actions",
           [this](const httplib::Request&, httplib::Response& res) { send(res, api->actions()); });
  http.Post("/api/odds", [this](const httplib::Request& req, httplib::Response& res) {
    send(res, api->odds(req.body, lang_of(req)));
  });
  http.Post("/api/roll", [this](const httplib::Request& req, httplib::Response& res) {
    send(res, api->roll(req.body, lang_of(req)));
  });
  http.Get("/api/history", [this](const httplib::Request&, httplib::Response& res) {
    send(res, api->history(kHistoryLimit));
  });
  http.Get("/api/events", [this](const httplib::Request&, httplib::Response& res) {
    auto seq = hub.join();
    if (!seq) {
      send(res, plain_error(503, "events", "too many open event streams"));
      return;
    }
    res.set_header("Cache-Control", "no-store");
    auto place = std::make_shared<std::uint64_t>(*seq);
    res.set_chunked_content_provider(
        "text/event-stream",
        [this, place](std::size_t, httplib::DataSink& sink) {
          auto text = hub.next(*place, std::chrono::seconds(15));
          if (!text) {
            sink.done();
            return true;
          }
          // A comment keeps the stream open through proxies and tells a closed page apart.
          const std::string out = text->empty() ? ": waiting\n\n" : *text;
          return sink.write(out.data(), out.size());
        },
        [this](bool) { hub.leave(); });
  });
  game_routes();
  // The page's files: only the embedded set, by exact path.
  http.Get(R"(/.*)", [](const httplib::Request& req, httplib::Response& res) {
    const Asset* a = find_asset(req.path);
    if (a == nullptr) {
      send(res, plain_error(404, "path", "no such page"));
      return;
    }
    security_headers(res);
    res.set_header("Cache-Control", "no-cache");
    res.set_content(std::string(a->body), std::string(a->type));
  });
  // Statuses httplib sets itself (413, 404 for an unknown method's path...) get a JSON body too.
  const httplib::Server::HandlerWithResponse on_error = [](const httplib::Request&,
                                                           httplib::Response& res) {
    if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
    const Answer a =
        res.status == 413
            ? plain_error(413, "body", "larger than 1048576 bytes (1 MiB), the limit of a request")
            : plain_error(res.status, "request", fmt::format("HTTP status {}", res.status));
    send(res, a);
    return httplib::Server::HandlerResponse::Handled;
  };
  http.set_error_handler(on_error);
  http.set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, const std::exception_ptr&) {
        send(res, plain_error(500, "server", "internal error"));
      });
}

void RefereeServer::Impl::game_routes() {
  http.Post("/api/games", [this](const httplib::Request& req, httplib::Response& res) {
    send(res, games->create(req.body, lang_of(req)));
  });
  http.Get(R"(/api/games/([^/]+))", [this](const httplib::Request& req, httplib::Response& res) {
    send(res, games->view(req.matches[1], token_of(req), lang_of(req)));
  });
  http.Get(R"(/api/games/([^/]+)/legal)",
           [this](const httplib::Request& req, httplib::Response& res) {
             send(res, games->legal(req.matches[1], token_of(req), req.get_param_value("unit"),
                                    lang_of(req)));
           });
  http.Get(R"(/api/games/([^/]+)/log)", [this](const httplib::Request& req,
                                               httplib::Response& res) {
    send(res, games->log(req.matches[1], token_of(req), req.get_param_value("from"), lang_of(req)));
  });
  http.Post(R"(/api/games/([^/]+)/answer)",
            [this](const httplib::Request& req, httplib::Response& res) {
              send(res, games->answer(req.matches[1], token_of(req), req.body,
                                      req.get_header_value("Idempotency-Key"), lang_of(req)));
            });
  http.Post(R"(/api/games/([^/]+)/check)",
            [this](const httplib::Request& req, httplib::Response& res) {
              send(res, games->check(req.matches[1], token_of(req), req.body, lang_of(req)));
            });
  http.Get(R"(/api/games/([^/]+)/table.svg)",
           [this](const httplib::Request& req, httplib::Response& res) {
             send(res, games->table(req.matches[1], token_of(req), lang_of(req)));
           });
  http.Get(R"(/api/games/([^/]+)/record)",
           [this](const httplib::Request& req, httplib::Response& res) {
             const Answer a = games->record(req.matches[1], token_of(req));
             send(res, a);
             if (a.status == 200) {
               res.set_header("Content-Disposition", "attachment; filename=\"battle-" +
                                                         std::string(req.matches[1]) + ".json\"");
             }
           });
  http.Get(R"(/api/games/([^/]+)/report.html)",
           [this](const httplib::Request& req, httplib::Response& res) {
             const Answer a = games->report(req.matches[1], token_of(req), lang_of(req));
             send(res, a);
             if (a.status == 200) {
               res.set_header("Content-Disposition", "attachment; filename=\"battle-" +
                                                         std::string(req.matches[1]) + ".html\"");
             }
           });
  // The game's updates as they happen; Last-Event-ID (the log entries the page has) or ?from=N
  // catches a page up after it reconnects.
  http.Get(R"(/api/games/([^/]+)/events)",
           [this](const httplib::Request& req, httplib::Response& res) {
             std::string from = req.get_header_value("Last-Event-ID");
             if (from.empty()) from = req.get_param_value("from");
             std::size_t at = 0;
             if (!from.empty() && from.size() < 10 &&
                 from.find_first_not_of("0123456789") == std::string::npos) {
               at = std::stoul(from);
             }
             Answer refused;
             auto stream = games->join(req.matches[1], token_of(req), at, refused);
             if (!stream) {
               send(res, refused);
               return;
             }
             res.set_header("Cache-Control", "no-store");
             auto place = std::make_shared<BattleGames::Stream>(std::move(*stream));
             const text::Lang lang = lang_of(req);
             res.set_chunked_content_provider(
                 "text/event-stream",
                 [this, place, lang](std::size_t, httplib::DataSink& sink) {
                   auto text = games->next(*place, lang, std::chrono::seconds(15));
                   if (!text) {
                     sink.done();
                     return true;
                   }
                   const std::string out = text->empty() ? ": waiting\n\n" : *text;
                   return sink.write(out.data(), out.size());
                 },
                 [this](bool) { games->leave(); });
           });
}

RefereeServer::RefereeServer(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

RefereeServer::~RefereeServer() {
  stop();
}

engine::Expected<std::unique_ptr<RefereeServer>> RefereeServer::create(const std::string& db_path) {
  auto history = RollHistory::open(db_path);
  if (!history.ok()) return history.error();
  auto games = BattleGames::open(db_path);
  if (!games.ok()) return games.error();
  auto impl = std::make_unique<Impl>();
  impl->history = std::move(history.value());
  impl->games = std::move(games.value());
  Impl* raw = impl.get();
  impl->api = std::make_unique<RefereeApi>(
      *impl->history, [raw](const std::string& data) { raw->hub.publish("roll", data); });
  impl->routes();
  return std::unique_ptr<RefereeServer>(new RefereeServer(std::move(impl)));
}

engine::Expected<int> RefereeServer::bind(const std::string& host, int port) {
  const int bound = port == 0 ? impl_->http.bind_to_any_port(host)
                              : (impl_->http.bind_to_port(host, port) ? port : -1);
  if (bound < 0) {
    return engine::Error{"--port",
                         "cannot listen on " + host + ":" + std::to_string(port) +
                             " (in use, or not an address of this machine)",
                         "не удаётся слушать " + host + ":" + std::to_string(port) +
                             " (занят или не адрес этой машины)"};
  }
  return bound;
}

bool RefereeServer::run() {
  impl_->started = true;
  const bool ok = impl_->stopping || impl_->http.listen_after_bind();
  impl_->finished = true;
  return ok;
}

bool RefereeServer::running() const {
  return impl_->http.is_running();
}

void RefereeServer::stop() {
  if (impl_->stopping.exchange(true)) return;
  impl_->hub.close();
  impl_->games->close();
  // A stop that comes while run() is starting waits until it listens, so it is not lost.
  while (impl_->started && !impl_->finished && !impl_->http.is_running()) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  impl_->http.stop();
}

bool is_loopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host.rfind("127.", 0) == 0;
}

}  // namespace grognard::server
