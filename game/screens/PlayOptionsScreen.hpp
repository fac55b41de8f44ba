// PlayOptionsScreen: how a Tiles board turns and shows, from Settings: the main tap, click or A
// turning anticlockwise, the other one (right click, long press, B) a half turn, and the clock
// shown or not. Every change is saved at once.
#pragma once

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/AppContext.hpp"

namespace tileflow {

class PlayOptionsScreen : public Screen {
 public:
  explicit PlayOptionsScreen(AppContext& app);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }

  const WidgetList& widgets() const { return widgets_; }

 private:
  AppContext& app_;
  WidgetList widgets_;
  int headingY_ = 0;
};

}  // namespace tileflow
