// Lines rules: the board's geometry (walls, wrap, portals, bridges), lines that follow the rules
// or are refused with a reason, crossing lines cut as Flow cuts them, moves that read back from
// their text, and solved meaning every pair joined and every cell (and bridge lane) covered once.
#include "game/lines/LinesPosition.hpp"

#include <gtest/gtest.h>

#include "engine/core/Rng.hpp"
#include "game/lines/LinesText.hpp"
#include "tests/game/lines/LinesTesting.hpp"

namespace tileflow {
namespace lines_position_test {
namespace {

using lines_testing::boardOf;

// Cells from "x,y x,y ..." on a board `width` wide.
std::vector<int> cells(std::string_view text, int width) {
  const auto move = parseLinesMove(std::string("draw A ") + std::string(text), width, MaxLinesSide);
  if (!move) throw std::invalid_argument("bad cells");
  return move->cells;
}

constexpr int A = 0;
constexpr int B = 1;

TEST(LinesBoard, NeighboursKeepWallsWrapHolesAndPortals) {
  LinesBoard b(4, 3);
  EXPECT_EQ(b.next(b.cellAt(0, 0), 1), b.cellAt(1, 0));  // east
  EXPECT_EQ(b.next(b.cellAt(0, 0), 3), -1) << "west of the edge without wrap";
  b.setWall(b.cellAt(0, 0), 1, true);
  EXPECT_EQ(b.next(b.cellAt(0, 0), 1), -1);
  EXPECT_EQ(b.next(b.cellAt(1, 0), 3), -1) << "a wall stands between two cells, both ways";
  b.removeCell(b.cellAt(1, 1));
  EXPECT_EQ(b.next(b.cellAt(1, 0), 2), -1) << "nothing enters a hole";

  LinesBoard wrapped(4, 3, Shape::Square, true);
  EXPECT_EQ(wrapped.next(wrapped.cellAt(0, 0), 3), wrapped.cellAt(3, 0));
  EXPECT_EQ(wrapped.next(wrapped.cellAt(0, 0), 0), wrapped.cellAt(0, 2));

  LinesBoard portals(8, 8);
  portals.addPortal(portals.cellAt(2, 2), portals.cellAt(5, 5));
  EXPECT_EQ(portals.next(portals.cellAt(1, 2), 1), portals.cellAt(6, 5)) << "in at one, out of the other";
  EXPECT_EQ(portals.next(portals.cellAt(6, 5), 3), portals.cellAt(1, 2));
  EXPECT_FALSE(portals.present(portals.cellAt(2, 2)));

  EXPECT_THROW(LinesBoard(0, 3), std::invalid_argument);
  EXPECT_THROW(LinesBoard(3, 3, Shape::Hex, true), std::invalid_argument);
}

TEST(LinesBoard, ProblemsAreNamed) {
  LinesBoard b(3, 3);
  EXPECT_EQ(b.problem(), "the board has no endpoints");
  b.setEndpoint(0, A);
  EXPECT_EQ(b.problem(), "colour A has 1 endpoint, not 2");
  b.setEndpoint(8, A);
  EXPECT_EQ(b.problem(), std::nullopt);
  b.setBridge(4, 0b01);
  EXPECT_NE(b.problem().value_or("").find("two or more"), std::string::npos);
  b.setBridge(4, 0b11);
  EXPECT_EQ(b.problem(), std::nullopt);
  b.setBridge(0, 0b11);
  EXPECT_EQ(b.problem(), "a bridge on an endpoint (0,0)");
}

// The same problems as data, which the game words in the player's language.
TEST(LinesBoard, ProblemsAreFoundAsData) {
  using Kind = LinesBoardProblem::Kind;
  LinesBoard b(3, 3);
  EXPECT_EQ(b.problemFound(), LinesBoardProblem{Kind::NoEndpoints});
  b.setEndpoint(0, A);
  b.setEndpoint(4, A);
  b.setEndpoint(8, A);
  EXPECT_EQ(b.problemFound(), (LinesBoardProblem{Kind::EndpointCount, 0, 0, A, 3}));
  EXPECT_EQ(b.problem(), "colour A has 3 endpoints, not 2");
  b.setEndpoint(4, -1);
  EXPECT_EQ(b.problemFound(), std::nullopt);
  b.setBridge(5, 0b01);
  EXPECT_EQ(b.problemFound(), (LinesBoardProblem{Kind::BridgeAxes, 2, 1}));
  EXPECT_EQ(b.problem(), "a bridge needs two or more of the cell's axes (2,1)");
}

TEST(LinesPosition, ALineFollowsTheRulesOrIsRefusedWithTheReason) {
  const LinesBoard b = boardOf("A.A\nB.B\n...\n");
  LinesPosition p(b);
  EXPECT_EQ(p.whyNot(A, cells("1,0", 3)), "a line starts at one of its colour's dots");
  EXPECT_EQ(p.whyNot(A, cells("0,0 2,0", 3)), "two cells of the line do not touch");
  EXPECT_EQ(p.whyNot(A, cells("0,0 0,1", 3)), "a line never enters another colour's dot");
  EXPECT_EQ(p.whyNot(A, cells("0,0 1,0 1,1 1,0", 3)), "a line does not cross itself");
  EXPECT_EQ(p.whyNot(A, cells("0,0 1,0 2,0 2,1", 3)), "a line ends at its other dot");
  EXPECT_EQ(p.whyNot(5, {}), "no such colour on this board");
  EXPECT_EQ(p.whyNot(A, cells("0,0 1,0 2,0", 3)), std::nullopt);
  ASSERT_TRUE(p.setLine(A, cells("2,0 1,0 0,0", 3))) << "from either dot";
  EXPECT_TRUE(p.joined(A));
  EXPECT_FALSE(p.joined(B));
  EXPECT_EQ(p.joinedCount(), 1);
  EXPECT_EQ(p.pairs(), 2);
}

TEST(LinesPosition, SolvedMeansEveryPairJoinedAndEveryCellCovered) {
  const LinesBoard b = boardOf("A.A\nB.B\n...\n");
  LinesPosition p(b);
  ASSERT_TRUE(p.setLine(A, cells("0,0 1,0 2,0", 3)));
  ASSERT_TRUE(p.setLine(B, cells("0,1 1,1 2,1", 3)));
  EXPECT_EQ(p.joinedCount(), 2);
  EXPECT_FALSE(p.solved()) << "the bottom row is empty";
  EXPECT_EQ(p.covered(), 6);
  EXPECT_EQ(p.coverable(), 9);
  ASSERT_TRUE(p.setLine(B, cells("0,1 0,2 1,2 2,2 2,1", 3))) << "bends and touches itself freely";
  EXPECT_EQ(p.covered(), 8);
  EXPECT_FALSE(p.solved());
  ASSERT_TRUE(p.setLine(B, cells("0,1 0,2 1,2 1,1 2,1", 3)));
  EXPECT_FALSE(p.solved()) << "(2,2) is empty";
  const LinesBoard full = boardOf("A.A\nB.B\n");
  LinesPosition q(full);
  ASSERT_TRUE(q.setLine(A, cells("0,0 1,0 2,0", 3)));
  ASSERT_TRUE(q.setLine(B, cells("0,1 1,1 2,1", 3)));
  EXPECT_TRUE(q.solved());
}

TEST(LinesPosition, DrawingOverAnotherLineCutsItJustBefore) {
  const LinesBoard b = boardOf("A...\n....\n.B..\n...A\n.B..\n");
  LinesPosition p(b);
  ASSERT_TRUE(p.setLine(A, cells("0,0 1,0 2,0 3,0 3,1 3,2 3,3", 4)));
  EXPECT_TRUE(p.joined(A));
  // B goes up and across row 1, where A's line is: A is cut before (3,1).
  ASSERT_TRUE(p.setLine(B, cells("1,2 1,1 2,1 3,1", 4)));
  EXPECT_EQ(p.line(A), cells("0,0 1,0 2,0 3,0", 4));
  EXPECT_FALSE(p.joined(A));
  EXPECT_EQ(p.owner(b.cellAt(3, 1)), B);
  EXPECT_EQ(p.owner(b.cellAt(3, 3)), -1) << "the far dot waits for its line again";
  EXPECT_EQ(b.endpoint(b.cellAt(3, 3)), A);
}

TEST(LinesPosition, BridgesAreCrossedStraightOnceEachWay) {
  // A goes left to right and B top to bottom through the bridge in the middle.
  LinesBoard b(3, 3);
  b.setEndpoint(b.cellAt(0, 1), A);
  b.setEndpoint(b.cellAt(2, 1), A);
  b.setEndpoint(b.cellAt(1, 0), B);
  b.setEndpoint(b.cellAt(1, 2), B);
  b.setBridge(b.cellAt(1, 1), 0b11);
  ASSERT_EQ(b.problem(), std::nullopt);
  LinesPosition p(b);
  EXPECT_EQ(p.coverable(), 9 + 1) << "the bridge has two lanes";
  EXPECT_EQ(p.whyNot(A, cells("0,1 1,1", 3)), "a line does not stop on a bridge");
  EXPECT_EQ(p.whyNot(A, cells("0,1 1,1 1,0", 3)), "a line crosses a bridge straight");
  LinesBoard turn(3, 3);
  turn.setEndpoint(turn.cellAt(0, 1), A);
  turn.setEndpoint(turn.cellAt(1, 2), A);
  turn.setBridge(turn.cellAt(1, 1), 0b11);
  LinesPosition t(turn);
  EXPECT_EQ(t.whyNot(A, cells("0,1 1,1 1,2", 3)), "a line crosses a bridge straight");
  ASSERT_TRUE(p.setLine(A, cells("0,1 1,1 2,1", 3)));
  ASSERT_TRUE(p.setLine(B, cells("1,0 1,1 1,2", 3))) << "the other lane is free";
  EXPECT_EQ(p.owner(b.cellAt(1, 1), 1), A);
  EXPECT_EQ(p.owner(b.cellAt(1, 1), 0), B);
  EXPECT_TRUE(p.joined(A));
  EXPECT_TRUE(p.joined(B));
  EXPECT_EQ(p.covered(), 4 + 2) << "four dots and the bridge's two lanes";
  EXPECT_FALSE(p.solved()) << "the corners are empty";
}

TEST(LinesPosition, HexCellsAndPortalsToo) {
  LinesBoard b(4, 4, Shape::Hex);
  b.setEndpoint(b.cellAt(0, 0), A);
  b.setEndpoint(b.cellAt(3, 0), A);
  LinesPosition p(b);
  std::vector<int> row;
  for (int x = 0; x < 4; ++x) row.push_back(b.cellAt(x, 0));
  EXPECT_EQ(p.whyNot(A, row), std::nullopt);
  LinesBoard portals(8, 3);
  portals.addPortal(portals.cellAt(2, 1), portals.cellAt(5, 1));
  portals.setEndpoint(portals.cellAt(0, 1), A);
  portals.setEndpoint(portals.cellAt(7, 1), A);
  LinesPosition q(portals);
  ASSERT_TRUE(q.setLine(A, cells("0,1 1,1 6,1 7,1", 8))) << "through the portal";
  EXPECT_TRUE(q.joined(A));
}

TEST(LinesMove, EveryMoveReadsBackFromItsText) {
  const int w = 7;
  const int h = 5;
  const LinesMove moves[] = {
      {LinesMove::Kind::Draw, 0, {0, 1, 8}, 0},
      {LinesMove::Kind::Extend, 61, {34}, 0},
      {LinesMove::Kind::Retract, 27, {}, 3},
      {LinesMove::Kind::Clear, 52, {}, 0},
  };
  for (const LinesMove& m : moves) {
    const std::string text = linesMoveText(m, w);
    EXPECT_EQ(parseLinesMove(text, w, h), m) << text;
  }
  EXPECT_EQ(linesMoveText(moves[0], w), "draw A 0,0 1,0 1,1");
  EXPECT_EQ(linesMoveText(moves[2], w), "retract b 3");
  for (const char* bad : {"", "draw", "draw A", "draw ? 0,0", "draw AB 0,0", "draw A 7,0", "draw A 0,5", "draw A 0;0",
                          "draw A -1,0", "retract A", "retract A x", "clear A 0,0", "jump A 0,0", "extend A 1,"})
    EXPECT_FALSE(parseLinesMove(bad, w, h)) << bad;
}

TEST(LinesMove, MovesDrawExtendRetractAndClear) {
  const LinesBoard b = boardOf("A..A\n....\n");
  LinesPosition p(b);
  const auto play = [&](const char* text) {
    const auto move = parseLinesMove(text, b.width(), b.height());
    return move && p.apply(*move);
  };
  EXPECT_FALSE(play("extend A 1,0")) << "nothing to extend yet";
  ASSERT_TRUE(play("draw A 0,0 1,0"));
  ASSERT_TRUE(play("extend A 2,0 3,0"));
  EXPECT_TRUE(p.joined(A));
  ASSERT_TRUE(play("retract A 2"));
  EXPECT_EQ(p.line(A), cells("0,0 1,0", 4));
  EXPECT_FALSE(play("retract A 2")) << "no shorter";
  ASSERT_TRUE(play("clear A"));
  EXPECT_TRUE(p.line(A).empty());
  EXPECT_FALSE(play("clear A")) << "nothing to clear";
  EXPECT_FALSE(play("draw B 0,0"));
}

// Random strokes from random dots never leave the position breaking a rule: every line passes
// whyNot, no cell holds two colours, and counts agree with a recount.
TEST(LinesPosition, RandomStrokesKeepEveryRule) {
  const LinesBoard b = boardOf("A...B.\n..C...\n.D..A.\nB.....\n..D..C\n");
  Rng rng(7);
  LinesPosition p(b);
  for (int step = 0; step < 3000; ++step) {
    const int colour = static_cast<int>(rng.below(4));
    const auto ends = b.ends(colour).value();
    std::vector<int> line{rng.below(2) == 0 ? ends.first : ends.second};
    for (int k = 0, n = static_cast<int>(rng.below(12)); k < n; ++k) {
      const int next = b.next(line.back(), static_cast<int>(rng.below(4)));
      if (next >= 0) line.push_back(next);
    }
    const bool allowed = !p.whyNot(colour, line);
    EXPECT_EQ(p.setLine(colour, line), allowed);
    std::vector<int> seen(static_cast<std::size_t>(b.cellCount()), -1);
    int covered = 0;
    for (int c = 0; c < 4; ++c) {
      EXPECT_EQ(p.whyNot(c, p.line(c)), std::nullopt);
      for (int cell : p.line(c)) {
        EXPECT_EQ(seen[static_cast<std::size_t>(cell)], -1) << "two colours on one cell";
        seen[static_cast<std::size_t>(cell)] = c;
        ++covered;
      }
    }
    ASSERT_EQ(p.covered(), covered);
  }
}

// Through a portal two sides of a cell can reach the same cell; a line over a bridge there keeps
// going straight, whichever side is found first, in either direction.
TEST(LinesPosition, ALineKeepsItsSideOverABridgeWhenAPortalGivesTwoWaysOn) {
  LinesBoard b(7, 6, Shape::Hex, true);
  b.addPortal(b.cellAt(4, 2), b.cellAt(3, 5));
  b.setBridge(b.cellAt(4, 4), 0b110);
  ASSERT_EQ(b.next(b.cellAt(4, 4), 3), b.cellAt(3, 3));
  ASSERT_EQ(b.next(b.cellAt(4, 4), 5), b.cellAt(3, 3));
  ASSERT_EQ(b.next(b.cellAt(4, 5), 5), b.cellAt(4, 4));
  b.setEndpoint(b.cellAt(4, 5), 0);
  b.setEndpoint(b.cellAt(2, 3), 0);
  LinesPosition p(b);
  const std::vector<int> line{b.cellAt(4, 5), b.cellAt(4, 4), b.cellAt(3, 3), b.cellAt(2, 3)};
  EXPECT_FALSE(p.whyNot(0, line).has_value()) << *p.whyNot(0, line);
  ASSERT_TRUE(p.setLine(0, line));
  EXPECT_EQ(p.owner(b.cellAt(4, 4), 5), 0) << "the lane of side 5's axis";
  EXPECT_EQ(p.owner(b.cellAt(4, 4), 4), -1);
  // The same line drawn from its other dot enters the bridge by the side it can cross.
  const std::vector<int> back(line.rbegin(), line.rend());
  EXPECT_FALSE(p.whyNot(0, back).has_value()) << *p.whyNot(0, back);
  ASSERT_TRUE(p.setLine(0, back));
  EXPECT_EQ(p.owner(b.cellAt(4, 4), 5), 0);
}

}  // namespace
}  // namespace lines_position_test
}  // namespace tileflow
