// Neighbour: the cell across one side of another on a width×height board of a topology, with or
// without wrap. The one rule the board, the Net solver and the Net generator share.
#pragma once

#include "game/model/Topology.hpp"

namespace tileflow {

// Whether a board of this shape and height may have this wrap (Board refuses the others). A hex
// board with straight wrap needs an even height: with an odd one the offset rows do not line up
// across the seam and some neighbours would not be mutual. The twisted seam is a hex board's, and
// lines the rows up at every height.
constexpr bool wrapAllowed(Shape shape, int height, Wrap wrap) {
  switch (wrap) {
    case Wrap::None:
      return true;
    case Wrap::Straight:
      return shape != Shape::Hex || height % 2 == 0;
    case Wrap::Twisted:
      return shape == Shape::Hex;
  }
  return false;
}
constexpr bool wrapAllowed(Shape shape, int height) { return wrapAllowed(shape, height, Wrap::Straight); }

// The index (y * width + x) of the cell across `side` of (x, y), or -1 past an edge without wrap.
constexpr int neighbourCell(Topology topology, int x, int y, int side, int width, int height, Wrap wrap) {
  int dx = 0;
  int dy = 0;
  topology.offset(side, y, dx, dy);
  int nx = x + dx;
  int ny = y + dy;
  if (wrap == Wrap::None) {
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) return -1;
    return ny * width + nx;
  }
  if (wrap == Wrap::Twisted) {
    // Above the top row lies the bottom row shifted one column east; below the bottom row lies
    // the top row, shifted back one column when the height is even (row 0 and row height-1 then
    // differ in offset) and not at all when it is odd (they share it). Each crossing undoes the
    // other, so every neighbour is mutual.
    if (ny < 0) {
      ny += height;
      nx += 1;
    } else if (ny >= height) {
      ny -= height;
      nx -= height % 2 == 0 ? 1 : 0;
    }
  }
  nx = (nx % width + width) % width;
  ny = (ny % height + height) % height;
  return ny * width + nx;
}

constexpr int neighbourCell(Topology topology, int x, int y, int side, int width, int height, bool wrap) {
  return neighbourCell(topology, x, y, side, width, height, straightWrapIf(wrap));
}

static_assert(neighbourCell(Topology::square(), 0, 0, 3, 4, 3, true) == 3,
              "west of the first cell wraps to the row's end");
static_assert(neighbourCell(Topology::square(), 0, 0, 0, 4, 3, false) == -1);
static_assert(neighbourCell(Topology::hex(), 0, 0, 0, 4, 4, Wrap::Twisted) == 3 * 4 + 1,
              "north-east of the first cell is the bottom row, one column further east");
static_assert(neighbourCell(Topology::hex(), 1, 3, 3, 4, 4, Wrap::Twisted) == 0, "and south-west of it comes back");
static_assert(neighbourCell(Topology::hex(), 1, 4, 2, 5, 5, Wrap::Twisted) == 1,
              "on an odd height the bottom row's south-east is the top row's same column");

}  // namespace tileflow
