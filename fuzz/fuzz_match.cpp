// libFuzzer target for the stepped match (game/match.h): answers chosen by the input, legal and
// not, on a small battle; a refused answer changes nothing, the invariants hold, the match's
// JSON replays it (fuzz/exercise_battle.h).
#include <cstddef>
#include <cstdint>

#include "exercise_battle.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  grognard::fuzz::exercise_match(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
