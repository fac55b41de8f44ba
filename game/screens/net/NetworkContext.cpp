#include "game/screens/net/NetworkContext.hpp"

#include <unistd.h>

#include "engine/net/Announcement.hpp"

#ifndef TILEFLOW_VERSION
#define TILEFLOW_VERSION "0"
#endif

namespace tileflow {

std::string NetworkContext::playerName() const {
  std::string name = net::printableText(app.settings.network.name, net::kMaxHostName);
  if (!name.empty()) return name;
  char host[256] = {};
  if (::gethostname(host, sizeof host - 1) == 0) name = net::printableText(host, net::kMaxHostName);
  return name.empty() ? "Player" : name;
}

match::SessionOptions NetworkContext::sessionOptions() const {
  match::SessionOptions options = session;
  options.name = playerName();
  options.gameVersion = "Tileflow " TILEFLOW_VERSION;
  return options;
}

}  // namespace tileflow
