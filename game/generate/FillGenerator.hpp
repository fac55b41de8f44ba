// FillGenerator: fills every cell of a board with pieces of one environment so that every side
// matches, in reading order with one step of look-ahead. A cornered cell is freed locally (the
// neighbours take back their flow, or the neighbourhood is filled again) instead of by undoing in
// order. It never leaves a hole: with the environment's blank piece a fill always exists.
#pragma once

#include <cstdint>
#include <stop_token>
#include <vector>

#include "engine/core/Progress.hpp"
#include "engine/core/Rng.hpp"
#include "game/generate/OptionIndex.hpp"
#include "game/model/Board.hpp"

namespace tileflow {

class FillGenerator {
 public:
  FillGenerator(const OptionIndex& index, Rng& rng) : index_(index), rng_(rng) {}

  // With a pattern, cell c carries flow exactly on the sides in pattern[c] (bit per side): the
  // rules generators decide the network's shape first. The vector must outlive fill().
  void setPattern(const std::vector<std::uint8_t>* pattern) { pattern_ = pattern; }

  // Places a piece on every cell of `board` (size and wrap already set). False when stopped.
  // Throws std::runtime_error if the environment cannot fill the board at all.
  bool fill(Board& board, std::stop_token stop, Progress* progress);

 private:
  // What the pieces around `cell` demand of it; `candidate` (piece index or -1) stands at
  // `candidateCell` for the look-ahead.
  void requirements(const Board& board, int cell, int candidateCell, int candidate, int* required) const;
  bool fitsSelf(const Board& board, int cell, int piece) const;
  bool lookAhead(const Board& board, int cell, int piece) const;
  // Turns the flows that placed neighbours point at `cell` into no flow where a piece allows it.
  bool retract(Board& board, int cell);

  const OptionIndex& index_;
  Rng& rng_;
  std::vector<std::uint8_t> placed_;
  std::vector<int> candidates_;
  std::vector<int> conflicts_;
  const std::vector<std::uint8_t>* pattern_ = nullptr;
};

}  // namespace tileflow
