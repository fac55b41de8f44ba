#include "game/screens/flood/FloodModeEntry.hpp"

#include <memory>

#include "game/flood/FloodMode.hpp"
#include "game/screens/flood/FloodSetupScreen.hpp"

namespace tileflow {

void registerFloodMode(ModeRegistry& registry, FloodContext& flood) {
  ModeEntry entry;
  entry.buttons = [&flood] {
    std::vector<ModeButton> buttons;
    buttons.push_back({"Flood", [&flood](ScreenStack& stack) { stack.push(std::make_unique<FloodSetupScreen>(flood)); },
                       Button::Style::Normal});
    return buttons;
  };
  entry.notice = [&flood] { return flood.records->notice(); };
  registry.add(FloodMode::Id, FloodMode::Name, std::move(entry));
}

}  // namespace tileflow
