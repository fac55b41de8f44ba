// LevelSelectScreen: the levels of one pack as numbered cards with their stars; the level to
// continue with stands out. Also starts a campaign level and chains the next one after a win.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "engine/ui/Screen.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/CardButton.hpp"
#include "game/screens/tiles/TilesContext.hpp"
#include "game/store/Campaign.hpp"

namespace tileflow {

class LevelSelectScreen : public Screen {
 public:
  LevelSelectScreen(TilesContext& game, std::shared_ptr<Campaign> campaign, std::size_t pack);

  // Opens a play screen on `at`; its win is recorded (stars need moves and time), and "Next"
  // goes on to the following level of the campaign.
  static void play(ScreenStack& stack, TilesContext& game, const std::shared_ptr<Campaign>& campaign, LevelRef at);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }

  const WidgetList& widgets() const { return widgets_; }

 private:
  void refresh();

  TilesContext& game_;
  std::shared_ptr<Campaign> campaign_;
  std::size_t pack_;
  WidgetList widgets_;
  std::vector<CardButton*> cards_;
  int headingY_ = 0;
};

}  // namespace tileflow
