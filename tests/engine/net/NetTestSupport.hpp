// NetTestSupport: waiting on connections without timing them, and raw loopback sockets that
// play a misbehaving peer.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "engine/net/Connection.hpp"
#include "engine/net/Socket.hpp"

namespace tileflow::net {

// Generous: only a broken connection takes this long.
inline constexpr std::chrono::seconds kPatience{10};

// Polls `connection` into `events` until `done(events)` or kPatience passes; returns done().
inline bool pollUntil(Connection& connection, std::vector<ConnectionEvent>& events,
                      const std::function<bool(const std::vector<ConnectionEvent>&)>& done) {
  const auto deadline = std::chrono::steady_clock::now() + kPatience;
  for (;;) {
    for (auto& e : connection.poll()) events.push_back(std::move(e));
    if (done(events)) return true;
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds{2});
  }
}

inline int countKind(const std::vector<ConnectionEvent>& events, ConnectionEvent::Kind kind) {
  int n = 0;
  for (const auto& e : events) n += e.kind == kind ? 1 : 0;
  return n;
}

inline bool hasKind(const std::vector<ConnectionEvent>& events, ConnectionEvent::Kind kind) {
  return countKind(events, kind) > 0;
}

inline std::string closedReason(const std::vector<ConnectionEvent>& events) {
  for (const auto& e : events) {
    if (e.kind == ConnectionEvent::Kind::Closed) return e.reason;
  }
  return "(not closed)";
}

inline bool waitForClosed(Connection& connection, std::vector<ConnectionEvent>& events) {
  return pollUntil(connection, events, [](const auto& es) { return hasKind(es, ConnectionEvent::Kind::Closed); });
}

inline bool waitForConnected(Connection& connection, std::vector<ConnectionEvent>& events) {
  return pollUntil(connection, events,
                   [](const auto& es) {
                     return hasKind(es, ConnectionEvent::Kind::Connected) || hasKind(es, ConnectionEvent::Kind::Closed);
                   }) &&
         hasKind(events, ConnectionEvent::Kind::Connected);
}

inline ConnectionOptions loopbackOptions() {
  ConnectionOptions options;
  options.listenAddress = "127.0.0.1";
  return options;
}

// A blocking TCP socket connected to 127.0.0.1:port, or an empty one (errno tells why).
inline UniqueFd rawConnect(std::uint16_t port) {
  UniqueFd fd(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0));
  sockaddr_in to{};
  to.sin_family = AF_INET;
  to.sin_port = htons(port);
  to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd.get(), reinterpret_cast<const sockaddr*>(&to), sizeof to) != 0) return UniqueFd();
  return fd;
}

inline bool rawSendAll(int fd, const std::vector<std::uint8_t>& bytes) {
  std::size_t at = 0;
  while (at < bytes.size()) {
    const ssize_t put = ::send(fd, bytes.data() + at, bytes.size() - at, MSG_NOSIGNAL);
    if (put <= 0) return false;
    at += static_cast<std::size_t>(put);
  }
  return true;
}

// A loopback port nobody listens on: bound for a moment by a socket that then closes.
inline std::uint16_t unusedPort() {
  UniqueFd fd(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0));
  sockaddr_in at{};
  at.sin_family = AF_INET;
  at.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ::bind(fd.get(), reinterpret_cast<const sockaddr*>(&at), sizeof at);
  return boundPort(fd.get());
}

}  // namespace tileflow::net
