// LinesPlayScreen: a Lines level being played. A drag from a dot or a line draws (LinesStroke: a
// fast drag fills the cells along the pointer's path, going back retracts, crossing another line
// cuts it until the stroke retreats); a tap on a line clears it from there, on a dot clears it
// all. Keyboard and gamepad move a cursor cell by cell: A (Enter) picks up a dot or a line's end,
// the arrows draw, A drops, B cancels the stroke. Each stroke is one move for Undo and Redo; Hint
// draws one whole line of the solution. The game is kept after every move, so a kill loses
// nothing; a solved level records its stars and offers the next.
#pragma once

#include <functional>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/ui/Button.hpp"
#include "engine/ui/Screen.hpp"
#include "engine/ui/TimedText.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/lines/LinesMode.hpp"
#include "game/lines/LinesStroke.hpp"
#include "game/screens/lines/LinesContext.hpp"
#include "game/view/BoardViewInput.hpp"
#include "game/view/FloodArt.hpp"
#include "game/view/LinesArt.hpp"
#include "game/view/LinesView.hpp"

namespace tileflow {

// Where a Lines screen's parts go: Back and the status line at the top, the board, and the
// action buttons in a column on the right (landscape; two columns where a column does not fit) or
// in a row below the board (portrait, or where two columns would make buttons narrower than
// `minButtonW`).
struct LinesScreenLayout {
  SDL_Rect status{0, 0, 0, 0};
  SDL_Rect board{0, 0, 0, 0};
};
// With `assets`, a row of buttons under the board shares its width by the buttons' words
// (shareRow), so a long word takes room from a short one or a sign.
LinesScreenLayout layoutLinesScreen(const Metrics& m, Button& back, const std::vector<Button*>& actions,
                                    int minButtonW = 0, Assets* assets = nullptr);

class LinesPlayScreen : public Screen {
 public:
  // `where`: the level's place in the built-in packs (its stars are recorded, Next goes on);
  // nothing for a level from elsewhere (generated, imported).
  LinesPlayScreen(LinesContext& lines, LinesLevel level, std::optional<LinesLevelRef> where = std::nullopt);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void update(double seconds) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  bool animating() const override { return flashLeft_ > 0 || view_.settling(); }
  int msUntilWake() const override { return message_.msUntilGone(); }
  // Back on top (a lesson put away): the next lesson, if any, is offered at the next update.
  void uncovered() override {
    lessonDue_ = true;
    markDirty();
  }

  const LinesGame& game() const { return *game_; }
  const LinesLevel& level() const { return level_; }
  // The position shown: the game's, with the stroke under way drawn in.
  const LinesPosition& shown() const { return stroke_ ? stroke_->position() : game_->position(); }
  // Where the cells are drawn now, and the camera over them (zoomed in on big boards).
  const FloodGeometry& geometry() const { return view_.geometry(); }
  const LinesView& view() const { return view_; }
  const WidgetList& widgets() const { return widgets_; }
  int cursor() const { return cursor_; }
  bool stroking() const { return stroke_.has_value(); }
  // The text at the top: a passing message, or the pairs joined, the board filled and the moves.
  std::string statusText() const;
  // Plays a move as a finished stroke would (taps, scripts, the gallery), dropping any stroke in
  // hand first (it was drawn over the position the move replaces); false when it is not allowed.
  bool playMove(const LinesMove& move);

  // Called once when the puzzle is won, with the seconds it took and whether a hint was used: the
  // daily puzzles record their solves by it.
  void setOnWin(std::function<void(int seconds, bool hinted)> onWin) { onWin_ = std::move(onWin); }

 private:
  std::function<void(int, bool)> onWin_;
  bool beginStroke(int cell, bool fromPad);
  // Follows the pointer from the last point it was seen at to (x, y), cell by cell.
  void followPointer(int x, int y);
  void strokeTo(int cell);
  void endStroke();
  void cancelStroke();
  void tapCell(int cell);
  void moveCursor(Action direction);
  void undo();
  void redo();
  void hint();
  void restart();
  void openMenu();
  // Keeps the puzzle in My levels; the line the pause menu shows.
  std::string savePuzzle();
  void played();
  void keepLeft();
  void say(std::string text);
  // Zoom and pan: the wheel, two fingers, the zoom keys and triggers, the right stick, a drag with
  // the right mouse button, a tap on the map (a drag with one finger or the left button draws).
  bool handleView(const InputEvent& event);
  // The first lesson this board calls for that the player has not had, over the board.
  void offerLesson();

  LinesContext& lines_;
  LinesLevel level_;
  std::optional<LinesLevelRef> where_;
  std::string code_;  // the level's share code: the game left is resumed when it matches
  std::unique_ptr<LinesGame> game_;
  std::optional<LinesStroke> stroke_;
  bool padStroke_ = false;
  SDL_Point lastPointer_{0, 0};
  int cursor_ = -1;
  bool showCursor_ = false;
  bool recorded_ = false;
  bool lessonDue_ = true;  // look for a lesson to offer once this screen is on top
  int flash_ = -1;
  double flashLeft_ = 0;
  static constexpr double MessageSeconds = 2.5;
  TimedText message_{MessageSeconds};  // the status line's message, for a while

  WidgetList widgets_;
  Button* back_ = nullptr;
  Button* undo_ = nullptr;
  Button* redo_ = nullptr;
  Button* hint_ = nullptr;
  Button* menu_ = nullptr;
  Metrics metrics_;
  SDL_Rect statusRect_{0, 0, 0, 0};
  SDL_Rect boardArea_{0, 0, 0, 0};
  LinesView view_;
  BoardViewInput viewInput_;
  bool viewLaidOut_ = false;
};

}  // namespace tileflow
