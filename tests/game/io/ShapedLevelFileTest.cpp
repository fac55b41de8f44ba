// Specifications of hex and shaped boards in level files: `shape: hex`, cells left out as '.',
// walls on the six hex sides, errors with their line and column, and exact round trips.
#include <gtest/gtest.h>

#include <filesystem>

#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/model/Puzzle.hpp"
#include "tests/game/io/LevelTesting.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace shaped_level_file_test {
namespace {

using test::errorText;
using test::expectSameLevel;
using test::sourceDir;

constexpr int NE = 0, HE = 1, SE = 2, SW = 3, HW = 4, NW = 5;

const Catalog& catalog() { return defaultCatalog(); }

Level parseOne(const std::string& text) {
  auto loaded = parseLevels(text, "test.yaml", catalog());
  EXPECT_TRUE(ok(loaded)) << errorText(loaded) << "\n" << text;
  return ok(loaded) ? std::get<Pack>(loaded).levels.at(0) : Level{};
}

Level loadGood(const std::string& name) {
  auto loaded = loadLevels(sourceDir() / "tests" / "data" / "good-levels" / name, catalog());
  EXPECT_TRUE(ok(loaded)) << errorText(loaded);
  return ok(loaded) ? std::get<Pack>(loaded).levels.at(0) : Level{};
}

std::string errorOf(const std::string& text) { return errorText(parseLevels(text, "test.yaml", catalog())); }

void expectRoundTrip(const Level& level) {
  const std::string written = writeLevel(level);
  auto again = parseLevels(written, "again.yaml", catalog());
  ASSERT_TRUE(ok(again)) << errorText(again) << "\n" << written;
  expectSameLevel(level, std::get<Pack>(again).levels.at(0));
  EXPECT_EQ(writeLevel(std::get<Pack>(again).levels.at(0)), written) << "writing is stable";
}

const std::string kHead = "format: 1\nenvironment: countryside\n";

TEST(ShapedLevelFile, AHexLevelLoadsWithItsShapeWallsAndLocks) {
  const Level level = loadGood("hex-road.yaml");
  const Board& b = level.board;
  EXPECT_EQ(b.topology().shape(), Shape::Hex);
  EXPECT_EQ(b.sides(), 6);
  EXPECT_FALSE(b.present(b.index(2, 1)));
  EXPECT_EQ(b.typeAt(b.index(2, 1)).id, "hex-countryside-blank") << "a hole holds the environment's hex blank";
  // The wall on the north-east of (1, 1) is the wall on the south-west of (2, 0).
  EXPECT_TRUE(b.wall(b.index(1, 1), NE));
  EXPECT_TRUE(b.wall(b.index(2, 0), SW));
  EXPECT_TRUE(b.cell(0).locked);
  EXPECT_TRUE(evaluate(level.solvedBoard(), level.rules).solved);
}

TEST(ShapedLevelFile, AHexagonShapedBoardLoads) {
  const Level level = loadGood("hexagon.yaml");
  EXPECT_EQ(level.board.presentCount(), 19);
  EXPECT_TRUE(level.board.wall(level.board.index(2, 0), NW));
  EXPECT_TRUE(level.board.wall(level.board.index(2, 2), NE)) << "the twin of (2, 1)'s south-west wall";
}

TEST(ShapedLevelFile, AShapedSquareLevelLeavesItsHoleOut) {
  const Level level = loadGood("shaped-ring.yaml");
  EXPECT_EQ(level.board.topology().shape(), Shape::Square);
  EXPECT_FALSE(level.board.present(4));
  EXPECT_EQ(level.board.typeAt(4).id, "countryside-blank");
  ASSERT_TRUE(level.solution.has_value());
  EXPECT_EQ((*level.solution)[4], 0);
}

TEST(ShapedLevelFile, EveryHexSideTakesAWall) {
  const Level level = parseOne(kHead +
                               "shape: hex\nsize: 3x3\ntiles:\n"
                               "  - [hex-road-end:0, hex-road-end:0, hex-road-end:0]\n"
                               "  - [hex-road-end:0, hex-road-end:0, hex-road-end:0]\n"
                               "  - [hex-road-end:0, hex-road-end:0, hex-road-end:0]\n"
                               "walls:\n  - [1, 1, NE]\n  - [1, 1, E]\n  - [1, 1, SE]\n  - [1, 1, SW]\n"
                               "  - [1, 1, W]\n  - [1, 1, NW]\n");
  const Board& b = level.board;
  const int c = b.index(1, 1);
  EXPECT_EQ(b.wallMask(c), 0x3F);
  for (int s : {NE, HE, SE, SW, HW, NW})
    EXPECT_TRUE(b.wall(b.neighbourAcross(c, s), b.topology().opposite(s))) << "side " << s;
  expectRoundTrip(level);
}

TEST(ShapedLevelFile, RoundTripsOfEveryKindGiveTheSameLevel) {
  for (const char* name : {"hex-road.yaml", "hexagon.yaml", "shaped-ring.yaml", "walls-and-locks.yaml"}) {
    SCOPED_TRACE(name);
    expectRoundTrip(loadGood(name));
  }
}

TEST(ShapedLevelFile, AWrappingShapedHexBoardRoundTrips) {
  Level level = loadGood("hex-road.yaml");
  level.board.setWrap(true);
  // (0, 0)'s west wraps to (2, 0): a wall there is a wall across the seam.
  level.board.setWall(level.board.index(0, 0), HW, true);
  EXPECT_TRUE(level.board.wall(level.board.index(2, 0), HE));
  expectRoundTrip(level);
}

TEST(ShapedLevelFile, AHexTileOnAHexBoardIsAcceptedAndASquareOneRefused) {
  parseOne(kHead + "shape: hex\nsize: 1x1\ntiles: [[hex-countryside-blank:5]]\n");
  EXPECT_EQ(errorOf(kHead + "shape: hex\nsize: 1x1\ntiles: [[road-end:0]]\n"),
            "test.yaml:5:10: tile type 'road-end' is a square tile; this hex board needs hex tiles");
}

TEST(ShapedLevelFile, ErrorsPointAtTheLineAndColumn) {
  EXPECT_EQ(errorOf(kHead + "shape: hex\nsize: 2x1\ntiles: [[hex-road-end:1, hex-road-end:4]]\nwalls: [[0, 0, S]]\n"),
            "test.yaml:6:16: expected wall side as NE, E, SE, SW, W or NW on a hex board, found 'S'");
  EXPECT_EQ(errorOf(kHead + "size: 2x1\ntiles: [[road-end:1, .]]\nlocks: [[1, 0]]\n"),
            "test.yaml:5:9: the cell at (1, 0) is left out of the board ('.'), so it cannot have a lock");
  EXPECT_EQ(errorOf(kHead + "size: 2x1\ntiles: [[., .]]\n"),
            "test.yaml:4:8: every cell is left out ('.'); a board needs at least one tile");
  EXPECT_EQ(errorOf(kHead + "shape: hexagon\nsize: 2x1\ntiles: [[., .]]\n"),
            "test.yaml:3:8: unknown shape 'hexagon' (expected square or hex)");
  EXPECT_EQ(errorOf(kHead + "shape: hex\nsize: 1x1\ntiles: [[hex-road-end:6]]\n"),
            "test.yaml:5:10: rotation '6' of tile 'hex-road-end' is out of range 0..5");
}

TEST(ShapedLevelFile, AnEnvironmentWithoutAHexBlankCannotLeaveHexCellsOut) {
  // The test catalog has no hex tiles at all.
  const auto loaded = parseLevels("format: 1\nenvironment: test\nshape: hex\nsize: 2x1\ntiles: [[., .]]\n", "test.yaml",
                                  test::testCatalog());
  EXPECT_EQ(errorText(loaded),
            "test.yaml:5:10: environment 'test' has no blank hex tile, so its boards cannot leave cells out");
}

TEST(ShapedLevelFile, TheLargestShapedBoardLoads) {
  std::string text = kHead + "shape: hex\nsize: 200x200\ntiles:\n";
  for (int y = 0; y < 200; ++y) {
    text += "  - [";
    for (int x = 0; x < 200; ++x) text += std::string(x ? ", " : "") + ((x + y) % 3 ? "hex-countryside-blank:0" : ".");
    text += "]\n";
  }
  const Level level = parseOne(text);
  EXPECT_EQ(level.board.width(), 200);
  EXPECT_LT(level.board.presentCount(), level.board.cellCount());
}

}  // namespace
}  // namespace shaped_level_file_test
}  // namespace tileflow
