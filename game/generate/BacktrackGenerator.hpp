// BacktrackGenerator: the City Flow generator kept as a baseline. Column by column, each cell
// takes a random piece that fits the cells already placed; when none fits it steps back to the
// previous cell, and after too many failures it gives up on the cell and leaves a blank tile,
// which may leave loose ends.
#pragma once

#include <cstdint>
#include <stop_token>
#include <vector>

#include "engine/core/Progress.hpp"
#include "engine/core/Rng.hpp"
#include "game/generate/OptionIndex.hpp"
#include "game/model/Board.hpp"

namespace tileflow {

class BacktrackGenerator {
 public:
  // `index` lists every rotation of every piece (the original drew from all four).
  BacktrackGenerator(const OptionIndex& index, int blankTile, Rng& rng)
      : index_(index), blankTile_(blankTile), rng_(rng) {}

  // False when stopped.
  bool fill(Board& board, std::stop_token stop, Progress* progress);

  // Cells where the generator gave up and left a blank tile.
  int failures() const { return failures_; }

 private:
  const OptionIndex& index_;
  int blankTile_;
  Rng& rng_;
  int failures_ = 0;
};

}  // namespace tileflow
