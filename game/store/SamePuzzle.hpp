// SamePuzzle: whether two levels are one puzzle, whatever their names, ids or recorded extras,
// so importing a level twice can be noticed.
#pragma once

#include <string>

#include "game/model/Level.hpp"

namespace tileflow {

// True when both boards have the same shape, size, wrap, walls and, cell by cell, the same tile,
// rotation and lock, under the same rules. Names, ids, environment, solution, par and seed do not
// count: a renamed copy or one shared without its solution is still the same puzzle to play.
bool samePuzzle(const Level& a, const Level& b);

// A fingerprint of what samePuzzle compares (16 hex digits of a 64-bit FNV-1a hash): equal for
// the same puzzle, and different puzzles collide with a chance of one in 2^64. Unfinished
// levels are kept under it.
std::string puzzleKey(const Level& level);

}  // namespace tileflow
