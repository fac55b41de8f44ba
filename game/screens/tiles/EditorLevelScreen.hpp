// EditorLevelScreen: the editor's "Level" dialog over the board: the level's name (opens the name
// field), its land (environment) and its rules. Each change goes through the editor, so it is an
// edit with undo like any other; a land the board's pieces do not allow is refused with the reason.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Rules.hpp"
#include "game/screens/AppContext.hpp"

namespace tileflow {

class EditorLevelScreen : public Screen {
 public:
  struct Choices {
    std::vector<std::string> landNames;  // shown in the Land row, in stepper order
    int land = 0;                        // the level's land, an index into landNames
    Rules rules;
    // Asks to change the land; returns the index the level has afterwards and, when refused,
    // the reason in `why`.
    std::function<int(int index, std::string& why)> changeLand;
    std::function<void(Rules)> changeRules;
    // Opens the name field once this dialog has closed.
    std::function<void()> rename;
  };
  EditorLevelScreen(AppContext& app, Choices choices);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  bool overlay() const override { return true; }

  // Name, Land, Rules, Done.
  const WidgetList& widgets() const { return widgets_; }
  // The last refusal ("Town has no hedge-end pieces"), empty when none.
  const std::string& message() const { return message_; }

 private:
  AppContext& app_;
  Choices choices_;
  WidgetList widgets_;
  SDL_Rect panel_{0, 0, 0, 0};
  SDL_Rect messageRect_{0, 0, 0, 0};
  std::string message_;
};

// The lands a Land row offers: "all" (shown as Everything) first, then the catalog's lands in
// their order (none but "all" without a catalog).
struct LandChoices {
  std::vector<std::string> ids;
  std::vector<std::string> names;
  // The row's index of an environment id; 0 (Everything) for one it does not offer.
  int indexOf(const std::string& id) const;
};
LandChoices landChoices(const Catalog* catalog);
// The name a land is shown by: its name in the catalog, else its id (no catalog, no such land).
std::string landName(const Catalog* catalog, const std::string& id);

// How a Rules row shows a rules choice (rulesChoice in game/model/Rules.hpp): "Ends meet",
// "Connected", "No loops", "Both".
std::string rulesChoiceName(int choice);

}  // namespace tileflow
