#include "dice/damage_dice.h"

#include <cmath>

namespace grognard::dice {

DamageDice::DamageDice(int n, int hits_on) : n_(n), hits_on_(hits_on) {
  const double hit = static_cast<double>(7 - hits_on) / 6.0;
  // Binomial probabilities by the recurrence over dice, exact to rounding.
  std::vector<double> dist(static_cast<std::size_t>(n) + 1, 0.0);
  dist[0] = 1.0;
  for (int d = 0; d < n; ++d) {
    for (int k = d + 1; k >= 0; --k) {
      const double stay = dist[static_cast<std::size_t>(k)] * (1.0 - hit);
      const double up = k > 0 ? dist[static_cast<std::size_t>(k - 1)] * hit : 0.0;
      dist[static_cast<std::size_t>(k)] = stay + up;
    }
  }
  for (int k = 0; k <= n; ++k) {
    if (dist[static_cast<std::size_t>(k)] > 0.0) {
      counts_.push_back(k);
      p_.push_back(dist[static_cast<std::size_t>(k)]);
    }
  }
}

std::size_t DamageDice::summarise(std::span<const Face> faces) const {
  int k = 0;
  for (Face f : faces) k += f >= hits_on_ ? 1 : 0;
  for (std::size_t i = 0; i < counts_.size(); ++i) {
    if (counts_[i] == k) return i;
  }
  return 0;  // unreachable for valid faces: every reachable count has an outcome
}

std::string DamageDice::label() const {
  return std::to_string(n_) + "DD";
}

}  // namespace grognard::dice
