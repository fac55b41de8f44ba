// LinesEditorScreen: a Lines puzzle made by hand. A tool is picked with the Tool button (dots,
// walls, holes, bridges, portals); a tap applies it: dots go down in pairs (a tap on a dot takes
// it away) and a dot dragged elsewhere moves; a wall goes on the side of the cell nearest the tap.
// Keyboard and gamepad: the cursor moves cell by cell, A (Enter) applies the tool, X picks a dot up
// and A or X puts it down, with walls A then a direction puts a wall on that side, Y (L) takes the
// next tool and Start (F10) moves between the board and the buttons. Size steps
// through the board sizes (keeping what fits); Check asks the solver (one solution, several,
// none) on a worker thread, so a big board never stops the screen; Save keeps the puzzle in My
// levels once the solver found it a cover. Undo takes back each edit.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/BackgroundTask.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Screen.hpp"
#include "engine/ui/TimedText.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/lines/LinesPosition.hpp"
#include "game/lines/LinesSketch.hpp"
#include "game/lines/LinesSolver.hpp"
#include "game/screens/lines/LinesContext.hpp"
#include "game/view/BoardViewInput.hpp"
#include "game/view/LinesView.hpp"

namespace tileflow {

class LinesEditorScreen : public Screen {
 public:
  enum class Tool { Dots, Walls, Holes, Bridges, Portals };

  // A new square board, or a kept puzzle to change (saved over it).
  explicit LinesEditorScreen(LinesContext& lines, std::optional<LinesLevel> editing = std::nullopt);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void update(double seconds) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  bool animating() const override { return checking() || view_.settling(); }
  int msUntilWake() const override { return message_.msUntilGone(); }
  // The solver is at work on a worker thread (Check or Save); an edit or leaving stops it.
  bool checking() const { return task_ != nullptr; }

  const LinesSketch& sketch() const { return sketch_; }
  Tool tool() const { return tool_; }
  const LinesView& view() const { return view_; }
  const WidgetList& widgets() const { return widgets_; }
  int cursor() const { return cursor_; }
  // The line at the top: a passing message, or the tool and what the board still lacks.
  std::string statusText() const;

  // The buttons' actions (also for scripts).
  void nextTool();
  void nextSize();
  void check();
  void save();
  void undo();
  // An edit made as the tools make them (scripts, the gallery): one step for Undo.
  void edit(const std::function<void(LinesSketch&)>& change);

 private:
  // Applies the tool to `cell`; `x`, `y` the point tapped (walls: the nearest side).
  void apply(int cell, int x, int y);
  void applyWall(int cell, int side);
  void edited(const LinesSketch& before);
  // Starts the solver on the board as it is; `thenSave` keeps the puzzle when it has a cover.
  void startCheck(bool thenSave);
  // The solver's answer: said, and for Save the puzzle kept.
  void checked(const LinesSolveResult& result, bool complete);
  void moveCursor(Action direction);
  void say(std::string text);
  // The view laid out for the sketch's size (after a resize).
  void layoutView();
  void labelButtons();
  // board_ and position_ made again from the sketch; the view paints every cell afresh.
  void rebuild();

  LinesContext& lines_;
  std::optional<LinesLevel> editing_;
  LinesSketch sketch_;
  std::vector<LinesSketch> history_;
  // The puzzle the sketch stands for, as drawn (made again after each edit).
  LinesBoard board_{7, 7};
  std::optional<LinesPosition> position_;
  Tool tool_ = Tool::Dots;
  int cursor_ = -1;
  bool showCursor_ = false;
  int held_ = -1;           // a dot picked up by the pad to move
  bool wallPick_ = false;   // the pad's A with walls: a direction picks the side
  int dragFrom_ = -1;       // a dot being dragged
  bool onButtons_ = false;  // the pad walks the buttons (Start), not the board
  static constexpr double MessageSeconds = 3;
  TimedText message_{MessageSeconds};  // the status line's message, for a while

  WidgetList widgets_;
  Button* back_ = nullptr;
  Button* toolButton_ = nullptr;
  Button* size_ = nullptr;
  Button* check_ = nullptr;
  Button* save_ = nullptr;
  Button* undo_ = nullptr;
  Metrics metrics_;
  SDL_Rect statusRect_{0, 0, 0, 0};
  SDL_Rect boardArea_{0, 0, 0, 0};
  LinesView view_;
  BoardViewInput viewInput_;
  // Last, so it stops and joins before the rest goes.
  std::unique_ptr<BackgroundTask<LinesSolveResult>> task_;
  bool saveAfter_ = false;
};

}  // namespace tileflow
