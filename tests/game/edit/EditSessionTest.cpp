// Specifications of editing a level through moves: every kind of edit undoes and redoes exactly,
// and the saved mark follows undo and redo.
#include <gtest/gtest.h>

#include "game/edit/EditSession.hpp"
#include "game/io/CatalogFile.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/TileBuilder.hpp"

namespace tileflow {
namespace edit_session_test {
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

// Everything an edit can change on a board, compared at once: size, shape, wrap, which cells are
// there and how they join, pieces, locks, walls, landmarks and portals.
void expectSameBoard(const Board& a, const Board& b) {
  ASSERT_EQ(a.width(), b.width());
  ASSERT_EQ(a.height(), b.height());
  EXPECT_EQ(a.topology().shape(), b.topology().shape());
  EXPECT_EQ(a.wrapKind(), b.wrapKind());
  for (int i = 0; i < a.cellCount(); ++i) {
    EXPECT_EQ(a.present(i), b.present(i)) << "cell " << i;
    EXPECT_EQ(a.cell(i).type, b.cell(i).type) << "cell " << i;
    EXPECT_EQ(a.cell(i).rotation, b.cell(i).rotation) << "cell " << i;
    EXPECT_EQ(a.cell(i).locked, b.cell(i).locked) << "cell " << i;
    EXPECT_EQ(a.wallMask(i), b.wallMask(i)) << "cell " << i;
    EXPECT_EQ(a.landmark(i), b.landmark(i)) << "cell " << i;
    EXPECT_EQ(a.portalPartner(i), b.portalPartner(i)) << "cell " << i;
    for (int s = 0; s < a.sides(); ++s) EXPECT_EQ(a.neighbour(i, s), b.neighbour(i, s)) << "cell " << i;
  }
}

// Everything an edit can change, compared at once.
void expectSameLevel(const Level& a, const Level& b) {
  EXPECT_EQ(a.name, b.name);
  expectSameBoard(a.board, b.board);
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

// Holes: cells taken out of the board and put back, on square and hex boards, each undone
// exactly, and no edit that would leave a board the model refuses.

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

TEST(ShapedEdit, TakingACellOutMakesAHoleAndUndoBringsBackItsPieceLockAndWall) {
  EditSession s(startLevel());
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
  EditSession s(startLevel());
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
  EditSession s(startLevel());
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

TEST(ShapedEdit, ATwistedSeamSurvivesResizingAndComesBackOnUndo) {
  Level level = catalogLevel(4, 5, Shape::Hex, false);
  level.board.setWrap(Wrap::Twisted);
  EditSession s(level);
  ASSERT_TRUE(s.resize(4, 6));
  EXPECT_EQ(s.level().board.wrapKind(), Wrap::Twisted) << "the twisted seam fits every height";
  ASSERT_TRUE(s.resize(4, 7));
  EXPECT_EQ(s.level().board.wrapKind(), Wrap::Twisted);
  EXPECT_FALSE(s.setWrap(true)) << "on already: kept as it is";
  ASSERT_TRUE(s.setWrap(false));
  EXPECT_FALSE(s.level().board.wrap());
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.level().board.wrapKind(), Wrap::Twisted) << "undo brings the seam back, not a straight wrap";
  ASSERT_TRUE(s.redo());
  EXPECT_FALSE(s.level().board.wrap());

  EditSession square(catalogLevel(4, 4, Shape::Square, false));
  EXPECT_FALSE(square.setWrap(Wrap::Twisted)) << "a square board has no twisted seam";
}

TEST(EditSession, LandmarksGoOnPiecesOfOneChannelAndUndoExactly) {
  expectUndoable([](EditSession& s) { return s.setLandmark(1, 3).has_value(); });
  EditSession s(startLevel());
  EXPECT_FALSE(s.setLandmark(0, 1)) << "a blank piece takes no landmark";
  EXPECT_FALSE(s.setLandmark(1, MaxLandmarkKinds + 1));
  ASSERT_TRUE(s.setLandmark(1, 2));
  EXPECT_FALSE(s.setLandmark(1, 2)) << "no change, no move";
  // A piece of two channels takes the landmark off; undo brings both back.
  ASSERT_TRUE(s.place(1, tileId("bridge"), 0));
  EXPECT_EQ(s.level().board.landmark(1), 0);
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.level().board.landmark(1), 2);
  // A piece of one channel keeps it.
  ASSERT_TRUE(s.place(1, tileId("road-end"), 1));
  EXPECT_EQ(s.level().board.landmark(1), 2);
  // Blanking and taking the cell out both clear it.
  ASSERT_TRUE(s.blank(1));
  EXPECT_EQ(s.level().board.landmark(1), 0);
}

TEST(EditSession, PortalsJoinTwoHolesAndPartAgainAndUndoExactly) {
  auto withHoles = [](EditSession& s) { return s.toggleCell(0).has_value() && s.toggleCell(5).has_value(); };
  EditSession s(startLevel());
  EXPECT_FALSE(s.addPortal(0, 5)) << "cells that hold tiles";
  ASSERT_TRUE(withHoles(s));
  EXPECT_FALSE(s.addPortal(0, 0));
  ASSERT_TRUE(s.addPortal(0, 5));
  EXPECT_EQ(s.level().board.portalPartner(5), 0);
  EXPECT_FALSE(s.addPortal(0, 5)) << "already a portal";
  ASSERT_TRUE(s.removePortal(5));
  EXPECT_EQ(s.level().board.portalPartner(0), -1);
  EXPECT_FALSE(s.level().board.present(0));
  EXPECT_FALSE(s.level().board.present(5));
  const Board parted = s.level().board;
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.level().board.portalPartner(0), 5);
  EXPECT_EQ(s.level().board.neighbour(1, 3), 4) << "west of (1, 0) through the portal: east of (2, 1)";
  ASSERT_TRUE(s.redo());
  expectSameBoard(s.level().board, parted);
}

TEST(EditSession, ResizingKeepsTheLandmarksAndPortalsThatStillFit) {
  EditSession s(startLevel());
  ASSERT_TRUE(s.setLandmark(1, 4));
  ASSERT_TRUE(s.toggleCell(0));
  ASSERT_TRUE(s.toggleCell(3));
  ASSERT_TRUE(s.addPortal(0, 3));
  ASSERT_TRUE(s.resize(4, 3));
  const Board& b = s.level().board;
  EXPECT_EQ(b.landmark(b.index(1, 0)), 4);
  EXPECT_EQ(b.portalPartner(b.index(0, 0)), b.index(0, 1));

  EditSession t(startLevel());
  ASSERT_TRUE(t.setLandmark(1, 4));
  ASSERT_TRUE(t.toggleCell(0));
  ASSERT_TRUE(t.toggleCell(5));
  ASSERT_TRUE(t.addPortal(0, 5));
  ASSERT_TRUE(t.resize(2, 2)) << "narrower: the portal's end at (2, 1) is cut off";
  EXPECT_EQ(t.level().board.portalPartner(0), -1);
  EXPECT_FALSE(t.level().board.present(0)) << "its other end stays a hole";
  EXPECT_EQ(t.level().board.landmark(1), 4);
}

// The land and the rules of a level are edits too: a new land takes the board's blanks with it
// and refuses pieces it does not have; both undo exactly.
TEST(EditSession, ChangingTheLandSwapsTheBlanksRefusesForeignPiecesAndUndoesExactly) {
  const Catalog& catalog = defaultCatalog();
  Level l;
  l.name = "Lands";
  l.environment = "countryside";
  l.board = Board(catalog, 3, 1);
  const int countryBlank = *catalog.findTile("countryside-blank");
  l.board.place(0, *catalog.findTile("road-end"), 1);
  l.board.place(1, countryBlank, 0);
  l.board.setLocked(1, true);
  l.board.place(2, *catalog.findTile("road-end"), 3);
  EditSession s(l);
  std::string why;
  ASSERT_TRUE(s.setLand("town", &why)) << why;
  EXPECT_EQ("town", s.level().environment);
  EXPECT_EQ(*catalog.findTile("town-blank"), s.level().board.cell(1).type);
  EXPECT_TRUE(s.level().board.cell(1).locked) << "the lock stays";
  EXPECT_EQ(*catalog.findTile("road-end"), s.level().board.cell(0).type);
  ASSERT_TRUE(s.undo());
  EXPECT_EQ("countryside", s.level().environment);
  EXPECT_EQ(countryBlank, s.level().board.cell(1).type);
  ASSERT_TRUE(s.redo());
  EXPECT_EQ("town", s.level().environment);

  EXPECT_FALSE(s.setLand("town")) << "the same land is no edit";
  EXPECT_FALSE(s.setLand("atlantis", &why));
  EXPECT_NE(std::string::npos, why.find("atlantis")) << why;
  ASSERT_TRUE(s.setLand("countryside"));
  s.place(1, *catalog.findTile("hedge-end"), 0);
  why.clear();
  EXPECT_FALSE(s.setLand("town", &why)) << "the town has no hedges";
  EXPECT_NE(std::string::npos, why.find("hedge-end")) << why;
  EXPECT_EQ("countryside", s.level().environment);
  EXPECT_TRUE(s.setLand("all")) << "everything has every piece";
}

TEST(EditSession, ChangingTheRulesUndoesExactly) {
  EditSession s(startLevel());
  EXPECT_FALSE(s.setRules(Rules{})) << "no change";
  ASSERT_TRUE(s.setRules(Rules::net()));
  EXPECT_EQ(Rules::net(), s.level().rules);
  EXPECT_TRUE(s.unsaved());
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(Rules{}, s.level().rules);
  EXPECT_FALSE(s.unsaved());
}

}  // namespace
}  // namespace edit_session_test
}  // namespace tileflow
