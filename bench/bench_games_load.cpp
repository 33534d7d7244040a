// The battle server under load (issue 13): 50 games played at once over HTTP on loopback by
// scripted players, one thread per game, each answering its game's questions (both sides
// human: "done" to every order question, the first answer open to a charge, the whole regiment
// for squadrons) for a bounded number of answers. Every answer carries an idempotency key and
// every fifth is sent twice; the second must answer the same and change nothing. At the end the
// server is stopped and opened again on the same SQLite file: every game must come back with
// exactly the answers accepted, no answer lost and none doubled.
//
// Reports answers_per_second and the p50 and p99 latency of one answer (ms); fails the run
// (SkipWithError) on any lost, doubled or refused answer.
#include <benchmark/benchmark.h>

#include <httplib.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <thread>
#include <vector>

#include "server/server.h"

namespace {

using namespace grognard;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

constexpr int kGames = 50;
constexpr int kAnswersPerGame = 40;  // bounded: about five turns of the built-in battle
constexpr int kResendEvery = 5;

struct Running {
  std::unique_ptr<server::RefereeServer> server;
  std::thread thread;
  int port = 0;

  explicit Running(const std::string& db) {
    auto s = server::RefereeServer::create(db);
    if (!s.ok()) return;
    server = std::move(s.value());
    auto p = server->bind("127.0.0.1", 0);  // loopback only
    if (!p.ok()) return;
    port = p.value();
    thread = std::thread([this] { server->run(); });
    while (!server->running()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  ~Running() {
    if (server) server->stop();
    if (thread.joinable()) thread.join();
  }
  Running(const Running&) = delete;
  Running& operator=(const Running&) = delete;
};

json get(httplib::Client& c, const std::string& path, const std::string& token) {
  auto r = c.Get(path, {{"Authorization", "Bearer " + token}});
  return r && r->status == 200 ? json::parse(r->body) : json();
}

// The scripted answer to a question.
json answer_to(const json& q) {
  if (q["kind"] == "charge_answer") return {{"response", q["allowed"][0]}};
  if (q["kind"] == "squadrons") return {{"squadrons", 0}};
  return {{"done", true}};
}

struct Played {
  std::vector<double> latencies_ms;
  int accepted = 0;
  int doubled = 0;  // a resent key that answered otherwise, or changed the game
  int refused = 0;
  std::string id;
  std::array<std::string, 2> tokens;
};

void play(int port, Played& p) {
  httplib::Client c("127.0.0.1", port);
  c.set_read_timeout(60, 0);
  c.set_keep_alive(true);
  c.set_tcp_nodelay(true);  // as a browser does
  for (int k = 0; k < kAnswersPerGame; ++k) {
    const json v = get(c, "/api/games/" + p.id, p.tokens[0]);
    if (v.is_null() || v["over"] == true) break;
    const json& q = v["question"];
    const int side = q.contains("side") ? q["side"].get<int>() : 0;
    const std::string& token = p.tokens[static_cast<std::size_t>(side)];
    const std::string key = p.id + "-" + std::to_string(k);
    const std::string body = json{{"answer", answer_to(q)}, {"key", key}}.dump();
    const httplib::Headers h{{"Authorization", "Bearer " + token}};
    const auto t0 = Clock::now();
    auto r = c.Post("/api/games/" + p.id + "/answer", h, body, "application/json");
    p.latencies_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    if (!r || r->status != 200) {
      ++p.refused;
      continue;
    }
    ++p.accepted;
    if (k % kResendEvery == 0) {
      auto again = c.Post("/api/games/" + p.id + "/answer", h, body, "application/json");
      if (!again || again->body != r->body) ++p.doubled;
    }
  }
}

void BM_FiftyGamesAnswered(benchmark::State& state) {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("grognard-bench-games-" + std::to_string(::getpid()));
  for (auto _ : state) {
    state.PauseTiming();
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string db = (dir / "grognard.sqlite").string();
    std::vector<Played> games(kGames);
    std::vector<int> answers_before(kGames);
    double seconds = 0;
    {
      Running running(db);
      httplib::Client c("127.0.0.1", running.port);
      for (int g = 0; g < kGames; ++g) {
        auto r = c.Post("/api/games",
                        json{{"scenario", "default"},
                             {"sides", {{"French", "human"}, {"British", "human"}}},
                             {"seed", 1000 + g}}
                            .dump(),
                        "application/json");
        const json j = json::parse(r->body);
        games[g].id = j["id"];
        games[g].tokens = {j["tokens"]["French"], j["tokens"]["British"]};
        answers_before[g] = get(c, "/api/games/" + games[g].id, games[g].tokens[0])["answers"];
      }
      state.ResumeTiming();
      const auto t0 = Clock::now();
      std::vector<std::thread> players;
      for (int g = 0; g < kGames; ++g) {
        players.emplace_back([&, g] { play(running.port, games[g]); });
      }
      for (auto& t : players) t.join();
      seconds = std::chrono::duration<double>(Clock::now() - t0).count();
      state.PauseTiming();
    }
    // The server stopped; opened again on its database, every accepted answer is there once.
    int lost = 0;
    int doubled = 0;
    int refused = 0;
    int accepted = 0;
    std::vector<double> all;
    {
      Running again(db);
      httplib::Client c("127.0.0.1", again.port);
      for (int g = 0; g < kGames; ++g) {
        const json v = get(c, "/api/games/" + games[g].id, games[g].tokens[0]);
        const int kept = v.is_null() ? -1 : v["answers"].get<int>() - answers_before[g];
        // Each answer accepted is one answer kept (no AI side answers after it).
        if (kept < games[g].accepted) lost += games[g].accepted - kept;
        if (kept > games[g].accepted) doubled += kept - games[g].accepted;
        doubled += games[g].doubled;
        refused += games[g].refused;
        accepted += games[g].accepted;
        all.insert(all.end(), games[g].latencies_ms.begin(), games[g].latencies_ms.end());
      }
    }
    std::sort(all.begin(), all.end());
    const auto pct = [&](double p) {
      return all.empty()
                 ? 0.0
                 : all[std::min(all.size() - 1,
                                static_cast<std::size_t>(p * static_cast<double>(all.size())))];
    };
    state.counters["games"] = kGames;
    state.counters["answers"] = accepted;
    state.counters["answers_per_second"] = accepted / seconds;
    state.counters["p50_ms"] = pct(0.50);
    state.counters["p99_ms"] = pct(0.99);
    state.counters["lost"] = lost;
    state.counters["doubled"] = doubled;
    state.counters["refused"] = refused;
    std::filesystem::remove_all(dir);
    if (lost != 0 || doubled != 0 || refused != 0) {
      state.SkipWithError("an answer was lost, doubled or refused");
    }
    state.ResumeTiming();
  }
}
BENCHMARK(BM_FiftyGamesAnswered)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

}  // namespace
