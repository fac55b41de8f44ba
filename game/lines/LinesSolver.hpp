// LinesSolver: counts the full covers of a Lines board, up to a limit, exactly. A full cover joins
// every pair with a line and covers every cell (and every lane of every bridge) once; lines may
// bend and touch themselves freely. The count is a frontier sweep (dynamic programming over the
// board's graph, an edge at a time, along rows or columns, whichever is narrower): a state is what
// the cut between the edges taken and those still to take shows of the lines: which vertices
// there still need a line end, and for each open end either the colour of the dot its line
// reaches or the other open end of its piece. States with the same cut are merged and their
// counts added (saturated at the limit), so nothing is guessed and nothing pruned but broken
// rules and, on a board without wrap, portals or bridges, cuts whose lines would have to cross:
// a count of 1 is a proof of uniqueness and 0 a proof that there is no cover. The time grows
// with the number of different cuts, not with the number of covers. Pure logic; answers its
// stop token.
#pragma once

#include <cstdint>
#include <stop_token>
#include <vector>

#include "game/lines/LinesBoard.hpp"

namespace tileflow {

// How to count: `Auto` runs a short search and then sweeps in four directions by turns, taking
// the first to finish; on a board where the sweeps' work grows past a threshold (and without a
// node budget), a SAT solver joins the turns. The others force one way (for tests and benchmarks;
// `Sat` counts the SAT solver's work, not states, against `maxNodes`).
enum class LinesSolveMethod { Auto, Search, Sweep, Sat };

struct LinesSolveLimits {
  int maxSolutions = 2;
  std::uint64_t maxNodes = 0;  // states taken through a step; 0: no limit
  bool cover = false;          // also find one cover (`first`): keeps a parent per state
  LinesSolveMethod method = LinesSolveMethod::Auto;
  std::stop_token stop;
};

struct LinesSolveResult {
  int solutions = 0;     // found, at most maxSolutions
  bool complete = true;  // false when stopped or out of nodes: `solutions` is then a lower bound
  std::uint64_t nodes = 0;
  // The search's passes of the reach rule that narrowed some piece's colours: how much the board
  // asks beyond the local rules (0 from a sweep).
  std::uint64_t insights = 0;
  // With `cover` and a count of at least 1, one cover: per colour, the cells of its line from
  // one dot to the other (a bridge's cell once for each time the line crosses it).
  std::vector<std::vector<int>> first;
};

// Throws std::invalid_argument for a board with a problem() (no full cover is defined there).
LinesSolveResult solveLines(const LinesBoard& board, const LinesSolveLimits& limits = {});

}  // namespace tileflow
