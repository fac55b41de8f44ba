// TitleScreen: the game's front door: Play, Generate, Settings, Quit, with a row of tiles
// under the name and any start-up problem (catalog, settings) shown, not crashed on.
#pragma once

#include <vector>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/model/Level.hpp"
#include "game/screens/GameContext.hpp"

namespace tileflow {

class TitleScreen : public Screen {
 public:
  explicit TitleScreen(GameContext& game);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;

  const WidgetList& widgets() const { return widgets_; }

 private:
  void play();
  void playLevel(std::size_t index);

  GameContext& game_;
  WidgetList widgets_;
  std::vector<Level> levels_;
  bool levelsLoaded_ = false;
  int titleY_ = 0;
  SDL_Rect tilesRow_{0, 0, 0, 0};
  std::string problem_;
};

}  // namespace tileflow
