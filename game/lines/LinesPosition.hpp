// LinesPosition: the lines drawn so far on a LinesBoard, one per colour, each from one of its
// colour's endpoints onwards, and the moves that change them. A move has a text form, so undo,
// saves, replays, the network and tests share one path:
//
//   draw A 0,0 1,0 2,0   colour A's line becomes these cells, from one of A's endpoints
//   extend A 3,0 4,0     these cells are added at the end of A's line
//   retract A 2          A's line keeps its first 2 cells (0: nothing)
//   clear A              A's line is gone
//
// Colours are the text format's symbols (linesColourSymbol), cells are x,y. A line steps from a
// cell to the cell across one of its sides (LinesBoard::next), never enters another colour's
// endpoint, ends when it reaches its other endpoint, visits no cell twice, and crosses a bridge
// straight along a free axis without stopping on it. A line drawn over another colour's cells
// cuts that line just before them (as Flow does). Solved: every pair joined and every cell, and
// every axis of every bridge, covered exactly once. Pure logic.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/lines/LinesBoard.hpp"

namespace tileflow {

struct LinesMove {
  enum class Kind : std::uint8_t { Draw, Extend, Retract, Clear };
  Kind kind = Kind::Clear;
  int colour = 0;
  std::vector<int> cells;  // Draw, Extend
  int keep = 0;            // Retract: cells kept
  bool operator==(const LinesMove&) const = default;
};

// The move's text, and back; nothing for text that is not a move on a board of this size (cells
// outside it, an unknown colour symbol, a malformed number).
std::string linesMoveText(const LinesMove& move, int width);
std::optional<LinesMove> parseLinesMove(std::string_view text, int width, int height);

class LinesPosition {
 public:
  explicit LinesPosition(const LinesBoard& board);

  const LinesBoard& board() const { return *board_; }
  const std::vector<int>& line(int colour) const { return lines_[static_cast<std::size_t>(colour)]; }

  // For each cell of a line after its first, the side of the cell before it that the line leaves
  // by (sidesAlong(cells)[i] leads from cells[i - 1] to cells[i]; [0] is -1, as is a step between
  // cells that do not touch). Through a portal two sides may lead to the same cell: on a bridge
  // the line keeps its side, into a bridge it takes the one that crosses it on to the next cell.
  std::vector<int> sidesAlong(const std::vector<int>& cells) const;
  // Why `cells` cannot be colour's whole line, or nothing when it can (other lines it crosses
  // are not a reason: they are cut).
  std::optional<std::string> whyNot(int colour, const std::vector<int>& cells) const;
  // Makes `cells` colour's line, cutting the lines it crosses; false (nothing changes) when
  // whyNot says why not.
  bool setLine(int colour, std::vector<int> cells);
  // Applies a move; false (nothing changes) when it is not allowed now.
  bool apply(const LinesMove& move);

  // The colour on a cell (on a bridge: on the axis of `side`), or -1.
  int owner(int cell, int side = 0) const;
  // A line from one endpoint to the other.
  bool joined(int colour) const;
  int joinedCount() const;
  int pairs() const { return pairs_; }
  // Cells (and bridge axes) covered, of those a full board covers.
  int covered() const;
  int coverable() const { return coverable_; }
  bool solved() const;

  bool operator==(const LinesPosition& other) const { return lines_ == other.lines_; }

 private:
  void rebuild();
  // The side from a to b, or -1 when b is not across any side of a. Where two sides lead there
  // (through a portal): `straight` (the side the line came into a by, or -1) when a is a
  // bridge; into a bridge b, a side it has a lane for that leads on to `after` (or -1).
  int sideTo(int a, int b, int straight, int after) const;

  const LinesBoard* board_;
  std::vector<std::vector<int>> lines_;
  std::vector<int> owner_;  // per cell (not bridges)
  std::vector<int> lanes_;  // per bridge cell and axis: cell * 3 + axis
  int pairs_ = 0;
  int coverable_ = 0;
};

}  // namespace tileflow
