// Specifications of the solver on shaped boards: cells left out are never counted and never
// turned, and a side facing one is an edge.
#include <gtest/gtest.h>

#include "game/model/Puzzle.hpp"
#include "game/solve/Solver.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace shaped_solve_test {
namespace {

using test::hexTestCatalog;
using test::testCatalog;
using test::tileId;

// A 3×3 ring of road round a hole, every tile turned away from its place.
Board ringRoad() {
  Board b(testCatalog(), 3, 3);
  for (int i = 0; i < 9; ++i) {
    const bool corner = i == 0 || i == 2 || i == 6 || i == 8;
    b.place(i, tileId(corner ? "road-corner" : "road-straight"), 0);
  }
  b.removeCell(4);
  return b;
}

TEST(ShapedSolve, ARingRoundAHoleHasOneSolution) {
  const Board b = ringRoad();
  const SolveResult result = solve(b, Rules{});
  EXPECT_EQ(result.solutions, 1);
  EXPECT_EQ(result.stats.cells, 8) << "the hole is not a cell of the puzzle";
  ASSERT_EQ(result.solution.size(), 9u);
  EXPECT_EQ(result.solution[4], 0) << "the hole's blank is never turned";
  Board solved = b;
  for (int i = 0; i < 9; ++i) solved.setRotation(i, result.solution[static_cast<std::size_t>(i)]);
  EXPECT_EQ(solved.looseEnds(), 0);
  EXPECT_EQ(solved.cell(1).rotation, 1) << "the top straight runs east to west, past the hole";
}

TEST(ShapedSolve, TheHoleIsAnEdgeSoARoadCannotRunIntoIt) {
  Board b = ringRoad();
  // A cross in the top middle would need a neighbour in the hole.
  b.place(1, tileId("road-cross"), 0);
  EXPECT_EQ(solve(b, Rules{}).solutions, 0);
}

TEST(ShapedSolve, TheRulesIgnoreTheHole) {
  const Board b = ringRoad();
  Rules connected;
  connected.connected = true;
  EXPECT_EQ(solve(b, connected).solutions, 1);
  Rules acyclic;
  acyclic.acyclic = true;
  EXPECT_EQ(solve(b, acyclic).solutions, 0) << "the ring is a loop";
}

TEST(ShapedSolve, AHoleDoesNotMakeThePuzzleHarder) {
  Board whole(testCatalog(), 3, 1);
  whole.place(0, tileId("road-end"), 0);
  whole.place(1, tileId("road-straight"), 0);
  whole.place(2, tileId("road-end"), 0);
  Board shaped(testCatalog(), 3, 2);
  shaped.place(0, tileId("road-end"), 0);
  shaped.place(1, tileId("road-straight"), 0);
  shaped.place(2, tileId("road-end"), 0);
  for (int i = 3; i < 6; ++i) shaped.removeCell(i);
  const SolveResult a = solve(whole, Rules{});
  const SolveResult b = solve(shaped, Rules{});
  EXPECT_EQ(a.solutions, b.solutions);
  EXPECT_EQ(a.stats.cells, b.stats.cells);
  EXPECT_EQ(a.stats.settledByPropagation, b.stats.settledByPropagation);
  EXPECT_DOUBLE_EQ(a.stats.difficulty, b.stats.difficulty);
}

TEST(ShapedSolve, ShapedHexBoardsSolve) {
  // Two rows of arcs: (0,0) and (1,0) on top, (0,1) below, the rest left out. Every side of an
  // arc carries road, so three cells with edges all round cannot be matched.
  Board b(hexTestCatalog(), 2, 2, Topology::hex());
  const int arcs = *hexTestCatalog().findTile("hex-arcs");
  for (int i = 0; i < 4; ++i) b.place(i, arcs, 0);
  b.removeCell(3);
  EXPECT_EQ(solve(b, Rules{}).solutions, 0);
  // Blanks everywhere but one absent cell: one picture.
  Board blanks(hexTestCatalog(), 3, 3, Topology::hex());
  blanks.removeCell(4);
  EXPECT_EQ(solve(blanks, Rules{}).solutions, 1);
}

}  // namespace
}  // namespace shaped_solve_test
}  // namespace tileflow
