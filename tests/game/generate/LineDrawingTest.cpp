// Specifications of the line drawer for Link levels: every line keeps the numberlink rules (at least
// 3 cells, no zig-zag, steps between neighbours), the board is covered once (bridges twice,
// straight), on every algorithm, with wrap, walls, portals and bridges; deterministic per seed.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "game/generate/LineDrawing.hpp"
#include "game/generate/WallPattern.hpp"
#include "game/model/Neighbour.hpp"
#include "tests/support/TestScale.hpp"

namespace tileflow {
namespace line_drawing_test {
namespace {

constexpr std::array<LineAlgorithm, 6> Concrete = {LineAlgorithm::FollowEdges, LineAlgorithm::FollowWalls,
                                                   LineAlgorithm::FollowLines, LineAlgorithm::Random,
                                                   LineAlgorithm::Backwards,   LineAlgorithm::BackwardsRandom};

// The cell across `side` of `cell`, worked out here from the topology alone: walls stop a line,
// a portal sends it on from its partner across the same side.
int across(const LineDrawingOptions& o, int cell, int side) {
  const Topology t = o.shape == Shape::Hex ? Topology::hex() : Topology::square();
  const auto blocked = [&](int c) { return std::find(o.walls.begin(), o.walls.end(), c) != o.walls.end(); };
  int n = neighbourCell(t, cell % o.width, cell / o.width, side, o.width, o.height, o.wrap);
  if (n < 0 || blocked(n)) return -1;
  for (const Portal& p : o.portals) {
    if (n == p.a || n == p.b) {
      const int other = n == p.a ? p.b : p.a;
      n = neighbourCell(t, other % o.width, other / o.width, side, o.width, o.height, o.wrap);
      break;
    }
  }
  return n;
}

bool neighbours(const LineDrawingOptions& o, int a, int b) {
  const int sides = o.shape == Shape::Hex ? 6 : 4;
  for (int s = 0; s < sides; ++s) {
    if (across(o, a, s) == b) return true;
  }
  return false;
}

bool isPortal(const LineDrawingOptions& o, int c) {
  return std::any_of(o.portals.begin(), o.portals.end(), [c](const Portal& p) { return p.a == c || p.b == c; });
}

// Every rule of LineDrawing.hpp on one drawing; returns the first broken one, empty when none.
std::string broken(const LineDrawingOptions& o, const LineDrawing& d) {
  const int sides = o.shape == Shape::Hex ? 6 : 4;
  std::vector<int> count(static_cast<std::size_t>(o.width * o.height), 0);
  const auto isBridge = [&](int c) { return std::binary_search(d.bridges.begin(), d.bridges.end(), c); };
  std::vector<int> axes(count.size(), -1);
  for (std::size_t l = 0; l < d.lines.size(); ++l) {
    const Line& line = d.lines[l];
    const std::string name = "line " + std::to_string(l) + ": ";
    if (line.cells.size() < 3) return name + "fewer than 3 cells";
    if (line.sides.size() + 1 != line.cells.size()) return name + "sides do not match cells";
    if (isBridge(line.cells.front()) || isBridge(line.cells.back())) return name + "ends on a bridge";
    for (std::size_t i = 0; i + 1 < line.cells.size(); ++i) {
      if (across(o, line.cells[i], line.sides[i]) != line.cells[i + 1]) return name + "steps to a non-neighbour";
    }
    for (std::size_t j = 0; j < line.cells.size(); ++j) {
      const int c = line.cells[j];
      if (std::find(o.walls.begin(), o.walls.end(), c) != o.walls.end() || isPortal(o, c)) {
        return name + "runs through a wall or a portal cell";
      }
      ++count[static_cast<std::size_t>(c)];
      for (std::size_t i = 0; i + 1 < j; ++i) {
        if (neighbours(o, line.cells[i], c))
          return name + "zig-zags: cell " + std::to_string(j) + " touches cell " + std::to_string(i);
      }
      if (isBridge(c)) {
        if (line.sides[j - 1] != line.sides[j]) return name + "turns on a bridge";
        const int axis = line.sides[j] % (sides / 2);
        if (axes[static_cast<std::size_t>(c)] == axis) return name + "crosses a bridge along the other line";
        axes[static_cast<std::size_t>(c)] = axis;
      }
    }
  }
  for (int c = 0; c < o.width * o.height; ++c) {
    const bool hole = std::find(o.walls.begin(), o.walls.end(), c) != o.walls.end() || isPortal(o, c);
    const int want = hole ? 0 : isBridge(c) ? 2 : 1;
    if (count[static_cast<std::size_t>(c)] != want) {
      return "cell " + std::to_string(c) + " is on " + std::to_string(count[static_cast<std::size_t>(c)]) +
             " lines, not " + std::to_string(want);
    }
  }
  for (int a : d.bridges) {
    for (int b : d.bridges) {
      if (a != b && neighbours(o, a, b)) return "two bridges touch";
    }
  }
  return {};
}

LineDrawingOptions square(int w, int h, LineAlgorithm algorithm, std::uint64_t seed) {
  LineDrawingOptions o;
  o.width = w;
  o.height = h;
  o.algorithm = algorithm;
  o.seed = seed;
  return o;
}

// Draws `seeds` boards per algorithm and size (a quarter of them under a sanitizer); each must
// be complete and keep the rules.
void expectRules(LineDrawingOptions o, int seeds, int minSize, int maxSize) {
  seeds = test::scaled(seeds);
  for (LineAlgorithm algorithm : Concrete) {
    for (int size = minSize; size <= maxSize; ++size) {
      for (int seed = 1; seed <= seeds; ++seed) {
        o.width = size;
        o.height = size;
        o.algorithm = algorithm;
        o.seed = static_cast<std::uint64_t>(seed);
        const LineDrawing d = drawLines(o);
        EXPECT_EQ(d.algorithm, algorithm);
        ASSERT_TRUE(d.complete) << LineAlgorithmNames[static_cast<std::size_t>(algorithm)] << " " << size << "x" << size
                                << " seed " << seed;
        const std::string why = broken(o, d);
        ASSERT_EQ(why, "") << LineAlgorithmNames[static_cast<std::size_t>(algorithm)] << " " << size << "x" << size
                           << " seed " << seed;
      }
    }
  }
}

TEST(LineDrawing, EveryAlgorithmCoversSquareBoardsFrom4To15ByTheRules) {
  expectRules(square(4, 4, LineAlgorithm::Any, 1), 40, 4, 15);
}

TEST(LineDrawing, WarpsLetLinesCrossTheWrappedEdges) {
  LineDrawingOptions o = square(4, 4, LineAlgorithm::Any, 1);
  o.wrap = true;
  expectRules(o, 20, 4, 15);
  // Some line steps across an edge of the rectangle.
  o.width = o.height = 9;
  bool crossed = false;
  for (int seed = 1; seed <= 20 && !crossed; ++seed) {
    o.seed = static_cast<std::uint64_t>(seed);
    for (const Line& line : drawLines(o).lines) {
      for (std::size_t i = 0; i + 1 < line.cells.size(); ++i) {
        const int dx = std::abs(line.cells[i] % 9 - line.cells[i + 1] % 9);
        const int dy = std::abs(line.cells[i] / 9 - line.cells[i + 1] / 9);
        if (dx > 1 || dy > 1) crossed = true;
      }
    }
  }
  EXPECT_TRUE(crossed);
}

TEST(LineDrawing, WallsAreNeverCrossedAndTheRestIsCovered) {
  for (LineAlgorithm algorithm : Concrete) {
    for (int seed = 1; seed <= 100; ++seed) {
      LineDrawingOptions o = square(9, 9, algorithm, static_cast<std::uint64_t>(seed));
      // A step pattern: a wall on every other cell of the diagonal, and a 2x1 block.
      o.walls = {0 * 9 + 0, 2 * 9 + 2, 4 * 9 + 4, 6 * 9 + 6, 8 * 9 + 8, 1 * 9 + 6, 1 * 9 + 7};
      const LineDrawing d = drawLines(o);
      ASSERT_TRUE(d.complete) << "seed " << seed;
      ASSERT_EQ(broken(o, d), "") << "seed " << seed;
    }
  }
}

TEST(LineDrawing, BoardPatternsAndOutlinesAreCoveredByEveryAlgorithm) {
  for (int pattern = 0; pattern < 7; ++pattern) {
    for (LineAlgorithm algorithm : Concrete) {
      for (int size = 6; size <= 12; ++size) {
        // Under a sanitizer two seeds: one without wrap and one with it.
        for (int seed = 1; seed <= std::max(2, test::scaled(6)); ++seed) {
          LineDrawingOptions o = square(size, size, algorithm, static_cast<std::uint64_t>(seed));
          o.wrap = seed % 2 == 0;
          if (pattern < 4) {
            o.walls = patternWalls(static_cast<WallPattern>(pattern), size, size);
          } else {
            const auto outline = static_cast<Outline>(pattern - 3);
            o.walls = outlineWalls(outline, size, size);
            if (outline == Outline::Hexagon) {
              o.shape = Shape::Hex;
              o.wrap = o.wrap && size % 2 == 0;
            }
          }
          const LineDrawing d = drawLines(o);
          ASSERT_TRUE(d.complete) << "pattern " << pattern << " " << size << " seed " << seed;
          ASSERT_EQ(broken(o, d), "") << "pattern " << pattern << " " << size << " seed " << seed;
        }
      }
    }
  }
}

TEST(LineDrawing, PatternsNameTheirWalls) {
  EXPECT_EQ(patternWalls(WallPattern::Steps, 4, 4), (std::vector<int>{0, 5, 10, 15}));
  EXPECT_EQ(patternWalls(WallPattern::BlockSteps, 4, 4), (std::vector<int>{0, 1, 4, 5, 15}));
  EXPECT_EQ(patternWalls(WallPattern::Pillars, 6, 3), (std::vector<int>{7, 10}));
  EXPECT_TRUE(patternWalls(WallPattern::None, 5, 5).empty());
  EXPECT_EQ(outlineWalls(Outline::Ring, 3, 3), (std::vector<int>{4}));
  for (std::size_t i = 0; i < WallPatternNames.size(); ++i) {
    EXPECT_EQ(wallPatternNamed(WallPatternNames[i]), static_cast<WallPattern>(i));
  }
  EXPECT_FALSE(wallPatternNamed("river"));
}

TEST(LineDrawing, ADesignNoDrawingCoversIsReportedIncomplete) {
  // The 5x5 diamond has four cells with one neighbour each: every one must end a line, and no
  // drawing of this drawer covers it.
  LineDrawingOptions o = square(5, 5, LineAlgorithm::Random, 1);
  o.walls = outlineWalls(Outline::Diamond, 5, 5);
  o.attempts = 20;
  const LineDrawing d = drawLines(o);
  EXPECT_FALSE(d.complete);
  EXPECT_FALSE(d.perfect);
  for (const Line& line : d.lines) EXPECT_GE(line.cells.size(), 3U);
}

TEST(LineDrawing, PortalsJoinOppositeSidesOfTheirTwoCells) {
  int throughPortal = 0;
  for (LineAlgorithm algorithm : Concrete) {
    int complete = 0;
    for (int seed = 1; seed <= 100; ++seed) {
      LineDrawingOptions o = square(8, 8, algorithm, static_cast<std::uint64_t>(seed));
      o.portals = {{2 * 8 + 2, 5 * 8 + 5}};
      const LineDrawing d = drawLines(o);
      if (!d.complete) continue;
      ++complete;
      ASSERT_EQ(broken(o, d), "") << "seed " << seed;
      for (const Line& line : d.lines) {
        for (std::size_t i = 0; i + 1 < line.cells.size(); ++i) {
          const int a = line.cells[i];
          const int b = line.cells[i + 1];
          if (std::abs(a % 8 - b % 8) + std::abs(a / 8 - b / 8) > 1) ++throughPortal;
        }
      }
    }
    EXPECT_EQ(complete, 100);
  }
  EXPECT_GT(throughPortal, 0);
  // East of (1, 2) is the portal (2, 2); the line comes out east of (5, 5).
  LineDrawingOptions o = square(8, 8, LineAlgorithm::Random, 1);
  o.portals = {{2 * 8 + 2, 5 * 8 + 5}};
  EXPECT_EQ(lineNeighbour(o, 2 * 8 + 1, 1), 5 * 8 + 6);
  EXPECT_EQ(lineNeighbour(o, 5 * 8 + 6, 3), 2 * 8 + 1);
  // The table agrees with the cell-by-cell answer everywhere.
  const std::vector<int> table = lineNeighbours(o);
  ASSERT_EQ(table.size(), 8u * 8u * 4u);
  for (int c = 0; c < 64; ++c)
    for (int s = 0; s < 4; ++s) EXPECT_EQ(table[static_cast<std::size_t>(c * 4 + s)], lineNeighbour(o, c, s));
}

TEST(LineDrawing, BridgesAreCrossedStraightByTwoLines) {
  for (LineAlgorithm algorithm : Concrete) {
    int complete = 0;
    for (int seed = 1; seed <= 100; ++seed) {
      LineDrawingOptions o = square(9, 9, algorithm, static_cast<std::uint64_t>(seed));
      o.bridges = 2;
      const LineDrawing d = drawLines(o);
      ASSERT_EQ(d.bridges.size(), 2U);
      if (!d.complete) continue;
      ++complete;
      ASSERT_EQ(broken(o, d), "") << "seed " << seed;
    }
    EXPECT_EQ(complete, 100) << LineAlgorithmNames[static_cast<std::size_t>(algorithm)];
  }
}

TEST(LineDrawing, WarpsWallsPortalsAndBridgesTogether) {
  for (LineAlgorithm algorithm : Concrete) {
    for (int seed = 1; seed <= 100; ++seed) {
      LineDrawingOptions o = square(10, 10, algorithm, static_cast<std::uint64_t>(seed));
      o.wrap = true;
      o.walls = patternWalls(WallPattern::Pillars, 10, 10);
      o.portals = {{0, 55}, {22, 88}};
      o.bridges = 2;
      const LineDrawing d = drawLines(o);
      ASSERT_TRUE(d.complete) << "seed " << seed;
      ASSERT_EQ(broken(o, d), "") << "seed " << seed;
    }
  }
}

TEST(LineDrawing, HexBridgesAreCrossedStraightOnTwoOfTheirThreeAxes) {
  for (LineAlgorithm algorithm : Concrete) {
    int complete = 0;
    for (int seed = 1; seed <= 100; ++seed) {
      LineDrawingOptions o = square(9, 10, algorithm, static_cast<std::uint64_t>(seed));
      o.shape = Shape::Hex;
      o.bridges = 2;
      const LineDrawing d = drawLines(o);
      if (!d.complete) continue;
      ++complete;
      ASSERT_EQ(broken(o, d), "") << "seed " << seed;
    }
    EXPECT_GE(complete, 90) << LineAlgorithmNames[static_cast<std::size_t>(algorithm)];
  }
}

TEST(LineDrawing, HexBoardsKeepTheSameRules) {
  for (LineAlgorithm algorithm : Concrete) {
    int complete = 0;
    for (int seed = 1; seed <= 100; ++seed) {
      LineDrawingOptions o = square(7, 8, algorithm, static_cast<std::uint64_t>(seed));
      o.shape = Shape::Hex;
      o.wrap = seed % 2 == 0;
      const LineDrawing d = drawLines(o);
      if (!d.complete) continue;
      ++complete;
      ASSERT_EQ(broken(o, d), "") << "seed " << seed;
    }
    EXPECT_EQ(complete, 100) << LineAlgorithmNames[static_cast<std::size_t>(algorithm)];
  }
}

TEST(LineDrawing, TheSameSeedDrawsTheSameLines) {
  LineDrawingOptions o = square(12, 12, LineAlgorithm::Any, 77);
  o.bridges = 1;
  o.portals = {{14, 100}};
  const LineDrawing a = drawLines(o);
  const LineDrawing b = drawLines(o);
  ASSERT_EQ(a.lines.size(), b.lines.size());
  for (std::size_t i = 0; i < a.lines.size(); ++i) {
    EXPECT_EQ(a.lines[i].cells, b.lines[i].cells);
  }
  EXPECT_EQ(a.bridges, b.bridges);
  EXPECT_EQ(a.algorithm, b.algorithm);
  o.seed = 78;
  const LineDrawing c = drawLines(o);
  bool differs = c.lines.size() != a.lines.size();
  for (std::size_t i = 0; i < a.lines.size() && !differs; ++i) differs = a.lines[i].cells != c.lines[i].cells;
  EXPECT_TRUE(differs);
}

TEST(LineDrawing, AnyRecordsTheAlgorithmItDrewWith) {
  std::vector<int> seen(LineAlgorithmNames.size(), 0);
  for (int seed = 1; seed <= 200; ++seed) {
    const LineDrawing d = drawLines(square(6, 6, LineAlgorithm::Any, static_cast<std::uint64_t>(seed)));
    EXPECT_NE(d.algorithm, LineAlgorithm::Any);
    ++seen[static_cast<std::size_t>(d.algorithm)];
  }
  for (LineAlgorithm algorithm : Concrete) EXPECT_GT(seen[static_cast<std::size_t>(algorithm)], 0);
  for (std::size_t i = 0; i < LineAlgorithmNames.size(); ++i) {
    EXPECT_EQ(lineAlgorithmNamed(LineAlgorithmNames[i]), static_cast<LineAlgorithm>(i));
  }
  EXPECT_FALSE(lineAlgorithmNamed("zigzag"));
}

TEST(LineDrawing, LinesStayWithinTheLengthLimit) {
  for (int seed = 1; seed <= 100; ++seed) {
    LineDrawingOptions o = square(8, 8, LineAlgorithm::FollowEdges, static_cast<std::uint64_t>(seed));
    o.maxLineLength = 10;
    const LineDrawing d = drawLines(o);
    ASSERT_TRUE(d.complete) << "seed " << seed;
    ASSERT_EQ(broken(o, d), "");
    for (const Line& line : d.lines) EXPECT_LE(line.cells.size(), 10U);
  }
}

TEST(LineDrawing, PerfectDrawingsHaveTheFewestLinesOfTheirDesign) {
  std::vector<LineDrawing> drawings;
  for (int seed = 1; seed <= 50; ++seed) {
    drawings.push_back(drawLines(square(7, 7, LineAlgorithm::Any, static_cast<std::uint64_t>(seed))));
  }
  const std::optional<int> fewest = markPerfect(drawings);
  ASSERT_TRUE(fewest);
  EXPECT_EQ(fewestLines(drawings), fewest);
  int perfect = 0;
  for (const LineDrawing& d : drawings) {
    if (d.complete) {
      EXPECT_GE(static_cast<int>(d.lines.size()), *fewest);
    }
    EXPECT_EQ(d.perfect, d.complete && static_cast<int>(d.lines.size()) == *fewest);
    perfect += d.perfect ? 1 : 0;
  }
  EXPECT_GT(perfect, 0);
  // A square board is covered by a spiral with 2 lines, as the article shows; none has only 1.
  EXPECT_GE(*fewest, 2);
  EXPECT_FALSE(fewestLines(std::vector<LineDrawing>{}));
}

TEST(LineDrawing, FollowingTheEdgesDrawsTheSpiralOnAnOpenSquareBoard) {
  // As in the article: two lines fill an open square board of odd size, each keeping its distance
  // to the edge; on even sizes the middle needs a third.
  for (int size : {5, 7, 8, 15, 16}) {
    for (int seed = 1; seed <= 20; ++seed) {
      const LineDrawing d = drawLines(square(size, size, LineAlgorithm::FollowEdges, static_cast<std::uint64_t>(seed)));
      ASSERT_TRUE(d.complete);
      EXPECT_EQ(d.lines.size(), size % 2 == 1 ? 2U : 3U) << size << "x" << size << " seed " << seed;
    }
  }
}

TEST(LineDrawing, ImpossibleInputIsRefused) {
  const auto refuses = [](LineDrawingOptions o) { EXPECT_THROW(drawLines(o), std::invalid_argument); };
  LineDrawingOptions o = square(5, 5, LineAlgorithm::Any, 1);
  o.width = 0;
  refuses(o);
  o = square(5, 5, LineAlgorithm::Any, 1);
  o.walls = {25};
  refuses(o);
  o = square(5, 5, LineAlgorithm::Any, 1);
  o.portals = {{3, 3}};
  refuses(o);
  o.portals = {{3, 4}, {4, 8}};
  refuses(o);
  o = square(5, 5, LineAlgorithm::Any, 1);
  o.walls = {2};
  o.portals = {{2, 9}};
  refuses(o);
  o = square(2, 2, LineAlgorithm::Any, 1);
  o.walls = {2, 3};  // two cells left: no room for a line of 3
  refuses(o);
  o = square(5, 5, LineAlgorithm::Any, 1);
  o.walls = {1, 5};  // the corner cell is cut off
  refuses(o);
  o = square(3, 3, LineAlgorithm::Any, 1);
  o.bridges = 2;  // only the middle cell has four free neighbours
  refuses(o);
  o = square(5, 5, LineAlgorithm::Any, 1);
  o.bridges = -1;
  refuses(o);
  o = square(5, 5, LineAlgorithm::Any, 1);
  o.maxLineLength = 2;
  refuses(o);
  o = square(5, 5, LineAlgorithm::Any, 1);
  o.shape = Shape::Hex;
  o.wrap = true;  // odd height
  refuses(o);
}

}  // namespace
}  // namespace line_drawing_test
}  // namespace tileflow
