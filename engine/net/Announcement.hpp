// Announcement: the discovery datagram a host broadcasts, "TILEFLOW 1 <tcp-port> <name>\n<summary>",
// the query a browser sends straight back to an announcer ("TILEFLOW? 1 <nonce>") and the
// announcer's direct reply ("TILEFLOW! <nonce>\n" and its announcement), and the list of hosts a
// browser has heard from. Pure logic: every byte of a datagram is treated as hostile, and anything
// that does not parse exactly is ignored.
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
// The longest datagram of any kind (a reply: its first line and an announcement).
inline constexpr std::size_t kMaxDatagram = kMaxAnnouncement + 32;

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

// A browser's query, sent to the address and port an announcement came from, and the host's
// direct reply, which echoes the query's nonce. Anyone on the network can send an announcement
// from a made-up address; only a host that is really there receives the query and can answer it.
std::string formatQuery(std::uint64_t nonce);
std::optional<std::uint64_t> parseQuery(std::string_view datagram);
std::string formatReply(std::uint64_t nonce, const Announcement& announcement);
struct Reply {
  std::uint64_t nonce = 0;
  Announcement announcement;
};
std::optional<Reply> parseReply(std::string_view datagram);

struct FoundHost {
  std::string address;  // IPv4 address the datagram came from
  std::uint16_t tcpPort = 0;
  std::string name;
  std::string summary;
  NetClock::time_point lastSeen{};
  bool answered = false;  // it answered this browser's query: it is really at that address
};

// The hosts heard recently, one per (address, port). Hosts that answered a query come first,
// then the others in the order first heard. Bounded: once `maxHosts` are listed, a new host
// takes the place of one that was asked and never answered (or waits until one expires), so a
// flood of made-up announcements cannot keep a real host out for long.
class HostList {
 public:
  explicit HostList(std::chrono::milliseconds expiry = std::chrono::milliseconds{4000}, std::size_t maxHosts = 64)
      : expiry_(expiry), maxHosts_(maxHosts) {}

  // Queries at most this many a second in all, and each host at most once per this long.
  static constexpr int kQueriesPerSecond = 16;
  static constexpr std::chrono::milliseconds kRequery{5000};
  // A host asked this long ago without an answer may give its place to a new one.
  static constexpr std::chrono::milliseconds kAnswerWait{1000};

  void seen(const std::string& address, const Announcement& announcement, NetClock::time_point now);
  // Whether to query the host at (address, tcpPort) now; when true, the nonce sent is noted.
  bool shouldQuery(const std::string& address, std::uint16_t tcpPort, std::uint64_t nonce, NetClock::time_point now);
  // A direct reply from `address`: true (and the host ranks first) when it answers a query sent
  // to that address with this nonce.
  bool answered(const std::string& address, const Reply& reply, NetClock::time_point now);
  // Drops hosts unheard for the expiry time.
  void forgetStale(NetClock::time_point now);
  const std::vector<FoundHost>& hosts() const { return hosts_; }

 private:
  struct Asked {
    std::uint64_t nonce = 0;
    NetClock::time_point at{};
    bool ever = false;     // asked at least once
    bool pending = false;  // asked, no answer yet
  };
  void rank();

  std::chrono::milliseconds expiry_;
  std::size_t maxHosts_;
  std::vector<FoundHost> hosts_;
  std::vector<Asked> asked_;  // beside hosts_, one per host
  NetClock::time_point windowStart_{};
  int queriesInWindow_ = 0;
};

}  // namespace tileflow::net
