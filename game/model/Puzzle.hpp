// Puzzle: a level being played: board, networks, history and the win check, updated together
// on every move. The play screen, tests and replays all drive it through apply/undo/redo.
#pragma once

#include <optional>

#include "game/model/Board.hpp"
#include "game/model/History.hpp"
#include "game/model/Level.hpp"
#include "game/model/Networks.hpp"
#include "game/model/Rules.hpp"

namespace tileflow {

struct Status {
  int looseEnds = 0;
  int networks = 0;
  int cycles = 0;
  int mixedNetworks = 0;  // Link rule: networks joining landmarks of different kinds
  int splitKinds = 0;     // Link rule: kinds whose landmarks are not all in one network
  bool solved = false;
};

// The win check on any board: no loose ends, the optional rules hold, and on a board with
// landmarks the Link rule holds.
Status evaluate(const Rules& rules, const Networks& networks);
Status evaluate(const Board& board, const Rules& rules);

class Puzzle {
 public:
  explicit Puzzle(const Level& level);

  const Board& board() const { return board_; }
  const Networks& networks() const { return networks_; }
  const History& history() const { return history_; }
  const Rules& rules() const { return rules_; }
  Status status() const { return evaluate(rules_, networks_); }
  bool solved() const { return status().solved; }

  // Applies and records a move; a rotation of a locked cell is refused (returns false).
  bool apply(const Move& move);
  // Takes back the last move, or replays the last undone one; returns the move performed (for
  // undo, the inverse of the one taken back), so a screen can animate it. Nothing if there was
  // nothing to undo or redo.
  std::optional<Move> undo();
  std::optional<Move> redo();
  // Back to the level's first state; the history is cleared.
  void restart();
  // Continues a game left part-way: `board` (the level's tiles, turned and locked as they were
  // left) after `moves` moves; the history starts empty. False, changing nothing, when `board`
  // is not the level's (size or tiles differ).
  bool resume(const Board& board, int moves);
  // Moves made so far: each quarter (or sixth) turn counts one, the shorter way round, so a turn
  // of two steps (a hint's) costs what two taps would; undo takes its move's count back.
  int moves() const { return moveCount_; }
  // What `move` adds to moves(): the steps of a rotation the shorter way round; a lock is free.
  int cost(const Move& move) const;

 private:
  void perform(const Move& move);

  Level level_;
  Board board_;
  Rules rules_;
  Networks networks_;
  History history_;
  int moveCount_ = 0;
};

}  // namespace tileflow
