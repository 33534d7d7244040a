// libFuzzer target for dice typed by hand (`battle --dice hand`): a small battle
// (fuzz/exercise_battle.h) between two AI commanders with every roll read from the input, its
// record checked to replay exactly.
#include <cstddef>
#include <cstdint>

#include "exercise_battle.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  grognard::fuzz::exercise_prompt(std::string_view(reinterpret_cast<const char*>(data), size),
                                  true);
  return 0;
}
