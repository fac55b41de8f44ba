// NetworkPattern: which sides of each cell carry flow when a level has the `connected` or
// `acyclic` rule. The shape comes first (a random spanning tree, with extra links for loops or
// with links cut for a forest) and the pieces are chosen to fit it, so the rules hold by
// construction instead of by repair.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Rng.hpp"
#include "game/model/Board.hpp"
#include "game/model/Rules.hpp"

namespace tileflow {

// Bit s of entry c: side s of cell c carries flow. Both cells of a link have their bit set. No
// cell gets more than `maxDegree` flow sides.
std::vector<std::uint8_t> networkPattern(const Board& board, const Rules& rules, int maxDegree, Rng& rng);

}  // namespace tileflow
