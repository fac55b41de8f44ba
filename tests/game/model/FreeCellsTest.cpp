// FreeCells: which cells a player can change the picture of.
#include "game/model/FreeCells.hpp"

#include <gtest/gtest.h>

#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace free_cells_test {
namespace {

using test::testCatalog;
using test::tileId;

TEST(FreeCells, SkipsLockedCellsAndTilesWithOnePicture) {
  Board b(testCatalog(), 5, 1);
  b.place(0, tileId("road-corner"), 0);
  b.place(1, tileId("blank"), 0);       // looks the same every way round
  b.place(2, tileId("road-cross"), 1);  // so does a cross
  b.place(3, tileId("road-straight"), 1);
  b.place(4, tileId("road-tee"), 2);
  b.setLocked(4, true);
  EXPECT_TRUE(isFreeCell(b, 0));
  EXPECT_FALSE(isFreeCell(b, 1));
  EXPECT_FALSE(isFreeCell(b, 2));
  EXPECT_TRUE(isFreeCell(b, 3));
  EXPECT_FALSE(isFreeCell(b, 4));
  EXPECT_EQ(freeCells(b), (std::vector<int>{0, 3}));
  EXPECT_EQ(freeCellCount(b), 2);
}

TEST(FreeCells, NoneOnABlankBoard) {
  Board b(testCatalog(), 3, 3);
  for (int i = 0; i < b.cellCount(); ++i) b.place(i, tileId("blank"), 0);
  EXPECT_TRUE(freeCells(b).empty());
  EXPECT_EQ(freeCellCount(b), 0);
}

}  // namespace
}  // namespace free_cells_test
}  // namespace tileflow
