// ImportScreen: paste a share code, a Net game ID or level YAML from the clipboard; a good one
// joins "My levels" and can be played or edited at once, a bad one says why and changes nothing.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/model/Level.hpp"
#include "game/screens/TilesContext.hpp"
#include "game/store/MyLevelsStore.hpp"

namespace tileflow {

class ImportScreen : public Screen {
 public:
  ImportScreen(TilesContext& game, std::shared_ptr<MyLevelsStore> store);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;

  // What "Paste from clipboard" does with the clipboard's text; true if a level was imported.
  bool importText(const std::string& text);
  const std::string& message() const { return message_; }
  bool problem() const { return problem_; }
  const std::optional<Level>& imported() const { return imported_; }
  const WidgetList& widgets() const { return widgets_; }

 private:
  void paste();

  TilesContext& game_;
  std::shared_ptr<MyLevelsStore> store_;
  WidgetList widgets_;
  std::optional<Level> imported_;
  std::string message_ = "Copy a share code (TF1.…), a Net game ID or a level file's text, then paste it here.";
  bool problem_ = false;
  int headingY_ = 0;
  SDL_Rect messageRect_{0, 0, 0, 0};
};

}  // namespace tileflow
