// SamePuzzle: whether two levels are one puzzle, whatever their names, ids or recorded extras,
// so importing a level twice can be noticed.
#pragma once

#include "game/model/Level.hpp"

namespace tileflow {

// True when both boards have the same shape, size, wrap, walls and, cell by cell, the same tile,
// rotation and lock, under the same rules. Names, ids, environment, solution, par and seed do not
// count: a renamed copy or one shared without its solution is still the same puzzle to play.
bool samePuzzle(const Level& a, const Level& b);

}  // namespace tileflow
