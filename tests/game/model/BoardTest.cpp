// Specifications of the match rule: flows, heights, edges, walls and wrap.
#include <gtest/gtest.h>

#include "game/model/Board.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace board_test {
namespace {

using test::testCatalog;
using test::tileId;

constexpr int N = 0, E = 1, W = 3;

// Two road ends facing each other: (0,0) points east, (1,0) points west.
Board twoEnds() {
  Board b(testCatalog(), 2, 1);
  b.place(0, tileId("road-end"), 1);
  b.place(1, tileId("road-end"), 3);
  return b;
}

TEST(Board, FacingRoadsMatch) {
  Board b = twoEnds();
  EXPECT_TRUE(b.matched(0, E));
  EXPECT_TRUE(b.matched(1, W));
  EXPECT_EQ(b.looseEnds(), 0);
}

TEST(Board, TurningOneEndAwayLeavesTwoLooseEnds) {
  Board b = twoEnds();
  b.rotate(1, 1);  // now points north, off the board
  EXPECT_FALSE(b.matched(0, E));
  EXPECT_FALSE(b.matched(1, N));
  EXPECT_EQ(b.looseEnds(), 2);
}

TEST(Board, EdgesTakeNoFlow) {
  Board b(testCatalog(), 1, 1);
  b.place(0, tileId("road-end"), 0);
  EXPECT_FALSE(b.matched(0, N));
  EXPECT_TRUE(b.matched(0, E)) << "a side without flow matches the edge";
  EXPECT_EQ(b.looseEnds(), 1);
}

TEST(Board, DifferentFlowsDoNotMatch) {
  Board b(testCatalog(), 2, 1);
  b.place(0, tileId("road-straight"), 1);
  b.place(1, tileId("river-straight"), 1);
  EXPECT_FALSE(b.matched(0, E));
}

TEST(Board, SameFlowAtDifferentHeightsDoesNotMatch) {
  Board b(testCatalog(), 2, 1);
  b.place(0, tileId("road-straight"), 1);  // normal on both sides
  b.place(1, tileId("road-high-end"), 3);  // high road pointing west
  EXPECT_FALSE(b.matched(0, E));
  // A ramp climbs from normal to high: normal side west, high side east.
  b.place(0, tileId("road-ramp"), 3);  // ramp's own south (high) side faces east after 3 turns
  EXPECT_EQ(heightOf(b.side(0, E)), Height::High);
  EXPECT_TRUE(b.matched(0, E));
}

TEST(Board, AWallTakesNoFlowAndStandsOnBothSides) {
  Board b = twoEnds();
  b.setWall(0, E, true);
  EXPECT_TRUE(b.wall(1, W));
  EXPECT_EQ(b.neighbour(0, E), -1);
  EXPECT_EQ(b.neighbourAcross(0, E), 1);
  EXPECT_EQ(b.looseEnds(), 2);
  b.setWall(1, W, false);
  EXPECT_FALSE(b.wall(0, E));
  EXPECT_EQ(b.looseEnds(), 0);
}

TEST(Board, WrapJoinsOppositeEdges) {
  Board b(testCatalog(), 3, 1);
  b.place(0, tileId("road-end"), 3);  // west, off the board
  b.place(2, tileId("road-end"), 1);  // east, off the board
  EXPECT_EQ(b.looseEnds(), 2);
  b.setWrap(true);
  EXPECT_EQ(b.neighbour(0, W), 2);
  EXPECT_EQ(b.neighbour(0, N), 0) << "one row wraps onto itself";
  EXPECT_EQ(b.looseEnds(), 0);
}

TEST(Board, WallsOnAWrappedEdgeGetTheirTwin) {
  Board b(testCatalog(), 3, 2);
  b.setWall(0, W, true);
  b.setWrap(true);
  EXPECT_TRUE(b.wall(2, E));
}

TEST(Board, RotationIsNormalised) {
  Board b(testCatalog(), 1, 1);
  b.place(0, tileId("road-corner"), 0);
  b.rotate(0, -1);
  EXPECT_EQ(b.cell(0).rotation, 3);
  b.rotate(0, 6);
  EXPECT_EQ(b.cell(0).rotation, 1);
}

TEST(Board, RejectsAbsurdSizes) {
  EXPECT_THROW(Board(testCatalog(), 0, 3), std::invalid_argument);
  EXPECT_THROW(Board(testCatalog(), 3, MaxBoardSide + 1), std::invalid_argument);
}

// Every side leads to a cell whose opposite side leads back.
bool neighboursAreMutual(const Board& b) {
  for (int i = 0; i < b.cellCount(); ++i) {
    for (int s = 0; s < b.sides(); ++s) {
      const int n = b.neighbourAcross(i, s);
      if (n >= 0 && b.neighbourAcross(n, b.topology().opposite(s)) != i) return false;
    }
  }
  return true;
}

TEST(Board, WrappedHexBoardsOfEvenHeightHaveMutualNeighbours) {
  for (int h = 2; h <= 8; h += 2) {
    for (int w = 1; w <= 6; ++w) {
      Board b(testCatalog(), w, h, Topology::hex());
      b.setWrap(true);
      EXPECT_TRUE(neighboursAreMutual(b)) << w << "x" << h;
      for (int i = 0; i < b.cellCount(); ++i)
        for (int s = 0; s < b.sides(); ++s) EXPECT_GE(b.neighbourAcross(i, s), 0) << "a wrapped board has no edge";
    }
  }
}

TEST(Board, UnwrappedHexBoardsHaveMutualNeighbours) {
  for (int h = 1; h <= 5; ++h) {
    Board b(testCatalog(), 4, h, Topology::hex());
    EXPECT_TRUE(neighboursAreMutual(b)) << h;
  }
}

TEST(Board, WrappingAHexBoardOfOddHeightIsRefused) {
  Board b(testCatalog(), 4, 3, Topology::hex());
  EXPECT_THROW(b.setWrap(true), std::invalid_argument);
  EXPECT_FALSE(b.wrap()) << "a refused wrap leaves the board as it was";
  EXPECT_TRUE(neighboursAreMutual(b));
  b.setWrap(false);  // turning wrap off is always allowed
  EXPECT_FALSE(b.wrap());
}

TEST(Board, TwistedHexBoardsOfEveryHeightHaveMutualNeighbours) {
  for (int h = 1; h <= 9; ++h) {
    for (int w = 1; w <= 7; ++w) {
      Board b(testCatalog(), w, h, Topology::hex());
      b.setWrap(Wrap::Twisted);
      EXPECT_EQ(b.wrapKind(), Wrap::Twisted);
      EXPECT_TRUE(b.wrap());
      EXPECT_TRUE(neighboursAreMutual(b)) << w << "x" << h;
      for (int i = 0; i < b.cellCount(); ++i)
        for (int s = 0; s < b.sides(); ++s) EXPECT_GE(b.neighbourAcross(i, s), 0) << "a wrapped board has no edge";
    }
  }
}

TEST(Board, TheTwistedSeamJoinsTheTopAndBottomRowsOneColumnApart) {
  constexpr int NE = 0, SE = 2, SW = 3, NW = 5;
  Board twisted(testCatalog(), 5, 4, Topology::hex());
  twisted.setWrap(Wrap::Twisted);
  Board straight(testCatalog(), 5, 4, Topology::hex());
  straight.setWrap(Wrap::Straight);
  // North-east of (2, 0) is (2, 3) across a straight seam, one column further east across the twist.
  EXPECT_EQ(straight.neighbourAcross(straight.index(2, 0), NE), straight.index(2, 3));
  EXPECT_EQ(twisted.neighbourAcross(twisted.index(2, 0), NE), twisted.index(3, 3));
  EXPECT_EQ(twisted.neighbourAcross(twisted.index(2, 0), NW), twisted.index(2, 3));
  EXPECT_EQ(twisted.neighbourAcross(twisted.index(3, 3), SW), twisted.index(2, 0));
  // The columns still wrap straight: off the east edge of the bottom row and on round.
  EXPECT_EQ(twisted.neighbourAcross(twisted.index(4, 3), SE), twisted.index(4, 0));
  // Rows away from the seam are untouched.
  for (int i = twisted.width(); i < twisted.cellCount() - twisted.width(); ++i)
    for (int s = 0; s < 6; ++s) EXPECT_EQ(twisted.neighbourAcross(i, s), straight.neighbourAcross(i, s)) << i;
}

TEST(Board, ATwistedSeamIsAHexBoardsOnly) {
  Board b(testCatalog(), 3, 3);
  EXPECT_THROW(b.setWrap(Wrap::Twisted), std::invalid_argument);
  EXPECT_FALSE(b.wrap());
}

TEST(Board, SquareBoardsOfOddHeightStillWrap) {
  Board b(testCatalog(), 3, 3);
  b.setWrap(true);
  EXPECT_TRUE(b.wrap());
  EXPECT_TRUE(neighboursAreMutual(b));
}

TEST(Board, EveryChangeMovesTheRevisionAndEveryCopyHasItsOwn) {
  Board b(testCatalog(), 3, 3);
  const BoardRevision& rev = b.revision();
  std::uint64_t last = rev.count();
  auto changed = [&] {
    const bool moved = rev.count() != last;
    last = rev.count();
    return moved;
  };
  b.place(0, tileId("road-end"), 1);
  EXPECT_TRUE(changed());
  b.rotate(0, 1);
  EXPECT_TRUE(changed());
  b.setRotation(0, 3);
  EXPECT_TRUE(changed());
  b.setLocked(0, true);
  EXPECT_TRUE(changed());
  b.setWall(0, 1, true);
  EXPECT_TRUE(changed());
  b.setWrap(true);
  EXPECT_TRUE(changed());
  (void)b.looseEnds();
  EXPECT_FALSE(changed()) << "looking changes nothing";

  Board copy = b;
  EXPECT_NE(b.revision().id(), copy.revision().id());
  copy.rotate(0, 1);
  b.rotate(0, 1);
  EXPECT_FALSE(copy.revision() == b.revision()) << "two boards never share a revision";
  Board assigned(testCatalog(), 2, 2);
  const std::uint64_t before = assigned.revision().id();
  assigned = b;
  EXPECT_NE(before, assigned.revision().id());
  EXPECT_NE(b.revision().id(), assigned.revision().id());
}

}  // namespace
}  // namespace board_test
}  // namespace tileflow
