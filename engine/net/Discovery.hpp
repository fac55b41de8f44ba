// Discovery: finding a host on the local network. A hosting game runs a DiscoveryAnnouncer that
// sends its Announcement as a UDP datagram every second; the join screen runs a DiscoveryBrowser
// that listens on the discovery port and lists the hosts heard in the last few seconds. Both run
// on their own threads; the frame loop only reads snapshots.
#pragma once

#include <chrono>
#include <cstdint>
#include <mutex>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

#include "engine/net/Announcement.hpp"
#include "engine/net/Socket.hpp"

namespace tileflow::net {

struct AnnouncerOptions {
  // Where the datagram goes, as IPv4 addresses. Tests use {"127.0.0.1"} only.
  std::vector<std::string> destinations = {"255.255.255.255"};
  // Also to the broadcast address of every interface that is up (read afresh for each send).
  bool interfaceBroadcasts = true;
  std::uint16_t port = kDefaultDiscoveryPort;
  std::chrono::milliseconds interval{1000};
};

// The announcer also answers a browser's query (sent back to the address and port its
// announcement came from) with a direct reply, so the browser can tell it from a made-up one.
class DiscoveryAnnouncer {
 public:
  explicit DiscoveryAnnouncer(Announcement announcement, AnnouncerOptions options = {});
  DiscoveryAnnouncer(const DiscoveryAnnouncer&) = delete;
  DiscoveryAnnouncer& operator=(const DiscoveryAnnouncer&) = delete;
  // Stops announcing at once.
  ~DiscoveryAnnouncer();

  // What the next datagrams say (e.g. a new summary).
  void update(Announcement announcement);
  // Why announcing is impossible (no UDP socket), or "".
  std::string error() const;

 private:
  void run(std::stop_token stop);
  void sendOnce(const std::string& datagram);

  const AnnouncerOptions options_;
  UniqueFd socket_;
  WakePipe wake_;
  mutable std::mutex mutex_;
  Announcement announcement_;
  std::string error_;
  std::jthread thread_;  // last: stops and joins first
};

struct BrowserOptions {
  std::uint16_t port = kDefaultDiscoveryPort;  // 0: any free port (tests), see localPort()
  std::string bindAddress = "0.0.0.0";         // "0.0.0.0" hears broadcasts; tests use 127.0.0.1
  std::chrono::milliseconds expiry{4000};      // a host unheard this long is dropped
};

class DiscoveryBrowser {
 public:
  explicit DiscoveryBrowser(BrowserOptions options = {});
  DiscoveryBrowser(const DiscoveryBrowser&) = delete;
  DiscoveryBrowser& operator=(const DiscoveryBrowser&) = delete;
  ~DiscoveryBrowser();

  // The hosts heard within the expiry time: those that answered its query first, then the rest in
  // the order first heard. Never blocks for long.
  std::vector<FoundHost> hosts() const;
  std::uint16_t localPort() const { return localPort_; }
  // Why listening is impossible (e.g. the port is taken without SO_REUSEADDR), or "".
  std::string error() const;

 private:
  void run(std::stop_token stop);

  const BrowserOptions options_;
  UniqueFd socket_;
  WakePipe wake_;
  std::uint16_t localPort_ = 0;
  mutable std::mutex mutex_;
  mutable HostList list_;
  std::string error_;
  std::jthread thread_;  // last: stops and joins first
};

}  // namespace tileflow::net
