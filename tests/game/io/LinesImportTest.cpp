// LinesImport: a Lines share code, a Lines file or the public text grid is taken whole; anything
// else is left to other imports; a broken Lines text says where and why.
#include "game/io/LinesImport.hpp"

#include <gtest/gtest.h>

#include <string>

#include "game/io/LinesFile.hpp"
#include "game/io/LinesShareCode.hpp"

namespace tileflow {
namespace lines_import_test {
namespace {

LinesLevel smallLevel() {
  LinesLevel level;
  level.id = "small";
  level.name = "Small";
  level.board = LinesBoard(3, 1);
  level.board.setEndpoint(0, 0);
  level.board.setEndpoint(2, 0);
  level.solution = {{0, 1, 2}};
  return level;
}

TEST(LinesImport, AShareCodeGivesItsLevelWithItsSolution) {
  const std::string code = encodeLinesShareCode(smallLevel());
  const auto read = importLinesText("  " + code + "\n", "Pasted");
  ASSERT_TRUE(read);
  const auto* pack = std::get_if<LinesPack>(&*read);
  ASSERT_NE(pack, nullptr);
  ASSERT_EQ(pack->levels.size(), 1u);
  EXPECT_EQ(pack->levels[0].board, smallLevel().board);
  EXPECT_EQ(pack->levels[0].solution, smallLevel().solution);
}

TEST(LinesImport, ATextGridGivesEachPuzzleNamedByItsSource) {
  const auto read = importLinesText("A.A\nB.B\n\nAB\nAB\n", "grids");
  ASSERT_TRUE(read);
  const auto* pack = std::get_if<LinesPack>(&*read);
  ASSERT_NE(pack, nullptr);
  ASSERT_EQ(pack->levels.size(), 2u);
  EXPECT_EQ(pack->levels[0].name, "grids 1");
  EXPECT_EQ(pack->levels[1].board.width(), 2);
  EXPECT_TRUE(pack->levels[0].solution.empty());
}

TEST(LinesImport, ALinesFileIsTakenAfterItsCommentLines) {
  LinesPack pack;
  pack.id = "mine";
  pack.name = "Mine";
  pack.levels.push_back(smallLevel());
  const std::string text = "# Made by hand.\n#\n" + writeLinesFile(pack);
  const auto read = importLinesText(text, "mine.yaml");
  ASSERT_TRUE(read) << "a Lines pack that begins with comments, as the shipped ones do";
  const auto* got = std::get_if<LinesPack>(&*read);
  ASSERT_NE(got, nullptr);
  ASSERT_EQ(got->levels.size(), 1u);
  EXPECT_EQ(got->levels[0].board, smallLevel().board);
  EXPECT_FALSE(importLinesText("# a comment\nformat: 1\nlevels: []\n", "Pasted")) << "a Tiles file after a comment";
}

TEST(LinesImport, OtherTextIsLeftToOtherImports) {
  EXPECT_FALSE(importLinesText("", "Pasted"));
  EXPECT_FALSE(importLinesText("format: 1\nlevels: []\n", "Pasted")) << "a Tiles level file";
  EXPECT_FALSE(importLinesText("5x5:8a4c2e1b9d3f7g6h5i4j2k1l3", "Pasted")) << "a Net game ID";
  EXPECT_FALSE(importLinesText("A.A\nB..\n", "Pasted")) << "a grid whose B has no twin is not a Lines puzzle";
}

TEST(LinesImport, ABrokenLinesTextSaysWhy) {
  std::string code = encodeLinesShareCode(smallLevel());
  code[code.size() - 3] = code[code.size() - 3] == 'A' ? 'B' : 'A';
  const auto read = importLinesText(code, "Pasted");
  ASSERT_TRUE(read);
  const auto* e = std::get_if<LoadError>(&*read);
  ASSERT_NE(e, nullptr);
  EXPECT_FALSE(e->message.empty());
  const auto file = importLinesText("lines: 1\npack: [", "pack.yaml");
  ASSERT_TRUE(file);
  EXPECT_TRUE(std::holds_alternative<LoadError>(*file));
}

}  // namespace
}  // namespace lines_import_test
}  // namespace tileflow
