// Socket: descriptors, the wake-up pipe and address text.
#include "engine/net/Socket.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace tileflow::net {

void UniqueFd::reset(int fd) {
  if (fd_ >= 0) ::close(fd_);
  fd_ = fd;
}

WakePipe::WakePipe() {
  int fds[2];
  if (::pipe2(fds, O_NONBLOCK | O_CLOEXEC) == 0) {
    read_.reset(fds[0]);
    write_.reset(fds[1]);
  }
}

void WakePipe::wake() const {
  const char byte = 1;
  // A full pipe already wakes the reader; the result does not matter.
  [[maybe_unused]] const auto written = ::write(write_.get(), &byte, 1);
}

void WakePipe::drain() const {
  char buffer[64];
  while (::read(read_.get(), buffer, sizeof buffer) > 0) {
  }
}

std::string errnoText(int error) {
  char buffer[128];
  // GNU strerror_r returns the message, which may or may not be `buffer`.
  return ::strerror_r(error, buffer, sizeof buffer);
}

std::string addressText(const sockaddr_in& address) {
  char text[INET_ADDRSTRLEN] = {};
  ::inet_ntop(AF_INET, &address.sin_addr, text, sizeof text);
  return text;
}

std::optional<in_addr> parseIpv4(const std::string& text) {
  in_addr address{};
  if (::inet_pton(AF_INET, text.c_str(), &address) != 1) return std::nullopt;
  return address;
}

std::uint16_t boundPort(int fd) {
  sockaddr_in address{};
  socklen_t length = sizeof address;
  if (::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) return 0;
  return ntohs(address.sin_port);
}

}  // namespace tileflow::net
