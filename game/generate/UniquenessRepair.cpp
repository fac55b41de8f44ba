// UniquenessRepair: rounds of global propagation, region searches and local edge changes; see
// UniquenessRepair.hpp and docs/generator.md.
#include "game/generate/UniquenessRepair.hpp"

#include <bit>
#include <stdexcept>

#include "game/solve/SolverState.hpp"

namespace tileflow {

namespace {

// A region search that needs more nodes than this is treated as ambiguous and repaired: it keeps
// proof time bounded, and hard-to-prove spots are the ones a player would find unfair.
constexpr std::int64_t RegionNodeLimit = 4000;
// After this many rounds the generator locks a cell in each region that is still ambiguous.
constexpr int RoundsBeforeLocking = 60;

}  // namespace

bool UniquenessRepair::changeEdge(Board& board, int cell) {
  const int sides = board.sides();
  // Candidate (side, signature) pairs whose two cells both have a piece showing it.
  struct Change {
    int side;
    int signature;
  };
  Change changes[MaxSides * 64];
  int count = 0;
  int reqCell[MaxSides];
  int reqOther[MaxSides];
  for (int s = 0; s < sides; ++s) {
    const int other = board.neighbour(cell, s);
    if (other < 0 || other == cell) continue;
    const int facing = board.topology().opposite(s);
    const Signature current = board.side(cell, s);
    for (int x : index_.signaturesOn(s)) {
      if (x == current || count >= MaxSides * 64) continue;
      // Under connected or acyclic the links are planned: change what flows, not where.
      if ((rules_.connected || rules_.acyclic) && hasFlow(static_cast<Signature>(x)) != hasFlow(current)) continue;
      for (int t = 0; t < sides; ++t) {
        reqCell[t] = board.side(cell, t);
        reqOther[t] = board.side(other, t);
      }
      reqCell[s] = x;
      reqOther[facing] = x;
      // Sides of `other` that face `cell` through a second edge (narrow wrapped boards) follow.
      for (int t = 0; t < sides; ++t) {
        if (t != facing && board.neighbour(other, t) == cell) reqOther[t] = AnySide;
      }
      if (index_.any(reqCell) && index_.any(reqOther)) changes[count++] = {s, x};
    }
  }
  if (count == 0) return false;
  const Change c = changes[rng_.below(static_cast<std::uint32_t>(count))];
  const int other = board.neighbour(cell, c.side);
  const int facing = board.topology().opposite(c.side);
  for (int t = 0; t < sides; ++t) {
    reqCell[t] = board.side(cell, t);
    reqOther[t] = board.side(other, t);
  }
  reqCell[c.side] = c.signature;
  reqOther[facing] = c.signature;
  index_.find(reqCell, scratch_);
  const PlacedPiece& p = index_.piece(scratch_[rng_.below(static_cast<std::uint32_t>(scratch_.size()))]);
  const Cell before = board.cell(cell);
  board.place(cell, p.type, p.rotation);
  for (int t = 0; t < sides; ++t) {
    if (t != facing && board.neighbour(other, t) == cell) reqOther[t] = board.side(cell, board.topology().opposite(t));
  }
  index_.find(reqOther, scratch_);
  if (scratch_.empty()) {
    // Only reachable on narrow wrapped boards, where the pair shares two edges.
    board.place(cell, before.type, before.rotation);
    return false;
  }
  const PlacedPiece& q = index_.piece(scratch_[rng_.below(static_cast<std::uint32_t>(scratch_.size()))]);
  board.place(other, q.type, q.rotation);
  return true;
}

void UniquenessRepair::collectRegion(const Board& board, int start, const std::vector<std::int32_t>& masks) {
  // Flood over cells that propagation left open; seen_ doubles as the visited mark.
  region_.clear();
  region_.push_back(start);
  seen_[static_cast<std::size_t>(start)] = 1;
  for (std::size_t i = 0; i < region_.size(); ++i) {
    const int c = region_[i];
    for (int s = 0; s < board.sides(); ++s) {
      const int n = board.neighbour(c, s);
      if (n < 0 || seen_[static_cast<std::size_t>(n)]) continue;
      const int m = masks[static_cast<std::size_t>(n)];
      if ((m & (m - 1)) == 0) continue;
      seen_[static_cast<std::size_t>(n)] = 1;
      region_.push_back(n);
    }
  }
}

bool UniquenessRepair::run(Board& board, std::stop_token stop, Progress* progress) {
  const int n = board.cellCount();
  const bool global = rules_.connected || rules_.acyclic;
  std::vector<std::int32_t> masks(static_cast<std::size_t>(n));
  if (progress) {
    progress->total.store(n, std::memory_order_relaxed);
    progress->done.store(0, std::memory_order_relaxed);
  }
  for (int round = 0;; ++round) {
    SolverState state(board, rules_);
    state.setStop(stop);
    if (!state.reset()) {
      if (state.stopped()) return false;
      throw std::logic_error("a generated board contradicts its own solution");
    }
    stats_ = SolveStats{};
    stats_.cells = n;
    stats_.settledByPropagation = state.fixedCount();
    for (int c = 0; c < n; ++c) masks[static_cast<std::size_t>(c)] = state.mask(c);
    std::int64_t proved = stats_.settledByPropagation;
    if (progress) progress->done.store(proved, std::memory_order_relaxed);
    seen_.assign(static_cast<std::size_t>(n), 0);
    int changed = 0;
    for (int start = 0; start < n; ++start) {
      const int m = masks[static_cast<std::size_t>(start)];
      if ((m & (m - 1)) == 0 || seen_[static_cast<std::size_t>(start)]) continue;
      if (global) {
        // Connected and acyclic tie every cell to every other: one search over all open cells.
        region_.clear();
        for (int c = 0; c < n; ++c) {
          const int mc = masks[static_cast<std::size_t>(c)];
          if ((mc & (mc - 1)) != 0) {
            region_.push_back(c);
            seen_[static_cast<std::size_t>(c)] = 1;
          }
        }
      } else {
        collectRegion(board, start, masks);
      }
      SolverState::SearchLimits limits;
      limits.maxSolutions = 2;
      limits.recorded = 2;
      limits.nodeLimit = RegionNodeLimit;
      limits.stop = stop;
      found_.clear();
      const auto outcome = state.search(region_, limits, &found_);
      if (stop.stop_requested()) return false;
      stats_.guesses += outcome.guesses;
      stats_.nodes += outcome.nodes;
      if (outcome.solutions == 1 && !outcome.cancelled) {
        proved += static_cast<std::int64_t>(region_.size());
        if (progress) progress->done.store(proved, std::memory_order_relaxed);
        continue;
      }
      // Cells where another solution differs from the intended picture are where to repair;
      // when the search gave up, any open cell of the region will do.
      differing_.clear();
      const std::size_t r = region_.size();
      for (std::size_t i = 0; i < r; ++i) {
        const int c = region_[i];
        const int intended = board.cell(c).rotation;
        bool differs = outcome.solutions < 2;
        for (int k = 0; k < outcome.solutions && k < 2; ++k)
          differs = differs || found_[static_cast<std::size_t>(k) * r + i] != intended;
        if (differs) differing_.push_back(c);
      }
      if (progress) progress->attempts.fetch_add(1, std::memory_order_relaxed);
      // Try the differing cells in random order; some have no other edge that fits.
      bool repaired = false;
      for (std::size_t left = differing_.size(); left > 0 && !repaired && round < RoundsBeforeLocking; --left) {
        const std::size_t pick = rng_.below(static_cast<std::uint32_t>(left));
        std::swap(differing_[pick], differing_[left - 1]);
        repaired = changeEdge(board, differing_[left - 1]);
      }
      // Then the rest of the region and the cells around the differing ones: changing the
      // region's rim also changes what its cells may show.
      if (!repaired && round < RoundsBeforeLocking) {
        const std::size_t firstDiffering = differing_.size();
        for (int c : region_) differing_.push_back(c);
        for (std::size_t i = 0; i < firstDiffering; ++i) {
          for (int side = 0; side < board.sides(); ++side) {
            const int nb = board.neighbour(differing_[i], side);
            if (nb >= 0) differing_.push_back(nb);
          }
        }
        for (std::size_t i = firstDiffering; i < differing_.size() && !repaired; ++i) {
          const std::size_t pick = i + rng_.below(static_cast<std::uint32_t>(differing_.size() - i));
          std::swap(differing_[i], differing_[pick]);
          repaired = changeEdge(board, differing_[i]);
        }
        differing_.resize(firstDiffering);
      }
      if (repaired) {
        ++repairs_;
      } else {
        // Last resort, always effective: the player is shown this cell already turned right.
        board.setLocked(differing_[rng_.below(static_cast<std::uint32_t>(differing_.size()))], true);
        ++locks_;
      }
      ++changed;
      if (global) break;
    }
    if (changed == 0) {
      if (progress) progress->done.store(n, std::memory_order_relaxed);
      return true;
    }
  }
}

}  // namespace tileflow
