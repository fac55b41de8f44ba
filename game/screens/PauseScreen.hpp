// PauseScreen: the in-game menu over the board (Start on a gamepad, Menu on screen): resume,
// restart, hint, settings, back to the title.
#pragma once

#include <functional>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/GameContext.hpp"

namespace tileflow {

class PauseScreen : public Screen {
 public:
  struct Actions {
    std::function<void()> restart;
    std::function<void()> hint;
  };
  PauseScreen(GameContext& game, Actions actions);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  bool overlay() const override { return true; }

 private:
  GameContext& game_;
  Actions actions_;
  WidgetList widgets_;
  SDL_Rect panel_{0, 0, 0, 0};
};

}  // namespace tileflow
