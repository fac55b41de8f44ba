// EditorScreen: make a level: pick tiles from the environment's palette, place, turn, blank,
// wall and lock them, take cells out of the board or put them back, mark landmarks and join holes
// into portals (Link levels), resize, toggle wrap, name the level and change its land and rules
// (the Level dialog; names typed or on on-screen keys), undo and redo any of it, test-play, copy
// its share code and save it to "My levels" (only once the solver finds a solution). Every change
// goes through its EditSession as a move.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/edit/EditSession.hpp"
#include "game/model/Level.hpp"
#include "game/model/Networks.hpp"
#include "game/screens/tiles/TilesContext.hpp"
#include "game/store/MyLevelsStore.hpp"
#include "game/view/BoardView.hpp"
#include "game/view/BoardViewInput.hpp"

namespace tileflow {

class EditorScreen : public Screen {
 public:
  // Cells takes a cell out of the board (a hole) or puts it back. Landmark steps a one-ended tile through
  // the landmark kinds and back to none; Portal joins two holes (first tap, then second) or parts a portal.
  enum class Tool { Place, Rotate, Blank, Wall, Lock, Cells, Landmark, Portal };

  EditorScreen(TilesContext& game, Level start, std::shared_ptr<MyLevelsStore> store);
  // An empty (all blank) board to start from.
  static Level blankLevel(const Catalog& catalog, int width, int height, const std::string& environment = "all",
                          Shape shape = Shape::Square);
  // Asks square or hex cells, then opens the editor on a blank 5×5 board of them.
  static void startNew(ScreenStack& stack, TilesContext& game, std::shared_ptr<MyLevelsStore> store);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void update(double seconds) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  bool animating() const override { return view_.animating(); }
  // A big board's pictures (or a zoom's) are made over several frames: draw them.
  int msUntilWake() const override { return view_.sharpening() ? 0 : -1; }

  const Level& level() const { return session_.level(); }
  const EditSession& session() const { return session_; }
  Tool tool() const { return tool_; }
  void setTool(Tool tool);
  // Index into palette() of the tile the Place tool puts down.
  int selected() const { return selected_; }
  void select(int paletteIndex);
  const std::vector<int>& palette() const { return palette_; }
  const std::string& message() const { return message_; }
  // The hole a portal starts from, waiting for the tap on its other end (-1: none).
  int portalStart() const { return portalFrom_; }
  SDL_Rect cellRect(int cell) const { return view_.cellRect(cell); }
  const WidgetList& widgets() const { return widgets_; }

  // Solves the level; refuses (false, with the reason in message()) when there is no solution,
  // otherwise adds it to My levels (a warning when it has more than one).
  bool save();
  // Opens the play screen on a playable copy, if there is a solution.
  bool testPlay();
  // Puts the share code on the clipboard.
  void copyShareCode();
  void resize(int width, int height);
  // Takes back the last edit, or makes the last one taken back again.
  void undo();
  void redo();
  // Opens the name field (keyboard or on-screen keys).
  void editName();
  // Opens the Level dialog: name, land and rules (EditorLevelScreen).
  void editLevel();
  // Leaves the editor, first asking when there are changes not saved to My levels.
  void leave();
  // True after a change that the last save does not hold.
  bool unsaved() const { return session_.unsaved(); }
  bool unsavedWork() const override { return session_.unsaved(); }
  // On quit: saves the level as Save does, or, when Save refuses it, keeps it in My levels as a
  // draft (its name marked, no solution) to finish later; false only if nothing could be written.
  bool saveWork() override;

 private:
  // The level as a player would get it: solution found, shuffled if the board shows it solved.
  // Returns false (with the reason in message_) if it has no solution.
  bool prepare(Level& out, bool& several);
  void apply(int cell, int side, bool alternate);
  void applyLandmark(int cell, bool backwards);
  void applyPortal(int cell, bool cancel);
  // Brings networks, steppers, cursor and layout in line with the level after an edit.
  void edited();
  void relayoutBoard();
  void refreshPalette();
  void say(std::string text, bool problem);
  // Keeps the level as it stands in My levels as a draft; false (with the reason) if it could not.
  bool keepDraft();

  TilesContext& game_;
  EditSession session_;
  std::shared_ptr<MyLevelsStore> store_;
  std::vector<int> palette_;
  std::string paletteLand_;  // the environment the palette was made for
  int selected_ = 0;
  int paletteFirst_ = 0;
  int paletteShown_ = 1;
  Tool tool_ = Tool::Place;
  BoardView view_;
  BoardViewInput viewInput_;  // zoom and pan of view_
  BoardView paletteView_;
  Board paletteBoard_;
  Networks networks_;
  WidgetList widgets_;
  SDL_Rect boardArea_{0, 0, 0, 0};
  SDL_Rect paletteRect_{0, 0, 0, 0};
  SDL_Rect prevRect_{0, 0, 0, 0};
  SDL_Rect nextRect_{0, 0, 0, 0};
  int cursor_ = 0;
  int portalFrom_ = -1;
  int cursorSide_ = 1;  // the side a gamepad's wall goes on: the last direction moved
  bool boardFocus_ = false;
  std::string message_;
  bool messageProblem_ = false;
  std::optional<std::string> nameDraft_;  // typed in the name field, then cancelled
};

}  // namespace tileflow
