// libFuzzer target for the battle prompt's commands (cli/battle_prompt.h): a small battle
// (fuzz/exercise_battle.h) played with the input as what the player types, its record checked to
// replay exactly.
#include <cstddef>
#include <cstdint>

#include "exercise_battle.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  grognard::fuzz::exercise_prompt(std::string_view(reinterpret_cast<const char*>(data), size),
                                  false);
  return 0;
}
