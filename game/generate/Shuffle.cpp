// Shuffle: random rotations that never leave the level solved, and par moves.
#include "game/generate/Shuffle.hpp"
#include "game/model/FreeCells.hpp"

#include "game/model/Orientation.hpp"
#include "game/model/Puzzle.hpp"

namespace tileflow {

namespace {

// The win check, answered by the first loose end when there is one (almost always at once) and
// only otherwise by building the networks.
bool solvedNow(const Board& board, const Rules& rules) {
  for (int c = 0; c < board.cellCount(); ++c) {
    for (int s = 0; s < board.sides(); ++s) {
      if (hasFlow(board.side(c, s)) && !board.matched(c, s)) return false;
    }
  }
  return evaluate(board, rules).solved;
}

}  // namespace

bool shuffleBoard(Board& board, const Rules& rules, Rng& rng) {
  const int n = board.cellCount();
  const int sides = board.sides();
  for (int c = 0; c < n; ++c)
    if (!board.cell(c).locked && board.present(c)) board.setRotation(c, rng.range(0, sides - 1));
  const std::vector<int> turnable = freeCells(board);
  if (turnable.empty()) return false;
  // A level that opens solved is no puzzle. Each retry turns one more cell to another picture;
  // with a unique solution the first retry always succeeds.
  for (int attempt = 0; solvedNow(board, rules); ++attempt) {
    if (attempt > 4 * n + 16) return false;
    const int c = turnable[rng.below(static_cast<std::uint32_t>(turnable.size()))];
    const TileType& type = board.typeAt(c);
    const int from = board.cell(c).rotation;
    int to = from;
    while (samePicture(type, to, from))
      to = (to + 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(sides - 1)))) % sides;
    board.setRotation(c, to);
  }
  return true;
}

int parMoves(const Board& board, const std::vector<std::uint8_t>& solution) {
  int moves = 0;
  for (int c = 0; c < board.cellCount(); ++c) {
    moves += turnsBetween(board.typeAt(c), board.cell(c).rotation, solution[static_cast<std::size_t>(c)]);
  }
  return moves;
}

}  // namespace tileflow
