// libFuzzer target for the scenario loader (make fuzz): toml++ 3.3 compiled into the loader,
// the guard in front of it, JSON, and everything a loaded scenario goes on to.
#include <cstddef>
#include <cstdint>

#include "exercise.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  grognard::fuzz::exercise(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
