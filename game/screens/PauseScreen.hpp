// PauseScreen: the in-game menu over the board (Start on a gamepad, Menu on screen): resume,
// restart, hint, copy the level's share code, save a generated level to My levels, settings, back
// to the title.
#pragma once

#include <functional>
#include <string>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/AppContext.hpp"

namespace tileflow {

class PauseScreen : public Screen {
 public:
  struct Actions {
    std::function<void()> restart;
    // Empty hides the button (a race: no hints there).
    std::function<void()> hint;
    // Shows the solution (after asking); empty hides the button.
    std::function<void()> showSolution;
    // Copies the level's share code; returns the line to show ("Share code copied (N
    // characters)" or why not). Empty hides the button.
    std::function<std::string()> copyCode;
    // Saves a level kept nowhere else (a generated one) to My levels; returns the line to show.
    // Empty hides the button.
    std::function<std::string()> save;
    // "Leave level" once the menu has closed; empty leaves the screen below at once.
    std::function<void()> leave;
  };
  PauseScreen(AppContext& app, Actions actions);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  bool overlay() const override { return true; }

  // The buttons in order: Resume, Restart level, Hint (when there is a hint action), Copy share
  // code (when there is a copyCode action), Save to My levels (when there is a save action), Show solution (when
  // there is a showSolution action), Settings, Controls, Leave level.
  const WidgetList& buttons() const { return widgets_; }
  // The line under the buttons (the last copy's result), empty before.
  const std::string& message() const { return message_; }
  const SDL_Rect& panel() const { return panel_; }

 private:
  AppContext& app_;
  Actions actions_;
  WidgetList widgets_;
  SDL_Rect panel_{0, 0, 0, 0};
  SDL_Rect messageRect_{0, 0, 0, 0};
  std::string message_;
};

}  // namespace tileflow
