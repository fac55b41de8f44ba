// NetworkContext: what the network screens need: the app, the Tiles and Flood contexts (a race is
// a Tiles level, a match a Flood board) and the options every session and the host list start
// from. Tests put the traffic on 127.0.0.1 through these options; the game uses the defaults.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>

#include "engine/net/Discovery.hpp"
#include "game/netmatch/MatchSession.hpp"
#include "game/screens/flood/FloodContext.hpp"
#include "game/screens/tiles/TilesContext.hpp"

namespace tileflow {

struct NetworkContext {
  NetworkContext(TilesContext& tilesContext, FloodContext& floodContext)
      : app(tilesContext.app), tiles(tilesContext), flood(floodContext) {}

  AppContext& app;
  TilesContext& tiles;
  FloodContext& flood;
  // Every session starts from these (the name and the game's version are filled in); tests
  // listen on and announce to 127.0.0.1 only.
  match::SessionOptions session;
  // The port a host listens on (0: any free one, for tests).
  std::uint16_t hostPort = net::kDefaultMatchPort;
  // The join screen's list of hosts; `browse` false shows none (tests that need no UDP).
  net::BrowserOptions browser;
  bool browse = true;
  // Where a match's seed comes from (a test fixes it).
  std::function<std::uint64_t()> nextSeed = [] {
    return static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
  };

  // The name others see: the one the player chose, else this device's host name.
  std::string playerName() const;
  // The options for a new session, with the player's name.
  match::SessionOptions sessionOptions() const;
};

}  // namespace tileflow
