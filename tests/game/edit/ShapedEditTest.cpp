// Specifications of editing the board's cells: holes made and filled on square and hex boards,
// each undone exactly, and no edit that would leave a board the model refuses.
#include <gtest/gtest.h>

#include "game/edit/EditSession.hpp"
#include "game/io/CatalogFile.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/TileBuilder.hpp"

namespace tileflow {
namespace {

using test::testCatalog;
using test::tileId;

Level squareLevel() {
  Level l;
  l.name = "Square";
  l.environment = "test";
  l.board = Board(testCatalog(), 3, 2);
  for (int i = 0; i < l.board.cellCount(); ++i) l.board.place(i, tileId("blank"), 0);
  l.board.place(1, tileId("road-corner"), 2);
  l.board.setLocked(1, true);
  l.board.setWall(1, 2, true);  // between cells 1 and 4
  return l;
}

// A level of the shipped catalog, which has square and hex pieces.
Level catalogLevel(int width, int height, Shape shape, bool wrap) {
  const Catalog& catalog = defaultCatalog();
  Level l;
  l.name = "Both";
  l.environment = "all";
  l.board = Board(catalog, width, height, shape == Shape::Hex ? Topology::hex() : Topology::square());
  const int blank = catalog.everything().blankFor(shape);
  for (int i = 0; i < l.board.cellCount(); ++i) l.board.place(i, blank, 0);
  l.board.setWrap(wrap);
  return l;
}

void expectSameBoard(const Board& a, const Board& b) {
  ASSERT_EQ(a.width(), b.width());
  ASSERT_EQ(a.height(), b.height());
  EXPECT_EQ(a.topology().shape(), b.topology().shape());
  EXPECT_EQ(a.wrap(), b.wrap());
  for (int i = 0; i < a.cellCount(); ++i) {
    EXPECT_EQ(a.present(i), b.present(i)) << "cell " << i;
    EXPECT_EQ(a.cell(i).type, b.cell(i).type) << "cell " << i;
    EXPECT_EQ(a.cell(i).rotation, b.cell(i).rotation) << "cell " << i;
    EXPECT_EQ(a.cell(i).locked, b.cell(i).locked) << "cell " << i;
    EXPECT_EQ(a.wallMask(i), b.wallMask(i)) << "cell " << i;
    for (int s = 0; s < a.sides(); ++s) EXPECT_EQ(a.neighbour(i, s), b.neighbour(i, s)) << "cell " << i;
  }
}

TEST(ShapedEdit, TakingACellOutMakesAHoleAndUndoBringsBackItsPieceLockAndWall) {
  EditSession s(squareLevel());
  const Board before = s.level().board;
  ASSERT_TRUE(s.toggleCell(1));
  const Board& b = s.level().board;
  EXPECT_FALSE(b.present(1));
  EXPECT_EQ(b.presentCount(), 5);
  EXPECT_EQ(b.wallMask(1), 0);
  EXPECT_TRUE(b.wall(4, 0)) << "the wall stays with the cell that is there, on its edge";
  for (int c : {0, 2, 4})
    for (int side = 0; side < b.sides(); ++side) EXPECT_NE(b.neighbour(c, side), 1) << "nothing joins a hole";
  const Board hole = b;
  ASSERT_TRUE(s.undo());
  expectSameBoard(s.level().board, before);
  ASSERT_TRUE(s.redo());
  expectSameBoard(s.level().board, hole);
  // Putting it back gives a blank cell joined to its neighbours again, the kept wall between it
  // and the cell below.
  ASSERT_TRUE(s.toggleCell(1));
  const Board& back = s.level().board;
  EXPECT_TRUE(back.present(1));
  EXPECT_EQ(back.cell(1).type, tileId("blank"));
  EXPECT_FALSE(back.cell(1).locked);
  EXPECT_EQ(back.neighbour(1, 1), 2);
  EXPECT_EQ(back.neighbourAcross(1, 2), 4);
  EXPECT_TRUE(back.wall(1, 2));
}

TEST(ShapedEdit, AHoleTakesNoPieceTurnLockOrWallAndTheLastCellStays) {
  EditSession s(squareLevel());
  ASSERT_TRUE(s.toggleCell(0));
  EXPECT_FALSE(s.place(0, tileId("road-corner"), 1));
  EXPECT_FALSE(s.turn(0, 1));
  EXPECT_FALSE(s.blank(0));
  EXPECT_FALSE(s.toggleLock(0));
  EXPECT_FALSE(s.toggleWall(0, 1));
  for (int c = 1; c < 5; ++c) ASSERT_TRUE(s.toggleCell(c)) << c;
  EXPECT_EQ(s.level().board.presentCount(), 1);
  EXPECT_FALSE(s.toggleCell(5)) << "a board keeps at least one cell";
  EXPECT_TRUE(s.level().board.present(5));
  EXPECT_FALSE(s.toggleCell(6));
  EXPECT_FALSE(s.toggleCell(-1));
}

TEST(ShapedEdit, ResizingKeepsTheHolesOfTheKeptArea) {
  EditSession s(squareLevel());
  ASSERT_TRUE(s.toggleCell(4));  // (1, 1)
  ASSERT_TRUE(s.resize(4, 3));
  const Board& b = s.level().board;
  EXPECT_FALSE(b.present(b.index(1, 1)));
  EXPECT_EQ(b.presentCount(), 11);
  EXPECT_EQ(b.cell(b.index(1, 0)).type, tileId("road-corner"));
}

TEST(ShapedEdit, AHexBoardWrapsOnlyAtAnEvenHeight) {
  EditSession odd(catalogLevel(4, 3, Shape::Hex, false));
  EXPECT_FALSE(odd.setWrap(true)) << "a wrapping hex board needs an even height";
  EXPECT_FALSE(odd.level().board.wrap());

  EditSession even(catalogLevel(4, 4, Shape::Hex, true));
  ASSERT_TRUE(even.resize(4, 5));
  EXPECT_FALSE(even.level().board.wrap()) << "an odd height stops the wrap instead of failing";
  ASSERT_TRUE(even.undo());
  EXPECT_TRUE(even.level().board.wrap());

  ASSERT_TRUE(even.toggleCell(0));
  ASSERT_TRUE(even.resize(4, 6));
  EXPECT_FALSE(even.level().board.present(0)) << "a hole stays through a resize";
}

}  // namespace
}  // namespace tileflow
