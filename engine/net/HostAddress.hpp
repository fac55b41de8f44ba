// HostAddress: the address a player types to join a host: a numeric IPv4 address with an
// optional port ("192.168.1.20", "192.168.1.20:47811" or "192.168.1.20 47811"). Pure logic.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace tileflow::net {

struct HostAddress {
  std::string address;  // dotted IPv4, each part 0..255 without leading zeros
  std::uint16_t port = 0;
  bool operator==(const HostAddress&) const = default;
};

// The address in `text` (spaces around it ignored), with `defaultPort` when it names none; or a
// sentence saying what is wrong with it.
std::variant<HostAddress, std::string> parseHostAddress(std::string_view text, std::uint16_t defaultPort);

}  // namespace tileflow::net
