// LinesText: the plain text grid that public numberlink solvers and puzzle collections use. One
// row of cells per line; a letter or digit is an endpoint and appears exactly twice in its puzzle
// (case-sensitive: `a` and `A` are two pairs); any other character is an empty cell. An optional
// `W H` line may come before the rows; several puzzles in one file are separated by blank lines.
//
//   5 5
//   A.B.C
//   ...D.
//   ..D..
//   .B.C.
//   .A...
//
// Reading never trusts the text: ragged rows, a size line that the rows do not keep, boards over
// MaxLinesSide, a symbol that is not there exactly twice all give FILE:LINE:COL and the reason.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "game/lines/LinesBoard.hpp"
#include "game/lines/LinesPosition.hpp"

namespace tileflow {

struct LinesTextPuzzle {
  LinesBoard board;
  int line = 0;  // where its rows (or size line) start, from 1
};

struct LinesTextRead {
  std::vector<LinesTextPuzzle> puzzles;
  std::string error;  // "FILE:LINE:COL: reason" for the first problem; then no puzzles
  explicit operator bool() const { return error.empty(); }
};

LinesTextRead readLinesText(std::string_view text, std::string_view fileName);

// The board as rows of the format (with its `W H` line). With a position, every covered cell
// shows its line's symbol, as solvers print a solution; bridges and holes are not part of this
// format and show as `+` and `#`.
std::string writeLinesText(const LinesBoard& board, const LinesPosition* lines = nullptr);

}  // namespace tileflow
