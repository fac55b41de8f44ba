// SettingsScreen: fullscreen, animation speed, colour-blind-safe markers, UI scale, the sound
// effects' volume and mute; every change is applied at once and saved, and each shows the state
// in use (fullscreen: the window's own). Statistics opens the player's figures (when the game
// offers them) and Controls the controls of each input device.
#pragma once

#include <vector>

#include "engine/ui/Screen.hpp"
#include "engine/ui/Toggle.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/AppContext.hpp"

namespace tileflow {

class SettingsScreen : public Screen {
 public:
  explicit SettingsScreen(AppContext& app);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }

  const WidgetList& widgets() const { return widgets_; }

 private:
  AppContext& app_;
  std::vector<int> scaleSteps_;  // the UI scales the stepper goes through, in percent
  WidgetList widgets_;
  Toggle* fullscreen_ = nullptr;
  int buttons_ = 2;  // the buttons that share the last row: (Statistics,) Controls and Back
  int headingY_ = 0;
};

}  // namespace tileflow
