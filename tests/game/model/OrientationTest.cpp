// Specifications of tile orientations: which rotations show the same picture and how far apart
// two pictures are, on square and hex tiles.
#include <gtest/gtest.h>

#include "game/model/Orientation.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace orientation_test {
namespace {

using test::testCatalog;
using test::tileId;

const TileType& tile(const std::string& id) { return testCatalog().tile(tileId(id)); }

const Catalog& hexCatalog() { return test::hexTestCatalog(); }

TEST(Orientation, EveryRotationOfACrossIsTheSamePicture) {
  for (int r = 0; r < 4; ++r) EXPECT_TRUE(samePicture(tile("road-cross"), 0, r)) << r;
  EXPECT_EQ(turnsBetween(tile("road-cross"), 1, 0), 0);
}

TEST(Orientation, EqualSidesWithOtherChannelsAreAnotherPicture) {
  const TileType& corners = tile("road-two-corners");
  ASSERT_EQ(corners.packs[0], corners.packs[1]) << "both rotations show road on every side";
  EXPECT_FALSE(samePicture(corners, 0, 1));
  EXPECT_TRUE(samePicture(corners, 0, 2));
  EXPECT_NE(channelShape(corners, 0), channelShape(corners, 1));
  EXPECT_EQ(signedTurnsTo(corners, 1, 0), 1) << "one turn either way; clockwise wins the tie";
  EXPECT_EQ(canonicalRotation(corners, 3), 1);
}

TEST(Orientation, TheShortestWayMayBeCounterClockwise) {
  const TileType& end = tile("road-end");
  EXPECT_EQ(signedTurnsTo(end, 1, 0), -1);
  EXPECT_EQ(signedTurnsTo(end, 3, 0), 1);
  EXPECT_EQ(signedTurnsTo(end, 2, 0), 2);
  EXPECT_EQ(turnsBetween(end, 2, 0), 2);
  EXPECT_EQ(signedTurnsTo(tile("road-straight"), 3, 0), 1) << "a straight shows its picture twice";
}

TEST(Orientation, HexTilesCountSixTurnsAndTheirSymmetries) {
  const TileType& arcs = hexCatalog().tile(*hexCatalog().findTile("hex-arcs"));
  const TileType& halves = hexCatalog().tile(*hexCatalog().findTile("hex-halves"));
  ASSERT_EQ(halves.sideCount, 6);
  EXPECT_FALSE(samePicture(halves, 0, 1));
  EXPECT_TRUE(samePicture(halves, 0, 3));
  EXPECT_EQ(halves.distinctRotations, 0b111);
  EXPECT_EQ(signedTurnsTo(halves, 2, 0), 1) << "rotation 3 shows rotation 0's picture";
  EXPECT_EQ(signedTurnsTo(halves, 5, 0), 1);
  EXPECT_EQ(signedTurnsTo(halves, 1, 0), -1);
  EXPECT_EQ(signedTurnsTo(arcs, 1, 0), 1);
  EXPECT_EQ(signedTurnsTo(arcs, 2, 0), 0);
  const TileType& plain = hexCatalog().tile(0);
  EXPECT_EQ(turnsBetween(plain, 4, 1), 0);
}

}  // namespace
}  // namespace orientation_test
}  // namespace tileflow
