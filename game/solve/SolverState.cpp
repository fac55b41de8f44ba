// SolverState: propagation, undo trail, rule pruning and the iterative search; see SolverState.hpp.
#include "game/solve/SolverState.hpp"

#include <algorithm>
#include <bit>

namespace tileflow {

SolverState::SolverState(const Board& board, const Rules& rules)
    : board_(&board),
      rules_(rules),
      link_(board.hasLandmarks()),
      trackRules_(rules.connected || rules.acyclic || link_),
      sides_(board.sides()),
      cellCount_(board.cellCount()) {
  const auto n = static_cast<std::size_t>(cellCount_);
  const Catalog& catalog = board.catalog();
  const auto types = catalog.tileTypes().size();
  packs_.assign(types * MaxSides, 0);
  channels_.assign(types * MaxSides * MaxSides, NoChannel);
  for (std::size_t t = 0; t < types; ++t) {
    const TileType& tt = catalog.tileTypes()[t];
    // A board only holds tiles of its own shape; the others need no tables.
    if (tt.sideCount != sides_) continue;
    for (int r = 0; r < tt.sideCount; ++r) {
      packs_[t * MaxSides + static_cast<std::size_t>(r)] = tt.packs[static_cast<std::size_t>(r)];
      for (int s = 0; s < tt.sideCount; ++s) {
        channels_[(t * MaxSides + static_cast<std::size_t>(r)) * MaxSides + static_cast<std::size_t>(s)] =
            static_cast<std::int8_t>(tt.channelAt(s, r));
      }
    }
  }
  type_.resize(n);
  neighbour_.resize(n * static_cast<std::size_t>(sides_));
  initialMask_.resize(n);
  channelOpen_.assign(n * MaxChannels, 0);
  allCells_.resize(n);
  for (int c = 0; c < cellCount_; ++c) {
    const auto uc = static_cast<std::size_t>(c);
    allCells_[uc] = c;
    const Cell& cell = board.cell(c);
    type_[uc] = cell.type;
    const TileType& tt = catalog.tile(cell.type);
    int m = cell.locked ? (1 << cell.rotation) : tt.distinctRotations;
    for (int s = 0; s < sides_; ++s) {
      const int nb = board.neighbour(c, s);
      neighbour_[uc * static_cast<std::size_t>(sides_) + static_cast<std::size_t>(s)] = nb;
      if (nb < 0) {
        // Edges and walls take no flow.
        for (int r = 0; r < sides_; ++r) {
          if (((m >> r) & 1) && hasFlow(sig(c, r, s))) m &= ~(1 << r);
        }
      }
    }
    initialMask_[uc] = m;
    for (int s = 0; s < tt.sideCount; ++s) {
      const int ch = tt.channelOf[static_cast<std::size_t>(s)];
      if (ch != NoChannel) ++channelOpen_[uc * MaxChannels + static_cast<std::size_t>(ch)];
    }
    totalNodes_ += tt.channelCount;
  }
  mask_ = initialMask_;
  queued_.assign(n, 0);
  queue_.reserve(n);
  if (trackRules_) {
    settled_.assign(n, 0);
    parent_.resize(n * MaxChannels);
    size_.assign(n * MaxChannels, 1);
  }
  if (link_) {
    // A landmark rides on its tile's first channel (as Networks counts it); one on a tile without
    // flow joins nothing and is not counted.
    nodeKinds_.assign(n * MaxChannels, 0);
    nodeLandmarks_.assign(n * MaxChannels, 0);
    for (int c = 0; c < cellCount_; ++c) {
      const int kind = board.landmark(c);
      if (kind == 0 || board.typeAt(c).channelCount == 0) continue;
      nodeKinds_[static_cast<std::size_t>(c) * MaxChannels] = 1 << (kind - 1);
      nodeLandmarks_[static_cast<std::size_t>(c) * MaxChannels] = 1;
      ++kindTotal_[static_cast<std::size_t>(kind - 1)];
    }
  }
  trail_.reserve(n * 4 + 64);
}

int SolverState::channel(int cell, int rotation, int side) const {
  return channels_[(static_cast<std::size_t>(type_[static_cast<std::size_t>(cell)]) * MaxSides +
                    static_cast<std::size_t>(rotation)) *
                       MaxSides +
                   static_cast<std::size_t>(side)];
}

int SolverState::fixedCount() const {
  int count = 0;
  for (int m : mask_) count += single(m) ? 1 : 0;
  return count;
}

bool SolverState::reset() {
  trail_.clear();
  stopped_ = false;
  mask_ = initialMask_;
  if (trackRules_) {
    std::fill(settled_.begin(), settled_.end(), 0);
    std::fill(size_.begin(), size_.end(), 1);
    open_ = channelOpen_;
    if (link_) {
      kinds_ = nodeKinds_;
      landmarks_ = nodeLandmarks_;
    }
    for (std::size_t i = 0; i < parent_.size(); ++i) parent_[i] = static_cast<std::int32_t>(i);
  }
  queue_.clear();
  for (int c = 0; c < cellCount_; ++c) {
    if (mask_[static_cast<std::size_t>(c)] == 0) return false;
    queue_.push_back(c);
    queued_[static_cast<std::size_t>(c)] = 1;
  }
  if (trackRules_) {
    for (int c = 0; c < cellCount_; ++c) {
      if (single(mask(c)) && !onFixed(c)) {
        for (int q : queue_) queued_[static_cast<std::size_t>(q)] = 0;
        queue_.clear();
        return false;
      }
    }
  }
  const bool ok = propagate();
  // The starting point is never undone: later marks are taken after it.
  trail_.clear();
  return ok;
}

bool SolverState::setMask(int cell, int m) {
  set(mask_[static_cast<std::size_t>(cell)], m);
  if (!queued_[static_cast<std::size_t>(cell)]) {
    queued_[static_cast<std::size_t>(cell)] = 1;
    queue_.push_back(cell);
  }
  if (trackRules_ && single(m)) return onFixed(cell);
  return true;
}

bool SolverState::restrict(int cell, int keep) {
  const int m = mask(cell) & keep;
  if (m == 0) return false;
  if (m != mask(cell) && !setMask(cell, m)) {
    for (int q : queue_) queued_[static_cast<std::size_t>(q)] = 0;
    queue_.clear();
    return false;
  }
  return propagate();
}

void SolverState::undoTo(std::size_t mark) {
  while (trail_.size() > mark) {
    const Undo& u = trail_.back();
    *u.where = u.old;
    trail_.pop_back();
  }
}

bool SolverState::propagate() {
  std::size_t head = 0;
  bool ok = true;
  while (head < queue_.size()) {
    if ((head & 255) == 255 && stop_.stop_requested()) {
      stopped_ = true;
      ok = false;
      break;
    }
    const int c = queue_[head++];
    queued_[static_cast<std::size_t>(c)] = 0;
    const int mc = mask(c);
    const std::int32_t* nb = &neighbour_[static_cast<std::size_t>(c) * static_cast<std::size_t>(sides_)];
    for (int s = 0; s < sides_ && ok; ++s) {
      const int n = nb[s];
      if (n < 0) continue;
      // The signatures this cell can still show towards n.
      Signature shown[MaxSides];
      int count = 0;
      for (int bits = mc; bits; bits &= bits - 1) {
        const Signature x = sig(c, std::countr_zero(static_cast<unsigned>(bits)), s);
        bool seen = false;
        for (int k = 0; k < count; ++k) seen = seen || shown[k] == x;
        if (!seen) shown[count++] = x;
      }
      const int facing = (s + sides_ / 2) % sides_;
      const int mn = mask(n);
      int keep = 0;
      for (int bits = mn; bits; bits &= bits - 1) {
        const int r = std::countr_zero(static_cast<unsigned>(bits));
        const Signature x = sig(n, r, facing);
        for (int k = 0; k < count; ++k) {
          if (shown[k] == x) {
            keep |= 1 << r;
            break;
          }
        }
      }
      if (keep != mn) {
        if (keep == 0 || !setMask(n, keep)) ok = false;
      }
    }
    if (!ok) break;
  }
  if (!ok) {
    for (std::size_t i = head; i < queue_.size(); ++i) queued_[static_cast<std::size_t>(queue_[i])] = 0;
  }
  queue_.clear();
  return ok;
}

int SolverState::find(int node) const {
  while (parent_[static_cast<std::size_t>(node)] != node) node = parent_[static_cast<std::size_t>(node)];
  return node;
}

bool SolverState::onFixed(int cell) {
  const auto uc = static_cast<std::size_t>(cell);
  if (settled_[uc]) return true;
  set(settled_[uc], 1);
  const int r = std::countr_zero(static_cast<unsigned>(mask(cell)));
  int roots[MaxSides * 2];
  int rootCount = 0;
  for (int s = 0; s < sides_; ++s) {
    const Signature mine = sig(cell, r, s);
    if (!hasFlow(mine)) continue;
    const int n = neighbour_[uc * static_cast<std::size_t>(sides_) + static_cast<std::size_t>(s)];
    if (n < 0) return false;
    if (!settled_[static_cast<std::size_t>(n)]) continue;
    const int facing = (s + sides_ / 2) % sides_;
    // On a wrapped board one cell wide a side can face the same cell: count that edge once.
    if (n == cell && facing < s) continue;
    const int rn = std::countr_zero(static_cast<unsigned>(mask(n)));
    if (sig(n, rn, facing) != mine) return false;
    int a = find(cell * MaxChannels + channel(cell, r, s));
    int b = find(n * MaxChannels + channel(n, rn, facing));
    if (a == b) {
      if (rules_.acyclic) return false;
      set(open_[static_cast<std::size_t>(a)], open_[static_cast<std::size_t>(a)] - 2);
      roots[rootCount++] = a;
      continue;
    }
    if (size_[static_cast<std::size_t>(a)] < size_[static_cast<std::size_t>(b)]) std::swap(a, b);
    if (link_) {
      // Link rule: a network never joins landmarks of two kinds.
      const int joined = kinds_[static_cast<std::size_t>(a)] | kinds_[static_cast<std::size_t>(b)];
      if ((joined & (joined - 1)) != 0) return false;
      if (kinds_[static_cast<std::size_t>(b)] != 0) {
        set(kinds_[static_cast<std::size_t>(a)], joined);
        set(landmarks_[static_cast<std::size_t>(a)],
            landmarks_[static_cast<std::size_t>(a)] + landmarks_[static_cast<std::size_t>(b)]);
      }
    }
    set(parent_[static_cast<std::size_t>(b)], a);
    set(size_[static_cast<std::size_t>(a)], size_[static_cast<std::size_t>(a)] + size_[static_cast<std::size_t>(b)]);
    set(open_[static_cast<std::size_t>(a)],
        open_[static_cast<std::size_t>(a)] + open_[static_cast<std::size_t>(b)] - 2);
    roots[rootCount++] = a;
  }
  if (link_) {
    // Link rule: a finished network holding a kind must hold every landmark of it.
    auto cutOff = [&](int root) {
      const auto ur = static_cast<std::size_t>(root);
      if (open_[ur] != 0 || kinds_[ur] == 0) return false;
      const int kind = std::countr_zero(static_cast<unsigned>(kinds_[ur]));
      return landmarks_[ur] < kindTotal_[static_cast<std::size_t>(kind)];
    };
    for (int k = 0; k < rootCount; ++k) {
      if (cutOff(find(roots[k]))) return false;
    }
    const TileType& tt = board_->catalog().tile(type_[uc]);
    for (int ch = 0; ch < tt.channelCount; ++ch) {
      if (cutOff(find(cell * MaxChannels + ch))) return false;
    }
  }
  if (rules_.connected) {
    // A network with no open end is finished; unless it is everything, a second one must exist.
    for (int k = 0; k < rootCount; ++k) {
      const int root = find(roots[k]);
      if (open_[static_cast<std::size_t>(root)] == 0 && size_[static_cast<std::size_t>(root)] < totalNodes_) {
        return false;
      }
    }
    const TileType& tt = board_->catalog().tile(type_[uc]);
    for (int ch = 0; ch < tt.channelCount; ++ch) {
      const int root = find(cell * MaxChannels + ch);
      if (open_[static_cast<std::size_t>(root)] == 0 && size_[static_cast<std::size_t>(root)] < totalNodes_) {
        return false;
      }
    }
  }
  return true;
}

int SolverState::chooseCell(const std::vector<int>& cells) const {
  int best = -1;
  int bestCount = 99;
  for (int c : cells) {
    const int m = mask(c);
    if (single(m)) continue;
    const int count = std::popcount(static_cast<unsigned>(m));
    if (count < bestCount) {
      best = c;
      bestCount = count;
      if (count == 2) break;
    }
  }
  return best;
}

SolverState::SearchOutcome SolverState::search(const std::vector<int>& branchCells, const SearchLimits& limits,
                                               std::vector<std::uint8_t>* solutions) {
  SearchOutcome out;
  const std::vector<int>& cells = branchCells.empty() ? allCells_ : branchCells;
  const std::size_t base = mark();
  frames_.clear();
  // Undoes the newest choice and tries its next rotation; false once every choice is exhausted.
  auto advance = [&]() {
    while (!frames_.empty()) {
      Frame& f = frames_.back();
      undoTo(f.mark);
      if (f.remaining == 0) {
        frames_.pop_back();
        continue;
      }
      const int bit = f.remaining & -f.remaining;
      f.remaining &= ~bit;
      ++out.nodes;
      if (restrict(f.cell, bit)) return true;
      if (stopped_) return false;
    }
    return false;
  };
  while (true) {
    if (limits.stop.stop_requested() || stopped_ || (limits.nodeLimit >= 0 && out.nodes > limits.nodeLimit)) {
      out.cancelled = true;
      break;
    }
    const int cell = chooseCell(cells);
    if (cell < 0) {
      if (solutions && out.solutions < limits.recorded) {
        for (int c : cells) {
          solutions->push_back(static_cast<std::uint8_t>(std::countr_zero(static_cast<unsigned>(mask(c)))));
        }
      }
      if (++out.solutions >= limits.maxSolutions) break;
    } else {
      ++out.guesses;
      frames_.push_back({cell, mask(cell), mark()});
    }
    if (!advance()) {
      if (stopped_) out.cancelled = true;
      break;
    }
  }
  frames_.clear();
  undoTo(base);
  return out;
}

}  // namespace tileflow
