// SolveWave: a breadth-first walk over the board's neighbours, and the flash and bounce of each
// tile as a function of time.
#include "game/play/SolveWave.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace tileflow {

SolveWave::SolveWave(const Board& board, int start, double pace) {
  const int cells = board.cellCount();
  depth_.assign(static_cast<std::size_t>(cells), -1);
  order_.reserve(static_cast<std::size_t>(board.presentCount()));
  // Breadth first from `seed`, appending to order_; depths grow along the queue.
  auto spread = [&](int seed) {
    std::size_t next = order_.size();
    depth_[static_cast<std::size_t>(seed)] = 0;
    order_.push_back(seed);
    for (; next < order_.size(); ++next) {
      const int cell = order_[next];
      const int d = depth_[static_cast<std::size_t>(cell)];
      maxDepth_ = std::max(maxDepth_, d);
      for (int s = 0; s < board.sides(); ++s) {
        // Across walls too: the light runs over the board, not along the flows.
        const int n = board.neighbourAcross(cell, s);
        if (n < 0 || !board.present(n) || depth_[static_cast<std::size_t>(n)] >= 0) continue;
        depth_[static_cast<std::size_t>(n)] = d + 1;
        order_.push_back(n);
      }
    }
  };
  if (start >= 0 && start < cells && board.present(start)) spread(start);
  // Islands the start cannot reach (and a start that is not on the board) begin with it.
  bool islands = false;
  for (int cell = 0; cell < cells; ++cell) {
    if (!board.present(cell) || depth_[static_cast<std::size_t>(cell)] >= 0) continue;
    islands = !order_.empty();
    spread(cell);
  }
  if (islands) {
    // Each island's walk is in order of depth; together they are merged by it.
    std::stable_sort(order_.begin(), order_.end(), [this](int a, int b) {
      return depth_[static_cast<std::size_t>(a)] < depth_[static_cast<std::size_t>(b)];
    });
  }
  if (order_.empty()) return;
  pace = std::max(pace, 0.01);
  step_ = maxDepth_ > 0 ? std::min(MaxStepSeconds, SpreadSeconds / maxDepth_) * pace : 0;
  settle_ = SettleSeconds * pace;
  duration_ = maxDepth_ * step_ + settle_;
}

int SolveWave::depth(int cell) const {
  return cell >= 0 && cell < static_cast<int>(depth_.size()) ? depth_[static_cast<std::size_t>(cell)] : -1;
}

double SolveWave::delay(int cell) const {
  const int d = depth(cell);
  return d < 0 ? -1 : d * step_;
}

double SolveWave::phase(int cell, double elapsed) const {
  const int d = depth(cell);
  if (d < 0) return -1;
  return (elapsed - d * step_) / settle_;
}

bool SolveWave::lit(int cell, double elapsed) const { return depth(cell) >= 0 && phase(cell, elapsed) >= 0; }

double SolveWave::glow(int cell, double elapsed) const {
  const double u = phase(cell, elapsed);
  if (u < 0 || u >= 1) return 0;
  // A quick rise to full brightness, then a slower fade.
  constexpr double Rise = 0.15;
  return u < Rise ? u / Rise : (1 - u) / (1 - Rise);
}

double SolveWave::settleScale(int cell, double elapsed) const {
  const double u = phase(cell, elapsed);
  if (u < 0 || u >= 1) return 1;
  // Two hops, the second lower, in the first part of the settle; the flash fades after them.
  if (u >= BounceShare) return 1;
  const double b = u / BounceShare;
  return 1 + Pop * std::abs(std::sin(2 * std::numbers::pi * b)) * (1 - b);
}

std::pair<std::size_t, std::size_t> SolveWave::moving(double elapsed) const {
  // Along order_ the delays never fall, so the phases never rise: the cells that settled come
  // first, then the moving ones, then those the wave has not reached.
  const auto first = std::partition_point(order_.begin(), order_.end(), [&](int c) { return phase(c, elapsed) >= 1; });
  const auto last = std::partition_point(first, order_.end(), [&](int c) { return phase(c, elapsed) >= 0; });
  return {static_cast<std::size_t>(first - order_.begin()), static_cast<std::size_t>(last - order_.begin())};
}

}  // namespace tileflow
