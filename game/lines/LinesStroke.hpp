// LinesStroke: one stroke of a finger, the mouse or the pad's cursor across a Lines board, drawn
// as Flow draws: it starts on a dot (the colour's line starts again from there) or on a cell of a
// line (the line is cut after that cell and goes on from it), follows the pointer cell by cell,
// retracts when the pointer goes back over its own line, and cuts any other colour's line it
// crosses. The position shown is always worked out afresh from the one before the stroke, so a
// line the stroke cut comes back whole as soon as the stroke retreats from it. The whole stroke is
// one move (for undo, saves and the network). Pure logic: the screen turns pointer positions into
// cells, one step at a time (cellsBetween helps with fast drags on square boards).
#pragma once

#include <optional>
#include <vector>

#include "game/lines/LinesPosition.hpp"

namespace tileflow {

class LinesStroke {
 public:
  // A stroke starting on `cell` of `before` (which must outlive the stroke); nothing when the cell
  // holds neither a dot nor a line, or is a bridge (two lines may cross there).
  static std::optional<LinesStroke> begin(const LinesPosition& before, int cell);

  // The pointer is over `cell`: the stroke steps there when it touches the stroke's end (over a
  // bridge it goes straight on to the cell beyond), or goes back to it when the stroke already
  // holds it. False when nothing changed: the cell is out of reach, would break a rule (another
  // colour's dot, a wall, a bridge with no lane that way) or the line has reached its other dot.
  bool moveTo(int cell);

  int colour() const { return colour_; }
  const std::vector<int>& cells() const { return cells_; }
  // The cell the stroke ends on (where the pointer draws from).
  int end() const { return cells_.back(); }
  // The position with the stroke drawn: the lines it crosses cut just before it.
  const LinesPosition& position() const { return shown_; }
  // The stroke as one move ("draw A 0,0 1,0", or "clear A" for a stroke back to a bare dot);
  // nothing when the colour's line is what it was before.
  std::optional<LinesMove> move() const;

 private:
  LinesStroke(const LinesPosition& before, int colour, std::vector<int> cells);
  bool show(std::vector<int> cells);

  const LinesPosition* before_;
  int colour_;
  std::vector<int> cells_;
  LinesPosition shown_;
};

// The cells a straight pointer movement from cell `from` to cell `to` of a square board passes
// through, in order, each touching the one before across a side, ending with `to` (without
// `from`); empty when they are the same. For drags that skip cells between two frames.
std::vector<int> cellsBetween(const LinesBoard& board, int from, int to);

}  // namespace tileflow
