// nearestLooseEnd: the nearest cell with an unmatched flow side, ties to reading order, skips
// honoured, none on a board without loose ends.
#include "game/play/LooseEnds.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace loose_ends_test {
namespace {

using test::testCatalog;
using test::tileId;

// A blank board with a lone road end (always loose: its flow meets a blank or the edge) at each of
// `ends`.
Board withEnds(int width, int height, const std::vector<int>& ends) {
  Board b(testCatalog(), width, height);
  for (int c = 0; c < b.cellCount(); ++c) b.place(c, tileId("blank"), 0);
  for (int c : ends) b.place(c, tileId("road-end"), 0);
  return b;
}

int b5(int x, int y) { return y * 5 + x; }

TEST(LooseEnds, TheNearestWinsAndATieGoesToReadingOrder) {
  const Board b = withEnds(7, 1, {1, 5});
  const BoardGeometry g(Topology::square(), 7, 1);
  EXPECT_EQ(1, nearestLooseEnd(b, g, 3)) << "both two cells away";
  EXPECT_EQ(5, nearestLooseEnd(b, g, 4));
  EXPECT_EQ(1, nearestLooseEnd(b, g, 1)) << "the cell itself is nearest unless skipped";
}

TEST(LooseEnds, DistanceIsMeasuredInTheBoardNotAlongRows) {
  const Board b = withEnds(5, 5, {b5(0, 0), b5(4, 1)});
  const BoardGeometry g(Topology::square(), 5, 5);
  EXPECT_EQ(b5(4, 1), nearestLooseEnd(b, g, b5(3, 3))) << "√5 away beats √18, though cell 0 comes first";
}

TEST(LooseEnds, SkippedCellsAreLeftOutAndNoneLeftIsMinusOne) {
  const Board b = withEnds(7, 1, {1, 5});
  const BoardGeometry g(Topology::square(), 7, 1);
  std::vector<bool> skip(7, false);
  skip[1] = true;
  EXPECT_EQ(5, nearestLooseEnd(b, g, 3, skip));
  skip[5] = true;
  EXPECT_EQ(-1, nearestLooseEnd(b, g, 3, skip));
  EXPECT_EQ(-1, nearestLooseEnd(withEnds(4, 4, {}), BoardGeometry(Topology::square(), 4, 4), 5));
  EXPECT_EQ(1, nearestLooseEnd(b, g, -1)) << "no cursor: the first in reading order";
}

}  // namespace
}  // namespace loose_ends_test
}  // namespace tileflow
