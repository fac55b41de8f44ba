// LooseEnds: where the unsolved places are, for "next loose end" and the overview.
#pragma once

#include <vector>

#include "game/geometry/BoardGeometry.hpp"
#include "game/model/Board.hpp"

namespace tileflow {

// The cell with a loose end (a flow side that meets no twin) nearest to `from`, by the distance
// between cell centres (ties to the first in reading order), leaving out the cells `skip` marks
// (may be empty; otherwise one flag per cell). -1 when there is none.
int nearestLooseEnd(const Board& board, const BoardGeometry& geometry, int from, const std::vector<bool>& skip = {});

}  // namespace tileflow
