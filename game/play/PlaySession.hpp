// PlaySession: one level being played, without a screen: the puzzle, the clock, hints, the
// message line, the win and the recording of its result. Screens map input to its moves and
// animate what each call returns; new modes reuse it instead of a play screen's insides.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "game/model/Hint.hpp"
#include "game/model/Level.hpp"
#include "game/model/Move.hpp"
#include "game/model/Puzzle.hpp"
#include "game/play/Assistant.hpp"
#include "game/play/EdgeMarks.hpp"
#include "game/play/PlayResult.hpp"
#include "game/play/Unfinished.hpp"

namespace tileflow {

class PlaySession {
 public:
  // Told the result of the win, once.
  using Recorder = std::function<void(const PlayResult&)>;

  // A message line clears itself after this long, unless held.
  static constexpr double MessageSeconds = 4;
  // Levels without a recorded solution are solved once for hints; the limit keeps a monster
  // board from stalling a frame.
  static constexpr std::int64_t SolveNodeLimit = 200000;

  explicit PlaySession(Level level, Recorder record = {});

  const Level& level() const { return level_; }
  const Puzzle& puzzle() const { return puzzle_; }
  // Once won, every move is refused and the clock stops.
  bool won() const { return result_.has_value(); }
  // The result of the win, or nothing before it.
  const std::optional<PlayResult>& result() const { return result_; }
  double seconds() const { return seconds_; }
  int hintsUsed() const { return hintsUsed_; }
  // The tile the last hint turned, until the next move of any kind (the message line calls it
  // "this tile", so every way of asking for a hint shows which); -1 when there is none.
  int hintedCell() const { return hintedCell_; }
  const std::string& message() const { return message_; }

  // Runs the clock (see clockRuns) and ages the message; true when the message went away.
  // `holdMessage` keeps it up (a mode the screen is in, such as lock mode, is still on).
  bool advance(double seconds, bool holdMessage = false);
  // Stops the clock at its current value for reproducible pictures.
  void freezeClock() { clockFrozen_ = true; }
  // Holds the clock while nobody can be playing: the window is unfocused or minimised.
  void setPaused(bool paused) { paused_ = paused; }
  bool paused() const { return paused_; }
  // The clock counts only time played: from the first move made since the level opened (or was
  // resumed), so reading the board or its lesson first is free, until the win; never while
  // paused.
  bool started() const { return started_; }
  bool clockRuns() const { return started_ && !paused_ && !over() && !clockFrozen_; }
  // Won, or the solution was shown: no move is taken any more.
  bool over() const { return won() || revealed_; }
  // Puts a line up (empty takes it down).
  void say(std::string text);

  // Each returns the move performed, or nothing when refused (won, out of range, locked, nothing
  // to undo or redo).
  std::optional<Move> rotate(int cell, int turns);
  std::optional<Move> toggleLock(int cell);
  std::optional<Move> undo();
  std::optional<Move> redo();
  // The last rotate() (a turn or a hint) closed a network: more networks through the turned tile
  // have no loose ends than before it. For the sound a closed network makes.
  bool closedNetwork() const { return closedNetwork_; }
  // Back to the level as it started, marks gone; false once over.
  bool restart();

  // The player's notes on the edges between cells (they are not moves: undo leaves them).
  const EdgeMarks& marks() const { return marks_; }
  // The edge across `side` of `cell` takes its next mark (none, joined, cut); nothing when the
  // game is over or no cell lies across it. Starts the clock like a move.
  std::optional<EdgeMark> mark(int cell, int side);
  // The assistant's turn: every tile the locks and marks force, from `cells` (whose
  // surroundings changed) on, turned into place and locked, as moves (undo takes each back).
  // The moves made, in order; none when the game is over.
  std::vector<Move> assist(const std::vector<int>& cells);

  // Shows the solution: every tile turned to it, the clock stopped, and the game over without a
  // win (nothing recorded, nothing kept to resume). False, changing nothing, when over already
  // or no solution is known.
  bool revealSolution();
  bool revealed() const { return revealed_; }
  // Turns the first wrong unlocked tile from `fromCell` into place and counts the hint; the
  // result says which move it made or why there was none (the message line says so too). Once
  // won, the board is in place whatever the recorded solution says: AllInPlace, silently.
  Hint hint(int fromCell);

  // The game so far, to resume later: tiles, moves, time and hints (the key and the view are the
  // caller's to fill in).
  UnfinishedPlay unfinished() const;
  // Puts tiles, moves, time and hints back as `play` left them, with an empty history; false,
  // changing nothing, when it does not fit this level (size, cells) or the level is won.
  bool resume(const UnfinishedPlay& play);
  // No tile turned or locked from the start, no move made and no mark: nothing to keep.
  bool untouched() const;

  // The solution hints aim for: the recorded one, or one found by the solver (once); null if
  // there is none.
  const std::vector<std::uint8_t>* solution();

 private:
  void checkWin();
  // Applies a rotation and notes whether it closed a network.
  bool applyRotation(const Move& move);
  // The hinted tile is no longer marked (any move): its message goes with it.
  void forgetHint();

  Level level_;
  Puzzle puzzle_;
  Recorder record_;
  double seconds_ = 0;
  bool clockFrozen_ = false;
  bool started_ = false;
  bool paused_ = false;
  int hintsUsed_ = 0;
  int hintedCell_ = -1;
  std::string message_;
  bool hintMessage_ = false;  // the message is the last hint's, about hintedCell_
  double messageAge_ = 0;
  std::optional<PlayResult> result_;
  std::optional<std::vector<std::uint8_t>> solved_;
  bool solveTried_ = false;
  bool closedNetwork_ = false;
  bool revealed_ = false;
  EdgeMarks marks_;
};

}  // namespace tileflow
