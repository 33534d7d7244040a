#include "dice/sampler.h"

namespace grognard::dice {

Face draw_face(pcg32& rng) {
  constexpr std::uint32_t kLimit = 4294967292U;  // 6 * 715827882
  for (;;) {
    const std::uint32_t r = rng();
    if (r < kLimit) return 1 + static_cast<Face>(r % 6U);
  }
}

std::vector<Face> Sampler::faces_for(const ChanceNode& node, std::string_view /*clause*/) {
  std::vector<Face> f(static_cast<std::size_t>(node.dice()));
  for (Face& face : f) face = draw_face(rng_);
  return f;
}

}  // namespace grognard::dice
