// Dice that come from outside the program: a recorded list replayed in order (`roll --dice`,
// saved games), or a player who rolls real dice when asked.
#pragma once

#include <functional>
#include <vector>

#include "dice/roller.h"

namespace grognard::dice {

// Replays a list of faces in the order the rule rolls them. Requires valid faces.
// When the list runs short, each missing die is read as a 1 and counted in missing(), so the
// caller can report how many dice the rule needed; the outcome is then not to be used.
class Replay final : public RecordingRoller {
 public:
  explicit Replay(std::vector<Face> faces) : faces_(std::move(faces)) {}

  // Dice the rule asked for beyond the list.
  [[nodiscard]] int missing() const { return missing_; }
  // Dice in the list that the rule did not use.
  [[nodiscard]] int unused() const { return static_cast<int>(faces_.size() - next_); }

 protected:
  std::vector<Face> faces_for(const ChanceNode& node, std::string_view clause) override;

 private:
  std::vector<Face> faces_;
  std::size_t next_ = 0;
  int missing_ = 0;
};

// Asks a player for the dice of each node. The callback receives the node and its clause and
// must return exactly node.dice() valid faces (it re-asks the player until they are).
class PlayerDice final : public RecordingRoller {
 public:
  using Ask = std::function<std::vector<Face>(const ChanceNode&, std::string_view clause)>;
  explicit PlayerDice(Ask ask) : ask_(std::move(ask)) {}

 protected:
  std::vector<Face> faces_for(const ChanceNode& node, std::string_view clause) override {
    return ask_(node, clause);
  }

 private:
  Ask ask_;
};

}  // namespace grognard::dice
