// The Lines generator: every level it makes has exactly one cover (proved again here by the sweep
// alone, or by the search on 30x30), its solution is that cover, the same seed makes the same
// level, and a stop ends it.
#include "game/lines/LinesGenerator.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "game/lines/LinesPosition.hpp"
#include "game/lines/LinesSolver.hpp"
#include "game/lines/LinesText.hpp"

namespace tileflow {
namespace lines_generator_test {
namespace {

// `method`: the sweep, or the search without a limit on boards whose frontier is too wide to sweep.
void expectUniqueLevel(const LinesGenerated& made, LinesSolveMethod method = LinesSolveMethod::Sweep) {
  LinesSolveLimits limits;
  limits.method = method;
  const LinesSolveResult r = solveLines(made.board, limits);
  ASSERT_TRUE(r.complete);
  EXPECT_EQ(r.solutions, 1) << writeLinesText(made.board);
  LinesPosition p(made.board);
  for (std::size_t colour = 0; colour < made.solution.size(); ++colour)
    ASSERT_TRUE(p.setLine(static_cast<int>(colour), made.solution[colour])) << colour;
  EXPECT_TRUE(p.solved());
  EXPECT_EQ(made.lines, made.board.colours());
  EXPECT_GT(made.difficulty, 1.0);
}

struct Case {
  Shape shape;
  int width;
  int height;
  bool wrap;
  int bridges;
  int portals;
  WallPattern walls;
  Outline outline;
};

LinesGenerateOptions optionsOf(const Case& c, std::uint64_t seed) {
  LinesGenerateOptions o;
  o.shape = c.shape;
  o.width = c.width;
  o.height = c.height;
  o.wrap = c.wrap;
  o.bridges = c.bridges;
  o.portals = c.portals;
  o.walls = c.walls;
  o.outline = c.outline;
  o.seed = seed;
  return o;
}

TEST(LinesGenerator, EveryKindOfBoardComesOutUnique) {
  const Case cases[] = {
      {Shape::Square, 8, 8, false, 0, 0, WallPattern::None, Outline::Full},
      {Shape::Square, 9, 7, true, 0, 0, WallPattern::None, Outline::Full},
      {Shape::Square, 9, 9, false, 3, 0, WallPattern::None, Outline::Full},
      {Shape::Square, 9, 9, false, 0, 2, WallPattern::Steps, Outline::Full},
      {Shape::Square, 10, 10, false, 0, 0, WallPattern::None, Outline::Diamond},
      {Shape::Hex, 8, 8, false, 0, 0, WallPattern::None, Outline::Full},
      {Shape::Hex, 8, 8, true, 2, 1, WallPattern::None, Outline::Full},
      {Shape::Hex, 9, 9, false, 0, 0, WallPattern::None, Outline::Hexagon},
  };
  for (const Case& c : cases) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const std::optional<LinesGenerated> made = generateLines(optionsOf(c, seed));
      ASSERT_TRUE(made.has_value()) << c.width << "x" << c.height << " seed " << seed;
      ASSERT_NO_FATAL_FAILURE(expectUniqueLevel(*made));
      if (c.bridges > 0) {
        int bridges = 0;
        for (int cell = 0; cell < made->board.cellCount(); ++cell) bridges += made->board.bridge(cell) ? 1 : 0;
        EXPECT_GT(bridges, 0);
      }
    }
  }
}

TEST(LinesGenerator, TheSameSeedMakesTheSameLevel) {
  LinesGenerateOptions o;
  o.shape = Shape::Hex;
  o.width = 9;
  o.height = 8;
  o.bridges = 1;
  o.seed = 31;
  const auto a = generateLines(o);
  const auto b = generateLines(o);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(a->board, b->board);
  EXPECT_EQ(a->solution, b->solution);
  o.seed = 32;
  const auto c = generateLines(o);
  ASSERT_TRUE(c);
  EXPECT_FALSE(c->board == a->board);
}

// Beyond 15x15's cells the generator keeps drawings its search settles with a few guesses; the
// proof is checked here by the search without a limit (a 30x30 frontier is too wide to sweep).
TEST(LinesGenerator, A30x30ComesOutUniqueAndTheSameForItsSeed) {
  LinesGenerateOptions o;
  o.width = 30;
  o.height = 30;
  o.seed = 3;
  const auto a = generateLines(o);
  ASSERT_TRUE(a);
  ASSERT_NO_FATAL_FAILURE(expectUniqueLevel(*a, LinesSolveMethod::Search));
  EXPECT_LE(a->lines, MaxLinesColours);
  const auto b = generateLines(o);
  ASSERT_TRUE(b);
  EXPECT_EQ(a->board, b->board);
  EXPECT_EQ(a->solution, b->solution);
}

// A big square board wider than tall is drawn and proven as its mirror in the diagonal and
// mirrored back: the level has the size asked, its walls, outline holes, portals and bridges where
// the options put them, one cover (the search without a limit) and its solution plays.
TEST(LinesGenerator, AWideBoardComesOutUniqueAtItsSize) {
  const Case cases[] = {
      {Shape::Square, 40, 20, false, 0, 0, WallPattern::None, Outline::Full},
      {Shape::Square, 24, 16, true, 2, 2, WallPattern::Steps, Outline::Full},
      {Shape::Square, 32, 18, false, 2, 0, WallPattern::None, Outline::Ring},
  };
  for (const Case& c : cases) {
    const auto made = generateLines(optionsOf(c, 1));
    ASSERT_TRUE(made) << c.width << "x" << c.height;
    const LinesBoard& board = made->board;
    EXPECT_EQ(board.width(), c.width);
    EXPECT_EQ(board.height(), c.height);
    EXPECT_EQ(board.wrap(), c.wrap);
    int holes = 0;
    int portals = 0;
    int bridges = 0;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
      holes += board.present(cell) ? 0 : 1;
      portals += board.portalPartner(cell) >= 0 ? 1 : 0;
      bridges += board.bridge(cell) ? 1 : 0;
    }
    std::vector<int> expected = patternWalls(c.walls, c.width, c.height);
    for (const int cell : outlineWalls(c.outline, c.width, c.height)) expected.push_back(cell);
    for (const int cell : expected) EXPECT_FALSE(board.present(cell)) << cell;
    std::sort(expected.begin(), expected.end());
    expected.erase(std::unique(expected.begin(), expected.end()), expected.end());
    EXPECT_EQ(holes, static_cast<int>(expected.size()) + portals);
    EXPECT_EQ(portals, 2 * c.portals);
    EXPECT_EQ(bridges, c.bridges);
    ASSERT_NO_FATAL_FAILURE(expectUniqueLevel(*made, LinesSolveMethod::Search));
  }
}

TEST(LinesGenerator, ItsReportSaysWhatBecameOfEachDrawing) {
  // A 25x25 board of pillars: every drawing has more lines than colours.
  LinesGenerateOptions o;
  o.width = 25;
  o.height = 25;
  o.walls = WallPattern::Pillars;
  o.drawings = 6;
  LinesGenerateReport why;
  why.twoCovers = 99;  // filled in anew
  EXPECT_FALSE(generateLines(o, {}, nullptr, &why).has_value());
  EXPECT_EQ(why.drawings, 6);
  EXPECT_EQ(why.overfull, 6);
  EXPECT_EQ(why.unfinished + why.outOfBudget + why.twoCovers, 0);
  EXPECT_GE(why.longestLine, 16);
  // A level made: the drawings before it were each dropped for one reason.
  LinesGenerateOptions small;
  small.width = 12;
  small.height = 12;
  small.seed = 3;
  const auto made = generateLines(small, {}, nullptr, &why);
  ASSERT_TRUE(made.has_value());
  EXPECT_EQ(why.drawings, made->drawings);
  EXPECT_EQ(why.unfinished + why.overfull + why.outOfBudget + why.twoCovers, made->drawings - 1);
}

// On hex cells with 12 bridges the drawer leaves most drawings unfinished: seed 1 of 14x14 drew
// 32 unfinished boards and gave nothing while they used up the 32 tries.
TEST(LinesGenerator, UnfinishedDrawingsOfASmallBoardDoNotUseUpItsTries) {
  LinesGenerateOptions o;
  o.shape = Shape::Hex;
  o.width = 14;
  o.height = 14;
  o.bridges = 12;
  o.seed = 1;
  LinesGenerateReport why;
  const auto made = generateLines(o, {}, nullptr, &why);
  ASSERT_TRUE(made.has_value());
  EXPECT_GT(why.unfinished, 32);
  EXPECT_EQ(why.drawings, made->drawings);
  ASSERT_NO_FATAL_FAILURE(expectUniqueLevel(*made));
  int bridges = 0;
  for (int cell = 0; cell < made->board.cellCount(); ++cell) bridges += made->board.bridge(cell) ? 1 : 0;
  EXPECT_EQ(bridges, 12);
  const auto again = generateLines(o);
  ASSERT_TRUE(again.has_value());
  EXPECT_EQ(again->solution, made->solution) << "the same seed makes the same level";
}

TEST(LinesGenerator, ChoicesThatAreSlowOnBigBoardsHaveALargestSide) {
  LinesGenerateOptions o;
  o.width = 34;
  o.height = 34;
  EXPECT_FALSE(linesLargestPromptSide(o).has_value()) << "plain boards keep the size limits alone";
  EXPECT_FALSE(linesGenerateChoiceProblem(o));
  // Each extra choice brings a largest side below the board sizes the plain generator makes.
  const auto sideWith = [](auto choose) {
    LinesGenerateOptions g;
    choose(g);
    return linesLargestPromptSide(g);
  };
  std::vector<std::optional<int>> sides = {
      sideWith([](LinesGenerateOptions& g) { g.wrap = true; }),
      sideWith([](LinesGenerateOptions& g) { g.bridges = 1; }),
      sideWith([](LinesGenerateOptions& g) { g.portals = 1; }),
      sideWith([](LinesGenerateOptions& g) { g.walls = WallPattern::Pillars; }),
      sideWith([](LinesGenerateOptions& g) { g.outline = Outline::Hexagon; }),
      sideWith([](LinesGenerateOptions& g) { g.algorithm = LineAlgorithm::Random; }),
      sideWith([](LinesGenerateOptions& g) {
        g.shape = Shape::Hex;
        g.wrap = true;
      }),
  };
  for (const auto& side : sides) {
    ASSERT_TRUE(side.has_value());
    EXPECT_GE(*side, 10);
    EXPECT_LT(*side, 30);
  }
  // Several choices: the smallest of their sides holds.
  LinesGenerateOptions both;
  both.wrap = true;
  both.algorithm = LineAlgorithm::Random;
  EXPECT_EQ(linesLargestPromptSide(both), std::min(*sides[0], *sides[5]));
  // Past it the choices are refused with the reason; at it they are made.
  both.width = both.height = *linesLargestPromptSide(both) + 1;
  const auto problem = linesGenerateChoiceProblem(both);
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("at most"), std::string::npos) << *problem;
  both.width = both.height = *linesLargestPromptSide(both);
  EXPECT_FALSE(linesGenerateChoiceProblem(both));
}

TEST(LinesGenerator, AStopEndsItAndBadOptionsAreRefused) {
  std::stop_source source;
  source.request_stop();
  LinesGenerateOptions o;
  EXPECT_FALSE(generateLines(o, source.get_token()).has_value());
  o.width = 2;
  EXPECT_THROW(generateLines(o), std::invalid_argument);
  o.width = 5;
  o.bridges = -1;
  EXPECT_THROW(generateLines(o), std::invalid_argument);
  o.bridges = 0;
  o.drawings = -1;
  EXPECT_THROW(generateLines(o), std::invalid_argument);
  o.drawings = 0;
  o.width = 40;  // past the largest board the generator makes
  o.height = 40;
  EXPECT_THROW(generateLines(o), std::invalid_argument);
  EXPECT_TRUE(linesGenerateSizeProblem(Shape::Square, 40, 40));
  EXPECT_TRUE(linesGenerateSizeProblem(Shape::Square, 36, 36));
  EXPECT_FALSE(linesGenerateSizeProblem(Shape::Square, 34, 34));
  EXPECT_FALSE(linesGenerateSizeProblem(Shape::Square, 100, 11));
  EXPECT_TRUE(linesGenerateSizeProblem(Shape::Hex, 27, 10));
  EXPECT_FALSE(linesGenerateSizeProblem(Shape::Hex, 26, 26));
}

}  // namespace
}  // namespace lines_generator_test
}  // namespace tileflow
