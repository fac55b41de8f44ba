// Overview: the small map of a whole board shown while zoomed in. Each cell is empty, a tile, or
// a tile with a loose end; the map is drawn at a size of its own, each of its pixels showing the
// strongest state among the cells it covers, so a loose end never drops out of a shrunk map.
#pragma once

#include <cstdint>
#include <vector>

#include "game/model/Board.hpp"

namespace tileflow {

// States in rising strength: a shrunk map's pixel shows the strongest of its cells, so a loose
// end is never hidden, and a landmark or a portal only by a loose end.
enum class OverviewCell : std::uint8_t {
  Empty = 0,
  Tile = 1,
  Portal = 2,         // a hole joined to another (Link levels)
  LandmarkFirst = 3,  // a joined landmark of kind k is LandmarkFirst + k - 1
  LandmarkLast = LandmarkFirst + 7,
  Loose = LandmarkLast + 1,
};

// The state of a landmark of `kind` (1..MaxLandmarkKinds).
constexpr std::uint8_t overviewLandmark(int kind) {
  return static_cast<std::uint8_t>(static_cast<int>(OverviewCell::LandmarkFirst) + kind - 1);
}

// One state per cell: Loose for a cell with a flow side that meets no twin, a landmark state for
// a landmark whose sides all meet, Tile for any other cell with a flow, Portal for a hole in a
// portal, Empty for a cell without a flow.
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
