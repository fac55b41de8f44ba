#include "engine/net/LocalAddresses.hpp"

#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include <algorithm>

#include "engine/net/Socket.hpp"

namespace tileflow::net {

std::vector<std::string> localAddresses() {
  ifaddrs* list = nullptr;
  if (::getifaddrs(&list) != 0) return {};
  std::vector<std::string> outside;
  std::vector<std::string> loopback;
  for (const ifaddrs* i = list; i != nullptr; i = i->ifa_next) {
    if (i->ifa_addr == nullptr || i->ifa_addr->sa_family != AF_INET || (i->ifa_flags & IFF_UP) == 0) continue;
    sockaddr_in address{};
    std::copy_n(reinterpret_cast<const unsigned char*>(i->ifa_addr), sizeof address,
                reinterpret_cast<unsigned char*>(&address));
    std::string text = addressText(address);
    auto& into = (i->ifa_flags & IFF_LOOPBACK) != 0 ? loopback : outside;
    if (std::find(into.begin(), into.end(), text) == into.end()) into.push_back(std::move(text));
  }
  ::freeifaddrs(list);
  outside.insert(outside.end(), loopback.begin(), loopback.end());
  return outside;
}

}  // namespace tileflow::net
