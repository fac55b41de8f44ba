#include "game/screens/daily/DailyModeEntry.hpp"

#include <memory>

#include "engine/core/Translate.hpp"
#include "game/screens/daily/DailyScreen.hpp"

namespace tileflow {

void registerDailyPuzzles(ModeRegistry& registry, DailyContext& daily) {
  ModeEntry entry;
  entry.buttons = [&daily] {
    std::vector<ModeButton> buttons;
    ModeButton button{trLater("Daily"),
                      [&daily](ScreenStack& stack) { stack.push(std::make_unique<DailyScreen>(daily, true)); }};
    button.fontDesign = 24;
    button.place = ModeButton::Place::Lead;
    buttons.push_back(std::move(button));
    return buttons;
  };
  entry.notice = [&daily] { return daily.record->notice(); };
  registry.add("daily", "Daily puzzles", std::move(entry));
}

}  // namespace tileflow
