// The referee page's files (web/), embedded in the binary at build time: the server reads no
// file from disk, so nothing outside this set can be served.
#pragma once

#include <span>
#include <string_view>

namespace grognard::server {

struct Asset {
  std::string_view path;  // "/app.js"
  std::string_view type;  // "text/javascript; charset=utf-8"
  std::string_view body;
};

std::span<const Asset> assets();

// The asset served at a URL path ("/" is "/index.html"), or nullptr.
const Asset* find_asset(std::string_view path);

}  // namespace grognard::server
