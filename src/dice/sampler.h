// Computer dice: a seeded pcg32 and our own mapping from its 32-bit output to a die face.
//
// The mapping (documented in docs/cli.md, "Dice"): draw r = pcg32(); if r >= 4294967292
// (2^32 - 4, the largest multiple of 6 not above 2^32), draw again; the face is 1 + r % 6.
// It uses no standard-library distribution, whose results differ between libraries, so a seed
// gives the same dice on every platform.
#pragma once

#include <cstdint>
#include <pcg_random.hpp>

#include "dice/roller.h"

namespace grognard::dice {

// One die face from the generator, by the mapping above.
Face draw_face(pcg32& rng);

class Sampler final : public RecordingRoller {
 public:
  explicit Sampler(std::uint64_t seed) : rng_(seed) {}

 protected:
  std::vector<Face> faces_for(const ChanceNode& node, std::string_view clause) override;

 private:
  pcg32 rng_;
};

}  // namespace grognard::dice
