// Announcement: formatting and strict parsing of the discovery datagram, and the expiring host list.
#include "engine/net/Announcement.hpp"

#include <algorithm>

namespace tileflow::net {

namespace {

constexpr std::string_view kMagic = "TILEFLOW 1 ";
constexpr std::string_view kQueryMagic = "TILEFLOW? 1 ";
constexpr std::string_view kReplyMagic = "TILEFLOW! ";

std::string announcementHex16(std::uint64_t value) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, value >>= 4) out[static_cast<std::size_t>(i)] = digits[value & 15];
  return out;
}

// Exactly 16 lower-case hex digits.
std::optional<std::uint64_t> parseAnnouncementHex16(std::string_view text) {
  if (text.size() != 16) return std::nullopt;
  std::uint64_t value = 0;
  for (char c : text) {
    int digit = 0;
    if (c >= '0' && c <= '9') {
      digit = c - '0';
    } else if (c >= 'a' && c <= 'f') {
      digit = c - 'a' + 10;
    } else {
      return std::nullopt;
    }
    value = (value << 4) | static_cast<std::uint64_t>(digit);
  }
  return value;
}

bool printable(char c) { return c >= 0x20 && c <= 0x7E; }

bool allPrintable(std::string_view text) { return std::all_of(text.begin(), text.end(), printable); }

}  // namespace

std::string printableText(std::string_view text, std::size_t limit) {
  std::string out;
  for (char c : text) {
    if (out.size() == limit) break;
    out.push_back(printable(c) ? c : '?');
  }
  const auto first = out.find_first_not_of(' ');
  if (first == std::string::npos) return {};
  return out.substr(first, out.find_last_not_of(' ') - first + 1);
}

std::string formatAnnouncement(const Announcement& announcement) {
  std::string name = printableText(announcement.name, kMaxHostName);
  if (name.empty()) name = "Tileflow";
  return std::string(kMagic) + std::to_string(announcement.tcpPort) + " " + name + "\n" +
         printableText(announcement.summary, kMaxSummary);
}

std::optional<Announcement> parseAnnouncement(std::span<const std::uint8_t> datagram) {
  return parseAnnouncement(std::string_view(reinterpret_cast<const char*>(datagram.data()), datagram.size()));
}

std::optional<Announcement> parseAnnouncement(std::string_view datagram) {
  if (datagram.size() > kMaxAnnouncement || !datagram.starts_with(kMagic)) return std::nullopt;
  std::string_view rest = datagram.substr(kMagic.size());
  // The port: 1 to 5 digits, no leading zero, 1..65535, then one space.
  std::size_t digits = 0;
  while (digits < rest.size() && digits < 6 && rest[digits] >= '0' && rest[digits] <= '9') ++digits;
  if (digits == 0 || digits > 5 || rest[0] == '0' || digits >= rest.size() || rest[digits] != ' ') return std::nullopt;
  std::uint32_t port = 0;
  for (std::size_t i = 0; i < digits; ++i) port = port * 10 + static_cast<std::uint32_t>(rest[i] - '0');
  if (port > 65535) return std::nullopt;
  rest = rest.substr(digits + 1);
  const auto newline = rest.find('\n');
  const std::string_view name = rest.substr(0, newline);
  const std::string_view summary = newline == std::string_view::npos ? std::string_view{} : rest.substr(newline + 1);
  if (name.empty() || name.size() > kMaxHostName || !allPrintable(name) || name.front() == ' ' || name.back() == ' ') {
    return std::nullopt;
  }
  if (summary.size() > kMaxSummary || !allPrintable(summary)) return std::nullopt;
  if (!summary.empty() && (summary.front() == ' ' || summary.back() == ' ')) return std::nullopt;
  return Announcement{static_cast<std::uint16_t>(port), std::string(name), std::string(summary)};
}

std::string formatQuery(std::uint64_t nonce) { return std::string(kQueryMagic) + announcementHex16(nonce); }

std::optional<std::uint64_t> parseQuery(std::string_view datagram) {
  if (!datagram.starts_with(kQueryMagic)) return std::nullopt;
  return parseAnnouncementHex16(datagram.substr(kQueryMagic.size()));
}

std::string formatReply(std::uint64_t nonce, const Announcement& announcement) {
  return std::string(kReplyMagic) + announcementHex16(nonce) + "\n" + formatAnnouncement(announcement);
}

std::optional<Reply> parseReply(std::string_view datagram) {
  if (datagram.size() > kMaxDatagram || !datagram.starts_with(kReplyMagic)) return std::nullopt;
  const std::string_view rest = datagram.substr(kReplyMagic.size());
  const auto newline = rest.find('\n');
  if (newline == std::string_view::npos) return std::nullopt;
  const auto nonce = parseAnnouncementHex16(rest.substr(0, newline));
  const auto announcement = parseAnnouncement(rest.substr(newline + 1));
  if (!nonce || !announcement) return std::nullopt;
  return Reply{*nonce, *announcement};
}

void HostList::seen(const std::string& address, const Announcement& announcement, NetClock::time_point now) {
  forgetStale(now);
  auto it = std::find_if(hosts_.begin(), hosts_.end(),
                         [&](const FoundHost& h) { return h.address == address && h.tcpPort == announcement.tcpPort; });
  if (it == hosts_.end()) {
    if (hosts_.size() >= maxHosts_) {
      // Full: the new host takes the place of the oldest one asked that never answered.
      std::size_t gone = hosts_.size();
      for (std::size_t i = 0; i < hosts_.size(); ++i) {
        if (!hosts_[i].answered && asked_[i].pending && now - asked_[i].at >= kAnswerWait) {
          gone = i;
          break;
        }
      }
      if (gone == hosts_.size()) return;
      hosts_.erase(hosts_.begin() + static_cast<std::ptrdiff_t>(gone));
      asked_.erase(asked_.begin() + static_cast<std::ptrdiff_t>(gone));
    }
    hosts_.push_back({address, announcement.tcpPort, {}, {}, now, false});
    asked_.push_back({});
    it = hosts_.end() - 1;
  }
  it->name = announcement.name;
  it->summary = announcement.summary;
  it->lastSeen = now;
}

bool HostList::shouldQuery(const std::string& address, std::uint16_t tcpPort, std::uint64_t nonce,
                           NetClock::time_point now) {
  const auto it = std::find_if(hosts_.begin(), hosts_.end(),
                               [&](const FoundHost& h) { return h.address == address && h.tcpPort == tcpPort; });
  if (it == hosts_.end() || it->answered) return false;
  Asked& asked = asked_[static_cast<std::size_t>(it - hosts_.begin())];
  if (asked.ever && now - asked.at < kRequery) return false;
  if (now - windowStart_ >= std::chrono::seconds{1}) {
    windowStart_ = now;
    queriesInWindow_ = 0;
  }
  if (queriesInWindow_ >= kQueriesPerSecond) return false;
  ++queriesInWindow_;
  asked = Asked{nonce, now, true, true};
  return true;
}

bool HostList::answered(const std::string& address, const Reply& reply, NetClock::time_point now) {
  for (std::size_t i = 0; i < hosts_.size(); ++i) {
    FoundHost& h = hosts_[i];
    if (h.address != address || !asked_[i].pending || asked_[i].nonce != reply.nonce) continue;
    asked_[i].pending = false;
    h.answered = true;
    h.tcpPort = reply.announcement.tcpPort;
    h.name = reply.announcement.name;
    h.summary = reply.announcement.summary;
    h.lastSeen = now;
    rank();
    return true;
  }
  return false;
}

void HostList::rank() {
  // Hosts that answered first, each group in the order first heard.
  std::vector<std::size_t> order(hosts_.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_partition(order.begin(), order.end(), [&](std::size_t i) { return hosts_[i].answered; });
  std::vector<FoundHost> hosts;
  std::vector<Asked> asked;
  for (std::size_t i : order) {
    hosts.push_back(std::move(hosts_[i]));
    asked.push_back(asked_[i]);
  }
  hosts_ = std::move(hosts);
  asked_ = std::move(asked);
}

void HostList::forgetStale(NetClock::time_point now) {
  for (std::size_t i = hosts_.size(); i-- > 0;) {
    if (now - hosts_[i].lastSeen < expiry_) continue;
    hosts_.erase(hosts_.begin() + static_cast<std::ptrdiff_t>(i));
    asked_.erase(asked_.begin() + static_cast<std::ptrdiff_t>(i));
  }
}

}  // namespace tileflow::net
