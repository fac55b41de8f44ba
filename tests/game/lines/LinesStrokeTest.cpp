// Strokes as Flow draws them: from a dot or a line's cell, cell by cell, back over the line to
// retract, across another line to cut it (and it comes back whole when the stroke retreats), a
// finished line stops, a bridge is crossed straight, and the whole stroke is one move.
#include "game/lines/LinesStroke.hpp"

#include <gtest/gtest.h>

#include "engine/core/Rng.hpp"
#include "tests/game/lines/LinesTesting.hpp"

namespace tileflow {
namespace lines_stroke_test {
namespace {

using lines_testing::boardOf;

constexpr int A = 0;
constexpr int B = 1;

// A . . . A
// B . . . B
const LinesBoard& rows() {
  static const LinesBoard board = boardOf("A...A\nB...B\n");
  return board;
}

int at(int x, int y) { return rows().cellAt(x, y); }

TEST(LinesStroke, DrawsCellByCellFromADotAndIsOneMove) {
  const LinesPosition before(rows());
  auto stroke = LinesStroke::begin(before, at(0, 0));
  ASSERT_TRUE(stroke);
  EXPECT_EQ(stroke->colour(), A);
  EXPECT_FALSE(stroke->moveTo(at(2, 0))) << "not next to the stroke's end";
  for (int x = 1; x <= 4; ++x) EXPECT_TRUE(stroke->moveTo(at(x, 0))) << x;
  EXPECT_TRUE(stroke->position().joined(A));
  EXPECT_FALSE(stroke->moveTo(at(4, 1))) << "a finished line stops at its dot";
  ASSERT_TRUE(stroke->move());
  EXPECT_EQ(linesMoveText(*stroke->move(), 5), "draw A 0,0 1,0 2,0 3,0 4,0");
  EXPECT_EQ(before.line(A).size(), 0u) << "the position before the stroke is untouched";
}

TEST(LinesStroke, GoingBackRetractsAndAnEmptyCellOrAnotherDotDoesNotStart) {
  const LinesPosition before(rows());
  EXPECT_FALSE(LinesStroke::begin(before, at(2, 0))) << "an empty cell";
  auto stroke = LinesStroke::begin(before, at(0, 0));
  ASSERT_TRUE(stroke->moveTo(at(1, 0)));
  ASSERT_TRUE(stroke->moveTo(at(2, 0)));
  EXPECT_FALSE(stroke->moveTo(at(0, 1))) << "B's dot";
  EXPECT_TRUE(stroke->moveTo(at(1, 0)));
  EXPECT_EQ(stroke->cells(), (std::vector<int>{at(0, 0), at(1, 0)}));
  EXPECT_TRUE(stroke->moveTo(at(0, 0)));
  EXPECT_FALSE(stroke->move()) << "back to the bare dot on an empty board: nothing to do";
}

TEST(LinesStroke, CrossingALineCutsItAndItComesBackWhenTheStrokeRetreats) {
  LinesPosition before(rows());
  ASSERT_TRUE(before.setLine(B, {at(0, 1), at(1, 1), at(2, 1), at(3, 1), at(4, 1)}));
  auto stroke = LinesStroke::begin(before, at(0, 0));
  ASSERT_TRUE(stroke->moveTo(at(1, 0)));
  ASSERT_TRUE(stroke->moveTo(at(1, 1)));
  EXPECT_EQ(stroke->position().line(B), (std::vector<int>{at(0, 1)})) << "B is cut just before the crossing";
  EXPECT_EQ(stroke->position().owner(at(1, 1)), A);
  ASSERT_TRUE(stroke->moveTo(at(1, 0)));
  EXPECT_TRUE(stroke->position().joined(B)) << "B comes back whole";
  EXPECT_EQ(stroke->position().line(B).size(), 5u);
  ASSERT_TRUE(stroke->moveTo(at(2, 0)));
  EXPECT_TRUE(stroke->position().joined(B)) << "a finished line nearby is never touched";
  // Released while crossing: the move cuts B as the stroke did.
  ASSERT_TRUE(stroke->moveTo(at(2, 1)));
  LinesPosition after = before;
  ASSERT_TRUE(after.apply(*stroke->move()));
  EXPECT_TRUE(after == stroke->position());
  EXPECT_EQ(after.line(B), (std::vector<int>{at(0, 1), at(1, 1)}));
}

TEST(LinesStroke, StartingOnALineCutsItThereAndATapOnADotClearsIt) {
  LinesPosition before(rows());
  ASSERT_TRUE(before.setLine(A, {at(0, 0), at(1, 0), at(2, 0), at(3, 0)}));
  auto middle = LinesStroke::begin(before, at(1, 0));
  ASSERT_TRUE(middle);
  EXPECT_EQ(middle->cells(), (std::vector<int>{at(0, 0), at(1, 0)}));
  EXPECT_EQ(linesMoveText(*middle->move(), 5), "draw A 0,0 1,0") << "a tap on a line cuts it there";
  auto end = LinesStroke::begin(before, at(3, 0));
  ASSERT_TRUE(end);
  EXPECT_FALSE(end->move()) << "a tap on a line's end changes nothing";
  EXPECT_TRUE(end->moveTo(at(4, 0)));
  auto dot = LinesStroke::begin(before, at(4, 0));
  ASSERT_TRUE(dot);
  EXPECT_TRUE(dot->position().line(A).empty()) << "a dot starts its line again";
  EXPECT_EQ(dot->end(), at(4, 0));
  EXPECT_EQ(linesMoveText(*dot->move(), 5), "clear A");
}

TEST(LinesStroke, ABridgeIsCrossedStraightInOneStep) {
  // # B #    corners left out, a bridge in the middle
  // A + A
  // # B #
  LinesBoard b(3, 3);
  for (const int corner : {0, 2, 6, 8}) b.removeCell(corner);
  b.setEndpoint(b.cellAt(0, 1), A);
  b.setEndpoint(b.cellAt(2, 1), A);
  b.setEndpoint(b.cellAt(1, 0), B);
  b.setEndpoint(b.cellAt(1, 2), B);
  b.setBridge(b.cellAt(1, 1), 0b11);
  const LinesPosition before(b);
  EXPECT_FALSE(LinesStroke::begin(before, b.cellAt(1, 1))) << "a stroke never starts on a bridge";
  auto stroke = LinesStroke::begin(before, b.cellAt(0, 1));
  ASSERT_TRUE(stroke->moveTo(b.cellAt(1, 1)));
  EXPECT_EQ(stroke->end(), b.cellAt(2, 1)) << "straight over to A's other dot";
  EXPECT_TRUE(stroke->position().joined(A));
  auto down = LinesStroke::begin(stroke->position(), b.cellAt(1, 0));
  ASSERT_TRUE(down->moveTo(b.cellAt(1, 1)));
  EXPECT_TRUE(down->position().joined(B));
  EXPECT_TRUE(down->position().joined(A)) << "the other lane keeps A";
  EXPECT_TRUE(down->position().solved());
  ASSERT_TRUE(down->moveTo(b.cellAt(1, 0)));
  EXPECT_EQ(down->cells(), (std::vector<int>{b.cellAt(1, 0)})) << "back off the bridge whole";
}

TEST(LinesStroke, CellsBetweenStepAcrossOneSideAtATime) {
  const LinesBoard b(8, 6);
  EXPECT_TRUE(cellsBetween(b, 5, 5).empty());
  EXPECT_EQ(cellsBetween(b, b.cellAt(0, 0), b.cellAt(3, 0)),
            (std::vector<int>{b.cellAt(1, 0), b.cellAt(2, 0), b.cellAt(3, 0)}));
  Rng rng(9);
  for (int round = 0; round < 500; ++round) {
    const int from = static_cast<int>(rng.below(48));
    const int to = static_cast<int>(rng.below(48));
    const std::vector<int> path = cellsBetween(b, from, to);
    if (from == to) continue;
    ASSERT_EQ(path.back(), to);
    int was = from;
    for (const int c : path) {
      const int d = std::abs(c % 8 - was % 8) + std::abs(c / 8 - was / 8);
      ASSERT_EQ(d, 1) << from << " to " << to;
      was = c;
    }
    ASSERT_EQ(static_cast<int>(path.size()), std::abs(to % 8 - from % 8) + std::abs(to / 8 - from / 8));
  }
}

// Random strokes on random positions: the shown position is always the position before with the
// stroke's line set, and playing the stroke's move gives it.
TEST(LinesStroke, RandomStrokesShowWhatTheirMoveMakes) {
  const LinesBoard b = boardOf("A.B..C\n......\n..C.B.\n.D....\n....D.\nA.....\n");
  Rng rng(4);
  LinesPosition position(b);
  for (int round = 0; round < 400; ++round) {
    auto stroke = LinesStroke::begin(position, static_cast<int>(rng.below(36)));
    if (!stroke) continue;
    for (int step = 0; step < 12; ++step) {
      const int end = stroke->end();
      const int next = b.next(end, static_cast<int>(rng.below(4)));
      if (next >= 0) stroke->moveTo(next);
    }
    LinesPosition expected = position;
    const std::vector<int> line = stroke->cells().size() > 1 ? stroke->cells() : std::vector<int>{};
    ASSERT_TRUE(expected.setLine(stroke->colour(), line));
    ASSERT_TRUE(expected == stroke->position());
    if (const auto move = stroke->move()) {
      LinesPosition played = position;
      ASSERT_TRUE(played.apply(*move)) << linesMoveText(*move, 6);
      ASSERT_TRUE(played == stroke->position());
      position = played;
    }
  }
}

}  // namespace
}  // namespace lines_stroke_test
}  // namespace tileflow
