// NetworksCheck: compares networks kept up to date move by move with a count from scratch, for
// soaks and tests that must notice an incremental update gone wrong.
#pragma once

#include <string>

#include "game/model/Board.hpp"
#include "game/model/Networks.hpp"

namespace tileflow {

// Empty when `kept` describes `board` exactly as Networks(board) does: the same nodes joined, each
// network with the same nodes, edges, loose ends and landmarks, and the same totals; otherwise
// the first difference found, in words.
std::string networksMismatch(const Board& board, const Networks& kept);

}  // namespace tileflow
