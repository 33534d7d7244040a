// N damage dice (КУ): each D6 scores on `hits_on` or more. Summarised as the number of
// scoring dice, a binomial count with n + 1 outcomes instead of 6^n faces.
#pragma once

#include <string>
#include <vector>

#include "dice/chance_node.h"

namespace grognard::dice {

class DamageDice final : public ChanceNode {
 public:
  using Value = int;
  // Requires 0 <= n <= 64 and 1 <= hits_on <= 6.
  DamageDice(int n, int hits_on);

  [[nodiscard]] std::size_t size() const override { return counts_.size(); }
  [[nodiscard]] double probability(std::size_t i) const override { return p_[i]; }
  [[nodiscard]] int dice() const override { return n_; }
  [[nodiscard]] std::size_t summarise(std::span<const Face> faces) const override;
  [[nodiscard]] std::string label() const override;
  [[nodiscard]] Value value(std::size_t i) const { return counts_[i]; }

 private:
  int n_;
  int hits_on_;
  std::vector<int> counts_;  // outcomes with probability > 0, ascending
  std::vector<double> p_;
};

}  // namespace grognard::dice
