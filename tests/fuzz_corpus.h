// Replays a fuzz target's corpus (a folder of fuzz/) through `run`; the number of inputs run.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <string_view>

namespace grognard::testing {

inline int replay_corpus(const std::string& folder,
                         const std::function<void(std::string_view)>& run) {
  const auto dir = std::filesystem::path(__FILE__).parent_path().parent_path() / "fuzz" / folder;
  int n = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (!entry.is_regular_file()) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    SCOPED_TRACE(entry.path().filename().string());
    run(text.str());
    ++n;
  }
  return n;
}

}  // namespace grognard::testing
