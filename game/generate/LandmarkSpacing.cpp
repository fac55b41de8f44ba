// LandmarkSpacing: the shuffled candidate list with its priority prefix, and the distance check.
#include "game/generate/LandmarkSpacing.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "engine/core/Rng.hpp"

namespace tileflow {
namespace {

// Breadth-first search from one cell over the board's present neighbours, reusing its arrays:
// a stamp per cell says whether this search has reached it yet.
class Rings {
 public:
  explicit Rings(const Board& board)
      : board_(board),
        stamp_(static_cast<std::size_t>(board.cellCount()), 0),
        distance_(static_cast<std::size_t>(board.cellCount()), 0) {}

  // Calls visit(cell, distance) for every cell within `radius` steps of `from`, nearest first
  // (`from` itself at 0). Stops early when visit returns false.
  template <typename Visit>
  void around(int from, int radius, Visit&& visit) {
    ++round_;
    queue_.clear();
    queue_.push_back(from);
    mark(from, 0);
    for (std::size_t head = 0; head < queue_.size(); ++head) {
      const int c = queue_[head];
      const int d = distance_[static_cast<std::size_t>(c)];
      if (!visit(c, d)) return;
      if (d == radius) continue;
      for (int side = 0; side < board_.sides(); ++side) {
        const int n = board_.neighbour(c, side);
        if (n < 0 || stamp_[static_cast<std::size_t>(n)] == round_) continue;
        mark(n, d + 1);
        queue_.push_back(n);
      }
    }
  }

 private:
  void mark(int c, int d) {
    stamp_[static_cast<std::size_t>(c)] = round_;
    distance_[static_cast<std::size_t>(c)] = d;
  }

  const Board& board_;
  std::vector<std::uint32_t> stamp_;
  std::vector<int> distance_;
  std::vector<int> queue_;
  std::uint32_t round_ = 0;
};

// The article's list: the cells that may still take a landmark, with the priority cells (within
// s..l of a landmark) kept in front of `priority_`. Every cell knows its place, so taking one out
// or moving it forward costs one or two swaps.
class Candidates {
 public:
  Candidates(const Board& board, const std::vector<std::uint8_t>& allowed)
      : place_(static_cast<std::size_t>(board.cellCount()), -1) {
    for (int c = 0; c < board.cellCount(); ++c) {
      if (!board.present(c) || (!allowed.empty() && !allowed[static_cast<std::size_t>(c)])) continue;
      place_[static_cast<std::size_t>(c)] = static_cast<int>(list_.size());
      list_.push_back(c);
    }
  }

  bool empty() const { return list_.empty(); }
  bool contains(int c) const { return place_[static_cast<std::size_t>(c)] >= 0; }
  int priorityCount() const { return priority_; }

  // A uniformly drawn cell of the priority part, or of the whole list when that part is empty.
  int draw(Rng& rng) const {
    const std::size_t within = priority_ > 0 ? static_cast<std::size_t>(priority_) : list_.size();
    return list_[rng.below(static_cast<std::uint32_t>(within))];
  }

  void prioritise(int c) {
    const int p = place_[static_cast<std::size_t>(c)];
    if (p < priority_) return;
    swapPlaces(p, priority_);
    ++priority_;
  }

  void remove(int c) {
    int p = place_[static_cast<std::size_t>(c)];
    if (p < 0) return;
    if (p < priority_) {
      // Leave the priority part first, so the last cell filling the gap never jumps into it.
      --priority_;
      swapPlaces(p, priority_);
      p = priority_;
    }
    swapPlaces(p, static_cast<int>(list_.size()) - 1);
    list_.pop_back();
    place_[static_cast<std::size_t>(c)] = -1;
  }

 private:
  void swapPlaces(int a, int b) {
    std::swap(list_[static_cast<std::size_t>(a)], list_[static_cast<std::size_t>(b)]);
    place_[static_cast<std::size_t>(list_[static_cast<std::size_t>(a)])] = a;
    place_[static_cast<std::size_t>(list_[static_cast<std::size_t>(b)])] = b;
  }

  std::vector<int> list_;
  std::vector<int> place_;  // per cell: its index in list_, or -1 once taken out
  int priority_ = 0;
};

void validate(const Board& board, const SpacingOptions& o) {
  if (!o.allowed.empty() && o.allowed.size() != static_cast<std::size_t>(board.cellCount())) {
    throw std::invalid_argument("landmark spacing: the allowed cells must name every cell of the board");
  }
  if (o.minDistance < 1) {
    throw std::invalid_argument("landmark spacing: the minimum distance must be at least 1, not " +
                                std::to_string(o.minDistance));
  }
  if (o.maxDistance < o.minDistance) {
    throw std::invalid_argument("landmark spacing: the maximum distance (" + std::to_string(o.maxDistance) +
                                ") must not be below the minimum (" + std::to_string(o.minDistance) + ")");
  }
  if (o.kinds < 1) {
    throw std::invalid_argument("landmark spacing: there must be at least one kind, not " + std::to_string(o.kinds));
  }
  if (o.attempts < 1) {
    throw std::invalid_argument("landmark spacing: attempts must be at least 1, not " + std::to_string(o.attempts));
  }
  if (o.count != SpacingOptions::AsManyAsFit && (o.count < 0 || o.count < 2 * o.kinds)) {
    throw std::invalid_argument("landmark spacing: " + std::to_string(o.count) + " landmarks cannot give " +
                                std::to_string(o.kinds) + " kind(s) two each; ask for at least " +
                                std::to_string(2 * o.kinds));
  }
}

// One placement: the cells, in the order they were taken.
std::vector<int> placeOnce(const Board& board, const SpacingOptions& o, Rng& rng, Rings& rings) {
  const int s = o.minDistance;
  const int l = o.maxDistance;
  const bool fill = o.count == SpacingOptions::AsManyAsFit;
  Candidates candidates(board, o.allowed);
  std::vector<int> placed;
  while (!candidates.empty() && (fill || static_cast<int>(placed.size()) < o.count)) {
    // Without priority cells the draw starts a new group, whose first landmark is still alone:
    // only worth it when a second one may follow.
    const bool starts = candidates.priorityCount() == 0;
    if (starts && !fill && o.count - static_cast<int>(placed.size()) < 2) break;
    const int c = candidates.draw(rng);
    if (starts) {
      // A landmark with no candidate in its ring would stay farther than l from all others for
      // good (the list only shrinks), so it is never placed. Nor can a later ring reach it: that
      // ring's landmark would have been in this one's ring.
      bool partner = false;
      rings.around(c, l, [&](int cell, int d) {
        partner = d >= s && candidates.contains(cell);
        return !partner;
      });
      if (!partner) {
        candidates.remove(c);
        continue;
      }
    }
    placed.push_back(c);
    // Cells nearer than s can never hold a landmark now; those within s..l move to the front.
    rings.around(c, l, [&](int cell, int d) {
      if (d < s) {
        candidates.remove(cell);
      } else if (candidates.contains(cell)) {
        candidates.prioritise(cell);
      }
      return true;
    });
  }
  return placed;
}

}  // namespace

LandmarkPlacement placeLandmarks(const Board& board, const SpacingOptions& options) {
  validate(board, options);
  Rng rng(options.seed);
  Rings rings(board);
  const int wanted = options.count == SpacingOptions::AsManyAsFit ? 2 * options.kinds : options.count;
  std::vector<int> best;
  for (int attempt = 0; attempt < options.attempts; ++attempt) {
    std::vector<int> placed = placeOnce(board, options, rng, rings);
    if (placed.size() > best.size()) best = std::move(placed);
    if (static_cast<int>(best.size()) >= wanted) break;
  }

  LandmarkPlacement result;
  result.complete = static_cast<int>(best.size()) >= wanted;
  // Kinds are dealt over a shuffled order, not the order of placement, which follows the groups.
  rng.shuffle(best);
  result.landmarks.reserve(best.size());
  for (std::size_t i = 0; i < best.size(); ++i) {
    result.landmarks.push_back({best[i], static_cast<int>(i % static_cast<std::size_t>(options.kinds))});
  }
  std::sort(result.landmarks.begin(), result.landmarks.end(),
            [](const Landmark& a, const Landmark& b) { return a.cell < b.cell; });
  return result;
}

std::vector<int> nearestLandmarkDistances(const Board& board, std::span<const int> cells) {
  std::vector<std::uint8_t> isLandmark(static_cast<std::size_t>(board.cellCount()), 0);
  for (int c : cells) isLandmark[static_cast<std::size_t>(c)] = 1;
  Rings rings(board);
  std::vector<int> nearest;
  nearest.reserve(cells.size());
  for (int c : cells) {
    int found = -1;
    rings.around(c, board.cellCount(), [&](int cell, int d) {
      if (cell != c && isLandmark[static_cast<std::size_t>(cell)]) found = d;
      return found < 0;
    });
    nearest.push_back(found);
  }
  return nearest;
}

}  // namespace tileflow
