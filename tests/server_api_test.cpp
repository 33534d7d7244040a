// The referee server's API over HTTP on an ephemeral loopback port: every endpoint's bad input
// answers 400 (or 413) with the field and the reason, static files come only from the embedded
// set, concurrent requests all answer, and rolls are kept in the history.
#include <gtest/gtest.h>

#include <httplib.h>

#include <future>
#include <thread>

#include "engine/api.h"
#include "server/assets.h"
#include "server/server.h"

namespace grognard::server {
namespace {

using engine::json;

const char* const kSkirmish =
    R"({"action": "skirmish_fire", "firer": {"figures": 18, "class": "first"}})";

class ServerApi : public ::testing::Test {
 protected:
  void SetUp() override {
    auto s = RefereeServer::create(":memory:");
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
  void TearDown() override {
    server_->stop();
    if (thread_.joinable()) thread_.join();
  }

  httplib::Client client() const {
    httplib::Client c("127.0.0.1", port_);
    c.set_read_timeout(20, 0);
    return c;
  }
  // POSTs body; returns status and parsed JSON (null when not JSON).
  std::pair<int, json> post(const std::string& path, const std::string& body) const {
    auto c = client();
    auto r = c.Post(path, body, "application/json");
    if (!r) return {-static_cast<int>(r.error()), nullptr};
    return {r->status, json::parse(r->body, nullptr, false)};
  }
  void expect_bad(const std::string& path, const std::string& body, const std::string& field,
                  const std::string& message) const {
    const auto [status, j] = post(path, body);
    EXPECT_EQ(status, 400) << body;
    EXPECT_EQ(j["error"]["field"], field) << body;
    EXPECT_EQ(j["error"]["message"], message) << body;
  }

  std::unique_ptr<RefereeServer> server_;
  std::thread thread_;
  int port_ = 0;
};

TEST_F(ServerApi, ActionsDescribeEveryActionWithLabels) {
  auto r = client().Get("/api/actions");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 200);
  const json j = json::parse(r->body);
  ASSERT_EQ(j["actions"].size(), engine::actions().size());
  EXPECT_EQ(j["actions"][0]["name"], "skirmish_fire");
  EXPECT_EQ(j["actions"][0]["title"]["ru"], "Стрельба застрельщиков");
  const json& cls = j["actions"][0]["situation"]["fields"][1]["fields"][1];
  EXPECT_EQ(cls["key"], "class");
  EXPECT_EQ(cls["labels"]["first"]["ru"], "Стрелки Первого Класса");
  EXPECT_EQ(j["words"]["key.damage"]["en"], "Damage to the target");
}

TEST_F(ServerApi, OddsAnswerAsTheCommandLine) {
  const auto [status, j] = post("/api/odds", kSkirmish);
  EXPECT_EQ(status, 200);
  const auto want = engine::odds(json::parse(kSkirmish));
  ASSERT_TRUE(want.ok());
  EXPECT_EQ(j, json::parse(want.value().json.dump()));
}

TEST_F(ServerApi, OddsRefuseBadInputNamingTheField) {
  expect_bad("/api/odds",
             R"({"action": "skirmish_fire", "firer": {"figures": "18", "class": "first"}})",
             "firer.figures", "expected an integer from 1 to 200, got \"18\"");
  expect_bad(
      "/api/odds",
      R"({"action": "skirmish_fire", "firer": {"figures": 18, "class": "first"}, "colour": 1})",
      "colour", "unknown field");
  expect_bad("/api/odds", R"({"action": "charge"})", "action",
             "expected one of skirmish_fire|volley|artillery_fire|weather|redoubt_hit|melee|"
             "discipline_test|rally_test|brigade_morale_test, got \"charge\"");
  expect_bad("/api/odds", "{\"action\": \"skirmish_fire\", \"x\": \"\xC3\x28\"}", "x",
             "malformed JSON at byte 36");
  expect_bad("/api/odds", R"({"action": "weather", "season": "favourable", "turn": 1e400})", "turn",
             "a number too large for any field");
  expect_bad("/api/odds", "[1, 2]", "situation", "expected a JSON object, got an array");
  expect_bad("/api/odds", "", "situation", "malformed JSON at byte 1");
  auto c = client();
  auto ru = c.Post("/api/odds?lang=ru", R"({"action": "skirmish_fire"})", "application/json");
  ASSERT_TRUE(ru);
  EXPECT_EQ(ru->status, 400);
  EXPECT_EQ(json::parse(ru->body)["error"]["message"], "обязательное поле");
}

TEST_F(ServerApi, BodiesOverOneMebibyteAre413) {
  const std::string big(engine::kMaxSituationBytes + 1, ' ');
  for (const char* path : {"/api/odds", "/api/roll"}) {
    const auto [status, j] = post(path, big);
    EXPECT_EQ(status, 413) << path;
    EXPECT_EQ(j["error"]["field"], "body");
  }
  // Exactly the limit is read (and is then bad JSON, not too large).
  const auto [status, j] = post("/api/odds", std::string(engine::kMaxSituationBytes, ' '));
  EXPECT_EQ(status, 400);
}

TEST_F(ServerApi, RollWithDiceAnswersAsTheCommandLineAndIsKept) {
  const std::string body =
      std::string(R"({"situation": )") + kSkirmish + R"(, "dice": [6, 6, 1, 2, 3, 4]})";
  const auto [status, j] = post("/api/roll", body);
  ASSERT_EQ(status, 200);
  EXPECT_EQ(j["dice"], json::parse("[6, 6, 1, 2, 3, 4]"));
  EXPECT_EQ(j["hits"], 2);
  EXPECT_EQ(j["damage"], 2);
  EXPECT_EQ(j["flags"]["discipline_test"], true);
  EXPECT_FALSE(j.contains("seed"));
  EXPECT_EQ(j["events"][0]["clause"], "S11.14-1");
  const auto [s2, seeded] =
      post("/api/roll", std::string(R"({"situation": )") + kSkirmish + R"(, "seed": 1809})");
  EXPECT_EQ(s2, 200);
  EXPECT_EQ(seeded["seed"], 1809);
  auto h = client().Get("/api/history");
  ASSERT_TRUE(h);
  const json history = json::parse(h->body);
  ASSERT_EQ(history["rolls"].size(), 2U);
  EXPECT_EQ(history["rolls"][1]["request"]["dice"], json::parse("[6, 6, 1, 2, 3, 4]"));
  EXPECT_EQ(history["rolls"][1]["result"]["damage"], 2);
}

TEST_F(ServerApi, RollRefusesBadInputNamingTheField) {
  const std::string s = kSkirmish;
  expect_bad("/api/roll", s, "action", "unknown field");  // the bare situation is not a request
  expect_bad("/api/roll", R"({"dice": [1]})", "situation", "is required");
  expect_bad("/api/roll", R"({"situation": )" + s + R"(, "dice": [6, 7]})", "dice[1]",
             "expected a die from 1 to 6, got 7");
  expect_bad("/api/roll", R"({"situation": )" + s + R"(, "dice": "6,6"})", "dice",
             "expected an array of 1 to 200 dice, got \"6,6\"");
  expect_bad("/api/roll", R"({"situation": )" + s + R"(, "dice": [6, 6]})", "dice",
             "too few dice: this roll needs 6 dice (each 2D6 pair in turn (two dice per pair), "
             "then the single D6 if any), got 2");
  expect_bad("/api/roll", R"({"situation": )" + s + R"(, "seed": -1})", "seed",
             "expected an integer from 0 to 2^64-1, got -1");
  expect_bad("/api/roll", R"({"situation": )" + s + R"(, "seed": 1, "dice": [1]})", "seed",
             "give either \"dice\" or \"seed\", not both");
  expect_bad("/api/roll", R"({"situation": {"action": "volley"}, "seed": 1})", "firer",
             "is required");
  expect_bad("/api/roll", "\xFF", "situation", "malformed JSON at byte 1");
  auto h = client().Get("/api/history");
  ASSERT_TRUE(h);
  EXPECT_EQ(json::parse(h->body)["rolls"].size(), 0U);  // nothing refused was kept
}

TEST_F(ServerApi, OnlyEmbeddedFilesAreServed) {
  auto c = client();
  auto index = c.Get("/");
  ASSERT_TRUE(index);
  EXPECT_EQ(index->status, 200);
  EXPECT_EQ(index->body, std::string(find_asset("/index.html")->body));
  EXPECT_EQ(index->get_header_value("X-Content-Type-Options"), "nosniff");
  for (const Asset& a : assets()) {
    auto r = c.Get(std::string(a.path));
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 200) << a.path;
    EXPECT_EQ(r->get_header_value("Content-Type"), a.type);
  }
  for (const char* path : {"/../CMakeLists.txt", "/%2e%2e/etc/passwd", "/etc/passwd",
                           "/app.js/../../README.md", "/web/app.js", "/index.html%00"}) {
    auto r = c.Get(path);
    ASSERT_TRUE(r) << path;
    EXPECT_NE(r->status, 200) << path;
    EXPECT_EQ(r->body.find("cmake_minimum_required"), std::string::npos);
  }
}

// Four clients at once (cpp-httplib 0.11 listens with a backlog of 5), each on one kept-alive
// connection, mixing odds, rolls and bad requests.
TEST_F(ServerApi, ConcurrentRequestsAllAnswer) {
  constexpr int kClients = 4;
  constexpr int kEach = 6;
  std::vector<std::future<int>> wrong;
  for (int k = 0; k < kClients; ++k) {
    wrong.push_back(std::async(std::launch::async, [this, k] {
      auto c = client();
      c.set_keep_alive(true);
      int bad = 0;
      for (int i = 0; i < kEach; ++i) {
        const int n = k * kEach + i;
        std::string path = "/api/odds";
        std::string body = kSkirmish;
        int want = 200;
        if (n % 3 == 1) {
          path = "/api/roll";
          body = std::string(R"({"situation": )") + kSkirmish + R"(, "seed": )" +
                 std::to_string(n) + "}";
        } else if (n % 3 == 2) {
          body = R"({"action": "skirmish_fire", "firer": {"figures": 0}})";
          want = 400;
        }
        auto r = c.Post(path, body, "application/json");
        if (!r || r->status != want) ++bad;
        if (r && n % 3 == 1 && json::parse(r->body)["seed"] != n) ++bad;
      }
      return bad;
    }));
  }
  for (auto& w : wrong) EXPECT_EQ(w.get(), 0);
  auto h = client().Get("/api/history");
  ASSERT_TRUE(h);
  EXPECT_EQ(json::parse(h->body)["rolls"].size(), 8U);
}

TEST_F(ServerApi, EventsPushEveryRoll) {
  std::promise<std::string> first;
  auto got = first.get_future();
  std::thread listener([this, &first] {
    auto c = client();
    bool set = false;
    c.Get("/api/events", [&](const char* data, std::size_t n) {
      const std::string text(data, n);
      if (!set && text.find("event: roll") != std::string::npos) {
        first.set_value(text);
        set = true;
        return false;  // enough: close the stream
      }
      return true;
    });
    if (!set) first.set_value("");
  });
  // The stream is open once the server counts the listener; roll until the event arrives.
  std::string text;
  for (int i = 0; i < 100 && text.empty(); ++i) {
    post("/api/roll", std::string(R"({"situation": )") + kSkirmish + R"(, "seed": 3})");
    if (got.wait_for(std::chrono::milliseconds(50)) == std::future_status::ready) text = got.get();
  }
  listener.join();
  EXPECT_NE(text.find("\"action\":\"skirmish_fire\""), std::string::npos) << text;
}

}  // namespace
}  // namespace grognard::server
