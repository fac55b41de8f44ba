#include "game/screens/lines/LinesModeEntry.hpp"

#include <memory>

#include "game/lines/LinesMode.hpp"
#include "game/screens/lines/LinesPackScreens.hpp"

namespace tileflow {

void registerLinesMode(ModeRegistry& registry, LinesContext& lines) {
  ModeEntry entry;
  entry.buttons = [&lines] {
    std::vector<ModeButton> buttons;
    buttons.push_back({"Lines", [&lines](ScreenStack& stack) { stack.push(std::make_unique<LinesPacksScreen>(lines)); },
                       Button::Style::Normal});
    return buttons;
  };
  entry.notice = [&lines] { return lines.left->notice(); };
  registry.add(LinesMode::Id, LinesMode::Name, std::move(entry));
}

}  // namespace tileflow
