// SettingsScreen: fullscreen, animation speed, colour-blind-safe markers and UI scale; every
// change is applied at once and saved.
#pragma once

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/AppContext.hpp"

namespace tileflow {

class SettingsScreen : public Screen {
 public:
  explicit SettingsScreen(AppContext& app);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;

  const WidgetList& widgets() const { return widgets_; }

 private:
  AppContext& app_;
  WidgetList widgets_;
  int headingY_ = 0;
};

}  // namespace tileflow
