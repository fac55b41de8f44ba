// LooseEnds: a scan of the board for cells with an unmatched flow side.
#include "game/play/LooseEnds.hpp"

#include <limits>

namespace tileflow {

int nearestLooseEnd(const Board& board, const BoardGeometry& geometry, int from, const std::vector<bool>& skip) {
  const bool fromValid = from >= 0 && from < board.cellCount();
  const Point origin = fromValid ? geometry.centre(from) : Point{};
  int best = -1;
  double bestDistance = std::numeric_limits<double>::infinity();
  for (int cell = 0; cell < board.cellCount(); ++cell) {
    if (cell < static_cast<int>(skip.size()) && skip[static_cast<std::size_t>(cell)]) continue;
    if (board.looseEnds(cell) == 0) continue;
    const Point c = geometry.centre(cell);
    const double d = fromValid ? (c.x - origin.x) * (c.x - origin.x) + (c.y - origin.y) * (c.y - origin.y) : 0;
    if (d < bestDistance) {
      bestDistance = d;
      best = cell;
    }
  }
  return best;
}

}  // namespace tileflow
