// NetworkModeEntry: network play's entry on the title screen: one button, Network play, which
// opens the lobby (hosting and joining Flood matches and Tiles races).
#pragma once

#include "game/screens/ModeRegistry.hpp"
#include "game/screens/net/NetworkContext.hpp"

namespace tileflow {

void registerNetworkPlay(ModeRegistry& registry, NetworkContext& net);

}  // namespace tileflow
