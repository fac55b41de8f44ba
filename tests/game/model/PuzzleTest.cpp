// Specifications of playing a level: win detection under each rule, moves, undo and redo.
#include <gtest/gtest.h>

#include "game/model/Puzzle.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace puzzle_test {
namespace {

using test::testCatalog;
using test::tileId;

// A 3x1 road: end, straight, end, all turned so nothing matches yet.
Level threeInARow(Rules rules = {}) {
  Level l;
  l.name = "row";
  l.board = Board(testCatalog(), 3, 1);
  l.board.place(0, tileId("road-end"), 0);
  l.board.place(1, tileId("road-straight"), 0);
  l.board.place(2, tileId("road-end"), 0);
  l.rules = rules;
  l.solution = std::vector<std::uint8_t>{1, 1, 3};
  return l;
}

TEST(Puzzle, IsSolvedWhenNoLooseEndsRemain) {
  Puzzle p(threeInARow());
  EXPECT_FALSE(p.solved());
  EXPECT_TRUE(p.apply(Move::rotate(0, 1)));
  EXPECT_TRUE(p.apply(Move::rotate(1, 1)));
  EXPECT_FALSE(p.solved());
  EXPECT_TRUE(p.apply(Move::rotate(2, -1)));
  EXPECT_TRUE(p.solved());
  EXPECT_EQ(p.moves(), 3);
}

TEST(Puzzle, TheRecordedSolutionSolvesIt) {
  const Level l = threeInARow();
  EXPECT_TRUE(evaluate(l.solvedBoard(), l.rules).solved);
}

TEST(Puzzle, UndoAndRedoRetraceTheMoves) {
  Puzzle p(threeInARow());
  p.apply(Move::rotate(0, 1));
  p.apply(Move::rotate(1, -1));
  ASSERT_TRUE(p.undo());
  EXPECT_EQ(p.board().cell(1).rotation, 0);
  EXPECT_EQ(p.moves(), 1);
  ASSERT_TRUE(p.undo());
  EXPECT_EQ(p.board().cell(0).rotation, 0);
  EXPECT_FALSE(p.undo());
  ASSERT_TRUE(p.redo());
  EXPECT_EQ(p.board().cell(0).rotation, 1);
  ASSERT_TRUE(p.redo());
  EXPECT_EQ(p.board().cell(1).rotation, 3);
  EXPECT_FALSE(p.redo());
  EXPECT_EQ(p.networks().looseEnds(), p.board().looseEnds()) << "networks follow undo and redo";
}

TEST(Puzzle, UndoAndRedoReturnTheMoveTheyPerformed) {
  Puzzle p(threeInARow());
  p.apply(Move::rotate(1, -1));
  p.apply(Move::lock(2));
  EXPECT_EQ(p.undo(), Move::lock(2));
  EXPECT_EQ(p.undo(), Move::rotate(1, 1)) << "undo performs the inverse of the move taken back";
  EXPECT_EQ(p.undo(), std::nullopt);
  EXPECT_EQ(p.redo(), Move::rotate(1, -1));
  EXPECT_EQ(p.redo(), Move::lock(2));
  EXPECT_EQ(p.redo(), std::nullopt);
}

TEST(Puzzle, ANewMoveAfterUndoDropsTheRedoTail) {
  Puzzle p(threeInARow());
  p.apply(Move::rotate(0, 1));
  p.undo();
  p.apply(Move::rotate(2, 1));
  EXPECT_FALSE(p.history().canRedo());
  EXPECT_EQ(p.history().moves().size(), 1u);
}

TEST(Puzzle, ATurnCostsItsStepsTheShorterWayRoundAndUndoGivesThemBack) {
  Puzzle p(threeInARow());
  ASSERT_TRUE(p.apply(Move::rotate(0, 2)));  // a hint's half turn: two taps' worth
  EXPECT_EQ(2, p.moves());
  ASSERT_TRUE(p.apply(Move::rotate(1, 3)));  // three clockwise steps are one counter-clockwise
  EXPECT_EQ(3, p.moves());
  ASSERT_TRUE(p.apply(Move::rotate(2, 4)));  // a whole turn changes nothing
  EXPECT_EQ(3, p.moves());
  ASSERT_TRUE(p.apply(Move::lock(2)));
  EXPECT_EQ(3, p.moves());
  p.undo();
  p.undo();
  p.undo();
  EXPECT_EQ(2, p.moves());
  p.redo();
  EXPECT_EQ(3, p.moves());
  p.undo();
  p.undo();
  EXPECT_EQ(0, p.moves());
}

TEST(Puzzle, ALockedTileRefusesToTurn) {
  Puzzle p(threeInARow());
  ASSERT_TRUE(p.apply(Move::lock(1)));
  EXPECT_FALSE(p.apply(Move::rotate(1, 1)));
  EXPECT_EQ(p.board().cell(1).rotation, 0);
  ASSERT_TRUE(p.undo()) << "locking is undoable";
  EXPECT_TRUE(p.apply(Move::rotate(1, 1)));
}

TEST(Puzzle, RestartReturnsToTheFirstState) {
  Puzzle p(threeInARow());
  p.apply(Move::rotate(0, 1));
  p.restart();
  EXPECT_EQ(p.board().cell(0).rotation, 0);
  EXPECT_EQ(p.moves(), 0);
  EXPECT_FALSE(p.history().canUndo());
}

TEST(Puzzle, OutOfRangeMovesAreRefused) {
  Puzzle p(threeInARow());
  EXPECT_FALSE(p.apply(Move::rotate(3, 1)));
  EXPECT_FALSE(p.apply(Move::rotate(-1, 1)));
}

TEST(Rules, ConnectedNeedsOneNetwork) {
  Board b(testCatalog(), 2, 2);
  b.place(0, tileId("road-end"), 1);
  b.place(1, tileId("road-end"), 3);
  b.place(2, tileId("road-end"), 1);
  b.place(3, tileId("road-end"), 3);
  EXPECT_TRUE(evaluate(b, Rules{}).solved);
  EXPECT_FALSE(evaluate(b, Rules{true, false}).solved);
  b.place(0, tileId("road-corner"), 1);  // east + south
  b.place(2, tileId("road-corner"), 0);  // north + east
  EXPECT_TRUE(evaluate(b, Rules{true, false}).solved);
}

TEST(Rules, AcyclicForbidsLoops) {
  Board b(testCatalog(), 2, 2);
  b.place(0, tileId("road-corner"), 1);
  b.place(1, tileId("road-corner"), 2);
  b.place(2, tileId("road-corner"), 0);
  b.place(3, tileId("road-corner"), 3);
  EXPECT_TRUE(evaluate(b, Rules{}).solved);
  EXPECT_TRUE(evaluate(b, Rules{true, false}).solved);
  EXPECT_FALSE(evaluate(b, Rules::net()).solved);
}

TEST(Move, TextRoundTrips) {
  for (const Move& m : {Move::rotate(12, 1), Move::rotate(0, -1), Move::lock(7), Move::rotate(224, 2)}) {
    auto parsed = Move::parse(m.text());
    ASSERT_TRUE(parsed.has_value()) << m.text();
    EXPECT_EQ(*parsed, m);
  }
  EXPECT_EQ(Move::rotate(12, 1).text(), "r12+1");
  for (const char* bad : {"", "r", "x1+1", "r1", "r-1+1", "l1+1", "r1+", "r1+99", "r1+1x"}) {
    EXPECT_FALSE(Move::parse(bad).has_value()) << bad;
  }
}

}  // namespace
}  // namespace puzzle_test
}  // namespace tileflow
