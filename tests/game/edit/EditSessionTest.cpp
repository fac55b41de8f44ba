// Specifications of editing a level through moves: every kind of edit undoes and redoes exactly,
// and the saved mark follows undo and redo.
#include <gtest/gtest.h>

#include "game/edit/EditSession.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/TileBuilder.hpp"

namespace tileflow {
namespace {

using test::testCatalog;
using test::tileId;

Level startLevel() {
  Level l;
  l.name = "Start";
  l.environment = "test";
  l.board = Board(testCatalog(), 3, 2);
  for (int i = 0; i < l.board.cellCount(); ++i) l.board.place(i, tileId("blank"), 0);
  l.board.place(1, tileId("road-corner"), 2);
  l.board.setLocked(1, true);
  l.board.setWall(4, 0, true);
  return l;
}

// Everything an edit can change, compared at once.
void expectSameLevel(const Level& a, const Level& b) {
  EXPECT_EQ(a.name, b.name);
  ASSERT_EQ(a.board.width(), b.board.width());
  ASSERT_EQ(a.board.height(), b.board.height());
  EXPECT_EQ(a.board.wrap(), b.board.wrap());
  for (int i = 0; i < a.board.cellCount(); ++i) {
    EXPECT_EQ(a.board.cell(i).type, b.board.cell(i).type) << "cell " << i;
    EXPECT_EQ(a.board.cell(i).rotation, b.board.cell(i).rotation) << "cell " << i;
    EXPECT_EQ(a.board.cell(i).locked, b.board.cell(i).locked) << "cell " << i;
    EXPECT_EQ(a.board.wallMask(i), b.board.wallMask(i)) << "cell " << i;
  }
}

// Applies `edit`, then checks that undo restores the level before it and redo the level after.
template <typename Edit>
void expectUndoable(Edit edit) {
  EditSession s(startLevel());
  const Level before = s.level();
  ASSERT_TRUE(edit(s));
  const Level after = s.level();
  EXPECT_TRUE(s.unsaved());
  ASSERT_TRUE(s.undo());
  expectSameLevel(s.level(), before);
  EXPECT_FALSE(s.unsaved()) << "back at the saved level";
  ASSERT_TRUE(s.redo());
  expectSameLevel(s.level(), after);
  EXPECT_TRUE(s.unsaved());
  EXPECT_FALSE(s.redo());
}

TEST(EditSession, PlacingAPieceUndoesExactly) {
  expectUndoable([](EditSession& s) { return s.place(1, tileId("road-tee"), 1).has_value(); });
  EditSession s(startLevel());
  s.place(1, tileId("road-tee"), 5);
  EXPECT_EQ(s.level().board.cell(1).rotation, 1);
  EXPECT_TRUE(s.level().board.cell(1).locked) << "placing keeps the lock";
}

TEST(EditSession, TurningUndoesExactly) {
  expectUndoable([](EditSession& s) { return s.turn(1, -1).has_value(); });
  EditSession s(startLevel());
  s.turn(1, 1);
  EXPECT_EQ(s.level().board.cell(1).rotation, 3);
  EXPECT_EQ(s.undo()->turns, -1) << "undo performs the opposite turn";
}

TEST(EditSession, BlankingClearsPieceAndLockAndUndoesExactly) {
  expectUndoable([](EditSession& s) { return s.blank(1).has_value(); });
  EditSession s(startLevel());
  s.blank(1);
  EXPECT_EQ(s.level().board.cell(1).type, tileId("blank"));
  EXPECT_FALSE(s.level().board.cell(1).locked);
}

// An environment with a blank of each shape, the hex one listed first.
const Catalog& twoBlanksCatalog() {
  static const Catalog catalog = [] {
    Catalog c;
    c.addFlow({"road", "Road", 0x666666, "road"});
    c.addTileType(test::buildTile("hex-blank", test::lettered("......", "", "r"), {}));
    c.addTileType(test::buildTile("blank", test::lettered("....", "", "r"), {}));
    c.addTileType(test::buildTile("road-end", test::lettered("r...", "", "r"), {{0}}));
    Environment env{"mixed", "Mixed", 1, {0, 1, 2}};
    env.hexBlankTile = 0;
    c.addEnvironment(env);
    if (auto err = c.finalise()) throw std::runtime_error(*err);
    return c;
  }();
  return catalog;
}

TEST(EditSession, BlankingLaysTheBlankOfTheBoardsShape) {
  for (Topology topology : {Topology::square(), Topology::hex()}) {
    Level l;
    l.environment = "mixed";
    l.board = Board(twoBlanksCatalog(), 2, 2, topology);
    l.board.setLocked(0, true);  // so that blanking changes the cell whatever lies there
    EditSession s(l);
    ASSERT_TRUE(s.blank(0));
    EXPECT_EQ(s.level().board.typeAt(0).sideCount, topology.sides());
    EXPECT_TRUE(s.level().board.typeAt(0).blank);
    ASSERT_TRUE(s.resize(3, 2));
    EXPECT_EQ(s.level().board.typeAt(2).id, topology == Topology::hex() ? "hex-blank" : "blank");
  }
}

TEST(EditSession, WallsToggleOnBothCellsAndUndoExactly) {
  expectUndoable([](EditSession& s) { return s.toggleWall(0, 1).has_value(); });
  expectUndoable([](EditSession& s) { return s.toggleWall(4, 0).has_value(); });
  EditSession s(startLevel());
  s.toggleWall(0, 1);
  EXPECT_TRUE(s.level().board.wall(1, 3)) << "a wall between two cells belongs to both";
}

TEST(EditSession, LocksToggleAndUndoExactly) {
  expectUndoable([](EditSession& s) { return s.toggleLock(1).has_value(); });
  expectUndoable([](EditSession& s) { return s.toggleLock(0).has_value(); });
}

TEST(EditSession, WrapTogglesAndUndoesExactly) {
  expectUndoable([](EditSession& s) { return s.setWrap(true).has_value(); });
}

TEST(EditSession, ShrinkingUndoesExactlyWithTheCutCells) {
  expectUndoable([](EditSession& s) { return s.resize(2, 2).has_value(); });
  EditSession s(startLevel());
  s.resize(2, 2);
  EXPECT_EQ(s.level().board.width(), 2);
  EXPECT_EQ(s.level().board.cell(1).type, tileId("road-corner"));
  EXPECT_TRUE(s.level().board.wall(3, 0)) << "the kept wall moved with its cell";
}

TEST(EditSession, GrowingAddsBlankCellsAndUndoesExactly) {
  expectUndoable([](EditSession& s) { return s.resize(4, 3).has_value(); });
  EditSession s(startLevel());
  s.resize(400, 1);
  EXPECT_EQ(s.level().board.width(), EditSession::MaxSide);
  EXPECT_EQ(s.level().board.height(), EditSession::MinSide);
  EXPECT_EQ(s.level().board.cell(EditSession::MaxSide - 1).type, tileId("blank"));
}

TEST(EditSession, RenamingUndoesExactly) {
  expectUndoable([](EditSession& s) { return s.rename("Other").has_value(); });
}

TEST(EditSession, EditsThatChangeNothingAreNotMoves) {
  EditSession s(startLevel());
  EXPECT_FALSE(s.place(1, tileId("road-corner"), 2));
  EXPECT_FALSE(s.blank(0));
  EXPECT_FALSE(s.turn(1, 4));
  EXPECT_FALSE(s.setWrap(false));
  EXPECT_FALSE(s.resize(3, 2));
  EXPECT_FALSE(s.rename("Start"));
  EXPECT_FALSE(s.toggleLock(6)) << "no such cell";
  EXPECT_FALSE(s.toggleWall(0, 4)) << "no such side";
  EXPECT_FALSE(s.canUndo());
  EXPECT_FALSE(s.unsaved());
}

TEST(EditSession, UndoAndRedoWalkTheWholeHistory) {
  EditSession s(startLevel());
  const Level first = s.level();
  s.place(0, tileId("road-end"), 1);
  s.turn(0, 1);
  s.toggleWall(2, 2);
  s.resize(2, 3);
  s.toggleLock(5);
  s.rename("Made");
  s.setWrap(true);
  s.blank(1);
  const Level last = s.level();
  int undone = 0;
  while (s.undo()) ++undone;
  EXPECT_EQ(undone, 8);
  expectSameLevel(s.level(), first);
  while (s.redo()) {
  }
  expectSameLevel(s.level(), last);
}

TEST(EditSession, TheSavedMarkFollowsUndoAndRedo) {
  EditSession s(startLevel());
  s.turn(1, 1);
  s.markSaved();
  EXPECT_FALSE(s.unsaved());
  s.turn(1, 1);
  EXPECT_TRUE(s.unsaved());
  s.undo();
  EXPECT_FALSE(s.unsaved()) << "undo back to the saved level";
  s.undo();
  EXPECT_TRUE(s.unsaved()) << "undo past the save";
  s.redo();
  EXPECT_FALSE(s.unsaved());
}

TEST(EditSession, ANewEditAfterUndoingPastTheSaveLosesTheSavedLevel) {
  EditSession s(startLevel());
  s.turn(1, 1);
  s.markSaved();
  s.undo();
  s.toggleLock(0);
  EXPECT_TRUE(s.unsaved());
  EXPECT_FALSE(s.canRedo());
  s.undo();
  EXPECT_TRUE(s.unsaved()) << "the saved level had the turn, which is gone";
}

}  // namespace
}  // namespace tileflow
