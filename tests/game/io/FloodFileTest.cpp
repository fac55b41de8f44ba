// Flood board files read back as written, and every bad file says where and why.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "game/io/FloodFile.hpp"

namespace tileflow {
namespace flood_file_test {
namespace {

std::string errorOf(const std::string& text) {
  const auto loaded = parseFloodFile(text, "board.yaml");
  const auto* e = std::get_if<LoadError>(&loaded);
  return e != nullptr ? e->text() : "(loaded)";
}

constexpr const char* kGood =
    "flood: 1\n"
    "width: 3\n"
    "height: 2\n"
    "colours: 4\n"
    "shape: square\n"
    "moves: 5\n"
    "rows:\n"
    "  - \"012\"\n"
    "  - \"310\"\n";

TEST(FloodFile, ReadsTheBoardAndMoveLimit) {
  const auto loaded = parseFloodFile(kGood, "board.yaml");
  ASSERT_TRUE(ok(loaded)) << std::get<LoadError>(loaded).text();
  const FloodPuzzle& p = std::get<FloodPuzzle>(loaded);
  EXPECT_EQ(p.board, ColourBoard(3, 2, 4, Shape::Square, {0, 1, 2, 3, 1, 0}));
  EXPECT_EQ(p.moveLimit, 5);
}

TEST(FloodFile, WritesWhatItReads) {
  EXPECT_EQ(writeFloodFile(std::get<FloodPuzzle>(parseFloodFile(kGood, "board.yaml"))), kGood);
  for (const Shape shape : {Shape::Square, Shape::Hex}) {
    const FloodPuzzle p{randomColourBoard(7, 5, 6, shape, 3), 0};
    const auto back = parseFloodFile(writeFloodFile(p), "board.yaml");
    ASSERT_TRUE(ok(back)) << std::get<LoadError>(back).text();
    EXPECT_EQ(std::get<FloodPuzzle>(back).board, p.board);
    EXPECT_EQ(std::get<FloodPuzzle>(back).moveLimit, 0);
  }
}

TEST(FloodFile, ShapeAndMovesMayBeLeftOutAndRowsNeedNoQuotes) {
  const auto loaded = parseFloodFile("flood: 1\nwidth: 2\nheight: 1\ncolours: 2\nrows: [10]\n", "b.yaml");
  ASSERT_TRUE(ok(loaded)) << std::get<LoadError>(loaded).text();
  EXPECT_EQ(std::get<FloodPuzzle>(loaded).board.shape(), Shape::Square);
  EXPECT_EQ(std::get<FloodPuzzle>(loaded).moveLimit, 0);
}

TEST(FloodFile, EveryBadFileSaysWhereAndWhy) {
  const std::string head = "flood: 1\nwidth: 3\nheight: 2\ncolours: 3\n";
  struct Case {
    std::string text;
    std::string error;
  };
  const Case cases[] = {
      {"", "board.yaml:1:1:"},
      {"- 1\n", "board.yaml:1:1: the file is not a YAML map"},
      {"flood: 2\n", "board.yaml:1:8: unknown Flood board format '2'"},
      {"width: 3\n", "board.yaml:1:1:"},
      {head + "rows: [\"012\", \"012\"]\nspeed: 3\n", "board.yaml:6:1:"},
      {"flood: 1\nwidth: 0\nheight: 2\ncolours: 3\nrows: []\n", "board.yaml:2:8:"},
      {"flood: 1\nwidth: 101\nheight: 2\ncolours: 3\nrows: []\n", "board.yaml:2:8:"},
      {"flood: 1\nwidth: 3\nheight: 2\ncolours: 11\nrows: []\n", "board.yaml:4:10:"},
      {head + "shape: round\nrows: [\"012\", \"012\"]\n", "board.yaml:5:8: shape 'round' is neither"},
      {head + "moves: -1\nrows: [\"012\", \"012\"]\n", "board.yaml:5:8:"},
      {head + "rows: [\"012\"]\n", "board.yaml:5:7: 'rows' should hold 2 rows (the height), not 1"},
      {head + "rows:\n  - \"012\"\n  - \"0x2\"\n", "board.yaml:7:7: a row holds digits, one per cell; found 'x'"},
      {head + "rows:\n  - \"012\"\n  - \"013\"\n", "board.yaml:7:8: colour 4 (digit 3) on a board of 3 colours"},
      {head + "rows:\n  - \"0120\"\n  - \"012\"\n", "board.yaml:6:9: the row is longer than the width, 3 cells"},
      {head + "rows:\n  - \"01\"\n  - \"012\"\n", "board.yaml:6:8: the row has 2 cells, not the width, 3"},
      {head + "rows:\n  - 01\n  - \"012\"\n", "board.yaml:6:7: the row has 2 cells"},
      {head + "rows: {a: 1}\n", "board.yaml:5:7:"},
  };
  for (const Case& c : cases) {
    const std::string e = errorOf(c.text);
    EXPECT_EQ(e.rfind(c.error, 0), 0u) << c.text << "\ngave: " << e;
  }
}

TEST(FloodFile, AMissingOrHugeFileIsAnError) {
  const auto missing = loadFloodFile("/nonexistent/board.yaml");
  ASSERT_FALSE(ok(missing));
  EXPECT_NE(std::get<LoadError>(missing).message.find("cannot open"), std::string::npos);
  const std::filesystem::path big = std::filesystem::path(TILEFLOW_BINARY_DIR) / "flood-file-test-big.yaml";
  {
    std::ofstream out(big);
    out << kGood << "# " << std::string(MaxFloodFileBytes, 'x') << "\n";
  }
  const auto huge = loadFloodFile(big);
  ASSERT_FALSE(ok(huge));
  EXPECT_NE(std::get<LoadError>(huge).message.find("larger than the limit"), std::string::npos);
  std::filesystem::remove(big);
}

// What a player brings to the Import screen: a game ID (spaces and a newline around it) or a board
// file is a Flood board, read or refused with the reason; anything else is left for another import.
TEST(FloodFileTest, AnImportedTextIsAFloodBoardOnlyWhenItSaysSo) {
  const std::string id = "6x6:331211330300212300133330323110121301,10";
  const auto fromId = readFloodText("  " + id + "\n", "Pasted");
  ASSERT_TRUE(fromId);
  ASSERT_TRUE(ok(*fromId)) << std::get<LoadError>(*fromId).message;
  EXPECT_EQ(std::get<FloodPuzzle>(*fromId).moveLimit, 10);
  EXPECT_EQ(std::get<FloodPuzzle>(*fromId).board.width(), 6);
  const std::string file = writeFloodFile(std::get<FloodPuzzle>(*fromId));
  const auto fromFile = readFloodText(file, "board.yaml");
  ASSERT_TRUE(fromFile);
  ASSERT_TRUE(ok(*fromFile));
  EXPECT_EQ(std::get<FloodPuzzle>(*fromFile).board, std::get<FloodPuzzle>(*fromId).board);
  const auto broken = readFloodText("6x6:3312", "Pasted");
  ASSERT_TRUE(broken);
  EXPECT_FALSE(ok(*broken));
  for (const char* other : {"", "   ", "hello", "TL1.ABCD", "5x5", "12x:3", "A..A\nB..B\n"})
    EXPECT_FALSE(readFloodText(other, "Pasted")) << other;
}

}  // namespace
}  // namespace flood_file_test
}  // namespace tileflow
