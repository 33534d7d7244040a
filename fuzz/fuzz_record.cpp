// libFuzzer target for battle records (`battle --replay`, `--resume` files; game/record.h): the
// reader, and the replay of whatever it reads on a small battle (fuzz/exercise_battle.h).
#include <cstddef>
#include <cstdint>

#include "exercise_battle.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  grognard::fuzz::exercise_record(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
