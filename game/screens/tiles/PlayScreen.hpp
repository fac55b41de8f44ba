// PlayScreen: one level being played, on screen. Maps taps, clicks and the gamepad to the moves
// of its PlaySession (which owns every rule: the puzzle, clock, hints, win and its recording),
// animates what they return, and draws the board, moves and time against par, loose ends and
// lit networks; the win lights the board in a wave from the last tile turned (game/play/SolveWave),
// then opens a celebration with a next/back choice.
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
#include "game/play/Lessons.hpp"
#include "game/play/LinkProgress.hpp"
#include "game/play/PlaySession.hpp"
#include "game/play/SolveWave.hpp"
#include "game/screens/tiles/TilesContext.hpp"
#include "game/store/MyLevelsStore.hpp"
#include "game/view/BoardView.hpp"
#include "game/view/BoardViewInput.hpp"

namespace tileflow {

// A race over the network that a PlayScreen plays (NetMatchScreen makes it from a MatchSession):
// told of every tile whose picture changes, asked once per frame how the other player is doing.
class PlayRace {
 public:
  virtual ~PlayRace() = default;
  // `cell` shows `rotation` now (a turn, undo, redo or restart).
  virtual void turned(int cell, int rotation) = 0;
  // Once per frame: takes what arrived; true when anything shown changed.
  virtual bool poll() = 0;
  virtual std::string opponentName() const = 0;
  // How far the other player is, 0..100.
  virtual int opponentPercent() const = 0;
  // The judge's verdict once decided ("Ann solved it first"), else "".
  virtual std::string resultLine() const = 0;
  // The match has ended (a player left, the link broke): the screen closes.
  virtual bool ended() const = 0;
};

class PlayScreen : public Screen {
 public:
  // `onNext` runs when the player asks for the next level after winning (the play screen is
  // already popped then); empty hides the choice.
  // A level left part-way before (game_.unfinished) resumes as it was left, view included.
  PlayScreen(TilesContext& game, Level level, std::function<void()> onNext = {});
  // Keeps the game for next time (unless won, untouched or discarded).
  ~PlayScreen() override;

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void update(double seconds) override;
  void draw() override;
  const WidgetList* controls() const override { return &hud_; }
  bool animating() const override;
  int msUntilWake() const override;
  // A long press on a tile followed by a drag locks tiles; lifted unmoved it turns back.
  bool dragsAfterHold() const override { return true; }
  // The board's networks, kept up to date move by move, against a recount.
  std::string brokenInvariant() const override;

  // Player commands, shared by input, the HUD and the pause menu.
  void rotateAt(int cell, int turns);
  void toggleLock(int cell);
  void undo();
  void redo();
  void restart();
  // Restart from the HUD or the pause menu: with moves made it asks first, as they are lost.
  void askRestart();
  // Back, Esc and the pause menu's "Leave level". The game so far is kept to resume, so it
  // leaves at once, except for a level kept nowhere else (offerToKeep) with moves made: that
  // asks first, offering to save it to My levels.
  void leave();
  // Keeps the game so far to resume the level later (tiles, moves, time, hints and view), or
  // forgets it once won or back at the start. Done on leaving, opening the menu and every
  // SaveEverySeconds of play after a move.
  void keepUnfinished();
  static constexpr double SaveEverySeconds = 20;
  // The level exists nowhere else (just generated): leaving it with moves made offers to save
  // it, as it started, to `store` (My levels).
  void offerToKeep(std::shared_ptr<MyLevelsStore> store) { keepIn_ = std::move(store); }
  // A level offered to be kept, with moves made and not won: leaving would ask about it.
  bool unsavedWork() const override;
  // Keeps the level as it started in My levels (once: the same puzzle already there is not added
  // again); false, with the reason in message(), if it could not be saved.
  bool saveWork() override;
  // The pause menu's "Save to My levels" (a level offered to be kept): saves it as saveWork does
  // and returns the line to show; leaving then asks nothing.
  std::string saveToMyLevels();
  // The lesson this level shows in its status line, if any: it ends when done (a turn for the
  // first, solving for the others) or when the player taps the status panel, and is never shown
  // again (Settings::lessonsDone).
  const std::optional<Lesson>& lesson() const { return lesson_; }
  // The status panel (name, moves, time, the state line or the lesson).
  const SDL_Rect& infoRect() const { return infoRect_; }
  // The lesson's words for the device in use, as the status line shows them.
  std::string lessonShown() const;
  void finishLesson();
  // Turns one wrong tile to its solved picture; false (with a message) if none can be found.
  bool hint();
  // The edge across `side` of `cell` takes its next mark (none, joined, cut); with the
  // assistant on, the tiles it forces then turn and lock. False when that edge takes no mark.
  bool markEdge(int cell, int side);
  // The side of the cursor's tile that a direction (dx, dy) marks: on hex boards up and down
  // mean north-east and south-east, so every edge is some tile's.
  int sideFor(int dx, int dy) const;
  // The pause menu's "Show solution": asks first, as the level then does not count as solved.
  void askShowSolution();
  void showSolution();
  // Moves the cursor (and the view) to the nearest loose end it has not been sent to since the
  // last move; once all were visited, the round starts again. False, with a message, when the
  // board has no loose end.
  bool seekLooseEnd();
  // Puts the share code of the level as it started on the clipboard; returns the line the
  // pause menu shows ("Share code copied (N characters)" or why not).
  std::string copyShareCode() const;
  // Opens the pause menu (Menu button, Start, F10).
  void openMenu();
  // Plays the level as a race over the network: no hints, no lessons, nothing kept to resume;
  // the other player's progress shows as a bar, and solving closes the screen.
  void setRace(std::unique_ptr<PlayRace> race);
  const PlayRace* race() const { return race_.get(); }

  const PlaySession& session() const { return session_; }
  const Puzzle& puzzle() const { return session_.puzzle(); }
  const Level& level() const { return session_.level(); }
  const BoardView& boardView() const { return view_; }
  // What the board is drawn with now: the cursor (keys and gamepads) and the hinted tile's mark.
  BoardDrawOptions boardDrawOptions() const;
  int cursor() const { return cursor_; }
  bool lockMode() const { return lockMode_; }
  const std::string& message() const { return session_.message(); }
  // Widgets of the HUD in order: undo, redo, hint, find (next loose end), lock, menu. Restart
  // is in the menu, a step away from an accidental tap.
  const WidgetList& hud() const { return hud_; }
  // The wave over the solved board before the win panel: running from the moment the last turn
  // has finished until the panel opens (never with animation Off); `waveSeconds` into it.
  bool celebrating() const { return winPending_ && waveStarted_; }
  const SolveWave& solveWave() const { return wave_; }
  double waveSeconds() const { return waveSeconds_; }
  // The wave's times at the chosen animation speed, as a share of Normal's.
  double wavePace() const;
  // Freezes the clock at zero for reproducible pictures.
  void freezeClock() { session_.freezeClock(); }

  // Called once when the puzzle is won, with the seconds it took and whether a hint was used: the
  // daily puzzles record their solves by it.
  void setOnWin(std::function<void(int seconds, bool hinted)> onWin) { onWin_ = std::move(onWin); }

 private:
  std::function<void(int, bool)> onWin_;
  std::string newBest_;  // the records the win beat, for the win screen
  // Steps a turn of the main (or `other`) tap, click or button takes, as the settings have it.
  int turnsFor(bool other) const;
  // `lockAlong`: Mark is held, so the tile reached takes the lock state Mark gave the first.
  void moveCursor(int dx, int dy, bool lockAlong = false);
  // The tile shown at (x, y), or -1 off the board or on the overview map drawn over it.
  int tileAt(int x, int y) const;
  // In lock mode, or after a long press, a drag that begins on a tile locks (or, begun on a
  // locked tile, unlocks) every tile it crosses instead of panning; true when it took the event.
  bool paintLocks(const InputEvent& e);
  void paintLocksAlong(int x0, int y0, int x1, int y1);
  void afterMove();
  // With the assistant on: the tiles the locks and marks force around `cells`, turned and locked.
  void runAssistant(const std::vector<int>& cells);
  // Tells the race of every cell whose rotation changed since it was last told.
  void reportRace();
  void record(const PlayResult& result);
  void drawStats();
  // Moves made and the level not won: leaving loses them.
  bool movesAtStake() const;

  TilesContext& game_;
  PlaySession session_;
  std::function<void()> onNext_;
  std::shared_ptr<MyLevelsStore> keepIn_;
  std::optional<Lesson> lesson_;  // the first levels' prompt on show (game/play/Lessons)
  int lessonTurns_ = 0;           // turns made while it showed
  bool verdictShown_ = false;     // a race lost: its verdict panel was shown
  bool kept_ = false;             // saved to keepIn_: leaving asks nothing
  bool keptAlready_ = false;      // the last save found the puzzle there already
  BoardView view_;
  BoardViewInput viewInput_;  // zoom and pan
  WidgetList hud_;
  Button* lockButton_ = nullptr;
  SDL_Rect infoRect_{0, 0, 0, 0};
  bool compact_ = false;  // stats on one line (portrait)
  bool dense_ = false;    // side panel too short for labels above values: one line each

  int cursor_ = 0;
  bool paintingLocks_ = false;
  bool paintTo_ = true;       // what the drag makes the tiles it crosses: locked or not
  std::vector<bool> sought_;  // cells "next loose end" went to since the last move
  int soughtShown_ = -1;      // the cell it went to, ringed even for mouse and touch players
  int heldCell_ = -1;         // the tile a finger rests on after a long press, ringed until it lifts or drags
  bool lockMode_ = false;
  mutable int shownSecond_ = -1;
  // Set (for the soak's invariants) if the clock ever counted time while the window was away.
  std::string clockRanAway_;
  // A Link level's progress per landmark kind, for the status line (kept per board revision).
  LinkTracker link_;
  bool winPending_ = false;
  std::unique_ptr<PlayRace> race_;
  std::vector<std::uint8_t> raceShown_;  // each cell's rotation as the race was last told
  int lastTurned_ = -1;  // the cell of the last turn (its own, a redo's or a hint's): the wave starts there
  bool waveStarted_ = false;
  SolveWave wave_;
  double waveSeconds_ = 0;

  std::string unfinishedKey_;               // puzzleKey of the level as it started
  std::optional<CameraPlace> placeToOpen_;  // the resumed view, put back by the first layout
  bool laidOut_ = false;
  bool discarded_ = false;      // left with Discard: nothing to keep
  double unsavedSeconds_ = -1;  // play since a move not yet kept; -1 when all is kept
};

}  // namespace tileflow
