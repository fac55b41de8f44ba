// Specifications of board geometry: cells and sides under points, walls, culling and the cursor,
// for square and hex boards, checked against the topology's neighbours.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "game/geometry/BoardGeometry.hpp"

namespace tileflow {
namespace board_geometry_test {
namespace {

Point lerp(Point a, Point b, double t) { return Point{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

// A point a little way past the middle of `side`, into the next cell.
Point beyond(const BoardGeometry& g, int cell, int side, double past) {
  const Segment s = g.wallSegment(cell, side);
  const Point mid = lerp(s.a, s.b, 0.5);
  const Point c = g.centre(cell);
  return lerp(c, mid, 1 + past);
}

class EveryShape : public ::testing::TestWithParam<Topology> {};

TEST_P(EveryShape, EachCellIsUnderItsOwnCentre) {
  const BoardGeometry g(GetParam(), 7, 6);
  for (int c = 0; c < g.cellCount(); ++c) EXPECT_EQ(g.cellAt(g.centre(c)), c) << c;
}

TEST_P(EveryShape, NothingOutsideTheBoardIsACell) {
  const BoardGeometry g(GetParam(), 7, 6);
  const Rect b = g.bounds();
  EXPECT_EQ(g.cellAt(Point{-0.01, b.h / 2}), -1);
  EXPECT_EQ(g.cellAt(Point{b.w + 0.01, b.h / 2}), -1);
  EXPECT_EQ(g.cellAt(Point{b.w / 2, -0.01}), -1);
  EXPECT_EQ(g.cellAt(Point{b.w / 2, b.h + 0.01}), -1);
}

TEST_P(EveryShape, CrossingASideEntersTheTopologysNeighbour) {
  const BoardGeometry g(GetParam(), 7, 6);
  const Topology t = GetParam();
  for (int c = 0; c < g.cellCount(); ++c) {
    for (int s = 0; s < t.sides(); ++s) {
      int dx = 0;
      int dy = 0;
      const int y = c / g.columns();
      t.offset(s, y, dx, dy);
      const int nx = c % g.columns() + dx;
      const int ny = y + dy;
      const bool inside = nx >= 0 && ny >= 0 && nx < g.columns() && ny < g.rows();
      EXPECT_EQ(g.cellAt(beyond(g, c, s, 0.2)), inside ? ny * g.columns() + nx : -1) << c << " side " << s;
    }
  }
}

TEST_P(EveryShape, ThePointNearASideIsThatSide) {
  const BoardGeometry g(GetParam(), 4, 4);
  for (int c = 0; c < g.cellCount(); ++c)
    for (int s = 0; s < GetParam().sides(); ++s) EXPECT_EQ(g.sideAt(c, beyond(g, c, s, -0.2)), s) << c << " " << s;
}

TEST_P(EveryShape, RotationStepTurnsOnceRoundInSidesSteps) {
  const BoardGeometry g(GetParam(), 2, 2);
  EXPECT_DOUBLE_EQ(g.rotationStep() * GetParam().sides(), 360);
}

TEST_P(EveryShape, CellsInARectangleAreExactlyThoseMeetingIt) {
  const BoardGeometry g(GetParam(), 9, 8);
  const Rect area{2.3, 1.7, 3.1, 2.2};
  std::vector<int> got;
  g.cellsIn(area, got);
  std::vector<int> want;
  for (int c = 0; c < g.cellCount(); ++c)
    if (!intersection(g.cellBounds(c), area).empty()) want.push_back(c);
  EXPECT_EQ(got, want);
  EXPECT_LT(got.size(), static_cast<std::size_t>(g.cellCount()));
}

TEST_P(EveryShape, CellsInTheWholeBoardAreAllCells) {
  const BoardGeometry g(GetParam(), 5, 4);
  std::vector<int> got;
  g.cellsIn(g.bounds(), got);
  EXPECT_EQ(got.size(), static_cast<std::size_t>(g.cellCount()));
}

TEST_P(EveryShape, CursorStepsBackToWhereItStarted) {
  const BoardGeometry g(GetParam(), 5, 4);
  for (int c = 0; c < g.cellCount(); ++c) {
    EXPECT_EQ(g.step(g.step(c, 1, 0), -1, 0), c);
    EXPECT_EQ(g.step(g.step(c, 0, 1), 0, -1), c);
  }
}

TEST_P(EveryShape, CursorWrapsAroundTheEdges) {
  const BoardGeometry g(GetParam(), 5, 4);
  EXPECT_EQ(g.step(0, -1, 0), 4);
  EXPECT_EQ(g.step(0, 0, -1), 15);
}

INSTANTIATE_TEST_SUITE_P(Shapes, EveryShape, ::testing::Values(Topology::square(), Topology::hex()),
                         [](const auto& shape) { return shape.param == Topology::square() ? "Square" : "Hex"; });

TEST(BoardGeometry, SquareCellsAreUnitSquares) {
  const BoardGeometry g(Topology::square(), 3, 2);
  EXPECT_DOUBLE_EQ(g.bounds().w, 3);
  EXPECT_DOUBLE_EQ(g.bounds().h, 2);
  const Rect r = g.cellBounds(5);
  EXPECT_DOUBLE_EQ(r.x, 2);
  EXPECT_DOUBLE_EQ(r.y, 1);
  EXPECT_DOUBLE_EQ(r.w, 1);
}

TEST(BoardGeometry, SquareWallsLieOnTheCellEdges) {
  const BoardGeometry g(Topology::square(), 3, 2);
  const Segment north = g.wallSegment(4, 0);  // cell (1, 1)
  EXPECT_DOUBLE_EQ(north.a.x, 1);
  EXPECT_DOUBLE_EQ(north.a.y, 1);
  EXPECT_DOUBLE_EQ(north.b.x, 2);
  EXPECT_DOUBLE_EQ(north.b.y, 1);
  const Segment west = g.wallSegment(4, 3);
  EXPECT_DOUBLE_EQ(west.a.x, 1);
  EXPECT_DOUBLE_EQ(west.a.y, 2);
  EXPECT_DOUBLE_EQ(west.b.x, 1);
  EXPECT_DOUBLE_EQ(west.b.y, 1);
}

TEST(BoardGeometry, SquareSideTieGoesNorthOrSouth) {
  // The editor's wall tool always resolved a diagonal tap this way.
  const BoardGeometry g(Topology::square(), 1, 1);
  EXPECT_EQ(g.sideAt(0, Point{0.9, 0.9}), 2);
  EXPECT_EQ(g.sideAt(0, Point{0.9, 0.1}), 0);
  EXPECT_EQ(g.sideAt(0, Point{0.5, 0.5}), 0);
}

TEST(BoardGeometry, HexOddRowsSitHalfACellRight) {
  const BoardGeometry g(Topology::hex(), 4, 3);
  EXPECT_DOUBLE_EQ(g.centre(4).x - g.centre(0).x, 0.5);
  EXPECT_DOUBLE_EQ(g.centre(8).x, g.centre(0).x);
  EXPECT_DOUBLE_EQ(g.bounds().w, 4.5);
  EXPECT_DOUBLE_EQ(g.rotationStep(), 60);
}

TEST(BoardGeometry, HexOutlineHasSixEqualSides) {
  const BoardGeometry g(Topology::hex(), 2, 2);
  const CellOutline o = g.outline(3);
  ASSERT_EQ(o.count, 6);
  for (int k = 0; k < 6; ++k) {
    const Segment s = g.wallSegment(3, k);
    const double length = std::hypot(s.b.x - s.a.x, s.b.y - s.a.y);
    EXPECT_NEAR(length, 1 / std::sqrt(3.0), 1e-9);
  }
}

TEST(BoardGeometry, HexCursorZigzagsDownAColumn) {
  const BoardGeometry g(Topology::hex(), 4, 4);
  EXPECT_EQ(g.step(1, 0, 1), 5);  // even row: down-right, column kept
  EXPECT_EQ(g.step(5, 0, 1), 9);  // odd row: down-left, column kept
  EXPECT_EQ(g.step(1, 0, 2), 9);  // two rows down: same column, same x on screen
  EXPECT_DOUBLE_EQ(g.centre(9).x, g.centre(1).x);
}

}  // namespace
}  // namespace board_geometry_test
}  // namespace tileflow
