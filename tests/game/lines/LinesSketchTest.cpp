// LinesSketch: the editor's board. Dots come in pairs by two taps, a tap takes one away and its
// twin waits; walls, holes, bridges and portals go on and come off again; a resize keeps what fits;
// board() is the puzzle the sketch stands for, problem() says what is missing, and a shipped
// board read into a sketch comes back the same.
#include "game/lines/LinesSketch.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "game/io/LinesFile.hpp"
#include "game/lines/LinesSolver.hpp"
#include "tests/game/io/LevelTesting.hpp"

namespace tileflow {
namespace lines_sketch_test {
namespace {

// The waiting dot is named by the letter the board will give it: after the complete pairs below
// it, so a gap left by a pair taken away shifts it as it shifts the pairs drawn.
TEST(LinesSketch, AWaitingDotIsNamedAsTheBoardWillNumberIt) {
  LinesSketch s(4, 3);
  for (const int cell : {0, 3, 4, 7, 8}) EXPECT_TRUE(s.tapDot(cell));  // A A, B B, C waiting
  EXPECT_EQ(s.waitingColour(), 2);
  EXPECT_EQ(s.waitingDot(), 8);
  EXPECT_EQ(s.waitingNumber(), 2);
  EXPECT_EQ(s.problem(), "the dot C waits for its twin");
  EXPECT_TRUE(s.tapDot(0));
  EXPECT_EQ(s.waitingColour(), 0) << "A's twin waits first";
  EXPECT_EQ(s.waitingDot(), 3);
  EXPECT_TRUE(s.tapDot(3));  // pair A gone: B is the board's first pair
  EXPECT_EQ(s.waitingColour(), 2);
  EXPECT_EQ(s.waitingDot(), 8);
  EXPECT_EQ(s.waitingNumber(), 1);
  EXPECT_EQ(s.problem(), "the dot B waits for its twin");
  EXPECT_EQ(s.board().endpoint(4), 0);
  EXPECT_TRUE(s.tapDot(11));
  EXPECT_EQ(s.waitingDot(), -1);
  EXPECT_EQ(s.waitingNumber(), -1);
  EXPECT_EQ(s.board().endpoint(11), 1) << "numbered as the waiting dot was named";
}

TEST(LinesSketch, DotsComeInPairsAndATakenDotLeavesItsTwinWaiting) {
  LinesSketch s(4, 3);
  EXPECT_EQ(s.problem(), "no dots yet");
  EXPECT_TRUE(s.tapDot(0));
  EXPECT_EQ(s.waitingColour(), 0);
  EXPECT_EQ(s.problem(), "the dot A waits for its twin");
  EXPECT_TRUE(s.tapDot(3));
  EXPECT_EQ(s.dot(3), 0) << "the twin of the waiting dot";
  EXPECT_EQ(s.waitingColour(), -1);
  EXPECT_TRUE(s.tapDot(4));
  EXPECT_EQ(s.dot(4), 1) << "a new colour";
  EXPECT_TRUE(s.tapDot(7));
  EXPECT_TRUE(s.tapDot(0)) << "a tap on a dot takes it away";
  EXPECT_EQ(s.dot(0), -1);
  EXPECT_EQ(s.waitingColour(), 0);
  EXPECT_TRUE(s.tapDot(8));
  EXPECT_EQ(s.dot(8), 0) << "the waiting colour gets its twin back";
  EXPECT_TRUE(s.moveDot(8, 11));
  EXPECT_FALSE(s.moveDot(11, 3)) << "not onto another dot";
  EXPECT_FALSE(s.moveDot(5, 6)) << "nothing to move";
  const LinesBoard b = s.board();
  EXPECT_EQ(b.colours(), 2);
  EXPECT_EQ(b.endpoint(11), 0);
  EXPECT_EQ(b.endpoint(3), 0);
  EXPECT_FALSE(s.problem().has_value());
}

TEST(LinesSketch, WallsHolesBridgesAndPortalsGoOnAndComeOff) {
  LinesSketch s(5, 5);
  const LinesSketch empty = s;
  EXPECT_TRUE(s.toggleWall(6, 1));
  EXPECT_TRUE(s.wall(7, 3)) << "the same edge, seen from the other cell";
  EXPECT_FALSE(s.toggleWall(0, 0)) << "the board's own edge";
  EXPECT_TRUE(s.toggleHole(12));
  EXPECT_FALSE(s.tapDot(12)) << "no dot in a hole";
  EXPECT_TRUE(s.toggleBridge(18));
  EXPECT_FALSE(s.tapDot(18)) << "no dot on a bridge";
  EXPECT_TRUE(s.tapPortal(0));
  EXPECT_EQ(s.pendingPortal(), 0);
  EXPECT_EQ(s.problem(), "no dots yet");
  EXPECT_TRUE(s.tapPortal(24));
  EXPECT_EQ(s.portalPartner(0), 24);
  const LinesBoard b = s.board();
  EXPECT_TRUE(b.wall(6, 1));
  EXPECT_FALSE(b.present(12));
  EXPECT_TRUE(b.bridge(18));
  EXPECT_EQ(b.portalPartner(0), 24);
  // And off again, in another order: the sketch is as it began.
  EXPECT_TRUE(s.tapPortal(24));
  EXPECT_EQ(s.portalPartner(0), -1);
  EXPECT_TRUE(s.toggleBridge(18));
  EXPECT_TRUE(s.toggleHole(12));
  EXPECT_TRUE(s.toggleWall(7, 3));
  EXPECT_EQ(s, empty);
}

TEST(LinesSketch, AHoleTakesWhatTheCellHeldAndAPortalsPartnerComesBack) {
  LinesSketch s(4, 4);
  s.tapDot(5);
  s.tapDot(10);
  EXPECT_TRUE(s.toggleHole(5));
  EXPECT_EQ(s.dot(5), -1);
  EXPECT_EQ(s.waitingColour(), 0);
  s.tapPortal(0);
  s.tapPortal(15);
  EXPECT_TRUE(s.toggleHole(0));
  EXPECT_EQ(s.portalPartner(15), -1);
  EXPECT_FALSE(s.hole(15)) << "the partner is a cell again";
  EXPECT_TRUE(s.hole(0));
}

TEST(LinesSketch, AResizeKeepsWhatFits) {
  LinesSketch s(6, 6);
  s.tapDot(0);
  s.tapDot(5);  // (5, 0): falls outside a 4-wide board
  s.tapDot(7);
  s.tapDot(14);
  s.toggleWall(7, 2);
  s.resize(4, 4);
  EXPECT_EQ(s.width(), 4);
  EXPECT_EQ(s.dot(0), 0);
  EXPECT_EQ(s.waitingColour(), 0) << "its twin fell outside";
  EXPECT_EQ(s.dot(5), 1) << "(1, 1) keeps its dot";
  EXPECT_EQ(s.dot(10), 1) << "(2, 2) too";
  EXPECT_TRUE(s.wall(5, 2));
  s.resize(1, 200);
  EXPECT_EQ(s.width(), 2) << "clamped";
  EXPECT_EQ(s.height(), MaxLinesSide);
}

TEST(LinesSketch, EveryShippedBoardComesBackTheSameThroughASketch) {
  int boards = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::sourceDir() / "levels" / "lines")) {
    auto loaded = loadLinesFile(entry.path());
    ASSERT_TRUE(ok(loaded)) << entry.path();
    for (const LinesLevel& level : std::get<LinesPack>(loaded).levels) {
      if (level.board.wrap()) continue;  // the editor makes no warps
      EXPECT_EQ(LinesSketch::of(level.board).board(), level.board) << level.id;
      EXPECT_FALSE(LinesSketch::of(level.board).problem().has_value()) << level.id;
      ++boards;
    }
  }
  EXPECT_GT(boards, 100);
}

TEST(LinesSketch, AMadeBoardIsCheckedByTheSolver) {
  // A B . | each pair joined along a row: one cover.
  LinesSketch s(3, 2);
  s.tapDot(0);
  s.tapDot(2);
  s.tapDot(3);
  s.tapDot(5);
  ASSERT_FALSE(s.problem().has_value());
  EXPECT_EQ(solveLines(s.board()).solutions, 1);
  s.toggleWall(1, 2);  // between (1,0) and (1,1): still one cover
  EXPECT_EQ(solveLines(s.board()).solutions, 1);
  s.toggleWall(0, 1);  // A's way along the top row is cut: no cover
  EXPECT_EQ(solveLines(s.board()).solutions, 0);
}

}  // namespace
}  // namespace lines_sketch_test
}  // namespace tileflow
