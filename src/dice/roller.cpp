#include "dice/roller.h"

namespace grognard::dice {

std::size_t RecordingRoller::choose(const ChanceNode& node, std::string_view clause) {
  std::vector<Face> f = faces_for(node, clause);
  const std::size_t index = node.summarise(f);
  records_.push_back(DiceRecord{std::string(clause), node.label(), std::move(f), thrower()});
  return index;
}

std::vector<Face> RecordingRoller::faces() const {
  std::vector<Face> all;
  for (const DiceRecord& r : records_) all.insert(all.end(), r.faces.begin(), r.faces.end());
  return all;
}

}  // namespace grognard::dice
