// FreeCells: unlocked cells with more than one distinct rotation.
#include "game/model/FreeCells.hpp"

#include <bit>

namespace tileflow {

bool isFreeCell(const Board& board, int cell) {
  return !board.cell(cell).locked && board.present(cell) &&
         std::popcount(static_cast<unsigned>(board.typeAt(cell).distinctRotations)) > 1;
}

std::vector<int> freeCells(const Board& board) {
  std::vector<int> cells;
  for (int c = 0; c < board.cellCount(); ++c)
    if (isFreeCell(board, c)) cells.push_back(c);
  return cells;
}

int freeCellCount(const Board& board) {
  int count = 0;
  for (int c = 0; c < board.cellCount(); ++c)
    if (isFreeCell(board, c)) ++count;
  return count;
}

}  // namespace tileflow
