// Announcement: formatting and strict parsing of the discovery datagram, and the expiring host list.
#include "engine/net/Announcement.hpp"

#include <algorithm>

namespace tileflow::net {

namespace {

constexpr std::string_view kMagic = "TILEFLOW 1 ";

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

void HostList::seen(const std::string& address, const Announcement& announcement, NetClock::time_point now) {
  forgetStale(now);
  auto it = std::find_if(hosts_.begin(), hosts_.end(),
                         [&](const FoundHost& h) { return h.address == address && h.tcpPort == announcement.tcpPort; });
  if (it == hosts_.end()) {
    if (hosts_.size() >= maxHosts_) return;
    hosts_.push_back({address, announcement.tcpPort, {}, {}, now});
    it = hosts_.end() - 1;
  }
  it->name = announcement.name;
  it->summary = announcement.summary;
  it->lastSeen = now;
}

void HostList::forgetStale(NetClock::time_point now) {
  std::erase_if(hosts_, [&](const FoundHost& h) { return now - h.lastSeen >= expiry_; });
}

}  // namespace tileflow::net
