// FloodSolver: the fewest moves that flood a whole board from its top-left cell (the solo game).
// An exact search over the region graph with an admissible bound proves the optimum when it ends
// within its budget; past the budget the best answer found so far is returned, marked unproven.
// The budget counts search nodes, not time, so a seed gives the same move limit on every machine.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stop_token>
#include <vector>

#include "game/flood/ColourBoard.hpp"
#include "game/flood/FloodState.hpp"

namespace tileflow {

struct FloodSolveLimits {
  std::int64_t nodes = 2'000'000;               // search nodes before the exact search gives up
  std::size_t memory = std::size_t{256} << 20;  // bytes of stored search states before it gives up
  // Threads the exact search uses (1 to 16). With more than one, which of several shortest answers
  // is found may differ from run to run (never its length), and a search that ends at a limit
  // may have used its nodes differently: the game keeps to one for answers it can repeat.
  int threads = 1;
};

struct FloodSolution {
  std::vector<int> moves;  // the colours to pick, in order
  bool proven = false;     // no shorter sequence exists
  std::int64_t nodes = 0;  // search nodes used
};

// The limits the game uses for a solo board's par and for hints, so that neither keeps the
// player waiting much more than a second or two on a worker thread, nor takes more than 48 MiB of
// search states: boards of up to 14x14 cells get the full default node budget, under which the
// search proves the optimum; bigger ones get as many nodes as a fixed amount of work allows, a
// node costing about the region count times the bitset words, with more work up to 18x18 (enough
// for every 18x18 6-colour board of ColorFill's benchmark set measured) than past it.
// Deterministic: the same board always gets the same limits.
FloodSolveLimits floodGameLimits(const ColourBoard& board);

// Threads for a search the player waits on whose answer may be any shortest one (a hint): two
// where the machine has four cores or more (the game's own thread keeps one free), else one.
int floodHintThreads();

// Solves the board as a solo game from cell 0. A stop request ends the search early with the
// best answer so far (never proven).
FloodSolution solveFlood(const ColourBoard& board, const FloodSolveLimits& limits = {}, std::stop_token stop = {});

// The best next colour for a solo game in progress, or -1 when it is over.
int floodHint(const FloodState& state, const FloodSolveLimits& limits = {}, std::stop_token stop = {});

}  // namespace tileflow
