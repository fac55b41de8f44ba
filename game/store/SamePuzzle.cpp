// SamePuzzle: content comparison of two levels.
#include "game/store/SamePuzzle.hpp"

namespace tileflow {

bool samePuzzle(const Level& a, const Level& b) {
  return a.rules == b.rules && a.board.topology() == b.board.topology() && a.board.sameLayout(b.board);
}

}  // namespace tileflow
