// Neighbour: the cell across one side of another on a width×height board of a topology, with or
// without wrap. The one rule the board, the Net solver and the Net generator share.
#pragma once

#include "game/model/Topology.hpp"

namespace tileflow {

// A wrapping hex board needs an even height (Board refuses others): with an odd one the offset
// rows do not line up across the seam and some neighbours would not be mutual.
constexpr bool wrapAllowed(Shape shape, int height) { return shape != Shape::Hex || height % 2 == 0; }

// The index (y * width + x) of the cell across `side` of (x, y), or -1 past an edge without wrap.
constexpr int neighbourCell(Topology topology, int x, int y, int side, int width, int height, bool wrap) {
  int dx = 0;
  int dy = 0;
  topology.offset(side, y, dx, dy);
  int nx = x + dx;
  int ny = y + dy;
  if (wrap) {
    nx = (nx % width + width) % width;
    ny = (ny % height + height) % height;
  } else if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
    return -1;
  }
  return ny * width + nx;
}

static_assert(neighbourCell(Topology::square(), 0, 0, 3, 4, 3, true) == 3,
              "west of the first cell wraps to the row's end");
static_assert(neighbourCell(Topology::square(), 0, 0, 0, 4, 3, false) == -1);

}  // namespace tileflow
