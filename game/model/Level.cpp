// Level: helpers.
#include "game/model/Level.hpp"

namespace tileflow {

Board Level::solvedBoard() const {
  Board b = board;
  if (solution) {
    for (int i = 0; i < b.cellCount() && static_cast<std::size_t>(i) < solution->size(); ++i)
      b.setRotation(i, (*solution)[static_cast<std::size_t>(i)]);
  }
  return b;
}

bool isLinkPack(const Pack& pack) {
  for (const Level& level : pack.levels)
    if (level.board.hasLandmarks()) return true;
  return false;
}

}  // namespace tileflow
