#include "game/screens/net/NetworkModeEntry.hpp"

#include <memory>

#include "engine/core/Translate.hpp"
#include "game/screens/net/NetLobbyScreen.hpp"

namespace tileflow {

void registerNetworkPlay(ModeRegistry& registry, NetworkContext& net) {
  ModeEntry entry;
  entry.buttons = [&net] {
    std::vector<ModeButton> buttons;
    ModeButton b{trLater("Network"), [&net](ScreenStack& stack) { stack.push(std::make_unique<NetLobbyScreen>(net)); },
                 Button::Style::Normal};
    // A match needs the tiles (a race's level) and a catalog for the sessions.
    b.enabled = net.tiles.catalog != nullptr;
    b.place = ModeButton::Place::More;
    buttons.push_back(b);
    return buttons;
  };
  registry.add("network", "Network play", std::move(entry));
}

}  // namespace tileflow
