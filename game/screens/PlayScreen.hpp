// PlayScreen: one level being played. Taps, clicks and the gamepad turn tiles (with a short
// animation); undo, redo, restart, locks and hints; moves and time against par; loose ends
// marked and complete networks lit; the win opens a celebration with a next/back choice.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/ui/Button.hpp"
#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/model/Level.hpp"
#include "game/model/Puzzle.hpp"
#include "game/screens/GameContext.hpp"
#include "game/view/BoardView.hpp"

namespace tileflow {

class PlayScreen : public Screen {
 public:
  // `onNext` runs when the player asks for the next level after winning (the play screen is
  // already popped then); empty hides the choice.
  PlayScreen(GameContext& game, Level level, std::function<void()> onNext = {});

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void update(double seconds) override;
  void draw() override;
  bool animating() const override;
  int msUntilWake() const override;

  // Player commands, shared by input, the HUD and the pause menu.
  void rotateAt(int cell, int turns);
  void toggleLock(int cell);
  void undo();
  void redo();
  void restart();
  // Turns one wrong tile to its solved picture; false (with a message) if none can be found.
  bool hint();
  // Puts the share code of the level as it started on the clipboard; returns the line the
  // pause menu shows ("Share code copied (N characters)" or why not).
  std::string copyShareCode() const;
  // Opens the pause menu (Menu button, Start, F10).
  void openMenu();

  const Puzzle& puzzle() const { return puzzle_; }
  const Level& level() const { return level_; }
  const BoardView& boardView() const { return view_; }
  int cursor() const { return cursor_; }
  bool lockMode() const { return lockMode_; }
  double elapsedSeconds() const { return elapsed_; }
  const std::string& message() const { return message_; }
  // Widgets of the HUD in order: undo, redo, restart, hint, lock, menu.
  const WidgetList& hud() const { return hud_; }
  // Freezes the clock at zero for reproducible pictures.
  void freezeClock() { clockFrozen_ = true; }
  // Told the moves and whole seconds of each win before the celebration opens (for stars).
  std::function<void(int moves, int seconds)> onWin;

 private:
  void moveCursor(int dx, int dy);
  void afterMove();
  void drawStats();
  const std::vector<std::uint8_t>* solution();

  GameContext& game_;
  Level level_;
  Puzzle puzzle_;
  std::function<void()> onNext_;
  BoardView view_;
  WidgetList hud_;
  Button* lockButton_ = nullptr;
  SDL_Rect infoRect_{0, 0, 0, 0};
  bool compact_ = false;  // stats on one line (portrait)

  int cursor_ = 0;
  bool lockMode_ = false;
  double elapsed_ = 0;
  bool clockFrozen_ = false;
  mutable int shownSecond_ = -1;
  bool winPending_ = false;
  bool won_ = false;
  int hintsUsed_ = 0;
  std::string message_;
  double messageTime_ = 0;
  std::optional<std::vector<std::uint8_t>> solved_;  // solution found by the solver, if needed
  bool solveTried_ = false;
};

}  // namespace tileflow
