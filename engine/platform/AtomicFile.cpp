// AtomicFile: replace a file so that a crash or SIGKILL at any moment leaves either the old or
// the new contents, never a torn file (temp file, fsync, rename, fsync of the folder).
#include "engine/platform/AtomicFile.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace tileflow {

namespace {
std::string failure(const char* what, const std::filesystem::path& p) {
  return std::string(what) + " " + p.string() + ": " + std::strerror(errno);
}
}  // namespace

std::string writeFileAtomically(const std::filesystem::path& path, std::string_view contents) {
  const std::filesystem::path temp = path.string() + ".tmp-" + std::to_string(::getpid());
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
  return {};
}

}  // namespace tileflow
