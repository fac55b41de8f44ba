// EdgeMarks: the player's notes on the edges between cells: "joined" (a flow crosses here) or
// "cut" (none does). A mark belongs to the edge, so both cells see it; it is a note, not a move:
// it never turns a tile, and undo leaves it alone. The assistant (game/play/Assistant) reads them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/model/Board.hpp"

namespace tileflow {

enum class EdgeMark : std::uint8_t { None, Joined, Cut };

class EdgeMarks {
 public:
  EdgeMarks() = default;
  // No marks yet, sized for `board`.
  explicit EdgeMarks(const Board& board);

  EdgeMark at(int cell, int side) const;
  // Puts `mark` on the edge across `side` of `cell` (seen from both cells); false, changing
  // nothing, when no cell lies across it (the board's edge, a wall, a hole) or it is out of range.
  bool set(const Board& board, int cell, int side, EdgeMark mark);
  // The next mark of the edge: none, joined, cut, none again; nothing when the edge takes none.
  std::optional<EdgeMark> cycle(const Board& board, int cell, int side);
  bool markable(const Board& board, int cell, int side) const;
  int count() const { return count_; }
  bool empty() const { return count_ == 0; }
  void clear();

  // One character per cell, row by row, for the edges across its sides 0 .. sides/2 - 1 (every
  // edge is one cell's such side): '0'-'9' then 'a'-'q' for the base-3 number of their marks
  // (none 0, joined 1, cut 2; side 0 the lowest digit). Empty when there are no marks.
  std::string text(const Board& board) const;
  // Marks from text(); nothing when it does not fit `board` (length, a character, a mark on an
  // edge that takes none).
  static std::optional<EdgeMarks> parse(const Board& board, std::string_view text);
  // The character text() writes for a cell, and its value back (-1 for any other character).
  static char digit(int value);
  static int value(char c);

  bool operator==(const EdgeMarks&) const = default;

 private:
  int sides_ = 4;
  std::vector<std::uint8_t> joined_;  // bit s: the edge across side s is marked joined
  std::vector<std::uint8_t> cut_;     // bit s: ... cut
  int count_ = 0;                     // marked edges
};

}  // namespace tileflow
