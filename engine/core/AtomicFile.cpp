// AtomicFile: replace a file so that a crash or SIGKILL at any moment leaves either the old or
// the new contents, never a torn file (temp file, fsync, rename, fsync of the folder).
#include "engine/core/AtomicFile.hpp"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <ctime>

namespace tileflow {

namespace {

constexpr std::string_view kTempMarker = ".tmp-";

std::string failure(const char* what, const std::filesystem::path& p) {
  return std::string(what) + " " + p.string() + ": " + std::strerror(errno);
}

// A launcher's SIGKILL during a save leaves `<name>.tmp-<pid>` behind; once that process is gone
// nobody will finish or remove it.
void removeOrphanedTemps(const std::filesystem::path& path) {
  std::error_code ec;
  const std::filesystem::path dir = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
  const std::string prefix = path.filename().string() + std::string(kTempMarker);
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    const std::string name = entry.path().filename().string();
    if (!name.starts_with(prefix)) continue;
    int pid = 0;
    const char* first = name.data() + prefix.size();
    const char* last = name.data() + name.size();
    auto [end, err] = std::from_chars(first, last, pid);
    if (err != std::errc() || end != last || pid <= 0 || pid == ::getpid()) continue;
    if (::kill(pid, 0) != 0 && errno == ESRCH) std::filesystem::remove(entry.path(), ec);
  }
}

}  // namespace

std::filesystem::path moveAside(const std::filesystem::path& path) {
  const std::string base = path.string() + ".corrupt-" + std::to_string(std::time(nullptr));
  std::error_code ec;
  for (int n = 0; n < 1000; ++n) {
    const std::filesystem::path aside = n == 0 ? base : base + "-" + std::to_string(n);
    if (std::filesystem::exists(aside, ec)) continue;
    std::filesystem::rename(path, aside, ec);
    return ec ? std::filesystem::path() : aside;
  }
  return {};
}

std::string writeFileAtomically(const std::filesystem::path& path, std::string_view contents) {
  const std::filesystem::path temp = path.string() + std::string(kTempMarker) + std::to_string(::getpid());
  const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return failure("cannot create", temp);
  const char* data = contents.data();
  std::size_t left = contents.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, data, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      std::string err = failure("cannot write", temp);
      ::close(fd);
      ::unlink(temp.c_str());
      return err;
    }
    data += n;
    left -= static_cast<std::size_t>(n);
  }
  // The data must be on disk before the rename makes it visible, or a power cut could leave an
  // empty file under the real name.
  if (::fsync(fd) != 0) {
    std::string err = failure("cannot sync", temp);
    ::close(fd);
    ::unlink(temp.c_str());
    return err;
  }
  ::close(fd);
  if (::rename(temp.c_str(), path.c_str()) != 0) {
    std::string err = failure("cannot rename onto", path);
    ::unlink(temp.c_str());
    return err;
  }
  const std::filesystem::path dir = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
  const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);  // makes the rename itself durable; failure here loses nothing already written
    ::close(dfd);
  }
  removeOrphanedTemps(path);
  return {};
}

}  // namespace tileflow
