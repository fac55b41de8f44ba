// The public numberlink text grid: puzzles read back as written, several to a file, and every
// malformed input named with FILE:LINE:COL.
#include "game/lines/LinesText.hpp"

#include <gtest/gtest.h>

#include "engine/core/Rng.hpp"

namespace tileflow {
namespace lines_text_test {
namespace {

TEST(LinesText, ReadsRowsWithOrWithoutASizeLine) {
  const LinesTextRead read = readLinesText("5 5\nA.B.C\n...D.\n..D..\n.B.C.\n.A...\n", "p.txt");
  ASSERT_TRUE(read) << read.error;
  ASSERT_EQ(read.puzzles.size(), 1u);
  const LinesBoard& b = read.puzzles[0].board;
  EXPECT_EQ(b.width(), 5);
  EXPECT_EQ(b.height(), 5);
  EXPECT_EQ(b.endpoint(b.cellAt(0, 0)), linesColourOf('A'));
  EXPECT_EQ(b.endpoint(b.cellAt(1, 4)), linesColourOf('A'));
  EXPECT_EQ(b.endpoint(b.cellAt(1, 0)), -1);
  EXPECT_EQ(b.problem(), std::nullopt);
  EXPECT_EQ(read.puzzles[0].line, 1);
  // The same without the size line, with CRLF endings and other characters for empty cells.
  const LinesTextRead bare = readLinesText("A-B_C\r\n   D \r\n..D..\r\n*B*C*\r\n.A...\r\n", "p.txt");
  ASSERT_TRUE(bare) << bare.error;
  EXPECT_EQ(bare.puzzles[0].board, b);
}

TEST(LinesText, LettersAreCaseSensitiveAndDigitsArePairsToo) {
  const LinesTextRead read = readLinesText("aA1\n...\naA1\n", "f");
  ASSERT_TRUE(read) << read.error;
  const LinesBoard& b = read.puzzles[0].board;
  EXPECT_NE(b.endpoint(0), b.endpoint(1));
  EXPECT_TRUE(b.ends(linesColourOf('a')));
  EXPECT_TRUE(b.ends(linesColourOf('A')));
  EXPECT_TRUE(b.ends(linesColourOf('1')));
}

TEST(LinesText, SeveralPuzzlesSeparatedByBlankLines) {
  const LinesTextRead read = readLinesText("\n\nA.A\n\n\n2 2\nBB\n..\n   \nC..\n..C\n", "pack.txt");
  ASSERT_TRUE(read) << read.error;
  ASSERT_EQ(read.puzzles.size(), 3u);
  EXPECT_EQ(read.puzzles[0].line, 3);
  EXPECT_EQ(read.puzzles[1].line, 6);
  EXPECT_EQ(read.puzzles[1].board.width(), 2);
  EXPECT_EQ(read.puzzles[2].line, 10);
  EXPECT_EQ(read.puzzles[2].board.height(), 2);
}

TEST(LinesText, MalformedInputIsNamedWithItsPlace) {
  const struct {
    const char* text;
    const char* error;
  } cases[] = {
      {"", "f:1:1: no puzzle in the file"},
      {"A.A\nB..\n..B\n.A.\n", "f:4:2: 'A' appears a third time; each letter or digit marks the two ends of one line"},
      {"A.A\n.B.\n", "f:2:2: 'B' appears once; each letter or digit marks the two ends of one line"},
      {"A.A\n..\n", "f:2:3: this row has 2 cells, the first has 3"},
      {"4 2\nA.A\n...\n", "f:1:1: the size line says 4x2 but the rows make 3x2"},
      {"0 2\nA.A\n", "f:1:1: a board is 1x1 to 100x100"},
      {"3 3\n", "f:1:1: a size line with no rows after it"},
      {"...\n...\n", "f:1:1: a puzzle with no endpoints (letters or digits)"},
  };
  for (const auto& c : cases) {
    const LinesTextRead read = readLinesText(c.text, "f");
    EXPECT_FALSE(read) << c.text;
    EXPECT_TRUE(read.puzzles.empty());
    EXPECT_EQ(read.error, c.error) << c.text;
  }
  const std::string wide(101, '.');
  EXPECT_EQ(readLinesText("A" + wide + "A\n", "f").error, "f:1:101: a row longer than 100 cells");
}

TEST(LinesText, WritesWhatItReads) {
  const std::string text = "4 3\nA..B\n.C..\nB.CA\n";
  const LinesTextRead read = readLinesText(text, "f");
  ASSERT_TRUE(read) << read.error;
  EXPECT_EQ(writeLinesText(read.puzzles[0].board), text);
  LinesPosition p(read.puzzles[0].board);
  ASSERT_TRUE(p.setLine(linesColourOf('C'), {5, 9, 10}));
  EXPECT_EQ(writeLinesText(read.puzzles[0].board, &p), "4 3\nA..B\n.C..\nBCCA\n");
}

// Any bytes at all: a result or an error, never a crash, and a puzzle read is a valid board.
TEST(LinesText, RandomBytesReadOrFailCleanly) {
  Rng rng(11);
  const char alphabet[] = "AaBb01.. \n\n\r2 3x#";
  for (int round = 0; round < 3000; ++round) {
    std::string text;
    for (int i = 0, n = static_cast<int>(rng.below(60)); i < n; ++i)
      text += rng.below(8) == 0 ? static_cast<char>(rng.below(256)) : alphabet[rng.below(sizeof alphabet - 1)];
    const LinesTextRead read = readLinesText(text, "r");
    if (!read) {
      EXPECT_EQ(read.error.rfind("r:", 0), 0u) << read.error;
      continue;
    }
    for (const LinesTextPuzzle& p : read.puzzles) EXPECT_EQ(p.board.problem(), std::nullopt) << text;
  }
}

}  // namespace
}  // namespace lines_text_test
}  // namespace tileflow
