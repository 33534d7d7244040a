#include "engine/api.h"

#include <fmt/format.h>

#include "dice/given_dice.h"
#include "dice/sampler.h"
#include "engine/fields.h"

namespace grognard::engine {

Expected<json> parse_situation(std::string_view text) {
  try {
    return json::parse(text.begin(), text.end());
  } catch (const json::parse_error& e) {
    return Error{"situation", fmt::format("malformed JSON at byte {}", e.byte),
                 fmt::format("ошибка в JSON на байте {}", e.byte)};
  }
}

Expected<const Action*> find_action(const json& situation) {
  if (!situation.is_object()) {
    return Error{"situation", "expected a JSON object, got " + shown(situation),
                 "ожидается объект JSON, получено " + shown(situation)};
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
               "ожидается одно из " + known + ", получено " + shown(*it)};
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

Expected<OddsReport> odds(const json& situation) {
  auto action = find_action(situation);
  if (!action.ok()) return action.error();
  try {
    return action.value()->odds(situation);
  } catch (const BadInput& bad) {
    return bad.error;
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
    return bad.error;
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
