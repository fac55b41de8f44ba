// Hint: the first wrong unlocked tile from a start cell, compared by picture.
#include "game/model/Hint.hpp"

#include "game/model/Orientation.hpp"

namespace tileflow {

Hint findHint(const Board& board, const std::vector<std::uint8_t>* solution, int startCell) {
  const int n = board.cellCount();
  if (solution == nullptr || static_cast<int>(solution->size()) != n || n == 0) return {};
  const int start = ((startCell % n) + n) % n;
  bool lockedWrong = false;
  for (int k = 0; k < n; ++k) {
    const int cell = (start + k) % n;
    const int turns =
        signedTurnsTo(board.typeAt(cell), board.cell(cell).rotation, (*solution)[static_cast<std::size_t>(cell)]);
    if (turns == 0) continue;
    if (board.cell(cell).locked) {
      lockedWrong = true;
      continue;
    }
    return Hint{Hint::Kind::Turn, Move::rotate(cell, turns)};
  }
  return Hint{lockedWrong ? Hint::Kind::LockedWrong : Hint::Kind::AllInPlace, std::nullopt};
}

}  // namespace tileflow
