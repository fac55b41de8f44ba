// Specifications of telling one puzzle from another: the board and rules decide, a name or the
// extras recorded beside a level do not.
#include <gtest/gtest.h>

#include "game/io/CatalogFile.hpp"
#include "game/store/SamePuzzle.hpp"
#include "tests/support/ScratchFolder.hpp"

namespace tileflow {
namespace same_puzzle_test {
namespace {

Level puzzle(std::uint64_t seed, int width = 5, int height = 4) {
  return test::generatedLevel(defaultCatalog(), seed, width, height);
}

TEST(SamePuzzle, ALevelIsItsOwnPuzzle) {
  const Level a = puzzle(3);
  EXPECT_TRUE(samePuzzle(a, a));
}

TEST(SamePuzzle, NamesIdsAndRecordedExtrasDoNotCount) {
  const Level a = puzzle(3);
  Level b = a;
  b.id = "my-7";
  b.name = "Someone else's name";
  b.environment = "river";
  b.solution.reset();
  b.parMoves = 99;
  b.parSeconds.reset();
  b.difficulty = 0.5;
  b.seed.reset();
  EXPECT_TRUE(samePuzzle(a, b));
}

TEST(SamePuzzle, OneTurnedTileMakesAnotherPuzzle) {
  const Level a = puzzle(3);
  Level b = a;
  b.board.rotate(7, 1);
  EXPECT_FALSE(samePuzzle(a, b));
}

TEST(SamePuzzle, ALockAWallWrapOrTheRulesMakeAnotherPuzzle) {
  const Level a = puzzle(3);
  Level locked = a;
  locked.board.setLocked(0, !a.board.cell(0).locked);
  EXPECT_FALSE(samePuzzle(a, locked));
  Level walled = a;
  walled.board.setWall(6, 1, !a.board.wall(6, 1));
  EXPECT_FALSE(samePuzzle(a, walled));
  Level wrapped = a;
  wrapped.board.setWrap(!a.board.wrap());
  EXPECT_FALSE(samePuzzle(a, wrapped));
  Level net = a;
  net.rules = Rules::net();
  ASSERT_NE(a.rules, net.rules);
  EXPECT_FALSE(samePuzzle(a, net));
}

TEST(SamePuzzle, BoardsOfAnotherSizeOrAnotherSeedDiffer) {
  EXPECT_FALSE(samePuzzle(puzzle(3), puzzle(4)));
  EXPECT_FALSE(samePuzzle(puzzle(3, 5, 4), puzzle(3, 4, 5)));
}

TEST(SamePuzzle, TheKeyFollowsSamePuzzle) {
  const Level a = puzzle(3);
  Level renamed = a;
  renamed.name = "Another name";
  renamed.id = "my-1";
  EXPECT_EQ(puzzleKey(a), puzzleKey(renamed));
  EXPECT_EQ(16u, puzzleKey(a).size());
  Level turned = a;
  turned.board.rotate(7, 1);
  EXPECT_NE(puzzleKey(a), puzzleKey(turned));
  Level locked = a;
  locked.board.setLocked(0, !a.board.cell(0).locked);
  EXPECT_NE(puzzleKey(a), puzzleKey(locked));
  Level ruled = a;
  ruled.rules.acyclic = !a.rules.acyclic;
  EXPECT_NE(puzzleKey(a), puzzleKey(ruled));
  EXPECT_NE(puzzleKey(a), puzzleKey(puzzle(4)));
  EXPECT_NE(puzzleKey(puzzle(3, 5, 4)), puzzleKey(puzzle(3, 4, 5)));
}

// A cell left out holds a blank, but it is not a blank cell of the board.
TEST(SamePuzzle, AHoleIsNotABlankCell) {
  Level a;
  a.board = Board(defaultCatalog(), 3, 1);
  const int blank = defaultCatalog().everything().blankTile;
  for (int i = 0; i < 3; ++i) a.board.place(i, blank, 0);
  Level b = a;
  b.board.removeCell(1, blank);
  EXPECT_FALSE(samePuzzle(a, b));
  EXPECT_NE(puzzleKey(a), puzzleKey(b));
}

}  // namespace
}  // namespace same_puzzle_test
}  // namespace tileflow
