#include "dice/given_dice.h"

namespace grognard::dice {

std::vector<Face> Replay::faces_for(const ChanceNode& node, std::string_view /*clause*/) {
  std::vector<Face> f;
  f.reserve(static_cast<std::size_t>(node.dice()));
  for (int i = 0; i < node.dice(); ++i) {
    if (next_ < faces_.size()) {
      f.push_back(faces_[next_++]);
    } else {
      f.push_back(1);
      ++missing_;
    }
  }
  return f;
}

}  // namespace grognard::dice
