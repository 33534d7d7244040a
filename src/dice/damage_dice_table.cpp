#include "dice/damage_dice_table.h"

#include <vector>

namespace grognard::dice {

namespace {

std::vector<DamageDice> build() {
  std::vector<DamageDice> nodes;
  constexpr std::size_t kPerFace = kMaxTabledDamageDice + 1;
  nodes.reserve(6 * kPerFace);
  for (int h = 1; h <= 6; ++h) {
    for (int n = 0; n <= kMaxTabledDamageDice; ++n) nodes.emplace_back(n, h);
  }
  return nodes;
}

}  // namespace

const DamageDice& damage_dice(int n, int hits_on) {
  static const std::vector<DamageDice> nodes = build();
  const auto per_face = static_cast<std::size_t>(kMaxTabledDamageDice) + 1;
  return nodes[static_cast<std::size_t>(hits_on - 1) * per_face + static_cast<std::size_t>(n)];
}

}  // namespace grognard::dice
