// Discovery: the UDP sockets behind the announcer and the browser.
#include "engine/net/Discovery.hpp"

#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>

#include <algorithm>
#include <cerrno>
#include <random>
#include <utility>

namespace tileflow::net {

namespace {

// The broadcast address of every IPv4 interface that is up and can broadcast.
std::vector<in_addr> interfaceBroadcastAddresses() {
  std::vector<in_addr> out;
  ifaddrs* list = nullptr;
  if (::getifaddrs(&list) != 0) return out;
  for (const ifaddrs* i = list; i != nullptr; i = i->ifa_next) {
    if (i->ifa_addr == nullptr || i->ifa_addr->sa_family != AF_INET) continue;
    if ((i->ifa_flags & IFF_UP) == 0 || (i->ifa_flags & IFF_BROADCAST) == 0 || i->ifa_broadaddr == nullptr) continue;
    out.push_back(reinterpret_cast<const sockaddr_in*>(i->ifa_broadaddr)->sin_addr);
  }
  ::freeifaddrs(list);
  return out;
}

}  // namespace

DiscoveryAnnouncer::DiscoveryAnnouncer(Announcement announcement, AnnouncerOptions options)
    : options_(std::move(options)), announcement_(std::move(announcement)) {
  socket_.reset(::socket(AF_INET, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0));
  if (!socket_) {
    error_ = "could not announce the game: " + errnoText(errno);
    return;
  }
  const int yes = 1;
  ::setsockopt(socket_.get(), SOL_SOCKET, SO_BROADCAST, &yes, sizeof yes);
  if (!wake_.ok()) {
    error_ = "could not announce the game: " + errnoText(errno);
    return;
  }
  thread_ = std::jthread([this](std::stop_token stop) { run(stop); });
}

DiscoveryAnnouncer::~DiscoveryAnnouncer() {
  thread_.request_stop();
  if (wake_.ok()) wake_.wake();
  if (thread_.joinable()) thread_.join();
}

void DiscoveryAnnouncer::update(Announcement announcement) {
  std::lock_guard lock(mutex_);
  announcement_ = std::move(announcement);
}

std::string DiscoveryAnnouncer::error() const {
  std::lock_guard lock(mutex_);
  return error_;
}

void DiscoveryAnnouncer::run(std::stop_token stop) {
  // Between announcements it answers browsers' queries, straight back to the one that asked:
  // at most kRepliesPerSecond, so a flood of queries cannot make it flood anyone.
  constexpr int kRepliesPerSecond = 32;
  auto nextAnnouncement = NetClock::now();
  auto windowStart = NetClock::now();
  int replies = 0;
  char buffer[kMaxDatagram + 1];
  while (!stop.stop_requested()) {
    const auto now = NetClock::now();
    if (now >= nextAnnouncement) {
      std::string datagram;
      {
        std::lock_guard lock(mutex_);
        datagram = formatAnnouncement(announcement_);
      }
      sendOnce(datagram);
      nextAnnouncement = now + options_.interval;
    }
    const auto wait = std::chrono::ceil<std::chrono::milliseconds>(nextAnnouncement - NetClock::now());
    pollfd fds[2] = {{socket_.get(), POLLIN, 0}, {wake_.readFd(), POLLIN, 0}};
    // At most 100 ms at a time, so a stop request is seen promptly even without the wake-up.
    if (::poll(fds, 2, static_cast<int>(std::clamp<std::int64_t>(wait.count(), 0, 100))) < 0 && errno != EINTR) return;
    wake_.drain();
    for (int reads = 0; reads < 64 && !stop.stop_requested(); ++reads) {
      sockaddr_in from{};
      socklen_t length = sizeof from;
      const ssize_t got =
          ::recvfrom(socket_.get(), buffer, sizeof buffer, MSG_DONTWAIT, reinterpret_cast<sockaddr*>(&from), &length);
      if (got < 0) break;
      const auto nonce = parseQuery(std::string_view(buffer, static_cast<std::size_t>(got)));
      if (!nonce || from.sin_family != AF_INET) continue;
      const auto at = NetClock::now();
      if (at - windowStart >= std::chrono::seconds{1}) {
        windowStart = at;
        replies = 0;
      }
      if (replies >= kRepliesPerSecond) continue;
      ++replies;
      std::string reply;
      {
        std::lock_guard lock(mutex_);
        reply = formatReply(*nonce, announcement_);
      }
      ::sendto(socket_.get(), reply.data(), reply.size(), MSG_NOSIGNAL | MSG_DONTWAIT,
               reinterpret_cast<const sockaddr*>(&from), sizeof from);
    }
  }
}

void DiscoveryAnnouncer::sendOnce(const std::string& datagram) {
  std::vector<in_addr> targets;
  for (const auto& text : options_.destinations) {
    if (const auto address = parseIpv4(text)) targets.push_back(*address);
  }
  if (options_.interfaceBroadcasts) {
    for (const auto& address : interfaceBroadcastAddresses()) targets.push_back(address);
  }
  for (const auto& address : targets) {
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(options_.port);
    to.sin_addr = address;
    // A network that is down or unreachable just means nobody hears this one; the next try may work.
    ::sendto(socket_.get(), datagram.data(), datagram.size(), MSG_NOSIGNAL | MSG_DONTWAIT,
             reinterpret_cast<const sockaddr*>(&to), sizeof to);
  }
}

DiscoveryBrowser::DiscoveryBrowser(BrowserOptions options) : options_(std::move(options)), list_(options_.expiry) {
  const std::string where = "could not look for games on port " + std::to_string(options_.port) + ": ";
  const auto address = parseIpv4(options_.bindAddress);
  if (!address) {
    error_ = where + "\"" + options_.bindAddress + "\" is not an IPv4 address";
    return;
  }
  socket_.reset(::socket(AF_INET, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0));
  if (!socket_ || !wake_.ok()) {
    error_ = where + errnoText(errno);
    return;
  }
  // Several browsers on one machine (two copies of the game) may share the port.
  const int yes = 1;
  ::setsockopt(socket_.get(), SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  sockaddr_in at{};
  at.sin_family = AF_INET;
  at.sin_port = htons(options_.port);
  at.sin_addr = *address;
  if (::bind(socket_.get(), reinterpret_cast<const sockaddr*>(&at), sizeof at) != 0) {
    error_ = where + errnoText(errno);
    socket_.reset();
    return;
  }
  localPort_ = boundPort(socket_.get());
  thread_ = std::jthread([this](std::stop_token stop) { run(stop); });
}

DiscoveryBrowser::~DiscoveryBrowser() {
  thread_.request_stop();
  if (wake_.ok()) wake_.wake();
  if (thread_.joinable()) thread_.join();
}

std::vector<FoundHost> DiscoveryBrowser::hosts() const {
  std::lock_guard lock(mutex_);
  list_.forgetStale(NetClock::now());
  return list_.hosts();
}

std::string DiscoveryBrowser::error() const {
  std::lock_guard lock(mutex_);
  return error_;
}

void DiscoveryBrowser::run(std::stop_token stop) {
  // One byte more than the largest valid datagram, so an oversized one is seen as such.
  std::uint8_t buffer[kMaxDatagram + 1];
  // Nonces no other device can guess, for the queries.
  std::random_device entropy;
  std::mt19937_64 rng((std::uint64_t{entropy()} << 32) ^ entropy() ^
                      static_cast<std::uint64_t>(NetClock::now().time_since_epoch().count()));
  while (!stop.stop_requested()) {
    pollfd fds[2] = {{socket_.get(), POLLIN, 0}, {wake_.readFd(), POLLIN, 0}};
    if (::poll(fds, 2, 100) < 0 && errno != EINTR) {
      std::lock_guard lock(mutex_);
      error_ = "stopped looking for games: " + errnoText(errno);
      return;
    }
    wake_.drain();
    for (int reads = 0; reads < 64 && !stop.stop_requested(); ++reads) {
      sockaddr_in from{};
      socklen_t length = sizeof from;
      const ssize_t got =
          ::recvfrom(socket_.get(), buffer, sizeof buffer, MSG_DONTWAIT, reinterpret_cast<sockaddr*>(&from), &length);
      if (got < 0) break;
      if (static_cast<std::size_t>(got) > kMaxDatagram || from.sin_family != AF_INET) continue;
      const std::string_view text(reinterpret_cast<const char*>(buffer), static_cast<std::size_t>(got));
      const std::string address = addressText(from);
      if (const auto reply = parseReply(text)) {
        std::lock_guard lock(mutex_);
        list_.answered(address, *reply, NetClock::now());
        continue;
      }
      if (text.size() > kMaxAnnouncement) continue;
      const auto announcement = parseAnnouncement(text);
      if (!announcement) continue;
      const std::uint64_t nonce = rng();
      bool ask = false;
      {
        std::lock_guard lock(mutex_);
        list_.seen(address, *announcement, NetClock::now());
        ask = list_.shouldQuery(address, announcement->tcpPort, nonce, NetClock::now());
      }
      // Asked where the announcement came from: only a host really there hears it.
      if (ask) {
        const std::string query = formatQuery(nonce);
        ::sendto(socket_.get(), query.data(), query.size(), MSG_NOSIGNAL | MSG_DONTWAIT,
                 reinterpret_cast<const sockaddr*>(&from), sizeof from);
      }
    }
  }
}

}  // namespace tileflow::net
