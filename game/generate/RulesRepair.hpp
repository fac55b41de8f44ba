// RulesRepair: makes a filled board obey the optional rules: cuts loops for `acyclic`, joins
// networks for `connected`, by changing one edge between two cells at a time and keeping the
// change only if the board got closer to the rules.
#pragma once

#include <stop_token>
#include <vector>

#include "engine/core/Progress.hpp"
#include "engine/core/Rng.hpp"
#include "game/generate/OptionIndex.hpp"
#include "game/model/Board.hpp"
#include "game/model/Rules.hpp"

namespace tileflow {

class RulesRepair {
 public:
  RulesRepair(const OptionIndex& index, const Rules& rules, Rng& rng) : index_(index), rules_(rules), rng_(rng) {}

  // False when stopped. Throws std::runtime_error when the environment's pieces cannot meet
  // the rules on this board.
  bool run(Board& board, std::stop_token stop, Progress* progress);

 private:
  const OptionIndex& index_;
  Rules rules_;
  Rng& rng_;
};

}  // namespace tileflow
