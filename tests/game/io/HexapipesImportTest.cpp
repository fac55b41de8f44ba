// Specifications of importing Hexapipes puzzles: Hexapipes' side bits and row layout as Tileflow
// sides and neighbours, real instances that solve with one solution and round-trip through a
// share code, and a clear error for every bad input.
#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/io/CatalogFile.hpp"
#include "game/io/HexapipesImport.hpp"
#include "game/io/LevelImport.hpp"
#include "game/io/ShareCode.hpp"
#include "game/model/NetPieces.hpp"
#include "game/solve/Solver.hpp"
#include "tests/game/io/LevelTesting.hpp"

namespace tileflow {
namespace hexapipes_import_test {
namespace {

using test::expectSameLevel;
using test::readFile;
using test::sourceDir;

const Catalog& catalog() { return defaultCatalog(); }

Level imported(const std::string& json) {
  auto loaded = importHexapipes(json, "p.json", catalog());
  if (!ok(loaded)) ADD_FAILURE() << std::get<LoadError>(loaded).text();
  return ok(loaded) ? std::get<Level>(loaded) : Level{};
}

std::string errorOf(const std::string& json) {
  auto loaded = importHexapipes(json, "p.json", catalog());
  return ok(loaded) ? std::string("no error") : std::get<LoadError>(loaded).text();
}

NetMask shownAt(const Board& b, int cell) { return flowMask(b.typeAt(cell), b.cell(cell).rotation); }

std::string instance(const std::string& name) { return readFile(sourceDir() / "tests" / "data" / "hexapipes" / name); }

// Tileflow's hex sides.
constexpr int NE = 0, E = 1, SE = 2, SW = 3, W = 4, NW = 5;

TEST(HexapipesImport, HexBitsAreHexapipesDirections) {
  // hexagrid.js: EAST 1, NORTHEAST 2, NORTHWEST 4, WEST 8, SOUTHWEST 16, SOUTHEAST 32.
  const Level l = imported(R"({"grid": "hexagonal", "width": 6, "height": 1, "tiles": [1, 2, 4, 8, 16, 32]})");
  ASSERT_EQ(l.board.cellCount(), 6);
  EXPECT_EQ(l.board.topology().shape(), Shape::Hex);
  const std::array<int, 6> side = {E, NE, NW, W, SW, SE};
  for (int i = 0; i < 6; ++i) EXPECT_EQ(shownAt(l.board, i), 1u << side[static_cast<std::size_t>(i)]) << i;
  EXPECT_EQ(l.rules, Rules::net());
  EXPECT_FALSE(l.board.wrap());
}

TEST(HexapipesImport, SquareBitsAreHexapipesDirections) {
  // squaregrid.js: EAST 1, NORTH 2, WEST 4, SOUTH 8.
  const Level l = imported(R"({"grid": "square", "width": 5, "height": 1, "wrap": false, "tiles": [1, 2, 4, 8, 15]})");
  EXPECT_EQ(l.board.topology().shape(), Shape::Square);
  EXPECT_EQ(shownAt(l.board, 0), 1u << 1);
  EXPECT_EQ(shownAt(l.board, 1), 1u << 0);
  EXPECT_EQ(shownAt(l.board, 2), 1u << 3);
  EXPECT_EQ(shownAt(l.board, 3), 1u << 2);
  EXPECT_EQ(shownAt(l.board, 4), 0xFu);
}

// hexagrid.js #RC_DELTA: [dr, dc] for an even row, then for an odd row; odd rows are drawn half a
// cell east. Each Hexapipes direction, mapped to a Tileflow side, must reach the same cell.
struct Delta {
  int side;
  std::array<int, 2> even, odd;
};
const std::array<Delta, 6> kDeltas = {{{E, {0, 1}, {0, 1}},
                                       {NE, {-1, 0}, {-1, 1}},
                                       {NW, {-1, -1}, {-1, 0}},
                                       {W, {0, -1}, {0, -1}},
                                       {SW, {1, -1}, {1, 0}},
                                       {SE, {1, 0}, {1, 1}}}};

// A hexagonal Hexapipes puzzle of width × height with a pipe east on every cell.
Level eastPipes(int width, int height, std::string_view wrap) {
  std::string tiles;
  for (int i = 0; i < width * height; ++i) tiles += (i ? ", " : "") + std::string("1");
  return imported(R"({"grid": "hexagonal", "width": )" + std::to_string(width) + R"(, "height": )" +
                  std::to_string(height) + R"(, "wrap": )" + std::string(wrap) + R"(, "tiles": [)" + tiles + "]}");
}

TEST(HexapipesImport, HexRowsHaveHexapipesNeighbours) {
  const Level l = eastPipes(4, 4, "false");
  const Board& b = l.board;
  for (int r = 0; r < 4; ++r) {
    for (int c = 0; c < 4; ++c) {
      for (const Delta& d : kDeltas) {
        const auto& delta = r % 2 == 0 ? d.even : d.odd;
        const int nr = r + delta[0];
        const int nc = c + delta[1];
        const int want = nr < 0 || nr >= 4 || nc < 0 || nc >= 4 ? -1 : b.index(nc, nr);
        EXPECT_EQ(b.neighbourAcross(b.index(c, r), d.side), want) << r << "," << c << " side " << d.side;
      }
    }
  }
}

TEST(HexapipesImport, AZeroTileIsACellLeftOut) {
  const Level l = imported(R"({"grid": "square", "width": 3, "height": 1, "tiles": [1, 4, 0]})");
  EXPECT_TRUE(l.board.present(0));
  EXPECT_TRUE(l.board.present(1));
  EXPECT_FALSE(l.board.present(2));
}

TEST(HexapipesImport, SquareWrapIsTileflowWrap) {
  const Level l = imported(R"({"grid": "square", "width": 3, "height": 3, "wrap": true,
      "tiles": [1, 5, 4, 2, 10, 8, 2, 10, 8]})");
  EXPECT_TRUE(l.board.wrap());
  EXPECT_EQ(l.board.neighbourAcross(l.board.index(0, 0), 3), l.board.index(2, 0));
  EXPECT_EQ(l.board.neighbourAcross(l.board.index(0, 0), 0), l.board.index(0, 2));
}

struct Instance {
  const char* file;
  Shape shape;
  int width, height;
};

// Checks that `level` is the instance's size and shape, has exactly one solution and comes back
// the same through a share code; the solver's answer.
SolveResult expectOneSolutionAndSameLevelFromACode(const Level& level, const Instance& in) {
  EXPECT_EQ(level.board.topology().shape(), in.shape);
  EXPECT_EQ(level.board.width(), in.width);
  EXPECT_EQ(level.board.height(), in.height);
  SolveOptions options;
  options.maxSolutions = 2;
  const SolveResult result = solve(level.board, level.rules, options);
  EXPECT_FALSE(result.cancelled);
  EXPECT_EQ(result.solutions, 1);
  auto decoded = decodeShareCode(encodeShareCode(level, catalog()), catalog());
  EXPECT_TRUE(ok(decoded)) << std::get<LoadError>(decoded).text();
  if (ok(decoded)) expectSameLevel(level, std::get<Level>(decoded));
  return result;
}

TEST(HexapipesImport, RealInstancesSolveWithOneSolutionAndRoundTripThroughAShareCode) {
  const std::array<Instance, 3> instances = {{{"hexagonal-5x5-0-1.json", Shape::Hex, 5, 5},
                                              {"hexagonal-7x7-0-1.json", Shape::Hex, 7, 7},
                                              {"daily-2023-07-02-square-16x16.json", Shape::Square, 16, 16}}};
  for (const Instance& in : instances) {
    SCOPED_TRACE(in.file);
    expectOneSolutionAndSameLevelFromACode(imported(instance(in.file)), in);
  }
  // The square daily leaves cells out (its zeros).
  EXPECT_TRUE(imported(instance("daily-2023-07-02-square-16x16.json")).board.shaped());
}

TEST(HexapipesImport, ImportLevelsTakesPastedJsonAndJsonFiles) {
  auto pasted = importLevels(instance("hexagonal-5x5-0-1.json"), catalog(), false);
  ASSERT_TRUE(ok(pasted)) << std::get<LoadError>(pasted).text();
  EXPECT_EQ(std::get<ImportedLevels>(pasted).source, ImportSource::Hexapipes);
  const std::string path = (sourceDir() / "tests" / "data" / "hexapipes" / "hexagonal-7x7-0-1.json").string();
  auto file = importLevels(path, catalog(), true);
  ASSERT_TRUE(ok(file)) << std::get<LoadError>(file).text();
  EXPECT_EQ(std::get<ImportedLevels>(file).source, ImportSource::Hexapipes);
  EXPECT_EQ(std::get<ImportedLevels>(file).pack.levels.at(0).board.width(), 7);
}

// hexagrid.js find_neighbour with wrap, in rows and columns: the step of #RC_DELTA, then row -1
// is the last row one column further east, row `height` the first row one column further west
// on an even height (the same column on an odd one), and columns wrap modulo the width.
int hexapipesWrapNeighbour(int r, int c, std::array<int, 2> delta, int width, int height) {
  r += delta[0];
  c += delta[1];
  if (r == -1) {
    r = height - 1;
    c += 1;
  }
  if (r == height) {
    r = 0;
    c -= 1 - height % 2;
  }
  c = (c + width) % width;
  return r * width + c;
}

TEST(HexapipesImport, WrappingHexRowsHaveHexapipesNeighboursAcrossTheTwistedSeam) {
  for (const auto& [width, height] : {std::pair{4, 4}, std::pair{5, 5}, std::pair{3, 6}, std::pair{6, 3}}) {
    const Level l = eastPipes(width, height, "true");
    const Board& b = l.board;
    ASSERT_EQ(b.wrapKind(), Wrap::Twisted);
    for (int r = 0; r < height; ++r) {
      for (int c = 0; c < width; ++c) {
        for (const Delta& d : kDeltas) {
          EXPECT_EQ(b.neighbourAcross(b.index(c, r), d.side),
                    hexapipesWrapNeighbour(r, c, r % 2 == 0 ? d.even : d.odd, width, height))
              << width << "x" << height << " at " << r << "," << c << " side " << d.side;
        }
      }
    }
  }
}

TEST(HexapipesImport, WrappingHexInstancesSolveWithOneSolutionAndRoundTripThroughAShareCode) {
  // The instance files carry no wrap key (their folder says it); the daily one does.
  const std::array<Instance, 3> instances = {{{"hexagonal-wrap-5x5-0-1.json", Shape::Hex, 5, 5},
                                              {"hexagonal-wrap-10x10-0-1.json", Shape::Hex, 10, 10},
                                              {"daily-2023-06-04-hexagonal-wrap-12x13.json", Shape::Hex, 12, 13}}};
  for (const Instance& in : instances) {
    SCOPED_TRACE(in.file);
    auto loaded = importHexapipes(instance(in.file), "p.json", catalog(), true);
    ASSERT_TRUE(ok(loaded)) << std::get<LoadError>(loaded).text();
    Level level = std::get<Level>(loaded);
    EXPECT_EQ(level.board.wrapKind(), Wrap::Twisted);
    const SolveResult result = expectOneSolutionAndSameLevelFromACode(level, in);
    ASSERT_EQ(result.solution.size(), static_cast<std::size_t>(level.board.cellCount()));
    // Solved, every pipe meets its twin, across the seam too.
    EXPECT_GT(level.board.looseEnds(), 0);
    for (int i = 0; i < level.board.cellCount(); ++i)
      level.board.setRotation(i, result.solution[static_cast<std::size_t>(i)]);
    EXPECT_EQ(level.board.looseEnds(), 0);
  }
}

TEST(HexapipesImport, AWrappingHexPuzzleWithStraightRowsWouldNotSolve) {
  // The same tiles with Tileflow's straight wrap (at the even height that allows it) are another
  // puzzle: the seam is what makes Hexapipes' solution fit.
  auto loaded = importHexapipes(instance("hexagonal-wrap-10x10-0-1.json"), "p.json", catalog(), true);
  ASSERT_TRUE(ok(loaded)) << std::get<LoadError>(loaded).text();
  Level level = std::get<Level>(loaded);
  level.board.setWrap(Wrap::Straight);
  EXPECT_EQ(solve(level.board, level.rules).solutions, 0);
}

TEST(HexapipesImport, AFileInAWrapFolderWithoutAWrapKeyWraps) {
  // Hexapipes' static/_instances/hexagonal-wrap/ files carry no wrap key; their folder says it.
  EXPECT_TRUE(inHexapipesWrapFolder("static/_instances/hexagonal-wrap/5x5/0/1.json"));
  EXPECT_TRUE(inHexapipesWrapFolder("/x/square-wrap/a.json"));
  EXPECT_FALSE(inHexapipesWrapFolder("static/_instances/hexagonal/5x5/0/1.json"));
  EXPECT_FALSE(inHexapipesWrapFolder("/x/hexagonal-wrap.json"));
  EXPECT_FALSE(inHexapipesWrapFolder("/x/-wrap/a.json"));

  const std::filesystem::path dir = std::filesystem::path(TILEFLOW_BINARY_DIR) / "hexapipes-io";
  std::filesystem::create_directories(dir / "hexagonal-wrap" / "5x5");
  std::filesystem::create_directories(dir / "square-wrap");
  const auto hexFile = dir / "hexagonal-wrap" / "5x5" / "1.json";
  std::ofstream(hexFile) << instance("hexagonal-wrap-5x5-0-1.json");
  auto hex = importLevels(hexFile.string(), catalog(), true);
  ASSERT_TRUE(ok(hex)) << std::get<LoadError>(hex).text();
  EXPECT_EQ(std::get<ImportedLevels>(hex).pack.levels.at(0).board.wrapKind(), Wrap::Twisted);

  const auto squareFile = dir / "square-wrap" / "1.json";
  std::ofstream(squareFile) << R"({"grid": "square", "width": 3, "height": 1, "tiles": [1, 5, 4]})";
  auto square = importLevels(squareFile.string(), catalog(), true);
  ASSERT_TRUE(ok(square)) << std::get<LoadError>(square).text();
  EXPECT_TRUE(std::get<ImportedLevels>(square).pack.levels.at(0).board.wrap());
  // A wrap key, where there is one, decides.
  std::ofstream(squareFile) << R"({"grid": "square", "width": 3, "height": 1, "wrap": false, "tiles": [1, 5, 4]})";
  auto said = importLevels(squareFile.string(), catalog(), true);
  ASSERT_TRUE(ok(said)) << std::get<LoadError>(said).text();
  EXPECT_FALSE(std::get<ImportedLevels>(said).pack.levels.at(0).board.wrap());
}

TEST(HexapipesImport, BadInputGetsAClearError) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"grid": "square", "width": 2, )", "p.json:1:"},
      {"[1, 2]",
       "p.json:1:1: expected a Hexapipes puzzle: a JSON object with grid, width, height and tiles, found a "
       "list"},
      {R"({"grid": "square", "width": 2, "tiles": [1, 4]})",
       "p.json:1:1: missing field \"height\" of a Hexapipes puzzle"},
      {R"({"grid": "octagonal", "width": 2, "height": 1, "tiles": [1, 4]})",
       "p.json:1:10: grid 'octagonal' cannot be imported; expected \"hexagonal\" or \"square\""},
      {R"({"grid": "square", "width": 0, "height": 1, "tiles": []})",
       "p.json:1:29: width must be a whole number 1 to 200, found '0'"},
      {R"({"grid": "square", "width": 2, "height": 201, "tiles": [1, 4]})",
       "p.json:1:42: height must be a whole number 1 to 200, found '201'"},
      {R"({"grid": "square", "width": "2", "height": 1, "tiles": [1, 4]})",
       "p.json:1:29: width must be a whole number 1 to 200, found '2'"},
      {R"({"grid": "square", "width": 2, "height": 2, "tiles": [1, 4]})",
       "p.json:1:54: expected 4 tiles (2x2), found 2"},
      {R"({"grid": "square", "width": 2, "height": 1, "tiles": [1, 16]})",
       "p.json:1:58: tile 1 must be a side bitmask 0 to 15, found '16'"},
      {R"({"grid": "hexagonal", "width": 2, "height": 1, "tiles": [1, 64]})",
       "p.json:1:61: tile 1 must be a side bitmask 0 to 63, found '64'"},
      {R"({"grid": "square", "width": 2, "height": 1, "tiles": [1, -4]})",
       "p.json:1:58: tile 1 must be a side bitmask 0 to 15, found '-4'"},
      {R"({"grid": "square", "width": 2, "height": 1, "tiles": [1.5, 4]})",
       "p.json:1:55: tile 0 must be a side bitmask 0 to 15, found '1.5'"},
      {R"({"grid": "square", "width": 2, "height": 1, "wrap": "yes", "tiles": [1, 4]})",
       "p.json:1:53: wrap must be true or false, found 'yes'"},
      {R"({"grid": "square", "width": 2, "height": 1, "tiles": {"a": 1}})",
       "p.json:1:54: tiles must be a list of side bitmasks, found an object"},
      {R"({"grid": "square", "width": 2, "height": 1, "tiles": [1, 0]})",
       "p.json:1:54: a puzzle needs at least 2 tiles with pipes"},
  };
  for (const auto& [json, want] : cases) {
    SCOPED_TRACE(json);
    const std::string e = errorOf(json);
    EXPECT_EQ(e.substr(0, want.size()), want) << e;
  }
  // Nothing at all, binary junk and a deep nest are errors too, never a crash.
  EXPECT_NE(errorOf(""), "no error");
  EXPECT_NE(errorOf(std::string("{\"grid\"\0\x01", 9)), "no error");
  EXPECT_NE(errorOf(std::string(10000, '[')), "no error");
}

}  // namespace
}  // namespace hexapipes_import_test
}  // namespace tileflow
