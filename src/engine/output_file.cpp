#include "engine/output_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>

namespace grognard::engine {

namespace {

std::string folder_of(const std::string& path) {
  const std::filesystem::path p(path);
  const std::filesystem::path dir = p.parent_path();
  return dir.empty() ? "." : dir.string();
}

// A temporary name beside `path`, unique to this process.
std::string temporary_for(const std::string& path) {
  const std::filesystem::path p(path);
  const std::string name = "." + p.filename().string() + ".tmp" + std::to_string(::getpid());
  return (std::filesystem::path(folder_of(path)) / name).string();
}

void ignore_file_size_signal() {
  static const bool once = [] {
    std::signal(SIGXFSZ, SIG_IGN);
    return true;
  }();
  (void)once;
}

bool is_folder(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

// An existing path that is no regular file (/dev/stdout, /dev/null, a fifo): it is written in
// place, never renamed over.
bool is_special(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode);
}

// The file a symbolic link names, so that the rename replaces the file and keeps the link.
std::string resolved(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_symlink(path, ec)) return path;
  const std::filesystem::path target = std::filesystem::weakly_canonical(path, ec);
  return ec ? path : target.string();
}

WriteFailure write_all(int fd, std::string_view content) {
  std::size_t done = 0;
  while (done < content.size()) {
    const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return WriteFailure{errno};
    }
    done += static_cast<std::size_t>(n);
  }
  return WriteFailure{};
}

WriteFailure write_in_place(const std::string& path, std::string_view content) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
  if (fd < 0) return WriteFailure{errno};
  WriteFailure f = write_all(fd, content);
  if (::close(fd) != 0 && f.ok()) f = WriteFailure{errno};
  return f;
}

}  // namespace

std::string WriteFailure::reason(bool russian) const {
  switch (error) {
    case 0:
      return russian ? "записано" : "written";
    case ENOSPC:
      return russian ? "на диске нет места" : "no space left on the device";
    case EFBIG:
      return russian ? "файл больше дозволенного размера" : "the file is larger than allowed";
    case EDQUOT:
      return russian ? "превышена дисковая квота" : "the disk quota is exceeded";
    case EACCES:
    case EPERM:
      return russian ? "нет прав на запись" : "permission denied";
    case ENOENT:
      return russian ? "нет такой папки" : "no such folder";
    case ENOTDIR:
      return russian ? "часть пути не папка" : "a part of the path is not a folder";
    case EISDIR:
      return russian ? "это папка" : "it is a folder";
    case EROFS:
      return russian ? "файловая система только для чтения" : "the file system is read-only";
    case EIO:
      return russian ? "ошибка ввода-вывода" : "an input/output error";
    default:
      return russian ? "ошибка " + std::to_string(error) : std::strerror(error);
  }
}

WriteFailure write_file_atomically(const std::string& given, std::string_view content) {
  ignore_file_size_signal();
  const std::string path = resolved(given);
  if (is_folder(path)) return WriteFailure{EISDIR};
  if (is_special(path)) return write_in_place(path, content);
  const std::string tmp = temporary_for(path);
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return WriteFailure{errno};
  const auto fail = [&](int e) {
    ::close(fd);
    ::unlink(tmp.c_str());
    return WriteFailure{e};
  };
  if (const WriteFailure f = write_all(fd, content); !f.ok()) return fail(f.error);
  if (::fsync(fd) != 0) return fail(errno);
  if (::close(fd) != 0) {
    const int e = errno;
    ::unlink(tmp.c_str());
    return WriteFailure{e};
  }
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    const int e = errno;
    ::unlink(tmp.c_str());
    return WriteFailure{e};
  }
  // The rename itself is durable once the folder is synced.
  const int dir = ::open(folder_of(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir >= 0) {
    (void)::fsync(dir);
    ::close(dir);
  }
  return WriteFailure{};
}

WriteFailure check_writable(const std::string& given) {
  if (given.empty()) return WriteFailure{ENOENT};
  const std::string path = resolved(given);
  if (is_folder(path)) return WriteFailure{EISDIR};
  if (is_special(path)) {
    return ::access(path.c_str(), W_OK) == 0 ? WriteFailure{} : WriteFailure{errno};
  }
  const std::string tmp = temporary_for(path);
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) return WriteFailure{errno};
  ::close(fd);
  ::unlink(tmp.c_str());
  return WriteFailure{};
}

}  // namespace grognard::engine
