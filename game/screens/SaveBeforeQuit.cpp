// SaveBeforeQuit: keeps the work on the stack when the game is told to quit.
#include "game/screens/SaveBeforeQuit.hpp"

#include <string>

#include "game/screens/EventLog.hpp"

namespace tileflow {

bool saveBeforeQuit(ScreenStack& stack) {
  const ScreenStack::SavedWork result = stack.saveAllWork();
  if (result.saved > 0 || result.failed > 0) {
    logEvent("saved before quitting: " + std::to_string(result.saved) +
             ", not saved: " + std::to_string(result.failed));
  }
  return false;
}

}  // namespace tileflow
