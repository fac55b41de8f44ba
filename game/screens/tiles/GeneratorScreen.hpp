// GeneratorScreen: choose the puzzle (Classic or Link), size, environment, blank, wrap, Link's
// kinds, bridges, portals, spacing, lines and walls, and edit-before-play, then generate on
// a worker thread. Progress (`NN%` and `(n/total)`) is polled once per frame while a spinner
// keeps turning; Cancel (button, Esc, B, Back) stops the worker at once without losing the
// choices; errors are shown as text.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/BackgroundTask.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/generate/Generator.hpp"
#include "game/model/Level.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/tiles/EditorLevelScreen.hpp"
#include "game/screens/tiles/TilesContext.hpp"

namespace tileflow {

class GeneratorScreen : public Screen {
 public:
  explicit GeneratorScreen(TilesContext& game);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void update(double seconds) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  bool animating() const override { return task_ != nullptr || !retiring_.empty(); }
  int msUntilWake() const override { return note_.msUntilGone(); }

  void generate();
  void cancel();
  bool generating() const { return task_ != nullptr; }
  const std::string& error() const { return error_; }
  const WidgetList& widgets() const { return widgets_; }
  GenerateOptions options() const;
  // The board size and the play time it is likely to take ("225 tiles · about 6 min to play").
  std::string estimate() const;
  // Shows the progress panel as it looks at `percent` (for screenshots); no work runs.
  void showProgressForPicture(int done, int total) {
    pictureDone_ = done;
    pictureTotal_ = total;
  }

 private:
  void drawProgress();
  // Shows the rows of the chosen puzzle (Rules for Classic, none for Net or Blank, Link's own for Link).
  void showPuzzleRows();
  bool link() const { return game_.app.settings.tiles.generatePuzzle == "link"; }
  bool net() const { return game_.app.settings.tiles.generatePuzzle == "net"; }

  TilesContext& game_;
  WidgetList widgets_;
  WidgetList cancelList_;
  LandChoices lands_;  // the Land row's; index 0 is "all"
  int environment_ = 0;
  Widget* rules_ = nullptr;
  std::vector<Widget*> linkRows_;
  Metrics metrics_;
  bool laidOut_ = false;
  bool puzzleInHeader_ = false;  // the Puzzle row beside the heading (short wide screens)
  std::unique_ptr<BackgroundTask<Level>> task_;
  // Cancelled tasks wind down here, so cancelling never waits for the worker on this thread.
  std::vector<std::unique_ptr<BackgroundTask<Level>>> retiring_;
  std::string error_;
  // Says why no puzzle was made, in a dialog, and keeps it in error_.
  void fail(std::string why);
  TimedNotice note_;  // "Cancelled.": it goes after a while
  double spin_ = 0;
  int headingY_ = 0;
  int estimateY_ = 0;
  // The cells an outlined board keeps, for the estimate: counted on a board cut to the outline,
  // again only when the choices it was counted for change (the estimate is drawn every frame).
  struct OutlinedCells {
    int width = 0;
    int height = 0;
    Shape shape = Shape::Square;
    Outline outline = Outline::Full;
    int cells = 0;
  };
  mutable OutlinedCells outlined_;
  SDL_Rect progressPanel_{0, 0, 0, 0};
  int pictureDone_ = -1;
  int pictureTotal_ = 0;
  int shownPercent_ = 0;  // the progress bar's last share: it never goes back
  std::uint64_t seed_ = 0;
  // For the event log: when the running generation started and when the last cancel was asked.
  std::chrono::steady_clock::time_point started_;
  std::optional<std::chrono::steady_clock::time_point> cancelledAt_;
};

}  // namespace tileflow
