// Specifications of hex and shaped boards: which cell lies across each side, opposite sides, wrap,
// and cells left out of the rectangle (holes and outlines).
#include <gtest/gtest.h>

#include "game/model/Board.hpp"
#include "game/model/FreeCells.hpp"
#include "game/model/Networks.hpp"
#include "game/model/Puzzle.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace shaped_board_test {
namespace {

using test::hexTestCatalog;
using test::testCatalog;
using test::tileId;

// Square sides.
constexpr int N = 0, E = 1, S = 2, W = 3;
// Hex sides (pointy rows, odd rows shifted half a cell east).
constexpr int NE = 0, HE = 1, SE = 2, SW = 3, HW = 4, NW = 5;

bool neighboursAreMutual(const Board& b) {
  for (int i = 0; i < b.cellCount(); ++i) {
    for (int s = 0; s < b.sides(); ++s) {
      const int n = b.neighbourAcross(i, s);
      if (n >= 0 && b.neighbourAcross(n, b.topology().opposite(s)) != i) return false;
    }
  }
  return true;
}

TEST(HexBoard, OppositeSidesFaceEachOther) {
  const Topology hex = Topology::hex();
  EXPECT_EQ(hex.opposite(NE), SW);
  EXPECT_EQ(hex.opposite(HE), HW);
  EXPECT_EQ(hex.opposite(SE), NW);
  EXPECT_EQ(hex.opposite(SW), NE);
  EXPECT_EQ(hex.opposite(HW), HE);
  EXPECT_EQ(hex.opposite(NW), SE);
}

TEST(HexBoard, AnEvenRowCellHasItsNeighboursUpAndDownToTheWest) {
  const Board b(hexTestCatalog(), 5, 5, Topology::hex());
  const int c = b.index(2, 2);
  EXPECT_EQ(b.neighbourAcross(c, NE), b.index(2, 1));
  EXPECT_EQ(b.neighbourAcross(c, HE), b.index(3, 2));
  EXPECT_EQ(b.neighbourAcross(c, SE), b.index(2, 3));
  EXPECT_EQ(b.neighbourAcross(c, SW), b.index(1, 3));
  EXPECT_EQ(b.neighbourAcross(c, HW), b.index(1, 2));
  EXPECT_EQ(b.neighbourAcross(c, NW), b.index(1, 1));
}

TEST(HexBoard, AnOddRowCellHasItsNeighboursUpAndDownToTheEast) {
  const Board b(hexTestCatalog(), 5, 5, Topology::hex());
  const int c = b.index(2, 1);
  EXPECT_EQ(b.neighbourAcross(c, NE), b.index(3, 0));
  EXPECT_EQ(b.neighbourAcross(c, HE), b.index(3, 1));
  EXPECT_EQ(b.neighbourAcross(c, SE), b.index(3, 2));
  EXPECT_EQ(b.neighbourAcross(c, SW), b.index(2, 2));
  EXPECT_EQ(b.neighbourAcross(c, HW), b.index(1, 1));
  EXPECT_EQ(b.neighbourAcross(c, NW), b.index(2, 0));
}

TEST(HexBoard, TheWestEndOfAnEvenRowHasThreeEdgeSides) {
  const Board b(hexTestCatalog(), 4, 4, Topology::hex());
  const int c = b.index(0, 2);
  EXPECT_EQ(b.neighbourAcross(c, SW), -1);
  EXPECT_EQ(b.neighbourAcross(c, HW), -1);
  EXPECT_EQ(b.neighbourAcross(c, NW), -1);
  EXPECT_EQ(b.neighbourAcross(c, NE), b.index(0, 1));
}

TEST(HexBoard, WrapJoinsTheSeamsOfAnEvenHeightBoard) {
  Board b(hexTestCatalog(), 4, 4, Topology::hex());
  b.setWrap(true);
  // The top row's north-west reaches the bottom (odd) row, one column on.
  EXPECT_EQ(b.neighbourAcross(b.index(0, 0), NW), b.index(3, 3));
  EXPECT_EQ(b.neighbourAcross(b.index(0, 0), NE), b.index(0, 3));
  // The east end of an odd row reaches the west end of the rows around it.
  EXPECT_EQ(b.neighbourAcross(b.index(3, 1), SE), b.index(0, 2));
  EXPECT_TRUE(neighboursAreMutual(b));
}

TEST(HexBoard, AHexTileTurnsBySixths) {
  Board b(hexTestCatalog(), 1, 1, Topology::hex());
  b.place(0, *hexTestCatalog().findTile("hex-arcs"), 5);
  b.rotate(0, 1);
  EXPECT_EQ(b.cell(0).rotation, 0);
  b.rotate(0, -2);
  EXPECT_EQ(b.cell(0).rotation, 4);
}

// A 3×3 square board with its centre left out: a ring.
Board ring() {
  Board b(testCatalog(), 3, 3);
  b.removeCell(b.index(1, 1));
  return b;
}

TEST(ShapedBoard, AnAbsentCellHasNoNeighboursAndIsAnEdgeToItsNeighbours) {
  const Board b = ring();
  const int centre = b.index(1, 1);
  EXPECT_FALSE(b.present(centre));
  EXPECT_TRUE(b.shaped());
  EXPECT_EQ(b.presentCount(), 8);
  for (int s = 0; s < 4; ++s) EXPECT_EQ(b.neighbourAcross(centre, s), -1);
  EXPECT_EQ(b.neighbourAcross(b.index(1, 0), S), -1);
  EXPECT_EQ(b.neighbourAcross(b.index(0, 1), E), -1);
  EXPECT_EQ(b.neighbourAcross(b.index(0, 0), E), b.index(1, 0)) << "present cells still meet";
  EXPECT_TRUE(neighboursAreMutual(b));
}

TEST(ShapedBoard, AnAbsentCellHoldsABlankAndIsNeverTurnedOrLocked) {
  Board b = ring();
  const int centre = b.index(1, 1);
  EXPECT_TRUE(b.typeAt(centre).blank);
  EXPECT_FALSE(isFreeCell(b, centre));
  b.setLocked(centre, true);
  EXPECT_FALSE(b.cell(centre).locked);
  Level level;
  level.board = b;
  Puzzle puzzle(level);
  EXPECT_FALSE(puzzle.apply(Move::rotate(centre, 1)));
}

TEST(ShapedBoard, AFlowFacingAHoleIsALooseEnd) {
  Board b = ring();
  b.place(b.index(1, 0), tileId("road-end"), 2);  // points south, into the hole
  EXPECT_FALSE(b.matched(b.index(1, 0), S));
  EXPECT_EQ(b.looseEnds(), 1);
  b.setRotation(b.index(1, 0), 1);
  b.place(b.index(2, 0), tileId("road-end"), 3);
  EXPECT_EQ(b.looseEnds(), 0);
  EXPECT_EQ(Networks(b).count(), 1);
}

TEST(ShapedBoard, AWallFacingAHoleStaysWithItsCellAndRejoinsWhenTheCellReturns) {
  Board b = ring();
  const int north = b.index(1, 0);
  const int centre = b.index(1, 1);
  b.setWall(north, S, true);
  b.setWall(centre, N, true);  // ignored: an absent cell has no walls
  EXPECT_TRUE(b.wall(north, S));
  EXPECT_EQ(b.wallMask(centre), 0);
  b.restoreCell(centre);
  EXPECT_TRUE(b.present(centre));
  EXPECT_FALSE(b.shaped());
  EXPECT_EQ(b.neighbourAcross(north, S), centre);
  EXPECT_TRUE(b.wall(centre, N)) << "the wall stands between two cells again";
  EXPECT_TRUE(neighboursAreMutual(b));
}

TEST(ShapedBoard, WrapJoinsTheSeamOnlyWhereBothCellsArePresent) {
  Board b(testCatalog(), 3, 2);
  b.setWrap(true);
  b.removeCell(b.index(2, 0));
  // Row 0 ends at an absent cell: its west end faces an edge across the seam.
  EXPECT_EQ(b.neighbourAcross(b.index(0, 0), W), -1);
  // Row 1 is whole: its seam still joins.
  EXPECT_EQ(b.neighbourAcross(b.index(0, 1), W), b.index(2, 1));
  // Column 2 loses its seam too: (2,1) north wraps to... nothing, as (2,0) is absent both ways.
  EXPECT_EQ(b.neighbourAcross(b.index(2, 1), N), -1);
  EXPECT_EQ(b.neighbourAcross(b.index(2, 1), S), -1);
  EXPECT_TRUE(neighboursAreMutual(b));
}

TEST(ShapedBoard, WrapTurnedOnAfterCellsAreRemovedFollowsTheSameRule) {
  Board b(testCatalog(), 3, 2);
  b.removeCell(b.index(2, 0));
  b.setWrap(true);
  EXPECT_EQ(b.neighbourAcross(b.index(0, 0), W), -1);
  EXPECT_EQ(b.neighbourAcross(b.index(0, 1), W), b.index(2, 1));
}

// A hexagon of side 3 cut from a 5×5 hex rectangle: rows of 3, 4, 5, 4, 3 cells.
Board hexagon() {
  Board b(hexTestCatalog(), 5, 5, Topology::hex());
  for (int y = 0; y < 5; ++y) {
    for (int x = 0; x < 5; ++x) {
      const bool out = (y == 0 || y == 4) ? (x == 0 || x == 4) : (y == 1 || y == 3) ? x == 4 : false;
      if (out) b.removeCell(b.index(x, y));
    }
  }
  return b;
}

TEST(ShapedBoard, AHexagonShapedHexBoardHasSixNeighboursInsideAndEdgesOnItsRim) {
  const Board b = hexagon();
  EXPECT_EQ(b.presentCount(), 19);
  const int centre = b.index(2, 2);
  for (int s = 0; s < 6; ++s) EXPECT_GE(b.neighbourAcross(centre, s), 0) << "side " << s;
  // (0, 1) is the west end of the second row: its north-west faces the absent (0, 0).
  EXPECT_EQ(b.neighbourAcross(b.index(0, 1), NW), -1);
  EXPECT_EQ(b.neighbourAcross(b.index(0, 1), NE), b.index(1, 0));
  EXPECT_EQ(b.neighbourAcross(b.index(3, 1), HE), -1);
  EXPECT_TRUE(neighboursAreMutual(b));
  int rim = 0;
  for (int i = 0; i < b.cellCount(); ++i) {
    if (!b.present(i)) continue;
    bool edge = false;
    for (int s = 0; s < 6; ++s) edge = edge || b.neighbourAcross(i, s) < 0;
    rim += edge ? 1 : 0;
  }
  EXPECT_EQ(rim, 12) << "a hexagon of side 3 has 12 cells on its rim";
}

TEST(ShapedBoard, AnAbsentCellNeedsABlankOfTheBoardsShape) {
  Board b(testCatalog(), 2, 2);
  EXPECT_THROW(b.removeCell(0, tileId("road-end")), std::invalid_argument);
  EXPECT_TRUE(b.present(0));
  Board h(hexTestCatalog(), 2, 2, Topology::hex());
  EXPECT_NO_THROW(h.removeCell(0));
  EXPECT_TRUE(h.typeAt(0).blank);
  EXPECT_EQ(h.typeAt(0).sideCount, 6);
}

TEST(ShapedBoard, BoardsWithDifferentCellsLeftOutAreNotTheSameLayout) {
  Board a = ring();
  Board b(testCatalog(), 3, 3);
  EXPECT_FALSE(a.sameLayout(b));
  b.removeCell(b.index(1, 1));
  EXPECT_TRUE(a.sameLayout(b));
  EXPECT_FALSE(Board(testCatalog(), 3, 3).sameLayout(Board(hexTestCatalog(), 3, 3, Topology::hex())));
}

}  // namespace
}  // namespace shaped_board_test
}  // namespace tileflow
