// FreeCells: the cells a player can change the picture of (unlocked, with more than one distinct
// rotation). The solver and the generator count them; the shuffle turns them.
#pragma once

#include <vector>

#include "game/model/Board.hpp"

namespace tileflow {

// True when `cell` is unlocked and its type shows more than one picture as it turns.
bool isFreeCell(const Board& board, int cell);

// The free cells in cell order.
std::vector<int> freeCells(const Board& board);

// How many free cells the board has (freeCells(board).size() without the list).
int freeCellCount(const Board& board);

}  // namespace tileflow
