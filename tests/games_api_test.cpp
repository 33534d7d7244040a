// The battles' API over HTTP (issue 13): creating a game, tokens (403), an unknown game (404),
// another side's question (409), bad answers (400 with the field and the clause), an answer sent
// twice under one idempotency key applied once, a refused answer changing nothing, undo, the
// event stream, a server killed with SIGKILL mid-game that starts again with nothing lost, and
// the AI's level per side (random, line, search): accepted, shown, kept, and played as
// game::drive plays it.
#include <gtest/gtest.h>

#include <httplib.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <regex>
#include <thread>

#include "ai/commanders.h"
#include "game/battle.h"
#include "game/match_json.h"
#include "server/game_store.h"
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

// The built-in battle, the French played by a human and the British by the AI's line commander
// (quick, and what these tests were written against; the levels have tests of their own below).
const char* const kNewGame =
    R"({"scenario": "default", "sides": {"French": "human", "British": "line"}, "seed": 1809})";

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
  EXPECT_EQ(v.body["sides"][1]["level"], "line");
  EXPECT_FALSE(v.body["sides"][0].contains("level"));  // a human side has none
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

// A scripted player's answer to the question of view `v`: done to orders, the first answer open
// to a charge, the whole regiment for squadrons.
std::string scripted(const json& v) {
  const json& q = v["question"];
  if (q["kind"] == "charge_answer") return json{{"answer", {{"response", q["allowed"][0]}}}}.dump();
  if (q["kind"] == "squadrons") return R"({"answer": {"squadrons": 0}})";
  return R"({"answer": {"done": true}})";
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
  std::string id;
  std::string french;
  json last_view;       // the view of the last answer the server confirmed
  std::string sending;  // the key of the answer in flight when the server died, if any
  int confirmed = 0;
  {
    ServeProcess serve(dir.string());
    ASSERT_GT(serve.port(), 0);
    const Client c(serve.port());
    const Reply g = c.post("/api/games", "", kNewGame);
    ASSERT_EQ(g.status, 201);
    id = g.body["id"];
    french = g.body["tokens"]["French"];
    last_view = c.get("/api/games/" + id, french).body;
    std::mutex m;
    std::thread player([&] {
      for (int k = 0;; ++k) {
        const std::string key = "kill-" + std::to_string(k);
        std::string body;
        {
          const std::lock_guard lock(m);
          sending = key;
          body = scripted(last_view);
        }
        const Reply r = c.post("/api/games/" + id + "/answer", french, body, key);
        const std::lock_guard lock(m);
        if (r.status != 200) return;  // the server is gone (or the battle over)
        last_view = r.body["view"];
        ++confirmed;
        sending.clear();
      }
    });
    // Killed while the player keeps answering: mid-request, most likely.
    std::this_thread::sleep_for(std::chrono::milliseconds(60));
    serve.kill_now();
    player.join();
  }
  ASSERT_GT(confirmed, 0);
  ServeProcess again(dir.string());
  ASSERT_GT(again.port(), 0);
  const Client c(again.port());
  const Reply after = c.get("/api/games/" + id, french);
  ASSERT_EQ(after.status, 200);
  if (after.body != last_view) {
    // The answer in flight was committed before the kill, its reply lost: sent again under its
    // key, it answers what it would have answered, and changes nothing.
    ASSERT_FALSE(sending.empty());
    EXPECT_GT(after.body["answers"].get<int>(), last_view["answers"].get<int>());
    const Reply resent =
        c.post("/api/games/" + id + "/answer", french, scripted(last_view), sending);
    EXPECT_EQ(resent.status, 200);
    EXPECT_EQ(resent.body["view"], after.body);
    EXPECT_EQ(c.get("/api/games/" + id, french).body, after.body);
  }
  const Reply log = c.get("/api/games/" + id + "/log?from=0", french);
  EXPECT_EQ(log.body["entries"].size(), after.body["log_size"].get<std::size_t>());
  // And the game goes on.
  if (after.body["over"] == false) {
    EXPECT_EQ(c.post("/api/games/" + id + "/answer", french, scripted(after.body)).status, 200);
  }
  again.kill_now();
  std::filesystem::remove_all(dir);
}

TEST_F(GamesApi, AnswersToOneGameAreSerialised) {
  // Both sides human; eight clients answer "done" for the side asked, at once, each with its own
  // key: every accepted answer is one answer of the game, in some order, none lost.
  const Reply g = client().post(
      "/api/games", "",
      R"({"scenario": "default", "sides": {"French": "human", "British": "human"}, "seed": 7})");
  ASSERT_EQ(g.status, 201);
  const std::string id = g.body["id"];
  const std::array<std::string, 2> tokens{g.body["tokens"]["French"], g.body["tokens"]["British"]};
  const int start = client().get("/api/games/" + id, tokens[0]).body["answers"];
  std::atomic<int> accepted{0};
  std::vector<std::thread> clients;
  for (int t = 0; t < 8; ++t) {
    clients.emplace_back([&, t] {
      const Client c = client();
      for (int k = 0; k < 5; ++k) {
        for (const std::string& token : tokens) {
          const Reply r =
              c.post("/api/games/" + id + "/answer", token, R"({"answer": {"done": true}})",
                     std::to_string(t) + "-" + std::to_string(k) + token);
          if (r.status == 200)
            ++accepted;
          else
            EXPECT_EQ(r.status, 409) << r.body.dump();  // the other side's question
        }
      }
    });
  }
  for (auto& t : clients) t.join();
  EXPECT_GT(accepted.load(), 0);
  EXPECT_EQ(client().get("/api/games/" + id, tokens[0]).body["answers"], start + accepted.load());
}

// The skirmish of the browser tests: French hussars in charge reach of British dragoons.
std::string skirmish() {
  std::ifstream in(std::string(GROGNARD_SOURCE_DIR) + "/tests/web/data/skirmish.toml");
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST_F(GamesApi, UndoTakesBackOnlyOnesOwnOrder) {
  // Against the AI on the skirmish: the French pass every phase until the dragoons charge them.
  const Reply g = client().post("/api/games", "",
                                json{{"scenario", skirmish()},
                                     {"sides", {{"French", "human"}, {"British", "line"}}},
                                     {"seed", 1809}}
                                    .dump());
  ASSERT_EQ(g.status, 201);
  const std::string id = g.body["id"];
  const std::string french = g.body["tokens"]["French"];
  const Client c = client();
  json v = c.get("/api/games/" + id, french).body;
  for (int i = 0; i < 12 && v["question"]["kind"] == "orders"; ++i) {
    v = c.post("/api/games/" + id + "/answer", french, R"({"answer": {"done": true}})")
            .body["view"];
  }
  ASSERT_EQ(v["question"]["kind"], "charge_answer");
  // The last answer is the AI's charge: not the French's to take back.
  EXPECT_EQ(v["can_undo"], false);
  const Reply undo = c.post("/api/games/" + id + "/answer", french, R"({"answer": "undo"})");
  EXPECT_EQ(undo.status, 400);
  EXPECT_EQ(undo.body["error"]["clause"], "PR-TURN-5");
  EXPECT_EQ(c.get("/api/games/" + id, french).body, v);
}

TEST_F(GamesApi, DiceTypedByHandAreAskedOfTheHumanPlayer) {
  const Reply g = client().post(
      "/api/games", "",
      R"({"sides": {"French": "human", "British": "line"}, "seed": 3, "dice": "hand"})");
  ASSERT_EQ(g.status, 201);
  const std::string id = g.body["id"];
  const std::string french = g.body["tokens"]["French"];
  const std::string british = g.body["tokens"]["British"];
  const Client c = client();
  const json v = c.get("/api/games/" + id, french).body;
  EXPECT_EQ(v["dice"], "hand");
  ASSERT_EQ(v["question"]["kind"], "dice");
  EXPECT_EQ(v["question"]["yours"], true);
  EXPECT_FALSE(v["question"].contains("side"));
  const int dice = v["question"]["dice"];
  // The AI's token types no dice; a wrong count is refused with its clause.
  EXPECT_EQ(c.post("/api/games/" + id + "/answer", british, R"({"answer": {"faces": [3]}})").status,
            409);
  const Reply wrong = c.post("/api/games/" + id + "/answer", french,
                             json{{"answer", {{"faces", std::vector<int>(dice + 1, 3)}}}}.dump());
  EXPECT_EQ(wrong.status, 400);
  EXPECT_EQ(wrong.body["error"]["clause"], "PR-TURN-4");
  const Reply rolled = c.post("/api/games/" + id + "/answer", french,
                              json{{"answer", {{"faces", std::vector<int>(dice, 6)}}}}.dump());
  ASSERT_EQ(rolled.status, 200) << rolled.body.dump();
  bool sixes = false;
  for (const json& e : rolled.body["entries"]) {
    if (e["key"] == "dice" &&
        e["text"].get<std::string>().find(dice == 2 ? "6 6" : "6") != std::string::npos) {
      sixes = true;
    }
  }
  EXPECT_TRUE(sixes) << rolled.body["entries"].dump();
}

TEST_F(GamesApi, PR_CMD_3_BetweenTwoPlayersEachTypesHisOwnSidesDice) {
  const Reply g = client().post(
      "/api/games", "",
      R"({"sides": {"French": "human", "British": "human"}, "seed": 3, "dice": "hand"})");
  ASSERT_EQ(g.status, 201);
  const std::string id = g.body["id"];
  const std::string french = g.body["tokens"]["French"];
  const std::string british = g.body["tokens"]["British"];
  const Client c = client();
  const auto question = [&](const std::string& token) {
    return c.get("/api/games/" + id, token).body["question"];
  };
  const auto roll = [&](const std::string& token, int dice) {
    return c.post("/api/games/" + id + "/answer", token,
                  json{{"answer", {{"faces", std::vector<int>(dice, 3)}}}}.dump());
  };
  // The weather's 2D6 (S16.7-2) is nobody's: either player types it.
  json q = question(french);
  ASSERT_EQ(q["kind"], "dice");
  EXPECT_EQ(q["clause"], "S16.7-2");
  EXPECT_FALSE(q.contains("side"));
  EXPECT_EQ(q["yours"], true);
  EXPECT_EQ(question(british)["yours"], true);
  ASSERT_EQ(roll(british, q["dice"]).status, 200);
  // The initiative: each side's die is its own player's; the other's token is refused.
  for (int side : {0, 1}) {
    const std::string& mine = side == 0 ? french : british;
    const std::string& theirs = side == 0 ? british : french;
    q = question(mine);
    ASSERT_EQ(q["kind"], "dice") << q.dump();
    EXPECT_EQ(q["clause"], "PR-CMD-3");
    EXPECT_EQ(q["side"], side);
    EXPECT_EQ(q["yours"], true);
    EXPECT_EQ(question(theirs)["yours"], false);
    EXPECT_EQ(roll(theirs, 1).status, 409);
    ASSERT_EQ(roll(mine, 1).status, 200);
  }
}

TEST_F(GamesApi, AnAiBattleIsPlayedToItsEndAndItsRecordReplays) {
  const Reply g = client().post("/api/games", "",
                                R"({"sides": {"French": "line", "British": "line"}, "seed": 5})");
  ASSERT_EQ(g.status, 201);
  const std::string id = g.body["id"];
  const std::string spectator = g.body["spectator"];
  const Client c = client();
  const json v = c.get("/api/games/" + id, spectator).body;
  EXPECT_EQ(v["over"], true);
  EXPECT_EQ(v["question"]["kind"], "over");
  // As `grognard battle --seed 5 --ai French=line --ai British=line` plays it.
  EXPECT_EQ(v["result"]["winner"], 1);
  EXPECT_EQ(v["result"]["winner_name"], "British");
  EXPECT_EQ(v["result"]["turn"], 12);
  const Reply record = c.get("/api/games/" + id + "/record", spectator);
  ASSERT_EQ(record.status, 200);
  EXPECT_EQ(record.body["seed"], 5);
  EXPECT_EQ(record.body["levels"], json::parse(R"(["line", "line"])"));
  std::string why;
  const std::optional<game::Match> m = game::match_of(record.body["match"], why);
  ASSERT_TRUE(m) << why;
  EXPECT_TRUE(m->over());
  EXPECT_EQ(m->answers().size(), v["answers"].get<std::size_t>());
  EXPECT_EQ(m->log().size(), v["log_size"].get<std::size_t>());
  httplib::Client raw("127.0.0.1", port_);
  auto report = raw.Get("/api/games/" + id + "/report.html?lang=ru&token=" + spectator);
  ASSERT_TRUE(report);
  EXPECT_EQ(report->status, 200);
  EXPECT_EQ(report->get_header_value("Content-Type"), "text/html; charset=utf-8");
  EXPECT_NE(report->body.find("<svg"), std::string::npos);
  auto svg = raw.Get("/api/games/" + id + "/table.svg?token=" + spectator);
  ASSERT_TRUE(svg);
  EXPECT_EQ(svg->get_header_value("Content-Type"), "image/svg+xml");
  EXPECT_EQ(svg->body.rfind("<svg", 0), 0U);
}

TEST_F(GamesApi, SquadronsWrittenDownStaySecretUntilBothAreWritten) {
  const Reply g = client().post("/api/games", "",
                                json{{"scenario", skirmish()},
                                     {"sides", {{"French", "human"}, {"British", "human"}}},
                                     {"seed", 1809}}
                                    .dump());
  ASSERT_EQ(g.status, 201) << g.body.dump();
  const std::string id = g.body["id"];
  const std::string french = g.body["tokens"]["French"];
  const std::string british = g.body["tokens"]["British"];
  const Client c = client();
  const std::string answer = "/api/games/" + id + "/answer";
  // The command phase, French then British (as the initiative fell with seed 1809).
  for (int i = 0; i < 4; ++i) {
    const json v = c.get("/api/games/" + id, french).body;
    if (v["phase"] == "charge") break;
    c.post(answer, v["question"]["side"] == 0 ? french : british, R"({"answer": {"done": true}})");
  }
  ASSERT_EQ(c.get("/api/games/" + id, french).body["phase"], "charge");
  const Reply charged = c.post(
      answer, french,
      R"({"answer": {"order": {"kind": "charge", "unit": 1, "target": 3, "squadrons": 2}}})");
  ASSERT_EQ(charged.status, 200) << charged.body.dump();
  const json seen = c.get("/api/games/" + id, british).body;
  EXPECT_EQ(seen["question"]["kind"], "squadrons");
  EXPECT_EQ(seen["question"]["yours"], true);
  EXPECT_EQ(seen["question"]["most"], 3);
  // Nothing the British can read tells the French count: not the view, the log or the record.
  const std::string everything =
      seen.dump() + c.get("/api/games/" + id + "/log", british).body.dump();
  EXPECT_EQ(everything.find("\"squadrons\":2"), std::string::npos);
  EXPECT_EQ(everything.find("game.squadrons"), std::string::npos);
  EXPECT_EQ(c.get("/api/games/" + id + "/record", british).status, 409);
  const Reply written = c.post(answer, british, R"({"answer": {"squadrons": 3}})");
  ASSERT_EQ(written.status, 200) << written.body.dump();
  bool revealed = false;
  for (const json& e : written.body["entries"]) {
    if (e["key"] == "game.squadrons") {
      revealed = true;
      EXPECT_EQ(e["text"],
                "[S16.2-2] the written counts revealed: 5e Hussards charges with 2 squadrons, "
                "16th Light Dragoons meets it with 3");
    }
  }
  EXPECT_TRUE(revealed);
}

// ---- The AI's level per side ----

TEST_F(GamesApi, EachSideTakesAnAiLevelShownInTheViewAndKept) {
  const Client c = client();
  // "ai" is the default level, search; "human" has no level; the others name theirs.
  const Reply a =
      c.post("/api/games", "", R"({"sides": {"French": "human", "British": "ai"}, "seed": 1809})");
  ASSERT_EQ(a.status, 201) << a.body.dump();
  const Reply b = c.post("/api/games", "",
                         R"({"sides": {"French": "human", "British": "random"}, "seed": 1809})");
  ASSERT_EQ(b.status, 201) << b.body.dump();
  const Reply d =
      c.post("/api/games", "", R"({"sides": {"0": "human", "Британцы": "search"}, "seed": 1809})");
  ASSERT_EQ(d.status, 201) << d.body.dump();
  const auto level_of = [&](const Reply& g) {
    const json v = client()
                       .get("/api/games/" + g.body["id"].get<std::string>(),
                            g.body["spectator"].get<std::string>())
                       .body;
    EXPECT_EQ(v["sides"][0]["player"], "human");
    EXPECT_FALSE(v["sides"][0].contains("level"));
    EXPECT_EQ(v["sides"][1]["player"], "ai");
    return v["sides"][1].value("level", "");
  };
  EXPECT_EQ(level_of(a), "search");
  EXPECT_EQ(level_of(b), "random");
  EXPECT_EQ(level_of(d), "search");
  // Kept in the store with the game: the same after a restart, and in the record.
  stop();
  start();
  EXPECT_EQ(level_of(a), "search");
  EXPECT_EQ(level_of(b), "random");
  const Reply record = client().get("/api/games/" + b.body["id"].get<std::string>() + "/record",
                                    b.body["spectator"].get<std::string>());
  ASSERT_EQ(record.status, 200);
  EXPECT_EQ(record.body["sides"], json::parse(R"(["human", "ai"])"));
  EXPECT_EQ(record.body["levels"], json::parse(R"([null, "random"])"));
}

TEST_F(GamesApi, AnUnknownLevelIsRefusedNamingTheSideAndTheLevels) {
  const Client c = client();
  const Reply en = c.post("/api/games", "", R"({"sides": {"French": "clever"}})");
  EXPECT_EQ(en.status, 400);
  EXPECT_EQ(en.body["error"]["field"], "sides.French");
  EXPECT_EQ(en.body["error"]["message"],
            R"(expected "human", "ai" (the default level, search), "random", "line" or "search")");
  const Reply ru = c.post("/api/games?lang=ru", "", R"({"sides": {"British": 3}})");
  EXPECT_EQ(ru.status, 400);
  EXPECT_EQ(ru.body["error"]["field"], "sides.British");
  EXPECT_EQ(
      ru.body["error"]["message"],
      R"(ожидается "human", "ai" (уровень по умолчанию, search), "random", "line" или "search")");
  // Names are exact, as the command line's --ai takes them.
  EXPECT_EQ(c.post("/api/games", "", R"({"sides": {"French": "Search"}})").status, 400);
  EXPECT_EQ(c.post("/api/games", "", R"({"sides": {"French": ""}})").status, 400);
}

TEST_F(GamesApi, AGameKeptBeforeLevelsPlaysOnWithTheLineCommander) {
  // A game made today with the line commander, and the answers kept at its start (the AI's,
  // given before the French are first asked).
  const auto [id, today, british, spectator] = new_game();  // kNewGame: British "line"
  const Reply record = client().get("/api/games/" + id + "/record", today);
  ASSERT_EQ(record.status, 200);
  std::vector<std::string> kept;
  for (const json& a : record.body["match"]["answers"]) kept.push_back(a.dump());
  // The same game as the server wrote it before there were levels: its setup has no "levels".
  stop();
  {
    auto store = GameStore::open((dir_ / "grognard.sqlite").string());
    ASSERT_TRUE(store.ok());
    const StoredGame old{"00000000000000aa",
                         "default",
                         1809,
                         R"({"human": [true, false], "dice_by_hand": false,)"
                         R"( "tokens": ["0123456789abcdef0123456789abcdef",)"
                         R"( "fedcba9876543210fedcba9876543210"],)"
                         R"( "spectator": "00112233445566778899aabbccddeeff"})",
                         kept,
                         {}};
    engine::Error failure;
    ASSERT_TRUE(store.value()->create(old, failure)) << failure.en;
  }
  start();
  const std::string french = "0123456789abcdef0123456789abcdef";
  const Reply v = client().get("/api/games/00000000000000aa", french);
  ASSERT_EQ(v.status, 200) << v.body.dump();
  EXPECT_EQ(v.body["sides"][1]["player"], "ai");
  EXPECT_EQ(v.body["sides"][1]["level"], "line");
  EXPECT_EQ(v.body["question"], client().get("/api/games/" + id, today).body["question"]);
  // It plays on as the game made today with "line" does, answer for answer.
  for (int i = 0; i < 3; ++i) {
    const Reply old_reply = client().post("/api/games/00000000000000aa/answer", french,
                                          R"({"answer": {"done": true}})");
    const Reply new_reply =
        client().post("/api/games/" + id + "/answer", today, R"({"answer": {"done": true}})");
    ASSERT_EQ(old_reply.status, 200) << old_reply.body.dump();
    ASSERT_EQ(new_reply.status, 200) << new_reply.body.dump();
    EXPECT_EQ(old_reply.body["entries"], new_reply.body["entries"]);
    EXPECT_EQ(old_reply.body["view"]["answers"], new_reply.body["view"]["answers"]);
  }
}

TEST_F(GamesApi, AHumanAgainstTheSearchingAiPlaysOnWithNoRefusedAnswer) {
  const Reply g = client().post("/api/games", "",
                                json{{"scenario", skirmish()},
                                     {"sides", {{"French", "human"}, {"British", "ai"}}},
                                     {"seed", 1809}}
                                    .dump());
  ASSERT_EQ(g.status, 201) << g.body.dump();
  const std::string id = g.body["id"];
  const std::string french = g.body["tokens"]["French"];
  const Client c = client();
  json v = c.get("/api/games/" + id, french).body;
  EXPECT_EQ(v["sides"][1]["level"], "search");
  // The French answer as a script does through the first two turns; the searching AI answers
  // every British question in between.
  int asked = 0;
  for (; asked < 40 && v["over"] == false && v["turn"].get<int>() <= 2; ++asked) {
    ASSERT_EQ(v["question"]["yours"], true) << v["question"].dump();
    const Reply r = c.post("/api/games/" + id + "/answer", french, scripted(v));
    ASSERT_EQ(r.status, 200) << r.body.dump();
    v = r.body["view"];
  }
  EXPECT_GT(v["answers"].get<int>(), asked);  // the AI's answers too
  const json log = c.get("/api/games/" + id + "/log?from=0", french).body["entries"];
  bool british_acted = false;
  for (const json& e : log) {
    EXPECT_NE(e["key"], "game.refused") << e.dump();
    if (e["key"] == "game.fires" || e["key"] == "game.move" || e["key"] == "game.charge") {
      british_acted = true;  // the British: the French only pass and answer charges
    }
  }
  EXPECT_TRUE(british_acted) << log.dump();
}

// An AI battle on the skirmish, both sides at `levels`.
BattleSetup ai_battle(model::AiLevel french, model::AiLevel british) {
  BattleSetup setup;
  setup.scenario = skirmish();
  setup.seed = 1809;
  setup.human = {false, false};
  setup.level = {french, british};
  return setup;
}

TEST(BattleGameAi, TheSearchingAiAnswersOneOrderAtATimeAsTheDriveGivesThem) {
  // Two searching commanders play the skirmish on the server, then the same battle is played by
  // game::drive (as `grognard battle --ai French=search --ai British=search` plays it): the same
  // answers, none refused, and a battle that replays from them.
  const BattleSetup setup = ai_battle(model::AiLevel::search, model::AiLevel::search);
  std::string field;
  std::string en;
  std::string ru;
  std::optional<BattleGame> g = BattleGame::open("t", setup, field, en, ru);
  ASSERT_TRUE(g) << field << ": " << en;
  game::Match driven(g->match().start(), g->match().options());
  g->let_ai_answer();
  EXPECT_TRUE(g->match().over());
  EXPECT_EQ(g->ai_refusals(), 0U);
  const auto french = ai::make_commander(model::AiLevel::search);
  const auto british = ai::make_commander(model::AiLevel::search);
  game::Players players;
  players.side = {french.get(), british.get()};
  game::Log log;
  std::size_t seen = 0;
  EXPECT_EQ(game::drive(driven, players, log, seen), game::Driven::over);
  EXPECT_EQ(driven.answers(), g->match().answers());
  EXPECT_EQ(driven.log(), g->match().log());
  for (const game::LogEntry& e : log) EXPECT_NE(e.event.key, "game.refused");
  // The stored answers play the same battle again (a restart's replay).
  std::optional<BattleGame> again = BattleGame::open("t", setup, field, en, ru);
  ASSERT_TRUE(again);
  std::string why;
  ASSERT_TRUE(again->replay(g->answer_texts(0), why)) << why;
  EXPECT_EQ(again->match().log(), g->match().log());
}

TEST(BattleGameAi, EveryLevelPlaysTheSkirmishToItsEndTheSameWayTwice) {
  // The same setup and seed, the same battle: answer for answer, entry for entry.
  const std::array<std::array<model::AiLevel, 2>, 2> pairs{
      {{model::AiLevel::random, model::AiLevel::search},
       {model::AiLevel::line, model::AiLevel::random}}};
  for (const auto& [french, british] : pairs) {
    std::string field;
    std::string en;
    std::string ru;
    const BattleSetup setup = ai_battle(french, british);
    std::optional<BattleGame> a = BattleGame::open("a", setup, field, en, ru);
    std::optional<BattleGame> b = BattleGame::open("b", setup, field, en, ru);
    ASSERT_TRUE(a && b) << en;
    a->let_ai_answer();
    b->let_ai_answer();
    EXPECT_TRUE(a->match().over()) << model::name_of(model::kAiLevelNames, french);
    EXPECT_EQ(a->match().answers(), b->match().answers());
    EXPECT_EQ(a->match().log(), b->match().log());
  }
}

}  // namespace
}  // namespace grognard::server
