// Shuffle: turns the unlocked cells of a solved board at random so that the level starts
// unsolved, and counts the par moves back to the solution.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Rng.hpp"
#include "game/model/Board.hpp"
#include "game/model/Rules.hpp"

namespace tileflow {

// Turns every unlocked cell to a random rotation. If the result is still solved, turns cells
// that have another picture until it is not. Returns false only when no turn can unsolve the
// board (every unlocked cell shows one picture, e.g. a blank board).
bool shuffleBoard(Board& board, const Rules& rules, Rng& rng);

// Fewest clicks (a quarter turn each way) that turn `board` into `solution`'s pictures.
int parMoves(const Board& board, const std::vector<std::uint8_t>& solution);

}  // namespace tileflow
