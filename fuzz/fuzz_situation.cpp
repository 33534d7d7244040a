// libFuzzer target for the JSON situation reader (`make fuzz`): parse, odds and roll must never
// crash, leak or trip UBSan, and every error must be valid UTF-8.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "situation_exercise.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  grognard::fuzz::exercise_situation(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
