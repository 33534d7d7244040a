// The battles' API over HTTP (issue 13): creating a game, tokens (403), an unknown game (404),
// another side's question (409), bad answers (400 with the field and the clause), an answer sent
// twice under one idempotency key applied once, a refused answer changing nothing, undo, the
// event stream, and a server killed with SIGKILL mid-game that starts again with nothing lost.
#include <gtest/gtest.h>

#include <httplib.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <thread>

#include "server/games_api.h"
#include "server/server.h"

namespace grognard::server {
namespace {

using nlohmann::json;

struct Reply {
  int status = 0;
  json body;
};

class Client {
 public:
  explicit Client(int port) : port_(port) {}
  Reply get(const std::string& path, const std::string& token) const {
    httplib::Client c("127.0.0.1", port_);
    c.set_read_timeout(30, 0);
    httplib::Headers h;
    if (!token.empty()) h.emplace("Authorization", "Bearer " + token);
    auto r = c.Get(path, h);
    if (!r) return {-1, nullptr};
    return {r->status, json::parse(r->body, nullptr, false)};
  }
  Reply post(const std::string& path, const std::string& token, const std::string& body,
             const std::string& key = "") const {
    httplib::Client c("127.0.0.1", port_);
    c.set_read_timeout(30, 0);
    httplib::Headers h;
    if (!token.empty()) h.emplace("Authorization", "Bearer " + token);
    if (!key.empty()) h.emplace("Idempotency-Key", key);
    auto r = c.Post(path, h, body, "application/json");
    if (!r) return {-1, nullptr};
    return {r->status, json::parse(r->body, nullptr, false)};
  }

 private:
  int port_;
};

// The built-in battle, the French played by a human and the British by the AI.
const char* const kNewGame =
    R"({"scenario": "default", "sides": {"French": "human", "British": "ai"}, "seed": 1809})";

class GamesApi : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("grognard-games-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    start();
  }
  void TearDown() override {
    stop();
    std::filesystem::remove_all(dir_);
  }
  void start() {
    auto s = RefereeServer::create((dir_ / "grognard.sqlite").string());
    ASSERT_TRUE(s.ok());
    server_ = std::move(s.value());
    auto port = server_->bind("127.0.0.1", 0);
    ASSERT_TRUE(port.ok());
    port_ = port.value();
    thread_ = std::thread([this] { server_->run(); });
    for (int i = 0; i < 500 && !server_->running(); ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    ASSERT_TRUE(server_->running());
  }
  void stop() {
    if (!server_) return;
    server_->stop();
    if (thread_.joinable()) thread_.join();
    server_.reset();
  }
  [[nodiscard]] Client client() const { return Client(port_); }

  // A new game: its id and the French, British and spectator tokens.
  std::array<std::string, 4> new_game() const {
    const Reply r = client().post("/api/games", "", kNewGame);
    EXPECT_EQ(r.status, 201) << r.body.dump();
    return {r.body["id"], r.body["tokens"]["French"], r.body["tokens"]["British"],
            r.body["spectator"]};
  }

  std::filesystem::path dir_;
  std::unique_ptr<RefereeServer> server_;
  std::thread thread_;
  int port_ = 0;
};

TEST_F(GamesApi, ANewGameAsksTheHumanSideFirst) {
  const auto [id, french, british, spectator] = new_game();
  EXPECT_EQ(id.size(), 16U);
  EXPECT_EQ(french.size(), 32U);  // 128 bits in hexadecimal
  EXPECT_NE(french, british);
  EXPECT_NE(french, spectator);
  const Reply v = client().get("/api/games/" + id, french);
  ASSERT_EQ(v.status, 200);
  EXPECT_EQ(v.body["id"], id);
  EXPECT_EQ(v.body["you"], 0);
  EXPECT_EQ(v.body["turn"], 1);
  EXPECT_EQ(v.body["sides"][0]["name"], "French");
  EXPECT_EQ(v.body["sides"][1]["player"], "ai");
  EXPECT_EQ(v.body["question"]["kind"], "orders");
  EXPECT_EQ(v.body["question"]["side"], 0);
  EXPECT_EQ(v.body["question"]["yours"], true);
  EXPECT_EQ(v.body["units"].size(), 10U);
  EXPECT_EQ(v.body["units"][0]["id"], 0);
  for (const char* k : {"name", "side", "x", "y", "facing", "formation", "status", "damage"}) {
    EXPECT_TRUE(v.body["units"][0].contains(k)) << k;
  }
  const Reply watch = client().get("/api/games/" + id, spectator);
  EXPECT_EQ(watch.body["you"], "spectator");
  EXPECT_EQ(watch.body["question"]["yours"], false);
}

TEST_F(GamesApi, TokensGameAndTurnAreChecked) {
  const auto [id, french, british, spectator] = new_game();
  const Client c = client();
  EXPECT_EQ(c.get("/api/games/" + id, "").status, 403);
  const Reply wrong = c.get("/api/games/" + id, std::string(32, '0'));
  EXPECT_EQ(wrong.status, 403);
  EXPECT_EQ(wrong.body["error"]["field"], "token");
  EXPECT_EQ(c.get("/api/games/0123456789abcdef", french).status, 404);
  EXPECT_EQ(c.get("/api/games/0123456789abcdef/table.svg", french).status, 404);
  // The British (the AI's side) are not asked: 409; a spectator answers nothing: 403.
  const Reply theirs =
      c.post("/api/games/" + id + "/answer", british, R"({"answer": {"done": true}})");
  EXPECT_EQ(theirs.status, 409);
  EXPECT_EQ(theirs.body["error"]["field"], "token");
  EXPECT_EQ(
      c.post("/api/games/" + id + "/answer", spectator, R"({"answer": {"done": true}})").status,
      403);
  EXPECT_EQ(c.get("/api/games/" + id + "/legal?unit=0", british).status, 409);
  // A token of one game opens no other.
  const auto other = new_game();
  EXPECT_EQ(c.get("/api/games/" + other[0], french).status, 403);
}

TEST_F(GamesApi, BadRequestsNameTheFieldAndRefusalsTheClause) {
  const Client c = client();
  const auto expect_bad = [&](const Reply& r, const std::string& field) {
    EXPECT_EQ(r.status, 400) << r.body.dump();
    EXPECT_EQ(r.body["error"]["field"], field) << r.body.dump();
  };
  expect_bad(c.post("/api/games", "", "[1]"), "body");
  expect_bad(c.post("/api/games", "", R"({"colour": 1})"), "colour");
  expect_bad(c.post("/api/games", "", R"({"seed": -1})"), "seed");
  expect_bad(c.post("/api/games", "", R"({"sides": {"Prussians": "ai"}})"), "sides.Prussians");
  expect_bad(c.post("/api/games", "", R"({"sides": {"French": "robot"}})"), "sides.French");
  expect_bad(c.post("/api/games", "", R"({"scenario": "[scenario]\ntitle = 3"})"), "scenario");
  expect_bad(c.post("/api/games", "", R"({"dice": "hand", "sides": {"0": "ai", "1": "ai"}})"),
             "dice");
  const auto [id, french, british, spectator] = new_game();
  const std::string answer = "/api/games/" + id + "/answer";
  expect_bad(c.post(answer, french, "not json"), "body");
  expect_bad(c.post(answer, french, R"({"answer": {"order": {"kind": "leap", "unit": 0}}})"),
             "answer.order.kind");
  expect_bad(c.post(answer, french, R"({"answer": {"faces": [7]}})"), "answer.faces[0]");
  expect_bad(c.get("/api/games/" + id + "/legal?unit=99", french), "unit");
  // An order of another phase: refused with its clause, and nothing changed.
  const Reply before = c.get("/api/games/" + id, french);
  const Reply fire =
      c.post(answer, french, R"({"answer": {"order": {"kind": "fire", "unit": 0, "target": 5}}})");
  EXPECT_EQ(fire.status, 400);
  EXPECT_EQ(fire.body["error"]["field"], "answer");
  EXPECT_EQ(fire.body["error"]["clause"], "PR-TURN-1");
  EXPECT_EQ(c.get("/api/games/" + id, french).body, before.body);
}

TEST_F(GamesApi, AnAnswerSentTwiceIsAppliedOnce) {
  const auto [id, french, british, spectator] = new_game();
  const Client c = client();
  const std::string answer = "/api/games/" + id + "/answer";
  const Reply first = c.post(answer, french, R"({"answer": {"done": true}})", "k-1");
  ASSERT_EQ(first.status, 200) << first.body.dump();
  const int answers = first.body["view"]["answers"];
  EXPECT_GT(answers, 1);  // the French's done, then the AI's answers up to the next question
  const Reply again = c.post(answer, french, R"({"answer": {"done": true}})", "k-1");
  EXPECT_EQ(again.status, 200);
  EXPECT_EQ(again.body, first.body);
  EXPECT_EQ(c.get("/api/games/" + id, french).body["answers"], answers);
  // The key in the body works as the header does.
  const Reply k2 = c.post(answer, french, R"({"answer": {"done": true}, "key": "k-2"})");
  ASSERT_EQ(k2.status, 200);
  const int after = c.get("/api/games/" + id, french).body["answers"];
  EXPECT_GT(after, answers);
  EXPECT_EQ(c.post(answer, french, R"({"answer": {"done": true}, "key": "k-2"})").body, k2.body);
  EXPECT_EQ(c.get("/api/games/" + id, french).body["answers"], after);
  // Kept across a restart.
  stop();
  start();
  EXPECT_EQ(
      client()
          .post("/api/games/" + id + "/answer", french, R"({"answer": {"done": true}})", "k-2")
          .body,
      k2.body);
  EXPECT_EQ(client().get("/api/games/" + id, french).body["answers"], after);
}

// Plays the French's phases with "done" until the movement phase, where a unit may move.
json to_movement(const Client& c, const std::string& id, const std::string& token) {
  json v = c.get("/api/games/" + id, token).body;
  for (int i = 0; i < 20 && v["phase"] != "movement"; ++i) {
    v = c.post("/api/games/" + id + "/answer", token, R"({"answer": {"done": true}})").body["view"];
  }
  return v;
}

TEST_F(GamesApi, AMoveIsCheckedThenGivenThenUndone) {
  const auto [id, french, british, spectator] = new_game();
  const Client c = client();
  const json v = to_movement(c, id, french);
  ASSERT_EQ(v["phase"], "movement");
  ASSERT_EQ(v["question"]["side"], 0);
  const Reply legal = c.get("/api/games/" + id + "/legal?unit=0", french);
  ASSERT_EQ(legal.status, 200);
  json move;
  for (const json& o : legal.body["orders"]) {
    if (o["order"]["kind"] == "move") move = o;
  }
  ASSERT_FALSE(move.is_null());
  const double allowance = move["allowance"];
  json order = move["order"];
  order["at"] = {order["at"][0].get<double>(), order["at"][1].get<double>() + 3};
  const Reply check =
      c.post("/api/games/" + id + "/check", french, json{{"answer", {{"order", order}}}}.dump());
  ASSERT_EQ(check.status, 200);
  EXPECT_DOUBLE_EQ(check.body["distance"].get<double>(), 3.0);
  EXPECT_DOUBLE_EQ(check.body["allowance"].get<double>(), allowance);
  const Reply moved =
      c.post("/api/games/" + id + "/answer", french, json{{"answer", {{"order", order}}}}.dump());
  ASSERT_EQ(moved.status, 200) << moved.body.dump();
  EXPECT_DOUBLE_EQ(moved.body["view"]["units"][0]["y"].get<double>(), order["at"][1].get<double>());
  EXPECT_EQ(moved.body["view"]["can_undo"], true);
  // A second move in the phase: refused with its clause, and nothing changed.
  json again = order;
  again["at"][1] = order["at"][1].get<double>() + 1;
  const Reply twice =
      c.post("/api/games/" + id + "/answer", french, json{{"answer", {{"order", again}}}}.dump());
  EXPECT_EQ(twice.status, 400);
  EXPECT_EQ(twice.body["error"]["clause"], "PR-MOVE-1");
  EXPECT_EQ(twice.body["error"]["message"],
            "1/31e Ligne: order refused: it has already moved this phase");
  EXPECT_EQ(c.get("/api/games/" + id, french).body, moved.body["view"]);
  const Reply undone = c.post("/api/games/" + id + "/answer", french, R"({"answer": "undo"})");
  ASSERT_EQ(undone.status, 200);
  EXPECT_EQ(undone.body["view"]["units"][0]["y"], v["units"][0]["y"]);
  EXPECT_EQ(undone.body["view"]["answers"], v["answers"]);
  EXPECT_EQ(c.post("/api/games/" + id + "/answer", french, R"({"answer": "undo"})").status, 400);
}

TEST_F(GamesApi, TheEventStreamCatchesUpAndPushes) {
  const auto [id, french, british, spectator] = new_game();
  const Client c = client();
  ASSERT_EQ(c.post("/api/games/" + id + "/answer", french, R"({"answer": {"done": true}})").status,
            200);
  const int log_size = c.get("/api/games/" + id, spectator).body["log_size"];
  httplib::Client sse("127.0.0.1", port_);
  sse.set_read_timeout(10, 0);
  std::string got;
  std::thread answerer([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    c.post("/api/games/" + id + "/answer", french, R"({"answer": {"done": true}})");
  });
  int events = 0;
  sse.Get("/api/games/" + id + "/events?from=2&token=" + spectator,
          [&](const char* data, std::size_t n) {
            got.append(data, n);
            std::size_t at = 0;
            events = 0;
            while ((at = got.find("event: update", at)) != std::string::npos) {
              ++events;
              ++at;
            }
            return events < 2;
          });
  answerer.join();
  ASSERT_EQ(events, 2);
  // The first update catches up from entry 2; the second is the answer pushed.
  const std::size_t d1 = got.find("data: ");
  const json first = json::parse(got.substr(d1 + 6, got.find('\n', d1) - d1 - 6));
  EXPECT_EQ(first["from"], 2);
  EXPECT_EQ(first["entries"].size(), static_cast<std::size_t>(log_size - 2));
  EXPECT_EQ(first["view"]["you"], "spectator");
  const std::size_t d2 = got.find("data: ", d1 + 1);
  const json second = json::parse(got.substr(d2 + 6, got.find('\n', d2) - d2 - 6));
  EXPECT_EQ(second["from"], log_size);
  EXPECT_GT(second["view"]["log_size"].get<int>(), log_size);
  EXPECT_EQ(sse.Get("/api/games/" + id + "/events?token=bad")->status, 403);
}

// `grognard serve` as a separate process, so that it can be killed with SIGKILL.
class ServeProcess {
 public:
  explicit ServeProcess(const std::string& data) {
    int out[2];
    if (pipe(out) != 0) return;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(out[1], 1);
      close(out[0]);
      execl(GROGNARD_BINARY, GROGNARD_BINARY, "serve", "--port", "0", "--data", data.c_str(),
            static_cast<char*>(nullptr));
      _exit(127);
    }
    close(out[1]);
    // "grognard: the referee is at http://127.0.0.1:PORT/ ..."
    FILE* f = fdopen(out[0], "r");
    char line[512];
    if (f != nullptr && fgets(line, sizeof line, f) != nullptr) {
      std::smatch m;
      const std::string s(line);
      if (std::regex_search(s, m, std::regex(R"(127\.0\.0\.1:(\d+))"))) port_ = std::stoi(m[1]);
    }
    out_ = f;
  }
  ~ServeProcess() {
    kill_now();
    if (out_ != nullptr) fclose(out_);
  }
  ServeProcess(const ServeProcess&) = delete;
  ServeProcess& operator=(const ServeProcess&) = delete;
  [[nodiscard]] int port() const { return port_; }
  void kill_now() {
    if (pid_ > 0) {
      ::kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
      pid_ = -1;
    }
  }

 private:
  pid_t pid_ = -1;
  int port_ = 0;
  FILE* out_ = nullptr;
};

TEST(GamesSurvive, AServerKilledMidGameStartsAgainWithNothingLost) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("grognard-kill-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  json before;
  std::string id;
  std::string french;
  {
    ServeProcess serve(dir.string());
    ASSERT_GT(serve.port(), 0);
    const Client c(serve.port());
    const Reply g = c.post("/api/games", "", kNewGame);
    ASSERT_EQ(g.status, 201);
    id = g.body["id"];
    french = g.body["tokens"]["French"];
    // Answers in flight while the server is killed: those accepted are kept, none half.
    std::atomic<bool> go{true};
    std::thread player([&] {
      for (int i = 0; i < 6 && go; ++i) {
        c.post("/api/games/" + id + "/answer", french, R"({"answer": {"done": true}})");
      }
    });
    player.join();
    before = c.get("/api/games/" + id, french).body;
    ASSERT_GT(before["answers"].get<int>(), 6);
    serve.kill_now();
  }
  ServeProcess again(dir.string());
  ASSERT_GT(again.port(), 0);
  const Client c(again.port());
  const Reply after = c.get("/api/games/" + id, french);
  ASSERT_EQ(after.status, 200);
  EXPECT_EQ(after.body, before);
  const Reply log = c.get("/api/games/" + id + "/log?from=0", french);
  EXPECT_EQ(log.body["entries"].size(), before["log_size"].get<std::size_t>());
  // And the game goes on.
  EXPECT_EQ(c.post("/api/games/" + id + "/answer", french, R"({"answer": {"done": true}})").status,
            200);
  again.kill_now();
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace grognard::server
