// Solver: solve() on top of SolverState, and the difficulty rating (see docs/solver.md).
#include "game/solve/Solver.hpp"

#include <bit>
#include <cmath>

#include "game/solve/SolverState.hpp"

namespace tileflow {

double rateDifficulty(const SolveStats& stats, int freeCells) {
  if (stats.cells == 0 || freeCells == 0) return 0.0;
  // Share of turnable cells that propagation alone cannot settle, plus the depth of guessing.
  const double unsettled = 1.0 - static_cast<double>(stats.settledByPropagation - (stats.cells - freeCells)) /
                                     static_cast<double>(freeCells);
  const double raw = 1.0 + 4.0 * unsettled + std::log2(1.0 + static_cast<double>(stats.guesses)) +
                     std::log2(static_cast<double>(freeCells)) / 4.0;
  return std::round(raw * 10.0) / 10.0;
}

SolveResult solve(const Board& board, const Rules& rules, const SolveOptions& options) {
  SolveResult result;
  SolverState state(board, rules);
  state.setStop(options.stop);
  result.stats.cells = board.cellCount();
  int freeCells = 0;
  for (int c = 0; c < board.cellCount(); ++c) {
    const Cell& cell = board.cell(c);
    if (!cell.locked && std::popcount(static_cast<unsigned>(board.typeAt(c).distinctRotations)) > 1) ++freeCells;
  }
  if (!state.reset()) {
    result.cancelled = state.stopped();
    return result;
  }
  result.stats.settledByPropagation = state.fixedCount();
  SolverState::SearchLimits limits;
  limits.maxSolutions = options.maxSolutions < 1 ? 1 : options.maxSolutions;
  limits.recorded = 1;
  limits.nodeLimit = options.nodeLimit;
  limits.stop = options.stop;
  std::vector<std::uint8_t> found;
  const auto outcome = state.search({}, limits, &found);
  if (outcome.solutions > 0) {
    result.solution.assign(found.begin(), found.begin() + board.cellCount());
  }
  result.solutions = outcome.solutions;
  result.cancelled = outcome.cancelled;
  result.stats.guesses = outcome.guesses;
  result.stats.nodes = outcome.nodes;
  result.stats.difficulty = rateDifficulty(result.stats, freeCells);
  return result;
}

}  // namespace tileflow
