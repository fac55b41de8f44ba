// UniquenessRepair: proves that a filled board has one solution and, where it has more, changes
// pieces inside the ambiguous region rather than starting again (as Simon Tatham's Net does).
// Proof is local: propagation over the whole board settles most cells, and only the regions it
// leaves open are searched, each on its own, so the cost grows with the ambiguity, not the board.
#pragma once

#include <cstdint>
#include <stop_token>
#include <vector>

#include "engine/core/Progress.hpp"
#include "engine/core/Rng.hpp"
#include "game/generate/OptionIndex.hpp"
#include "game/model/Board.hpp"
#include "game/model/Rules.hpp"
#include "game/solve/Solver.hpp"

namespace tileflow {

class UniquenessRepair {
 public:
  UniquenessRepair(const OptionIndex& index, const Rules& rules, Rng& rng) : index_(index), rules_(rules), rng_(rng) {}

  // `board` holds a solved picture (each rotation one of the type's distinct rotations). On
  // return it is the only solution of its own pieces. False when stopped.
  bool run(Board& board, std::stop_token stop, Progress* progress);

  // Statistics of the final proof (propagation and the searches of the last round).
  const SolveStats& stats() const { return stats_; }
  int repairs() const { return repairs_; }
  int locks() const { return locks_; }

 private:
  // Gives one edge of `cell` another signature and both cells on it pieces that fit, all their
  // other sides unchanged; false when no edge of the cell allows that.
  bool changeEdge(Board& board, int cell);
  void collectRegion(const Board& board, int start, const std::vector<std::int32_t>& masks);

  const OptionIndex& index_;
  Rules rules_;
  Rng& rng_;
  SolveStats stats_;
  int repairs_ = 0;
  int locks_ = 0;
  std::vector<int> region_;
  std::vector<std::uint32_t> seen_;
  std::vector<std::uint8_t> found_;
  std::vector<int> scratch_;
  std::vector<int> differing_;
};

}  // namespace tileflow
