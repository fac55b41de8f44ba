// Specifications of hex tile types in a catalog that also holds square ones: six turns, their
// symmetries, crossings that keep networks apart, and each shape's tiles kept to its own boards.
#include <gtest/gtest.h>

#include "game/model/Board.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Networks.hpp"
#include "tests/support/TileBuilder.hpp"

namespace tileflow {
namespace hex_catalog_test {
namespace {

using test::buildTile;
using test::lettered;

std::vector<Signature> roads(const std::string& flows) { return lettered(flows, "", "r"); }

// Square tiles first, then hex ones, as in the game's catalog; one environment lists both.
Catalog makeMixedCatalog() {
  Catalog c;
  c.addFlow({"road", "Road", 0x666666, "road"});
  c.addTileType(buildTile("blank", roads("...."), {}));
  c.addTileType(buildTile("road-end", roads("r..."), {{0}}));
  c.addTileType(buildTile("road-straight", roads("r.r."), {{0, 2}}));
  c.addTileType(buildTile("hex-blank", roads("......"), {}));
  c.addTileType(buildTile("hex-road-end", roads("r....."), {{0}}));
  c.addTileType(buildTile("hex-road-straight", roads("r..r.."), {{0, 3}}));
  c.addTileType(buildTile("hex-road-y", roads("r.r.r."), {{0, 2, 4}}));
  c.addTileType(buildTile("hex-road-star", roads("rrrrrr"), {{0, 1, 2, 3, 4, 5}}));
  c.addTileType(buildTile("hex-road-crossing", roads("rr.rr."), {{0, 3}, {1, 4}}));
  c.addTileType(buildTile("hex-road-three-way-crossing", roads("rrrrrr"), {{0, 3}, {1, 4}, {2, 5}}));
  Environment env{"mixed", "Mixed", 0, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}};
  env.hexBlankTile = 3;
  c.addEnvironment(env);
  if (auto err = c.finalise()) throw std::runtime_error(*err);
  return c;
}

const Catalog& mixed() {
  static const Catalog catalog = makeMixedCatalog();
  return catalog;
}

const TileType& tile(const std::string& id) { return mixed().tile(*mixed().findTile(id)); }

TEST(HexCatalog, AHexTileHasSixRotationPacksEachTurningItsSidesClockwise) {
  const TileType& end = tile("hex-road-end");
  ASSERT_EQ(end.sideCount, 6);
  for (int r = 0; r < 6; ++r) {
    for (int s = 0; s < 6; ++s) {
      EXPECT_EQ(hasFlow(sideOfPack(end.packs[static_cast<std::size_t>(r)], s)), s == r) << "rotation " << r;
      EXPECT_EQ(sideOfPack(end.packs[static_cast<std::size_t>(r)], s), end.sideAt(s, r));
    }
  }
  EXPECT_EQ(end.packs[0] >> 48, 0u) << "six sides take six bytes of the pack";
}

TEST(HexCatalog, DistinctRotationsFollowTheSymmetryOfTheHex) {
  EXPECT_EQ(tile("hex-road-end").distinctRotations, 0b111111);
  EXPECT_EQ(tile("hex-road-straight").distinctRotations, 0b000111) << "half a turn looks the same";
  EXPECT_EQ(tile("hex-road-y").distinctRotations, 0b000011) << "a third of a turn looks the same";
  EXPECT_EQ(tile("hex-road-star").distinctRotations, 0b000001);
  EXPECT_EQ(tile("hex-road-crossing").distinctRotations, 0b000111);
  EXPECT_EQ(tile("hex-road-three-way-crossing").distinctRotations, 0b000001);
}

TEST(HexCatalog, CrossingsKeepEachStraightOnItsOwnChannel) {
  const TileType& two = tile("hex-road-crossing");
  const TileType& three = tile("hex-road-three-way-crossing");
  EXPECT_EQ(two.channelCount, 2);
  EXPECT_EQ(three.channelCount, 3);
  for (int k = 0; k < 3; ++k) {
    const auto a = static_cast<std::size_t>(k);
    EXPECT_EQ(three.channelOf[a], three.channelOf[a + 3]) << "a straight through the centre";
    for (int m = 0; m < k; ++m) EXPECT_NE(three.channelOf[a], three.channelOf[static_cast<std::size_t>(m)]);
  }
  EXPECT_NE(three.packs[0], 0u);
  EXPECT_EQ(three.packs[0], tile("hex-road-star").packs[0]) << "same sides as the star, told apart by channels";
}

// Hex ends on all six neighbours of the centre of a 3x3 hex board, pointing at it.
Board ringOfEnds(const std::string& centre) {
  Board b(mixed(), 3, 3, Topology::hex());
  for (int c = 0; c < b.cellCount(); ++c) b.place(c, *mixed().findTile("hex-blank"), 0);
  const int middle = b.index(1, 1);
  b.place(middle, *mixed().findTile(centre), 0);
  for (int s = 0; s < 6; ++s) {
    const int n = b.neighbour(middle, s);
    EXPECT_GE(n, 0);
    b.place(n, *mixed().findTile("hex-road-end"), b.topology().opposite(s));
  }
  return b;
}

TEST(HexCatalog, AThreeWayCrossingKeepsThreeNetworksApart) {
  const Board b = ringOfEnds("hex-road-three-way-crossing");
  EXPECT_EQ(b.looseEnds(), 0);
  const Networks networks(b);
  EXPECT_EQ(networks.count(), 3);
  const int middle = b.index(1, 1);
  EXPECT_NE(networks.networkOf(middle, 0), networks.networkOf(middle, 1));
  EXPECT_NE(networks.networkOf(middle, 1), networks.networkOf(middle, 2));
  EXPECT_NE(networks.networkOf(middle, 0), networks.networkOf(middle, 2));
}

TEST(HexCatalog, AStarWithTheSameSidesJoinsThemIntoOneNetwork) {
  const Board b = ringOfEnds("hex-road-star");
  EXPECT_EQ(b.looseEnds(), 0);
  EXPECT_EQ(Networks(b).count(), 1);
}

TEST(HexCatalog, ASquareAndAHexTileWithTheSameFirstSidesAreDifferentPieces) {
  // road-end and hex-road-end both show road on side 0 only; neither is the other turned.
  EXPECT_NE(tile("road-end").packs[0], 0u);
  EXPECT_EQ(tile("road-end").packs[0], tile("hex-road-end").packs[0]);
  EXPECT_EQ(tile("road-straight").distinctRotations, 0b0011);
}

TEST(HexCatalog, TilesOfAShapeAreListedInCatalogOrder) {
  EXPECT_EQ(mixed().tilesOf(Shape::Square), (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(mixed().tilesOf(Shape::Hex), (std::vector<int>{3, 4, 5, 6, 7, 8, 9}));
}

TEST(HexCatalog, AnEnvironmentCutToAShapeHoldsOnlyThatShapesTilesAndBlank) {
  const Environment& env = *mixed().findEnvironment("mixed");
  const Environment square = mixed().forShape(env, Shape::Square);
  EXPECT_EQ(square.tiles, (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(square.blankTile, 0);
  const Environment hex = mixed().forShape(env, Shape::Hex);
  EXPECT_EQ(hex.tiles, (std::vector<int>{3, 4, 5, 6, 7, 8, 9}));
  EXPECT_EQ(hex.blankTile, 3);
  EXPECT_EQ(env.blankFor(Shape::Square), 0);
  EXPECT_EQ(env.blankFor(Shape::Hex), 3);
}

TEST(HexCatalog, EverythingHasABlankOfEachShape) {
  EXPECT_EQ(mixed().everything().blankTile, 0);
  EXPECT_EQ(mixed().everything().hexBlankTile, 3);
  EXPECT_EQ(mixed().forShape(mixed().everything(), Shape::Square).tiles, mixed().tilesOf(Shape::Square));
}

TEST(HexCatalog, AnEnvironmentWithHexTilesNeedsAHexBlank) {
  Catalog c;
  c.addFlow({"road", "Road", 0, "road"});
  c.addTileType(buildTile("blank", roads("...."), {}));
  c.addTileType(buildTile("hex-road-end", roads("r....."), {{0}}));
  c.addEnvironment({"town", "Town", 0, {0, 1}});
  auto err = c.finalise();
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(*err, "environment 'town' has hex tiles but no hex blank tile");
}

TEST(HexCatalog, TheSquareBlankMustBeSquareAndTheHexBlankHex) {
  Catalog c;
  c.addFlow({"road", "Road", 0, "road"});
  c.addTileType(buildTile("blank", roads("...."), {}));
  c.addTileType(buildTile("hex-blank", roads("......"), {}));
  c.addEnvironment({"town", "Town", 1, {0, 1}});
  auto err = c.finalise();
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(*err, "environment 'town' needs a square blank tile");

  Catalog d;
  d.addFlow({"road", "Road", 0, "road"});
  d.addTileType(buildTile("blank", roads("...."), {}));
  Environment env{"town", "Town", 0, {0}};
  env.hexBlankTile = 0;
  d.addEnvironment(env);
  err = d.finalise();
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(*err, "environment 'town' needs a hex blank tile (six sides, no flow)");
}

}  // namespace
}  // namespace hex_catalog_test
}  // namespace tileflow
