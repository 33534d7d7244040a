// libFuzzer target for the scenario loader's JSON path (make fuzz): nlohmann's SAX parser with
// the line-counting iterator, then everything a loaded scenario goes on to. Seeds and dictionary
// are JSON (fuzz/corpus_scenario_json, fuzz/scenario_json.dict), so it gets past the syntax far
// more often than fuzz_scenario, whose inputs are TOML.
#include <cstddef>
#include <cstdint>

#include "exercise.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  grognard::fuzz::exercise(std::string_view(reinterpret_cast<const char*>(data), size),
                           {grognard::scenario::Format::json});
  return 0;
}
