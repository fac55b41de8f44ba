// BacktrackGenerator: City Flow's limited backtracking, kept for comparison; see the header.
#include "game/generate/BacktrackGenerator.hpp"

namespace tileflow {

namespace {

// City Flow's limits: three failures on one cell, or ten in a row anywhere, and it gives up.
constexpr int MaxAttemptsPerTile = 3;
constexpr int MaxTotalAttempts = 10;

}  // namespace

bool BacktrackGenerator::fill(Board& board, std::stop_token stop, Progress* progress) {
  const int w = board.width();
  const int h = board.height();
  const int n = board.cellCount();
  // Order of placement: down each column, then the next column, as City Flow does.
  std::vector<int> order;
  order.reserve(static_cast<std::size_t>(n));
  for (int x = 0; x < w; ++x) {
    for (int y = 0; y < h; ++y) order.push_back(board.index(x, y));
  }
  std::vector<std::uint8_t> placed(static_cast<std::size_t>(n), 0);
  std::vector<int> candidates;
  if (progress) progress->total.store(n, std::memory_order_relaxed);
  int failedAttempts = 0;
  int totalAttempts = 0;
  int required[MaxSides];
  int k = 0;
  while (k < n) {
    if (stop.stop_requested()) return false;
    const int cell = order[static_cast<std::size_t>(k)];
    for (int s = 0; s < board.sides(); ++s) {
      const int other = board.neighbour(cell, s);
      if (other < 0) {
        required[s] = NoFlow;
      } else if (other != cell && placed[static_cast<std::size_t>(other)]) {
        required[s] = board.side(other, board.topology().opposite(s));
      } else {
        required[s] = AnySide;
      }
    }
    index_.find(required, candidates);
    if (k == 0) {
      // The first tile must carry flow, or the whole board could come out empty.
      std::erase_if(candidates, [this](int p) { return index_.piece(p).flowSides == 0; });
    }
    if (!candidates.empty()) {
      const PlacedPiece& p = index_.piece(candidates[rng_.below(static_cast<std::uint32_t>(candidates.size()))]);
      board.place(cell, p.type, p.rotation);
      placed[static_cast<std::size_t>(cell)] = 1;
      failedAttempts = 0;
      ++k;
    } else {
      ++failedAttempts;
      ++totalAttempts;
      ++failures_;
      if (progress) progress->attempts.fetch_add(1, std::memory_order_relaxed);
      if (failedAttempts > MaxAttemptsPerTile || totalAttempts > MaxTotalAttempts || k == 0) {
        board.place(cell, blankTile_, 0);
        placed[static_cast<std::size_t>(cell)] = 1;
        failedAttempts = 0;
        totalAttempts = 0;
        ++k;
      } else {
        // Take back the previous tile and draw it again.
        --k;
        placed[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])] = 0;
      }
    }
    if (progress) progress->done.store(k, std::memory_order_relaxed);
  }
  return true;
}

}  // namespace tileflow
