// Specifications of the hint: which tile it turns, by how much, and why it gives none.
#include <gtest/gtest.h>

#include "game/model/Hint.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace hint_test {
namespace {

using test::testCatalog;
using test::tileId;

// Two corners (road on all four sides, joined in pairs) turned off their solution, then a road
// end already in place.
Board cornersAndEnd() {
  Board b(testCatalog(), 2, 1);
  b.place(0, tileId("road-two-corners"), 1);
  b.place(1, tileId("road-end"), 0);
  return b;
}

TEST(Hint, ATileWithTheRightSidesButOtherChannelsIsNotInPlace) {
  const Board b = cornersAndEnd();
  const std::vector<std::uint8_t> solution{0, 0};
  const Hint hint = findHint(b, &solution, 0);
  ASSERT_EQ(hint.kind, Hint::Kind::Turn);
  EXPECT_EQ(hint.move, Move::rotate(0, 1));
}

TEST(Hint, ATileShowingItsSolutionsPictureInAnotherRotationIsInPlace) {
  Board b = cornersAndEnd();
  b.setRotation(0, 2);
  const std::vector<std::uint8_t> solution{0, 0};
  EXPECT_EQ(findHint(b, &solution, 0).kind, Hint::Kind::AllInPlace);
}

TEST(Hint, TurnsTheShortestWay) {
  Board b = cornersAndEnd();
  b.setRotation(0, 0);
  b.setRotation(1, 1);
  const std::vector<std::uint8_t> solution{0, 0};
  EXPECT_EQ(findHint(b, &solution, 0).move, Move::rotate(1, -1));
}

TEST(Hint, StartsAtTheGivenCellAndWraps) {
  Board b = cornersAndEnd();
  b.setRotation(1, 2);
  const std::vector<std::uint8_t> solution{0, 0};
  EXPECT_EQ(findHint(b, &solution, 1).move, Move::rotate(1, 2));
  EXPECT_EQ(findHint(b, &solution, 0).move, Move::rotate(0, 1));
  b.setRotation(1, 0);
  EXPECT_EQ(findHint(b, &solution, 1).move, Move::rotate(0, 1)) << "wraps past the last cell";
}

TEST(Hint, SaysSoWhenOnlyALockedTileIsWrong) {
  Board b = cornersAndEnd();
  b.setLocked(0, true);
  const std::vector<std::uint8_t> solution{0, 0};
  const Hint hint = findHint(b, &solution, 0);
  EXPECT_EQ(hint.kind, Hint::Kind::LockedWrong);
  EXPECT_FALSE(hint.move);
}

TEST(Hint, NeedsASolutionOfTheBoardsSize) {
  const Board b = cornersAndEnd();
  const std::vector<std::uint8_t> short_{0};
  EXPECT_EQ(findHint(b, nullptr, 0).kind, Hint::Kind::NoSolution);
  EXPECT_EQ(findHint(b, &short_, 0).kind, Hint::Kind::NoSolution);
}

TEST(Hint, WorksOnHexTiles) {
  const Catalog& c = test::hexTestCatalog();
  const int halves = *c.findTile("hex-halves");
  Board b(c, 2, 1, Topology::hex());
  b.place(0, halves, 4);
  b.place(1, halves, 1);
  const std::vector<std::uint8_t> solution{0, 0};
  EXPECT_EQ(findHint(b, &solution, 0).move, Move::rotate(0, -1)) << "rotation 3 shows rotation 0's picture";
  b.setRotation(0, 3);
  EXPECT_EQ(findHint(b, &solution, 0).move, Move::rotate(1, -1));
}

}  // namespace
}  // namespace hint_test
}  // namespace tileflow
