// Socket: the few POSIX pieces the transport shares: an owned file descriptor, a wake-up pipe
// that interrupts poll(), errno as text, and IPv4 addresses as text.
#pragma once

#include <netinet/in.h>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace tileflow::net {

// Closes its descriptor on destruction; -1 is empty.
class UniqueFd {
 public:
  UniqueFd() = default;
  explicit UniqueFd(int fd) : fd_(fd) {}
  UniqueFd(UniqueFd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
  UniqueFd& operator=(UniqueFd&& other) noexcept {
    if (this != &other) reset(std::exchange(other.fd_, -1));
    return *this;
  }
  UniqueFd(const UniqueFd&) = delete;
  UniqueFd& operator=(const UniqueFd&) = delete;
  ~UniqueFd() { reset(); }

  int get() const { return fd_; }
  explicit operator bool() const { return fd_ >= 0; }
  void reset(int fd = -1);

 private:
  int fd_ = -1;
};

// A non-blocking pipe: wake() from any thread makes the read end readable, so a socket thread
// in poll() sees a new message to send or a stop request at once.
class WakePipe {
 public:
  WakePipe();
  bool ok() const { return static_cast<bool>(read_); }
  int readFd() const { return read_.get(); }
  void wake() const;
  void drain() const;

 private:
  UniqueFd read_;
  UniqueFd write_;
};

// strerror for `error`, thread-safe.
std::string errnoText(int error);

// "a.b.c.d" for an IPv4 address.
std::string addressText(const sockaddr_in& address);
// A numeric IPv4 address ("127.0.0.1"), or nothing.
std::optional<in_addr> parseIpv4(const std::string& text);

// The port a bound socket ended up on (useful after binding port 0).
std::uint16_t boundPort(int fd);

}  // namespace tileflow::net
