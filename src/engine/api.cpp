#include "engine/api.h"

#include <functional>
#include <vector>

#include <fmt/format.h>

#include "dice/given_dice.h"
#include "dice/sampler.h"
#include "engine/field_check.h"
#include "engine/fields.h"

namespace grognard::engine {

namespace {

constexpr int kMaxDepth = 64;

// Where the parser is, as a field path ("firer.companies[2].figures"), so that an error the
// JSON library raises mid-value names the field.
class PathTracker {
 public:
  bool operator()(int depth, json::parse_event_t event, json& parsed) {
    using E = json::parse_event_t;
    switch (event) {
      case E::object_start:
      case E::array_start:
        if (depth >= kMaxDepth) throw TooDeep{};
        frames_.push_back({event == E::array_start, "", 0});
        break;
      case E::key:
        frames_.back().key = parsed.get<std::string>();
        break;
      case E::object_end:
      case E::array_end:
        frames_.pop_back();
        next();
        break;
      case E::value:
        next();
        break;
    }
    return true;
  }

  [[nodiscard]] std::string path() const {
    std::string p;
    for (const Frame& f : frames_) {
      if (f.array) {
        p += fmt::format("[{}]", f.index);
      } else if (!f.key.empty()) {
        p += (p.empty() ? "" : ".") + f.key;
      }
    }
    return p.empty() ? "situation" : p;
  }

  struct TooDeep {};

 private:
  struct Frame {
    bool array;
    std::string key;
    std::size_t index;
  };
  void next() {
    if (!frames_.empty() && frames_.back().array) ++frames_.back().index;
  }
  std::vector<Frame> frames_;
};

}  // namespace

Expected<json> parse_situation(std::string_view text) {
  if (text.size() > kMaxSituationBytes) {
    return Error{"situation",
                 fmt::format("too large: {} bytes or more, at most {} (1 MiB)", text.size(),
                             kMaxSituationBytes),
                 fmt::format("слишком велико: {} байт или больше, не больше {} (1 МиБ)",
                             text.size(), kMaxSituationBytes)};
  }
  PathTracker where;
  try {
    // The tracker is copied into the parser: keep a reference to read the path on error.
    return json::parse(text.begin(), text.end(), std::ref(where));
  } catch (const PathTracker::TooDeep&) {
    return Error{where.path(), fmt::format("nested deeper than {} levels", kMaxDepth),
                 fmt::format("вложенность глубже {} уровней", kMaxDepth)};
  } catch (const json::parse_error& e) {
    return Error{where.path(), fmt::format("malformed JSON at byte {}", e.byte),
                 fmt::format("ошибка в JSON на байте {}", e.byte)};
  } catch (const json::out_of_range&) {
    return Error{where.path(), "a number too large for any field",
                 "число слишком велико для любого поля"};
  } catch (const json::exception& e) {
    return Error{where.path(), fmt::format("unreadable JSON (library error {})", e.id),
                 fmt::format("JSON не читается (ошибка библиотеки {})", e.id)};
  }
}

Expected<const Action*> find_action(const json& situation) {
  if (!situation.is_object()) {
    return Error{"situation", "expected a JSON object, got " + shown(situation),
                 "ожидается объект JSON, получено " + shown_ru(situation)};
  }
  auto it = situation.find("action");
  if (it == situation.end()) return Error{"action", "is required", "обязательное поле"};
  std::string known;
  for (const Action& a : actions()) {
    if (it->is_string() && it->get<std::string>() == a.name) return &a;
    known += known.empty() ? "" : "|";
    known += a.name;
  }
  return Error{"action", "expected one of " + known + ", got " + shown(*it),
               "ожидается одно из " + known + ", получено " + shown_ru(*it)};
}

namespace {

// Puts every roll into the event log at the moment it happens, so a narration shows the dice
// between the rules that asked for them. The event's argument is the index of the dice record.
class NarratedDice final : public dice::Roller {
 public:
  NarratedDice(dice::RecordingRoller& inner, rules::Events& events)
      : inner_(inner), events_(events) {}
  std::size_t choose(const dice::ChanceNode& node, std::string_view clause) override {
    const std::size_t i = inner_.choose(node, clause);
    events_.add("dice", clause, rules::num(static_cast<int>(inner_.records().size()) - 1));
    return i;
  }

 private:
  dice::RecordingRoller& inner_;
  rules::Events& events_;
};

}  // namespace

namespace {

// A reader that broke its own description (fields.h) or a library failure: reported, never a
// crash.
Error internal_error(const std::exception& e) {
  return Error{"situation", fmt::format("internal error: {}", e.what()),
               fmt::format("внутренняя ошибка: {}", e.what())};
}

}  // namespace

Expected<OddsReport> odds(const json& situation) {
  auto action = find_action(situation);
  if (!action.ok()) return action.error();
  try {
    return action.value()->odds(situation);
  } catch (const BadInput& bad) {
    return with_other_errors(bad.error, situation, action.value()->situation());
  } catch (const std::exception& e) {
    return internal_error(e);
  }
}

Expected<RollReport> roll_with(const json& situation, dice::RecordingRoller& roller) {
  auto action = find_action(situation);
  if (!action.ok()) return action.error();
  try {
    rules::Events events(true);
    RollReport report;
    NarratedDice narrated(roller, events);
    report.json = action.value()->roll(situation, narrated, events);
    report.events = events.list();
    report.dice = roller.records();
    ojson faces = ojson::array();
    for (dice::Face f : roller.faces()) faces.push_back(f);
    // "dice" goes right after "action", where a player looks for it.
    ojson ordered;
    for (auto it = report.json.begin(); it != report.json.end(); ++it) {
      ordered[it.key()] = it.value();
      if (it.key() == "action") ordered["dice"] = faces;
    }
    report.json = std::move(ordered);
    return report;
  } catch (const BadInput& bad) {
    return with_other_errors(bad.error, situation, action.value()->situation());
  } catch (const std::exception& e) {
    return internal_error(e);
  }
}

Expected<RollReport> roll(const json& situation, const DiceChoice& how) {
  if (!how.faces) {
    dice::Sampler sampler(how.seed);
    return roll_with(situation, sampler);
  }
  if (auto bad = dice::first_bad_face(*how.faces)) {
    return Error{
        "--dice", fmt::format("die {} is {}: a die shows 1 to 6", *bad + 1, (*how.faces)[*bad]),
        fmt::format("кубик {} равен {}: на кубике от 1 до 6", *bad + 1, (*how.faces)[*bad])};
  }
  dice::Replay replay(*how.faces);
  auto report = roll_with(situation, replay);
  if (!report.ok()) return report;
  const auto given = how.faces->size();
  const Action* action = find_action(situation).value();
  if (replay.missing() > 0) {
    const auto needed = given + static_cast<std::size_t>(replay.missing());
    return Error{
        "--dice",
        fmt::format("too few dice: this roll needs {} dice ({}), got {}", needed,
                    action->dice_order_en, given),
        fmt::format("мало кубиков: нужно {} ({}), дано {}", needed, action->dice_order_ru, given)};
  }
  if (replay.unused() > 0) {
    const auto used = given - static_cast<std::size_t>(replay.unused());
    return Error{
        "--dice",
        fmt::format("too many dice: this roll uses {} dice ({}), got {}", used,
                    action->dice_order_en, given),
        fmt::format("лишние кубики: нужно {} ({}), дано {}", used, action->dice_order_ru, given)};
  }
  return report;
}

}  // namespace grognard::engine
