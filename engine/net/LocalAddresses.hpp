// LocalAddresses: this device's IPv4 addresses, for a host to show its player what the other
// device may type to join when discovery cannot cross the network.
#pragma once

#include <string>
#include <vector>

namespace tileflow::net {

// The IPv4 addresses of the interfaces that are up: the others first, loopback (127.x) last.
// Empty when the system will not say.
std::vector<std::string> localAddresses();

}  // namespace tileflow::net
