// Specifications of topology, sides and tile types.
#include <gtest/gtest.h>

#include "game/model/Side.hpp"
#include "game/model/Topology.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace tile_test {
namespace {

using test::testCatalog;
using test::tileId;

TEST(Topology, FourQuarterTurnsAreIdentity) {
  const auto topo = Topology::square();
  for (int side = 0; side < 4; ++side) EXPECT_EQ(topo.unrotate(side, 4), side);
  EXPECT_EQ(topo.normalise(-1), 3);
  EXPECT_EQ(topo.normalise(9), 1);
}

TEST(Topology, OppositeSidesFaceEachOther) {
  for (auto topo : {Topology::square(), Topology::hex()}) {
    for (int side = 0; side < topo.sides(); ++side) {
      EXPECT_EQ(topo.opposite(topo.opposite(side)), side);
      // Stepping across a side and back across its opposite returns to the start, on both row parities.
      for (int y = 0; y < 2; ++y) {
        int dx, dy, bx, by;
        topo.offset(side, y, dx, dy);
        topo.offset(topo.opposite(side), y + dy, bx, by);
        EXPECT_EQ(dx + bx, 0) << "side " << side << " row " << y;
        EXPECT_EQ(dy + by, 0);
      }
    }
  }
}

TEST(Side, FlowlessSidesIgnoreHeight) {
  EXPECT_EQ(makeSignature(0, Height::Low), makeSignature(0, Height::High));
  EXPECT_NE(makeSignature(1, Height::Low), makeSignature(1, Height::High));
  EXPECT_NE(makeSignature(1, Height::Normal), makeSignature(2, Height::Normal));
}

TEST(TileType, RotatingFourTimesReturnsTheTile) {
  const TileType& corner = testCatalog().tile(tileId("road-corner"));
  for (int r = 0; r < 4; ++r) {
    for (int s = 0; s < 4; ++s) EXPECT_EQ(corner.sideAt(s, r), corner.sideAt(s, r + 4));
  }
}

TEST(TileType, TurningMovesSidesClockwise) {
  const TileType& end = testCatalog().tile(tileId("road-end"));  // road to the north
  EXPECT_TRUE(hasFlow(end.sideAt(0, 0)));
  EXPECT_TRUE(hasFlow(end.sideAt(1, 1))) << "one turn clockwise points the road east";
  EXPECT_FALSE(hasFlow(end.sideAt(0, 1)));
  EXPECT_TRUE(hasFlow(end.sideAt(3, 3)));
}

TEST(TileType, DistinctRotationsFollowSymmetry) {
  const auto& cat = testCatalog();
  EXPECT_EQ(cat.tile(tileId("road-cross")).distinctRotations, 0b0001);
  EXPECT_EQ(cat.tile(tileId("road-straight")).distinctRotations, 0b0011);
  EXPECT_EQ(cat.tile(tileId("road-corner")).distinctRotations, 0b1111);
  EXPECT_EQ(cat.tile(tileId("blank")).distinctRotations, 0b0001);
  // Same sides every quarter turn, but the channels pair up differently: two distinct pieces.
  EXPECT_EQ(cat.tile(tileId("road-two-corners")).distinctRotations, 0b0011);
  // A bridge turned a half turn shows the same sides and channels again.
  EXPECT_EQ(cat.tile(tileId("bridge")).distinctRotations, 0b0011);
}

TEST(TileType, PackHoldsEverySide) {
  const TileType& ramp = testCatalog().tile(tileId("road-ramp"));
  for (int r = 0; r < 4; ++r) {
    for (int s = 0; s < 4; ++s) EXPECT_EQ(sideOfPack(ramp.packs[static_cast<std::size_t>(r)], s), ramp.sideAt(s, r));
  }
}

TEST(Catalog, RejectsATileThatIsAnotherTurned) {
  Catalog c;
  c.addFlow({"road", "Road", 0, "road"});
  c.addTileType(test::makeTile("a", "rr..", "", {{0, 1}}));
  c.addTileType(test::makeTile("b", ".rr.", "", {{1, 2}}));
  auto err = c.finalise();
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(*err, "tile type 'b' is tile type 'a' turned");
}

TEST(Catalog, RejectsAChannelThroughASideWithoutFlow) {
  Catalog c;
  c.addFlow({"road", "Road", 0, "road"});
  c.addTileType(test::makeTile("bad", "r...", "", {{0, 1}}));
  auto err = c.finalise();
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(*err, "tile type 'bad' has a channel through a side without flow");
}

TEST(Catalog, RejectsAFlowSideOutsideEveryChannel) {
  Catalog c;
  c.addFlow({"road", "Road", 0, "road"});
  c.addTileType(test::makeTile("bad", "rr..", "", {{0}}));
  auto err = c.finalise();
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(*err, "tile type 'bad' has a flow side outside every channel");
}

TEST(Catalog, EnvironmentNeedsABlankTile) {
  Catalog c;
  c.addFlow({"road", "Road", 0, "road"});
  c.addTileType(test::makeTile("end", "r...", "", {{0}}));
  c.addEnvironment({"town", "Town", 0, {0}});
  auto err = c.finalise();
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(*err, "environment 'town' needs a blank tile without flow");
}

TEST(Catalog, FindsByIdAndOffersEverything) {
  const auto& cat = testCatalog();
  EXPECT_EQ(cat.findTile("road-end"), 1);
  EXPECT_FALSE(cat.findTile("nope").has_value());
  EXPECT_EQ(cat.findFlow("river"), 2);
  ASSERT_NE(cat.findEnvironment("all"), nullptr);
  EXPECT_EQ(cat.findEnvironment("all")->tiles.size(), cat.tileTypes().size());
  EXPECT_EQ(cat.findEnvironment("missing"), nullptr);
}

}  // namespace
}  // namespace tile_test
}  // namespace tileflow
