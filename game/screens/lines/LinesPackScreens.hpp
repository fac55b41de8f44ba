// LinesPackScreens: the Lines campaign. LinesPacksScreen shows the packs as cards with the levels
// solved and the stars in each (a pack opens once two thirds of the one before are solved) and a
// Continue card; LinesLevelsScreen shows one pack's levels with their stars.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/CardButton.hpp"
#include "game/screens/lines/LinesContext.hpp"

namespace tileflow {

// Opens a play screen on a level of the built-in packs.
void playLinesLevel(ScreenStack& stack, LinesContext& lines, LinesLevelRef at);
// The first level not yet solved in an open pack (the first level when all are).
LinesLevelRef linesContinueAt(const LinesContext& lines);

class LinesPacksScreen : public Screen {
 public:
  explicit LinesPacksScreen(LinesContext& lines);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  const WidgetList& widgets() const { return widgets_; }

 private:
  void refresh();

  LinesContext& lines_;
  WidgetList widgets_;
  CardButton* continue_ = nullptr;
  std::vector<CardButton*> cards_;
  int headingY_ = 0;
};

class LinesLevelsScreen : public Screen {
 public:
  LinesLevelsScreen(LinesContext& lines, std::size_t pack);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  const WidgetList& widgets() const { return widgets_; }

 private:
  void refresh();

  LinesContext& lines_;
  std::size_t pack_;
  WidgetList widgets_;
  std::vector<CardButton*> cards_;
  int headingY_ = 0;
};

}  // namespace tileflow
