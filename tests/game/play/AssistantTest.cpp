// The assistant: a tile is forced only when its locked neighbours, edge marks, the border and
// walls leave it one picture; followed from tile to tile, marks that agree with a solution solve
// a Net board whatever its tiles showed.
#include <gtest/gtest.h>

#include <vector>

#include "engine/core/Rng.hpp"
#include "game/generate/Generator.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/model/Puzzle.hpp"
#include "game/play/Assistant.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace assistant_test {
namespace {

using test::testCatalog;
using test::tileId;

Level netLevel(Shape shape, int w, int h, bool wrap, std::uint64_t seed) {
  GenerateOptions o;
  o.shape = shape;
  o.width = w;
  o.height = h;
  o.wrap = wrap;
  o.kind = GeneratorKind::Net;
  o.rules = Rules::net();
  o.environment = "countryside";
  o.seed = seed;
  auto level = generate(defaultCatalog(), o);
  if (!level || !level->solution) throw std::runtime_error("no level");
  return *level;
}

Board solvedBoard(const Level& level) {
  Board b = level.board;
  for (int i = 0; i < b.cellCount(); ++i) b.setRotation(i, (*level.solution)[static_cast<std::size_t>(i)]);
  return b;
}

// A road straight in the middle of a 3x3 board, nothing locked: a mark says which way it lies.
TEST(Assistant, AMarkForcesAStraightAndLeavesACornerOpen) {
  Board b(testCatalog(), 3, 3);
  b.place(4, tileId("road-straight"), 0);
  EdgeMarks m(b);
  EXPECT_EQ(forcedRotation(b, m, 4), -1) << "two ways to lie";
  const int rotationNow = b.cell(4).rotation;
  m.set(b, 4, 0, EdgeMark::Joined);  // north
  const int r = forcedRotation(b, m, 4);
  ASSERT_GE(r, 0);
  EXPECT_TRUE(hasFlow(b.typeAt(4).sideAt(0, r)));
  EXPECT_TRUE(hasFlow(b.typeAt(4).sideAt(2, r)));
  EXPECT_EQ(b.cell(4).rotation, rotationNow) << "the board is not changed";
  b.place(4, tileId("road-corner"), 0);
  EXPECT_EQ(forcedRotation(b, m, 4), -1) << "north joined: north-east or north-west";
  m.set(b, 4, 1, EdgeMark::Cut);
  const int corner = forcedRotation(b, m, 4);
  ASSERT_GE(corner, 0);
  EXPECT_TRUE(hasFlow(b.typeAt(4).sideAt(3, corner))) << "east cut: north-west";
  b.setLocked(4, true);
  EXPECT_EQ(forcedRotation(b, m, 4), -1) << "a locked tile is the player's";
  m.set(b, 4, 3, EdgeMark::Cut);
  b.setLocked(4, false);
  EXPECT_EQ(forcedRotation(b, m, 4), -1) << "marks that leave no picture force nothing";
}

// Every other tile locked in its solved place: each tile is forced to its solved picture.
TEST(Assistant, LockedNeighboursForceTheSolvedPicture) {
  for (const Shape shape : {Shape::Square, Shape::Hex}) {
    for (const bool wrap : {false, true}) {
      const Level level = netLevel(shape, 6, 6, wrap, 7);
      Board b = solvedBoard(level);
      const EdgeMarks none(b);
      for (int i = 0; i < b.cellCount(); ++i) b.setLocked(i, true);
      for (int c = 0; c < b.cellCount(); ++c) {
        b.setLocked(c, false);
        const int r = forcedRotation(b, none, c);
        ASSERT_GE(r, 0) << "cell " << c;
        EXPECT_EQ(b.typeAt(c).packs[static_cast<std::size_t>(r)], b.pack(c)) << "cell " << c;
        b.setLocked(c, true);
      }
    }
  }
}

// Marks on every edge as the solution has them, tiles shuffled: the assistant's steps, from
// every tile, put the whole board right.
TEST(Assistant, MarksThatAgreeWithTheSolutionSolveTheBoard) {
  Rng rng(3);
  for (const Shape shape : {Shape::Square, Shape::Hex}) {
    for (const bool wrap : {false, true}) {
      const Level level = netLevel(shape, 7, 6, wrap, 11);
      const Board solved = solvedBoard(level);
      Board b = level.board;
      for (int i = 0; i < b.cellCount(); ++i)
        b.setRotation(i, static_cast<int>(rng.below(static_cast<std::uint32_t>(b.sides()))));
      EdgeMarks m(b);
      for (int c = 0; c < b.cellCount(); ++c)
        for (int s = 0; s < b.sides(); ++s)
          m.set(b, c, s, hasFlow(solved.side(c, s)) ? EdgeMark::Joined : EdgeMark::Cut);
      std::vector<int> all(static_cast<std::size_t>(b.cellCount()));
      for (int i = 0; i < b.cellCount(); ++i) all[static_cast<std::size_t>(i)] = i;
      const std::vector<AssistStep> steps = assistSteps(b, m, all);
      EXPECT_EQ(steps.size(), static_cast<std::size_t>(b.cellCount()));
      for (const AssistStep& step : steps) b.setRotation(step.cell, step.rotation);
      EXPECT_EQ(b.looseEnds(), 0);
      for (int c = 0; c < b.cellCount(); ++c) EXPECT_EQ(b.pack(c), solved.pack(c)) << "cell " << c;
    }
  }
}

// Asked about one tile, the steps follow on to the tiles around each one they settle.
TEST(Assistant, ASettledTileLeadsOnToItsNeighbours) {
  // A row of three: end, straight, end; the border leaves each one picture.
  Board b(testCatalog(), 3, 1);
  b.place(0, tileId("road-end"), 0);
  b.place(1, tileId("road-straight"), 0);
  b.place(2, tileId("road-end"), 0);
  const EdgeMarks none(b);
  const std::vector<AssistStep> steps = assistSteps(b, none, {0});
  ASSERT_EQ(steps.size(), 3u) << "the border leaves each tile one picture";
  for (const AssistStep& step : steps) b.setRotation(step.cell, step.rotation);
  EXPECT_EQ(b.looseEnds(), 0);
}

}  // namespace
}  // namespace assistant_test
}  // namespace tileflow
