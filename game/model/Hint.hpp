// Hint: the move that turns one wrong tile into its solution's picture, or why there is none.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "game/model/Board.hpp"
#include "game/model/Move.hpp"

namespace tileflow {

struct Hint {
  enum class Kind {
    Turn,         // `move` turns a wrong tile into place
    AllInPlace,   // every tile already shows its solution's picture
    LockedWrong,  // only locked tiles are wrong: the player must unlock one
    NoSolution,   // no solution to compare with
  };
  Kind kind = Kind::NoSolution;
  std::optional<Move> move;
};

// Looks from `startCell` onwards (wrapping), so repeated hints walk over the board from where the
// player looks. A tile is in place when it shows the same sides joined by the same channels as
// its rotation in `solution` (a null or wrongly sized solution gives NoSolution).
Hint findHint(const Board& board, const std::vector<std::uint8_t>* solution, int startCell);

}  // namespace tileflow
