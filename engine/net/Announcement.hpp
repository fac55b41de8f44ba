// Announcement: the discovery datagram a host broadcasts, "TILEFLOW 1 <tcp-port> <name>\n<summary>",
// and the list of hosts a browser has heard from. Pure logic: every byte of a datagram is treated
// as hostile, and anything that does not parse exactly is ignored.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/net/HeartbeatClock.hpp"

namespace tileflow::net {

inline constexpr std::uint16_t kDefaultDiscoveryPort = 47810;
inline constexpr std::size_t kMaxAnnouncement = 512;
inline constexpr std::size_t kMaxHostName = 40;
inline constexpr std::size_t kMaxSummary = 200;

struct Announcement {
  std::uint16_t tcpPort = 0;  // where the host accepts its one opponent
  std::string name;           // 1..kMaxHostName printable ASCII characters, no space at either end
  std::string summary;        // 0..kMaxSummary printable ASCII characters, no space at either end
  bool operator==(const Announcement&) const = default;
};

// Text safe to show: printable ASCII only (anything else becomes '?'), at most `limit` bytes,
// no space at either end.
std::string printableText(std::string_view text, std::size_t limit);

// The datagram for `announcement`, with name and summary made printable and cut to their limits
// (an empty name becomes "Tileflow"); parses back whenever tcpPort is not 0.
std::string formatAnnouncement(const Announcement& announcement);
// The announcement in a datagram, or nothing for anything but an exact, valid version-1 datagram.
std::optional<Announcement> parseAnnouncement(std::span<const std::uint8_t> datagram);
std::optional<Announcement> parseAnnouncement(std::string_view datagram);

struct FoundHost {
  std::string address;  // IPv4 address the datagram came from
  std::uint16_t tcpPort = 0;
  std::string name;
  std::string summary;
  NetClock::time_point lastSeen{};
};

// The hosts heard recently, one per (address, port), in the order first heard. Bounded: once
// `maxHosts` are listed, new ones are ignored until old ones expire.
class HostList {
 public:
  explicit HostList(std::chrono::milliseconds expiry = std::chrono::milliseconds{4000}, std::size_t maxHosts = 64)
      : expiry_(expiry), maxHosts_(maxHosts) {}

  void seen(const std::string& address, const Announcement& announcement, NetClock::time_point now);
  // Drops hosts unheard for the expiry time.
  void forgetStale(NetClock::time_point now);
  const std::vector<FoundHost>& hosts() const { return hosts_; }

 private:
  std::chrono::milliseconds expiry_;
  std::size_t maxHosts_;
  std::vector<FoundHost> hosts_;
};

}  // namespace tileflow::net
