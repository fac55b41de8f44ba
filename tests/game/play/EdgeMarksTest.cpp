// Edge marks: a mark belongs to the edge (both cells see it), only edges between two cells take
// one, and the text form reads back as written on square, hex and wrapping boards.
#include <gtest/gtest.h>

#include <string>

#include "engine/core/Rng.hpp"
#include "game/play/EdgeMarks.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace edge_marks_test {
namespace {

using test::hexTestCatalog;
using test::testCatalog;

Board squareBoard(int w, int h, bool wrap = false) {
  Board b(testCatalog(), w, h);
  b.setWrap(wrap);
  return b;
}

Board hexBoard(int w, int h, bool wrap = false) {
  Board b(hexTestCatalog(), w, h, Topology::hex());
  b.setWrap(wrap);
  return b;
}

TEST(EdgeMarks, AMarkIsSeenFromBothCellsOfItsEdge) {
  const Board b = squareBoard(3, 3);
  EdgeMarks m(b);
  ASSERT_TRUE(m.set(b, 4, 1, EdgeMark::Joined));  // middle, east
  EXPECT_EQ(m.at(4, 1), EdgeMark::Joined);
  EXPECT_EQ(m.at(5, 3), EdgeMark::Joined) << "the cell east of it sees the mark on its west side";
  EXPECT_EQ(m.count(), 1);
  ASSERT_TRUE(m.set(b, 5, 3, EdgeMark::Cut));
  EXPECT_EQ(m.at(4, 1), EdgeMark::Cut);
  EXPECT_EQ(m.count(), 1) << "the same edge, marked again";
  ASSERT_TRUE(m.set(b, 4, 1, EdgeMark::None));
  EXPECT_TRUE(m.empty());
}

TEST(EdgeMarks, CyclingGoesJoinedCutAndBackToNone) {
  const Board b = squareBoard(2, 2);
  EdgeMarks m(b);
  EXPECT_EQ(m.cycle(b, 0, 2), EdgeMark::Joined);
  EXPECT_EQ(m.cycle(b, 2, 0), EdgeMark::Cut) << "from the other cell, the same edge";
  EXPECT_EQ(m.cycle(b, 0, 2), EdgeMark::None);
  EXPECT_TRUE(m.empty());
}

TEST(EdgeMarks, OnlyEdgesBetweenTwoCellsTakeAMark) {
  Board b = squareBoard(3, 3);
  b.setWall(4, 2, true);
  b.removeCell(8);
  EdgeMarks m(b);
  EXPECT_FALSE(m.cycle(b, 0, 0)) << "the border";
  EXPECT_FALSE(m.cycle(b, 0, 3));
  EXPECT_FALSE(m.cycle(b, 4, 2)) << "a wall";
  EXPECT_FALSE(m.cycle(b, 7, 1)) << "a hole";
  EXPECT_FALSE(m.cycle(b, 8, 0)) << "from a hole";
  EXPECT_FALSE(m.cycle(b, 9, 0)) << "no such cell";
  EXPECT_FALSE(m.cycle(b, 0, 4)) << "no such side";
  EXPECT_TRUE(m.empty());
  // Wrapping, the border is an edge like any other.
  const Board w = squareBoard(3, 3, true);
  EdgeMarks wm(w);
  EXPECT_EQ(wm.cycle(w, 0, 0), EdgeMark::Joined);
  EXPECT_EQ(wm.at(6, 2), EdgeMark::Joined) << "the bottom row's south side is the same edge";
}

// Random marks on every kind of board read back from their text exactly.
TEST(EdgeMarks, TheTextReadsBackAsWritten) {
  Rng rng(41);
  for (const Board& b :
       {squareBoard(5, 4), squareBoard(4, 4, true), hexBoard(5, 4), hexBoard(4, 6, true), squareBoard(1, 1, true)}) {
    EdgeMarks m(b);
    for (int k = 0; k < 3 * b.cellCount(); ++k)
      m.set(b, static_cast<int>(rng.below(static_cast<std::uint32_t>(b.cellCount()))),
            static_cast<int>(rng.below(static_cast<std::uint32_t>(b.sides()))), static_cast<EdgeMark>(rng.below(3)));
    const std::string text = m.text(b);
    ASSERT_EQ(text.empty(), m.empty());
    if (!m.empty()) {
      EXPECT_EQ(text.size(), static_cast<std::size_t>(b.cellCount()));
    }
    const auto back = EdgeMarks::parse(b, text);
    ASSERT_TRUE(back) << text;
    EXPECT_EQ(*back, m) << text;
    for (int c = 0; c < b.cellCount(); ++c)
      for (int s = 0; s < b.sides(); ++s) EXPECT_EQ(back->at(c, s), m.at(c, s));
  }
}

TEST(EdgeMarks, TextThatDoesNotFitTheBoardIsRefused) {
  // A square cell writes its north (lowest base-3 digit) and east edges: 0-8.
  const Board b = squareBoard(2, 2);
  EXPECT_TRUE(EdgeMarks::parse(b, ""));
  const auto east = EdgeMarks::parse(b, "3000");
  ASSERT_TRUE(east);
  EXPECT_EQ(east->at(1, 3), EdgeMark::Joined);
  const auto north = EdgeMarks::parse(b, "0002");
  ASSERT_TRUE(north);
  EXPECT_EQ(north->at(1, 2), EdgeMark::Cut) << "cell 3's north edge is cell 1's south";
  EXPECT_FALSE(EdgeMarks::parse(b, "1000")) << "cell 0's north is the border";
  EXPECT_FALSE(EdgeMarks::parse(b, "0003")) << "cell 3's east is the border";
  EXPECT_FALSE(EdgeMarks::parse(b, "9000")) << "beyond two edges' marks";
  EXPECT_FALSE(EdgeMarks::parse(b, "q000"));
  EXPECT_FALSE(EdgeMarks::parse(b, "000"));
  EXPECT_FALSE(EdgeMarks::parse(b, "00000"));
  EXPECT_FALSE(EdgeMarks::parse(b, "00#0"));
  // A hex cell writes three edges: up to 26, the letter q.
  const Board h = hexBoard(3, 3);
  const auto all = EdgeMarks::parse(h, "0000q0000");
  ASSERT_TRUE(all) << "the middle cell's north-east, east and south-east edges, all cut";
  EXPECT_EQ(all->count(), 3);
  EXPECT_FALSE(EdgeMarks::parse(h, "0000r0000"));
  EXPECT_FALSE(EdgeMarks::parse(h, "q00000000")) << "cell 0's north-east is the border";
}

}  // namespace
}  // namespace edge_marks_test
}  // namespace tileflow
