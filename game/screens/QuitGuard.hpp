// QuitGuard: closing the window while a level in the editor is not saved asks first: keep
// editing, save and quit, or quit without saving. Closing the window again while the question
// is up quits: a player who insists is not held back.
#pragma once

#include "engine/ui/ScreenStack.hpp"
#include "game/screens/AppContext.hpp"

namespace tileflow {

class QuitGuard {
 public:
  QuitGuard(AppContext& app, ScreenStack& stack) : app_(app), stack_(stack) {}

  // Called on a window close: true if it put the question up instead of letting the game end.
  bool intercept();
  bool asking() const { return asking_; }

 private:
  AppContext& app_;
  ScreenStack& stack_;
  bool asking_ = false;
};

}  // namespace tileflow
