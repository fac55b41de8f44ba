// Specifications of the catalog file: the game's own catalog and the errors of broken ones.
#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

#include "game/io/CatalogFile.hpp"
#include "tests/game/io/LevelTesting.hpp"

namespace tileflow {
namespace catalog_file_test {
namespace {

using test::sourceDir;

const Catalog& gameCatalog() {
  static const Catalog catalog = [] {
    auto loaded = loadCatalog(sourceDir() / "assets" / "catalog.yaml");
    if (!ok(loaded)) throw std::runtime_error(std::get<LoadError>(loaded).text());
    return std::get<Catalog>(std::move(loaded));
  }();
  return catalog;
}

TEST(CatalogFile, TheGameCatalogBeatsCityFlowOnEveryCount) {
  const Catalog& c = gameCatalog();
  EXPECT_GE(c.tileTypes().size(), 250u);
  EXPECT_GT(c.tileTypes().size(), 218u);
  EXPECT_GT(c.flows().size(), 12u);
  EXPECT_GE(c.environments().size(), 8u);
  EXPECT_EQ(c.heightCount(), 3);
}

TEST(CatalogFile, DefaultCatalogIsLoadedOnceFromTheDataFolder) {
  const Catalog& a = defaultCatalog();
  const Catalog& b = defaultCatalog();
  EXPECT_EQ(&a, &b);
  EXPECT_EQ(a.tileTypes().size(), gameCatalog().tileTypes().size());
}

TEST(CatalogFile, EveryFlowHasADistinctColourAndAnArtStyleTheRendererDraws) {
  const std::set<std::string> styles{"road", "path", "water", "rail", "pipe", "wire"};
  std::set<std::uint32_t> colours;
  for (const FlowKind& f : gameCatalog().flows()) {
    EXPECT_TRUE(styles.count(f.art)) << f.id << " uses art " << f.art;
    EXPECT_TRUE(colours.insert(f.colour).second) << f.id << " repeats a colour";
    EXPECT_FALSE(f.name.empty());
  }
}

TEST(CatalogFile, AllThreeHeightsAppearAndSomeChannelsClimb) {
  std::set<Height> heights;
  int climbing = 0;
  for (const TileType& t : gameCatalog().tileTypes()) {
    std::set<Height> inTile;
    for (int s = 0; s < t.sideCount; ++s) {
      if (hasFlow(t.sides[static_cast<std::size_t>(s)])) inTile.insert(heightOf(t.sides[static_cast<std::size_t>(s)]));
    }
    heights.insert(inTile.begin(), inTile.end());
    if (t.channelCount == 1 && inTile.size() > 1) ++climbing;
  }
  EXPECT_EQ(heights.size(), 3u);
  EXPECT_GE(climbing, 10) << "ramps and steps change height along one channel";
}

TEST(CatalogFile, BridgesKeepTwoChannelsAtDifferentHeightsAndCrossingsAtTheSameHeight) {
  int bridges = 0;
  int crossings = 0;
  for (const TileType& t : gameCatalog().tileTypes()) {
    if (t.channelCount != 2) continue;
    const Signature a = t.sides[0];
    const Signature b = t.sides[1];
    if (!hasFlow(a) || !hasFlow(b) || a == b) continue;  // a double bend, not a crossing
    if (heightOf(a) != heightOf(b)) ++bridges;
    if (heightOf(a) == heightOf(b)) ++crossings;
  }
  EXPECT_GE(bridges, 20);
  EXPECT_GE(crossings, 10);
}

TEST(CatalogFile, EveryEnvironmentHasItsOwnBlankTile) {
  std::set<int> blanks;
  for (const Environment& env : gameCatalog().environments()) {
    EXPECT_TRUE(gameCatalog().tile(env.blankTile).blank) << env.id;
    EXPECT_TRUE(blanks.insert(env.blankTile).second) << env.id << " shares its blank tile";
    EXPECT_FALSE(gameCatalog().tile(env.blankTile).ground.empty()) << env.id;
  }
}

// A generator that starts a network of one side kind can always finish it: every environment
// holds the end, straight, bend, tee and cross of every side its tiles show.
TEST(CatalogFile, EveryEnvironmentCanFinishAnyNetworkItStarts) {
  const Catalog& c = gameCatalog();
  for (const Environment& env : c.environments()) {
    std::set<Signature> shown;
    std::set<std::pair<Signature, int>> shapes;  // (side, mask of flow sides up to turning)
    for (int index : c.forShape(env, Shape::Square).tiles) {
      const TileType& t = c.tile(index);
      std::set<Signature> sigs;
      int mask = 0;
      for (int s = 0; s < 4; ++s) {
        if (hasFlow(t.sides[static_cast<std::size_t>(s)])) {
          sigs.insert(t.sides[static_cast<std::size_t>(s)]);
          mask |= 1 << s;
        }
      }
      shown.insert(sigs.begin(), sigs.end());
      if (sigs.size() == 1 && t.channelCount == 1) {
        // Canonical mask: the smallest of its four turns.
        int best = mask;
        for (int r = 1; r < 4; ++r) best = std::min(best, ((mask << r) | (mask >> (4 - r))) & 0xF);
        shapes.insert({*sigs.begin(), best});
      }
    }
    for (Signature s : shown) {
      for (int shape : {0b0001, 0b0101, 0b0011, 0b0111, 0b1111}) {
        EXPECT_TRUE(shapes.count({s, shape})) << env.id << " lacks shape " << shape << " of side " << int(s);
      }
    }
  }
}

// Square tiles keep the places and ids they had before hex tiles came: share codes and saves
// store those places.
TEST(CatalogFile, SquareTilesComeFirstAndHexTilesAfterThem) {
  const Catalog& c = gameCatalog();
  const auto& square = c.tilesOf(Shape::Square);
  ASSERT_EQ(square.size(), 303u);
  for (std::size_t i = 0; i < square.size(); ++i) {
    EXPECT_EQ(square[i], static_cast<int>(i));
    EXPECT_NE(c.tile(square[i]).id.rfind("hex-", 0), 0u) << c.tile(square[i]).id;
  }
  EXPECT_EQ(c.tile(0).id, "road-end");
  EXPECT_EQ(c.tile(302).id, "railway-blank");
  for (int index : c.tilesOf(Shape::Hex)) {
    EXPECT_GT(index, 302);
    EXPECT_EQ(c.tile(index).id.rfind("hex-", 0), 0u) << c.tile(index).id;
  }
}

TEST(CatalogFile, AtLeastOneHundredFiftyHexTileTypesCoverEveryFlowKind) {
  const Catalog& c = gameCatalog();
  EXPECT_GE(c.tilesOf(Shape::Hex).size(), 150u);
  std::set<FlowCode> flows;
  for (int index : c.tilesOf(Shape::Hex)) {
    const TileType& t = c.tile(index);
    EXPECT_EQ(t.sideCount, 6) << t.id;
    for (int s = 0; s < 6; ++s) {
      if (hasFlow(t.sides[static_cast<std::size_t>(s)])) flows.insert(flowOf(t.sides[static_cast<std::size_t>(s)]));
    }
  }
  for (FlowCode f = 1; f <= c.flows().size(); ++f) EXPECT_TRUE(flows.count(f)) << c.flow(f).id << " has no hex tile";
}

TEST(CatalogFile, EveryEnvironmentHasItsOwnHexBlankTile) {
  const Catalog& c = gameCatalog();
  std::set<int> blanks;
  for (const Environment& env : c.environments()) {
    ASSERT_GE(env.hexBlankTile, 0) << env.id;
    const TileType& blank = c.tile(env.hexBlankTile);
    EXPECT_TRUE(blank.blank) << env.id;
    EXPECT_EQ(blank.sideCount, 6) << env.id;
    EXPECT_EQ(blank.ground, c.tile(env.blankTile).ground) << env.id << ": both blanks show the same ground";
    EXPECT_TRUE(blanks.insert(env.hexBlankTile).second) << env.id << " shares its hex blank tile";
  }
}

// Which sides of a hex tile, turned `rotation`, carry flow: bit s for side s.
int hexMask(const TileType& t, int rotation) {
  int mask = 0;
  for (int s = 0; s < 6; ++s) {
    if (hasFlow(t.sideAt(s, rotation))) mask |= 1 << s;
  }
  return mask;
}

// On hex as on square, a generator that starts a network of one side kind can always finish it:
// every environment can lay any set of flow sides (1 to 6 of them) in every side kind it shows,
// with a one-channel tile of that side kind alone.
TEST(CatalogFile, EveryEnvironmentCanFinishAnyHexNetworkItStarts) {
  const Catalog& c = gameCatalog();
  for (const Environment& env : c.environments()) {
    const Environment hex = c.forShape(env, Shape::Hex);
    std::set<Signature> shown;
    std::set<std::pair<Signature, int>> laid;  // (side, flow sides) over every turn
    for (int index : hex.tiles) {
      const TileType& t = c.tile(index);
      ASSERT_EQ(t.sideCount, 6);
      std::set<Signature> sigs;
      for (int s = 0; s < 6; ++s) {
        if (hasFlow(t.sides[static_cast<std::size_t>(s)])) sigs.insert(t.sides[static_cast<std::size_t>(s)]);
      }
      shown.insert(sigs.begin(), sigs.end());
      if (sigs.size() != 1 || t.channelCount != 1) continue;
      for (int r = 0; r < 6; ++r) laid.insert({*sigs.begin(), hexMask(t, r)});
    }
    EXPECT_GE(shown.size(), 8u) << env.id;
    for (Signature s : shown) {
      for (int mask = 1; mask < 64; ++mask) {
        EXPECT_TRUE(laid.count({s, mask})) << env.id << " cannot lay flow sides " << mask << " of side " << int(s);
      }
    }
    // The environment's hex tiles show exactly the sides its square tiles show.
    std::set<Signature> squareShown;
    for (int index : c.forShape(env, Shape::Square).tiles) {
      const TileType& t = c.tile(index);
      for (int s = 0; s < 4; ++s) {
        if (hasFlow(t.sides[static_cast<std::size_t>(s)])) squareShown.insert(t.sides[static_cast<std::size_t>(s)]);
      }
    }
    EXPECT_EQ(shown, squareShown) << env.id;
  }
}

// Two-way and three-way hex crossings and bridges: straights through the centre, each its own
// channel, so the networks they carry never join.
TEST(CatalogFile, HexCrossingsAndBridgesKeepTheirStraightsApart) {
  const Catalog& c = gameCatalog();
  int twoWay = 0;
  int threeWay = 0;
  int bridges = 0;
  int mixedThreeWay = 0;
  for (int index : c.tilesOf(Shape::Hex)) {
    const TileType& t = c.tile(index);
    if (t.channelCount < 2) continue;
    for (int k = 0; k < 3; ++k) {
      const auto a = static_cast<std::size_t>(k);
      EXPECT_EQ(t.channelOf[a], t.channelOf[a + 3]) << t.id << ": side " << k << " goes straight across";
    }
    std::set<int> channels;
    for (int s = 0; s < 6; ++s) {
      if (t.channelOf[static_cast<std::size_t>(s)] != NoChannel)
        channels.insert(t.channelOf[static_cast<std::size_t>(s)]);
    }
    EXPECT_EQ(static_cast<int>(channels.size()), t.channelCount) << t.id;
    if (t.channelCount == 2) {
      ++twoWay;
      if (heightOf(t.sides[0]) != heightOf(t.sides[1])) ++bridges;
    }
    if (t.channelCount == 3) {
      ++threeWay;
      if (t.sides[0] != t.sides[1] || t.sides[1] != t.sides[2]) ++mixedThreeWay;
    }
  }
  EXPECT_GE(twoWay, 26) << "one per side kind at least";
  EXPECT_GE(threeWay, 26) << "one per side kind at least";
  EXPECT_GE(bridges, 20);
  EXPECT_GE(mixedThreeWay, 5);
  const TileType& three = c.tile(*c.findTile("hex-road-three-way-crossing"));
  EXPECT_EQ(three.channelCount, 3);
  EXPECT_EQ(three.distinctRotations, 0b000001) << "every turn of it looks the same";
  const TileType& bridge = c.tile(*c.findTile("hex-bridge-road-high-over-river"));
  EXPECT_EQ(bridge.channelCount, 2);
  EXPECT_EQ(bridge.distinctRotations, 0b000111);
}

TEST(CatalogFile, HexShapesTurnSixWaysUpToTheirSymmetry) {
  const Catalog& c = gameCatalog();
  auto turns = [&](const char* id) { return c.tile(*c.findTile(id)).distinctRotations; };
  EXPECT_EQ(turns("hex-road-end"), 0b111111);
  EXPECT_EQ(turns("hex-road-sharp-bend"), 0b111111);
  EXPECT_EQ(turns("hex-road-straight"), 0b000111);
  EXPECT_EQ(turns("hex-road-y"), 0b000011);
  EXPECT_EQ(turns("hex-road-crossroads"), 0b000111);
  EXPECT_EQ(turns("hex-road-star"), 0b000001);
  const TileType& bend = c.tile(*c.findTile("hex-road-sharp-bend"));
  for (int r = 0; r < 6; ++r) EXPECT_EQ(hexMask(bend, r), ((0b11 << r) | (0b11 << r >> 6)) & 0b111111) << r;
}

TEST(CatalogFile, TheCommittedCatalogIsWhatTheGeneratorWrites) {
  if (std::system("python3 --version > /dev/null 2>&1") != 0) GTEST_SKIP() << "python3 is not installed";
  const std::string command = "python3 " + (sourceDir() / "scripts" / "make-catalog.py").string() + " --check";
  EXPECT_EQ(std::system(command.c_str()), 0);
}

struct BadCatalog {
  const char* name;
  std::string text;
  std::string error;
};

std::string catalogWith(const std::string& flows, const std::string& tiles, const std::string& environments) {
  return "format: 1\nflows:\n" + flows + "tiles:\n" + tiles + "environments:\n" + environments;
}

const std::string kFlows = "  - {id: road, name: Road, colour: \"#444444\", art: road}\n";
const std::string kTiles =
    "  - {id: blank, name: Blank, sides: [none, none, none, none]}\n"
    "  - {id: road-end, name: End, sides: [road, none, none, none]}\n";
const std::string kEnvironments = "  - {id: town, name: Town, blank: blank, tiles: [road-end]}\n";

TEST(CatalogFile, AMinimalCatalogLoads) {
  auto loaded = parseCatalog(catalogWith(kFlows, kTiles, kEnvironments), "mini.yaml");
  ASSERT_TRUE(ok(loaded)) << std::get<LoadError>(loaded).text();
  const Catalog& c = std::get<Catalog>(loaded);
  EXPECT_EQ(c.tileTypes().size(), 2u);
  EXPECT_EQ(c.environments().at(0).tiles.size(), 2u) << "the blank tile joins its environment";
}

const std::string kHexTiles =
    "  - {id: hex-blank, name: Hex blank, sides: [none, none, none, none, none, none]}\n"
    "  - {id: hex-road-end, name: Hex end, sides: [road, none, none, none, none, none]}\n";

TEST(CatalogFile, ACatalogWithHexTilesLoadsAndTheirEnvironmentListsBoth) {
  auto loaded = parseCatalog(
      catalogWith(kFlows, kTiles + kHexTiles,
                  "  - {id: town, name: Town, blank: blank, hex_blank: hex-blank, tiles: [road-end, hex-road-end]}\n"),
      "mini.yaml");
  ASSERT_TRUE(ok(loaded)) << std::get<LoadError>(loaded).text();
  const Catalog& c = std::get<Catalog>(loaded);
  const TileType& end = c.tile(*c.findTile("hex-road-end"));
  EXPECT_EQ(end.sideCount, 6) << "the side count is the length of the side list";
  EXPECT_EQ(end.distinctRotations, 0b111111);
  const Environment& town = c.environments().at(0);
  EXPECT_EQ(town.hexBlankTile, *c.findTile("hex-blank"));
  EXPECT_EQ(town.tiles.size(), 4u) << "both blanks join the environment";
  EXPECT_EQ(c.forShape(town, Shape::Square).tiles, (std::vector<int>{1, 0}));
  EXPECT_EQ(c.forShape(town, Shape::Hex).tiles, (std::vector<int>{3, 2}));
}

// The fuzzer starts from valid catalogs, hex tiles among them, so that it mutates deep inside.
TEST(CatalogFile, TheFuzzSeedsOfValidCatalogsLoad) {
  for (const char* seed : {"hex-tiles.yaml", "landmarks.yaml", "shipped-catalog.yaml"}) {
    auto loaded = loadCatalog(sourceDir() / "tests" / "fuzz" / "corpus" / "fuzz_catalog" / seed);
    ASSERT_TRUE(ok(loaded)) << std::get<LoadError>(loaded).text();
    EXPECT_FALSE(std::get<Catalog>(loaded).tilesOf(Shape::Hex).empty()) << seed;
  }
}

TEST(CatalogFile, BrokenHexCatalogsGiveExactErrorLines) {
  const std::string hexEnvironment =
      "  - {id: town, name: Town, blank: blank, hex_blank: hex-blank, tiles: [road-end, hex-road-end]}\n";
  const std::vector<BadCatalog> cases = {
      {"five sides",
       catalogWith(kFlows, kTiles + "  - {id: x, name: X, sides: [road, none, none, none, none]}\n", kEnvironments),
       "cat.yaml:7:29: expected 4 sides (or 6 for a hexagonal tile), found 5"},
      {"a hex channel past the sixth side",
       catalogWith(kFlows,
                   kTiles + "  - {id: x, name: X, sides: [road, none, none, road, none, none], channels: [[0, 6]]}\n",
                   kEnvironments),
       "cat.yaml:7:82: side number '6' is out of range 0..5"},
      {"hex tiles without a hex blank",
       catalogWith(kFlows, kTiles + kHexTiles,
                   "  - {id: town, name: Town, blank: blank, tiles: [road-end, hex-road-end]}\n"),
       "cat.yaml:10:60: environment 'town' lists the hex tile 'hex-road-end' but has no hex_blank"},
      {"a hex blank as the blank",
       catalogWith(kFlows, kTiles + kHexTiles, "  - {id: town, name: Town, blank: hex-blank, tiles: [road-end]}\n"),
       "cat.yaml:10:35: the blank tile 'hex-blank' is a hex tile; name it as hex_blank"},
      {"a square blank as the hex blank",
       catalogWith(kFlows, kTiles + kHexTiles,
                   "  - {id: town, name: Town, blank: blank, hex_blank: blank, tiles: []}\n"),
       "cat.yaml:10:53: the hex blank tile 'blank' is a square tile; name it as blank"},
      {"a hex blank with flow",
       catalogWith(kFlows, kTiles + kHexTiles,
                   "  - {id: town, name: Town, blank: blank, hex_blank: hex-road-end, tiles: []}\n"),
       "cat.yaml:10:53: the hex blank tile 'hex-road-end' has flow on a side"},
      {"a hex tile that is another turned",
       catalogWith(kFlows,
                   kTiles + kHexTiles + "  - {id: hex-x, name: X, sides: [none, none, none, road, none, none]}\n",
                   hexEnvironment),
       "cat.yaml:9:5: tile type 'hex-x' is tile type 'hex-road-end' turned"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    auto loaded = parseCatalog(c.text, "cat.yaml");
    ASSERT_FALSE(ok(loaded));
    EXPECT_EQ(std::get<LoadError>(loaded).text(), c.error);
  }
}

TEST(CatalogFile, BrokenCatalogsGiveExactErrorLines) {
  const std::vector<BadCatalog> cases = {
      {"unknown flow in a side",
       catalogWith(kFlows, kTiles + "  - {id: x, name: X, sides: [rood, none, none, none]}\n", kEnvironments),
       "cat.yaml:7:30: unknown flow kind 'rood'"},
      {"bad colour", catalogWith("  - {id: road, name: Road, colour: grey, art: road}\n", kTiles, kEnvironments),
       "cat.yaml:3:36: expected colour as \"#rrggbb\", found 'grey'"},
      {"art the renderer cannot draw",
       catalogWith("  - {id: road, name: Road, colour: \"#444444\", art: lego}\n", kTiles, kEnvironments),
       "cat.yaml:3:52: unknown art style 'lego' (expected one of: road, path, water, rail, pipe, wire)"},
      {"duplicate tile id",
       catalogWith(kFlows, kTiles + "  - {id: blank, name: B, sides: [none, none, none, none]}\n", kEnvironments),
       "cat.yaml:7:5: duplicate tile id 'blank'"},
      {"a tile that is another turned",
       catalogWith(kFlows, kTiles + "  - {id: road-end-2, name: End 2, sides: [none, road, none, none]}\n",
                   kEnvironments),
       "cat.yaml:7:5: tile type 'road-end-2' is tile type 'road-end' turned"},
      {"unknown height",
       catalogWith(kFlows, kTiles + "  - {id: x, name: X, sides: [road/up, none, none, none]}\n", kEnvironments),
       "cat.yaml:7:30: unknown height 'up' (expected low, normal or high)"},
      {"channel through an empty side",
       catalogWith(kFlows, kTiles + "  - {id: x, name: X, sides: [road, none, road, none], channels: [[0, 1, 2]]}\n",
                   kEnvironments),
       "cat.yaml:7:70: side 1 has no flow and cannot be in a channel"},
      {"environment with an unknown tile",
       catalogWith(kFlows, kTiles, "  - {id: town, name: Town, blank: blank, tiles: [road-end, road-bend]}\n"),
       "cat.yaml:8:60: unknown tile type 'road-bend'"},
      {"blank tile with flow", catalogWith(kFlows, kTiles, "  - {id: town, name: Town, blank: road-end, tiles: []}\n"),
       "cat.yaml:8:35: the blank tile 'road-end' has flow on a side"},
      {"missing format", "flows: []\n", "cat.yaml:1:1: missing key 'format' in catalog"},
      {"unknown key", "format: 1\ncolours: []\n",
       "cat.yaml:2:1: unknown key 'colours' in catalog (expected one of: format, heights, flows, tiles, environments, "
       "landmarks)"},
      {"alias", "format: &f 1\n", "cat.yaml:1:9: anchors (&name) are not allowed"},
      {"empty", "", "cat.yaml:1:1: file is empty"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    auto loaded = parseCatalog(c.text, "cat.yaml");
    ASSERT_FALSE(ok(loaded));
    EXPECT_EQ(std::get<LoadError>(loaded).text(), c.error);
  }
}

// Link levels: eight landmark kinds, told apart by shape as well as colour.
TEST(CatalogFile, TheGameCatalogNamesEightLandmarkKindsAsTheBuiltInDefaults) {
  const Catalog& c = gameCatalog();
  std::set<std::string> ids;
  std::set<std::uint32_t> colours;
  std::set<LandmarkShape> shapes;
  for (int k = 1; k <= 8; ++k) {
    const LandmarkKind& kind = c.landmarkKind(k);
    const LandmarkKind& builtIn = defaultLandmarkKinds()[static_cast<std::size_t>(k - 1)];
    EXPECT_EQ(kind.id, builtIn.id);
    EXPECT_EQ(kind.name, builtIn.name);
    EXPECT_EQ(kind.colour, builtIn.colour) << kind.id;
    EXPECT_EQ(kind.shape, builtIn.shape) << kind.id;
    ids.insert(kind.id);
    colours.insert(kind.colour);
    shapes.insert(kind.shape);
  }
  EXPECT_EQ(ids.size(), 8u);
  EXPECT_EQ(colours.size(), 8u);
  EXPECT_EQ(shapes.size(), 8u) << "the shape tells kinds apart without colour";
  EXPECT_EQ(c.landmarkKind(1).id, "town");
  EXPECT_EQ(c.landmarkKind(8).shape, LandmarkShape::Ring);
}

TEST(CatalogFile, ACatalogWithoutLandmarksHasTheBuiltInKinds) {
  auto loaded = parseCatalog(catalogWith(kFlows, kTiles, kEnvironments), "mini.yaml");
  ASSERT_TRUE(ok(loaded)) << std::get<LoadError>(loaded).text();
  const Catalog& c = std::get<Catalog>(loaded);
  EXPECT_EQ(c.landmarkKind(2).id, "station");
  EXPECT_EQ(c.landmarkKind(2).shape, LandmarkShape::Square);
}

std::string landmarkList(const std::vector<std::string>& entries) {
  std::string text = "landmarks:\n";
  for (const std::string& e : entries) text += "  - " + e + "\n";
  return text;
}

std::vector<std::string> eightLandmarks() {
  return {"{id: camp, name: Igloo camp, colour: \"#111111\", shape: circle}",
          "{id: b, name: B, colour: \"#222222\", shape: square}",
          "{id: c, name: C, colour: \"#333333\", shape: triangle}",
          "{id: d, name: D, colour: \"#444444\", shape: diamond}",
          "{id: e, name: E, colour: \"#555555\", shape: star}",
          "{id: f, name: F, colour: \"#666666\", shape: hexagon}",
          "{id: g, name: G, colour: \"#777777\", shape: cross}",
          "{id: h, name: H, colour: \"#888888\", shape: ring}"};
}

TEST(CatalogFile, ACatalogMayNameItsOwnLandmarkKinds) {
  auto loaded = parseCatalog(catalogWith(kFlows, kTiles, kEnvironments) + landmarkList(eightLandmarks()), "mini.yaml");
  ASSERT_TRUE(ok(loaded)) << std::get<LoadError>(loaded).text();
  const Catalog& c = std::get<Catalog>(loaded);
  EXPECT_EQ(c.landmarkKind(1).name, "Igloo camp");
  EXPECT_EQ(c.landmarkKind(1).colour, 0x111111u);
  EXPECT_EQ(c.landmarkKind(5).shape, LandmarkShape::Star);
}

TEST(CatalogFile, BrokenLandmarkListsGiveExactErrorLines) {
  const std::string base = catalogWith(kFlows, kTiles, kEnvironments);  // 8 lines
  auto with = [&](std::size_t k, const std::string& entry) {
    std::vector<std::string> list = eightLandmarks();
    list[k] = entry;
    return base + landmarkList(list);
  };
  std::vector<std::string> seven = eightLandmarks();
  seven.pop_back();
  const std::vector<BadCatalog> cases = {
      {"seven kinds", base + landmarkList(seven), "cat.yaml:10:3: expected 8 landmark kinds, found 7"},
      {"an unknown shape", with(2, "{id: c, name: C, colour: \"#333333\", shape: blob}"),
       "cat.yaml:12:48: unknown landmark shape 'blob' (expected one of: circle, square, triangle, diamond, star, "
       "hexagon, cross, ring)"},
      {"a shape twice", with(2, "{id: c, name: C, colour: \"#333333\", shape: circle}"),
       "cat.yaml:12:48: landmark kinds 'camp' and 'c' share the shape 'circle'; each kind needs its own"},
      {"a colour twice", with(1, "{id: b, name: B, colour: \"#111111\", shape: square}"),
       "cat.yaml:11:30: landmark kinds 'camp' and 'b' share a colour"},
      {"an id twice", with(3, "{id: b, name: D, colour: \"#444444\", shape: diamond}"),
       "cat.yaml:13:10: duplicate landmark id 'b'"},
      {"a bad colour", with(0, "{id: a, name: A, colour: red, shape: circle}"),
       "cat.yaml:10:30: expected colour as \"#rrggbb\", found 'red'"},
      {"an unknown key", with(0, "{id: a, name: A, colour: \"#111111\", shape: circle, size: 3}"),
       "cat.yaml:10:56: unknown key 'size' in landmark kind (expected one of: id, name, colour, shape)"},
      {"a missing shape", with(0, "{id: a, name: A, colour: \"#111111\"}"),
       "cat.yaml:10:5: missing key 'shape' in landmark kind"},
      {"not a list", base + "landmarks: town\n", "cat.yaml:9:12: expected landmarks as a list, found a single value"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    auto loaded = parseCatalog(c.text, "cat.yaml");
    ASSERT_FALSE(ok(loaded));
    EXPECT_EQ(std::get<LoadError>(loaded).text(), c.error);
  }
}

}  // namespace
}  // namespace catalog_file_test
}  // namespace tileflow
