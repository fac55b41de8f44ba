#include "engine/net/HostAddress.hpp"

#include <cctype>

namespace tileflow::net {

namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())) != 0) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())) != 0) s.remove_suffix(1);
  return s;
}

// A whole number of at most `digits` digits without a leading zero (0 itself is fine), or -1.
long number(std::string_view s, std::size_t digits) {
  if (s.empty() || s.size() > digits || (s.size() > 1 && s[0] == '0')) return -1;
  long v = 0;
  for (const char c : s) {
    if (c < '0' || c > '9') return -1;
    v = v * 10 + (c - '0');
  }
  return v;
}

}  // namespace

std::variant<HostAddress, std::string> parseHostAddress(std::string_view text, std::uint16_t defaultPort) {
  text = trimmed(text);
  if (text.empty()) return std::string("Type the host's address, for example 192.168.1.20");
  std::string_view host = text;
  std::string_view port;
  if (const std::size_t at = text.find_first_of(": "); at != std::string_view::npos) {
    host = text.substr(0, at);
    port = trimmed(text.substr(at + 1));
    if (port.empty()) return std::string("A port number should follow the address");
  }
  HostAddress out;
  int parts = 0;
  std::string_view rest = host;
  while (true) {
    const std::size_t dot = rest.find('.');
    const long v = number(rest.substr(0, dot), 3);
    if (v < 0 || v > 255 || ++parts > 4)
      return "\xe2\x80\x9c" + std::string(host) +
             "\xe2\x80\x9d is not an address: four numbers 0 to 255 with dots, like 192.168.1.20";
    if (dot == std::string_view::npos) break;
    rest.remove_prefix(dot + 1);
  }
  if (parts != 4)
    return "\xe2\x80\x9c" + std::string(host) +
           "\xe2\x80\x9d is not an address: four numbers 0 to 255 with dots, like 192.168.1.20";
  out.address = std::string(host);
  out.port = defaultPort;
  if (!port.empty()) {
    const long p = number(port, 5);
    if (p < 1 || p > 65535) return "The port should be a number from 1 to 65535";
    out.port = static_cast<std::uint16_t>(p);
  }
  return out;
}

}  // namespace tileflow::net
