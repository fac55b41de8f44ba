// Specifications of the catalog file: the game's own catalog and the errors of broken ones.
#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

#include "game/io/CatalogFile.hpp"
#include "tests/game/io/LevelTesting.hpp"

namespace tileflow {
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
    for (int index : env.tiles) {
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
       "cat.yaml:2:1: unknown key 'colours' in catalog (expected one of: format, heights, flows, tiles, environments)"},
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

}  // namespace
}  // namespace tileflow
