// Overview: the small map of a whole board shown while zoomed in. Each cell is empty, a tile, or
// a tile with a loose end; the map is drawn at a size of its own, each of its pixels showing the
// strongest state among the cells it covers, so a loose end never drops out of a shrunk map.
#pragma once

#include <cstdint>
#include <vector>

#include "game/model/Board.hpp"

namespace tileflow {

enum class OverviewCell : std::uint8_t { Empty = 0, Tile = 1, Loose = 2 };

// One state per cell: Loose for a cell with a flow side that meets no twin, Tile for any other
// cell with a flow, Empty for a cell without one.
void overviewStates(const Board& board, std::vector<std::uint8_t>& out);

struct OverviewSize {
  int w = 0;
  int h = 0;
};
// The map's size for a columns×rows board with its long side at most maxSide pixels: whole
// pixels per cell while the board has fewer cells than that, else one pixel for several cells,
// always keeping the board's shape (each side at least 1).
OverviewSize overviewSize(int columns, int rows, int maxSide);

// The w×h picture of `states` (columns×rows): each pixel the strongest state of the cells it
// covers (every cell lands in at least one pixel).
void overviewPicture(const std::vector<std::uint8_t>& states, int columns, int rows, int w, int h,
                     std::vector<std::uint8_t>& out);

}  // namespace tileflow
