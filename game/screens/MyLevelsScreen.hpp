// MyLevelsScreen: the player's own levels (made in the editor or imported): play or edit them,
// make a new one or import one.
#pragma once

#include <memory>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/TilesContext.hpp"
#include "game/store/MyLevelsStore.hpp"

namespace tileflow {

class MyLevelsScreen : public Screen {
 public:
  MyLevelsScreen(TilesContext& game, std::shared_ptr<MyLevelsStore> store);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;

  const WidgetList& widgets() const { return widgets_; }

 private:
  // Rebuilds the level buttons (after an edit or import the list may have grown).
  void rebuild();
  void open(std::size_t index);

  TilesContext& game_;
  std::shared_ptr<MyLevelsStore> store_;
  WidgetList widgets_;
  bool editing_ = false;
  int page_ = 0;
  int perPage_ = 6;
  SDL_Rect listRect_{0, 0, 0, 0};
  std::size_t shownCount_ = 0;
  int headingY_ = 0;
  Metrics metrics_;
};

}  // namespace tileflow
