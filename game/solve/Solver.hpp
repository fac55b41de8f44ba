// Solver: bitmask of possible orientations per cell, propagation to a fixpoint, then search.
// Counts solutions up to a limit (2 proves uniqueness) and reports statistics for difficulty.
#pragma once

#include <cstdint>
#include <stop_token>
#include <vector>

#include "game/model/Board.hpp"
#include "game/model/Rules.hpp"

namespace tileflow {

struct SolveOptions {
  int maxSolutions = 2;
  std::stop_token stop;         // checked often; a stopped solve returns cancelled = true
  std::int64_t nodeLimit = -1;  // give up after this many search nodes (-1: no limit)
};

struct SolveStats {
  int cells = 0;
  int settledByPropagation = 0;  // cells fixed before the first guess
  int guesses = 0;
  std::int64_t nodes = 0;
  // Link levels: the solutions of the board with its landmarks set aside (every end meets its twin,
  // landmarks ignored), capped at MaxFlowOnlySolutions. All but one of them join landmarks wrongly:
  // pictures a player can reach and must see through. 1 on boards without landmarks.
  int flowOnlySolutions = 1;
  double difficulty = 0;  // derived rating, larger is harder
};

inline constexpr int MaxFlowOnlySolutions = 64;

struct SolveResult {
  int solutions = 0;                   // capped at maxSolutions
  bool cancelled = false;              // stop requested or node limit hit: `solutions` is a lower bound
  std::vector<std::uint8_t> solution;  // rotation per cell of the first solution found
  SolveStats stats;
};

// Solutions are counted as distinct pictures: rotations of a tile that show the same sides and
// channels count once. Locked cells keep their rotation.
SolveResult solve(const Board& board, const Rules& rules, const SolveOptions& options = {});

// Difficulty from solve statistics; `freeCells` counts unlocked cells with more than one picture.
double rateDifficulty(const SolveStats& stats, int freeCells);

// SolveStats::flowOnlySolutions for a board: solves a copy without its landmarks (1 without landmarks).
// A stopped or node-limited count gives what was found, at least 1.
int flowOnlySolutions(const Board& board, const Rules& rules, std::stop_token stop = {});

}  // namespace tileflow
