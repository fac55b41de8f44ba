// FillGenerator: reading-order fill with look-ahead; see FillGenerator.hpp.
#include "game/generate/FillGenerator.hpp"

#include <algorithm>
#include <stdexcept>

namespace tileflow {

void FillGenerator::requirements(const Board& board, int cell, int candidateCell, int candidate, int* required) const {
  const int sides = board.sides();
  for (int s = 0; s < sides; ++s) {
    const int n = board.neighbour(cell, s);
    const int facing = board.topology().opposite(s);
    if (n < 0) {
      required[s] = NoFlow;
    } else if (n == candidateCell && candidate >= 0) {
      required[s] = sideOfPack(index_.piece(candidate).pack, facing);
    } else if (n != cell && placed_[static_cast<std::size_t>(n)]) {
      required[s] = board.side(n, facing);
    } else {
      required[s] = AnySide;
    }
    if (pattern_) {
      const bool flow = ((*pattern_)[static_cast<std::size_t>(cell)] >> s) & 1;
      if (!flow) {
        required[s] = NoFlow;
      } else if (required[s] == AnySide) {
        required[s] = AnyFlow;
      }
    }
  }
}

bool FillGenerator::fitsSelf(const Board& board, int cell, int piece) const {
  // A wrapped board one cell wide makes a cell its own neighbour.
  const SidePack pack = index_.piece(piece).pack;
  for (int s = 0; s < board.sides(); ++s) {
    if (board.neighbour(cell, s) == cell && sideOfPack(pack, s) != sideOfPack(pack, board.topology().opposite(s))) {
      return false;
    }
  }
  return true;
}

bool FillGenerator::lookAhead(const Board& board, int cell, int piece) const {
  int required[MaxSides];
  for (int s = 0; s < board.sides(); ++s) {
    const int n = board.neighbour(cell, s);
    if (n < 0 || n == cell || placed_[static_cast<std::size_t>(n)]) continue;
    requirements(board, n, cell, piece, required);
    if (!index_.any(required)) return false;
  }
  return true;
}

bool FillGenerator::retract(Board& board, int cell) {
  // Wrapped edges and odd junctions can corner a cell; rather than undo the row, the placed
  // neighbours take back the flow they point at it, each keeping all its other sides.
  if (pattern_) return false;  // the pattern fixes which sides carry flow
  bool changed = false;
  int required[MaxSides];
  for (int s = 0; s < board.sides(); ++s) {
    const int q = board.neighbour(cell, s);
    if (q < 0 || q == cell || !placed_[static_cast<std::size_t>(q)]) continue;
    const int facing = board.topology().opposite(s);
    if (!hasFlow(board.side(q, facing))) continue;
    bool alsoFacesCell = false;
    for (int t = 0; t < board.sides(); ++t) {
      required[t] = board.side(q, t);
      alsoFacesCell = alsoFacesCell || (t != facing && board.neighbour(q, t) == cell);
    }
    if (alsoFacesCell) continue;
    required[facing] = NoFlow;
    index_.find(required, candidates_);
    if (candidates_.empty()) continue;
    const PlacedPiece& p = index_.piece(candidates_[rng_.below(static_cast<std::uint32_t>(candidates_.size()))]);
    board.place(q, p.type, p.rotation);
    changed = true;
  }
  return changed;
}

bool FillGenerator::fill(Board& board, std::stop_token stop, Progress* progress) {
  const int n = board.cellCount();
  placed_.assign(static_cast<std::size_t>(n), 0);
  conflicts_.assign(static_cast<std::size_t>(n), 0);
  // A cell left out of a shaped board keeps its blank and is never filled or cleared.
  int absent = 0;
  for (int c = 0; c < n; ++c) {
    if (!board.present(c)) {
      placed_[static_cast<std::size_t>(c)] = 1;
      ++absent;
    }
  }
  if (progress) {
    progress->total.store(n, std::memory_order_relaxed);
    progress->done.store(0, std::memory_order_relaxed);
  }
  int required[MaxSides];
  int placedCount = absent;
  int k = 0;  // every cell before k is placed
  std::int64_t steps = 0;
  const std::int64_t giveUp = 1000 + 200 * static_cast<std::int64_t>(n);
  std::int64_t cornered = 0;
  while (k < n) {
    if (placed_[static_cast<std::size_t>(k)]) {
      ++k;
      continue;
    }
    if ((++steps & 63) == 0) {
      if (stop.stop_requested()) return false;
      if (progress) progress->done.store(placedCount, std::memory_order_relaxed);
    }
    requirements(board, k, -1, -1, required);
    index_.find(required, candidates_);
    // Pieces with flow first, blanks only when nothing else fits: boards worth playing. Within
    // each group the order is random (a lazy Fisher-Yates shuffle, so the usual first hit costs
    // one draw).
    const auto busy =
        static_cast<std::size_t>(std::stable_partition(candidates_.begin(), candidates_.end(),
                                                       [this](int p) { return index_.piece(p).flowSides != 0; }) -
                                 candidates_.begin());
    const std::size_t count = candidates_.size();
    int chosen = -1;
    for (std::size_t i = 0; i < count; ++i) {
      const std::size_t groupEnd = i < busy ? busy : count;
      const std::size_t j = i + rng_.below(static_cast<std::uint32_t>(groupEnd - i));
      std::swap(candidates_[i], candidates_[j]);
      const int piece = candidates_[i];
      if (fitsSelf(board, k, piece) && lookAhead(board, k, piece)) {
        chosen = piece;
        break;
      }
    }
    if (chosen >= 0) {
      const PlacedPiece& p = index_.piece(chosen);
      board.place(k, p.type, p.rotation);
      placed_[static_cast<std::size_t>(k)] = 1;
      ++placedCount;
      ++k;
      continue;
    }
    // Cornered. First the neighbours take back the flow they point here; if that is not enough,
    // the neighbourhood is cleared and filled again, wider each time the same cell is cornered.
    // Local and random, so it never thrashes the way undoing in order does.
    if (++cornered > giveUp) throw std::runtime_error("the environment's pieces cannot fill this board");
    if (progress) progress->attempts.fetch_add(1, std::memory_order_relaxed);
    if (retract(board, k)) continue;
    const int radius =
        std::min(1 + conflicts_[static_cast<std::size_t>(k)]++ / 3, std::max(board.width(), board.height()) / 2 + 1);
    const int x0 = board.xOf(k);
    const int y0 = board.yOf(k);
    for (int dy = -radius; dy <= radius; ++dy) {
      for (int dx = -radius; dx <= radius; ++dx) {
        int x = x0 + dx;
        int y = y0 + dy;
        if (board.wrap()) {
          x = ((x % board.width()) + board.width()) % board.width();
          y = ((y % board.height()) + board.height()) % board.height();
        } else if (x < 0 || y < 0 || x >= board.width() || y >= board.height()) {
          continue;
        }
        const int c = board.index(x, y);
        if (!placed_[static_cast<std::size_t>(c)] || !board.present(c)) continue;
        placed_[static_cast<std::size_t>(c)] = 0;
        --placedCount;
        if (c < k) k = c;
      }
    }
  }
  if (progress) progress->done.store(n, std::memory_order_relaxed);
  return true;
}

}  // namespace tileflow
