// A match as a JSON document, and back: its starting state (save.h), its options and every
// answer given, in order. Read back, the answers are given again to a match from the start, so
// the document holds nothing that could disagree with the rules: the state, the log and the
// question follow from it. Answers and questions have JSON shapes of their own for front ends.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "game/match.h"

namespace grognard::game {

// {"order": {...}} | {"done": true} | {"response": "stand"} | {"squadrons": 2}
// | {"faces": [3, 5]} | {"go_on": true}
nlohmann::json answer_json(const Answer& a);

// Reads an answer; on a bad document returns nothing and the field and reason in `error`.
std::optional<Answer> answer_of(const nlohmann::json& j, std::string& error);

// {"kind": "orders", "side": 0, "turn": 3, "phase": "movement", ...the fields of its kind}
nlohmann::json question_json(const Question& q);

// {"grognard_match": 1, "start": <save>, "options": {"dice_by_hand", "pause_between_phases"},
//  "answers": [...]}
nlohmann::json match_json(const Match& m);

// Reads a match and plays its answers again; on a bad document, or an answer the match refuses
// ("answers[12]: refused (PR-MOVE-13, refusal.blocked)"), returns nothing and says why in
// `error`.
std::optional<Match> match_of(const nlohmann::json& j, std::string& error);

}  // namespace grognard::game
