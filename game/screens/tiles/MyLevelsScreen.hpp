// MyLevelsScreen: the player's own levels (made in the editor or imported): play or edit them,
// delete them, make a new one or import one.
#pragma once

#include <memory>
#include <string>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/tiles/TilesContext.hpp"
#include "game/store/MyLevelsStore.hpp"

namespace tileflow {

class MyLevelsScreen : public Screen {
 public:
  MyLevelsScreen(TilesContext& game, std::shared_ptr<MyLevelsStore> store);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }

  const WidgetList& widgets() const { return widgets_; }

 private:
  // Rebuilds the level buttons (after an edit or import the list may have grown).
  void rebuild();
  // Plays the level, or while Edit is on asks whether to edit or delete it.
  void open(std::size_t index);
  void askDelete(const std::string& id, const std::string& name);

  TilesContext& game_;
  std::shared_ptr<MyLevelsStore> store_;
  WidgetList widgets_;
  bool editing_ = false;
  std::string problem_;  // a delete that failed, shown until the next try
  int page_ = 0;
  int perPage_ = 6;
  SDL_Rect listRect_{0, 0, 0, 0};
  std::size_t shownCount_ = 0;
  int headingY_ = 0;
  Metrics metrics_;
};

}  // namespace tileflow
