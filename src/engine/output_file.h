// Files a front end writes for the player (a battle's record, its report): written whole or not
// at all, so a kill, a full disk or a file-size limit in the middle of a write leaves the file
// that was there before (docs/limits.md, "Saves").
#pragma once

#include <string>
#include <string_view>

namespace grognard::engine {

// Why a file could not be written: the errno of the failed call, 0 when it was.
struct WriteFailure {
  int error = 0;
  [[nodiscard]] bool ok() const { return error == 0; }
  // The reason in English or Russian ("no space left on the device").
  [[nodiscard]] std::string reason(bool russian) const;
};

// Writes `content` to `path` atomically: a temporary file in the same folder, fsync, rename over
// `path`, fsync of the folder. On failure the temporary file is removed and `path` is as it was.
// A symbolic link is followed (the file it names is replaced, the link kept); a path that is no
// regular file (/dev/stdout, a fifo) is written in place.
// A file-size limit (ulimit -f) fails the write with EFBIG instead of killing the process:
// SIGXFSZ is ignored from the first call on.
WriteFailure write_file_atomically(const std::string& path, std::string_view content);

// Whether write_file_atomically(path, ...) could succeed now: `path` is not a folder and a
// temporary file can be created (and is removed again) in its folder. For checking every output
// before a battle starts.
WriteFailure check_writable(const std::string& path);

}  // namespace grognard::engine
