// EditorLevelScreen: the editor's "Level" dialog over the board: the level's name (opens the name
// field), its land (environment) and its rules. Each change goes through the editor, so it is an
// edit with undo like any other; a land the board's pieces do not allow is refused with the reason.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
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
  bool overlay() const override { return true; }

  // Name, Land, Rules, Done.
  const WidgetList& widgets() const { return widgets_; }
  // The last refusal ("Town has no hedge-end pieces"), empty when none.
  const std::string& message() const { return message_; }

  // The Rules row's values: ends meet, connected, no loops, both.
  static int rulesIndex(const Rules& rules) { return (rules.connected ? 1 : 0) + (rules.acyclic ? 2 : 0); }
  static Rules rulesOfIndex(int index) { return Rules{(index & 1) != 0, (index & 2) != 0}; }

 private:
  AppContext& app_;
  Choices choices_;
  WidgetList widgets_;
  SDL_Rect panel_{0, 0, 0, 0};
  SDL_Rect messageRect_{0, 0, 0, 0};
  std::string message_;
};

}  // namespace tileflow
