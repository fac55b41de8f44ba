// TitleScreen: the game's front door: the registered modes' buttons, then Settings and Quit,
// with the first mode's banner under the name and any start-up problem (a mode's, the
// settings') shown, not crashed on. It knows no mode by name.
#pragma once

#include <vector>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/AppContext.hpp"
#include "game/screens/ModeRegistry.hpp"

namespace tileflow {

class TitleScreen : public Screen {
 public:
  TitleScreen(AppContext& app, const ModeRegistry& modes);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }

  const WidgetList& widgets() const { return widgets_; }

 private:
  void addButton(const ModeButton& button);
  // Back, B or Esc: asks before the game ends.
  void askToQuit();

  AppContext& app_;
  const ModeRegistry& modes_;
  WidgetList widgets_;
  int titleY_ = 0;
  SDL_Rect bannerRow_{0, 0, 0, 0};
};

}  // namespace tileflow
