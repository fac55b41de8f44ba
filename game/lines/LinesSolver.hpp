// LinesSolver: counts the full covers of a Lines board, up to a limit, exactly. A full cover joins
// every pair with a line and covers every cell (and every lane of every bridge) once; lines may
// bend and touch themselves freely. The search extends one line at a time from one of its dots,
// always the line with the fewest ways on, and prunes only what cannot be completed: an empty
// cell with fewer than two ways in, a stretch of empty cells no unfinished line can reach from
// its head and its far dot, a line whose head and far dot share no stretch. So a count of 1 is a
// proof of uniqueness and 0 a proof that there is no cover. Pure logic; answers its stop token.
#pragma once

#include <cstdint>
#include <stop_token>
#include <vector>

#include "game/lines/LinesBoard.hpp"

namespace tileflow {

struct LinesSolveLimits {
  int maxSolutions = 2;
  std::uint64_t maxNodes = 0;  // 0: no limit
  std::stop_token stop;
};

struct LinesSolveResult {
  int solutions = 0;     // found, at most maxSolutions
  bool complete = true;  // false when stopped or out of nodes: `solutions` is then a lower bound
  std::uint64_t nodes = 0;
  // The first cover found: per colour, its line from one dot to the other.
  std::vector<std::vector<int>> first;
};

// Throws std::invalid_argument for a board with a problem() (no full cover is defined there).
LinesSolveResult solveLines(const LinesBoard& board, const LinesSolveLimits& limits = {});

}  // namespace tileflow
