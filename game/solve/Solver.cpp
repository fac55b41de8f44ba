// Solver: solve() on top of SolverState, and the difficulty rating (see docs/solver.md).
#include "game/solve/Solver.hpp"
#include "game/model/FreeCells.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <utility>

#include "game/solve/SolverState.hpp"

namespace tileflow {

double rateDifficulty(const SolveStats& stats, int freeCells) {
  if (stats.cells == 0 || freeCells == 0) return 0.0;
  // Share of turnable cells that propagation alone cannot settle, plus the depth of guessing.
  const double unsettled = 1.0 - static_cast<double>(stats.settledByPropagation - (stats.cells - freeCells)) /
                                     static_cast<double>(freeCells);
  // On a Link level, every picture that closes all ends but joins landmarks wrongly is a trap the
  // player must see through: each doubling of them adds a half.
  const double traps = std::log2(static_cast<double>(std::clamp(stats.flowOnlySolutions, 1, MaxFlowOnlySolutions)));
  const double raw = 1.0 + 4.0 * unsettled + std::log2(1.0 + static_cast<double>(stats.guesses)) +
                     std::log2(static_cast<double>(freeCells)) / 4.0 + traps / 2.0;
  return std::round(raw * 10.0) / 10.0;
}

int flowOnlySolutions(const Board& board, const Rules& rules, std::stop_token stop) {
  if (!board.hasLandmarks()) return 1;
  Board plain = board;
  for (int c = 0; c < plain.cellCount(); ++c) {
    if (plain.landmark(c) != 0) plain.setLandmark(c, 0);
  }
  SolveOptions options;
  options.maxSolutions = MaxFlowOnlySolutions;
  options.stop = std::move(stop);
  // Enough to count the traps of any board the generator makes; a rating never costs a long search.
  options.nodeLimit = 64 * static_cast<std::int64_t>(board.cellCount()) + 10000;
  return std::max(1, solve(plain, rules, options).solutions);
}

SolveResult solve(const Board& board, const Rules& rules, const SolveOptions& options) {
  SolveResult result;
  SolverState state(board, rules);
  state.setStop(options.stop);
  // Absent cells are no part of the puzzle: they hold a blank that propagation settles at once.
  result.stats.cells = board.presentCount();
  const int freeCount = freeCellCount(board);
  if (!state.reset()) {
    result.cancelled = state.stopped();
    return result;
  }
  result.stats.settledByPropagation = state.fixedCount() - board.absentCount();
  SolverState::SearchLimits limits;
  limits.maxSolutions = options.maxSolutions < 1 ? 1 : options.maxSolutions;
  limits.recorded = 1;
  limits.nodeLimit = options.nodeLimit;
  limits.stop = options.stop;
  std::vector<std::uint8_t> found;
  if (rules.connected || rules.acyclic || board.hasLandmarks()) {
    // The rules tie every cell to every other: one search over the whole board.
    const auto outcome = state.search({}, limits, &found);
    if (outcome.solutions > 0) result.solution.assign(found.begin(), found.begin() + board.cellCount());
    result.solutions = outcome.solutions;
    result.cancelled = outcome.cancelled;
    result.stats.guesses = outcome.guesses;
    result.stats.nodes = outcome.nodes;
  } else {
    // Only neighbours constrain each other, so the regions that propagation leaves open are
    // independent: the count is the product of theirs, and the cost follows the ambiguity, not
    // the board.
    const int n = board.cellCount();
    result.solution.resize(static_cast<std::size_t>(n));
    for (int c = 0; c < n; ++c) {
      result.solution[static_cast<std::size_t>(c)] =
          static_cast<std::uint8_t>(std::countr_zero(static_cast<unsigned>(state.mask(c))));
    }
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(n), 0);
    std::vector<int> region;
    std::int64_t product = 1;
    for (int start = 0; start < n && product > 0; ++start) {
      if (state.fixed(start) || seen[static_cast<std::size_t>(start)]) continue;
      region.clear();
      region.push_back(start);
      seen[static_cast<std::size_t>(start)] = 1;
      for (std::size_t i = 0; i < region.size(); ++i) {
        for (int side = 0; side < board.sides(); ++side) {
          const int nb = board.neighbour(region[i], side);
          if (nb < 0 || seen[static_cast<std::size_t>(nb)] || state.fixed(nb)) continue;
          seen[static_cast<std::size_t>(nb)] = 1;
          region.push_back(nb);
        }
      }
      found.clear();
      if (limits.nodeLimit >= 0) limits.nodeLimit = std::max<std::int64_t>(0, options.nodeLimit - result.stats.nodes);
      const auto outcome = state.search(region, limits, &found);
      result.stats.guesses += outcome.guesses;
      result.stats.nodes += outcome.nodes;
      if (outcome.cancelled) result.cancelled = true;
      product = std::min<std::int64_t>(product * outcome.solutions, limits.maxSolutions);
      for (std::size_t i = 0; i < region.size() && outcome.solutions > 0; ++i) {
        result.solution[static_cast<std::size_t>(region[i])] = found[i];
      }
      if (result.cancelled) break;
    }
    result.solutions = static_cast<int>(product);
    if (result.cancelled && product > 0) {
      // Regions not yet searched may have no solution: only what was proved counts.
      result.solutions = 0;
    }
    if (result.solutions == 0) result.solution.clear();
  }
  // Only a level with exactly one solution gets rated; the traps count costs a second solve.
  if (result.solutions == 1 && !result.cancelled && board.hasLandmarks()) {
    result.stats.flowOnlySolutions = flowOnlySolutions(board, rules, options.stop);
  }
  result.stats.difficulty = rateDifficulty(result.stats, freeCount);
  return result;
}

}  // namespace tileflow
