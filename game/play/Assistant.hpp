// Assistant: the deduction a player makes from locked tiles and edge marks, made for them when
// they ask for it (a setting): a tile whose every side is pinned down — by a locked neighbour, a
// mark, the board's edge or a wall — to one picture can stand only one way.
#pragma once

#include <vector>

#include "game/model/Board.hpp"
#include "game/play/EdgeMarks.hpp"

namespace tileflow {

// The rotation an unlocked, present `cell` must have given the locked tiles around it and the
// marks on its edges: the nearest rotation showing the one picture that fits. -1 when the cell is
// locked or absent, when more than one picture fits, or when none does (the locks or marks
// contradict each other: the player's to find).
int forcedRotation(const Board& board, const EdgeMarks& marks, int cell);

// A tile the assistant turns (or finds already right) and then locks.
struct AssistStep {
  int cell = -1;
  int rotation = 0;
};

// Every tile forced by the locks and marks, starting from `cells` (the tiles whose surroundings
// changed) and following on: a tile it settles is taken as locked, which may force its
// neighbours. In the order found; each cell at most once. The board is not changed.
std::vector<AssistStep> assistSteps(const Board& board, const EdgeMarks& marks, const std::vector<int>& cells);

}  // namespace tileflow
