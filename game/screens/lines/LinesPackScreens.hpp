// LinesPackScreens: the Lines campaign. LinesPacksScreen shows the packs as cards with the levels
// solved and the stars in each (a pack opens once two thirds of the one before are solved), a
// Continue card, New puzzle and My levels; LinesLevelsScreen shows one pack's levels with their
// stars; LinesMineScreen the puzzles the player kept (generated, imported, made), to play, change in
// the editor or delete.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
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
  CardButton* mine_ = nullptr;
  std::vector<CardButton*> cards_;
  std::size_t firstPack_ = 0;  // cards_ index of the first pack's card
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

class LinesMineScreen : public Screen {
 public:
  explicit LinesMineScreen(LinesContext& lines);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void update(double seconds) override;
  // Back from play or the editor: a puzzle may have been saved or changed.
  void uncovered() override { rebuildDue_ = true; }
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  const WidgetList& widgets() const { return widgets_; }
  bool deleting() const { return deleting_; }

 private:
  // The cards again after the kept puzzles changed (never from inside a card's own press: the
  // press asks for it and it happens once the press is over).
  void rebuild();
  void picked(std::size_t index);

  LinesContext& lines_;
  WidgetList widgets_;
  std::vector<CardButton*> cards_;
  CardButton* delete_ = nullptr;
  CardButton* edit_ = nullptr;
  bool deleting_ = false;
  bool editing_ = false;  // a pick opens the editor
  bool rebuildDue_ = false;
  Metrics metrics_;
  int headingY_ = 0;
  std::string said_;
};

}  // namespace tileflow
