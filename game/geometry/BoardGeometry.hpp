// BoardGeometry: where a board's cells lie in world units (a square cell is 1×1), and the
// questions drawing and pointing ask of that: cell outlines, the cell and side under a point, wall
// segments, cells in a rectangle, and the cell beyond a screen direction. Square now; hex
// (pointy-top rows, odd rows offset half a cell right, as Topology numbers them) uses the same calls.
#pragma once

#include <array>
#include <vector>

#include "engine/core/Plane.hpp"
#include "game/model/Topology.hpp"

namespace tileflow {

// A cell outline, corners clockwise from the corner that starts side 0.
struct CellOutline {
  std::array<Point, MaxSides> corners{};
  int count = 0;
};

struct Segment {
  Point a;
  Point b;
};

class BoardGeometry {
 public:
  BoardGeometry() = default;
  BoardGeometry(Topology topology, int columns, int rows);

  Topology topology() const { return topology_; }
  int columns() const { return columns_; }
  int rows() const { return rows_; }
  int cellCount() const { return columns_ * rows_; }
  // Degrees of one rotation step: 360 / sides.
  double rotationStep() const { return 360.0 / topology_.sides(); }

  // The whole board, from (0, 0).
  Rect bounds() const;
  Point centre(int cell) const;
  // The smallest rectangle around the cell (a tile picture is drawn into it).
  Rect cellBounds(int cell) const;
  CellOutline outline(int cell) const;
  // The edge a wall on `side` of `cell` is drawn along, from corner `side` to the next.
  Segment wallSegment(int cell, int side) const;

  // The cell under a world point, or -1.
  int cellAt(Point p) const;
  // The side of `cell` nearest a world point (the edge a tap near it means).
  int sideAt(int cell, Point p) const;
  // Every cell whose bounds meet `area`, row by row, appended to `out`.
  void cellsIn(const Rect& area, std::vector<int>& out) const;
  // The cell a cursor on `cell` moves to for a screen direction (dx, dy in -1..1); the cursor
  // wraps around the board's edges.
  int step(int cell, int dx, int dy) const;

 private:
  bool hex() const { return topology_.shape() == Shape::Hex; }
  int rowOfY(double y) const;

  Topology topology_ = Topology::square();
  int columns_ = 0;
  int rows_ = 0;
};

}  // namespace tileflow
